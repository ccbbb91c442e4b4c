// The messages the table's Python sent the page in the unit tests, as tests/page_messages.py
// recorded them while pytest ran: one line per page, `{"test": node id, "messages": [text...]}`.
//
// Not every page is drawn (replay.test.mjs): the longest first, then each page that sent something
// not drawn yet, that is a field or key at any depth (a pile, a counter, one of the result's
// numbers) with a new kind of value (text, a number, true, null, an empty list...) or a new name
// (a pile's, a dialog's, a game's, a look's), or a part with a new set of fields. The pages left
// out differ only in words, markup and numbers (a property test's stored values), or in which
// piles changed together; drawing every one would take a minute.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { ROOT } from "./real_page.mjs";

export const FOLDER = `${ROOT}/test-results/page-messages`;
const NAME = /^[a-z][\w-]{0,20}$/;

export function recorded() {
  const files = existsSync(FOLDER) ? readdirSync(FOLDER).filter((name) => name.endsWith(".jsonl")) : [];
  return files.flatMap((file) => readFileSync(`${FOLDER}/${file}`, "utf8").trim().split("\n").map((line) => JSON.parse(line)));
}

function kind(value) {
  if (typeof value === "string") return NAME.test(value) ? JSON.stringify(value) : "text";
  if (value === null || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length ? "list" : "empty list";
  if (typeof value === "object") return Object.keys(value).length ? "object" : "empty object";
  return typeof value;
}

// What a message holds that page.js may take a path by, as above.
function features(message) {
  const found = [];
  const walk = (value, path) => {
    found.push(`${path} ${kind(value)}`);
    if (Array.isArray(value)) value.forEach((each) => walk(each, `${path}[]`));
    else if (value !== null && typeof value === "object") {
      for (const [key, each] of Object.entries(value)) walk(each, `${path}.${key}`);
    }
  };
  for (const [part, value] of Object.entries(message)) {
    walk(value, part);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) found.push(`${part} {${Object.keys(value).sort()}}`);
  }
  return found;
}

// The pages to draw, as above.
export function chosen(pages) {
  const seen = new Set();
  const chosen = [];
  for (const page of [...pages].sort((one, other) => other.messages.length - one.messages.length)) {
    const found = page.messages.flatMap((text) => features(JSON.parse(text)));
    if (found.every((each) => seen.has(each))) continue;
    found.forEach((each) => seen.add(each));
    chosen.push(page);
  }
  return chosen;
}
