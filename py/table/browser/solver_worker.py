"""Asks the solver's web worker (py/solver_worker.py) about a position, from the table's Python.

    answer = await worker.ask(game.to_text(), seconds=10)
    if answer.verdict == "won": ...answer.moves...

The search runs in the worker, so the table stays responsive meanwhile. The worker takes one
question at a time: a second `ask` waits until the first has its answer. The page passes the
questions on (static/app/solver-worker.js, `window.solitaireSolver`, handed in by browser/app.py),
since the table's Python runs in a worker of its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from ..control.solving import Answer, parse


class SolverWorker:
    def __init__(self, desk: Any, proxy: Callable[[Callable[..., None]], Any]) -> None:
        """`desk`: the page's side of the worker, which starts it on the first question; `proxy`
        makes a Python function the page can call back (`create_proxy`)."""
        self.desk = desk
        self.proxy = proxy

    async def ask(self, board_text: str, seconds: float, *, shorten: bool = True) -> Answer:
        """The solver's answer for the position in `board_text`, searching at most `seconds`
        (with `shorten`, a win found early spends the rest on a shorter line)."""
        answered: asyncio.Future[str] = asyncio.get_running_loop().create_future()

        def reply(text: Any) -> None:
            if not answered.done():
                answered.set_result(str(text))

        callback = self.proxy(reply)
        try:
            self.desk.ask(board_text, seconds, callback, shorten)
            return parse(await answered)
        finally:
            callback.destroy()
