"""Cards and their notation: `TS` is the ten of spades, `ts` the same card face down.

There are only 52 distinct cards, so each is made once and shared: two decks hold the
same objects twice, and comparing cards is cheap.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Final

from .errors import Refusal, Said, Why
from .reasons import Reason

RANKS: Final = "A23456789TJQK"
SUITS: Final = "SHDC"
KING: Final = 13

RANK_NAMES: Final = (
    "",
    "ace",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
)
RANK_PLURALS: Final = tuple(name + ("es" if name == "six" else "s") for name in RANK_NAMES)
SUIT_NAMES: Final = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


@dataclass(frozen=True, slots=True)
class Card:
    rank: int  # 1 (ace) to 13 (king)
    suit: str  # one of SUITS

    def __str__(self) -> str:
        return RANKS[self.rank - 1] + self.suit

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def name(self) -> str:
        """What a screen reader says: "seven of spades"."""
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"


_CARDS: Final = {RANKS[r - 1] + s: Card(r, s) for s in SUITS for r in range(1, KING + 1)}


def card(text: str) -> Card:
    """The face-up card written `text` (upper case): `card("TS")`."""
    try:
        return _CARDS[text]
    except KeyError:
        raise Refusal(Why(Reason.NOT_A_CARD, text=Said(text))) from None


def rank_of(text: str) -> int:
    """The rank written `text`: `rank_of("T") == 10`."""
    index = RANKS.find(text) if len(text) == 1 else -1
    if index < 0:
        raise Refusal(Why(Reason.NOT_A_RANK, text=Said(text), ranks=" ".join(RANKS)))
    return index + 1


def rank_text(rank: int) -> str:
    return RANKS[rank - 1]


def is_run(cards: tuple[Card, ...] | list[Card]) -> bool:
    """One suit, each card exactly one rank below the card under it."""
    return all(upper.suit == lower.suit and upper.rank == lower.rank - 1 for lower, upper in pairwise(cards))


def run_length(cards: tuple[Card, ...], start: int = 0) -> int:
    """How many cards at the top of `cards[start:]` form a run (0 for no cards)."""
    if len(cards) <= start:
        return 0
    length = 1
    top = cards[-1]
    for below in reversed(cards[start:-1]):
        if below.suit != top.suit or below.rank != top.rank + 1:
            break
        length += 1
        top = below
    return length
