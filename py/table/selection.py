"""Cards in the player's hand: what was picked up, how many, and where they may go.

Pure: the rules come from the engine (`Game.liftable`, `Game.drops`); this only keeps the
player's choice of how many cards to take, which matters when dropping into an empty column.
"""

from __future__ import annotations

from dataclasses import dataclass

from solitaire import Game
from solitaire.moves import Move


@dataclass(frozen=True)
class Pick:
    source: str  # a pile: "3", "r", "w", "s"
    count: int  # cards in hand, from the top of the pile
    most: int  # the most that may be lifted together
    drops: dict[int, Move]  # target pile number -> the move that drops the cards there

    def more(self, game: Game) -> Pick | None:
        return pick_up(game, self.source, min(self.count + 1, self.most))

    def fewer(self, game: Game) -> Pick | None:
        return pick_up(game, self.source, max(self.count - 1, 1))


def pick_up(game: Game, source: str, count: int | None = None) -> Pick | None:
    """The cards lifted from `source`: the whole movable run, or `count` of it; None if nothing
    may be lifted there."""
    most = game.liftable(source)
    if not most:
        return None
    count = most if count is None else max(1, min(count, most))
    return Pick(source, count, most, game.drops(source, count))
