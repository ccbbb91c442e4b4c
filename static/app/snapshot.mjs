// A worker that makes this device's memory snapshot of the interpreter (see boot.mjs): it boots
// Pyodide as the page does, unpacks our Python where the page's boot does, imports every module of
// ours and the standard library modules the page's start imports, and keeps the snapshot in
// Cache Storage for the next visit (packed: kept-snapshot.mjs), deleting this site's older ones.
// It answers the page with the sizes `{ kept, memory }` in bytes, or `{ error }`.

import { fetchOurPython } from "./boot.mjs";
import { pack } from "./kept-snapshot.mjs";

const IMPORTS = `
import gc, importlib
from pathlib import Path
for path in sorted(Path.cwd().glob("*/**/*.py")):
    parts = path.relative_to(Path.cwd()).with_suffix("").parts
    if parts[0] in ("solitaire", "table"):
        importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
# What PyScript's own Python and our entry point import at every start: ready in the snapshot.
for name in ("asyncio", "base64", "html", "inspect", "json", "random", "traceback", "urllib.parse"):
    importlib.import_module(name)
gc.collect()
`;

self.onmessage = async ({ data }) => {
  try {
    const { loadPyodide } = await import(data.pyodide);
    const unpackOurPython = fetchOurPython();
    const pyodide = await loadPyodide({ ...data.options, _makeSnapshot: true });
    await unpackOurPython(pyodide);
    pyodide.runPython(IMPORTS);
    const memory = pyodide.makeMemorySnapshot();
    const kept = pack(memory);
    const cache = await caches.open(data.cache);
    await cache.put(data.key, new Response(kept, { headers: { "Content-Type": "application/octet-stream" } }));
    for (const request of await cache.keys()) {
      if (request.url.startsWith(data.folder) && request.url !== data.key) await cache.delete(request);
    }
    self.postMessage({ kept: kept.length, memory: memory.length });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
