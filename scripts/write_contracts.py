"""Writes into the built page's early scripts what they share with the table's Python, described
once in py/table/messages.py: first-paint.js learns the names a kept paint may set
(`KeptPaint`), and theme.js the looks a player chooses, each list's first the default. Both run
before Python, so they cannot ask it; the build tells them instead, and nothing is written twice.

Run after copy_site.py.

Usage: python3 scripts/write_contracts.py [site folder]   (default: dist/)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import get_args

from layout import ROOT, SITE

sys.path.insert(0, str(ROOT / "py"))

from table.messages import LOOKS
from table.show import first_paint

FIRST_PAINT = Path("static") / "app" / "first-paint.js"
PAINT_LINE = (
    '  const PAINT = { key: "", version: 0, rootAttributes: [], regions: [], texts: [], hidden: [], disabled: [] };'
)
THEME = Path("static") / "app" / "theme.js"
LOOKS_LINE = "  const choices = { theme: [], felt: [], back: [], faces: [], clock: [], sound: [], score: [] };"


def looks() -> dict[str, list[str]]:
    return {name: list(get_args(values)) for name, values in LOOKS.items()}


def fill(site: Path, path: Path, line: str, value: object) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    if source.count(line) != 1:
        raise SystemExit(f"write_contracts: {path} has no line `{line.strip()}` to fill in")
    filled = line[: line.index("=") + 2] + json.dumps(value, separators=(",", ":")) + ";"
    (site / path).write_text(source.replace(line, filled), encoding="utf-8")


def write(site: Path = SITE) -> None:
    fill(site, FIRST_PAINT, PAINT_LINE, first_paint.contract())
    fill(site, THEME, LOOKS_LINE, looks())


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else SITE
    write(folder)
    print(f"write_contracts: {FIRST_PAINT} and {THEME} in {folder} know the paint's names and the looks")
