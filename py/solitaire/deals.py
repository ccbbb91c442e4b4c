"""Deal codes: a shuffle number N (0 <= N < 2**32, decimal, no leading zeros), and for the games
with suit tiers (Spider, Spiderette, Will o' the Wisp) the tier after a dash: `41739205-2`. A code
deals the same cards forever."""

from __future__ import annotations

import re
from typing import Final

from .errors import quoted
from .position import Position
from .shuffle import shuffled
from .variants import VARIANTS, Variant

GAMES: Final = tuple(dict.fromkeys(variant.game for variant in VARIANTS.values()))
SHUFFLES: Final = 2**32
_NUMBER: Final = r"(0|[1-9][0-9]{0,9})"
_TIERED_CODE: Final = re.compile(_NUMBER + r"-([0-9])")
_PLAIN_CODE: Final = re.compile(_NUMBER)


def parse_deal(game: str, code: str) -> tuple[Variant, int]:
    """The variant and shuffle number a deal link names; ValueError saying what is wrong."""
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"unknown game {quoted(game)}: choose one of {', '.join(GAMES)}")
    if not isinstance(code, str):
        raise ValueError("a deal code is written as text, like 41739205-2")
    variants = [variant for variant in VARIANTS.values() if variant.game == game]
    name = variants[0].game_name
    tiers = {variant.tier: variant for variant in variants if variant.tier is not None}
    if tiers:
        match = _TIERED_CODE.fullmatch(code)
        if match is None or match[2] not in tiers:
            listed = ", ".join(sorted(tiers)[:-1]) + " or " + sorted(tiers)[-1]
            raise ValueError(
                f"{quoted(code)} is not a {name} deal code: "
                f"a shuffle number and the suit tier {listed}, like 41739205-2"
            )
        variant = tiers[match[2]]
    else:
        match = _PLAIN_CODE.fullmatch(code)
        if match is None:
            raise ValueError(
                f"{quoted(code)} is not a {name} deal code: a whole number like 41739205, without leading zeros"
            )
        (variant,) = variants
    number = int(match[1])
    if number >= SHUFFLES:
        raise ValueError(f"{quoted(code)} is not a deal code: the shuffle number must be below {SHUFFLES}")
    return variant, number


def deal_code(variant: Variant, number: int) -> str:
    """The code of shuffle `number` in `variant`: `deal_code(SPIDER_2, 7) == "7-2"`."""
    if not 0 <= number < SHUFFLES:
        raise ValueError(f"shuffle numbers run from 0 to {SHUFFLES - 1}")
    return str(number) if variant.tier is None else f"{number}-{variant.tier}"


def opening(variant: Variant, number: int) -> Position:
    """The opening position of shuffle `number`."""
    return variant.layout(shuffled(variant.deck(), variant.id, number))
