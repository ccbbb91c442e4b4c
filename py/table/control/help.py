"""The help dialog: how to play the game on the table and its key map, offered once on a
player's first game of each kind, and its worked example played step by step (or by itself)."""

from __future__ import annotations

from dataclasses import replace

from ..messages import ExampleShown, HelpShown
from ..show import names, scene
from ..show.guides import GUIDES, Guide
from ..show.howto import example_at, guide_html, keys_html
from ..show.language import _
from .desk import Desk

STEP_MS = 1800  # how long each step of the example shows when it plays by itself


class Help:
    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.guide: Guide | None = None
        self.shown = 0  # steps of the example played
        self.left_handed = False
        self.playing = False
        self.open_now = False  # the dialog is open (the page tells when it closes)

    def show(self) -> None:
        """How to play the game on the table; the offer of it is taken."""
        self.dismiss()
        self.open()

    def keys(self) -> None:
        self.open(at_keys=True)

    def dismiss(self) -> None:
        self.desk.notes = replace(self.desk.notes, offer=None)

    def open(self, *, at_keys: bool = False) -> None:
        variant, effects = self.desk.game.variant, self.desk.effects
        self._fill()
        self.guide = GUIDES.get(variant.game)
        self.left_handed = self.desk.settings.hand == "left"
        self.playing = False
        self.open_now = True
        self.shown = 0
        self._draw()
        self.desk.dialogs = replace(self.desk.dialogs, open="help")
        effects.focus = "keys" if at_keys else "help"

    def _fill(self) -> None:
        variant = self.desk.game.variant
        shown: HelpShown = {
            "title": _("How to play {game}").format(game=names.title(variant)),
            "guide": guide_html(variant),
            "keys": keys_html(variant),
        }
        self.desk.dialogs = replace(self.desk.dialogs, help=shown, example=None)

    def reword(self) -> None:
        """The page speaks another language: the help, if filled, is filled again in its words,
        at the step of the example it showed."""
        if self.desk.dialogs.help is not None:
            self._fill()
            self._draw()

    def closed(self) -> None:
        """The help closed: its example stops playing by itself."""
        self.open_now = False

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
        self.desk.later("example", STEP_MS, self.step)

    def step(self) -> None:
        """The example's next step as it plays by itself, while the help is open."""
        if not self.playing or not self.open_now or self.guide is None:
            self.playing = False
            return
        self._go(self.shown + 1)
        if self.shown < len(self.guide.example.steps):
            self.desk.later("example", STEP_MS, self.step)
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
        example: ExampleShown = {
            "picture": scene.picture_html(game, left_handed=self.left_handed, marks=marks),
            "columns": game.variant.column_count,
            "step": said,
            "first": self.shown == 0,
            "last": self.shown == len(self.guide.example.steps),
        }
        self.desk.dialogs = replace(self.desk.dialogs, example=example)
