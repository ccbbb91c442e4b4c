"""Whatever the browser's storage holds, the page opens, keeps every good value, sets the bad
ones aside and says so once; and nothing it shows from a value it accepted can raise.

The page is booted through its own entry point (`table.app.start`) on a stand-in browser
(fake_page.py), so every reader and every display path is the page's own: the clock, the
statistics table, recent games, the challenge banner, "Back to it", the settings and import.
"""

from __future__ import annotations

import json
import re
from datetime import date
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from fake_page import Booted, FakeStorage
from solitaire import GAMES, VARIANTS, new_game
from solitaire.daily import daily_deal
from solitaire.stats import Result, stats_to_json
from stored_strategies import (
    GOOD,
    KEYS,
    Raw,
    deep,
    dump,
    envelope,
    json_values,
    one_number_hostile,
    one_part_changed,
    one_part_of_the_wrong_kind,
    stored,
)
from table.storage.envelope import SET_ASIDE, Store, unwrap, wrap
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame
from table.storage.schema import read_daily, read_history, read_saved_game, read_settings, read_stats
from table.storage.settings import Settings

READERS = {
    "game": read_saved_game,
    "parked": read_saved_game,
    "settings": read_settings,
    "stats": read_stats,
    "history": read_history,
    "daily": read_daily,
}
CLOCK = re.compile(r"\d+:\d\d(:\d\d)?")
RECENT = re.compile(
    r": \d{1,3}(,\d{3})* moves?, \d+:\d\d(:\d\d)?, (won|won with help|not won)</li>$"
)  # never "-3 moves"


def readable(key: str, raw: str) -> bool:
    """Whether the page's reader takes `raw` as the value of `key` (the oracle of what is good)."""
    try:
        READERS[key](unwrap(raw))
    except ValueError:
        return False
    return True


def unreadable(key: str) -> str:
    """The words of every sentence saying that the stored `key` could not be read, all of it or a
    part: "saved statistics could not be read"."""
    return SET_ASIDE[key].removeprefix("Your ").split(" (")[0]


def good_storage() -> FakeStorage:
    """Statistics, recent games and settings a player would not want to lose."""
    memory = PlayerData(Store(FakeStorage()))
    memory.record("beetle", "7", Result(True, 100, 60.0))
    memory.record("spider-2", "8-2", Result(False, 10, 6.0))
    memory.record_daily("beehive", date(2026, 11, 29))
    # Help already offered in every game, so that opening the page has nothing to note in them.
    memory.save_settings(memory.settings.__class__(colours="four", hand="left", offered=tuple(GAMES)))
    storage = memory.store.storage
    assert isinstance(storage, FakeStorage)
    return storage


def shows_everything(page: Booted) -> None:
    """Every display path that uses stored values, with what it must show."""
    page.tick()
    assert CLOCK.fullmatch(page.time), page.time
    page.act("stats")
    page.control(statsGame="all")  # every game, a choice away
    table = page.shown("stats")["table"]
    assert all(f'data-variant="{v}"' in table for v in VARIANTS)
    assert "nan" not in table.lower() and "inf" not in table.lower()
    for item in re.findall(r"<li>.*?</li>", page.shown("stats")["recent"]):
        assert item == "<li>No game finished yet.</li>" or RECENT.search(item), item
    page.act("close-panel")
    page.act("settings")
    if page.shown("notes")["parked"] is not None:
        page.act("return")  # "Back to it"
        page.tick()
        assert CLOCK.fullmatch(page.time), page.time
    page.window.run_timers()
    assert page.errors == []


def boot(storage: FakeStorage, query: str = "") -> Booted:
    page = Booted(storage, query)
    page.window.run_timers()
    assert page.errors == []
    return page


# Anything under any key ------------------------------------------------------------------------


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_any_stored_value_opens_the_page_keeps_the_good_and_sets_aside_the_bad(key: str, data: Any) -> None:
    storage = good_storage()
    before = dict(storage)
    raw = data.draw(stored(key), label="stored")
    storage[f"solitaire.{key}"] = raw
    query = data.draw(st.sampled_from(["", "?game=beetle&deal=7", "?game=spider"]), label="link")
    page = boot(storage, query)
    good = readable(key, raw)
    aside = storage.get(f"solitaire.{key}.unreadable")
    told = page.message
    if good:
        assert aside is None and unreadable(key) not in told
    else:
        assert aside == raw, "a bad value is kept aside, never thrown away"
        assert unreadable(key) in told
        now = storage.get(f"solitaire.{key}")
        assert now is None or readable(key, now), "what is left in its place reads cleanly"
    for other in ("settings", "stats", "history", "daily"):  # the good values beside it are untouched
        if other != key:
            assert storage[f"solitaire.{other}"] == before[f"solitaire.{other}"]
    shows_everything(page)
    again = boot(storage)  # the next visit: nothing is told twice
    assert "could not be read" not in again.message


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_a_good_value_with_one_part_of_the_wrong_type_is_never_taken(key: str, data: Any) -> None:
    good = data.draw(GOOD[key], label="good")
    broken = data.draw(one_part_of_the_wrong_kind(good), label="broken")
    assert not readable(key, envelope(broken))


@pytest.mark.parametrize("key", ["game", "parked", "stats", "history"])  # settings hold no numbers
@given(data=st.data())
def test_a_good_value_with_one_number_not_finite_or_huge_is_never_taken(key: str, data: Any) -> None:
    good = data.draw(GOOD[key], label="good")
    broken = data.draw(one_number_hostile(good), label="broken")
    assume(broken is not None)
    assert not readable(key, envelope(broken))


WRITERS = {
    "game": SavedGame.to_json,
    "parked": SavedGame.to_json,
    "settings": Settings.to_json,
    "stats": stats_to_json,
    "history": lambda history: [played.to_json() for played in history],
    "daily": lambda won: won,
}


@pytest.mark.parametrize("key", KEYS)
@given(data=st.data())
def test_every_value_the_page_writes_reads_back_the_same(key: str, data: Any) -> None:
    good = data.draw(GOOD[key], label="good")
    written = WRITERS[key](READERS[key](unwrap(wrap(good))))
    if key == "settings":  # a setting not stored reads as its default
        written = {name: value for name, value in written.items() if name in good}
    assert written == good


# Imports -------------------------------------------------------------------------------------


def exports() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {
            "kind": st.just("solitaire statistics"),
            "schema": st.just(1),
            "stats": GOOD["stats"],
            "history": GOOD["history"],
            "settings": GOOD["settings"],
        }
    )


def imported_files() -> st.SearchStrategy[str]:
    return st.one_of(
        exports().map(dump),
        exports().flatmap(one_part_changed).map(dump),
        exports().flatmap(one_part_of_the_wrong_kind).map(dump),
        exports().flatmap(one_number_hostile).filter(lambda d: d is not None).map(dump),
        json_values.map(dump),
        st.text(max_size=40),
        st.integers(900, 3000).map(deep),
    )


@given(text=imported_files())
def test_any_file_imported_changes_nothing_or_replaces_all_and_shows_it(text: str) -> None:
    storage = good_storage()
    page = boot(storage)
    memory = page.table.data
    before = (memory.stats, memory.history, memory.settings, dict(storage))
    page.control(imported=text)
    told = page.message
    if told.startswith("Nothing was imported"):
        assert (memory.stats, memory.history, memory.settings, dict(storage)) == before
    else:
        assert told == "Statistics imported."
    shows_everything(page)
    again = boot(storage)
    assert "could not be read" not in again.message
    assert (again.table.data.stats, again.table.data.history) == (memory.stats, memory.history)


# The examples that once broke the page, each by name ---------------------------------------------


def a_saved_game(**change: Any) -> dict[str, Any]:
    game = new_game("spider", "41739205-2")
    for _ in range(3):
        game.play(next(m for m in game.legal_moves() if m != "d"))
    saved = SavedGame.of(game, deal="41739205-2", opening=None, seconds=42.0, started=True, ended=False, beat=None)
    return {**saved.to_json(), **change}


def opens_with(key: str, raw: str, query: str = "") -> Booted:
    """The page booted with `raw` under `key` beside good statistics and settings: it opens,
    says what it set aside, keeps the rest, and shows everything without raising."""
    storage = good_storage()
    before = dict(storage)
    storage[f"solitaire.{key}"] = raw
    page = boot(storage, query)
    assert storage[f"solitaire.{key}.unreadable"] == raw
    assert unreadable(key) in page.message
    for other in ("settings", "stats", "history"):
        if other != key:
            assert storage[f"solitaire.{other}"] == before[f"solitaire.{other}"]
    assert key == "stats" or page.table.data.stats["beetle"].won == 1
    assert key == "settings" or page.document.documentElement.getAttribute("data-colours") == "four"
    shows_everything(page)
    assert "could not be read" not in boot(storage).message  # and every later visit opens
    return page


@pytest.mark.parametrize("key", ["game", "parked"])
def test_a_saved_game_with_a_null_deal_and_a_number_for_its_opening(key: str) -> None:
    opens_with(key, envelope(a_saved_game(deal=None, opening=5)))


NOT_FINITE = ["NaN", "Infinity", "-Infinity", "1e400"]


@pytest.mark.parametrize("number", NOT_FINITE)
@pytest.mark.parametrize("key", ["game", "parked"])
def test_seconds_that_are_not_finite_in_a_saved_game(key: str, number: str) -> None:
    opens_with(key, envelope(a_saved_game()).replace('"seconds":42.0', f'"seconds":{number}'))


@pytest.mark.parametrize("number", NOT_FINITE)
def test_seconds_that_are_not_finite_in_recent_games(number: str) -> None:
    raw = f'{{"schema":1,"data":[{{"variant":"beetle","deal":"7","won":true,"moves":9,"seconds":{number}}}]}}'
    opens_with("history", raw)


@pytest.mark.parametrize("number", NOT_FINITE)
def test_a_fastest_time_that_is_not_finite_stored_or_imported(number: str) -> None:
    record = {"played": 1, "won": 1, "streak": 1, "best_streak": 1, "fewest_moves": 9, "fastest": Raw(number)}
    opens_with("stats", envelope({"beetle": record}))
    page = boot(good_storage())
    exported = json.loads(page.table.data.export())
    page.control(imported=dump({**exported, "stats": {**exported["stats"], "beehive": record}}))
    assert page.message.startswith("Nothing was imported")
    assert "beehive" not in page.table.data.stats


@pytest.mark.parametrize("beat", [5, "garbage"])
def test_a_result_to_beat_that_is_not_one_in_a_saved_game(beat: object) -> None:
    opens_with("game", envelope(a_saved_game(beat=beat)), "?game=spider&deal=41739205-2")


@pytest.mark.parametrize("key", KEYS)
def test_json_nested_a_thousand_deep(key: str) -> None:
    opens_with(key, deep(1000))
    opens_with(key, envelope(Raw(deep(1000, '{"a":'))))


@pytest.mark.parametrize(("moves", "seconds"), [(-3, 5.0), (3, -7195.0)])
def test_negative_moves_or_seconds_in_recent_games(moves: int, seconds: float) -> None:
    entry = {"variant": "beetle", "deal": "7", "won": False, "moves": moves, "seconds": seconds}
    opens_with("history", envelope([entry]))


@pytest.mark.parametrize("fewest", ["2.5", "Infinity"])
def test_fewest_moves_that_is_not_a_whole_number(fewest: str) -> None:
    record = {"played": 1, "won": 1, "streak": 1, "best_streak": 1, "fewest_moves": Raw(fewest), "fastest": 9.5}
    opens_with("stats", envelope({"beetle": record}))


def test_schema_true_is_no_schema_stored_or_imported() -> None:
    opens_with("settings", '{"schema":true,"data":{}}')
    page = boot(good_storage())
    exported = page.table.data.export().replace('"schema": 1', '"schema": true')
    page.control(imported=exported)
    told = page.message
    assert told == "Nothing was imported: that file cannot be read: it has schema true; this version reads 1."


def test_one_bad_record_leaves_the_other_games_statistics_in_place() -> None:
    storage = good_storage()
    stats = json.loads(storage["solitaire.stats"])
    stats["data"]["spider-4"] = {**stats["data"]["beetle"], "fastest": None}
    storage["solitaire.stats"] = raw = json.dumps(stats)
    page = boot(storage)
    assert "Part of your saved statistics could not be read" in page.message
    assert set(page.table.data.stats) == {"beetle", "spider-2"}
    assert storage["solitaire.stats.unreadable"] == raw
    assert set(json.loads(storage["solitaire.stats"])["data"]) == {"beetle", "spider-2"}
    assert "could not be read" not in boot(storage).message


@pytest.mark.parametrize("day", ["2026-11-29", "30/11/2026", 20261130, "2026-02-30"])
def test_a_saved_game_that_is_not_the_deal_of_the_day_it_says(day: object) -> None:
    page = opens_with("game", envelope(a_saved_game(daily=day)), "?game=spider&deal=41739205-2")
    assert page.document.documentElement.getAttribute("data-daily") is None


def test_a_deal_of_the_day_saved_comes_back_as_one() -> None:
    code = daily_deal("spider-2", date(2026, 11, 30))
    game = new_game("spider", code)
    game.play(next(m for m in game.legal_moves() if m != "d"))
    saved = SavedGame.of(game, deal=code, opening=None, seconds=5.0, started=True, ended=False, beat=None)
    storage = good_storage()
    storage["solitaire.game"] = wrap({**saved.to_json(), "daily": "2026-11-30"})
    page = boot(storage)
    assert page.document.documentElement.getAttribute("data-daily") == "2026-11-30"
    assert "could not be read" not in page.message


@pytest.mark.parametrize("days", [["2026-13-01"], "2026-11-30", [20261130], ["2026-11-30"] * 10_001])
def test_days_won_that_are_not_days(days: object) -> None:
    page = opens_with("daily", envelope({"beetle": days, "beehive": ["2026-11-29"]}))
    assert page.table.data.daily == {"beehive": ["2026-11-29"]}, "the good entries are kept"
