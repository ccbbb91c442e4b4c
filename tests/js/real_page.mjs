// The site's own index.html and its own scripts in a DOM under Node (happy-dom), for the tests
// here: each page is a fresh window that loads index.html from the source tree and runs its
// scripts as a browser would (the early ones as the parser meets them, the deferred ones after),
// each from its own file. What Node has no part of is left out or stood in for, and said below.
//
// The source's index.html, not the build's: the build only fills in what is there (the first
// paint's piles, counters and words, the game picker, each game's layout; scripts/first_paint.py)
// and the lists scripts/write_contracts.py writes into the scripts, and adds no element the scripts
// reach by id. The table's first message lays out its own piles.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const INDEX = readFileSync(`${ROOT}/index.html`, "utf8");
const ORIGIN = "http://127.0.0.1:8000/";
const QR_VERSION = JSON.parse(readFileSync(`${ROOT}/package.json`, "utf8")).dependencies["qrcode-generator"];

// Scripts of the page that start what Node cannot run, served empty: start.js boots Python
// (PyScript's core.js, which only the build copies in), persistence.js asks the browser to keep
// storage, solver-worker.js starts a worker, offline.js registers the service worker.
const LEFT_OUT = /\/static\/(app\/(start|persistence|solver-worker|offline)\.js|pyscript-[\d.]+\/)/;

const SETTINGS = {
  enableJavaScriptEvaluation: true, // the page's own scripts, from this repository
  suppressInsecureJavaScriptEnvironmentWarning: true,
  handleDisabledFileLoadingAsSuccess: true, // the stylesheets: no layout here
  navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true }, // a download's link
  fetch: {
    virtualServers: [
      // page.js draws the QR code with the module the build copies from node_modules
      { url: `${ORIGIN}static/qrcode-${QR_VERSION}/`, directory: `${ROOT}/node_modules/qrcode-generator/dist` },
      { url: ORIGIN, directory: ROOT },
    ],
    interceptor: {
      beforeAsyncRequest: async ({ request, window }) =>
        LEFT_OUT.test(new URL(request.url).pathname)
          ? new window.Response("", { headers: { "content-type": "text/javascript" } })
          : undefined,
    },
  },
};

// Web Audio (sound.js plays a cue once the player turned sound on): a sink that takes every call.
const SINK = new Proxy(function sink() {}, {
  get: (_, name) => (name === "then" ? undefined : typeof name === "symbol" ? undefined : SINK),
  apply: () => SINK,
  construct: () => SINK,
  set: () => true,
});

// A page: index.html with its scripts run, and everything its console said as an error (what a
// script threw while loading is reported there too).
export async function openPage() {
  const window = new Window({ url: `${ORIGIN}index.html`, settings: SETTINGS });
  window.AudioContext = SINK;
  const errors = [];
  window.happyDOM.virtualConsolePrinter.addEventListener("print", () => {
    for (const entry of window.happyDOM.virtualConsolePrinter.read()) {
      if (entry.level >= 3) errors.push(entry.message.map((part) => part?.stack ?? String(part)).join(" "));
    }
  });
  window.document.write(INDEX);
  await window.happyDOM.waitUntilComplete();
  const close = () => {
    window.happyDOM.abort(); // its timers (a passing message's, a flight's) never fire
    window.close();
  };
  return { window, errors, close };
}

// The page's messages drawn in order, each on what the ones before it drew: the first problem
// (what draw threw, or what the console said as an error), naming the message and its parts; or
// null.
export async function drawn(messages) {
  const page = await openPage();
  try {
    if (page.errors.length) return `the page did not load: ${page.errors[0]}`;
    for (const [index, text] of messages.entries()) {
      try {
        page.window.solitairePage.draw(text);
      } catch (error) {
        page.errors.push(error.stack ?? String(error));
      }
      if (page.errors.length) {
        const parts = Object.keys(JSON.parse(text)).join(", ");
        return `message ${index + 1} of ${messages.length} (${parts}): ${page.errors[0]}\n  ${text.slice(0, 400)}`;
      }
    }
    return null;
  } finally {
    page.close();
  }
}
