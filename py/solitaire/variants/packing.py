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

from ..cards import KING, RANK_NAMES, SUIT_NAMES, Card, run_length
from ..position import Column


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
    def refusal(self, moving: Card, onto: Card | None) -> str:
        """Why `moving` may not go onto `onto` (None: into an empty column), in a player's words."""

    @abstractmethod
    def none_fits(self, source: int, top: Card, onto: Card | None) -> str:
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

    def refusal(self, moving: Card, onto: Card | None) -> str:
        assert onto is not None  # any card goes into an empty column
        return f"the {moving.name} cannot go on the {onto.name}: a card goes only on a card one rank higher"

    def none_fits(self, source: int, top: Card, onto: Card | None) -> str:
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

    def refusal(self, moving: Card, onto: Card | None) -> str:
        if onto is None:
            return f"only a king goes into an empty column, not the {moving.name}"
        return (
            f"the {moving.name} cannot go on the {onto.name}: "
            "a card goes only on the card of its own suit one rank higher"
        )

    def none_fits(self, source: int, top: Card, onto: Card | None) -> str:
        if onto is None:
            return f"only a king goes into an empty column, and column {source} has no face-up king"
        if onto.rank == 1:
            return f"nothing goes on the {onto.name}: an ace takes no card"
        wanted = f"{RANK_NAMES[onto.rank - 1]} of {SUIT_NAMES[onto.suit]}"
        return f"the {onto.name} takes only the {wanted}, and it is not face up in column {source}"


class Lifting(ABC):
    """How many of a column's top cards the player may lift together."""

    @abstractmethod
    def liftable(self, column: Column) -> int:
        """How many top cards may be lifted together (0 for an empty column)."""

    @abstractmethod
    def refusal(self, column: Column, count: int) -> str:
        """Why the top `count` cards (face up, more than `liftable`) may not be lifted together."""


class Runs(Lifting):
    """Spider's lifting: a run of one suit in descending order, or any top card alone."""

    def liftable(self, column: Column) -> int:
        return run_length(column.cards, column.hidden)

    def refusal(self, column: Column, count: int) -> str:
        return (
            f"only a run of one suit moves together: the {column.cards[-count].name} "
            "and the cards on it are not one suit in order"
        )


class FaceUp(Lifting):
    """Scorpion's lifting: any face-up card, with every card above it, in whatever order they lie."""

    def liftable(self, column: Column) -> int:
        return len(column.cards) - column.hidden

    def refusal(self, column: Column, count: int) -> str:
        return f"only face-up cards move: the column has {self.liftable(column)}"


@dataclass(frozen=True)
class Packing:
    """A game's two rules of building: where a card lands, and what lifts together."""

    landing: Landing
    lifting: Lifting


SPIDER_PACKING: Final = Packing(AnySuit(), Runs())  # loose landing, strict lifting
SCORPION_PACKING: Final = Packing(OwnSuit(), FaceUp())  # strict landing, loose lifting
