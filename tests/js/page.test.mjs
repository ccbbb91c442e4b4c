// The page's scripts against the page's own index.html: every element they reach by its id is
// there, and page.js refuses a message it does not wholly know rather than drawing part of it.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { openPage, ROOT } from "./real_page.mjs";

const SCRIPTS = ["theme", "first-paint", "dom", "controls", "celebration", "sound", "stage", "page", "hands"];
const source = (name) => readFileSync(`${ROOT}/static/app/${name}.js`, "utf8");
// Ids drawn by the table's own markup, not index.html's: the help's worked example (py/table/show/howto.py).
const DRAWN_BY_PYTHON = ["example", "example-step"];

// The ids a script names: to getElementById (page.js's `byId`), to page.js's `shown` and `passing`,
// and in a selector.
function idsNamed(script) {
  const ids = [...script.matchAll(/\b(?:byId|getElementById)\("([\w-]+)"\)/g)].map((found) => found[1]);
  for (const [, args] of script.matchAll(/\bshown\((.*)\)[,;]?$/gm)) ids.push(...[...args.matchAll(/"([\w-]+)"/g)].map((found) => found[1]));
  ids.push(...[...script.matchAll(/\bpassing\("([\w-]+)"/g)].map((found) => found[1]));
  for (const [, selector] of script.matchAll(/querySelector(?:All)?\((["'])(.*?)\1\)/g)) {
    ids.push(...[...selector.matchAll(/#([\w-]+)/g)].map((found) => found[1]));
  }
  return ids;
}

// The names a `Literal` of py/table/messages.py holds (the dialogs page.js opens, the headings it focuses).
function literal(name) {
  const found = readFileSync(`${ROOT}/py/table/messages.py`, "utf8").match(new RegExp(`^${name} = Literal\\[(.*?)\\]`, "m"));
  assert.ok(found, `no Literal ${name} in messages.py`);
  return [...found[1].matchAll(/"([\w-]+)"/g)].map((each) => each[1]);
}

let page;
before(async () => {
  page = await openPage();
});
after(() => page.close());

const draw = (message) => page.window.solitairePage.draw(JSON.stringify(message));
const root = () => page.window.document.documentElement;

test("the page loads its scripts without an error", () => {
  assert.deepEqual(page.errors, []);
  for (const name of ["solitairePage", "solitaireStage", "solitaireControls", "solitaireWords", "solitaireFaces"]) {
    assert.equal(typeof page.window[name], name === "solitaireWords" ? "function" : "object", name);
  }
});

test("every element the page's scripts reach by its id is in index.html", () => {
  const named = new Set(SCRIPTS.flatMap((name) => idsNamed(source(name))));
  for (const dialog of literal("Dialog")) named.add(dialog === "result" ? "result" : `${dialog}-panel`); // page.js's `open`
  for (const heading of literal("Focus")) named.add(`${heading}-title`); // and `focus`
  assert.ok(named.size > 50, `only ${named.size} ids found: the patterns above no longer match the scripts`);
  const missing = [...named].filter((id) => !page.window.document.getElementById(id) && !DRAWN_BY_PYTHON.includes(id));
  assert.deepEqual(missing, []);
  assert.deepEqual(DRAWN_BY_PYTHON.filter((id) => page.window.document.getElementById(id)), []);
  const howto = readFileSync(`${ROOT}/py/table/show/howto.py`, "utf8");
  assert.deepEqual(DRAWN_BY_PYTHON.filter((id) => !howto.includes(`id="${id}"`)), []);
});

test("an id the scripts name that index.html lacks is found", () => {
  const renamed = source("page").replace('byId("send-note")', 'byId("send-words")');
  assert.ok(idsNamed(renamed).includes("send-words"));
  assert.equal(page.window.document.getElementById("send-words"), null);
});

test("a message page.js knows is drawn", () => {
  draw({ notes: { challenge: "Beat 120 moves" }, looks: { felt: "blue" }, buttons: { finish: true } });
  assert.equal(page.window.document.getElementById("challenge").hidden, false);
  assert.equal(page.window.document.getElementById("challenge").textContent, "Beat 120 moves");
  assert.equal(root().getAttribute("data-felt"), "blue");
  assert.deepEqual(page.errors, []);
});

const REFUSED = [
  ["a part it does not draw", { menu: { open: true } }, /page\.js draws no part "menu"/],
  ["a note it does not know", { notes: { banner: "Hello" } }, /page\.js draws no field "banner" of the notes/],
  ["a look it does not know", { looks: { font: "large" } }, /page\.js draws no field "font" of the looks/],
  ["a button it does not know", { buttons: { hint: false } }, /page\.js draws no field "hint" of the buttons/],
  ["a field of the board the stage does not read", { board: { shuffled: true } }, /no field "shuffled" of the board/],
  ["an effect it does not do", { once: { scroll: "help" } }, /page\.js draws no field "scroll" of the once/],
  ["a part short of a field", { days: { first: "2026-01-01", last: "2026-12-31" } }, /The days lacks its field "suggested"/],
  ["a field beside those of a whole part", { pickBar: { pile: "3", count: 2, side: "left" } }, /no field "side" of the pickBar/],
];

for (const [what, message, refusal] of REFUSED) {
  test(`a message with ${what} is refused, and nothing of it drawn`, () => {
    const address = page.window.location.href;
    assert.throws(() => draw({ address: "?game=beetle", looks: { theme: "dark" }, ...message }), refusal);
    assert.equal(page.window.location.href, address);
    assert.notEqual(root().getAttribute("data-theme"), "dark");
    assert.equal(root().hasAttribute("data-font"), false);
  });
}

test("a link short enough is drawn as a QR code too, by the module the build copies beside the scripts", async () => {
  const link = "http://127.0.0.1:8000/?game=spider#transfer=abc";
  draw({ send: { link, qr: true, note: "Open it on the other device." } });
  const picture = page.window.document.getElementById("send-qr");
  for (let wait = 0; wait < 100 && !picture.querySelector("svg"); wait += 1) await new Promise((done) => setTimeout(done, 10));
  assert.ok(picture.querySelector("svg"), "no QR code drawn");
  assert.equal(picture.hidden, false);
  assert.equal(page.window.document.getElementById("send-link").href, link);
  assert.deepEqual(page.errors, []);
});
