"""Statistics per variant: games played and won, streaks, and the best wins.

A game counts as played from its first move, and is recorded once, when it ends: won, or
left for another game. Values are plain data so the page can store them as JSON.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Result:
    """How one game ended."""

    won: bool
    moves: int
    seconds: float


@dataclass(frozen=True)
class Record:
    """One variant's statistics."""

    played: int = 0
    won: int = 0
    streak: int = 0  # wins in a row, up to the last game
    best_streak: int = 0
    fewest_moves: int | None = None  # of a win
    fastest: float | None = None  # seconds, of a win

    @property
    def win_rate(self) -> float:
        """Won over played, from 0 to 1 (0 before any game)."""
        return self.won / self.played if self.played else 0.0

    def after(self, result: Result) -> Record:
        if not result.won:
            return Record(self.played + 1, self.won, 0, self.best_streak, self.fewest_moves, self.fastest)
        streak = self.streak + 1
        return Record(
            self.played + 1,
            self.won + 1,
            streak,
            max(self.best_streak, streak),
            result.moves if self.fewest_moves is None else min(self.fewest_moves, result.moves),
            result.seconds if self.fastest is None else min(self.fastest, result.seconds),
        )

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> Record:
        """A record from stored JSON; ValueError if it is not one we could have written."""
        if not isinstance(data, dict) or set(data) != {f.name for f in fields(cls)}:
            raise ValueError("not a statistics record")
        counts = [data[name] for name in ("played", "won", "streak", "best_streak")]
        if not all(type(n) is int and n >= 0 for n in counts):
            raise ValueError("counts must be whole numbers, not negative")
        record = cls(**data)
        if record.won > record.played or record.streak > record.best_streak or record.best_streak > record.won:
            raise ValueError("the counts do not add up")
        for best in (record.fewest_moves, record.fastest):
            if (best is None) != (record.won == 0) or not (best is None or (type(best) in (int, float) and best >= 0)):
                raise ValueError("the best win does not match the wins")
        return record


def stats_to_json(stats: dict[str, Record]) -> dict[str, Any]:
    return {variant: record.to_json() for variant, record in sorted(stats.items())}


def stats_from_json(data: object, variants: set[str]) -> dict[str, Record]:
    """Every variant's record from stored JSON; ValueError naming the first that is wrong."""
    if not isinstance(data, dict):
        raise ValueError("statistics must be a table of variants")
    stats = {}
    for variant, record in data.items():
        if variant not in variants:
            raise ValueError(f"unknown variant {variant!r}")
        try:
            stats[variant] = Record.from_json(record)
        except (ValueError, TypeError) as error:
            raise ValueError(f"{variant}: {error}") from None
    return stats
