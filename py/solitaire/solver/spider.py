"""Spider and Beetle as the solver sees them: columns as bytes, every card known.

A card is one byte, `16 * suit + rank`, with 64 added while it lies face down. So a card sits
in suit sequence on the one under it exactly when `under == card + 1`, a face-down card never
does, and a finished run is one slice comparison. A state is the ten columns and the number
of deals left; unchanged columns are shared between states, never copied.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, Final

from ..cards import KING, SUITS, Card
from ..position import Position
from ..variants.spider import COLUMNS, SpiderFamily
from .registry import models_for
from .search import Model

FACE_DOWN: Final = 64
RANK_BITS: Final = 15
RUNS: Final = frozenset(bytes(16 * suit + rank for rank in range(KING, 0, -1)) for suit in range(len(SUITS)))
SEPARATOR: Final = b"\xff"

# What the search values, per unit. A finished run is worth far more than anything it cost to
# make; a card turned over is worth more than a few cards in suit. Cards on a card of another
# suit count for nothing: rewarding them sends the search shuffling cards between columns.
RUN_LEFT: Final = 400
FACE_DOWN_CARD: Final = -40
IN_SUIT: Final = 15
EMPTY_COLUMN: Final = 25


@dataclass(frozen=True)
class Style:
    """How the search plays one game, found by measuring on deals (bench/solve.py)."""

    deal_made: int  # added to the score for each deal made
    step_cost: int  # taken off for each move of the line


# One suit: dealt cards nearly always build on something, so dealing early pays. With more
# suits they bury runs, and the search does better putting deals off; with four, a deal that
# costs little is taken at once, five times over, and the search then spends its budget on the
# last stage with thirty cards still face down. Beetle, whose every card is known from the
# start, wanders into long aimless lines unless each move costs something; in Spider the same
# cost keeps the search from digging deep enough. Each game is searched in two styles side by
# side: the second decides deals the first does not.
STYLES: Final = {
    "spider-1": (Style(deal_made=15, step_cost=0), Style(deal_made=-15, step_cost=0)),
    "spider-2": (Style(deal_made=-15, step_cost=0), Style(deal_made=-100, step_cost=0)),
    "spider-4": (Style(deal_made=-100, step_cost=0), Style(deal_made=-15, step_cost=0)),
    "beetle": (Style(deal_made=-15, step_cost=4), Style(deal_made=-15, step_cost=2)),
}

SpiderState = tuple[tuple[bytes, ...], int]  # columns bottom to top, deals left


@models_for(SpiderFamily)
def spider_models(variant: SpiderFamily, position: Position) -> list[Model[Any]]:
    return [SpiderModel(variant, position, style) for style in STYLES[variant.id]]


def encode(card: Card, face_down: bool = False) -> int:
    return 16 * SUITS.index(card.suit) + card.rank + (FACE_DOWN if face_down else 0)


class SpiderModel:
    """The search's view of a Spider-family position."""

    def __init__(self, variant: SpiderFamily, position: Position, style: Style) -> None:
        self.deals_onto_empty = variant.deals_onto_empty
        self.columns = tuple(
            bytes(encode(c, i < column.hidden) for i, c in enumerate(column.cards)) for column in position.columns
        )
        self.stock = bytes(encode(c) for c in position.stock)
        self.deals = len(position.stock) // COLUMNS
        self.style = style
        self.step_cost = self.style.step_cost
        # Whether every legal move was tried, so that running out of positions proves the
        # game lost; cleared when a move is skipped.
        self.complete = True
        self.cards = len(self.stock) + sum(len(column) for column in self.columns)
        self._columns: dict[bytes, tuple[int, int]] = {}

    def start(self) -> SpiderState:
        return self.columns, self.deals

    def key(self, state: SpiderState) -> Hashable:
        columns, deals = state
        # Until no deal can come, the next deal puts a given card on a given column: column
        # order matters. After, it does not.
        ordered = columns if self._deals_to_come(state) else sorted(columns)
        return SEPARATOR.join(ordered) + bytes((deals,))

    def _deals_to_come(self, state: SpiderState) -> bool:
        """Whether a deal can still come: Spider deals only onto ten columns with cards, and no
        card reaches the table but by a deal, so with fewer than ten on it none ever comes."""
        columns, deals = state
        return deals > 0 and (self.deals_onto_empty or sum(map(len, columns)) >= COLUMNS)

    def stage(self, state: SpiderState) -> int:
        return self.deals - state[1]

    def won(self, state: SpiderState) -> bool:
        return not state[1] and not any(state[0])

    def score(self, state: SpiderState) -> int:
        columns, deals = state
        value = 0
        on_table = 0
        for column in columns:
            on_table += len(column)
            value += self._column(column)[0]
        runs_left = (self.cards - on_table - COLUMNS * deals) // KING
        return value + RUN_LEFT * runs_left + self.style.deal_made * (self.deals - deals)

    def successors(self, state: SpiderState) -> Iterator[tuple[str, SpiderState]]:
        columns, deals = state
        by_top: dict[int, list[int]] = {}  # top rank -> the columns with it on top
        empty: list[int] = []
        for index, column in enumerate(columns):
            if column:
                by_top.setdefault(column[-1] & RANK_BITS, []).append(index)
            else:
                empty.append(index)
        # Empty columns are alike but for the cards later deals put on them: one is tried.
        empty_target = empty[0] if empty else None
        deals_to_come = self._deals_to_come(state)
        if deals_to_come and len(empty) > 1:
            self.complete = False
        for source, column in enumerate(columns):
            if not column:
                continue
            run = self._column(column)[1]
            top_rank = column[-1] & RANK_BITS
            # The whole run onto a card one rank above its bottom card.
            for target in by_top.get(top_rank + run, ()):
                yield f"{source + 1}>{target + 1}", self._move(state, source, target, run)
            if self.complete and any(rank in by_top for rank in range(top_rank + 1, top_rank + run)):
                # Part of a run onto a card swaps one parent for another of the same rank:
                # rarely of use, and trying it slows every search down.
                self.complete = False
            if empty_target is not None:
                for count in range(run, 0, -1):
                    if count == len(column):
                        # A whole column into an empty one changes nothing but which cards
                        # the deals put on it.
                        self.complete = self.complete and not deals_to_come
                        continue
                    move = f"{source + 1}>{empty_target + 1}" + ("" if count == run else f":{count}")
                    yield move, self._move(state, source, empty_target, count)
        if deals and (self.deals_onto_empty or not empty):
            yield "d", self._deal(state)

    def _column(self, column: bytes) -> tuple[int, int]:
        """What a column is worth, and the length of the run on top of it; the same column
        recurs in many positions, so each is worked out once."""
        known = self._columns.get(column)
        if known is None:
            run = 1 if column else 0
            while run < len(column) and column[-run - 1] == column[-run] + 1:
                run += 1
            known = self._columns[column] = (_column_worth(column), run)
        return known

    def _move(self, state: SpiderState, source: int, target: int, count: int) -> SpiderState:
        columns = list(state[0])
        rest = columns[source][:-count]
        columns[target] = _settle(columns[target] + columns[source][-count:])
        columns[source] = _turn_over(rest)
        return tuple(columns), state[1]

    def _deal(self, state: SpiderState) -> SpiderState:
        columns, deals = state
        start = len(self.stock) - COLUMNS * deals
        row = self.stock[start : start + COLUMNS]
        return tuple(_settle(column + row[i : i + 1]) for i, column in enumerate(columns)), deals - 1


def _turn_over(column: bytes) -> bytes:
    """The column with a face-down top card turned face up."""
    if column and column[-1] & FACE_DOWN:
        return column[:-1] + bytes((column[-1] - FACE_DOWN,))
    return column


def _settle(column: bytes) -> bytes:
    """The column after a finished run on top leaves (and the card under it turns over)."""
    if len(column) >= KING and column[-KING:] in RUNS:
        return _turn_over(column[:-KING])
    return column


def _column_worth(column: bytes) -> int:
    """Face-down cards cost; cards in suit on the card under them earn."""
    value = 0 if column else EMPTY_COLUMN
    for under, over in pairwise(column):
        if under & FACE_DOWN:
            value += FACE_DOWN_CARD
        elif under == over + 1:
            value += IN_SUIT
    return value
