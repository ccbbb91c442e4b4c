"""A game in progress as stored: where it began and its moves, small and replayable.

It began from its deal code, or, for a game opened from a position link, from its opening: the
position's board text. Replaying the moves through the engine rebuilds the position, the
counters and the undo history exactly as the rules allow. Read back from storage by schema.py.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import asdict, dataclass, field
from typing import Any

from solitaire import VARIANTS, Game, from_text, new_game

MAX_SECONDS = 10**9  # on a game's clock: about 31 years, so a value beyond is no clock of ours


@dataclass(frozen=True)
class SavedGame:
    variant: str
    deal: str | None  # the deal code, or None for a game opened from a position
    opening: str | None  # the position's board text when there is no deal code
    record: list[str] = field(default_factory=list)
    undone: list[str] = field(default_factory=list)  # what redo would replay
    undos: int = 0
    seconds: float = 0.0  # on the clock, which starts at the first move
    started: bool = False  # a move was made: the game counts as played
    ended: bool = False  # won (and recorded in the statistics)
    beat: str | None = None  # a challenge's result to beat, as `moves-seconds`
    daily: str | None = None  # for a deal of the day, its day: `2026-11-30`
    helped: bool = False  # the solver helped: a line shown and played, or the game taken back
    id: str | None = None  # which game this is, whichever tab plays it (None: saved before games had one)

    @classmethod
    def of(
        cls,
        game: Game,
        *,
        deal: str | None,
        opening: str | None,
        seconds: float,
        started: bool,
        ended: bool,
        beat: str | None,
        daily: str | None = None,
    ) -> SavedGame:
        """`game` as it stands, begun from `deal` (a deal code) or else from `opening` (board text)."""
        return cls(
            game.variant.id,
            deal,
            None if deal else opening,
            game.record,
            game.undone,
            game.undos,
            min(round(seconds, 1), MAX_SECONDS),
            started,
            ended,
            beat,
            daily,
        )

    @property
    def identity(self) -> str:
        """Which game this is: its id, or for a game saved before games had one, a name made
        from where it began (so that two tabs resuming it agree)."""
        if self.id is not None:
            return self.id
        began = json.dumps([self.variant, self.deal, self.opening, self.daily, self.beat])
        return hashlib.sha256(began.encode()).hexdigest()[:16]

    @property
    def steps(self) -> int:
        """Every move, undo and redo adds one: of two copies of one game (two tabs playing it), the
        one with more steps was played on further."""
        return len(self.record) + 2 * self.undos

    @property
    def in_progress(self) -> bool:
        return self.started and not self.ended

    def restore(self) -> Game:
        """The game as it was; ValueError if the saved moves do not replay."""
        game = self.opened()
        game.resume(self.record, self.undone, self.undos)
        return game

    def opened(self) -> Game:
        """The game at its opening, before any move."""
        if self.deal is not None:
            return new_game(VARIANTS[self.variant].game, self.deal)
        assert self.opening is not None
        return from_text(self.opening)

    def to_json(self) -> dict[str, Any]:
        saved = asdict(self)
        if self.id is None:
            del saved["id"]  # as it was stored
        return saved


def new_name() -> str:
    """A name for a game just begun, or for this browser among the player's devices: 64 random
    bits, in hexadecimal."""
    return f"{random.getrandbits(64):016x}"
