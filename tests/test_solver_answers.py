"""The solver's worker answers in JSON, errors included, and the client reads every answer."""

from __future__ import annotations

import json

import solver_worker
from solitaire import from_text, new_game
from solitaire.solver import solve
from table.control.solving import Answer, parse


def test_a_won_deal_comes_with_a_line_that_wins() -> None:
    game = new_game("beehive", "7")
    assert solver_worker.__export__ == ["solve"]  # what the main thread may call
    answer = json.loads(solver_worker.solve(game.to_text(), 10.0))
    assert answer["verdict"] == "won" and answer["seconds"] >= 0
    replay = from_text(game.to_text())
    for move in answer["moves"]:
        replay.play(move)
    assert replay.won
    assert [str(move) for move in parse(json.dumps(answer)).moves] == answer["moves"]


def test_a_verdict_alone_comes_at_the_first_win() -> None:
    game = new_game("spider", "3-1")
    answer = json.loads(solver_worker.solve(game.to_text(), 60.0, False))
    assert answer["verdict"] == "won"
    assert answer["moves"] == solve(game, 60.0, shorten=False)[1]  # the first line found, as it was found


def test_a_board_it_cannot_read_is_an_error_answer_not_an_exception() -> None:
    answer = json.loads(solver_worker.solve("Game: klondike\n1: AS", 1.0))
    assert answer["verdict"] == "error" and "klondike" in answer["message"]
    assert parse(json.dumps(answer)) == Answer("error", [], 0.0, answer["message"])
    budget = json.loads(solver_worker.solve(new_game("spider", "1-1").to_text(), "soon"))  # type: ignore[arg-type]
    assert budget["verdict"] == "error"


def test_an_answer_that_cannot_be_read_is_an_error_answer() -> None:
    for text in ("not json", '{"verdict": "maybe"}', '{"verdict": "won", "moves": ["3>"]}', "[]", '{"moves": []}'):
        assert parse(text).verdict == "error", text
