"""Which models the solver searches a game in, found by the game's rule family.

Each family's solver module registers a maker for its family (`@models_for(SpiderFamily)`);
a variant that subclasses a family inherits its models. A new family brings its own module and
registers it, and no other code needs to know of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from ..position import Position
from ..variants import Variant
from .search import Model

V = TypeVar("V", bound=Variant)
Maker = Callable[[V, Position], list[Model[Any]]]

_MAKERS: dict[type[Variant], Maker[Any]] = {}


def models_for(family: type[V]) -> Callable[[Maker[V]], Maker[V]]:
    """Registers the decorated function as the maker of models for games of `family`."""

    def register(maker: Maker[V]) -> Maker[V]:
        _MAKERS[family] = cast(Maker[Any], maker)
        return maker

    return register


def models_of(variant: Variant, position: Position) -> list[Model[Any]]:
    """The position as the search sees it, once for each style it is searched in: the models of
    the nearest family of `variant` that has any. ValueError if none has."""
    for family in type(variant).__mro__:
        maker = _MAKERS.get(family)
        if maker is not None:
            return maker(variant, position)
    raise ValueError(f"no solver for {variant.id}")
