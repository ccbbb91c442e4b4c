"""Writes the standard library the page needs: Pyodide's python_stdlib.zip less every module
nothing of ours imports (2.5 MB, which the host sends as it is, down to about 0.8 MB).

The modules kept are listed in scripts/stdlib-modules.txt; a package keeps its __init__ and the
submodules listed. The zip is made reproducibly (fixed times), so the same list and the same
Pyodide make the same bytes, and the boot module's snapshot key (scripts/write_boot.py) and the
service worker's hashes only change when it does. The page asks for it through Pyodide's
`stdLibURL` (static/app/boot.mjs).

Usage: python3 scripts/prune_stdlib.py [site folder]   (default: dist/)
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

from layout import ROOT, SITE

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


def prune(site: Path = SITE) -> tuple[Path, int, int]:
    """Writes the pruned zip into `site`; returns its path, its entries and their count in the full zip."""
    target = site / ZIP
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".zip.partial")
    with zipfile.ZipFile(FULL) as full, zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as pruned:
        names = {info.filename for info in full.infolist() if not info.is_dir()}
        kept = members(names, wanted())
        for name in kept:
            pruned.writestr(zipfile.ZipInfo(name, STAMP), full.read(name), zipfile.ZIP_DEFLATED, 9)
    if target.exists() and target.read_bytes() == partial.read_bytes():
        partial.unlink()
    else:
        partial.replace(target)
    return target, len(kept), len(names)


def main() -> None:
    site = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SITE
    target, kept, total = prune(site)
    print(
        f"prune_stdlib: {site.name}/{ZIP.as_posix()} keeps {kept} of {total} files"
        f" ({target.stat().st_size / 1e6:.2f} MB of {FULL.stat().st_size / 1e6:.2f} MB)"
    )


if __name__ == "__main__":
    main()
