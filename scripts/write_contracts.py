"""Writes into the built page's early scripts what they share with the table's Python, described
once in py/table/messages.py, py/table/show/language.py and py/solitaire/deals.py: first-paint.js
learns the names a kept paint may set (`KeptPaint`), the languages the page speaks and a player may
choose, and each game's deal codes; theme.js the looks a player chooses, each list's first the
default; and controls.js the storage keys of the player's values. They run before Python, so they
cannot ask it; the build tells them instead, and nothing is written twice. What they decide with
it is held to the Python's decisions by shared cases (tests/data/decisions/).

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

from solitaire import VARIANTS, deals
from table.messages import LOOKS
from table.show import first_paint, language
from table.storage.envelope import PREFIX, Name
from table.storage.settings import LANGUAGES

FIRST_PAINT = Path("static") / "app" / "first-paint.js"
PAINT_LINE = (
    '  const PAINT = { key: "", version: 0, rootAttributes: [], regions: [], texts: [], hidden: [], disabled: [] };'
)
THEME = Path("static") / "app" / "theme.js"
LANGUAGES_LINE = (
    '  const LANGUAGES = { source: "", ready: [], pseudo: "", aliases: {}, notAliased: [], rightToLeft: [], '
    "choices: [] };"
)
DEALS_LINE = '  const DEALS = { tiered: "", plain: "", shuffles: 0, games: {} };'
LOOKS_LINE = "  const choices = { theme: [], felt: [], back: [], faces: [], clock: [], sound: [], score: [] };"
CONTROLS = Path("static") / "app" / "controls.js"
KEPT_LINE = "  const KEPT = [];"


def looks() -> dict[str, list[str]]:
    return {name: list(get_args(values)) for name, values in LOOKS.items()}


def fill(site: Path, path: Path, lines: dict[str, object]) -> None:
    """The built copy of `path`, each of `lines` (a line of its source) given its value."""
    source = (ROOT / path).read_text(encoding="utf-8")
    for line, value in lines.items():
        if source.count(line) != 1:
            raise SystemExit(f"write_contracts: {path} has no line `{line.strip()}` to fill in")
        source = source.replace(line, line[: line.index("=") + 2] + json.dumps(value, separators=(",", ":")) + ";")
    (site / path).write_text(source, encoding="utf-8")


def languages() -> dict[str, object]:
    """What first-paint.js needs to know which language a first visit will speak."""
    return {
        "source": language.SOURCE,
        "ready": sorted(language.READY),
        "pseudo": language.PSEUDO,
        "aliases": language.ALIASES,
        "notAliased": sorted(language.NOT_ALIASED),
        "rightToLeft": sorted(language.RIGHT_TO_LEFT),
        "choices": list(LANGUAGES),
    }


def deal_codes() -> dict[str, object]:
    """What first-paint.js needs to know which variant a deal link opens: the codes' patterns
    (regular expressions JavaScript reads alike), the shuffles, and each game's variants by tier,
    in the order Python lists them."""
    games: dict[str, list[tuple[str | None, str]]] = {}
    for variant in VARIANTS.values():
        games.setdefault(variant.game, []).append((None if variant.tier is None else str(variant.tier), variant.id))
    patterns = {"tiered": deals.TIERED_CODE.pattern, "plain": deals.PLAIN_CODE.pattern}
    return {**patterns, "shuffles": deals.SHUFFLES, "games": games}


def write(site: Path = SITE) -> None:
    fill(site, FIRST_PAINT, {PAINT_LINE: first_paint.contract(), LANGUAGES_LINE: languages(), DEALS_LINE: deal_codes()})
    fill(site, THEME, {LOOKS_LINE: looks()})
    fill(site, CONTROLS, {KEPT_LINE: kept()})


def kept() -> list[str]:
    """The storage keys of the player's values, whose changes by another tab controls.js tells."""
    return [PREFIX + name for name in get_args(Name)]


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else SITE
    write(folder)
    print(f"write_contracts: {FIRST_PAINT}, {THEME} and {CONTROLS} in {folder} know what they share with Python")
