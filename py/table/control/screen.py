"""What the table needs of the page: the one call that draws a state, and the few things only the
page knows or does (its date and address, timers, keeping the first paint for the next visit);
what the player set in a form comes with the message of its event, and a question to the player
is a part of the state drawn, answered by a message of its own.
browser/page.py is the page's; tests stand in for it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Protocol

from ..messages import KeptPaint
from ..show.effects import Effects
from ..show.state import TableState
from ..show.writing import Writing


class Screen(Protocol):
    def draw(self, before: TableState | None, after: TableState, effects: Effects) -> None:
        """Brings the page from showing `before` (None: nothing of ours yet) to `after`."""

    def today(self) -> date:
        """The player's own date, which decides the deal of the day."""

    def now(self) -> float:
        """Seconds on the page's clock, which the game's clock reads."""

    def languages(self) -> list[str]:
        """The browser's preferred languages, most wanted first (`navigator.languages`)."""

    async def catalog(self, language: str) -> bytes | None:
        """`language`'s compiled catalog (None for the source's words); OSError if it cannot be had."""

    def writing(self, language: str) -> Writing:
        """How `language` writes numbers and dates, as the browser knows it (English's if it cannot tell)."""

    def wall_ms(self) -> int:
        """Milliseconds since 1970 on the device's clock, which dates a transfer link."""

    def system_dark(self) -> bool: ...
    def full_link(self, query: str) -> str:
        """The absolute address of the page with `query`, wherever the site is served."""

    def later(self, name: str, ms: int, action: Callable[[], None]) -> None:
        """Runs `action` in `ms` milliseconds, once the page has painted (replacing one waiting by
        that name)."""

    def keep_paint(self, paint: KeptPaint) -> None:
        """Keeps the first paint of the next visit (a refusal costs only that picture)."""

    def report(self, error: BaseException) -> None:
        """A fault of ours: logged for whoever debugs it, and told briefly."""

    def warn(self, text: str) -> None:
        """Something for whoever looks at the console, not for the player."""
