"""Spider and Beetle as the solver sees them: columns as bytes, every card known.

A card is one byte, `16 * suit + rank`, with 64 added while it lies face down. So a card sits
in suit sequence on the one under it exactly when `under == card + 1`, a face-down card never
does, and a finished run is one slice comparison. A state is the ten columns and the number
of deals left; unchanged columns are shared between states, never copied.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Final

from ..cards import KING, SUITS, Card
from ..position import Position
from ..variants.spider import COLUMNS, SpiderFamily

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
DEAL_MADE: Final = -15
# Beetle, whose every card is known from the start, wanders into long aimless lines unless each
# move costs something; in Spider the same cost keeps the search from digging deep enough.
BEETLE_STEP_COST: Final = 4

SpiderState = tuple[tuple[bytes, ...], int]  # columns bottom to top, deals left


def encode(card: Card, face_down: bool = False) -> int:
    return 16 * SUITS.index(card.suit) + card.rank + (FACE_DOWN if face_down else 0)


class SpiderModel:
    """The search's view of a Spider-family position."""

    def __init__(self, variant: SpiderFamily, position: Position) -> None:
        self.deals_onto_empty = variant.deals_onto_empty
        self.columns = tuple(
            bytes(encode(c, i < column.hidden) for i, c in enumerate(column.cards))
            for column in position.columns
        )
        self.stock = bytes(encode(c) for c in position.stock)
        self.deals = len(position.stock) // COLUMNS
        self.step_cost = 0 if variant.face_down else BEETLE_STEP_COST
        # Whether every legal move was tried, so that running out of positions proves the
        # game lost; cleared when a move is skipped.
        self.complete = True
        # What each column is worth, by its bytes: the same column recurs in many states.
        self._worth: dict[bytes, int] = {}

    def start(self) -> SpiderState:
        return self.columns, self.deals

    def key(self, state: SpiderState) -> Hashable:
        columns, deals = state
        if deals:
            # The next deal puts a given card on a given column: column order matters.
            return SEPARATOR.join(columns) + bytes((deals,))
        return SEPARATOR.join(sorted(columns))

    def won(self, state: SpiderState) -> bool:
        return not state[1] and not any(state[0])

    def score(self, state: SpiderState) -> int:
        columns, deals = state
        worth = self._worth
        value = 0
        on_table = 0
        for column in columns:
            on_table += len(column)
            known = worth.get(column)
            if known is None:
                known = worth[column] = _column_worth(column)
            value += known
        runs_left = (len(self.stock) + sum(len(c) for c in self.columns) - on_table - COLUMNS * deals) // KING
        return value + RUN_LEFT * runs_left + DEAL_MADE * (self.deals - deals)

    def successors(self, state: SpiderState) -> Iterator[tuple[str, SpiderState]]:
        columns, deals = state
        tops = [column[-1] & RANK_BITS if column else 0 for column in columns]
        empty = [index for index, column in enumerate(columns) if not column]
        # With no deal to come empty columns are alike: one of them is enough to try.
        empty_targets = empty if deals else empty[:1]
        for source, column in enumerate(columns):
            if not column:
                continue
            height = len(column)
            run = 1
            while run < height and column[-run - 1] == column[-run] + 1:
                run += 1
            top_rank = tops[source]
            for target, rank in enumerate(tops):
                count = rank - top_rank
                if rank and 1 <= count <= run:
                    if count == run:
                        yield f"{source + 1}>{target + 1}", self._move(state, source, target, count)
                    else:
                        # Part of a run onto a card swaps one parent for another of the same
                        # rank: rarely of use, and trying it slows every search down.
                        self.complete = False
            for target in empty_targets:
                for count in range(run, 0, -1):
                    if count == height and not deals:
                        continue  # a whole column into an empty one changes nothing
                    move = f"{source + 1}>{target + 1}" + ("" if count == run else f":{count}")
                    yield move, self._move(state, source, target, count)
        if deals and (self.deals_onto_empty or not empty):
            yield "d", self._deal(state)

    def _move(self, state: SpiderState, source: int, target: int, count: int) -> SpiderState:
        columns = list(state[0])
        rest = columns[source][:-count]
        columns[target] = _settle(columns[target] + columns[source][-count:])
        columns[source] = _turn_over(rest)
        return tuple(columns), state[1]

    def _deal(self, state: SpiderState) -> SpiderState:
        columns, deals = state
        start = len(self.stock) - COLUMNS * deals
        row = self.stock[start:start + COLUMNS]
        return tuple(_settle(column + row[i:i + 1]) for i, column in enumerate(columns)), deals - 1


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
    for under, over in zip(column, column[1:]):
        if under & FACE_DOWN:
            value += FACE_DOWN_CARD
        elif under == over + 1:
            value += IN_SUIT
    return value
