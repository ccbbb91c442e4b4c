"""Makes a memory snapshot of Pyodide booted with our modules imported, for a fast start.

A snapshot restores only in the kind of runtime that made it, so it is made in headless
Chromium from the pinned Pyodide the site serves: a page of the site's own origin boots Pyodide
with `_makeSnapshot`, writes our Python files where PyScript will put them, imports every
module, records a digest of the sources, and hands the snapshot back gzipped. The result is
`static/snapshot/snapshot.bin.gz` with `static/snapshot/manifest.json` in the built site, which
the boot module (static/app/boot.mjs) checks before restoring.

Without Chromium (or Playwright) the manifest says there is no snapshot, the page boots the
ordinary way, and this says how to get the fast start. Nothing is rebuilt when the sources and
the Pyodide version are those of the snapshot already there.

Usage: python scripts/build_snapshot.py [--force]   (into dist/, after pack_python.py)
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from layout import ROOT, SITE

sys.path.insert(0, str(ROOT / "py"))

import serve
from table.snapshot import source_digest

OUT = SITE / "static" / "snapshot"
SNAPSHOT = OUT / "snapshot.bin.gz"  # a fixed name, so the page can ask for it early (preload)
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
HOST_RULES = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
BUILD_PAGE = "<!doctype html><title>snapshot</title><link rel=icon href=/static/app/favicon.svg>"

# Runs in the page: boot, unpack our zip where PyScript does, import, snapshot, gzip, base64.
MAKE = """async ([pyodideURL, zipURL, imports]) => {
  const { loadPyodide } = await import(pyodideURL);
  const pyodide = await loadPyodide({ _makeSnapshot: true });
  const zip = await (await fetch(zipURL, { cache: "no-store" })).arrayBuffer();
  pyodide.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
  pyodide.runPython(imports);
  const bytes = pyodide.makeMemorySnapshot();
  const packed = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  const buffer = new Uint8Array(await new Response(packed).arrayBuffer());
  let text = "";
  for (let i = 0; i < buffer.length; i += 0x8000) text += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
  return { gzipped: btoa(text), raw: bytes.length };
}"""

IMPORTS = """
import importlib, pkgutil, sys
from pathlib import Path
for name in ("solitaire", "table"):
    package = importlib.import_module(name)
    for module in pkgutil.walk_packages(package.__path__, name + "."):
        importlib.import_module(module.name)
from table.snapshot import source_digest
sys._solitaire_sources = source_digest(Path.cwd())
"""


def pyodide_version() -> str:
    package = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())
    return str(package["version"])


def write_manifest(manifest: dict[str, Any]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")


def current(sources: str, version: str) -> bool:
    try:
        manifest = json.loads((OUT / "manifest.json").read_text())
    except (OSError, ValueError):
        return False
    return (
        bool(manifest.get("file"))
        and manifest.get("source") == sources
        and manifest.get("pyodide") == version
        and SNAPSHOT.exists()
    )


def without_snapshot(version: str, sources: str, why: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    SNAPSHOT.write_bytes(b"")  # the page preloads this name: an empty file, not a 404
    write_manifest({"pyodide": version, "source": sources, "file": None})
    print(f"build_snapshot: no snapshot ({why}); the page will boot without one, more slowly.")
    print("build_snapshot: for the fast start, install Chromium (apt-get install chromium) and run `make snapshot`.")


def build(version: str, sources: str) -> None:
    try:
        from playwright.sync_api import sync_playwright  # noqa: PLC0415 - optional: without it, no snapshot
    except ImportError:
        without_snapshot(version, sources, "Playwright is not installed")
        return
    server = serve.make_server(port=0, root=SITE, quiet=True)
    serve.serve_in_thread(server)
    base = serve.url_of(server).rstrip("/")
    try:
        with sync_playwright() as playwright:
            try:  # Debian's Chromium here; Playwright's own where a host's build can download it
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM if Path(CHROMIUM).exists() else None, args=[HOST_RULES]
                )
            except Exception as error:
                without_snapshot(version, sources, f"no Chromium to build it in ({str(error).splitlines()[0]})")
                return
            page = browser.new_page()
            page.route(
                f"{base}/snapshot-build.html", lambda route: route.fulfill(body=BUILD_PAGE, content_type="text/html")
            )
            page.goto(f"{base}/snapshot-build.html")
            result = page.evaluate(
                MAKE, [f"/static/pyodide-{version}/pyodide.mjs", "/static/build/python.zip", IMPORTS]
            )
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    gzipped = base64.b64decode(result["gzipped"])
    digest = hashlib.sha256(gzipped).hexdigest()
    OUT.mkdir(parents=True, exist_ok=True)
    SNAPSHOT.write_bytes(gzipped)
    write_manifest(
        {
            "pyodide": version,
            "source": sources,
            "file": SNAPSHOT.name,
            "sha256": digest,
            "bytes": len(gzipped),
            "raw": result["raw"],
        }
    )
    sizes = f"{result['raw'] / 1e6:.1f} MB, {len(gzipped) / 1e6:.1f} MB gzipped"
    print(f"build_snapshot: static/snapshot/{SNAPSHOT.name}: {sizes}")


def main() -> None:
    version = pyodide_version()
    sources = source_digest(ROOT / "py")
    if "--force" not in sys.argv and current(sources, version):
        print("build_snapshot: the snapshot is current")
        return
    build(version, sources)


if __name__ == "__main__":
    main()
