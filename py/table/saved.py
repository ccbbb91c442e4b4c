"""A game in progress as stored: its opening and its moves, small and replayable.

The opening is the deal code (or, for a game opened from a position link, the position's
board text); replaying the moves through the engine rebuilds the position, the counters and
the undo history exactly as the rules allow.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Any

from solitaire import VARIANTS, Game, from_text, new_game
from solitaire.daily import daily_deal


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
            round(seconds, 1),
            started,
            ended,
            beat,
            daily,
        )

    @property
    def in_progress(self) -> bool:
        return self.started and not self.ended

    def restore(self) -> Game:
        """The game as it was; ValueError if the saved moves do not replay."""
        game = self.start()
        game.resume(self.record, self.undone, self.undos)
        return game

    def start(self) -> Game:
        """The game's opening, before any move."""
        if self.deal is not None:
            return new_game(VARIANTS[self.variant].game, self.deal)
        assert self.opening is not None
        return from_text(self.opening)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> SavedGame:
        """A saved game from stored JSON, checked by replaying it; ValueError if it is not."""
        if not isinstance(data, dict) or set(data) | {"daily"} != set(cls.__dataclass_fields__):
            raise ValueError("not a saved game")  # a game saved before deals of the day has no `daily`
        types = {"record": list, "undone": list, "undos": int, "started": bool, "ended": bool}
        for name, kind in types.items():
            if type(data[name]) is not kind:
                raise ValueError(f"{name} has the wrong type")
        if not all(isinstance(m, str) for m in data["record"] + data["undone"]):
            raise ValueError("moves must be written as text")
        if data["variant"] not in VARIANTS or (data["deal"] is None) == (data["opening"] is None):
            raise ValueError("it names no deal or position of ours")
        if type(data["seconds"]) not in (int, float) or data["seconds"] < 0 or data["undos"] < 0:
            raise ValueError("its counters are out of range")
        saved = cls(**data)
        if saved.daily is not None:
            if not isinstance(saved.daily, str) or saved.deal is None:
                raise ValueError("its day is not a date")
            if daily_deal(saved.variant, date.fromisoformat(saved.daily)) != saved.deal:
                raise ValueError("it is not the deal of the day it says")
        restored = saved.restore()  # raises ValueError (IllegalMove) if the moves do not fit
        if restored.variant.id != saved.variant:
            raise ValueError("its deal belongs to another game")
        return saved
