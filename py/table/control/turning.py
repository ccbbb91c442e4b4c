"""Where a stalled game slipped away: once nothing helps any more, the solver looks back over the
game's own moves for the last position it can still win from (`solitaire.solver.turning`, a
question at a time, through its worker, so the table stays playable), and the stalled note then
says so and offers to go back there. A game taken back counts as won with help if it is won.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from solitaire import Game
from solitaire.solver import solvable
from solitaire.solver.turning import Bisection

from ..play.game_in_play import GameInPlay
from ..show.effects import Effects
from ..show.language import _, number, said, wording
from ..show.result import LOOKING_BACK, turn_back, turning_note
from ..show.state import Model
from .background import Background
from .solving import Solver

TURN_SECONDS = 3.0  # the worker's budget for each position of the game it is asked about


class Lookout(Protocol):
    """What the look back needs of the table (control/desk.py's Desk has all of it)."""

    playing: GameInPlay
    model: Model
    effects: Effects

    @property
    def game(self) -> Game: ...
    def put_down(self) -> None: ...
    def later(self, name: str, ms: int, action: Callable[[], None]) -> None: ...


class Turning:
    def __init__(self, desk: Lookout, solver: Solver, background: Background) -> None:
        self.desk = desk
        self.solver = solver
        self.background = background
        self.looked: tuple[str, ...] | None = None  # the moves of the game looked back over
        self.answer: tuple[tuple[str, ...], int | None] | None = None  # those moves, and what was found

    def stalled(self) -> None:
        """The stalled note is up: look back over the game (once for each line of play), or say
        again what a look over these very moves found."""
        game = self.desk.game
        record = tuple(game.record)
        if not record or not solvable(game.variant):
            return
        if self.answer is not None and self.answer[0] == record:
            self._show(*self.answer)
            return
        if record == self.looked:
            return  # still looking
        self.looked = record
        self.desk.model = self.desk.model.noting(turning=said(LOOKING_BACK), turn_back=None)
        self.background.spawn(self._look(Bisection(game), record))  # it keeps the history as it is now

    async def _look(self, bisection: Bisection, record: tuple[str, ...]) -> None:
        while (probe := bisection.next_probe()) is not None:
            if self.looked != record:
                return  # another look has begun
            text = bisection.game_at(probe).to_text()
            answer = await self.solver.ask(text, TURN_SECONDS, shorten=False)
            bisection.learn(probe, [str(move) for move in answer.moves] if answer.verdict == "won" else None)
        found = None if bisection.best is None else bisection.best[0]
        self.answer = record, found
        self.desk.later("turning", 0, lambda: self._show(record, found))

    def _show(self, record: tuple[str, ...], found: int | None) -> None:
        if tuple(self.desk.game.record) != record or self.desk.model.notes.stalled is None:
            return  # the game has moved on
        moves = len(record)
        note = wording(turning_note, found, moves)
        self.desk.model = self.desk.model.noting(turning=note, turn_back=turn_back(found, moves))

    def go_back(self) -> None:
        """Takes the game back to the last position the solver wins from."""
        game = self.desk.game
        if self.answer is None or self.answer[0] != tuple(game.record) or self.desk.model.notes.turn_back is None:
            return
        moves = self.desk.model.notes.turn_back
        self.desk.put_down()
        self.desk.playing.back_to(moves)
        self.desk.model = self.desk.model.stalled_as(None)
        back = _(
            "Back after move {move}: the solver can win from here. Won from here, the game counts as won with help."
        )
        self.desk.effects.tell(back.format(move=number(moves)))
