"""The page, as the table sees it (control/screen.py): it draws each state the table hands it by
sending what `paint` worked out to static/app/page.js, in one crossing, and runs the timers.
Timers and microtasks are `here`'s: the global scope Python runs in, the page's or a worker's.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Callable
from datetime import date
from typing import Any

from ..messages import KeptPaint, PageMessage
from ..show import first_paint
from ..show.effects import Effects
from ..show.paint import paint, passing
from ..show.state import TableState
from ..show.writing import Writing
from ..storage.envelope import Storage
from .catalogs import fetch_catalog
from .dom import Dom
from .writing import learn_writing


def preferred_languages(dom: Dom) -> list[str]:
    """The browser's preferred languages, most wanted first (`navigator.languages`)."""
    preferred = dom("@navigator").get("languages")
    return [str(tag) for tag in preferred] if isinstance(preferred, list) else []


class Page:
    def __init__(self, dom: Dom, here: Any, proxy: Callable[[Callable[..., None]], Any], storage: Storage) -> None:
        self.dom = dom
        self.here = here
        self.storage = storage  # where the first paint of the next visit is kept
        self.page = dom("@solitairePage")  # static/app/page.js
        self.controls = dom("@solitaireControls")  # static/app/controls.js
        self._proxy = proxy  # makes a Python function callable from a JavaScript timer
        self._timers: dict[str, Any] = {}
        self._callbacks: dict[str, Any] = {}  # one kept proxy per timer
        self._actions: dict[str, Callable[[], None]] = {}  # what each timer does next

    def draw(self, before: TableState | None, after: TableState, effects: Effects) -> None:
        self._send(paint(before, after, effects))

    def _send(self, message: PageMessage) -> None:
        if message:
            self.page.send("draw", json.dumps(message))

    # What only the page knows ------------------------------------------------------------------

    def today(self) -> date:
        """The page's date, whose clock is the player's (a worker's could differ from it)."""
        year, month, day = self.controls.call("today")
        return date(int(year), int(month), int(day))

    def now(self) -> float:
        return float(self.dom.apart("@performance").call("now")) / 1000  # the page's (a test's fake reaches it)

    def languages(self) -> list[str]:
        return preferred_languages(self.dom)

    async def catalog(self, language: str) -> bytes | None:
        return await fetch_catalog(self.here, self.dom, language)

    def writing(self, language: str) -> Writing:
        return learn_writing(self.dom, language, self.warn)

    def wall_ms(self) -> int:
        return int(time.time() * 1000)  # Pyodide's clock is the browser's

    def system_dark(self) -> bool:
        return bool(self.controls.call("systemDark"))

    def full_link(self, query: str) -> str:
        location = self.dom("@location")
        return f"{location.get('origin')}{location.get('pathname')}{query}"

    def keep_paint(self, kept: KeptPaint) -> None:
        """It is only a picture: a refusal (a full quota) costs the next visit that picture, and
        nothing else."""
        try:
            self.storage.setItem(first_paint.KEY, json.dumps(kept))
        except Exception:
            return

    def report(self, error: BaseException) -> None:
        trace = "".join(traceback.format_exception(error))
        self.here.console.error(f"Solitaire: something went wrong.\n{trace}")
        self._send(passing("Something went wrong; the game itself is safe.", alert=True))

    def warn(self, text: str) -> None:
        self.here.console.warn(text)

    # Timers -------------------------------------------------------------------------------------

    def later(self, name: str, ms: int, action: Callable[[], None]) -> None:
        """Runs `action` in `ms` milliseconds, once the browser has painted (replacing one still
        waiting by that name)."""
        if name in self._timers:
            self.here.clearTimeout(self._timers[name])
        if name not in self._callbacks:
            self._callbacks[name] = self._proxy(lambda *_: self._run_timer(name))
        self._actions[name] = action
        self._timers[name] = self.here.setTimeout(self._callbacks[name], ms)

    def _run_timer(self, name: str) -> None:
        self._timers.pop(name, None)
        self._actions.pop(name)()
