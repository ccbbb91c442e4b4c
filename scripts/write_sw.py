"""Writes sw.js, the service worker, into the built site from scripts/sw.template.js.

It embeds the files to precache (every file of the built site: the page, its configuration, our
Python, the runtime), each with a short SHA-256 of what the browser gets for it: its bytes and
the response headers the host serves it with (netlify.toml's rules that match its path, through
the same matching as scripts/serve.py). The version is a short SHA-256 over that list and the
worker's own code. So a change to a file, or to the headers of a file, is a new release, and only
those files are downloaded again; an edit to netlify.toml that changes no file's headers (a
comment, the build command) changes nothing.

Run it last when building the site, once everything else is in the folder.

Usage: python3 scripts/write_sw.py [site folder]   (default: dist/)
"""

from __future__ import annotations

import hashlib
import json
import sys
import urllib.parse
from pathlib import Path

import serve
from layout import ROOT, SITE

TEMPLATE = ROOT / "scripts" / "sw.template.js"
RULES = ROOT / "netlify.toml"
WORKER = "sw.js"


def short(*parts: bytes) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part)
    return digest.hexdigest()[:16]


def site_files(site: Path) -> list[str]:
    """The files the site serves, relative to it with "/" separators, sorted; hidden files,
    byte-code caches and the worker itself left out."""
    found = []
    for path in site.rglob("*"):
        relative = path.relative_to(site)
        if any(part.startswith(".") or part == "__pycache__" for part in relative.parts):
            continue
        if path.is_file() and relative.as_posix() != WORKER:
            found.append(relative.as_posix())
    return sorted(found)


def url(file: str) -> str:
    """The URL of `file` relative to sw.js, which sits at the site's root."""
    return "./" + "/".join(urllib.parse.quote(part) for part in file.split("/"))


# Files fetched only by the players who need them, kept once fetched: each language's catalog.
ON_DEMAND = ("static/locales/",)


def hashed(site: Path, rules: serve.HeaderRules) -> dict[str, str]:
    """Every file's URL: short hash of the file's headers and bytes. "./" is the page itself."""
    hashes = {}
    for file in site_files(site):
        headers = json.dumps(serve.headers_for("/" + file, rules), sort_keys=True).encode()
        hashes[url(file)] = short(headers, b"\0", (site / file).read_bytes())
    if "./index.html" not in hashes:
        raise SystemExit(f"write_sw: {site}/index.html is missing: build the site first (make site).")
    return {"./": hashes["./index.html"], **hashes}


def precache(site: Path, rules: serve.HeaderRules) -> dict[str, str]:
    """URL to precache: hash (see `hashed`); all but the files fetched on demand."""
    return {path: hash_ for path, hash_ in hashed(site, rules).items() if not on_demand(path)}


def on_demand(path: str) -> bool:
    return path.removeprefix("./").startswith(ON_DEMAND)


def write(site: Path, rules_file: Path = RULES) -> tuple[str, dict[str, str]]:
    if not any(site.glob("static/pyodide-*/")):
        raise SystemExit(f"write_sw: {site}/static/ has no Pyodide yet: run `node scripts/prepare_runtime.mjs` first.")
    rules = serve.load_header_rules(rules_file) if rules_file.exists() else []
    every = hashed(site, rules)
    files = {path: hash_ for path, hash_ in every.items() if not on_demand(path)}
    later = {path: hash_ for path, hash_ in every.items() if on_demand(path)}
    source = TEMPLATE.read_text(encoding="utf-8")
    version = short(source.encode(), b"\0", json.dumps(list(every.items())).encode())
    worker = source.replace('"%VERSION%"', json.dumps(version)).replace('"%PRECACHE%"', json.dumps(files, indent=2))
    worker = worker.replace('"%ON_DEMAND%"', json.dumps(later, indent=2))
    if "%VERSION%" in worker or "%PRECACHE%" in worker or "%ON_DEMAND%" in worker:
        raise SystemExit("write_sw: the template's placeholders did not all fill in.")
    target = site / WORKER
    partial = target.with_suffix(".js.partial")
    partial.write_text(worker, encoding="utf-8")
    partial.replace(target)  # a server running meanwhile never serves half a worker
    return version, files


def main() -> None:
    site = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SITE
    rules = Path(sys.argv[2]).resolve() if len(sys.argv) > 2 else RULES
    version, files = write(site, rules)
    size = sum((site / file).stat().st_size for file in site_files(site)) / 1e6
    print(f"write_sw: sw.js {version} precaches {len(files)} URLs ({len(files) - 1} files, {size:.1f} MB)")


if __name__ == "__main__":
    main()
