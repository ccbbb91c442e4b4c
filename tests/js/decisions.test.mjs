// The decisions the page's early scripts make before Python runs, held to the cases the table's
// Python is held to (tests/data/decisions/, run by tests/test_decisions.py). Each script runs as
// the page runs it, the build's lists filled in (tests/js/built_scripts.py), in a context of its
// own with a stub of what it touches of the browser; what it decided is read off `<html>`.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import vm from "node:vm";

const ROOT = new URL("../..", import.meta.url).pathname;
const PYTHON = process.env.PYTHON ?? (existsSync(join(ROOT, ".venv/bin/python")) ? join(ROOT, ".venv/bin/python") : "python3");

function cases(name) {
  return JSON.parse(readFileSync(join(ROOT, "tests/data/decisions", `${name}.json`), "utf8"));
}

// JSON's view of a value made in another context (whose objects have prototypes of their own).
const plain = (value) => JSON.parse(JSON.stringify(value));

let built; // each built script's text, and what the built page holds besides
const site = mkdtempSync(join(tmpdir(), "decisions-"));
before(() => {
  const page = JSON.parse(execFileSync(PYTHON, [join(ROOT, "tests/js/built_scripts.py"), site], { encoding: "utf8" }));
  const script = (name, folder = site) => readFileSync(join(folder, "static/app", name), "utf8");
  built = { ...page, firstPaint: script("first-paint.js"), theme: script("theme.js"), start: script("start.js", ROOT) };
});
after(() => rmSync(site, { recursive: true, force: true }));

// An element: its attributes, `dataset` and `dir` over them, and what a script may call on it.
function element(attributes = {}) {
  const held = new Map(Object.entries(attributes));
  const name = (key) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const it = {
    held,
    setAttribute: (key, value) => held.set(key, String(value)),
    getAttribute: (key) => (held.has(key) ? held.get(key) : null),
    hasAttribute: (key) => held.has(key),
    removeAttribute: (key) => held.delete(key),
    addEventListener: (type, listener) => (it.listeners[type] = listener),
    listeners: {},
    append: () => {},
    remove: () => {},
    click: () => {},
    get dir() {
      return it.getAttribute("dir") ?? "";
    },
    set dir(value) {
      it.setAttribute("dir", value);
    },
  };
  it.dataset = new Proxy({}, { get: (_, key) => it.getAttribute(name(key)) ?? undefined, set: (_, key, value) => (it.setAttribute(name(key), value), true) });
  return it;
}

// Runs a script in a page of its own: the address's query, what storage holds, the browser's
// languages, whether the system is dark. Its `<html>` and its global object come back.
function run(source, { search = "", storage = {}, languages = [], dark = false, elements = {}, extra = {} } = {}) {
  const root = element(built.root);
  const page = {
    documentElement: root,
    head: element(),
    body: element(),
    visibilityState: "visible",
    addEventListener: () => {},
    getElementById: (id) => elements[id] ?? null,
    querySelector: () => null,
    querySelectorAll: () => [],
    createElement: () => element(),
  };
  const window = {
    document: page,
    location: { search },
    navigator: { languages, userAgent: "node" },
    localStorage: { getItem: (key) => (Object.hasOwn(storage, key) ? storage[key] : null), setItem: () => {}, removeItem: () => {} },
    matchMedia: (query) => ({ matches: query.includes("dark") ? dark : false, addEventListener: () => {} }),
    getComputedStyle: () => ({ fontSize: "16px" }),
    URLSearchParams,
    // An observer sees the page whole at once: the board, and what follows it, parsed.
    MutationObserver: class {
      constructor(seen) {
        this.seen = seen;
      }
      observe() {
        this.seen([], this);
      }
      disconnect() {}
    },
    PerformanceObserver: class {
      observe() {}
    },
    addEventListener: () => {},
    setTimeout: () => 0,
    clearTimeout: () => {},
    performance: { mark: () => {} },
    ...extra,
  };
  window.window = window.self = window;
  vm.runInNewContext(source, window, { filename: "page.js" });
  return { root, window };
}

const SETTINGS = "solitaire.settings";

describe("the language a visit speaks (first-paint.js)", () => {
  for (const { why, search, settings, languages, speaks } of cases("language").cases) {
    test(why, () => {
      const storage = settings === null ? {} : { [SETTINGS]: settings };
      const { root } = run(built.firstPaint, { search, storage, languages });
      // Room is kept for the words of any language but English, named on <html>.
      assert.equal(root.getAttribute("data-words-coming") ?? "en", speaks);
      assert.equal(root.dir === "rtl", speaks === "ar");
    });
  }
});

describe("the look of the stored settings (theme.js)", () => {
  for (const { why, settings, dark, looks } of cases("looks").cases) {
    test(why, () => {
      const storage = settings === null ? {} : { [SETTINGS]: settings };
      const { root, window } = run(built.theme, { storage, dark });
      const shown = Object.fromEntries(Object.keys(looks).map((name) => [name, root.dataset[name]]));
      assert.deepEqual({ ...shown, faces: window.solitaireFaces.choice }, looks);
    });
  }
});

describe("the game a link opens, whose layout the first paint shows (first-paint.js)", () => {
  for (const { why, search, saved, shows, resumes } of cases("layout").cases) {
    test(why, () => {
      // The paint the page kept of the game in progress: its layout, with its deal.
      const paint = saved && { ...built.layouts[saved.variant], root: { ...built.layouts[saved.variant].root, "data-deal": saved.deal } };
      const storage = paint ? { "solitaire.paint": JSON.stringify(paint) } : {};
      const elements = { layouts: { textContent: JSON.stringify(built.layouts) }, board: { nextElementSibling: {} } };
      const { root } = run(built.firstPaint, { search, storage, elements, languages: ["en"] });
      const game = root.getAttribute("data-game");
      assert.deepEqual([game, saved !== null && game === saved.variant && root.getAttribute("data-deal") === saved.deal], [shows, resumes]);
    });
  }
});

describe("the statistics file saved when Python cannot start (start.js)", () => {
  const { name, cases: all } = cases("export");
  for (const { why, storage, file } of all) {
    test(why, async () => {
      const stored = Object.fromEntries(Object.entries(storage).map(([key, raw]) => [`solitaire.${key}`, raw]));
      const saved = {};
      const link = element();
      const elements = { "table-python": element(), "start-failed": element(), starting: element() };
      const URL = { createObjectURL: (blob) => ((saved.blob = blob), "blob:saved"), revokeObjectURL: () => {} };
      const { window } = run(built.start, { storage: stored, elements, extra: { Blob, URL } });
      window.document.createElement = () => link;
      elements["start-failed"].listeners.click({ target: { closest: () => ({ dataset: { action: "save-backup" } }) } });
      assert.equal(link.download, name);
      assert.deepEqual(plain(JSON.parse(await saved.blob.text())), file);
    });
  }
});
