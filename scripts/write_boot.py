"""Writes into the built boot module (static/app/boot.mjs) what it must know of this build: the
key of the memory snapshot a device makes and keeps for it, and the "info" of Pyodide's package
lock, which Pyodide checks (the page passes an empty lock, so the 120 kB file is never fetched).
The same key names the release in static/app/start.js, which remembers per release where the
table's Python could start.

The key is a digest of everything the snapshot holds: the Pyodide release, the standard library
zip, our Python zip, the worker that makes it (snapshot.mjs) and the form it is kept in
(kept-snapshot.mjs). A new build with any of them changed has a new key, so a device boots the
ordinary way once and makes a new snapshot, instead of restoring modules the site no longer has.

Run after copy_site.py, pack_python.py and prune_stdlib.py.

Usage: python3 scripts/write_boot.py [site folder]   (default: dist/)
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from layout import ROOT, SITE

BOOT = Path("static") / "app" / "boot.mjs"
PLACEHOLDER = 'const BUILD = { key: "unbuilt", lockInfo: {} };'
START = Path("static") / "app" / "start.js"
START_PLACEHOLDER = 'const RELEASE = "unbuilt";'
INPUTS = (
    "static/build/stdlib.zip",
    "static/build/python.zip",
    "static/app/snapshot.mjs",
    "static/app/kept-snapshot.mjs",
)


def pyodide_lock() -> dict[str, object]:
    lock: dict[str, object] = json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text())
    return lock


def snapshot_key(site: Path) -> str:
    version = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"]
    digest = hashlib.sha256(f"pyodide {version}\0".encode())
    for name in INPUTS:
        digest.update(name.encode() + b"\0" + (site / name).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def fill(path: Path, site: Path, placeholder: str, line: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    if placeholder not in source:
        raise SystemExit(f"write_boot: {path} has no line `{placeholder}` to fill in")
    (site / path).write_text(source.replace(placeholder, line), encoding="utf-8")


def write(site: Path = SITE) -> str:
    key = snapshot_key(site)
    build = {"key": key, "lockInfo": pyodide_lock()["info"]}
    fill(BOOT, site, PLACEHOLDER, f"const BUILD = {json.dumps(build)};")
    # The start remembers a worker that failed on a device for this release only.
    fill(START, site, START_PLACEHOLDER, f"const RELEASE = {json.dumps(key)};")
    return key


def main() -> None:
    site = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SITE
    print(f"write_boot: {site.name}/{BOOT.as_posix()} boots from snapshots keyed {write(site)}")


if __name__ == "__main__":
    main()
