"""Answering a question: the portfolio of searches, then a shorter line, checked by the rules."""

from __future__ import annotations

import time
from dataclasses import replace

from ..game import Game

# Each family's module registers its portfolio on import.
from . import beehive as _beehive  # noqa: F401
from . import spider as _spider  # noqa: F401
from .registry import portfolio_of
from .search import Clock, Outcome, Stop, Verdict, side_by_side
from .shorten import shorten as shorten_line

# Of a budget that found a win, the share kept to shorten its line by replaying it (the rest of
# the budget searches for shorter lines).
LOCAL_SHARE = 0.2


def solve(
    game: Game,
    seconds: float,
    nodes: int | None = None,
    *,
    share: tuple[int, int] = (0, 1),
    stop: Stop | None = None,
    shorten: bool = True,
) -> tuple[Verdict, list[str]]:
    """`("won", moves)`, `("unwinnable", [])` or `("unknown", [])` within `seconds` (and, if
    given, `nodes` positions expanded). Never changes `game`.

    With `shorten` (the default) a win does not end the search: what is left of the budget
    goes to finding a shorter line, and the shortest found is given. Without it, the first
    winning line found is given at once.

    Several solvers may share one question: `share=(i, n)` searches only the i-th of every n
    styles the game is searched in (none may be left: the answer is then "unknown" at once),
    and `stop`, asked now and then, ends the search ("unknown") once it says so."""
    outcome = search(game, seconds, nodes, share=share, stop=stop, shorten=shorten)
    return outcome.verdict, outcome.line or []


def search(
    game: Game,
    seconds: float,
    nodes: int | None = None,
    *,
    share: tuple[int, int] = (0, 1),
    stop: Stop | None = None,
    shorten: bool = True,
    known: list[str] | None = None,
    clock: Clock = time.monotonic,
) -> Outcome:
    """The search itself, with its figures (positions expanded and seen), for benchmarks; its
    budget is measured on `clock`. With a `known` winning line, the whole budget looks for a
    shorter one. A winning line is replayed through the rules before it is returned."""
    deadline = clock() + seconds
    portfolio = portfolio_of(game.variant, game.position).share(*share)
    keep = LOCAL_SHARE * seconds if shorten else 0.0
    if known is not None:
        _check_line(game, known)
    outcome = side_by_side(portfolio, seconds, nodes, stop, shorter=shorten, keep=keep, known=known, clock=clock)
    if outcome.line is not None and shorten and outcome.line:

        def out_of_time() -> bool:
            return clock() > deadline or (stop is not None and stop())

        line = shorten_line(game.variant, game.position, outcome.line, out_of_time, deep=nodes is None)
        outcome = replace(outcome, line=line)
    if outcome.line is not None:
        _check_line(game, outcome.line)
    return outcome


def _check_line(game: Game, line: list[str]) -> None:
    """Plays `line` on a copy of the game: the solver's model of the rules must agree with the
    rules themselves, or its answer is not given."""
    copy = Game(game.variant, game.position, game.deal)
    for move in line:
        copy.play(move)
    if not copy.won:
        raise AssertionError(f"the solver's line does not win: {' '.join(line)}")
