"""The solver at the table: whether the game can still be won, "show me", and winnable deals.

The search runs in the solver's web worker (solver_client), one question at a time, so the table
answers every tap at once. This module decides what to ask and what to do with the answers:
answers are kept by position, and a winning line teaches the answer for every position along
it, so playing on along a known line (or undoing back to one) needs no new search. An answer
about a position the table has left is kept but not shown; the position now on the table is
asked about next.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any

from solitaire import Game, Variant, deal_code, from_text
from solitaire.deals import SHUFFLES, opening

from .solver_client import Answer, ask

if TYPE_CHECKING:
    from .play import Table

LIVE_SECONDS = 5.0  # the live verdict's budget for each position
SHOW_ME_SECONDS = 10.0
STEP_SECONDS = 0.5  # between the moves "show me" plays
DEAL_SECONDS = 5.0  # the budget for each deal tried for a winnable game
DEAL_TRIES = 12
PATIENCE = 120.0  # seconds beyond its budget before an answer is given up for lost

Ask = Callable[[str, float], Awaitable[Answer]]
Known = tuple[str, list[str]]  # a verdict ("won", "unwinnable", "unknown") and a winning line

# What the counter "Winnable" shows, after the solver saw every card.
STATUS_TEXT = {"asking": "checking…", "won": "yes", "unwinnable": "no longer", "unknown": "can't tell"}


class Solving:
    def __init__(self, table: Table, page: Any, ask_solver: Ask = ask) -> None:
        self.table = table
        self.page = page
        self.ask = ask_solver
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
        if not task.cancelled() and task.exception() is not None:
            self.page.report(task.exception())

    # The live verdict ------------------------------------------------------------------------

    def position_changed(self) -> None:
        """After every change on the table: show what is known, or ask (unless already asking)."""
        game = self.table.game
        if not self.table.memory.settings.live_verdict or game.won:
            self.page.show_verdict(None)
            return
        text = game.to_text()
        known = self.known.get(text)
        if known is not None:
            self.page.show_verdict(STATUS_TEXT[known[0]], known[0])
        else:
            self.page.show_verdict(STATUS_TEXT["asking"], "asking")
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
            answer = await asyncio.wait_for(self.ask(text, seconds), seconds + PATIENCE)
        except TimeoutError:
            answer = {"verdict": "error", "moves": [], "seconds": 0.0, "message": "no answer (did the worker start?)"}
        verdict = answer["verdict"]
        if verdict == "won":
            self._learn_line(text, answer["moves"])
        elif verdict == "unwinnable":
            self.known[text] = (verdict, [])
        else:
            # Not decided in time (or the worker failed: it says why in the console). "Show me"
            # asks again, with a longer budget.
            if verdict == "error":
                self.page.window.console.warn(f"The solver could not answer: {answer['message']}")
            self.known[text] = ("unknown", [])
        return self.known[text]

    def _learn_line(self, text: str, line: list[str]) -> None:
        """Every position along a winning line can still be won, by the rest of the line."""
        game = from_text(text)
        for index, move in enumerate(line):
            self.known[game.to_text()] = ("won", line[index:])
            game.play(move)

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
            self.page.tell("Stopped looking for a winnable deal.")

    async def _show_me(self, run: int) -> None:
        text = self.table.game.to_text()
        verdict, line = self.known.get(text, ("unknown", []))
        if verdict == "unknown":
            self.page.tell("Looking for a winning line…")
            verdict, line = await self._learn(text, SHOW_ME_SECONDS)
        if run != self.showing or self.table.game.to_text() != text:
            return  # the player played on meanwhile
        if verdict == "unwinnable":
            self.page.tell(
                "No line wins from here: this game can no longer be won. Undo may reach a position that can."
            )
            return
        if verdict != "won":
            self.page.tell(f"No winning line found in {SHOW_ME_SECONDS:g} seconds.")
            return
        if not line:
            return
        self.page.tell(f"A winning line of {len(line)} moves. Tap the table to take over; each move can be undone.")
        for move in line:
            await asyncio.sleep(STEP_SECONDS)
            if run != self.showing or self.table.game.to_text() != text:
                return
            if not self.table.play(move):
                return
            text = self.table.game.to_text()

    # Winnable deals ------------------------------------------------------------------------------

    def deal_winnable(self, variant: Variant) -> None:
        """Deals a new game of `variant` once the solver has won one; the table stays playable
        meanwhile, and a tap on it stops the look."""
        self.finding += 1
        self.finding_now = True
        self._spawn(self._find_winnable(variant, self.finding))

    async def _find_winnable(self, variant: Variant, run: int) -> None:
        for tried in range(1, DEAL_TRIES + 1):
            self.page.tell(f"Looking for a deal the solver can win… (deal {tried})")
            number = self.chooser.randrange(SHUFFLES)
            game = Game(variant, opening(variant, number), deal_code(variant, number))
            verdict, _ = await self._learn(game.to_text(), DEAL_SECONDS)
            if run != self.finding:
                return
            if verdict == "won":
                self.finding_now = False
                seen = "every card, face-down ones too" if variant.game == "spider" else "every card, the stock's too"
                self.table.deal_new(game, f"Winnable with perfect play: the solver saw {seen}.")
                return
        self.finding_now = False
        number = self.chooser.randrange(SHUFFLES)
        unchecked = Game(variant, opening(variant, number), deal_code(variant, number))
        self.table.deal_new(
            unchecked, f"The solver won none of {DEAL_TRIES} deals tried in time: this deal is not checked."
        )
