"""Copies the page's own files into the built site: the page, PyScript's configuration, the two
Python scripts PyScript fetches by themselves, and everything under static/app/ (styles, the boot
module, icons). The packages under py/ travel zipped (pack_python.py), the runtime comes from npm
(prepare_runtime.mjs). Files this step put there earlier and no longer has are removed.

Usage: python3 scripts/copy_site.py [site folder]   (default: dist/)
"""

from __future__ import annotations

import filecmp
import shutil
import sys
from pathlib import Path

from layout import ROOT, SITE

# The page's files, relative to the repository and to the site alike.
FILES = ("index.html", "pyscript.toml", "py/main.py", "py/solver_worker.py")
FOLDERS = ("static/app",)


def page_files() -> list[str]:
    """Every file this step copies, relative to the site, sorted."""
    found = list(FILES)
    for folder in FOLDERS:
        found += [
            path.relative_to(ROOT).as_posix()
            for path in (ROOT / folder).rglob("*")
            if path.is_file() and not path.name.startswith(".")
        ]
    return sorted(found)


def copy(site: Path) -> int:
    """Brings `site` up to date with the page's files; returns how many were copied."""
    wanted = page_files()
    copied = 0
    for name in wanted:
        source, target = ROOT / name, site / name
        if not target.exists() or not filecmp.cmp(source, target, shallow=False):
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
            copied += 1
    # What an earlier build copied and the page no longer has (a renamed icon, say).
    for owned in [site / "py", *(site / folder for folder in FOLDERS)]:
        for path in sorted(owned.rglob("*"), reverse=True) if owned.exists() else []:
            name = path.relative_to(site).as_posix()
            if path.is_file() and name not in wanted:
                path.unlink()
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()
    return copied


def main() -> None:
    site = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SITE
    copied = copy(site)
    print(f"copy_site: {site.name}/ has the page's {len(page_files())} files ({copied} copied)")


if __name__ == "__main__":
    main()
