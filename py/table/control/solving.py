"""The solver at the table: whether the game can still be won, "show me", and winnable deals.

The search runs in the solver's web worker (solver_client), one question at a time, so the table
answers every tap at once. This module decides what to ask and what to do with the answers:
answers are kept by position, and a winning line teaches the answer for every position along
it, so playing on along a known line (or undoing back to one) needs no new search. An answer
about a position the table has left is kept but not shown; the position now on the table is
asked about next.

It knows the table only through `Seat` and speaks only through `Voice`, so it imports neither.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Coroutine
from typing import Any, Literal, Protocol

from solitaire import Game, Variant, deal_code, from_text
from solitaire.deals import SHUFFLES, opening
from solitaire.moves import Move
from solitaire.solver import Verdict

from ..browser.solver_worker import Answer, Solver
from ..storage.settings import Settings

LIVE_SECONDS = 5.0  # the live verdict's budget for each position
SHOW_ME_SECONDS = 10.0
STEP_SECONDS = 0.5  # between the moves "show me" plays
DEAL_SECONDS = 5.0  # the budget for each deal tried for a winnable game
DEAL_TRIES = 12
PATIENCE = 120.0  # seconds beyond its budget before an answer is given up for lost

Status = Verdict | Literal["asking"]  # what the "Winnable" counter shows
Known = tuple[Verdict, list[Move]]  # what the solver found, and a winning line when "won"


class Seat(Protocol):
    """What the solver needs of the table: the game on it, the settings, and its two ways in."""

    @property
    def game(self) -> Game: ...
    @property
    def settings(self) -> Settings: ...
    def play(self, move: Move) -> bool: ...
    def deal_new(self, game: Game, note: str | None = None) -> None: ...


class Voice(Protocol):
    """How the solver speaks to the player (the page)."""

    def show_verdict(self, status: Status | None) -> None: ...
    def tell(self, text: str, *, alert: bool = False) -> None: ...
    def warn(self, text: str) -> None: ...
    def report(self, error: BaseException) -> None: ...


class Solving:
    def __init__(self, seat: Seat, voice: Voice, solver: Solver) -> None:
        self.seat = seat
        self.voice = voice
        self.solver = solver
        self.known: dict[str, Known] = {}  # board text -> what the solver found
        self.asking = False  # a live question is with the worker
        self.showing = 0  # counts "show me" runs; a run stops when it is no longer the latest
        self.finding = 0  # the same for looking for a winnable deal
        self.finding_now = False
        self.chooser = random.Random()
        self.tasks: set[asyncio.Future[None]] = set()  # kept until done, so none is collected midway

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Runs `work` in the background; an error in it is reported, never lost."""
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Future[None]) -> None:
        self.tasks.discard(task)
        error = None if task.cancelled() else task.exception()
        if error is not None:
            self.voice.report(error)

    # The live verdict ------------------------------------------------------------------------

    def position_changed(self) -> None:
        """After every change on the table: show what is known, or ask (unless already asking)."""
        game = self.seat.game
        if not self.seat.settings.live_verdict or game.won:
            self.voice.show_verdict(None)
            return
        text = game.to_text()
        known = self.known.get(text)
        if known is not None:
            self.voice.show_verdict(known[0])
        else:
            self.voice.show_verdict("asking")
            if not self.asking:
                self.asking = True
                self._spawn(self._ask_live(text))

    async def _ask_live(self, text: str) -> None:
        try:
            await self._learn(text, LIVE_SECONDS)
        finally:
            self.asking = False
        self.position_changed()  # shows the answer, or asks about the position now on the table

    async def _learn(self, text: str, seconds: float) -> Known:
        """Asks the worker about the position in `text` and keeps the answer."""
        try:
            # The worker answers one question at a time: this one may wait for others first.
            answer = await asyncio.wait_for(self.solver.ask(text, seconds), seconds + PATIENCE)
        except TimeoutError:
            answer = Answer("error", message="no answer (did the worker start?)")
        if answer.verdict == "won":
            self._learn_line(text, answer.moves)
        elif answer.verdict == "unwinnable":
            self.known[text] = ("unwinnable", [])
        else:
            # Not decided in time (or the worker failed: it says why in the console). "Show me"
            # asks again, with a longer budget.
            if answer.verdict == "error":
                self.voice.warn(f"The solver could not answer: {answer.message}")
            self.known[text] = ("unknown", [])
        return self.known[text]

    def _learn_line(self, text: str, line: list[Move]) -> None:
        """Every position along a winning line can still be won, by the rest of the line."""
        game = from_text(text)
        for index, move in enumerate(line):
            self.known[game.to_text()] = ("won", line[index:])
            game.play_move(move)

    # Show me -----------------------------------------------------------------------------------

    def show_me(self) -> None:
        self.showing += 1
        self._spawn(self._show_me(self.showing))

    def stop(self) -> None:
        """The player takes over: a line being shown stops, and so does a look for a deal."""
        self.showing += 1
        if self.finding_now:
            self.finding += 1
            self.finding_now = False
            self.voice.tell("Stopped looking for a winnable deal.")

    async def _show_me(self, run: int) -> None:
        text = self.seat.game.to_text()
        verdict, line = self.known.get(text, ("unknown", []))
        if verdict == "unknown":
            self.voice.tell("Looking for a winning line…")
            verdict, line = await self._learn(text, SHOW_ME_SECONDS)
        if run != self.showing or self.seat.game.to_text() != text:
            return  # the player played on meanwhile
        if verdict == "unwinnable":
            self.voice.tell(
                "No line wins from here: this game can no longer be won. Undo may reach a position that can."
            )
            return
        if verdict != "won":
            self.voice.tell(f"No winning line found in {SHOW_ME_SECONDS:g} seconds.")
            return
        if not line:
            return
        self.voice.tell(f"A winning line of {len(line)} moves. Tap the table to take over; each move can be undone.")
        for move in line:
            await asyncio.sleep(STEP_SECONDS)
            if run != self.showing or self.seat.game.to_text() != text:
                return
            if not self.seat.play(move):
                return
            text = self.seat.game.to_text()

    # Winnable deals ------------------------------------------------------------------------------

    def deal_winnable(self, variant: Variant) -> None:
        """Deals a new game of `variant` once the solver has won one; the table stays playable
        meanwhile, and a tap on it stops the look."""
        self.finding += 1
        self.finding_now = True
        self._spawn(self._find_winnable(variant, self.finding))

    async def _find_winnable(self, variant: Variant, run: int) -> None:
        for tried in range(1, DEAL_TRIES + 1):
            self.voice.tell(f"Looking for a deal the solver can win… (deal {tried})")
            game = self._random_deal(variant)
            verdict, _ = await self._learn(game.to_text(), DEAL_SECONDS)
            if run != self.finding:
                return
            if verdict == "won":
                self.finding_now = False
                note = f"Winnable with perfect play: the solver saw every card, {variant.unseen} too."
                self.seat.deal_new(game, note)
                return
        self.finding_now = False
        note = f"The solver won none of {DEAL_TRIES} deals tried in time: this deal is not checked."
        self.seat.deal_new(self._random_deal(variant), note)

    def _random_deal(self, variant: Variant) -> Game:
        number = self.chooser.randrange(SHUFFLES)
        return Game(variant, opening(variant, number), deal_code(variant, number))
