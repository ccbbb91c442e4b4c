"""Hints and the stalled note, judged only from what the player can see.

A position is worth more the more runs or sets have left, cards are turned over, columns are
empty and cards lie on a card one rank higher (more still in suit, and nothing across suits in a
game that builds only in suit); in Beehive, the more cards
have left the beehive, the waste and the stock, and the bigger the piles. A hint is the move
that gains most at once; failing that, the first move of the shortest line of moves that gains
anything; failing that, the deal, or a move that lets the deal go ahead. A game with none of these is stalled.

Worth counts face-down cards but never reads them, nor the stock's order, and a line stops as
soon as a card would turn over, so what lies beneath never steers a hint.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from itertools import pairwise
from typing import Any, Final

from .game import Game
from .moves import DEAL_MOVE, Move, parse_move
from .position import Position
from .variants import Variant
from .variants.beehive import Beehive
from .variants.spider import SpiderFamily

SEARCH_LIMIT = 100  # positions looked at before giving up on a line that gains
DONE: Final = 1000  # each run or set gone to the foundation


class BeehiveWorth:
    """What counts in Beehive, per card or set; the solver measures its progress alike."""

    SET: Final = DONE
    IN_BEEHIVE: Final = -60
    IN_STOCK_OR_WASTE: Final = -50
    ON_A_PILE: Final = 20  # each card on a pile beyond the first


def worth(variant: Variant, position: Position) -> int:
    """How far along a position is, from the player's view, as its rule family measures it."""
    for family in type(variant).__mro__:
        measure = _WORTH.get(family)
        if measure is not None:
            return measure(variant, position)
    raise ValueError(f"no measure of progress for {variant.id}")


def _beehive_worth(variant: Beehive, position: Position) -> int:
    return (
        BeehiveWorth.SET * len(position.done)
        + BeehiveWorth.IN_BEEHIVE * len(position.reserve)
        + BeehiveWorth.IN_STOCK_OR_WASTE * (len(position.waste) + len(position.stock))
        + sum(BeehiveWorth.ON_A_PILE * (len(pile) - 1) for pile in position.columns if pile.cards)
    )


def _spider_worth(variant: SpiderFamily, position: Position) -> int:
    value = DONE * len(position.done)
    # A card on one of another suit one rank higher is worth something where cards build so.
    across = 10 if variant.landing.across_suits else 0
    for column in position.columns:
        if not column.cards:
            value += 50
            continue
        value -= 100 * column.hidden
        face_up = column.face_up
        for lower, upper in pairwise(face_up):
            if upper.rank == lower.rank - 1:
                value += 30 if upper.suit == lower.suit else across
    return value


# Each rule family's measure; a variant that subclasses a family measures as it does.
_WORTH: Final[dict[type[Variant], Callable[[Any, Position], int]]] = {
    SpiderFamily: _spider_worth,
    Beehive: _beehive_worth,
}


def hint(game: Game) -> str | None:
    """A move worth making now, `"d"` when only a deal is left, None when nothing is."""
    if game.won:
        return None
    variant, position = game.variant, game.position
    moves = [m for m in variant.legal_moves(position) if not m.is_deal and not _undoes(m, game.last_move)]
    now = worth(variant, position)
    gains = sorted(((worth(variant, variant.play(position, m)) - now, str(m)) for m in moves), reverse=True)
    if gains and gains[0][0] > 0:
        return gains[0][1]
    first, _ = _line_that_gains(variant, position, moves, now)
    if first is not None:
        return str(first)
    if _can_deal(variant, position):
        return "d"
    # Spider refuses to deal onto an empty column: fill one, losing the least.
    return next((m for _, m in gains if _can_deal(variant, variant.play(position, parse_move(m)))), None)


def stalled(game: Game) -> bool:
    """Not won, and nothing to do that could lead anywhere: no deal, now or after a move, no
    move that gains, no line of moves to a gain. A search that runs out of room counts as hope,
    so the note is never shown while a way on may exist."""
    if game.won:
        return False
    variant, position = game.variant, game.position
    moves = [m for m in variant.legal_moves(position) if not m.is_deal]
    if _can_deal(variant, position) or any(_can_deal(variant, variant.play(position, m)) for m in moves):
        return False
    now = worth(variant, position)
    if any(worth(variant, variant.play(position, m)) > now for m in moves):
        return False
    first, exhausted = _line_that_gains(variant, position, moves, now)
    return first is None and exhausted


def _can_deal(variant: Variant, position: Position) -> bool:
    return DEAL_MOVE in variant.legal_moves(position)


def _undoes(move: Move, last: Move | None) -> bool:
    return last is not None and not last.is_deal and move.source == str(last.target) and last.source == str(move.target)


def _reveals(before: Position, after: Position) -> bool:
    """Whether a card the player could not see came to light (a flip, a card from the stock)."""
    hidden = sum(column.hidden for column in after.columns)
    return hidden < sum(column.hidden for column in before.columns) or len(after.stock) < len(before.stock)


def _key(position: Position) -> tuple[object, ...]:
    """A position without its move counter: the same cards reached by another route."""
    return position.columns, position.reserve, position.waste, position.stock


def _line_that_gains(variant: Variant, position: Position, moves: list[Move], now: int) -> tuple[Move | None, bool]:
    """The first move of the shortest line of non-deal moves to a position worth more, and
    whether every position within reach was looked at (False when the search ran out of room)."""
    seen = {_key(position)}
    queue: deque[tuple[Position, Move]] = deque()
    for move in moves:
        after = variant.play(position, move)
        if _key(after) not in seen and not _reveals(position, after):
            seen.add(_key(after))
            queue.append((after, move))
    while queue:
        if len(seen) >= SEARCH_LIMIT:
            return None, False
        current, first = queue.popleft()
        for move in variant.legal_moves(current):
            if move.is_deal:
                continue
            after = variant.play(current, move)
            if worth(variant, after) > now:
                return first, True
            if _key(after) not in seen and not _reveals(current, after):
                seen.add(_key(after))
                queue.append((after, first))
    return None, True
