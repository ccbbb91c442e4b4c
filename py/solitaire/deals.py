"""Deal codes: a shuffle number N (0 <= N < 2**32, decimal, no leading zeros), and for the games
with suit tiers (Spider, Spiderette, Will o' the Wisp) the tier after a dash: `41739205-2`. A code
deals the same cards forever."""

from __future__ import annotations

import re
from typing import Final

from .errors import Either, Named, Refusal, Said, Why
from .position import Position
from .reasons import Reason
from .shuffle import shuffled
from .variants import VARIANTS, Variant

GAMES: Final = tuple(dict.fromkeys(variant.game for variant in VARIANTS.values()))
SHUFFLES: Final = 2**32
# The codes' patterns, in the syntax Python's and JavaScript's regular expressions share: the build
# writes them into static/app/first-paint.js, which knows from a link's code the layout to show.
_NUMBER: Final = r"(0|[1-9][0-9]{0,9})"
TIERED_CODE: Final = re.compile(_NUMBER + r"-([0-9])")
PLAIN_CODE: Final = re.compile(_NUMBER)


def parse_deal(game: str, code: str) -> tuple[Variant, int]:
    """The variant and shuffle number a deal link names; ValueError saying what is wrong."""
    if not isinstance(game, str) or game not in GAMES:
        raise Refusal(Why(Reason.UNKNOWN_GAME, text=Said(game), games=", ".join(GAMES)))
    if not isinstance(code, str):
        raise Refusal(Why(Reason.CODE_NOT_TEXT))
    variants = [variant for variant in VARIANTS.values() if variant.game == game]
    name = variants[0].game_name
    tiers = {variant.tier: variant for variant in variants if variant.tier is not None}
    if tiers:
        match = TIERED_CODE.fullmatch(code)
        if match is None or match[2] not in tiers:
            listed = Either(tuple(sorted(tiers)))
            raise Refusal(Why(Reason.NOT_A_TIERED_CODE, text=Said(code), game=Named(name), tiers=listed))
        variant = tiers[match[2]]
    else:
        match = PLAIN_CODE.fullmatch(code)
        if match is None:
            raise Refusal(Why(Reason.NOT_A_PLAIN_CODE, text=Said(code), game=Named(name)))
        (variant,) = variants
    number = int(match[1])
    if number >= SHUFFLES:
        raise Refusal(Why(Reason.SHUFFLE_TOO_BIG, text=Said(code), shuffles=SHUFFLES))
    return variant, number


def deal_code(variant: Variant, number: int) -> str:
    """The code of shuffle `number` in `variant`: `deal_code(SPIDER_2, 7) == "7-2"`."""
    if not 0 <= number < SHUFFLES:
        raise ValueError(f"shuffle numbers run from 0 to {SHUFFLES - 1}")
    return str(number) if variant.tier is None else f"{number}-{variant.tier}"


def opening(variant: Variant, number: int) -> Position:
    """The opening position of shuffle `number`."""
    return variant.layout(shuffled(variant.deck(), variant.id, number))
