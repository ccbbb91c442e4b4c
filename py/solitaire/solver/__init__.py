"""The solver: from a position with every card known, a winning line, a proof there is none,
or, when the budget runs out first, no answer.

    >>> from solitaire import new_game
    >>> from solitaire.solver import solve
    >>> verdict, line = solve(new_game("spider", "7-1"), seconds=10)

It sees what the player cannot (face-down cards, the stock's order), so it answers whether a
deal can be won with perfect play; hints, which must be fair, live in `solitaire.hints`.
"""

from __future__ import annotations

from ..game import Game

# Each family's module registers its models on import.
from . import beehive as _beehive  # noqa: F401
from . import spider as _spider  # noqa: F401
from .registry import models_of
from .search import UNKNOWN, UNWINNABLE, WON, Outcome, Stop, Verdict, side_by_side

__all__ = ["UNKNOWN", "UNWINNABLE", "WON", "Outcome", "Stop", "Verdict", "search", "solve"]


def solve(
    game: Game, seconds: float, nodes: int | None = None, *, share: tuple[int, int] = (0, 1), stop: Stop | None = None
) -> tuple[Verdict, list[str]]:
    """`("won", moves)`, `("unwinnable", [])` or `("unknown", [])` within `seconds` (and, if
    given, `nodes` positions expanded). Never changes `game`.

    Several solvers may share one question: `share=(i, n)` searches only the i-th of every n
    styles the game is searched in (none may be left: the answer is then "unknown" at once),
    and `stop`, asked now and then, ends the search ("unknown") once it says so."""
    outcome = search(game, seconds, nodes, share=share, stop=stop)
    return outcome.verdict, outcome.line or []


def search(
    game: Game, seconds: float, nodes: int | None = None, *, share: tuple[int, int] = (0, 1), stop: Stop | None = None
) -> Outcome:
    """The search itself, with its figures (positions expanded and seen), for benchmarks.
    A winning line is replayed through the rules before it is returned."""
    part, parts = share
    models = models_of(game.variant, game.position)[part::parts]
    outcome = side_by_side(models, seconds, nodes, stop)
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
