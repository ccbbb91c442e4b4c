"""The game picker's choices, grouped as a player looks for them: Spider, its smaller one-deck
cousins, the games with every card face up, and the others. The statistics panel and the reset
of statistics list the games the same way, in the language the page speaks. Pure.
"""

from __future__ import annotations

from html import escape
from typing import Final

from solitaire import GAMES, VARIANTS

from . import names
from .language import p_

# Each group's name (worded by `names.group` where shown) and its games (game ids), in the order
# shown; every game is in one group.
GROUPS: Final = (
    ("Spider", ("spider",)),
    ("One deck, seven columns", ("spiderette", "will-o-the-wisp", "scorpion")),
    ("Every card face up", ("beetle", "simple-simon", "mrs-mop")),
    ("Sets", ("beehive",)),
)
ALL_GAMES: Final = "all"  # the statistics panel's choice of every game at once

assert sorted(game for _, games in GROUPS for game in games) == sorted(GAMES), "a game is in no group, or in two"


def options_html(chosen: str | None = None, *, every_game: str | None = None) -> str:
    """The `<option>`s of every variant, in `<optgroup>`s, with `chosen` selected; with
    `every_game`, a first choice of that name standing for all games (`ALL_GAMES`)."""
    first = ""
    if every_game is not None:
        first = f'<option value="{ALL_GAMES}"{_selected(ALL_GAMES, chosen)}>{escape(every_game)}</option>'
    groups = []
    for name, games in GROUPS:
        options = "".join(
            f'<option value="{variant.id}"{_selected(variant.id, chosen)}>{escape(names.title(variant))}</option>'
            for game in games
            for variant in VARIANTS.values()
            if variant.game == game
        )
        groups.append(f'<optgroup label="{escape(names.group(name))}">{options}</optgroup>')
    return first + "".join(groups)


def _selected(value: str, chosen: str | None) -> str:
    return " selected" if value == chosen else ""


def group_names() -> tuple[str, ...]:
    """Every group's name in the language spoken, as `names.group` words them: written out here
    so that the catalogs hold them in their context (a table's `N_` has none). A test holds them
    to `GROUPS`."""
    return (
        p_("group of games", "Spider"),
        p_("group of games", "One deck, seven columns"),
        p_("group of games", "Every card face up"),
        p_("group of games", "Sets"),
    )
