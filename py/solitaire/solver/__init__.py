"""The solver: from a position with every card known, a winning line, a proof there is none,
or, when the budget runs out first, no answer.

    >>> from solitaire import new_game
    >>> from solitaire.solver import solve
    >>> verdict, line = solve(new_game("spider", "7-1"), seconds=10)

It sees what the player cannot (face-down cards, the stock's order), so it answers whether a
deal can be won with perfect play; hints, which must be fair, live in `solitaire.hints`.
"""

from __future__ import annotations

from typing import Any, Final, Literal

from ..game import Game
from ..variants.beehive import Beehive
from ..variants.spider import SpiderFamily
from .beehive import BeehiveModel
from .search import Model, Outcome, side_by_side
from .spider import STYLES, SpiderModel

Verdict = Literal["won", "unwinnable", "unknown"]
WON: Final = "won"
UNWINNABLE: Final = "unwinnable"
UNKNOWN: Final = "unknown"


def solve(game: Game, seconds: float, nodes: int | None = None) -> tuple[Verdict, list[str]]:
    """`("won", moves)`, `("unwinnable", [])` or `("unknown", [])` within `seconds` (and, if
    given, `nodes` positions expanded). Never changes `game`."""
    outcome = search(game, seconds, nodes)
    if outcome.line is not None:
        return WON, outcome.line
    return (UNWINNABLE if outcome.proven else UNKNOWN), []


def search(game: Game, seconds: float, nodes: int | None = None) -> Outcome:
    """The search itself, with its figures (positions expanded and seen), for benchmarks.
    A winning line is replayed through the rules before it is returned."""
    outcome = side_by_side(_models(game), seconds, nodes)
    if outcome.line is not None:
        _check_line(game, outcome.line)
    return outcome


def _models(game: Game) -> list[Model[Any]]:
    """The game as the search sees it, once for each style it is searched in."""
    variant, position = game.variant, game.position
    if isinstance(variant, SpiderFamily):
        return [SpiderModel(variant, position, style) for style in STYLES[variant.id]]
    if isinstance(variant, Beehive):
        return [BeehiveModel(position)]
    raise ValueError(f"no solver for {variant.id}")


def _check_line(game: Game, line: list[str]) -> None:
    """Plays `line` on a copy of the game: the solver's model of the rules must agree with the
    rules themselves, or its answer is not given."""
    copy = Game(game.variant, game.position, game.deal)
    for move in line:
        copy.play(move)
    if not copy.won:
        raise AssertionError(f"the solver's line does not win: {' '.join(line)}")
