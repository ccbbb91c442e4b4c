"""The solver at the table, with the worker stood in for by the solver itself under CPython."""

from __future__ import annotations

import asyncio
from typing import Any

from builders import make_game
from solitaire import Game, IllegalMove, from_text, new_game
from solitaire.moves import Move, parse_move
from solitaire.solver import solve
from table.control import solving
from table.control.solving import Answer, Solving
from table.storage.settings import Settings

NEAR_WIN = ["KS QS JS TS 9S 8S 7S", "6S 5S 4S", "3S 2S AS"]  # spider-1, seven runs gone


class FakePage:
    """The Voice: what the solver shows and says."""

    def __init__(self) -> None:
        self.verdicts: list[str | None] = []
        self.finishes: list[bool] = []
        self.told: list[str] = []

    def show_verdict(self, status: str | None) -> None:
        self.verdicts.append(status)

    def offer_finish(self, offered: bool) -> None:
        self.finishes.append(offered)

    def tell(self, text: str, *, alert: bool = False) -> None:
        self.told.append(text)

    def warn(self, text: str) -> None:
        self.told.append(text)

    def report(self, error: BaseException) -> None:
        raise AssertionError("background work failed") from error


class FakeTable:
    """The Seat: the game on the table, the settings, playing, and dealing anew; and the solver
    itself standing in for its worker."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.settings = Settings(live_verdict=True)
        self.page = FakePage()
        self.played: list[Move] = []
        self.helped: list[bool] = []  # for each move played: was it the solver's help
        self.dealt: list[tuple[Game, str | None]] = []
        self.solving = Solving(self, self.page, self)
        self.asked: list[str] = []

    async def ask(self, text: str, seconds: float, *, shorten: bool = True) -> Answer:
        self.asked.append(text)
        verdict, moves = solve(from_text(text), seconds, nodes=20_000, shorten=shorten)
        return Answer(verdict, [parse_move(m) for m in moves])

    def play(self, move: Move, *, helped: bool = False) -> bool:
        try:
            self.game.play_move(move)
        except IllegalMove:
            return False
        self.played.append(move)
        self.helped.append(helped)
        self.solving.position_changed()
        return True

    def deal_new(self, game: Game, note: str | None = None) -> None:
        self.dealt.append((game, note))


def run(coroutine: Any) -> None:
    asyncio.run(coroutine)


async def settle() -> None:
    """Lets every task started so far run to its end."""
    for _ in range(50):
        await asyncio.sleep(0)
        pending = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        if not pending:
            return
        await asyncio.gather(*pending)


def test_a_winning_line_answers_for_every_position_along_it_without_asking_again():
    async def scenario() -> None:
        table = FakeTable(make_game("spider-1", NEAR_WIN, done="S S S S S S S"))
        table.solving.position_changed()
        await settle()
        asked = len(table.asked)  # none if the finish's quick look found the line first
        assert table.page.verdicts[-1] == "won" and asked <= 1
        table.play(table.solving.known[table.game.to_text()][1][0])
        assert table.page.verdicts[-1] == "won" and len(table.asked) == asked  # known at once

    run(scenario())


def test_a_lost_position_shows_no_longer_and_the_setting_off_hides_the_counter():
    async def scenario() -> None:
        game = make_game("spider-1", ["KS", "5S", "9S"], stock="QS JS TS 8S 7S 6S 4S 3S 2S AS", done="S S S S S S S")
        table = FakeTable(game)
        table.solving.position_changed()
        assert table.page.verdicts[-1] == "asking"
        await settle()
        assert table.page.verdicts[-1] == "unwinnable"
        table.settings = Settings(live_verdict=False)
        table.solving.position_changed()
        assert table.page.verdicts[-1] is None

    run(scenario())


def test_show_me_plays_the_line_to_a_win(monkeypatch):
    monkeypatch.setattr(solving, "STEP_SECONDS", 0)

    async def scenario() -> None:
        table = FakeTable(make_game("spider-1", NEAR_WIN, done="S S S S S S S"))
        table.solving.show_me()
        await settle()
        assert table.game.won and len(table.played) == 2
        assert table.helped == [True, True]  # the solver's help: the game is won with help

    run(scenario())


def test_a_move_of_the_players_own_stops_show_me(monkeypatch):
    monkeypatch.setattr(solving, "STEP_SECONDS", 0.01)

    async def scenario() -> None:
        table = FakeTable(new_game("spider", "2-1"))
        table.solving.show_me()
        while not table.played:  # noqa: ASYNC110 - polls a fake table that has no event to wait on
            await asyncio.sleep(0.01)
        table.solving.stop()  # the player taps the table
        await settle()
        assert 1 <= len(table.played) <= 2 and not table.game.won

    run(scenario())


def test_winnable_deals_only_deals_a_deal_the_solver_won_and_says_so():
    async def scenario() -> None:
        table = FakeTable(new_game("beehive", "4"))
        table.solving.deal_winnable(table.game.variant)
        await settle()
        ((game, note),) = table.dealt
        assert solve(game, 10, nodes=20_000)[0] == "won"
        assert note is not None and "Winnable with perfect play" in note

    run(scenario())


def test_a_finish_is_offered_once_all_is_face_up_and_a_line_is_known_and_plays_it_out(monkeypatch):
    monkeypatch.setattr(solving, "STEP_SECONDS", 0)
    monkeypatch.setattr(solving, "QUICKEST_STEP", 0)

    async def scenario() -> None:
        table = FakeTable(make_game("spider-1", NEAR_WIN, done="S S S S S S S"))
        table.settings = Settings()  # no live verdict: the finish looks for itself
        table.solving.position_changed()
        assert table.page.finishes[-1] is True  # found at once, by the quick look
        assert table.asked == []
        table.solving.finish()
        await settle()
        assert table.game.won and len(table.played) == 2
        assert table.helped == [False, False]  # a finish plays the player's own win out
        assert table.page.finishes[-1] is False  # nothing left to finish

    run(scenario())


def test_no_finish_while_cards_are_face_down_or_left_to_deal():
    hidden = make_game("spider-1", ["ks 2S", "QS JS TS 9S 8S 7S 6S 5S 4S 3S AS"], done="S S S S S S S")
    stocked = make_game("spider-1", ["KS QS", "JS"], stock="TS 9S 8S 7S 6S 5S 4S 3S 2S AS", done="S S S S S S S")
    assert solving.finishable(make_game("spider-1", NEAR_WIN, done="S S S S S S S"))
    assert not solving.finishable(hidden) and not solving.finishable(stocked)

    async def scenario() -> None:
        table = FakeTable(hidden)
        table.solving.position_changed()
        assert table.page.finishes == [False]
        table.solving.finish()  # asked for anyway: nothing happens
        await settle()
        assert table.played == []

    run(scenario())


def test_a_tap_stops_a_finish_and_it_is_offered_again(monkeypatch):
    monkeypatch.setattr(solving, "STEP_SECONDS", 0.01)

    async def scenario() -> None:
        line = ["KS QS JS TS 9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "AS"]
        table = FakeTable(make_game("spider-1", line, done="S S S S S S S"))
        table.solving.position_changed()
        await settle()
        table.solving.finish()
        while not table.played:  # noqa: ASYNC110 - polls a fake table that has no event to wait on
            await asyncio.sleep(0.01)
        table.solving.stop()
        await settle()
        assert 1 <= len(table.played) < 8 and not table.game.won
        table.solving.position_changed()
        assert table.page.finishes[-1] is True  # the rest of the line is known

    run(scenario())


def test_a_finish_the_quick_look_cannot_find_is_asked_of_the_worker(monkeypatch):
    monkeypatch.setattr(solving, "QUICK_NODES", 1)

    async def scenario() -> None:
        table = FakeTable(make_game("spider-1", NEAR_WIN, done="S S S S S S S"))
        table.settings = Settings()
        table.solving.position_changed()
        assert table.page.finishes[-1] is False
        await settle()
        assert len(table.asked) == 1 and table.page.finishes[-1] is True

    run(scenario())


class NoWorker(FakeTable):
    """A browser where the solver's worker cannot start: every question is answered so."""

    async def ask(self, text: str, seconds: float, *, shorten: bool = True) -> Answer:
        self.asked.append(text)
        return solving.parse('{"verdict": "unavailable", "message": "it did not start in time"}')


def test_a_solver_that_cannot_start_is_said_once_and_show_me_claims_no_search():
    async def scenario() -> None:
        table = NoWorker(new_game("spider", "1-1"))
        table.solving.show_me()
        await settle()
        assert solving.UNAVAILABLE in table.page.told
        assert not any(text.startswith("No winning line found") for text in table.page.told)
        move = next(m for m in table.game.legal_moves() if m != "d")
        assert table.play(parse_move(move))  # the live verdict asks about the new position...
        await settle()  # ...and the player is not told twice
        assert len(table.asked) == 2 and table.page.told.count(solving.UNAVAILABLE) == 1
        assert table.page.verdicts[-1] == "unknown"

        table.solving.deal_winnable(table.game.variant)  # a deal at once, said to be unchecked
        await settle()
        assert len(table.asked) == 3
        [(_, note)] = table.dealt
        assert note is not None and "not available" in note

    run(scenario())
