"""Writes the standard library the page needs: Pyodide's python_stdlib.zip less every module
nothing of ours imports, and the modules kept without their comments and docstrings
(scripts/slim_source.py): 2.5 MB, which the host sends as it is, down to about 0.5 MB.

The modules kept are listed in scripts/stdlib-modules.txt; a package keeps its __init__ and the
submodules listed. The zip is made reproducibly (fixed times), so the same list and the same
Pyodide make the same bytes, and the boot module's snapshot key (scripts/write_boot.py) and the
service worker's hashes only change when it does. The page asks for it through Pyodide's
`stdLibURL` (static/app/boot.mjs).

Usage: python3 scripts/prune_stdlib.py [site folder]   (default: dist/)
"""

from __future__ import annotations

import os
import sys
import zipfile
from pathlib import Path

import slim_source
from layout import ROOT, SITE
from slim_source import slim

FULL = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
MODULES = ROOT / "scripts" / "stdlib-modules.txt"
ZIP = Path("static") / "build" / "stdlib.zip"  # within the site
STAMP = (2026, 1, 1, 0, 0, 0)


def wanted() -> list[str]:
    lines = MODULES.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def members(names: set[str], modules: list[str]) -> list[str]:
    """The zip's entries that hold `modules` (and their packages' __init__ files)."""
    chosen: set[str] = set()
    for module in modules:
        parts = module.split(".")
        for depth in range(1, len(parts)):  # the packages on the way
            chosen.add("/".join(parts[:depth]) + "/__init__.py")
        path = "/".join(parts)
        found = [entry for entry in (path + ".py", path + "/__init__.py") if entry in names]
        if not found:
            raise SystemExit(f"prune_stdlib: {module} is not in Pyodide's standard library")
        chosen.update(found)
    return sorted(chosen)


def slimmed(source: bytes) -> bytes:
    """A module's source without its words for people (the standard library is UTF-8 throughout)."""
    try:
        return slim(source.decode("utf-8")).encode("utf-8")
    except UnicodeDecodeError:
        return source


def prune(site: Path = SITE) -> tuple[Path, int, int]:
    """Writes the pruned zip into `site`; returns its path, its entries and their count in the full zip."""
    target = site / ZIP
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".zip.partial")
    with zipfile.ZipFile(FULL) as full, zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as pruned:
        names = {info.filename for info in full.infolist() if not info.is_dir()}
        kept = members(names, wanted())
        for name in kept:
            pruned.writestr(zipfile.ZipInfo(name, STAMP), slimmed(full.read(name)), zipfile.ZIP_DEFLATED, 9)
    if target.exists() and target.read_bytes() == partial.read_bytes():
        partial.unlink()
        os.utime(target)  # the same bytes, made from newer sources: up to date for the next build
    else:
        partial.replace(target)
    return target, len(kept), len(names)


def up_to_date(site: Path) -> bool:
    """Whether the zip in `site` is newer than all it is made from (slimming takes seconds)."""
    target = site / ZIP
    made_from = (FULL, MODULES, Path(__file__), Path(slim_source.__file__))
    return target.exists() and all(source.stat().st_mtime < target.stat().st_mtime for source in made_from)


def main() -> None:
    site = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SITE
    if up_to_date(site):
        print(f"prune_stdlib: {site.name}/{ZIP.as_posix()} is up to date")
        return
    target, kept, total = prune(site)
    print(
        f"prune_stdlib: {site.name}/{ZIP.as_posix()} keeps {kept} of {total} files"
        f" ({target.stat().st_size / 1e6:.2f} MB of {FULL.stat().st_size / 1e6:.2f} MB)"
    )


if __name__ == "__main__":
    main()
