"""Deals by difficulty: for each game with a solver, pools of deals it has won, graded easy,
medium, hard and, where the game has the range, expert.

How the pools are made, fixed for good:

1. Candidate k of a variant is the shuffle number made of the top 32 bits of the first
   SplitMix64 output seeded with the FNV-1a hash of `graded/<variant id>/<k>`.
2. Ahead of time, `scripts/graded_deals.py` searches the candidates in turn, each with the
   budget of positions of a 10 s search, to its first win. A deal's measure is the positions
   that search expanded to win it: how far the best-first search had to stray from its first
   guesses, which is what a player meets as dead ends, undos and choices that matter.
3. Each game's bounds on that measure split its won deals into grades of about equal size; a
   game whose deals are all won at once has fewer grades. `graded_table` holds each grade's
   shuffle numbers; the winning lines stay with the tests (`tests/data/graded/`).

A graded deal is an ordinary deal: its code, its link and its challenge are those of any deal,
and a deal of a pool has its grade however it was opened.
"""

from __future__ import annotations

from typing import Final

from .deals import deal_code
from .errors import quoted
from .graded_table import POOLS
from .shuffle import fnv1a64, splitmix64
from .variants import VARIANTS

GRADES: Final = ("easy", "medium", "hard", "expert")


def candidate(variant_id: str, k: int) -> int:
    """The shuffle number of candidate `k` for a variant's pools."""
    return next(splitmix64(fnv1a64(f"graded/{variant_id}/{k}"))) >> 32


def grades_of(variant_id: str) -> tuple[str, ...]:
    """The grades a variant's deals come in (none for a game with no pools yet)."""
    return tuple(grade for grade, numbers in _POOLS.get(variant_id, {}).items() if numbers)


def graded_deals(variant_id: str, grade: str) -> tuple[str, ...]:
    """The deal codes of a variant's pool of `grade`; ValueError for a pool there is not."""
    if grade not in grades_of(variant_id):
        raise ValueError(f"there are no {quoted(grade)} deals of {quoted(variant_id)}")
    variant = VARIANTS[variant_id]
    return tuple(deal_code(variant, number) for number in _POOLS[variant_id][grade])


def grade_of(variant_id: str, code: str | None) -> str | None:
    """The grade of a deal, if it is in one of its variant's pools."""
    return _GRADE_OF.get((variant_id, code)) if code is not None else None


def stats_key(variant_id: str, grade: str) -> str:
    """Where the statistics of a variant's deals of one grade are kept: `spider-4:easy`."""
    return f"{variant_id}:{grade}"


_POOLS: Final = {
    variant_id: {grade: tuple(map(int, numbers.split())) for grade, numbers in pools.items()}
    for variant_id, pools in POOLS.items()
}
_GRADE_OF: Final = {
    (variant_id, deal_code(VARIANTS[variant_id], number)): grade
    for variant_id, pools in _POOLS.items()
    for grade, numbers in pools.items()
    for number in numbers
}
