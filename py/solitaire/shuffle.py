"""Our own shuffle, so that a deal code deals the same cards forever, on every Python.

The algorithm, fixed for good (golden tests pin its output):

1. The seed is the 64-bit FNV-1a hash of the ASCII text `<variant id>/<N>`, for example
   `spider-2/41739205`, so one shuffle number gives unrelated deals in different games.
2. The generator is SplitMix64 started from that seed: each step adds 0x9E3779B97F4A7C15 to a
   64-bit state and returns the state mixed by two xor-shift-multiplies and a final xor-shift.
3. The deck, in the variant's fresh order, is shuffled by Fisher-Yates from the last position
   down: position i swaps with position j, a whole number from 0 to i drawn without bias by
   rejecting any 64-bit output at or above the largest multiple of (i + 1) and taking the
   remainder of the rest.

Nothing here depends on `random`, `hash()` or the platform, only on 64-bit arithmetic.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final, TypeVar

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_FNV_OFFSET: Final = 0xCBF29CE484222325
_FNV_PRIME: Final = 0x100000001B3
_GOLDEN_GAMMA: Final = 0x9E3779B97F4A7C15


def fnv1a64(text: str) -> int:
    value = _FNV_OFFSET
    for byte in text.encode("ascii"):
        value = ((value ^ byte) * _FNV_PRIME) & _MASK
    return value


def splitmix64(seed: int) -> Iterator[int]:
    state = seed & _MASK
    while True:
        state = (state + _GOLDEN_GAMMA) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def shuffled(items: Sequence[T], variant_id: str, number: int) -> list[T]:
    """`items` in the order shuffle number `number` of `variant_id` puts them."""
    deck = list(items)
    draws = splitmix64(fnv1a64(f"{variant_id}/{number}"))
    for i in range(len(deck) - 1, 0, -1):
        bound = i + 1
        limit = (1 << 64) - (1 << 64) % bound
        draw = next(draws)
        while draw >= limit:
            draw = next(draws)
        j = draw % bound
        deck[i], deck[j] = deck[j], deck[i]
    return deck
