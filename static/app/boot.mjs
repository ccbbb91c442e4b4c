// Boots Pyodide from a memory snapshot of our interpreter, already started with the game's
// modules imported, when the site has one that fits; otherwise boots it the ordinary way.
// PyScript loads this module as its interpreter (pyscript.toml). It lives with our own files,
// which are revalidated on every load, not in the runtime's folder, which is cached for good;
// so it tells Pyodide where its files are (PyScript would take this module's folder).
//
// A snapshot is used only if its manifest names this very Pyodide and the file's SHA-256 matches;
// any failure to restore falls back to an ordinary boot, never to a broken page.

import { loadPyodide as bootPyodide, version } from "../pyodide-314.0.7/pyodide.mjs";

export * from "../pyodide-314.0.7/pyodide.mjs";

const INDEX_URL = new URL("../pyodide-314.0.7/", import.meta.url).href;
const MANIFEST = new URL("../snapshot/manifest.json", import.meta.url);

function bootNormally(options) {
  return bootPyodide({ ...options, indexURL: INDEX_URL });
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function snapshotBytes() {
  const response = await fetch(MANIFEST, { cache: "no-cache" });
  if (!response.ok) throw new Error(`no snapshot manifest (HTTP ${response.status})`);
  const manifest = await response.json();
  if (!manifest.file) throw new Error("the site was built without a snapshot");
  if (manifest.pyodide !== version) throw new Error(`snapshot of Pyodide ${manifest.pyodide}, not ${version}`);
  const packed = await (await fetch(new URL(manifest.file, MANIFEST))).arrayBuffer();
  if (hex(await crypto.subtle.digest("SHA-256", packed)) !== manifest.sha256) throw new Error("snapshot damaged");
  const unpacked = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unpacked).arrayBuffer());
}

export async function loadPyodide(options = {}) {
  const started = performance.now();
  try {
    const bytes = snapshotBytes();
    bytes.catch(() => {}); // a site without a snapshot is no error: Pyodide rejects, and we boot below
    const pyodide = await bootNormally({ ...options, _loadSnapshot: bytes });
    // The snapshot carries the build machine's random state: draw new deals from here on.
    pyodide.runPython("import random; random.seed()");
    globalThis.solitaireBoot = { from: "snapshot", started, restored: performance.now() };
    return pyodide;
  } catch (error) {
    globalThis.solitaireBoot = { from: "normal", why: String(error) };
    console.info(`Booting without a snapshot: ${error}`);
    return bootNormally(options);
  }
}
