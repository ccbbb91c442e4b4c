"""The games we play, by variant id."""

from typing import Final

from .base import Variant
from .beehive import BEEHIVE
from .beetle import BEETLE
from .spider import SPIDER_1, SPIDER_2, SPIDER_4

VARIANTS: Final[dict[str, Variant]] = {
    variant.id: variant for variant in (SPIDER_1, SPIDER_2, SPIDER_4, BEETLE, BEEHIVE)
}

__all__ = ["VARIANTS", "Variant"]
