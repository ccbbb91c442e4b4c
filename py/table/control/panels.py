"""The statistics and settings panels: what they show, the settings their form changed, and the
file of statistics exported and imported."""

from __future__ import annotations

from typing import Any, Literal

from solitaire import VARIANTS

from ..messages import StatsShown
from ..show import forms, names
from ..show.language import _
from ..show.picker import ALL_GAMES
from ..show.question import Question
from ..show.stats import charts_html, recent_html, stats_table_html
from .desk import Desk
from .notices import worded
from .questions import ask

EXPORT_NAME = "solitaire-statistics.json"


class Panels:
    def __init__(self, desk: Desk) -> None:
        self.desk = desk

    def open_stats(self) -> None:
        """Opens the statistics on the game on the table; the others are a choice away."""
        self.show_game(self.desk.game.variant.id)
        self._open("stats")

    def show_game(self, variant_id: str | None = None) -> None:
        """The numbers and pictures of the game chosen in the statistics panel (`variant_id`, or
        the one chosen before: None), or the numbers of every game."""
        shown = self.desk.model.dialogs.stats
        if variant_id is None:
            variant_id = shown["game"] if shown is not None else ALL_GAMES
        if variant_id not in VARIANTS and variant_id != ALL_GAMES:  # no option chosen yet
            variant_id = self.desk.settings.variant
        data, today = self.desk.data, self.desk.screen.today()
        stats: StatsShown = {
            "game": variant_id,
            "table": stats_table_html(data, today, variant_id),
            "charts": charts_html(data, variant_id, today),
            "recent": recent_html(data),
        }
        self.desk.model = self.desk.model.filling(stats=stats)

    def open_settings(self) -> None:
        shown = forms.settings_shown(self.desk.settings, self.desk.game.variant)
        self.desk.model = self.desk.model.filling(settings=shown)
        self._open("settings")

    def settings_changed(self, fields: dict[str, Any]) -> None:
        """The form's fields into the stored settings (the table shows them as it draws)."""
        shown = self.desk.model.dialogs.settings
        settings = forms.settings_read(self.desk.settings, fields, shown)
        self.desk.data.save_settings(settings)
        if shown is not None:  # what the form shows now: nothing to send back to it
            self.desk.model = self.desk.model.filling(settings=forms.refilled(shown, settings))

    def settings_stored(self) -> None:
        """Another tab changed the settings: the form, if filled, shows them."""
        shown = self.desk.model.dialogs.settings
        if shown is not None:
            self.desk.model = self.desk.model.filling(settings=forms.refilled(shown, self.desk.settings))

    def close(self) -> None:
        """Whichever of the statistics, settings, help and transfer link is open, closed."""
        if self.desk.model.dialogs.open != "result":
            self.desk.model = self.desk.model.filling(open=None)

    def closed(self, dialog: str) -> None:
        """The page closed a dialog (the player did): the table no longer has it open."""
        if self.desk.model.dialogs.open == dialog:
            self.desk.model = self.desk.model.filling(open=None)

    def reword(self) -> None:
        """The page speaks another language: the panels filled are filled again in its words (the
        settings form as the settings stand, which it has just sent)."""
        dialogs = self.desk.model.dialogs
        if dialogs.stats is not None:
            self.show_game()
        if dialogs.settings is not None:
            shown = forms.settings_shown(self.desk.settings, self.desk.game.variant)
            self.desk.model = self.desk.model.filling(settings=shown)

    def export(self) -> None:
        """Downloads the statistics as a JSON file."""
        self.desk.effects.download = {"name": EXPORT_NAME, "text": self.desk.data.export(), "type": "application/json"}
        self.desk.effects.tell(_("Statistics exported to {file}.").format(file=EXPORT_NAME))

    def import_text(self, text: str) -> None:
        """An exported file chosen in the statistics panel: its statistics and settings replace ours."""
        try:
            self.desk.data.import_file(text)
        except ValueError as error:  # the file's problem, in storage's words
            self.desk.effects.tell(_("Nothing was imported: {why}.").format(why=worded(error)), alert=True)
            return
        self.show_game()
        self.desk.effects.tell(_("Statistics imported."))

    def reset(self, variant: str) -> None:
        """The statistics of one game (chosen beside the button) to clear: the player is asked first."""
        if variant in VARIANTS:
            ask(self.desk, Question("reset", variant=variant))

    def reset_answered(self, question: Question, yes: bool) -> None:
        """Cleared once the player agrees; kept as they are otherwise."""
        if not yes or question.variant not in VARIANTS:
            return
        self.desk.data.reset(question.variant)
        self.show_game()
        title = names.title(VARIANTS[question.variant])
        self.desk.effects.tell(_("Statistics of {game} reset.").format(game=title))

    def _open(self, dialog: Literal["stats", "settings"]) -> None:
        self.desk.model = self.desk.model.filling(open=dialog)
