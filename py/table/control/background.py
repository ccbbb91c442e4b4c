"""Work the table runs in the background (the solver's questions): each task is kept until it is
done, so none is collected midway, and an error in one is reported, never lost."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any


class Background:
    def __init__(self, report: Callable[[BaseException], None]) -> None:
        self.report = report
        self.tasks: set[asyncio.Future[None]] = set()

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Future[None]) -> None:
        self.tasks.discard(task)
        error = None if task.cancelled() else task.exception()
        if error is not None:
            self.report(error)
