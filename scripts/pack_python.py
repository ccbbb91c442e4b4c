"""Packs our Python (the packages under py/) into one zip the page fetches in a single request,
without the comments and docstrings that are for readers of the repository (scripts/slim_source.py:
a third less on the wire; a traceback's lines are still the repository's).

The boot (static/app/boot.mjs) unpacks it into the browser's file system, where the page's entry
point imports from it, unless it restores a snapshot that holds the modules already imported.
A step of the site's build (`make site`).

Usage: python3 scripts/pack_python.py [site folder]   (default: dist/)
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

from layout import ROOT, SITE
from slim_source import slim

PACKAGES = ("solitaire", "table")
ZIP = Path("static") / "build" / "python.zip"  # within the site
STAMP = (2026, 1, 1, 0, 0, 0)  # fixed times: the same sources make the same bytes


def sources() -> list[Path]:
    return sorted(path for package in PACKAGES for path in (ROOT / "py" / package).rglob("*.py"))


def pack(site: Path = SITE) -> Path:
    """Writes the zip into `site` (left alone if unchanged); returns its path."""
    zip_path = site / ZIP
    zip_path.parent.mkdir(parents=True, exist_ok=True)
    partial = zip_path.with_suffix(".zip.partial")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sources():
            entry = zipfile.ZipInfo(path.relative_to(ROOT / "py").as_posix(), STAMP)
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, slim(path.read_text(encoding="utf-8")).encode("utf-8"))
    if zip_path.exists() and zip_path.read_bytes() == partial.read_bytes():
        partial.unlink()  # unchanged: leave the served file alone
    else:
        partial.replace(zip_path)
    return zip_path


if __name__ == "__main__":
    site = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SITE
    pack(site)
    print(f"pack_python: {site.name}/{ZIP.as_posix()} holds {len(sources())} files")
