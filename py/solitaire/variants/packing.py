"""How cards build in the spider family: which card may land where, and which cards lift together.

Spider lands loose (any suit, one rank higher; anything into an empty column) and lifts strict
(a run of one suit); Scorpion is the other way round: it lands strict (its own suit, one rank
higher; only a king into an empty column) and lifts loose (any face-up card, with every card
above it). A variant carries one rule of each kind, so no rule asks which game it is in.

A landing rule says what a card *wants* under it and what a top card *offers*: a card may go on
a top card exactly when the two are equal. So the legal moves onto a column are found by one
look-up of what its top card offers among what the lifted cards want.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Final

from ..cards import KING, Card, run_length
from ..errors import Why
from ..position import Column
from ..reasons import Reason


class Landing(ABC):
    """Which card may go onto which, and into an empty column."""

    across_suits: bool  # whether a card may land on a card of another suit

    @abstractmethod
    def wants(self, moving: Card) -> Hashable:
        """What `moving` needs under it, as a top card offers it."""

    @abstractmethod
    def offers(self, top: Card) -> Hashable:
        """What a top card takes onto it."""

    @abstractmethod
    def starts_column(self, moving: Card) -> bool:
        """Whether `moving` (with the cards above it) may go into an empty column."""

    @abstractmethod
    def refusal(self, moving: Card, onto: Card | None) -> Why:
        """Why `moving` may not go onto `onto` (None: into an empty column)."""

    @abstractmethod
    def none_fits(self, source: int, top: Card, onto: Card | None) -> Why:
        """Why no card of column `source` (whose top card is `top`) may go onto `onto` (None:
        into an empty column)."""

    def fits(self, moving: Card, onto: Card | None) -> bool:
        if onto is None:
            return self.starts_column(moving)
        return self.wants(moving) == self.offers(onto)

    # The legal moves are listed often (every redraw, every step of a hint's search): these look
    # at a whole column at once, and a rule may answer them faster than card by card.

    def wanted(self, cards: Sequence[Card], lift: int) -> dict[Hashable, int]:
        """What each of the top `lift` cards wants under it, and how many cards move with it
        there (the deepest card that fits, if several want the same)."""
        return {self.wants(cards[-count]): count for count in range(1, lift + 1)}

    def starters(self, cards: Sequence[Card], lift: int) -> Sequence[int]:
        """How many of the top `lift` cards may go into an empty column, fewest first."""
        return [count for count in range(1, lift + 1) if self.starts_column(cards[-count])]


class AnySuit(Landing):
    """Spider's landing: onto any card one rank higher, whatever its suit; any card into an empty column."""

    across_suits = True

    def wants(self, moving: Card) -> Hashable:
        return moving.rank + 1

    def offers(self, top: Card) -> Hashable:
        return top.rank

    def starts_column(self, moving: Card) -> bool:
        return True

    def refusal(self, moving: Card, onto: Card | None) -> Why:
        assert onto is not None  # any card goes into an empty column
        return Why(Reason.NOT_ONE_RANK_HIGHER, moving=moving, onto=onto)

    def none_fits(self, source: int, top: Card, onto: Card | None) -> Why:
        return self.refusal(top, onto)

    def wanted(self, cards: Sequence[Card], lift: int) -> dict[Hashable, int]:
        return {cards[-count].rank + 1: count for count in range(1, lift + 1)}

    def starters(self, cards: Sequence[Card], lift: int) -> Sequence[int]:
        return range(1, lift + 1)


class OwnSuit(Landing):
    """Scorpion's landing: only onto the card of its own suit one rank higher; only a king into an empty column."""

    across_suits = False

    def wants(self, moving: Card) -> Hashable:
        return moving.rank + 1, moving.suit

    def offers(self, top: Card) -> Hashable:
        return top.rank, top.suit

    def starts_column(self, moving: Card) -> bool:
        return moving.rank == KING

    def refusal(self, moving: Card, onto: Card | None) -> Why:
        if onto is None:
            return Why(Reason.ONLY_KING_INTO_EMPTY, moving=moving)
        return Why(Reason.NOT_OWN_SUIT_ONE_HIGHER, moving=moving, onto=onto)

    def none_fits(self, source: int, top: Card, onto: Card | None) -> Why:
        if onto is None:
            return Why(Reason.NO_KING_TO_EMPTY, column=source)
        if onto.rank == 1:
            return Why(Reason.ACE_TAKES_NOTHING, onto=onto)
        return Why(Reason.WANTED_NOT_FACE_UP, onto=onto, wanted=Card(onto.rank - 1, onto.suit), column=source)


class Lifting(ABC):
    """How many of a column's top cards the player may lift together."""

    @abstractmethod
    def liftable(self, column: Column) -> int:
        """How many top cards may be lifted together (0 for an empty column)."""

    @abstractmethod
    def refusal(self, column: Column, count: int) -> Why:
        """Why the top `count` cards (face up, more than `liftable`) may not be lifted together."""


class Runs(Lifting):
    """Spider's lifting: a run of one suit in descending order, or any top card alone."""

    def liftable(self, column: Column) -> int:
        return run_length(column.cards, column.hidden)

    def refusal(self, column: Column, count: int) -> Why:
        return Why(Reason.NOT_A_RUN, moving=column.cards[-count])


class FaceUp(Lifting):
    """Scorpion's lifting: any face-up card, with every card above it, in whatever order they lie."""

    def liftable(self, column: Column) -> int:
        return len(column.cards) - column.hidden

    def refusal(self, column: Column, count: int) -> Why:
        return Why(Reason.ONLY_FACE_UP_MOVE, count=self.liftable(column))


@dataclass(frozen=True)
class Packing:
    """A game's two rules of building: where a card lands, and what lifts together."""

    landing: Landing
    lifting: Lifting


SPIDER_PACKING: Final = Packing(AnySuit(), Runs())  # loose landing, strict lifting
SCORPION_PACKING: Final = Packing(OwnSuit(), FaceUp())  # strict landing, loose lifting
