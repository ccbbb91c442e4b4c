"""The solver at the table: whether the game can still be won, "show me", the finish of a game
that needs no more choices, and winnable deals.

The search runs in the solver's web worker (browser/solver_worker.py), one question at a time, so the table
answers every tap at once. This module decides what to ask and what to do with the answers:
answers are kept by position, and a winning line teaches the answer for every position along
it, so playing on along a known line (or undoing back to one) needs no new search. An answer
about a position the table has left is kept but not shown; the position now on the table is
asked about next.

It knows the table only through `Seat` and speaks only through `Voice`, so it imports neither;
it asks through a `Solver`, and reads the worker's answers (`parse`): moves arrive as `Move`s.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass, field
from typing import Final, Literal, Protocol

from solitaire import Game, Variant, deal_code, from_text
from solitaire.deals import SHUFFLES, opening
from solitaire.moves import Move, parse_move
from solitaire.solver import Verdict, solvable, solve

from ..show.language import N_, _, n_, number
from ..show.result import Status
from ..storage.settings import SPEEDS, Settings
from .background import Background

LIVE_SECONDS = 5.0  # the live verdict's budget for each position
SHOW_ME_SECONDS = 10.0
STEP_SECONDS = 0.5  # between the moves "show me" plays, and a finish at the normal speed
FINISH_SECONDS = 5.0  # the worker's budget for the line a finish plays
QUICK_SECONDS, QUICK_NODES = 0.25, 3_000  # a look here first, bounded: most finishes need no more
QUICKEST_STEP = 0.08  # a finish with animations off still shows each move
DEAL_SECONDS = 5.0  # the budget for each deal tried for a winnable game
DEAL_TRIES = 12
PATIENCE = 120.0  # seconds beyond its budget before an answer is given up for lost

Known = tuple[Verdict, list[Move]]  # what the solver found, and a winning line when "won"


# What the player hears when the worker could not start in this browser (static/app/solver-worker.js
# answers "unavailable"): never a wait without end, never "no line found" when none was looked for.
UNAVAILABLE = N_("The solver is not available in this browser just now, so it cannot answer.")
# The note of a winnable deal, for each game's words for what the solver sees and the player does
# not (`Variant.unseen`, the engine's English): a whole sentence each (a test holds them to the games).
WINNABLE: Final = {
    "the face-down cards": N_("Winnable with perfect play: the solver saw every card, the face-down cards too."),
    "the stock's order": N_("Winnable with perfect play: the solver saw every card, the stock's order too."),
    "nothing: every card is face up": N_(
        "Winnable with perfect play: the solver saw every card, nothing: every card is face up too."
    ),
}


@dataclass(frozen=True)
class Answer:
    # "error": the worker could not search (`message` says why); "unavailable": it could not start.
    verdict: Verdict | Literal["error", "unavailable"]
    moves: list[Move] = field(default_factory=list)  # a winning line when "won"
    seconds: float = 0.0  # the search's time in the worker
    message: str = ""


class Solver(Protocol):
    """Whatever answers questions about positions: the worker in the page, the solver itself in
    tests."""

    async def ask(self, board_text: str, seconds: float, *, shorten: bool = True) -> Answer:
        """The answer about the position in `board_text`; with `shorten`, a win found early
        spends the rest of the budget on a shorter line."""


def parse(text: str) -> Answer:
    """The worker's JSON (`messages.SolverAnswer`) as an Answer; an answer that cannot be read is an
    error answer."""
    try:
        data = json.loads(text)
        verdict = data["verdict"]
        if verdict not in ("won", "unwinnable", "unknown", "error", "unavailable"):
            raise ValueError(f"unknown verdict {verdict!r}")
        moves = [parse_move(str(move)) for move in data.get("moves", [])]
        return Answer(verdict, moves, float(data.get("seconds", 0.0)), str(data.get("message", "")))
    except (ValueError, TypeError, KeyError) as error:
        return Answer("error", message=f"an answer that cannot be read ({error})")


class Seat(Protocol):
    """What the solver needs of the table: the game on it, the settings, and its two ways in."""

    @property
    def game(self) -> Game: ...
    @property
    def settings(self) -> Settings: ...
    def play(self, move: Move, *, helped: bool = False) -> bool: ...
    def deal_new(self, game: Game, note: str | None = None) -> None: ...


class Voice(Protocol):
    """How the solver speaks to the player (the page)."""

    def show_verdict(self, status: Status | None) -> None: ...
    def offer_finish(self, offered: bool) -> None: ...
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
        self.playing: int | None = None  # the run of the line being played ("show me", a finish)
        self.finish_asked: set[str] = set()  # positions asked about for a finish
        self.available = True  # false while the worker cannot start in this browser
        self.chooser = random.Random()
        self.background = Background(voice.report)

    # The live verdict ------------------------------------------------------------------------

    def position_changed(self) -> None:
        """After every change on the table: show what is known, or ask (unless already asking);
        and offer a finish when the rest of the game needs no choice."""
        self._offer_finish()
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
                self.background.spawn(self._ask_live(text))

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
            if answer.verdict == "unavailable":
                self.voice.warn(f"The solver's worker did not start: {answer.message}")
                if self.available:  # said once, not at every position the live verdict asks about
                    self.voice.tell(_(UNAVAILABLE), alert=True)
            self.known[text] = ("unknown", [])
        self.available = answer.verdict != "unavailable"  # the next question starts the worker anew
        return self.known[text]

    def _learn_line(self, text: str, line: list[Move]) -> None:
        """Every position along a winning line can still be won, by the rest of the line."""
        game = from_text(text)
        for index, move in enumerate(line):
            self.known[game.to_text()] = ("won", line[index:])
            game.play_move(move)

    # Finish ------------------------------------------------------------------------------------

    def _offer_finish(self) -> None:
        """The finish is offered once every card in play is face up, nothing is left to deal and a
        winning line is known (asked for, quietly, the first time such a position is reached)."""
        game = self.seat.game
        if (self.playing is not None and self.playing == self.showing) or not finishable(game):
            self.voice.offer_finish(False)
            return
        text = game.to_text()
        known = self.known.get(text)
        if known is None and text not in self.finish_asked:
            known = self._quick_look(game, text)
        self.voice.offer_finish(known is not None and known[0] == "won")
        # The live verdict asks about every position anyway, and offers it once answered.
        if known is None and text not in self.finish_asked and not self.seat.settings.live_verdict:
            self.finish_asked.add(text)
            self.background.spawn(self._ask_finish(text))

    def _quick_look(self, game: Game, text: str) -> Known | None:
        """A short search of a finishable position here, at once, instead of waiting for the
        worker (which may not have started): with every card face up and no stock the line is
        usually found within a few thousand positions, a fraction of a second. Bounded in time
        and positions, and in the table's own worker, it never holds the page."""
        verdict, line = solve(game, QUICK_SECONDS, QUICK_NODES)
        if verdict != "won":
            return None
        self._learn_line(text, [parse_move(move) for move in line])
        return self.known[text]

    async def _ask_finish(self, text: str) -> None:
        await self._learn(text, FINISH_SECONDS)
        if self.seat.game.to_text() == text:
            self._offer_finish()

    def finish(self) -> None:
        """Plays the known line out, a move at a time at the chosen speed; a tap stops it."""
        text = self.seat.game.to_text()
        verdict, line = self.known.get(text, ("unknown", []))
        if verdict != "won" or not finishable(self.seat.game):
            return
        self.showing += 1
        step = max(STEP_SECONDS * SPEEDS.get(self.seat.settings.speed, 1.0), QUICKEST_STEP)
        finishing = n_(
            "Finishing: {count} move. Tap the table to take over; each move can be undone.",
            "Finishing: {count} moves. Tap the table to take over; each move can be undone.",
            len(line),
        )
        self.voice.tell(finishing.format(count=number(len(line))))
        self.background.spawn(self._play_line(self.showing, text, line, step))

    async def _play_line(self, run: int, text: str, line: list[Move], step: float, *, helped: bool = False) -> None:
        """Plays `line` from the position `text`, a move each `step` seconds (`helped`: as the
        solver's help, or else as the player's own moves); stops as soon as the player takes over
        (or plays on)."""
        self.playing = run
        self.voice.offer_finish(False)
        try:
            for move in line:
                await asyncio.sleep(step)
                if run != self.showing or self.seat.game.to_text() != text:
                    return
                if not self.seat.play(move, helped=helped):
                    return
                text = self.seat.game.to_text()
        finally:
            if self.playing == run:
                self.playing = None
                self._offer_finish()

    # Show me -----------------------------------------------------------------------------------

    def show_me(self) -> None:
        self.showing += 1
        self.background.spawn(self._show_me(self.showing))

    def stop(self) -> None:
        """The player takes over: a line being shown stops, and so does a look for a deal."""
        self.showing += 1
        if self.finding_now:
            self.finding += 1
            self.finding_now = False
            self.voice.tell(_("Stopped looking for a winnable deal."))

    async def _show_me(self, run: int) -> None:
        text = self.seat.game.to_text()
        verdict, line = self.known.get(text, ("unknown", []))
        if verdict == "unknown":
            self.voice.tell(_("Looking for a winning line…"))
            verdict, line = await self._learn(text, SHOW_ME_SECONDS)
            if not self.available:
                return  # the player was told why
        if run != self.showing or self.seat.game.to_text() != text:
            return  # the player played on meanwhile
        if verdict == "unwinnable":
            self.voice.tell(
                _("No line wins from here: this game can no longer be won. Undo may reach a position that can.")
            )
            return
        if verdict != "won":
            seconds = round(SHOW_ME_SECONDS)
            none_found = n_(
                "No winning line found in {count} second.", "No winning line found in {count} seconds.", seconds
            )
            self.voice.tell(none_found.format(count=number(seconds)))
            return
        if not line:
            return
        found = n_(
            "A winning line of {count} move. Tap the table to take over; each move can be undone.",
            "A winning line of {count} moves. Tap the table to take over; each move can be undone.",
            len(line),
        )
        self.voice.tell(found.format(count=number(len(line))))
        await self._play_line(run, text, line, STEP_SECONDS, helped=True)

    # Winnable deals ------------------------------------------------------------------------------

    def deal_winnable(self, variant: Variant) -> None:
        """Deals a new game of `variant` once the solver has won one; the table stays playable
        meanwhile, and a tap on it stops the look."""
        self.finding += 1
        self.finding_now = True
        self.background.spawn(self._find_winnable(variant, self.finding))

    async def _find_winnable(self, variant: Variant, run: int) -> None:
        for tried in range(1, DEAL_TRIES + 1):
            self.voice.tell(_("Looking for a deal the solver can win… (deal {number})").format(number=tried))
            game = self._random_deal(variant)
            verdict = (await self._learn(game.to_text(), DEAL_SECONDS))[0]
            if run != self.finding:
                return
            if not self.available:
                break  # the player was told why: a deal not checked, at once
            if verdict == "won":
                self.finding_now = False
                self.seat.deal_new(game, _(WINNABLE[variant.unseen]))
                return
        self.finding_now = False
        note = (
            n_(
                "The solver won none of {count} deal tried in time: this deal is not checked.",
                "The solver won none of {count} deals tried in time: this deal is not checked.",
                DEAL_TRIES,
            ).format(count=DEAL_TRIES)
            if self.available
            else _("The solver is not available just now: this deal is not checked.")
        )
        self.seat.deal_new(self._random_deal(variant), note)

    def _random_deal(self, variant: Variant) -> Game:
        number = self.chooser.randrange(SHUFFLES)
        return Game(variant, opening(variant, number), deal_code(variant, number))


def finishable(game: Game) -> bool:
    """The rest of the game needs no choice but the order of its moves: not won, every card in
    play face up, and nothing left to deal (nor a waste to turn over); and the solver plays the
    game, since the line played out is its."""
    position = game.position
    return (
        solvable(game.variant)
        and not game.won
        and not position.stock
        and not game.can_deal
        and all(column.hidden == 0 for column in position.columns)
    )
