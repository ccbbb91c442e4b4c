"""The help dialog: how to play the game on the table and its key map, offered once on a
player's first game of each kind, and its worked example played step by step (or by itself)."""

from __future__ import annotations

from dataclasses import replace

from ..messages import ExampleShown, HelpShown
from ..show import names, scene
from ..show.guides import GUIDES
from ..show.howto import example_at, guide_html, keys_html
from ..show.language import _
from ..show.state import Example
from .desk import Desk

STEP_MS = 1800  # how long each step of the example shows when it plays by itself


class Help:
    """Sees its example in the model (`Model.example`), and whether it is open in its dialogs."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk

    @property
    def example(self) -> Example | None:
        return self.desk.model.example

    def show(self) -> None:
        """How to play the game on the table; the offer of it is taken."""
        self.dismiss()
        self.open()

    def keys(self) -> None:
        self.open(at_keys=True)

    def dismiss(self) -> None:
        self.desk.model = self.desk.model.noting(offer=None)

    def open(self, *, at_keys: bool = False) -> None:
        variant, effects = self.desk.game.variant, self.desk.effects
        self._fill()
        left_handed = self.desk.settings.hand == "left"
        example = Example(variant.game, left_handed=left_handed) if variant.game in GUIDES else None
        self.desk.model = replace(self.desk.model, example=example).filling(open="help")
        self._draw()
        effects.focus = "keys" if at_keys else "help"

    def _fill(self) -> None:
        variant = self.desk.game.variant
        shown: HelpShown = {
            "title": _("How to play {game}").format(game=names.title(variant)),
            "guide": guide_html(variant),
            "keys": keys_html(variant),
        }
        self.desk.model = self.desk.model.filling(help=shown, example=None)

    def reword(self) -> None:
        """The page speaks another language: the help, if filled, is filled again in its words,
        at the step of the example it showed."""
        if self.desk.model.dialogs.help is not None:
            self._fill()
            self._draw()

    def closed(self) -> None:
        """The help closed: its example stops playing by itself."""
        self._stop()

    def next(self) -> None:
        self._stop()
        self._go(+1)

    def back(self) -> None:
        self._stop()
        self._go(-1)

    def play(self) -> None:
        """Plays the example from its start, a step at a time, by itself."""
        if self.example is not None:
            self.desk.model = replace(self.desk.model, example=replace(self.example, shown=0, playing=True))
            self._draw()
        self.desk.later("example", STEP_MS, self.step)

    def step(self) -> None:
        """The example's next step as it plays by itself, while the help is open."""
        example = self.example
        if example is None or not example.playing or self.desk.model.dialogs.open != "help":
            self._stop()
            return
        self._go(+1)
        if self.example is not None and self.example.shown < len(GUIDES[example.game].example.steps):
            self.desk.later("example", STEP_MS, self.step)
        else:
            self._stop()

    def _stop(self) -> None:
        if self.example is not None:
            self.desk.model = replace(self.desk.model, example=replace(self.example, playing=False))

    def _go(self, by: int) -> None:
        example = self.example
        if example is not None:
            shown = max(0, min(example.shown + by, len(GUIDES[example.game].example.steps)))
            self.desk.model = replace(self.desk.model, example=replace(example, shown=shown))
            self._draw()

    def _draw(self) -> None:
        if self.example is None:
            return
        guide = GUIDES[self.example.game]
        game, marks, said = example_at(guide, self.example.shown)
        example: ExampleShown = {
            "picture": scene.picture_html(game, left_handed=self.example.left_handed, marks=marks),
            "columns": game.variant.column_count,
            "step": said,
            "first": self.example.shown == 0,
            "last": self.example.shown == len(guide.example.steps),
        }
        self.desk.model = self.desk.model.filling(example=example)
