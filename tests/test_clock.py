"""The clock counts only while the page is seen, and only while the game is being played."""

from __future__ import annotations

import json
from urllib.parse import quote

from builders import make_game
from fake_page import Booted, FakeStorage
from solitaire import new_game
from solitaire.moves import parse_move
from table.storage.envelope import wrap
from table.storage.saved_game import SavedGame


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def booted_with_a_game_in_progress(seconds: float) -> tuple[Booted, Clock]:
    game = new_game("beetle", "7")
    game.play(next(m for m in game.legal_moves() if m != "d"))
    saved = SavedGame.of(game, deal="7", opening=None, seconds=seconds, started=True, ended=False, beat=None)
    page = Booted(FakeStorage({"solitaire.game": wrap(saved.to_json())}), "?game=beetle&deal=7")
    clock = Clock()
    page.table.screen.now = clock
    page.table.playing.clock.since = clock()  # the clock as resumed, read from the stand-in's time
    return page, clock


def set_seen(page: Booted, state: str) -> None:
    page.document.visibilityState = state
    page.control(seen=state == "visible")


def test_a_hidden_page_stops_the_clock_and_saves_the_time_on_it() -> None:
    page, clock = booted_with_a_game_in_progress(100.0)
    clock.now += 10
    page.tick()
    assert page.time == "1:50"
    set_seen(page, "hidden")
    assert json.loads(page.window.localStorage["solitaire.game"])["data"]["seconds"] == 110.0
    clock.now += 3600
    page.tick()
    assert page.time == "1:50"
    set_seen(page, "visible")
    clock.now += 5
    page.tick()
    assert page.time == "1:55"


def test_the_clock_stops_and_goes_on_when_the_page_changed_not_when_python_heard_of_it() -> None:
    page, clock = booted_with_a_game_in_progress(100.0)
    clock.now += 10
    page.control(seen=False, at=(clock.now - 4) * 1000)  # hidden four seconds before it was told
    assert json.loads(page.window.localStorage["solitaire.game"])["data"]["seconds"] == 106.0
    clock.now += 60
    page.control(seen=True, at=(clock.now - 2) * 1000)  # seen again two seconds ago
    page.tick()
    assert page.time == "1:48"


def test_showing_the_page_does_not_start_the_clock_of_a_game_not_begun_or_won() -> None:
    page, clock = booted_with_a_game_in_progress(0.0)
    page.act("restart")  # the same deal from its start: no move yet, no clock
    set_seen(page, "hidden")
    set_seen(page, "visible")
    clock.now += 60
    page.tick()
    assert page.time == "0:00"
    near_won = make_game("spider-1", ["KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "AS"], done="S S S S S S S")
    page = Booted(FakeStorage(), "?board=" + quote(near_won.to_text()))
    page.table.screen.now = clock
    assert page.table.play(parse_move("2>1")) and page.table.game.won
    clock.now += 60
    set_seen(page, "hidden")
    set_seen(page, "visible")
    clock.now += 60
    page.tick()
    assert page.time == "0:00"


def test_a_first_move_while_the_page_is_hidden_starts_the_clock_only_once_it_is_seen() -> None:
    page, clock = booted_with_a_game_in_progress(0.0)
    page.act("restart")
    set_seen(page, "hidden")
    page.table.play(parse_move(next(m for m in page.table.game.legal_moves() if m != "d")))
    clock.now += 60
    page.tick()
    assert page.time == "0:00"
    set_seen(page, "visible")
    clock.now += 2
    page.tick()
    assert page.time == "0:02"
