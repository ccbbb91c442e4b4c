"""Cards in the player's hand: what was picked up, how many, and where they may go; and where
a double-tap sends them.

Pure: the rules come from the engine (`Game.liftable`, `Game.drops`); this only keeps the
player's choice of how many cards to take, which matters when dropping into an empty column.
A pick names its cards, so that whatever changes the game while they are held (undo, redo, a
deal, a new game, a solver's step, a link) it is either kept, holding exactly those cards where
they now are, or put back (`kept`): the table never draws a pick the game no longer backs.
"""

from __future__ import annotations

from dataclasses import dataclass

from solitaire import Game
from solitaire.cards import Card
from solitaire.moves import Move


@dataclass(frozen=True)
class Pick:
    source: str  # a pile: "3", "r", "w", "s"
    count: int  # cards in hand, from the top of the pile
    most: int  # the most that may be lifted together
    drops: dict[int, Move]  # target pile number -> the move that drops the cards there
    cards: tuple[Card, ...] = ()  # the cards in hand, bottom first

    def kept(self, game: Game) -> Pick | None:
        """This pick as `game` now stands, if its pile still holds exactly these cards on top
        and they may still be lifted together (with where they may go now); None: put back."""
        again = pick_up(game, self.source, self.count)
        return again if again is not None and again.count == self.count and again.cards == self.cards else None

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
    cards = tuple(game.variant.cards_taken(game.position, Move(source, 0, count)))
    return Pick(source, count, most, game.drops(source, count), cards)


def best_move(game: Game, source: str, count: int) -> Move | None:
    """Where a double-tap sends the top `count` cards of `source`, None if nowhere: onto a card
    one rank higher of their own suit, else onto any card that takes them, else into an empty
    pile (never a whole pile into an empty one, which changes nothing). A move that finishes a
    run or set comes first; among equals, the pile that can then lift the most cards together,
    then the bigger pile, then the first."""
    variant, position = game.variant, game.position
    if not 0 < count <= game.liftable(source):
        return None
    whole = source.isdecimal() and len(position.columns[int(source) - 1].cards) == count
    ranked: list[tuple[int, int, int, int, int, Move]] = []
    for target, move in game.drops(source, count).items():
        if variant.cards_moved(position, move) != count:
            continue  # the pile takes only some of them
        under = position.columns[target - 1].top
        if under is None and whole:
            continue
        moving = variant.cards_taken(position, move)[0]
        kind = 2 if under is None else 0 if under.suit == moving.suit else 1
        after = variant.play(position, move)
        together = variant.liftable(after, str(target))
        finished = len(after.done) - len(position.done)
        ranked.append((-finished, kind, -together, -len(position.columns[target - 1]), target, move))
    return min(ranked)[-1] if ranked else None
