"""The page, as the table sees it (control/screen.py): it draws each state the table hands it, by
sending what `paint` worked out, through `dom` (plain values only, see dom.py), and runs the
timers. Timers and microtasks are `here`'s: the global scope Python runs in, the page's or a
worker's.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable
from datetime import date
from functools import partial
from typing import Any

from ..messages import DomOperation
from ..show import first_paint, picker
from ..show.effects import Effects
from ..show.paint import Painting, paint, passing
from ..show.state import TableState
from ..storage.envelope import Storage
from .dom import Dom

PICK_BAR_HALF = 64  # px: half the width of the − n + bar, and a margin


class Page:
    def __init__(self, dom: Dom, here: Any, proxy: Callable[[Callable[..., None]], Any], storage: Storage) -> None:
        self.dom = dom
        self.here = here
        self.storage = storage  # where the first paint of the next visit is kept
        self.controls = dom("@solitaireControls")  # static/app/controls.js
        dom("#variant, #reset-variant").set(innerHTML=picker.options_html())  # named by the engine
        dom("#stats-game").set(innerHTML=picker.options_html(every_game="All games"))
        self._said: list[str] = []  # what the live region was told in this task
        self._end_of_task = proxy(lambda *_: self._said.clear())
        self._proxy = proxy  # makes a Python function callable from a JavaScript timer
        self._timers: dict[str, Any] = {}
        self._callbacks: dict[str, Any] = {}  # one kept proxy per timer
        self._actions: dict[str, Callable[[], None]] = {}  # what each timer does next

    def draw(self, before: TableState | None, after: TableState, effects: Effects) -> None:
        self._send(paint(before, after, effects))

    def _send(self, painting: Painting) -> None:
        for change in painting.changes:
            self.dom.change(*change)
        for text, more in painting.said:
            self._say(text, more=more)
        for later in painting.later:
            self.later(later.name, later.ms, partial(self._apply, later.changes))
        if painting.pick_bar is not None:
            self._place_pick_bar(painting.pick_bar)

    def _apply(self, changes: list[DomOperation]) -> None:
        for change in changes:
            self.dom.change(*change)

    def _say(self, text: str, *, more: bool = False) -> None:
        """Tells assistive technology what just happened (a polite live region). What is said in
        one task (a move, and the win it made) is said together: a screen reader reads the region
        only once the task is over, so a later sentence must not replace an earlier one. `more`
        adds to what was said before, even in an earlier task (the stalled note after a move)."""
        announcer = self.dom.by_id("announce")
        if self._said or more:
            announcer.send("append", " " + text)
        else:
            announcer.set(textContent=text)
        if not self._said:
            self.here.queueMicrotask(self._end_of_task)
        self._said.append(text)

    def _place_pick_bar(self, pile: str) -> None:
        """The − and + over the pick's pile, whole on screen even over the first or last column."""
        box = self.dom(f'[data-pile="{pile}"]').call("getBoundingClientRect")
        window = self.dom("@")
        width, left, top = (float(window.get(name)) for name in ("innerWidth", "scrollX", "scrollY"))
        middle = min(max(box["left"] + box["width"] / 2, PICK_BAR_HALF), width - PICK_BAR_HALF)
        bar = self.dom.by_id("pick-bar")
        bar.set(hidden=False)
        bar.style("left", f"{middle + left}px")
        bar.style("top", f"{box['top'] + top}px")

    # What only the page knows ------------------------------------------------------------------

    def today(self) -> date:
        """The page's date, whose clock is the player's (a worker's could differ from it)."""
        year, month, day = self.controls.call("today")
        return date(int(year), int(month), int(day))

    def now(self) -> float:
        return float(self.dom.apart("@performance").call("now")) / 1000  # the page's (a test's fake reaches it)

    def system_dark(self) -> bool:
        return bool(self.controls.call("systemDark"))

    def full_link(self, query: str) -> str:
        location = self.dom("@location")
        return f"{location.get('origin')}{location.get('pathname')}{query}"

    def confirm(self, question: str) -> bool:
        return bool(self.dom("@").call("confirm", question))

    def value(self, selector: str, name: str) -> Any:
        return self.dom(selector).get(name)

    def values(self, selector: str, name: str) -> list[str | None]:
        return self.dom(selector).attrs(name)

    def keep_paint(self, kept: dict[str, Any]) -> None:
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
