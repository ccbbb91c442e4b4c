"""A position: every pile on the table at one moment. Immutable, so history is a list of them."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class Column:
    """A tableau column (or Beehive pile), bottom card first; the first `hidden` are face down."""

    cards: tuple[Card, ...] = ()
    hidden: int = 0

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    @property
    def face_up(self) -> tuple[Card, ...]:
        return self.cards[self.hidden :]

    def __len__(self) -> int:
        return len(self.cards)

    def take(self, count: int) -> tuple[Column, tuple[Card, ...]]:
        """This column without its top `count` cards, turning over a newly exposed card."""
        rest = self.cards[:-count]
        return Column(rest, min(self.hidden, max(len(rest) - 1, 0))), self.cards[-count:]

    def put(self, cards: tuple[Card, ...]) -> Column:
        return Column(self.cards + cards, self.hidden)


@dataclass(frozen=True, slots=True)
class Position:
    """Everything on the table, plus the move counter shown to the player.

    `done` holds what left for the foundation, in order: the suit of each Spider or Beetle run
    (`"S"`), the rank of each Beehive set (`"5"`). `pass_number` and `played` belong to Beehive:
    the current pass through its stock, and how many cards were played from the waste or the
    beehive since that pass began.
    """

    columns: tuple[Column, ...]
    stock: tuple[Card, ...] = ()  # in the order the cards come out
    done: tuple[str, ...] = ()
    waste: tuple[Card, ...] = ()  # bottom to top
    reserve: tuple[Card, ...] = ()  # bottom to top
    pass_number: int = 1
    played: int = 0
    moves: int = 0


def replace_columns(columns: tuple[Column, ...], changes: dict[int, Column]) -> tuple[Column, ...]:
    """`columns` with those at the given indexes replaced."""
    return tuple(changes.get(i, column) for i, column in enumerate(columns))
