"""The spider family's cards and columns as the solver keeps them: bytes, and what it reads
off them.

A card is one byte, `16 * suit + rank`, with 64 added while it lies face down. So a card sits
in suit sequence on the one under it exactly when `under == card + 1`, a face-down card never
does, and a finished run is one slice comparison. A column is its cards' bytes, bottom to top;
the columns joined by a separator, as a state is packed, are searched for a card at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ...cards import KING, SUITS, Card

FACE_DOWN: Final = 64  # added to a card's byte while it lies face down
RANK_BITS: Final = 15  # a card's rank: its byte & RANK_BITS
# Each suit's finished run, king to ace, as it lies in a column.
RUNS: Final = frozenset(bytes(16 * suit + rank for rank in range(KING, 0, -1)) for suit in range(len(SUITS)))
SEPARATOR: Final = b"\xff"  # between columns joined into one string: no card's byte
BETWEEN: Final = SEPARATOR[0]  # the separator as one byte of a joined string
# Where a card lies face up: its column and its place there, or None.
Finder = Callable[[int], "tuple[int, int] | None"]


def encode(card: Card, face_down: bool = False) -> int:
    """A card's byte."""
    return 16 * SUITS.index(card.suit) + card.rank + (FACE_DOWN if face_down else 0)


def turn_over(column: bytes) -> bytes:
    """The column with a face-down top card turned face up."""
    if column and column[-1] & FACE_DOWN:
        return column[:-1] + bytes((column[-1] - FACE_DOWN,))
    return column


def settle(column: bytes) -> bytes:
    """The column after a finished run on top leaves (and the card under it turns over)."""
    if len(column) >= KING and column[-KING:] in RUNS:
        return turn_over(column[:-KING])
    return column


def stack_of(column: bytes) -> tuple[int, ...]:
    """The lengths of the runs on top of a column, top first, as far as each lies on a card
    one rank above its bottom card (of another suit: a card of the same suit would make it one
    run); empty for an empty column."""
    runs: list[int] = []
    length = 0
    for index in range(len(column) - 1, -1, -1):
        length += 1
        if index == 0:
            break
        under, over = column[index - 1], column[index]
        if under == over + 1:
            continue
        runs.append(length)
        length = 0
        if under & FACE_DOWN or under & RANK_BITS != (over & RANK_BITS) + 1:
            return tuple(runs)
    if length:
        runs.append(length)
    return tuple(runs)


def joined(columns: tuple[bytes, ...]) -> bytes:
    """The columns in one string, as a state is packed: searched at once, and a card's
    neighbours in it are the cards under and on it."""
    return SEPARATOR.join(columns)


def face_up_finder(columns: tuple[bytes, ...]) -> Finder:
    """Where a card lies face up in these columns: its column and its place there, or None.
    (One search of the columns joined, rather than a look at every card: most are never asked.)"""
    table = joined(columns)

    def find(card: int) -> tuple[int, int] | None:
        offset = table.find(card)
        if offset < 0:
            return None
        return table.count(SEPARATOR, 0, offset), offset - table.rfind(SEPARATOR, 0, offset) - 1

    return find


def place_of(table: bytes, card: int) -> int:
    """Where `card` (face up or down) lies in a joined table; -1: not there."""
    place = table.find(card & ~FACE_DOWN)
    return place if place >= 0 else table.find(card | FACE_DOWN)


def card_on(table: bytes, place: int) -> int:
    """The card lying on the one at `place` of a joined table, or -1 if none."""
    above = place + 1
    return table[above] if above < len(table) and table[above] != BETWEEN else -1


def on_a_run_from_a_king(column: bytes, run: int) -> bool:
    """Whether the column's face-up cards are one run of a suit, down from a king, given the
    length of the run of one suit on top (its stack's first)."""
    bottom = len(column) - run
    return column[bottom] & (FACE_DOWN | RANK_BITS) == KING and (bottom == 0 or column[bottom - 1] & FACE_DOWN != 0)
