"""The questions the table asks before it changes or forgets something (a reset of statistics, a
link from another device): a part of the table's state held as codes and values, worded only when
drawn, answered by the page's message (`AnswerMessage`). "No", and the dialog closed any other way
(which the page tells as "no"), change nothing; "yes" does what was asked; an answer to no
question, or to another, or neither yes nor no, changes nothing and never raises."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Coroutine, Iterator
from dataclasses import replace
from typing import Any

import pytest
from babel.messages.mofile import write_mo

import catalogs
from fake_page import Booted, FakeStorage
from layout import ROOT
from recording_screen import RecordingScreen, table_of
from solitaire import new_game
from solitaire.stats import Result
from table.control.table import Table
from table.show import language
from table.show.question import Question
from table.storage.envelope import Store
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame
from table.storage.transfer import pack

WIN = Result(True, 120, 300.0, score=900)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    language.speak(language.SOURCE, None)


def beetle_won() -> tuple[Table, RecordingScreen]:
    """A table with a win of Beetle's in its statistics, to reset."""
    table, screen = table_of("beetle", "7")
    table.enter(table.games.won)
    assert table.data.stats["beetle"].won == 1
    return table, screen


def answer(table: Table, kind: Any, answer: Any) -> None:
    table.router.control({"answer": answer, "question": kind})


def a_link(moves: int = 3) -> str:
    """A transfer link of another device: one win of one suit Spider, and a game in progress."""
    phone = PlayerData(Store(FakeStorage()))
    phone.record("spider-1", None, WIN)
    game = new_game("spider", "7-4")
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    saved = SavedGame.of(game, deal="7-4", opening=None, seconds=42.0, started=True, ended=False, beat=None)
    return pack(phone.transfer(1_780_000_000_000, saved))


def test_a_reset_asks_and_the_question_is_codes_in_the_state_worded_when_drawn():
    table, screen = beetle_won()
    before = table.data.export()
    table.router.control({"action": "reset-stats", "choice": "beetle"})
    assert screen.state.dialogs.question == Question("reset", variant="beetle")
    assert screen.sent["question"] == {
        "kind": "reset",
        "title": "Reset statistics",
        "text": "Reset the statistics of Beetle? This cannot be undone.",
        "yes": "Reset",
        "no": "Cancel",
    }
    assert table.data.export() == before  # nothing yet
    table.tick()
    assert "question" not in screen.sent  # sent once, as it changed


def test_no_or_the_question_closed_keeps_the_statistics():
    table, screen = beetle_won()
    before = table.data.export()
    table.router.control({"action": "reset-stats", "choice": "beetle"})
    answer(table, "reset", "no")  # the page tells a dialog closed by Escape the same way
    assert table.data.export() == before and table.data.stats["beetle"].won == 1
    assert screen.sent["question"] is None and screen.state.dialogs.question is None
    assert "told" not in screen.sent.get("once", {})


def test_yes_resets_the_game_asked_about():
    table, screen = beetle_won()
    table.enter(lambda: table.data.record("spider-1", None, WIN))
    table.router.act("stats")
    table.router.control({"action": "reset-stats", "choice": "beetle"})
    answer(table, "reset", "yes")
    assert "beetle" not in table.data.stats and table.data.stats["spider-1"].won == 1
    assert screen.sent["once"]["told"]["text"] == "Statistics of Beetle reset."
    assert screen.sent["question"] is None
    assert "stats" in screen.sent  # the statistics shown again, without it


@pytest.mark.parametrize(
    "event",
    [
        {"answer": "yes", "question": "reset"},  # no question open
        {"answer": "yes", "question": "transfer"},
        {"answer": "yes"},
        {"answer": None, "question": None},
        {"answer": ["yes"], "question": {"kind": "reset"}},
    ],
)
def test_an_answer_with_no_question_open_changes_nothing(event):
    table, screen = beetle_won()
    before = (table.data.export(), table.playing.deal, screen.state)
    table.router.control(event)
    assert (table.data.export(), table.playing.deal, screen.state) == before


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        ("transfer", "yes"),  # another question than the one open
        ("transfer-game", "yes"),
        ("RESET", "yes"),
        ("reset", "YES"),
        ("reset", "maybe"),
        ("reset", True),
        ("reset", 1),
        ("reset", ""),
        ("__proto__", "yes"),
        (None, "yes"),
    ],
)
def test_an_answer_that_is_not_to_the_question_open_or_not_yes_or_no_changes_nothing(kind, value):
    table, screen = beetle_won()
    table.router.control({"action": "reset-stats", "choice": "beetle"})
    before = table.data.export()
    answer(table, kind, value)
    assert table.data.export() == before
    assert screen.state.dialogs.question == Question("reset", variant="beetle")  # still asked
    answer(table, "reset", "yes")  # and answered as asked
    assert "beetle" not in table.data.stats


def test_a_question_answered_is_answered_once():
    table, _ = beetle_won()
    table.router.control({"action": "reset-stats", "choice": "beetle"})
    answer(table, "reset", "no")
    answer(table, "reset", "yes")  # late, or forged: the question is gone
    assert table.data.stats["beetle"].won == 1


def german() -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalogs.read(catalogs.catalog_path("de"), "de"), use_fuzzy=False)
    return buffer.getvalue()


def test_a_question_open_when_the_language_changes_is_worded_anew_in_it():
    """Another tab may choose another language while the question is open: the whole page is
    drawn again in it, the question with it."""
    table, screen = table_of("beetle", "7")
    table.enter(lambda: table.sending.received(a_link()))
    assert screen.sent["question"]["title"] == "A link from your other device"

    async def words(_: str) -> bytes:
        return german()

    screen.catalog = words  # type: ignore[method-assign]
    spawned: list[Coroutine[Any, Any, None]] = []
    table.solving.background.spawn = spawned.append  # type: ignore[method-assign]
    other_tab = PlayerData(Store(table.data.store.storage))
    other_tab.save_settings(replace(other_tab.settings, language="de"))
    table.router.control({"stored": "solitaire.settings"})
    asyncio.run(spawned.pop())  # the catalog fetched
    asked = screen.sent["question"]
    assert asked is not None and asked["kind"] == "transfer"
    assert asked["title"] == "Ein Link von deinem anderen Gerät"
    assert asked["text"].startswith("Dieser Link enthält die Statistik von 1 Partie")
    assert (asked["yes"], asked["no"]) == ("Hinzufügen", "Nicht jetzt")
    answer(table, "transfer", "yes")
    game = screen.sent["question"]
    assert game is not None and game["title"] == "Die Partie des anderen Geräts" and game["yes"] == "Spielen"
    assert game["text"].startswith("Die dort laufende Partie weiterspielen, Spider")


def test_a_link_opened_with_the_page_asks_in_its_dialog_and_plays_its_game_on_yes():
    """The page's own start, on the stand-in page: a transfer link in the address opens the
    question dialog; its answers are told as controls.js tells them."""
    page = Booted(FakeStorage(), "?game=beetle&deal=7", fragment=a_link())
    page.window.run_timers()  # asked once the table is drawn
    assert "question" in page.window.solitairePage.open
    assert page.window.solitaireControls.opened[-1] == "question"
    assert page.shown("question")["kind"] == "transfer"
    page.answer("yes")
    assert page.message == "Added the other device's statistics and settings."
    assert page.shown("question")["kind"] == "transfer-game"
    page.answer("yes")
    assert page.shown("question") is None and "question" not in page.window.solitairePage.open
    assert page.document.documentElement.getAttribute("data-deal") == "7-4"
    assert not page.errors


def test_no_native_confirm_is_left():
    """The page asks in its own dialog: a native box can be neither styled nor translated."""
    found = [
        str(path.relative_to(ROOT))
        for folder in ("py", "static")
        for path in (ROOT / folder).rglob("*")
        if path.suffix in (".py", ".js", ".mjs") and "confirm(" in path.read_text(encoding="utf-8")
    ]
    assert found == []
    assert "confirm(" not in (ROOT / "index.html").read_text(encoding="utf-8")
