"""The games we play, by variant id."""

from typing import Final

from .base import Variant
from .beehive import BEEHIVE
from .beetle import BEETLE
from .scorpion import SCORPION
from .simple_simon import MRS_MOP, SIMPLE_SIMON
from .spider import SPIDER_1, SPIDER_2, SPIDER_4
from .spiderette import (
    SPIDERETTE_1,
    SPIDERETTE_2,
    SPIDERETTE_4,
    WILL_O_THE_WISP_1,
    WILL_O_THE_WISP_2,
    WILL_O_THE_WISP_4,
)

VARIANTS: Final[dict[str, Variant]] = {
    variant.id: variant
    for variant in (
        SPIDER_1,
        SPIDER_2,
        SPIDER_4,
        BEETLE,
        BEEHIVE,
        SPIDERETTE_1,
        SPIDERETTE_2,
        SPIDERETTE_4,
        WILL_O_THE_WISP_1,
        WILL_O_THE_WISP_2,
        WILL_O_THE_WISP_4,
        SIMPLE_SIMON,
        MRS_MOP,
        SCORPION,
    )
}

__all__ = ["VARIANTS", "Variant"]
