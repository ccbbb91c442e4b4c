"""Which searches a game of the spider family gets, in order: its own styles, then restarts
(styles like them, their weights shaken); the search that tries every move, when a proof is
wanted; and, once a win is known, searches for a shorter line. Registered with the solver here.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ...position import Position
from ...variants.packing import SCORPION_PACKING
from ...variants.spider import SpiderFamily
from ..registry import portfolio_for
from ..search import Model, Portfolio
from .model import SpiderModel
from .scorpion import ScorpionModel
from .styles import (
    EVERY_MOVE,
    FIRST_PATIENCE,
    OWN_STYLES_ONLY,
    PATIENCE_GROWTH,
    RESTART_SEED,
    SHAKE,
    SHORTER_PATIENCE,
    SHORTER_SEED,
    SHORTER_STEP_COSTS,
    STEP_COSTS,
    STYLES,
    Style,
)


@portfolio_for(SpiderFamily, only=lambda variant: variant.id in STYLES)
def spider_portfolio(variant: SpiderFamily, position: Position) -> Portfolio:
    base = STYLES[variant.id]  # registered for the games with styles alone (`only`)

    model = ScorpionModel if variant.lifting is SCORPION_PACKING.lifting else SpiderModel

    def models(styles: Iterator[Style]) -> Iterator[Model[Any]]:
        return (model(variant, position, style) for style in styles)

    own = iter(base) if variant.id in OWN_STYLES_ONLY else restarts(base, random.Random(RESTART_SEED))
    return Portfolio(
        models(own),
        complete=lambda: model(variant, position, EVERY_MOVE),
        shorter=models(shorter_styles(base, random.Random(SHORTER_SEED))),
    )


def restarts(base: tuple[Style, ...], rng: random.Random) -> Iterator[Style]:
    """The game's own styles, then styles like them with their weights shaken, in rounds, each
    with more patience than the last."""
    yield from base
    patience = FIRST_PATIENCE
    while True:
        for style in base:
            yield shaken(style, rng, patience)
        patience = int(patience * PATIENCE_GROWTH)


def shorter_styles(base: tuple[Style, ...], rng: random.Random) -> Iterator[Style]:
    """Styles that look for a shorter line than one known: each move costs more."""
    patience = SHORTER_PATIENCE
    while True:
        for style in base:
            yield replace(shaken(style, rng, patience), step_cost=rng.choice(SHORTER_STEP_COSTS))
        patience = int(patience * PATIENCE_GROWTH)


def shaken(style: Style, rng: random.Random, patience: int) -> Style:
    """`style` with each weight scaled by a random factor, a step cost drawn, swaps tried if
    it tries them or one time in two, and the given patience."""

    def scaled(weight: int) -> int:
        return round(weight * rng.uniform(1 - SHAKE, 1 + SHAKE))

    deal_made = scaled(style.deal_made)
    face_down = scaled(style.face_down)
    in_suit = scaled(style.in_suit)
    empty = scaled(style.empty)
    _skip_draws(rng, 1)
    step_cost = rng.choice(STEP_COSTS)
    swaps = style.swaps or rng.random() < 0.5
    _skip_draws(rng, 2)
    return replace(
        style,
        deal_made=deal_made,
        face_down=face_down,
        in_suit=in_suit,
        empty=empty,
        step_cost=step_cost,
        swaps=swaps,
        patience=patience,
    )


def _skip_draws(rng: random.Random, count: int) -> None:
    """Makes `count` draws and drops them. The restarts were measured with three more draws a
    style, each a choice among one value (which still takes bits from the generator): made at
    the same points, they keep every restart's weights, and so the solver's answers, as measured."""
    for _ in range(count):
        rng.choice((None,))
