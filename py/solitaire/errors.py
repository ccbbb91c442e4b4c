"""What the engine refuses, and why: a reason (`reasons.Reason`, whose name is its code) with the
values it speaks of, kept as values (cards, numbers, names, what the player wrote) so that
whoever tells the player can word them in the player's language. `str()` is the English."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol, TypeAlias

from .reasons import Reason


class Worded(Protocol):
    """A value with an English name: a card ("seven of spades"), or a `Named`."""

    @property
    def name(self) -> str: ...


@dataclass(frozen=True)
class Said:
    """Something the player wrote, quoted in the refusal (and cut short: see `quoted`)."""

    text: object


@dataclass(frozen=True)
class Named:
    """One of the engine's English names (a game's name or title), worded by whoever tells it."""

    name: str


@dataclass(frozen=True)
class Either:
    """A choice among a few values: "1, 2 or 4"."""

    items: tuple[int | str, ...]


# A number, notation shown as written (a game's id, a deal code, card codes), a card, or the above.
Value: TypeAlias = "int | str | Worded | Said | Either"


def english(value: Value) -> str:
    """A refusal's value as its English says it."""
    if isinstance(value, Said):
        return quoted(value.text)
    if isinstance(value, Either):
        first, last = value.items[:-1], value.items[-1]
        return f"{', '.join(map(str, first))} or {last}" if first else str(last)
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, str):
        return value
    return value.name  # a Named, or a card: "seven of spades"


class Why:
    """A reason with its values: `Why(Reason.COLUMN_EMPTY, column=3)`."""

    __slots__ = ("reason", "values")

    def __init__(self, reason: Reason, **values: Value) -> None:
        self.reason = reason
        self.values: Mapping[str, Value] = values

    def __str__(self) -> str:
        template = self.reason.english(self.values.get("count"))
        return template.format(**{key: english(value) for key, value in self.values.items()})

    def __repr__(self) -> str:
        return f"Why({self.reason.name}, {dict(self.values)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Why) and (other.reason, dict(other.values)) == (self.reason, dict(self.values))

    def __hash__(self) -> int:
        return hash((self.reason, tuple(sorted(self.values))))


class Refusal(ValueError):
    """Something the engine refuses; `why` says why, and the message is its English."""

    def __init__(self, why: Why) -> None:
        super().__init__(str(why))
        self.why = why


class IllegalMove(Refusal):
    """A move the rules refuse."""


def quoted(text: object, longest: int = 24) -> str:
    """`text` quoted for a message, cut short: a long or hostile value never floods the page."""
    if not isinstance(text, str):
        return "(something that is not text)"
    return repr(text if len(text) <= longest else text[: longest - 1] + "…")
