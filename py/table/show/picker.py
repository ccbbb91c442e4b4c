"""The game picker's choices, grouped as a player looks for them: Spider, its smaller one-deck
cousins, the games with every card face up, and the others. The statistics panel and the reset
of statistics list the games the same way. Pure.
"""

from __future__ import annotations

from html import escape
from typing import Final

from solitaire import GAMES, VARIANTS

# Each group's name and its games (game ids), in the order shown; every game is in one group.
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
            f'<option value="{variant.id}"{_selected(variant.id, chosen)}>{escape(variant.title)}</option>'
            for game in games
            for variant in VARIANTS.values()
            if variant.game == game
        )
        groups.append(f'<optgroup label="{escape(name)}">{options}</optgroup>')
    return first + "".join(groups)


def _selected(value: str, chosen: str | None) -> str:
    return " selected" if value == chosen else ""
