"""Shorter winning lines: every way of shortening keeps a line that the rules replay to a win."""

import pytest

from builders import make_game
from solitaire import Game, new_game
from solitaire.moves import parse_move
from solitaire.solver import search
from solitaire.solver.shorten import Line, cut_round_trips, shorten, skip_detours, take_shortcuts

NEAR_WIN = ["KS QS JS TS 9S 8S 7S", "6S 5S 4S", "3S 2S AS"]  # spider-1, seven runs gone: won in 2


def near_win() -> Game:
    return make_game("spider-1", NEAR_WIN, done="S S S S S S S")


def never() -> bool:
    return False


def line_of(game: Game, moves: str) -> Line:
    line = Line(game.variant, game.position, [])
    assert line.set([parse_move(move) for move in moves.split()])
    return line


def wins(game: Game, moves: list[str]) -> bool:
    copy = Game(game.variant, game.position)
    for move in moves:
        copy.play(move)
    return copy.won


def test_a_round_trip_is_cut():
    game = near_win()
    line = line_of(game, "3>4 4>3 2>1 3>1")  # out to an empty column and back
    assert cut_round_trips(line, never)
    assert [str(move) for move in line.moves] == ["2>1", "3>1"]


def test_a_round_trip_to_the_same_columns_in_another_order_is_cut_and_the_rest_renamed():
    # No deal is left, so which column holds what does not matter: after 2>4 the table is the
    # same as before, and the move after it names the column by its new number.
    game = near_win()
    line = line_of(game, "2>4 4>1 3>1")
    assert cut_round_trips(line, never)
    assert [str(move) for move in line.moves] == ["2>1", "3>1"]


def test_a_detour_is_made_one_move():
    game = near_win()
    line = line_of(game, "3>4 2>1 4>1")  # 3S 2S AS parked in column 4 on the way
    assert skip_detours(line, never)
    assert [str(move) for move in line.moves] == ["2>1", "3>1"]


def test_a_shortcut_replaces_the_moves_it_makes_needless():
    game = near_win()
    line = line_of(game, "3>4 4>5 2>1 5>1")  # 3S 2S AS through two empty columns
    assert take_shortcuts(line, never, 1)
    assert len(line.moves) == 2 and wins(game, [str(move) for move in line.moves])


def test_a_line_that_does_not_win_is_given_back_as_it_is():
    game = near_win()
    assert shorten(game.variant, game.position, ["2>1"], never) == ["2>1"]
    assert shorten(game.variant, game.position, ["9>1"], never) == ["9>1"]


SEARCHED = pytest.mark.slow  # a search of a second: `make quick` takes Beehive's alone


@pytest.mark.parametrize(
    ("game_id", "code"),
    [
        pytest.param("spider", "3-1", marks=SEARCHED),
        pytest.param("spider", "9-2", marks=SEARCHED),
        pytest.param("beetle", "1", marks=SEARCHED),
        ("beehive", "1"),
    ],
)
def test_a_solver_line_made_shorter_still_wins(game_id, code):
    game = new_game(game_id, code)
    first = search(game, 120.0, nodes=5_000, shorten=False).line
    assert first is not None
    shorter = shorten(game.variant, game.position, first, never, deep=False)
    assert len(shorter) <= len(first) and wins(game, shorter)


@pytest.mark.slow  # seconds on its own: `make unit` and `make test` run it
def test_the_solver_answers_the_shortest_line_it_found():
    game = new_game("spider", "3-1")
    outcome = search(game, 120.0, nodes=20_000)
    assert outcome.line is not None and outcome.first is not None
    assert len(outcome.line) <= outcome.first and wins(game, outcome.line)
    quick = search(game, 120.0, nodes=20_000, shorten=False)
    assert quick.line is not None and len(quick.line) == quick.first
