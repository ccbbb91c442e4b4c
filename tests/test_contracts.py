"""What the early scripts share with the table's Python, described once (py/table/messages.py) and
written into the built scripts by scripts/write_contracts.py: first-paint.js puts back exactly
the names a kept paint may set, and theme.js knows the looks with their defaults."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

import write_contracts
from layout import ROOT
from solitaire import GAMES, VARIANTS
from solitaire.deals import SHUFFLES, parse_deal
from table.show import first_paint, language
from table.storage.settings import BACKS, CLOCKS, FACES, FELTS, LANGUAGES, SCORES, SOUNDS, THEMES, Settings


def built(site: Path) -> dict[str, str]:
    """The two scripts as the build writes them into `site`."""
    for path in (write_contracts.FIRST_PAINT, write_contracts.THEME):
        (site / path).parent.mkdir(parents=True, exist_ok=True)
    write_contracts.write(site)
    return {path.name: (site / path).read_text() for path in (write_contracts.FIRST_PAINT, write_contracts.THEME)}


def written(script: str, name: str) -> Any:
    """The value the build wrote into `const <name> = ...;` (one line of JSON)."""
    line = re.search(rf"^  const {name} = (.*);$", script, re.M)
    assert line is not None, name
    return json.loads(line[1])


def test_first_paint_js_is_told_the_paint_s_names_the_python_keeps(tmp_path):
    script = built(tmp_path)["first-paint.js"]
    told = written(script, "PAINT")
    assert told == json.loads(json.dumps(first_paint.contract()))
    assert told["key"] == first_paint.KEY and told["version"] == first_paint.VERSION


def test_first_paint_js_is_told_the_languages_the_page_speaks_as_python_matches_them(tmp_path):
    told = written(built(tmp_path)["first-paint.js"], "LANGUAGES")
    assert set(told["ready"]) == language.READY and told["source"] == language.SOURCE
    assert told["pseudo"] == language.PSEUDO and told["choices"] == list(LANGUAGES)
    assert told["aliases"] == language.ALIASES and set(told["notAliased"]) == language.NOT_ALIASED
    assert set(told["rightToLeft"]) == language.RIGHT_TO_LEFT


def test_first_paint_js_is_told_each_game_s_deal_codes_as_python_parses_them(tmp_path):
    told = written(built(tmp_path)["first-paint.js"], "DEALS")
    assert told["shuffles"] == SHUFFLES
    for game in GAMES:
        variants = told["games"][game]
        assert [variant for _, variant in variants] == [v.id for v in VARIANTS.values() if v.game == game]
        tier, variant = variants[-1]
        code = f"{SHUFFLES - 1}" + ("" if tier is None else f"-{tier}")
        assert re.fullmatch(told["tiered" if tier else "plain"], code) and parse_deal(game, code)[0].id == variant


def test_a_kept_paint_names_only_what_first_paint_js_was_told(tmp_path):
    from fake_page import Booted, FakeStorage  # noqa: PLC0415

    told = written(built(tmp_path)["first-paint.js"], "PAINT")
    page = Booted(FakeStorage(), "?game=beetle&deal=7")
    kept = first_paint.kept(page.table.state())
    assert set(kept["root"]) <= set(told["rootAttributes"]) and set(kept["regions"]) == set(told["regions"])
    assert set(kept["texts"]) == set(told["texts"]) and set(kept.get("hidden", {})) == set(told["hidden"])
    assert set(kept["disabled"]) == set(told["disabled"])


def test_theme_js_is_told_the_looks_and_their_defaults(tmp_path):
    told = written(built(tmp_path)["theme.js"], "choices")
    lists = {"theme": THEMES, "felt": FELTS, "back": BACKS, "faces": FACES, "clock": CLOCKS, "sound": SOUNDS}
    lists["score"] = SCORES
    assert told == {name: list(values) for name, values in lists.items()}
    assert all(getattr(Settings(), name) == values[0] for name, values in told.items())


@pytest.mark.parametrize("path", [write_contracts.FIRST_PAINT, write_contracts.THEME])
def test_a_script_without_its_line_to_fill_stops_the_build(tmp_path, monkeypatch, path):
    source = tmp_path / "source"
    for name in (write_contracts.FIRST_PAINT, write_contracts.THEME):
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, source / name)
    text = (source / path).read_text()
    (source / path).write_text(text.replace("const PAINT =", "let PAINT =").replace("const choices =", "let choices ="))
    monkeypatch.setattr(write_contracts, "ROOT", source)
    with pytest.raises(SystemExit, match="no line"):
        built(tmp_path / "site")
