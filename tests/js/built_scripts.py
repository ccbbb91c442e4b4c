"""The page's early scripts as the build fills them, for the Node tests beside this file: writes
them into the folder given (scripts/write_contracts.py) and prints, as JSON, what the built page
holds besides that they read: each game's empty layout (`<script id="layouts">`) and the
attributes of `<html>` the build draws (scripts/first_paint.py).

Usage: python tests/js/built_scripts.py FOLDER
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "py")]

import first_paint as build  # noqa: E402 - scripts/first_paint.py, found through the path above
import write_contracts  # noqa: E402
from solitaire import VARIANTS, new_game  # noqa: E402
from table.show import first_paint  # noqa: E402


def main() -> None:
    site = Path(sys.argv[1])
    for path in (write_contracts.FIRST_PAINT, write_contracts.THEME, write_contracts.CONTROLS):
        (site / path).parent.mkdir(parents=True, exist_ok=True)
    write_contracts.write(site)
    variant, deal = build.FIRST_DEAL.split(":")
    root = first_paint.paint_of(new_game(VARIANTS[variant].game, deal))["root"]
    print(json.dumps({"layouts": first_paint.layouts(), "root": root}))


if __name__ == "__main__":
    main()
