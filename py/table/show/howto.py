"""The help: how to play the game on the table, its worked example played step by step on a
picture of the table, and the key map.

The words come from `guides` (by game id) and `keys`; the example's position is drawn by `scene`,
the table's own renderer, and moved on by the engine. Pure: control/help.py puts them in the help
dialog and plays the example.
"""

from __future__ import annotations

from html import escape

from solitaire import Game, Variant, from_text
from solitaire.moves import parse_move

from . import scene
from .guides import GUIDES, Guide
from .keys import key_map


def guide_html(variant: Variant) -> str:
    """The help's sections for a game; a game with no guide yet gets the key map alone."""
    guide = GUIDES.get(variant.game)
    if guide is None:
        return f"<p>There is no guide for {escape(variant.title)} yet.</p>"
    sections = [
        ("The table", f"<p>{escape(guide.layout)}</p>"),
        ("Moving cards", f"<p>{escape(guide.moving)}</p>"),
        ("Dealing", f"<p>{escape(guide.dealing)}</p>"),
        ("Winning", f"<p>{escape(guide.winning)}</p>"),
        (f"What is special in {escape(variant.game_name)}", _items(guide.special)),
        ("Strategy", _items(guide.strategy)),
        ("A worked example", _example_html(guide)),
    ]
    return "".join(f"<section><h3>{title}</h3>{body}</section>" for title, body in sections)


def _items(lines: tuple[str, ...]) -> str:
    return "<ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>"


def _example_html(guide: Guide) -> str:
    return (
        f"<p>{escape(guide.example.intro)}</p>"
        '<div id="example" class="example" role="group" aria-label="The example table"></div>'
        '<p id="example-step" class="example-step" aria-live="polite"></p>'
        '<div class="example-controls">'
        '<button type="button" data-action="example-back">Back</button>'
        '<button type="button" data-action="example-next">Next step</button>'
        '<button type="button" data-action="example-play">Play it</button>'
        "</div>"
    )


def keys_html(variant: Variant) -> str:
    """The key map, as a table."""
    head = "<thead><tr><th scope=col>Key</th><th scope=col>What it does</th></tr></thead>"
    rows = "".join(
        f"<tr><th scope=row><kbd>{escape(key)}</kbd></th><td>{escape(what)}</td></tr>" for key, what in key_map(variant)
    )
    return f'<table class="key-map">{head}<tbody>{rows}</tbody></table>'


def example_at(guide: Guide, shown: int) -> tuple[Game, dict[str, str], str]:
    """The example after its first `shown` steps: the game, the piles the last step moved
    ("from", "to"), and what it shows."""
    game = from_text(guide.example.board)
    marks: dict[str, str] = {}
    for step in guide.example.steps[:shown]:
        move = parse_move(step.move)
        marks = {scene.move_origin(game.variant, move): "from"}
        if not move.is_deal:
            marks[str(move.target)] = "to"
        game.play_move(move)
    steps = guide.example.steps
    said = (
        f"Step {shown} of {len(steps)}: {steps[shown - 1].says}"
        if shown
        else f"{len(steps)} steps. {guide.example.intro}"
    )
    return game, marks, said
