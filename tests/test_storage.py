"""Stored values: the schema envelope, migration, unreadable values set aside, full quotas."""

import json

import pytest

from fake_page import FakeStorage
from solitaire import from_text, new_game
from solitaire.stats import Result
from table.storage import envelope as store_module
from table.storage.envelope import Store, unwrap, wrap
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame
from table.storage.schema import read_saved_game, read_settings
from table.storage.settings import Settings


def played_game():
    """A game with moves on both sides of a deal, some undone: undo stops at the deal."""
    game = new_game("spider", "41739205-2")
    for step in range(6):
        game.play("d" if step == 3 else next(m for m in game.legal_moves() if m != "d"))
    game.undo()
    game.undo()
    game.redo()
    return game


def test_values_are_stored_in_a_versioned_envelope():
    storage = FakeStorage()
    Store(storage).save("settings", {"speed": "fast"})
    assert json.loads(storage["solitaire.settings"]) == {"schema": 1, "data": {"speed": "fast"}}
    assert unwrap(wrap([1, 2])) == [1, 2]


def test_an_older_schema_is_migrated_step_by_step(monkeypatch):
    monkeypatch.setattr(store_module, "SCHEMA", 3)
    monkeypatch.setattr(store_module, "MIGRATIONS", {1: lambda d: [*d, "to 2"], 2: lambda d: [*d, "to 3"]})
    assert unwrap(json.dumps({"schema": 1, "data": []})) == ["to 2", "to 3"]


@pytest.mark.parametrize(
    "raw",
    ["{not json", "[1, 2]", '{"schema": 99, "data": {}}', '{"schema": 1, "data": {"speed": "ludicrous"}}', '"plain"'],
)
def test_an_unreadable_value_is_set_aside_told_and_replaced_by_the_default(raw):
    storage = FakeStorage({"solitaire.settings": raw, "solitaire.stats": wrap({})})
    memory = PlayerData(Store(storage))
    assert memory.settings == Settings()
    assert storage["solitaire.settings.unreadable"] == raw  # kept, not thrown away
    assert "solitaire.settings" not in storage
    assert storage["solitaire.stats"] == wrap({})  # the good value is untouched
    [problem] = map(str, memory.store.take_problems())
    assert "settings could not be read" in problem and "set aside" in problem


def test_a_second_unreadable_value_does_not_overwrite_the_first():
    storage = FakeStorage({"solitaire.stats": "garbage 1"})
    PlayerData(Store(storage))
    storage["solitaire.stats"] = "garbage 2"
    PlayerData(Store(storage))
    assert storage["solitaire.stats.unreadable"] == "garbage 1"
    assert storage["solitaire.stats.unreadable.2"] == "garbage 2"


def test_a_full_quota_is_reported_not_ignored():
    storage = FakeStorage()
    memory = PlayerData(Store(storage))
    storage.full = True
    memory.record("beetle", "7", Result(True, 100, 60.0))
    problems = [str(problem) for problem in memory.store.take_problems()]
    assert problems and "could not be saved" in problems[0] and "full" in problems[0]
    assert memory.stats["beetle"].won == 1  # still counted for this visit


def test_a_saved_game_replays_to_the_same_position_counters_and_undo_history():
    game = played_game()
    saved = SavedGame.of(game, deal="41739205-2", opening=None, seconds=42.0, started=True, ended=False, beat=None)
    again = read_saved_game(json.loads(json.dumps(saved.to_json()))).restore()
    assert again.to_text() == game.to_text()
    assert (again.moves, again.undos, again.record, again.undone) == (game.moves, game.undos, game.record, game.undone)
    assert again.can_undo == game.can_undo and again.redo() and game.redo()
    assert again.to_text() == game.to_text()


def test_a_saved_game_from_a_position_keeps_its_opening():
    game = new_game("beehive", "5")
    game.play("d")
    opening = game.to_text()
    resumed = from_text(opening)
    resumed.play("d")
    saved = SavedGame.of(resumed, deal=None, opening=opening, seconds=1.0, started=True, ended=False, beat=None)
    assert read_saved_game(saved.to_json()).restore().to_text() == resumed.to_text()


@pytest.mark.parametrize(
    "change",
    [
        {"record": ["4>7", "7>7"]},  # an illegal move
        {"variant": "klondike"},
        {"deal": "12"},  # a Spider code needs its tier
        {"undos": -1},
        {"record": "4>7"},
        {"started": "yes"},
        {"deal": None},  # neither a deal nor a position
    ],
)
def test_a_tampered_saved_game_is_refused(change):
    saved = SavedGame.of(
        played_game(), deal="41739205-2", opening=None, seconds=1.0, started=True, ended=False, beat=None
    )
    with pytest.raises(ValueError):
        read_saved_game({**saved.to_json(), **change})


def test_statistics_export_and_import_round_trip():
    memory = PlayerData(Store(FakeStorage()))
    memory.record("beetle", "7", Result(True, 100, 60.0))
    memory.record("spider-4", "8-4", Result(False, 10, 6.0))
    memory.save_settings(Settings(speed="fast", colours="four"))
    exported = memory.export()
    other = PlayerData(Store(FakeStorage()))
    other.import_file(exported)
    assert (other.stats, other.history, other.settings) == (memory.stats, memory.history, memory.settings)
    assert PlayerData(other.store).stats == memory.stats  # and it was stored


@pytest.mark.parametrize(
    ("text", "complaint"),
    [("nonsense", "not JSON"), ("{}", "not an export"), ('{"kind": "solitaire statistics", "schema": 7}', "schema 7")],
)
def test_a_bad_import_changes_nothing(text, complaint):
    memory = PlayerData(Store(FakeStorage()))
    memory.record("beetle", "7", Result(True, 100, 60.0))
    before = (memory.stats, memory.history, memory.settings)
    with pytest.raises(ValueError, match=complaint):
        memory.import_file(text)
    broken = json.loads(memory.export())
    broken["stats"]["beetle"]["won"] = 99
    with pytest.raises(ValueError, match="cannot be read"):
        memory.import_file(json.dumps(broken))
    assert (memory.stats, memory.history, memory.settings) == before


def test_a_reset_forgets_one_variant_only():
    memory = PlayerData(Store(FakeStorage()))
    memory.record("beetle", "7", Result(True, 100, 60.0))
    memory.record("beehive", "3", Result(False, 5, 6.0))
    memory.reset("beetle")
    assert set(memory.stats) == {"beehive"} and [p.variant for p in memory.history] == ["beehive"]


def test_settings_keep_the_winnable_games_and_the_live_verdict():
    settings = Settings(winnable=("spider", "beehive"), live_verdict=True)
    assert read_settings(json.loads(json.dumps(settings.to_json()))) == settings


@pytest.mark.parametrize("winnable", [["chess"], "spider", [1]])
def test_settings_refuse_winnable_games_we_do_not_have(winnable):
    with pytest.raises(ValueError):
        read_settings({"winnable": winnable})
