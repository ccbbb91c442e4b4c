"""A game's score, as Windows' Spider counts it: 500 to start, a point off for every move, and
100 for every run (or set) finished; an undo costs a point as a move does, and the move it takes
back keeps its cost. A player may choose that undos cost nothing: then a move taken back gives
its point back. Every game of the family counts the same way, Beehive's sets of four as runs
(docs/rules.md). It may fall below zero in a long game.
"""

from __future__ import annotations

from .game import Game

START = 500
PER_MOVE = 1
PER_DONE = 100  # a run or a set finished


def score(game: Game, *, undos_count: bool = True) -> int:
    """The score of `game` as it stands (its undos counted against it, unless not `undos_count`)."""
    spent = game.moves + (2 * game.undos if undos_count else 0)  # an undo, and the move it took back
    return START + PER_DONE * game.completed - PER_MOVE * spent
