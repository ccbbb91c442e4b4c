"""Move notation: `3>7`, `3>7:2`, `d`, and Beehive's `r>4`, `w>2`, `s>5`."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from .errors import Refusal, Said, Why
from .reasons import Reason

DEAL: Final = "d"
# Columns and counts have at most three digits (a game has 10 columns and 104 cards): a longer
# number is refused by the pattern, before Python would ever convert it.
_MOVE: Final = re.compile(
    r"(?P<source>[1-9][0-9]{0,2}|[rws])>(?P<target>[1-9][0-9]{0,2})(?::(?P<count>[1-9][0-9]{0,2}))?"
)
MAX_MOVE_TEXT: Final = 11  # the longest move the pattern takes: `123>123:123`


@dataclass(frozen=True, slots=True)
class Move:
    """A player's action. `source` is a column number as text or `r`, `w`, `s`; a deal has none.

    `count` is how many cards move when the player chose it (`3>7:2`); None lets the rules decide.
    """

    source: str = ""
    target: int = 0
    count: int | None = None

    @property
    def is_deal(self) -> bool:
        return not self.source

    @property
    def from_column(self) -> int | None:
        """The source column's number, or None for the beehive, waste, stock or a deal."""
        return int(self.source) if self.source.isdigit() else None

    def __str__(self) -> str:
        if self.is_deal:
            return DEAL
        text = f"{self.source}>{self.target}"
        return text if self.count is None else f"{text}:{self.count}"


DEAL_MOVE: Final = Move()


def parse_move(text: str) -> Move:
    """The move written `text`; a ValueError says what is wrong with the writing."""
    if not isinstance(text, str):
        raise Refusal(Why(Reason.MOVE_NOT_TEXT))
    if text == DEAL:
        return DEAL_MOVE
    match = _MOVE.fullmatch(text)
    if match is None:
        raise Refusal(Why(Reason.NOT_A_MOVE, text=Said(text)))
    count = match["count"]
    return Move(match["source"], int(match["target"]), None if count is None else int(count))
