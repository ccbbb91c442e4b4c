"""The help: how to play the game on the table, its worked example played step by step on a
picture of the table, and the key map.

The words come from `guides` (by game id) and `keys`; the example's position is drawn by `scene`,
the table's own renderer, and moved on by the engine. The builders are pure; `HowTo` puts them in
the help dialog and plays the example.
"""

from __future__ import annotations

from html import escape
from typing import Any

from solitaire import Game, Variant, from_text
from solitaire.moves import parse_move

from ..browser.page import Page
from . import scene
from .guides import GUIDES, Guide
from .keys import key_map

STEP_MS = 1800  # how long each step of the example shows when it plays by itself


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
        (f"What is special in {escape(variant.game.capitalize())}", _items(guide.special)),
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


class HowTo:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.guide: Guide | None = None
        self.shown = 0  # steps of the example played
        self.left_handed = False
        self.playing = False

    def open(self, variant: Variant, *, left_handed: bool, at_keys: bool = False) -> None:
        get = self.page.get
        get("help-title").set(textContent=f"How to play {variant.title}")
        get("help-body").set(innerHTML=guide_html(variant))
        get("key-map").set(innerHTML=keys_html(variant))
        self.guide = GUIDES.get(variant.game)
        self.left_handed = left_handed
        self.playing = False
        self.shown = 0
        self._draw()
        self.page.open_modal("help-panel")
        place = get("keys-title") if at_keys else get("help-title")
        place.send("focus")
        place.send("scrollIntoView")

    def next(self) -> None:
        self.playing = False
        self._go(self.shown + 1)

    def back(self) -> None:
        self.playing = False
        self._go(self.shown - 1)

    def play(self) -> None:
        """Plays the example from its start, a step at a time, by itself."""
        self.playing = True
        self._go(0)
        self.page.after("example", STEP_MS, self._tick)

    def _tick(self, *_: Any) -> None:
        if not self.playing or not self.page.get("help-panel").get("open") or self.guide is None:
            self.playing = False
            return
        self._go(self.shown + 1)
        if self.shown < len(self.guide.example.steps):
            self.page.after("example", STEP_MS, self._tick)
        else:
            self.playing = False

    def _go(self, shown: int) -> None:
        if self.guide is not None:
            self.shown = max(0, min(shown, len(self.guide.example.steps)))
            self._draw()

    def _draw(self) -> None:
        if self.guide is None:
            return
        game, marks, said = example_at(self.guide, self.shown)
        get = self.page.get
        example = get("example")
        example.set(innerHTML=scene.picture_html(game, left_handed=self.left_handed, marks=marks))
        example.style("--columns", str(game.variant.column_count))
        get("example-step").set(textContent=said)
        last = len(self.guide.example.steps)
        # Marked, not disabled: a disabled button would drop the focus of whoever pressed it.
        for action, idle in (("example-back", self.shown == 0), ("example-next", self.shown == last)):
            self.page.dom(f'#help-panel [data-action="{action}"]').attr("aria-disabled", str(idle).lower())
