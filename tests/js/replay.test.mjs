// The messages the table's Python sent the page in the unit tests (recorded by
// tests/page_messages.py as pytest ran), drawn by the site's own page.js on its own index.html: a
// message page.js refuses, or a part it cannot draw, fails here, naming the test that sent it.
//
// Each page's messages are drawn in order on a fresh page, as they were sent; and every shape of
// message is drawn: the longest pages first, then each page that sent a message of a shape not
// drawn yet. A shape is what page.js takes a path by: the parts, the fields and the keys (piles,
// counters, the result's numbers) at every depth, the kinds of value, and the names (a pile, a
// dialog, a game, a look). Pages of the same shapes differ only in words, markup and numbers (a
// property test's stored values), and drawing all of them would take a minute.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { drawn, ROOT } from "./real_page.mjs";

const FOLDER = `${ROOT}/test-results/page-messages`;
const NAME = /^[a-z][\w-]{0,20}$/;

function shape(value) {
  if (typeof value === "string") return NAME.test(value) ? JSON.stringify(value) : "string";
  if (value === null || typeof value !== "object") return typeof value === "boolean" ? String(value) : typeof value;
  if (Array.isArray(value)) return `[${[...new Set(value.map(shape))].sort().join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${key}:${shape(value[key])}`)
    .join(",")}}`;
}

function recorded() {
  const files = existsSync(FOLDER) ? readdirSync(FOLDER).filter((name) => name.endsWith(".jsonl")) : [];
  return files.flatMap((file) => readFileSync(`${FOLDER}/${file}`, "utf8").trim().split("\n").map((line) => JSON.parse(line)));
}

test("page.js draws every shape of message the unit tests sent, on the page that sent it", async (t) => {
  const pages = recorded();
  assert.ok(pages.length > 0, `nothing recorded in ${FOLDER}: run the unit tests first (make quick)`);
  const drawnShapes = new Set();
  const chosen = [];
  for (const page of [...pages].sort((one, other) => other.messages.length - one.messages.length)) {
    const shapes = page.messages.map((text) => shape(JSON.parse(text)));
    if (shapes.every((each) => drawnShapes.has(each))) continue;
    shapes.forEach((each) => drawnShapes.add(each));
    chosen.push(page);
  }
  const count = (list) => list.reduce((sum, page) => sum + page.messages.length, 0);
  t.diagnostic(`${pages.length} pages (${count(pages)} messages) recorded; ${chosen.length} drawn (${count(chosen)} messages)`);
  const problems = [];
  for (const { test: sender, messages } of chosen) {
    const problem = await drawn(messages);
    if (problem) problems.push(`${sender}: ${problem}`);
  }
  assert.equal(problems.length, 0, `${problems.length} of ${chosen.length} pages failed; the first:\n${problems.slice(0, 3).join("\n")}`);
});
