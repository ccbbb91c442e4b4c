"""The help: how to play the game on the table, its worked example played step by step on a
picture of the table, and the key map.

The words come from `guides` (by game id) and `keys`; the example's position is drawn by `scene`,
the table's own renderer, and moved on by the engine. Pure: control/help.py puts them in the help
dialog and plays the example. Every word is in the language the page speaks: the guides' own,
marked where they are written, are worded here; a paragraph is one message, escaped once worded.
"""

from __future__ import annotations

from html import escape

from solitaire import Game, Variant, from_text
from solitaire.moves import parse_move

from . import names, scene
from .guides import GUIDES, Guide
from .keys import key_map
from .language import _, n_, p_


def guide_html(variant: Variant) -> str:
    """The help's sections for a game; a game with no guide yet gets the key map alone."""
    guide = GUIDES.get(variant.game)
    if guide is None:
        return _paragraphs(_("There is no guide for {game} yet.").format(game=names.title(variant)))
    sections = [
        (p_("help section", "The table"), _paragraphs(_(guide.layout))),
        (p_("help section", "Moving cards"), _paragraphs(*map(_, guide.moving))),
        (p_("help section", "Dealing"), _paragraphs(_(guide.dealing))),
        (p_("help section", "Winning"), _paragraphs(_(guide.winning))),
        (p_("help section", "What is special in {game}").format(game=names.game_name(variant)), _items(guide.special)),
        (p_("help section", "Strategy"), _items(guide.strategy)),
        (p_("help section", "A worked example"), _example_html(guide)),
    ]
    return "".join(f"<section><h3>{escape(title)}</h3>{body}</section>" for title, body in sections)


def _paragraphs(*texts: str) -> str:
    return "".join(f"<p>{escape(text)}</p>" for text in texts)


def _items(lines: tuple[str, ...]) -> str:
    return "<ul>" + "".join(f"<li>{escape(_(line))}</li>" for line in lines) + "</ul>"


def _example_html(guide: Guide) -> str:
    buttons = (
        ("example-back", p_("worked example", "Back")),
        ("example-next", p_("worked example", "Next step")),
        ("example-play", p_("worked example", "Play it")),
    )
    described = escape(_("The example table"))
    return (
        _paragraphs(_(guide.example.intro))
        + f'<div id="example" class="example" role="group" aria-label="{described}"></div>'
        '<p id="example-step" class="example-step" aria-live="polite"></p>'
        '<div class="example-controls">'
        + "".join(f'<button type="button" data-action="{action}">{escape(label)}</button>' for action, label in buttons)
        + "</div>"
    )


def keys_html(variant: Variant) -> str:
    """The key map, as a table."""
    named, does = escape(p_("key map", "Key")), escape(p_("key map", "What it does"))
    head = f"<thead><tr><th scope=col>{named}</th><th scope=col>{does}</th></tr></thead>"
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
    if shown:
        # Translators: {says} is the step's own sentence: what it shows.
        said = _("Step {step} of {steps}: {says}").format(step=shown, steps=len(steps), says=_(steps[shown - 1].says))
    else:
        # Translators: {intro} is the example's own sentence: the position it starts from.
        said = n_("{count} step. {intro}", "{count} steps. {intro}", len(steps))
        said = said.format(count=len(steps), intro=_(guide.example.intro))
    return game, marks, said
