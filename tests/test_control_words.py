"""The table's own words in the page's language: what the controllers tell and say (a game put on
the table, a deal typed, a day chosen, a link's problems, the hand's moves, the panels, sharing,
the solver) are marked, so the pseudo-language shows them all between ⟦ ⟧; and their English is
the same as before they were marked.

A marked sentence may hold others: a move described, a pile or a card named (show/words.py,
show/scene.py), the engine's reason for refusing a deal code (show/refusals.py), each marked in
turn. Such a sentence starts with ⟦, which is what these tests look for.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Iterator

import pytest
from babel.messages.mofile import write_mo

import catalogs
from builders import make_game
from fake_page import FakeStorage
from recording_screen import RecordingScreen, Unasked, table_of
from solitaire import VARIANTS, new_game
from solitaire.moves import parse_move
from table.control.solving import WINNABLE, Answer
from table.control.table import Table
from table.play.links import open_link
from table.play.start import Start, choose_start, fresh
from table.show import language
from table.storage.envelope import Store
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame
from table.storage.transfer import pack

FULL = ["KH"] * 6  # columns that take nothing and give nothing


def pseudo_words() -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalogs.pseudo_catalog(catalogs.read(catalogs.TEMPLATE)))
    return buffer.getvalue()


PSEUDO_WORDS = pseudo_words()


@pytest.fixture(autouse=True)
def pseudo() -> Iterator[None]:
    """Every test here speaks the pseudo-language (unless it says otherwise), English after."""
    language.speak(language.PSEUDO, PSEUDO_WORDS)
    yield
    language.speak(language.SOURCE, None)


def marked(text: str | None) -> bool:
    return text is not None and text.startswith("⟦")


def sentences(text: str) -> list[str]:
    """The marked sentences `text` is made of, outermost only (a refusal inside is part of its
    sentence); a word outside any is returned as it is, to fail the test that finds it."""
    found, depth, start = [], 0, 0
    for at, letter in enumerate(text):
        if letter == "⟦":
            depth, start = depth + 1, at if depth == 0 else start
        elif letter == "⟧":
            depth -= 1
            if depth == 0:
                found.append(text[start : at + 1])
        elif depth == 0 and not letter.isspace():
            return [text]
    return found


def told(screen: RecordingScreen) -> str:
    return screen.sent["once"]["told"]["text"]


def said(screen: RecordingScreen) -> list[str]:
    return [text for text, _ in screen.sent["once"]["said"]]


class Answering:
    """A solver that answers every question the same."""

    def __init__(self, verdict: str) -> None:
        self.verdict = verdict

    async def ask(self, board_text: str, seconds: float, *, shorten: bool = True) -> Answer:
        return Answer(self.verdict, message="a test's answer")  # type: ignore[arg-type]


def table_at(start: Start, screen: RecordingScreen | None = None) -> tuple[Table, RecordingScreen]:
    screen = screen or RecordingScreen()
    return Table(screen, PlayerData(Store(FakeStorage())), Unasked(), start), screen


def saved_spider() -> SavedGame:
    game = new_game("spider", "41739205-2")
    game.play(next(move for move in game.legal_moves() if move != "d"))
    return SavedGame.of(game, deal="41739205-2", opening=None, seconds=3.0, started=True, ended=False, beat=None)


def test_a_game_put_on_the_table_is_said_so_new_restarted_or_of_the_day():
    table, screen = table_of("spider", "7-1")
    assert marked(said(screen)[0])
    for action in ("restart", "new", "daily"):
        table.router.act(action)
        assert marked(said(screen)[0]), action
    table.router.act("daily")  # the same day again
    assert marked(told(screen))


@pytest.mark.parametrize("typed", ["nonsense", "", "?game=beetle", "?deal=42", "?game=klondike&deal=1"])
def test_a_deal_typed_that_cannot_be_opened_says_why(typed):
    table, screen = table_of("spider", "7-1")
    table.router.control({"deal": typed})
    problem = screen.state.notes.deal_problem
    assert problem is not None and marked(problem())
    assert said(screen) and all(map(marked, said(screen)))


def test_the_deal_typed_already_on_the_table_is_told_so():
    table, screen = table_of("spider", "7-1")
    table.router.control({"deal": "7-1"})
    assert marked(told(screen))


@pytest.mark.parametrize("day", ["2027-01-05", "soon", "2001-01-01"])
def test_a_day_not_to_be_had_says_why(day):
    table, screen = table_of("spider", "7-1")
    table.router.control({"day": day})
    problem = screen.state.notes.day_problem
    assert problem is not None and marked(problem())
    assert said(screen) and all(map(marked, said(screen)))


@pytest.mark.parametrize(
    "query",
    [
        "?board=nonsense",
        "?deal=42",
        "?game=klondike",
        "?game=spider&deal=oops",
        "?game=spider&deal=7-1&daily=someday",
        "?game=spider&deal=7-1&daily=2026-11-30",
    ],
)
def test_each_problem_of_a_link_is_worded(query):
    assert marked(open_link(query).problem)


def test_a_link_with_a_bad_challenge_tells_what_is_wrong_as_the_table_opens():
    start = choose_start("?game=spider&deal=7-1&beat=oops", None, "spider-1")
    _, screen = table_at(start)
    assert screen.sent["once"]["told"]["alert"] and marked(told(screen))


def test_a_broken_link_and_the_game_in_progress_coming_back_are_two_marked_sentences():
    start = choose_start("?game=spider&deal=oops", saved_spider(), "spider-1")
    problem = start.problem or ""
    assert len(sentences(problem)) == 2
    assert "'oops' is not" not in problem  # the engine's reason is worded too


def test_the_hand_says_its_moves_and_refusals():
    table, screen = table_of("spider", "7-1")
    move = next(move for move in table.game.legal_moves() if move != "d")
    source, target = move.split(":")[0].split(">")
    table.router.activate(source)
    pick = table.hand.pick
    assert pick is not None
    elsewhere = next(str(n) for n in range(1, 11) if n not in pick.drops and str(n) != source)
    table.router.activate(elsewhere)
    assert marked(said(screen)[0])  # "Column 3 cannot take it", of a pile named in English
    table.router.activate(source)
    table.router.activate(source)
    assert marked(said(screen)[0])  # put back
    table.router.activate(source)
    table.router.activate(target)
    assert marked(said(screen)[0])  # a move described in English, and what followed by itself
    table.router.act("undo")
    assert marked(said(screen)[0])
    table.router.act("redo")
    assert marked(said(screen)[0])
    table.router.act("hint")
    assert marked(told(screen))
    table.enter(lambda: table.hand.send(source, 99))
    assert marked(told(screen))  # only the top card can move
    table.router.act("deal")
    table.router.act("undo")
    assert marked(told(screen))  # a deal cannot be undone


def test_a_hint_with_nothing_to_hint_and_a_card_with_nowhere_to_go_are_told():
    game = make_game("spider-4", ["9S 5H", "6S", "6C", "ad KS", *FULL])  # a card face down: no finish offered
    game.play("1>2")
    table, screen = table_at(fresh(game))
    assert marked(said(screen)[0])  # a game from a position
    table.router.act("hint")
    assert marked(told(screen))
    table.enter(lambda: table.hand.send("4"))
    assert marked(told(screen))
    table.enter(lambda: table.hand.send("1"))
    assert marked(told(screen))  # nothing there


def test_a_deal_that_would_cover_an_empty_column_is_warned_of():
    table, screen = table_at(fresh(make_game("beetle", ["KS", "", "", "QH"], stock="AH " * 10)))
    table.router.act("deal")
    assert marked(screen.sent["once"]["stockNote"]["text"])


def test_the_panels_and_the_copies_tell_what_they_did():
    table, screen = table_of("beetle", "7")
    table.router.act("export")
    assert marked(told(screen))
    table.router.control({"imported": "not a file of statistics"})
    assert marked(told(screen))
    table.router.control({"action": "reset-stats", "choice": "beetle"})
    table.router.control({"answer": "yes", "question": "reset"})
    assert marked(told(screen))
    for action in ("copy-link", "copy-position", "send", "copy-transfer"):
        table.router.act(action)
        for done in (True, False):
            table.router.control({"copied": done})
            assert marked(told(screen)), (action, done)


def test_the_questions_are_worded_whole_in_the_language_spoken():
    table, screen = table_of("beetle", "7")
    table.router.control({"action": "reset-stats", "choice": "beetle"})
    asked = [screen.sent["question"]]
    table.router.control({"answer": "no", "question": "reset"})
    link = pack(PlayerData(Store(FakeStorage())).transfer(1_780_000_000_000, saved_spider()))
    table.enter(lambda: table.sending.received(link))
    asked.append(screen.sent["question"])
    table.router.control({"answer": "no", "question": "transfer"})
    asked.append(screen.sent["question"])
    assert [question["kind"] for question in asked] == ["reset", "transfer", "transfer-game"]
    for question in asked:
        for part in ("title", "text", "yes", "no"):
            found = sentences(question[part])
            assert all(map(marked, found)), (part, question)
            assert len(found) == (3 if (part, question["kind"]) == ("text", "transfer") else 1), (part, question)


@pytest.mark.parametrize("verdict", ["unavailable", "unknown", "unwinnable"])
def test_the_solver_s_answers_are_told(verdict):
    table, screen = table_of("spider", "7-1")
    table.solving.solver = Answering(verdict)
    asyncio.run(table.solving._show_me(table.solving.showing))
    assert marked(told(screen))


@pytest.mark.parametrize("verdict", ["unavailable", "unknown"])
def test_a_winnable_deal_not_found_is_told_with_the_deal_dealt_instead(verdict):
    table, screen = table_of("spider", "7-1")
    table.solving.solver = Answering(verdict)
    table.solving.finding_now = True
    asyncio.run(table.solving._find_winnable(table.game.variant, table.solving.finding))
    assert marked(told(screen))
    table.solving.finding_now = True
    table.enter(table.solving.stop)
    assert marked(told(screen))


def test_every_game_has_its_winnable_note():
    assert {variant.unseen for variant in VARIANTS.values()} == set(WINNABLE)
    assert all(marked(language._(note)) for note in WINNABLE.values())


def test_a_game_taken_back_and_a_language_not_loaded_are_told():
    table, screen = table_of("spider", "7-1")
    for _ in range(2):
        table.enter(lambda: table.hand.play(parse_move(table.game.legal_moves()[0])))
    table.turning.answer = (tuple(table.game.record), 1)
    table.model = table.model.noting(stalled=language.said("No move helps any more."), turn_back=1)
    table.router.act("turn-back")
    assert marked(told(screen))
    asyncio.run(table._speak("de"))  # the recording screen has no catalogs
    assert marked(told(screen))


def test_the_english_of_the_sentences_rewritten_whole_is_as_it_was():
    language.speak(language.SOURCE, None)
    table, screen = table_of("spider", "7-1")
    assert said(screen)[0] == "New game: Spider, one suit, deal 7-1."
    table.router.act("daily")
    assert said(screen)[0].startswith("New game: Spider, one suit, the deal of the day of 30 Nov 2026, ")
    table.enter(lambda: table.hand.send("1", 99))
    assert told(screen) == "Only the top 1 card can move from there."
    table.router.control({"day": "2027-01-05"})
    problem = screen.state.notes.day_problem
    assert problem is not None and problem() == "The deal of 5 Jan 2027 is not out yet."
    beetle, screen = table_at(fresh(make_game("beetle", ["KS", "", "", "QH"], stock="AH " * 10)))
    beetle.router.act("deal")
    assert screen.sent["once"]["stockNote"]["text"] == (
        "Columns 2, 3, 5, 6, 7, 8, 9, 10 are empty: the deal will cover it. Deal again to go ahead."
    )
    start = choose_start("?game=spider&deal=7-1&daily=2026-11-30", None, "spider-1")
    assert start.problem == (
        "That link's deal opens, but not as a deal of the day: it is not the deal of the day of 30 Nov 2026."
    )
