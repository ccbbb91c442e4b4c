// The messages the table's Python sent the page in the unit tests, drawn by the site's own page.js
// on its own index.html, each page's in order on a fresh page (recorded.mjs says which pages): a
// message page.js refuses, or a part it cannot draw, fails here, naming the test that sent it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { drawn } from "./real_page.mjs";
import { chosen, FOLDER, recorded } from "./recorded.mjs";

test("page.js draws every field, key, kind of value and name the unit tests sent, on the page that sent it", async (t) => {
  const pages = recorded();
  assert.ok(pages.length > 0, `nothing recorded in ${FOLDER}: run the unit tests first (make quick)`);
  const drawing = chosen(pages);
  const count = (list) => list.reduce((sum, page) => sum + page.messages.length, 0);
  t.diagnostic(`${pages.length} pages (${count(pages)} messages) recorded; ${drawing.length} drawn (${count(drawing)} messages)`);
  const problems = [];
  for (const { test: sender, messages } of drawing) {
    const problem = await drawn(messages);
    if (problem) problems.push(`${sender}: ${problem}`);
  }
  assert.equal(problems.length, 0, `${problems.length} of ${drawing.length} pages failed; the first:\n${problems.slice(0, 3).join("\n")}`);
});

test("a page is drawn when it sent a field, a kind of value, a name or a set of fields that no longer page did", () => {
  const page = (sender, ...messages) => ({ test: sender, messages: messages.map((message) => JSON.stringify(message)) });
  const longest = page("long", { notes: { challenge: "Beat 80 moves" } }, { looks: { theme: "dark" }, board: { piles: { 3: { html: "<i></i>" } } } });
  const pages = [
    longest,
    page("other words, another pile", { board: { piles: { 3: { html: "<b></b>" } } } }, { notes: { challenge: "Beat 90" } }),
    page("a note hidden", { notes: { challenge: null } }),
    page("another field", { notes: { parked: "Put aside" } }),
    page("another look", { looks: { theme: "light" } }),
    page("two fields together", { notes: { challenge: "Beat 80 moves", parked: "Put aside" } }),
    page("another pile", { board: { piles: { 4: { html: "" } } } }),
  ];
  assert.deepEqual(
    chosen(pages).map(({ test: sender }) => sender),
    ["long", "a note hidden", "another field", "another look", "two fields together", "another pile"],
  );
});
