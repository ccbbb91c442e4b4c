"""Two tables over one storage, as two tabs of the site: what one stores, the other hears (the
`storage` event, as static/app/controls.js sends it) and shows, without writing anything back."""

from __future__ import annotations

import re

from fake_page import FakeStorage
from recording_screen import RecordingScreen, Unasked
from table.control.table import Table
from table.play.start import choose_start
from table.storage.envelope import PREFIX, Store
from table.storage.player_data import PlayerData

NAMES = ("game", "parked", "stats", "history", "settings", "daily", "others")


def tab(storage: FakeStorage, query: str = "") -> tuple[Table, RecordingScreen]:
    """A tab opened at `query`, as browser/app.py lays its table."""
    data = PlayerData(Store(storage))
    start = choose_start(query, data.saved, data.settings.variant, None, data.parked)
    screen = RecordingScreen()
    return Table(screen, data, Unasked(), start), screen


def hears(table: Table, storage: FakeStorage) -> None:
    """The tab hears every value another tab stored, and stores nothing in answer."""
    before = dict(storage)
    for name in NAMES:
        table.router.control({"stored": PREFIX + name})
    assert dict(storage) == before


def test_a_game_another_tab_put_aside_is_said_and_taken_back_at_a_tap() -> None:
    storage = FakeStorage()
    first, first_screen = tab(storage, "?game=spider&deal=41739205-2")
    first.router.act("deal")
    second, second_screen = tab(storage, "?game=spider&deal=7-1")  # a deal link, beside it
    assert second_screen.state.notes.parked is not None and "two suits" in second_screen.state.notes.parked
    second.router.act("deal")
    hears(first, storage)
    assert first_screen.state.notes.elsewhere == "You went on in another tab, so this game was kept aside."
    assert first_screen.state.notes.parked is None  # what is aside is this tab's own game

    first.router.act("take-back")
    assert first.data.saved is not None and first.data.saved.deal == "41739205-2"
    assert first.data.parked is not None and first.data.parked.deal == "7-1" and first.data.parked.record == ["d"]
    assert first_screen.state.notes.elsewhere is None
    assert first_screen.state.notes.parked is not None and "one suit" in first_screen.state.notes.parked
    hears(second, storage)
    assert second_screen.state.notes.elsewhere is not None


def test_a_tab_showing_the_game_another_tab_played_on_shows_it_as_it_stands_there() -> None:
    storage = FakeStorage()
    first, first_screen = tab(storage, "?game=spider&deal=7-1")
    first.router.act("deal")
    second, _ = tab(storage)  # a new visit: the game in progress, the first tab's
    assert second.playing.id == first.playing.id
    second.router.act("deal")
    hears(first, storage)
    assert first.game.record == ["d", "d"]
    assert first_screen.state.board.counters["moves"] == "2"
    assert "This game went on in another tab" in str(first_screen.messages)
    first.router.act("deal")  # and plays on from there, for both
    assert first.data.saved is not None and first.data.saved.record == ["d", "d", "d"]


def test_statistics_open_in_one_tab_show_a_game_counted_in_another() -> None:
    storage = FakeStorage()
    first, first_screen = tab(storage, "?game=spider&deal=7-1")
    first.router.act("stats")
    dialogs = first_screen.state.dialogs
    assert dialogs.stats is not None and not re.search(r'data-label="Played">1<', dialogs.stats["table"])
    second, _ = tab(storage, "?game=spider&deal=8-1")
    second.router.act("deal")
    second.router.act("new")  # a game begun and left counts as played
    hears(first, storage)
    dialogs = first_screen.state.dialogs
    assert dialogs.stats is not None and re.search(r'data-label="Played">1<', dialogs.stats["table"])


def test_a_setting_chosen_in_each_tab_holds_and_shows_in_the_other() -> None:
    storage = FakeStorage()
    first, first_screen = tab(storage, "?game=spider&deal=7-1")
    second, second_screen = tab(storage, "?game=spider&deal=7-1")
    first.router.act("settings")
    assert first_screen.state.dialogs.settings is not None
    first.router.control({"settings": {**first_screen.state.dialogs.settings["fields"], "theme": "dark"}})
    hears(second, storage)
    assert second_screen.state.looks.theme == "dark"
    second.router.act("settings")
    assert second_screen.state.dialogs.settings is not None
    second.router.control({"settings": {**second_screen.state.dialogs.settings["fields"], "sound": True}})
    hears(first, storage)
    assert (first_screen.state.looks.theme, first_screen.state.looks.sound) == ("dark", "on")
    assert (second_screen.state.looks.theme, second_screen.state.looks.sound) == ("dark", "on")
    assert first_screen.state.dialogs.settings is not None
    assert first_screen.state.dialogs.settings["fields"]["sound"] is True  # the open form, refilled


def test_a_tab_left_or_hidden_without_a_move_does_not_take_the_game_back_from_the_tab_played_last() -> None:
    """Closing or hiding a tab saves its clock: that is no move, and the game another tab played
    on since stays the one a new visit resumes (the other stays aside, its moves kept)."""
    storage = FakeStorage()
    first, _ = tab(storage, "?game=spider&deal=41739205-2")
    first.router.act("deal")
    second, _ = tab(storage, "?game=spider&deal=7-1")
    second.router.act("deal")
    first.router.act("deal")  # the first tab plays last: its game in play, the second's aside
    assert first.data.saved is not None and first.data.saved.deal == "41739205-2"
    first.router.control({"leaving": True})  # closed, then the second tab hidden and closed
    second.router.control({"seen": False, "at": 5000})
    second.router.control({"leaving": True})
    visit, _ = tab(storage)
    assert visit.playing.deal == "41739205-2" and len(visit.game.record) == 2
    assert visit.data.parked is not None and visit.data.parked.deal == "7-1" and visit.data.parked.record == ["d"]
