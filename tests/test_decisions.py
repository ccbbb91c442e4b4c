"""The decisions the page's early scripts make before Python runs and the table's Python makes
again once it does, held to one file of cases each (tests/data/decisions/): here against the
Python, and by tests/js/decisions.test.mjs against the JavaScript, so neither can drift alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fake_page import FakeStorage
from layout import ROOT
from solitaire import VARIANTS, new_game
from table.control.panels import EXPORT_NAME
from table.play.start import choose_start
from table.show.language import asked, chosen
from table.show.state import Looks
from table.storage.envelope import PREFIX, Store
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame
from table.storage.schema import read_export, stored_language

DECISIONS = ROOT / "tests" / "data" / "decisions"


def cases(name: str) -> list[Any]:
    told = json.loads((DECISIONS / f"{name}.json").read_text(encoding="utf-8"))
    return [pytest.param(case, id=case["why"]) for case in told["cases"]]


def stored(values: dict[str, str | None]) -> PlayerData:
    return PlayerData(Store(FakeStorage({PREFIX + name: raw for name, raw in values.items() if raw is not None})))


@pytest.mark.parametrize("case", cases("language"))
def test_the_language_of_a_visit(case: dict[str, Any]) -> None:
    link, _ = asked(case["search"])
    assert chosen(link, stored_language(case["settings"]), case["languages"]) == case["speaks"]


@pytest.mark.parametrize("case", cases("looks"))
def test_the_looks_of_the_stored_settings(case: dict[str, Any]) -> None:
    looks = Looks.of(stored({"settings": case["settings"]}).settings, system_dark=case["dark"])
    assert {name: getattr(looks, name) for name in case["looks"]} == case["looks"]


def in_progress(saved: dict[str, str] | None) -> SavedGame | None:
    if saved is None:
        return None
    game = new_game(VARIANTS[saved["variant"]].game, saved["deal"])
    return SavedGame.of(game, deal=saved["deal"], opening=None, seconds=1, started=True, ended=False, beat=None)


@pytest.mark.parametrize("case", cases("layout"))
def test_the_game_a_link_opens(case: dict[str, Any]) -> None:
    saved = in_progress(case["saved"])
    start = choose_start(case["search"], saved, "spider-1")
    assert (start.game.variant.id, saved is not None and start.saved is saved) == (case["shows"], case["resumes"])


@pytest.mark.parametrize("case", cases("export"))
def test_the_exported_file(case: dict[str, Any]) -> None:
    exported = stored(case["storage"]).export()
    assert json.loads(exported).keys() == case["file"].keys()
    assert read_export(exported) == read_export(json.dumps(case["file"]))  # the file start.js writes imports alike


def test_the_exported_file_s_name() -> None:
    assert json.loads((DECISIONS / "export.json").read_text(encoding="utf-8"))["name"] == EXPORT_NAME


def test_every_file_of_cases_is_run_on_both_sides() -> None:
    sides = [ROOT / "tests" / "js" / "decisions.test.mjs", Path(__file__)]
    for path in DECISIONS.glob("*.json"):
        for side in sides:
            assert f'cases("{path.stem}")' in side.read_text(encoding="utf-8"), (path.name, side.name)
