"""Packs our Python (the packages under py/) into one zip the page fetches in a single request.

PyScript unpacks it into the browser's file system (pyscript.toml: `[files]`), where the page's
entry point imports from it. Generated, not committed: `make runtime` runs this.

Usage: python3 scripts/pack_python.py
"""

from __future__ import annotations

import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("solitaire", "table")
ZIP = ROOT / "static" / "build" / "python.zip"
STAMP = (2026, 1, 1, 0, 0, 0)  # fixed times: the same sources make the same bytes


def sources() -> list[Path]:
    return sorted(path for package in PACKAGES for path in (ROOT / "py" / package).rglob("*.py"))


def pack() -> None:
    ZIP.parent.mkdir(parents=True, exist_ok=True)
    partial = ZIP.with_suffix(".zip.partial")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sources():
            entry = zipfile.ZipInfo(path.relative_to(ROOT / "py").as_posix(), STAMP)
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, path.read_bytes())
    if ZIP.exists() and ZIP.read_bytes() == partial.read_bytes():
        partial.unlink()  # unchanged: leave the served file alone
    else:
        partial.replace(ZIP)
    print(f"pack_python: static/build/python.zip holds {len(sources())} files")


if __name__ == "__main__":
    pack()
