"""Where a stalled game slipped away, at the table: the note says after which move the deal could
still be won, going back there plays on from that very position, and a win from there counts as
won with help (as a win "show me" played does), in the statistics and on the result card."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import pytest

import fake_page
from fake_page import Booted, FakeStorage
from solitaire import from_text
from solitaire.moves import parse_move
from solitaire.solver import solve
from test_turning_point import GOOD_START, spoilable


def really_solving(self: Any, board_text: str, seconds: float, reply: Any, shorten: bool = True) -> None:
    """The worker's answer, from the solver itself (bounded, so a test never waits long)."""
    verdict, moves = solve(from_text(board_text), 60, nodes=50_000, shorten=shorten)
    reply(json.dumps({"verdict": verdict, "moves": moves, "seconds": 0.0, "message": ""}))


@pytest.fixture
def stalled(monkeypatch: pytest.MonkeyPatch) -> Booted:
    """Four-suit Spider after five good moves and a deal that buries every card that could move."""
    monkeypatch.setattr(fake_page.StandInSolver, "ask", really_solving)
    page = Booted(FakeStorage(), "?board=" + quote(spoilable().to_text()))
    for move in [*GOOD_START, "d"]:
        assert page.table.play(parse_move(move))
    settle(page)
    return page


def settle(page: Booted) -> None:
    """Timers and background work, until nothing is left to run."""
    for _ in range(10):
        page.window.run_timers()
        page.settle()


def test_a_stalled_game_says_after_which_move_it_could_still_be_won(stalled: Booted) -> None:
    page = stalled
    assert page.table.game.stuck and page.shown("notes")["stalled"] == "No moves left: this game is lost."
    assert page.shown("notes")["turning"] == "This deal could still be won after move 5."
    assert page.shown("notes")["turnBack"] == "Go back to move 5"
    assert not page.errors


def test_going_back_plays_on_from_there_and_a_win_counts_as_won_with_help(stalled: Booted) -> None:
    page = stalled
    page.act("turn-back")
    table = page.table
    assert table.game.moves == len(GOOD_START) and table.game.record == GOOD_START
    assert table.playing.helped and page.shown("notes")["stalled"] is None
    stored = json.loads(page.window.localStorage["solitaire.game"])
    assert stored["data"]["helped"] is True
    _, line = solve(table.game, 60, shorten=False)
    for move in line:
        assert table.play(parse_move(move))
    settle(page)
    assert table.game.won
    assert "with the solver's help" in page.shown("result")["summary"]
    record = table.data.stats["spider-4"]
    assert (record.won, record.helped, record.fewest_moves) == (1, 1, None)
    assert table.data.history[0].helped
    assert not page.errors
