"""The solver: from a position with every card known, a winning line, a proof there is none,
or, when the budget runs out first, no answer.

    >>> from solitaire import new_game
    >>> from solitaire.solver import solve
    >>> verdict, line = solve(new_game("spider", "7-1"), seconds=10)

It sees what the player cannot (face-down cards, the stock's order), so it answers whether a
deal can be won with perfect play; hints, which must be fair, live in `solitaire.hints`.
"""

from __future__ import annotations

from .registry import solvable
from .search import UNKNOWN, UNWINNABLE, WON, Outcome, Stop, Verdict
from .solving import search, solve
from .turning import turning_point

__all__ = ["UNKNOWN", "UNWINNABLE", "WON", "Outcome", "Stop", "Verdict", "search", "solvable", "solve", "turning_point"]
