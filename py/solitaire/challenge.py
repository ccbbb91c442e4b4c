"""A challenge: a friend's result on the same deal, and who did better.

Fewer moves wins; on equal moves the faster time wins; equal on both is a draw. A result
travels in a link as `moves-seconds`: `beat=112-354`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from .errors import Refusal, Said, Why
from .reasons import Reason

Verdict = Literal["win", "loss", "draw"]
_SCORE = re.compile(r"([1-9][0-9]{0,5})-(0|[1-9][0-9]{0,6})")


@dataclass(frozen=True, order=True)
class Score:
    moves: int
    seconds: int

    def __str__(self) -> str:
        return f"{self.moves}-{self.seconds}"


def parse_score(text: str) -> Score:
    match = _SCORE.fullmatch(text)
    if match is None:
        raise Refusal(Why(Reason.NOT_A_RESULT, text=Said(text)))
    return Score(int(match[1]), int(match[2]))


def verdict(mine: Score, theirs: Score) -> Verdict:
    """How my result on a deal compares with theirs."""
    if mine == theirs:
        return "draw"
    return "win" if mine < theirs else "loss"
