"""Statistics per variant: games played and won, streaks, and the best wins, on one device or several.

A game counts as played from its first move, and is recorded once, when it ends: won, or
left for another game. A win with help (the solver's line shown and played, or the game taken
back to where the solver could still win it) counts as a win and says so, but sets no best:
the fewest moves, the fastest time and the best score are the player's own. Values are plain data so the page
can store them as JSON (the page checks what it reads back).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any


@dataclass(frozen=True)
class Result:
    """How one game ended."""

    won: bool
    moves: int
    seconds: float
    helped: bool = False  # the solver helped: it showed a line, or took the game back
    score: int | None = None  # its score (solitaire.score), as the player chose to count undos


@dataclass(frozen=True)
class Record:
    """One variant's statistics."""

    played: int = 0
    won: int = 0
    streak: int = 0  # wins in a row, up to the last game
    best_streak: int = 0
    fewest_moves: int | None = None  # of a win
    fastest: float | None = None  # seconds, of a win
    helped: int = 0  # wins with the solver's help, counted in `won` too
    best_score: int | None = None  # of a win without help (none before scores were kept)

    @property
    def win_rate(self) -> float:
        """Won over played, from 0 to 1 (0 before any game)."""
        return self.won / self.played if self.played else 0.0

    def after(self, result: Result) -> Record:
        if not result.won:
            return replace(self, played=self.played + 1, streak=0)
        streak = self.streak + 1
        counted = replace(self, played=self.played + 1, won=self.won + 1, streak=streak)
        counted = replace(counted, best_streak=max(self.best_streak, streak))
        if result.helped:
            return replace(counted, helped=self.helped + 1)
        return replace(
            counted,
            fewest_moves=result.moves if self.fewest_moves is None else min(self.fewest_moves, result.moves),
            fastest=result.seconds if self.fastest is None else min(self.fastest, result.seconds),
            best_score=_best(self.best_score, result.score),
        )

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _best(best: int | None, score: int | None) -> int | None:
    return score if best is None else best if score is None else max(best, score)


def stats_to_json(stats: dict[str, Record]) -> dict[str, Any]:
    return {variant: record.to_json() for variant, record in sorted(stats.items())}


def combined(own: Record, others: list[Record]) -> Record:
    """One game's statistics over several devices: `own`, this device's, and the `others`'.
    Games, wins and wins with help add up; the bests are the best of any; the streak going on
    is this device's (the order of games across devices is not known)."""
    every = [own, *others]
    wins = [record for record in every if record.fewest_moves is not None]
    scores = [record.best_score for record in every if record.best_score is not None]
    return Record(
        played=sum(record.played for record in every),
        won=sum(record.won for record in every),
        streak=own.streak,
        best_streak=max(record.best_streak for record in every),
        fewest_moves=min((record.fewest_moves for record in wins if record.fewest_moves is not None), default=None),
        fastest=min((record.fastest for record in wins if record.fastest is not None), default=None),
        helped=sum(record.helped for record in every),
        best_score=max(scores, default=None),
    )
