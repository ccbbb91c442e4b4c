"""Asks the solver's web worker (py/solver_worker.py) about a position, from the main thread.

    answer = await WORKER.ask(game.to_text(), seconds=10)
    if answer.verdict == "won": ...answer.moves...

The search runs in the worker, so the table stays responsive meanwhile. The worker takes one
question at a time: a second `ask` waits until the first has its answer. This is the edge where
the worker's JSON becomes values: moves arrive as `Move`s.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from solitaire.moves import Move, parse_move
from solitaire.solver import Verdict

WORKER_NAME = "solver"  # the name PyScript knows it by
SOURCE = "./py/solver_worker.py"
CONFIG = "./pyscript.toml"  # the page's: the same zip of our packages, the same snapshot


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


def start() -> None:
    """Starts the worker, unless it is started already. Called by the first question (show me, the
    live verdict, winnable deals only), not at every visit: booting Python is CPU-bound, and few
    players ask."""
    from pyscript import document  # noqa: PLC0415 - only in the browser; this module imports anywhere

    if not document.querySelectorAll(f'script[type="py"][name="{WORKER_NAME}"]').length:
        script = document.createElement("script")
        script.type = "py"
        script.setAttribute("worker", "")
        script.setAttribute("name", WORKER_NAME)
        script.setAttribute("config", CONFIG)
        script.src = SOURCE
        document.body.append(script)


class SolverWorker:
    """The worker, booted on the first question."""

    def __init__(self) -> None:
        self.exports: Any = None  # the worker's exports, once it has booted

    async def ask(self, board_text: str, seconds: float) -> Answer:
        """The solver's answer for the position in `board_text`, searching at most `seconds`."""
        if self.exports is None:
            from pyscript import workers  # noqa: PLC0415 - as above

            start()
            self.exports = await workers[WORKER_NAME]
        return parse(str(await self.exports.solve(board_text, seconds)))


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
