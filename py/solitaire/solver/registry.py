"""Which searches the solver runs on a game, found by the game's rule family.

Each family's solver module registers a maker for its family (`@portfolio_for(SpiderFamily)`);
a variant that subclasses a family inherits its maker. A new family brings its own module and
registers it, and no other code needs to know of it. A family whose solver plays only some of
its games says which (`only`); `solvable(variant)` tells the page whether to offer the solver's
features for a game.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import Any, TypeVar, cast

from ..position import Position
from ..variants import Variant
from .search import Model, Portfolio

V = TypeVar("V", bound=Variant)
Maker = Callable[[V, Position], Portfolio]

_MAKERS: dict[type[Variant], tuple[Maker[Any], Callable[[Any], bool]]] = {}
SAMPLE = 6  # styles of a portfolio that `models_of` gives


def _every(variant: Variant) -> bool:
    return True


def portfolio_for(family: type[V], only: Callable[[V], bool] = _every) -> Callable[[Maker[V]], Maker[V]]:
    """Registers the decorated function as the maker of portfolios for games of `family`, or for
    those of its games that `only` accepts (the others are not searched yet)."""

    def register(maker: Maker[V]) -> Maker[V]:
        _MAKERS[family] = (cast(Maker[Any], maker), only)
        return maker

    return register


def _maker(variant: Variant) -> Maker[Any] | None:
    """The maker of the nearest family of `variant` that has one, if it takes this variant."""
    for family in type(variant).__mro__:
        if family in _MAKERS:
            maker, only = _MAKERS[family]
            return maker if only(variant) else None
    return None


def solvable(variant: Variant) -> bool:
    """Whether the solver searches games of `variant` (the page offers its features only then)."""
    return _maker(variant) is not None


def portfolio_of(variant: Variant, position: Position) -> Portfolio:
    """The searches the position gets: the portfolio of the nearest family of `variant` that
    has one. ValueError if the solver does not search it."""
    maker = _maker(variant)
    if maker is None:
        raise ValueError(f"the solver does not play {variant.title} yet")
    return maker(variant, position)


def models_of(variant: Variant, position: Position) -> list[Model[Any]]:
    """The position as the searches see it: the first styles of its portfolio, the search
    for a shorter line and the search that tries every move (each kind of model it uses)."""
    portfolio = portfolio_of(variant, position)
    models = list(islice(portfolio.styles, SAMPLE))
    if portfolio.shorter is not None:
        models.extend(islice(portfolio.shorter, 2))
    if portfolio.complete is not None:
        models.append(portfolio.complete())
    return models
