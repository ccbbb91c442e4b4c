"""Asks the solver's web worker (py/solver_worker.py) about a position, from the main thread.

    answer = await ask(game.to_text(), seconds=10)
    if answer["verdict"] == "won": ...answer["moves"]...

The search runs in the worker, so the table stays responsive meanwhile. The worker takes one
question at a time: a second `ask` waits until the first has its answer. The page starts the
worker once the table is laid (py/main.py); until it has booted, `ask` waits for it.
"""

from __future__ import annotations

import json
from typing import Any, TypedDict

WORKER = "solver"  # the name PyScript knows it by
SOURCE = "./py/solver_worker.py"
CONFIG = "./pyscript.toml"  # the page's: the same zip of our packages, the same snapshot


class Answer(TypedDict):
    verdict: str  # "won", "unwinnable", "unknown", or "error" (then `message` says why)
    moves: list[str]  # a winning line in move notation when "won", else empty
    seconds: float  # the search's time in the worker
    message: str


def start() -> None:
    """Starts the worker, unless it is started already. Called once the table is ready: booting
    Python is CPU-bound, and a worker booting beside the page slows the page's own boot."""
    from pyscript import document  # noqa: PLC0415 - only in the browser; this module imports anywhere

    if not document.querySelectorAll(f'script[type="py"][name="{WORKER}"]').length:
        script = document.createElement("script")
        script.type = "py"
        script.setAttribute("worker", "")
        script.setAttribute("name", WORKER)
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
            self.exports = await workers[WORKER]
        return parse(str(await self.exports.solve(board_text, seconds)))


ask = SolverWorker().ask


def parse(text: str) -> Answer:
    """The worker's JSON as an Answer, with every field present."""
    data = json.loads(text)
    return {
        "verdict": str(data["verdict"]),
        "moves": [str(move) for move in data.get("moves", [])],
        "seconds": float(data.get("seconds", 0.0)),
        "message": str(data.get("message", "")),
    }
