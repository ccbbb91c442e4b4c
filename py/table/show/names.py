"""The names the engine gives in English, in the language the page speaks: each game's name and
title. The engine's words are data (`Variant.title`, `game_name`); each is listed here once with
`N_`, so the catalogs hold it, and worded through `_` when shown. A test holds the list to the
variants."""

from __future__ import annotations

from typing import Final

from solitaire import Variant

from .language import N_, _, p_

# Every game's name and every variant's title, as the engine writes them.
TITLES: Final = (
    N_("Spider"),
    N_("Spider, one suit"),
    N_("Spider, two suits"),
    N_("Spider, four suits"),
    N_("Beetle"),
    N_("Beehive"),
    N_("Spiderette"),
    N_("Spiderette, one suit"),
    N_("Spiderette, two suits"),
    N_("Spiderette, four suits"),
    N_("Will o' the Wisp"),
    N_("Will o' the Wisp, one suit"),
    N_("Will o' the Wisp, two suits"),
    N_("Will o' the Wisp, four suits"),
    N_("Simple Simon"),
    N_("Mrs. Mop"),
    N_("Scorpion"),
)


def title(variant: Variant) -> str:
    """A variant's title: "Spider, two suits"."""
    return _(variant.title)


def game_name(variant: Variant) -> str:
    """Its game's name, the same for each of its variants: "Spider"."""
    return _(variant.game_name)


def group(name: str) -> str:
    """A group of the game picker (show/picker.py), by its English name."""
    return p_("group of games", name)
