"""Asks the solver's web worker (py/solver_worker.py) about a position, from the table's Python.

    answer = await WORKER.ask(game.to_text(), seconds=10)
    if answer.verdict == "won": ...answer.moves...

The search runs in the worker, so the table stays responsive meanwhile. The worker takes one
question at a time: a second `ask` waits until the first has its answer. The page passes the
questions on (static/app/solver-worker.js), since the table's Python runs in a worker of its own.
This is the edge where the worker's JSON becomes values: moves arrive as `Move`s.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from solitaire.moves import Move, parse_move
from solitaire.solver import Verdict


@dataclass(frozen=True)
class Answer:
    verdict: Verdict | Literal["error"]  # "error": the worker could not search (`message` says why)
    moves: list[Move] = field(default_factory=list)  # a winning line when "won"
    seconds: float = 0.0  # the search's time in the worker
    message: str = ""


class Solver(Protocol):
    """Whatever answers questions about positions: the worker in the page, the solver itself in
    tests."""

    async def ask(self, board_text: str, seconds: float) -> Answer: ...


class SolverWorker:
    """The worker, through the page (`window.solitaireSolver`, static/app/solver-worker.js), which
    starts it on the first question."""

    def __init__(self) -> None:
        self.desk: Any = None  # the page's side of the worker, once asked

    async def ask(self, board_text: str, seconds: float) -> Answer:
        """The solver's answer for the position in `board_text`, searching at most `seconds`."""
        from pyodide.ffi import create_proxy  # noqa: PLC0415 - only in the browser; this module imports anywhere

        if self.desk is None:
            from pyscript import window  # noqa: PLC0415 - likewise

            self.desk = window.solitaireSolver
        answered: asyncio.Future[str] = asyncio.get_running_loop().create_future()

        def reply(text: Any) -> None:
            if not answered.done():
                answered.set_result(str(text))

        callback = create_proxy(reply)
        try:
            self.desk.ask(board_text, seconds, callback)
            return parse(await answered)
        finally:
            callback.destroy()


WORKER = SolverWorker()  # the page's one worker


def parse(text: str) -> Answer:
    """The worker's JSON as an Answer; an answer that cannot be read is an error answer."""
    try:
        data = json.loads(text)
        verdict = data["verdict"]
        if verdict not in ("won", "unwinnable", "unknown", "error"):
            raise ValueError(f"unknown verdict {verdict!r}")
        moves = [parse_move(str(move)) for move in data.get("moves", [])]
        return Answer(verdict, moves, float(data.get("seconds", 0.0)), str(data.get("message", "")))
    except (ValueError, TypeError, KeyError) as error:
        return Answer("error", message=f"an answer that cannot be read ({error})")
