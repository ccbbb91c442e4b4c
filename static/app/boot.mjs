// Boots Pyodide for PyScript, which loads this module as its interpreter (pyscript.toml), from
// the site's own files only: the standard library pruned to the modules we import, no package
// lock file, and, from the second visit on, a memory snapshot made on this very device.
//
// Our packages come with the interpreter: a boot without a snapshot unpacks their zip where
// PyScript runs our entry point; a snapshot holds them already imported (its key covers the
// zip), so a boot from one fetches and unpacks nothing of ours.
//
// The first visit boots the ordinary way. A few seconds after the table's Python says the table
// plays (`solitaireBoot.tableReady()`), a worker (snapshot.mjs) boots a second interpreter,
// imports our modules and keeps its memory snapshot in Cache Storage, under a key that names
// this build (Pyodide, the standard library, our Python).
// Later visits restore it, which skips the interpreter's start-up. Made here rather than
// downloaded: a snapshot is 31 MB (6.6 MB gzipped), more than the rest of the site together, and
// a phone on a slow network would wait longer for it than it takes to boot without one.
//
// A missing snapshot, one of another build, or one that fails to restore means an ordinary boot,
// never a broken page; a snapshot that fails is deleted and made again.
//
// It lives with our own files (revalidated on every load), not in the runtime's folder (cached
// for good), so it tells Pyodide where its files are.

import { loadPyodide as bootPyodide, version } from "../pyodide-314.0.7/pyodide.mjs";
import { unpack } from "./kept-snapshot.mjs";

export * from "../pyodide-314.0.7/pyodide.mjs";

// Written into the built site by scripts/write_boot.py: the snapshot's key (a digest of what the
// snapshot holds) and the "info" of Pyodide's lock file, which Pyodide checks.
const BUILD = { key: "unbuilt", lockInfo: {} };

const INDEX_URL = new URL("../pyodide-314.0.7/", import.meta.url).href;
const WASM_URL = new URL("pyodide.asm.wasm", INDEX_URL).href;
const STDLIB_URL = new URL("../build/stdlib.zip", import.meta.url).href;
const PYTHON_ZIP_URL = new URL("../build/python.zip", import.meta.url).href;
// Pyodide's working directory, where PyScript runs our entry point from.
const HOME = "/home/pyodide";
// Snapshots are kept apart from the service worker's releases, under a URL of the site's folder
// (never fetched), so two copies of the game on one host keep one each.
const SNAPSHOTS = "solitaire snapshots";
const SNAPSHOT = new URL(`../build/snapshot-${BUILD.key}.bin`, import.meta.url).href;
const SNAPSHOT_FOLDER = new URL("../build/snapshot-", import.meta.url).href;
// How long the boot waits, once the table plays, before the snapshot is made: a short visit never
// pays for it, and the player's first moves never share the processor with it.
const SNAPSHOT_DELAY_MS = 4000;

// What every boot passes Pyodide: our files, and an empty package lock (we load no packages),
// so pyodide-lock.json is never fetched.
export function pyodideOptions(options = {}) {
  return {
    ...options,
    indexURL: INDEX_URL,
    stdLibURL: STDLIB_URL,
    lockFileContents: { info: BUILD.lockInfo, packages: {} },
  };
}

// The snapshot this device keeps for this build, as `{ memory }`: a promise of its bytes, read
// and unpacked while Pyodide fetches and compiles the runtime (it asks for the memory only once
// its module is ready to be instantiated); or null when there is none.
async function storedSnapshot() {
  if (!globalThis.caches) return null; // an insecure origin: no Cache Storage
  const response = await (await caches.open(SNAPSHOTS)).match(SNAPSHOT);
  if (!response) return null;
  const memory = response.arrayBuffer().then(unpack);
  memory.catch(() => {}); // awaited by Pyodide, after its own failure if there is one
  return { memory };
}

async function forgetSnapshot() {
  await (await caches.open(SNAPSHOTS)).delete(SNAPSHOT);
}

// Starts fetching our packages' zip, and gives what unpacks it into an interpreter once booted:
// the fetch runs while the interpreter boots. The snapshot's worker (snapshot.mjs) uses it too.
export function fetchOurPython() {
  const bytes = fetch(PYTHON_ZIP_URL).then((response) => {
    if (!response.ok) throw new Error(`${PYTHON_ZIP_URL}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  bytes.catch(() => {}); // awaited by the unpacking, after the boot's own failure if there is one
  return async (pyodide) => pyodide.unpackArchive(await bytes, "zip", { extractDir: HOME });
}

// Where Pyodide's fetch of the runtime's WebAssembly is answered from. The service worker leaves
// it to the HTTP cache, where the browser keeps the module's compiled code (scripts/sw.template.js).
// Once a release has precached it, the HTTP cache is only asked what it holds, never the network:
// a phone's small HTTP cache may have dropped 9.6 MB, and the release's copy then answers
// (compiled anew, but not downloaded again), offline too. Before that (a first visit, service
// workers blocked) it comes from the network as asked. Every other request goes on as asked.
function answerTheRuntimeFromWhatIsKept() {
  const fetchAsAsked = globalThis.fetch;
  if (!globalThis.caches || !fetchAsAsked) return;
  globalThis.fetch = async function (resource, options) {
    if (String(resource?.url ?? resource) !== WASM_URL) return fetchAsAsked.call(this, resource, options);
    const released = await caches.match(WASM_URL).catch(() => undefined);
    if (!released) return fetchAsAsked.call(this, resource, options);
    try {
      const cached = await fetchAsAsked.call(this, WASM_URL, { cache: "only-if-cached", mode: "same-origin" });
      return cached.ok ? cached : released;
    } catch {
      return released; // not in the HTTP cache
    }
  };
}

answerTheRuntimeFromWhatIsKept();

// While the runtime's WebAssembly arrives, the page hears that bytes are coming (at most twice a
// second): on a slow network the download is most of the start, and the start's bound counts from
// the last bytes, not from the first request. A copy of the response is counted, so the browser
// still compiles the response itself as it streams in, and keeps its compiled code.
function tellTheRuntimesArrival() {
  const fetchAsAsked = globalThis.fetch;
  if (!fetchAsAsked || typeof BroadcastChannel !== "function") return;
  globalThis.fetch = async function (resource, options) {
    const response = await fetchAsAsked.call(this, resource, options);
    if (String(resource?.url ?? resource) !== WASM_URL || !response.body) return response;
    const reader = response.clone().body.getReader();
    let told = 0;
    (async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        if (performance.now() - told > 500) {
          told = performance.now();
          say("fetching");
        }
      }
    })().catch(() => {}); // the boot itself reports a failed download
    return response;
  };
}

tellTheRuntimesArrival();

function later(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Makes and keeps this device's snapshot in a worker of its own, so the page never waits for it.
// Resolves to its sizes in bytes (`{ kept, memory }`), or rejects with why it could not be made.
async function makeSnapshot() {
  await later(SNAPSHOT_DELAY_MS);
  const worker = new Worker(new URL("./snapshot.mjs", import.meta.url), { type: "module" });
  try {
    const answer = await new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => resolve(data);
      worker.onerror = (event) => reject(new Error(event.message || "the snapshot worker failed"));
      worker.postMessage({
        pyodide: new URL("../pyodide-314.0.7/pyodide.mjs", import.meta.url).href,
        options: pyodideOptions(),
        cache: SNAPSHOTS,
        key: SNAPSHOT,
        folder: SNAPSHOT_FOLDER,
      });
    });
    if (answer.error) throw new Error(answer.error);
    return answer;
  } finally {
    worker.terminate();
  }
}

// When, in milliseconds since the epoch: a worker's own clock starts when the worker does, so
// times are compared with the page's as `performance.timeOrigin + performance.now()`.
function now() {
  return performance.timeOrigin + performance.now();
}

// Each worker that boots through here (the table's, the solver's) keeps what its boot did in
// `globalThis.solitaireBoot`: where it started from, why not from a snapshot, and when. The
// table's Python calls `tableReady()` once the table plays; after a boot without a snapshot,
// that starts making one for the next visit (`saved`: its sizes, or why it failed).
function keep(boot) {
  boot.tableReady = () => {
    boot.table = true;
    // Once, and only where there is none; Cache Storage needs a secure origin.
    if (boot.from !== "normal" || boot.saved || !globalThis.caches || !globalThis.Worker) return;
    boot.saved = makeSnapshot();
    boot.saved.catch((error) => console.info(`No snapshot for the next visit: ${error}`));
  };
  globalThis.solitaireBoot = boot;
}

// Tells the page how far this boot has come (static/app/start.js bounds each step): begun, Python
// up, or failed with why. A realm with no broadcast channels tells nothing, and is bounded as one
// that never began.
function say(step, why) {
  if (typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel("solitaire start");
  channel.postMessage({ step, why: why === undefined ? undefined : String(why) });
  channel.close();
}

export async function loadPyodide(options = {}) {
  say("begun");
  try {
    const pyodide = await boot(options);
    say("python");
    return pyodide;
  } catch (error) {
    say("failed", error);
    throw error;
  }
}

async function boot(options) {
  const started = now();
  let why = "no snapshot on this device yet";
  try {
    const snapshot = await storedSnapshot();
    if (snapshot) {
      const pyodide = await bootPyodide(pyodideOptions({ ...options, _loadSnapshot: snapshot.memory }));
      // The snapshot carries the random state it was made with: draw new deals from here on.
      pyodide.runPython("import random; random.seed()");
      keep({ from: "snapshot", started, restored: now() });
      return pyodide;
    }
  } catch (error) {
    why = `the snapshot did not restore (${error}); it is made again`;
    await forgetSnapshot().catch(() => {});
  }
  const unpackOurPython = fetchOurPython();
  const pyodide = await bootPyodide(pyodideOptions(options));
  await unpackOurPython(pyodide);
  keep({ from: "normal", why, started, restored: now() });
  console.info(`Booted ${version} without a snapshot: ${why}.`);
  return pyodide;
}
