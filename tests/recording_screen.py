"""A table with no page: a `Screen` that records each state it is asked to draw and the message
sent for it, so controllers are tested against states and messages."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date

import page_messages
from fake_page import FakeStorage
from solitaire import new_game
from table.control.solving import Answer
from table.control.table import Table
from table.messages import KeptPaint, PageMessage
from table.play.start import fresh
from table.show.effects import Effects
from table.show.paint import paint
from table.show.state import TableState
from table.show.writing import ENGLISH, Writing
from table.storage.envelope import Store
from table.storage.player_data import PlayerData


class RecordingScreen:
    """The page as the table sees it, noting each state it draws and the message sent for it."""

    def __init__(self) -> None:
        self.states: list[TableState] = []
        self.messages: list[PageMessage] = []
        self.timers: dict[str, Callable[[], None]] = {}
        self.sent_texts = page_messages.page()  # as the page would be sent them, for page.js itself (tests/js)

    def draw(self, before: TableState | None, after: TableState, effects: Effects) -> None:
        self.states.append(after)
        message = paint(before, after, effects)
        self.messages.append(message)
        if message:  # as table.browser.page sends it
            self.sent_texts.append(json.dumps(message))

    def today(self) -> date:
        return date(2026, 11, 30)

    def now(self) -> float:
        return 0.0

    def languages(self) -> list[str]:
        return ["en-GB", "en"]

    async def catalog(self, language: str) -> bytes | None:
        raise OSError("no catalogs here")

    def writing(self, language: str) -> Writing:
        return ENGLISH

    def wall_ms(self) -> int:
        return 1_780_000_000_000 + int(self.now() * 1000)

    def system_dark(self) -> bool:
        return False

    def full_link(self, query: str) -> str:
        return "http://127.0.0.1/" + query

    def later(self, name: str, ms: int, action: Callable[[], None]) -> None:
        self.timers[name] = action

    def keep_paint(self, paint: KeptPaint) -> None:
        return None

    def report(self, error: BaseException) -> None:
        raise error

    def warn(self, text: str) -> None:
        return None

    @property
    def state(self) -> TableState:
        return self.states[-1]

    @property
    def sent(self) -> PageMessage:
        return self.messages[-1]


class Unasked:
    async def ask(self, board_text: str, seconds: float, *, shorten: bool = True) -> Answer:
        raise AssertionError("nothing here asks the solver")


def table_of(game: str = "spider", deal: str = "7-1") -> tuple[Table, RecordingScreen]:
    screen = RecordingScreen()
    table = Table(screen, PlayerData(Store(FakeStorage())), Unasked(), fresh(new_game(game, deal)))
    return table, screen
