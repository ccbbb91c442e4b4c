"""What the last move moved: on each pile, how many of its top cards arrived there with it (the
run moved, a card dealt onto each column, the cards turned onto the waste, a set or run gone to
the foundation, a refill), which the page marks `data-last` until the next change. Pure.

Read from the two positions alone, the one the last move was played from and the one it left, so
it holds for every game, for an undo (the move now last is the one marked) and for a redo.
"""

from __future__ import annotations

from collections.abc import Sequence

from solitaire import Game
from solitaire.cards import Card

FOUNDATION = "foundation"


def arrived(before: Sequence[Card], after: Sequence[Card]) -> int:
    """How many of `after`'s top cards were not on the pile as `before`: past what they share
    from the bottom up."""
    shared = 0
    for old, new in zip(before, after, strict=False):
        if old != new:
            break
        shared += 1
    return len(after) - shared


def last_moved(game: Game) -> dict[str, int]:
    """Each pile (by its `data-pile`) that the last move brought cards to, with how many of its
    top cards came; nothing before the first move."""
    before = game.before_last
    if before is None:
        return {}
    after = game.position
    marks = {
        str(n): arrived(old.cards, new.cards)
        for n, (old, new) in enumerate(zip(before.columns, after.columns, strict=True), 1)
    }
    sides = {"w": (before.waste, after.waste), "r": (before.reserve, after.reserve)}  # as scene.py reads them
    for side in game.variant.side_piles:
        marks[side.key] = arrived(*sides[side.source])
    marks[FOUNDATION] = max(len(after.done) - len(before.done), 0)
    return {key: count for key, count in marks.items() if count > 0}
