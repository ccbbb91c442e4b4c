"""A switch of language words again everything the page shows: every kind of banner and note, the
result card, and the panels open at the time, not only what is worded after the switch. Each case
puts one on the table in English, checks it reads in English, then switches to the tests'
pseudo-language (every word bracketed: ⟦…⟧) and checks the page was sent it in the new words."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest

from fake_page import FakeStorage
from recording_screen import RecordingScreen
from solitaire import from_text, new_game
from solitaire.challenge import Score
from solitaire.moves import parse_move
from table.control.table import Table
from table.play.start import fresh
from table.show import language
from table.storage.envelope import Store
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame
from test_control_words import PSEUDO_WORDS, Unasked
from test_results_words import NEAR_WON, unmarked
from test_turning_point import GOOD_START, spoilable


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    language.speak(language.SOURCE, None)


class PseudoScreen(RecordingScreen):
    async def catalog(self, wanted: str) -> bytes | None:
        return PSEUDO_WORDS


def table_at(game: Any, **start: Any) -> tuple[Table, PseudoScreen]:
    screen = PseudoScreen()
    table = Table(screen, PlayerData(Store(FakeStorage())), Unasked(), replace(fresh(game), **start))
    table.solving.background.spawn = lambda work: work.close()  # type: ignore[method-assign]  # no solver here
    return table, screen


def spider() -> tuple[Table, PseudoScreen]:
    return table_at(new_game("spider", "7-1"))


def stalled() -> tuple[Table, PseudoScreen]:
    table, screen = table_at(spoilable())
    for move in [*GOOD_START, "d"]:
        assert table.play(parse_move(move))
    table.enter(table.hand.check_stalled)
    return table, screen


def turning() -> tuple[Table, PseudoScreen]:
    table, screen = stalled()
    record = tuple(table.game.record)
    table.enter(lambda: table.turning._show(record, 3))
    return table, screen


def verdict() -> tuple[Table, PseudoScreen]:
    """The solver's live verdict, asked for in the settings, while it looks."""
    table, screen = spider()
    table.router.control({"settings": {"live_verdict": True}})
    return table, screen


def won() -> tuple[Table, PseudoScreen]:
    table, screen = table_at(from_text(NEAR_WON))
    assert table.play(parse_move("2>1"))
    return table, screen


def parked() -> tuple[Table, PseudoScreen]:
    aside = new_game("spider", "5-2")
    aside.play(next(move for move in aside.legal_moves() if move != "d"))
    saved = SavedGame.of(aside, deal="5-2", opening=None, seconds=3.0, started=True, ended=False, beat=None)
    return table_at(new_game("spider", "7-1"), parked=saved)


def acted(*actions: str | dict[str, Any], start: Callable[[], tuple[Table, PseudoScreen]] = spider) -> Any:
    def setup() -> tuple[Table, PseudoScreen]:
        table, screen = start()
        for action in actions:
            if isinstance(action, str):
                table.router.act(action)
            else:
                table.router.control(action)
        return table, screen

    return setup


def notes(*names: str) -> Callable[[dict[str, Any]], list[str]]:
    def read(message: dict[str, Any]) -> list[str]:
        shown = [message["notes"][name] for name in names]
        return [text[1] if isinstance(text, (list, tuple)) else text for text in shown]

    return read


def result(message: dict[str, Any]) -> list[str]:
    card = message["result"]
    return [card["summary"], card["record"]]


def dialog(name: str, *fields: str) -> Callable[[dict[str, Any]], list[str]]:
    return lambda message: [message[name][field] for field in fields]


# Each case: how the table comes to show it, and where the page message holds its words.
CASES: dict[str, tuple[Callable[[], tuple[Table, PseudoScreen]], Callable[[dict[str, Any]], list[str]]]] = {
    "challenge": (lambda: table_at(new_game("spider", "7-1"), beat=Score(40, 600)), notes("challenge")),
    "deal of the day": (acted("daily"), notes("dailyBanner")),
    "offer of the help": (spider, notes("offer")),
    "game kept aside": (parked, notes("parked")),
    "grade": (acted({"action": "graded", "choice": "easy"}), notes("grade")),
    "verdict": (verdict, notes("verdict")),
    "stalled": (stalled, notes("stalled")),
    "turning point": (turning, notes("turning", "turnBack")),
    "deal typed": (acted({"deal": "nonsense"}), notes("dealProblem")),
    "day chosen": (acted({"day": "2001-01-01"}), notes("dayProblem")),
    "result card": (won, result),
    "settings": (acted("settings"), dialog("settings", "winnableWords")),
    "statistics": (acted("stats"), dialog("stats", "table", "recent")),
    "help": (acted("help"), dialog("help", "title", "guide", "keys")),
    "example": (acted("help"), dialog("example", "step")),
    "transfer link": (acted("send"), dialog("send", "note")),
}


@pytest.mark.parametrize("case", CASES)
def test_a_switch_of_language_words_again_what_is_shown(case: str) -> None:
    setup, read = CASES[case]
    table, screen = setup()
    drawn: dict[str, Any] = {}
    for message in screen.messages:  # the page as it stands: each part as last sent
        drawn.update(message)
    before = read(drawn)
    assert before and all(isinstance(text, str) and text and "⟦" not in text for text in before), before
    table.router.control({"settings": {"language": "de"}})  # fetched in the background: run here
    assert table.settings.language == "de"
    asyncio.run(table._speak("de"))
    after = read(dict(screen.sent))
    assert all("⟦" in text for text in after) and unmarked(*after) == [], after
