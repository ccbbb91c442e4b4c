"""The statistics and settings panels: what they show, the settings read from their form, and the
file of statistics exported and imported."""

from __future__ import annotations

from dataclasses import replace

from solitaire import VARIANTS

from ..show import forms
from ..show.picker import ALL_GAMES
from ..show.stats import charts_html, recent_html, stats_table_html
from .desk import Desk

EXPORT_NAME = "solitaire-statistics.json"


class Panels:
    def __init__(self, desk: Desk) -> None:
        self.desk = desk

    def open_stats(self) -> None:
        """Opens the statistics on the game on the table; the others are a choice away."""
        variant_id = self.desk.game.variant.id
        self.desk.effects.set("#stats-game", value=variant_id)
        self._show_stats(variant_id)
        self._open("stats-panel")

    def _show_stats(self, variant_id: str | None = None) -> None:
        self.desk.effects.set("#recent", innerHTML=recent_html(self.desk.data))
        self.show_game(variant_id)

    def show_game(self, variant_id: str | None = None) -> None:
        """The numbers and pictures of the game chosen in the statistics panel (or of
        `variant_id`), or the numbers of every game."""
        if variant_id is None:
            variant_id = str(self.desk.screen.value("#stats-game", "value"))
        if variant_id not in VARIANTS and variant_id != ALL_GAMES:  # no option chosen yet
            variant_id = self.desk.settings.variant
        data, today = self.desk.data, self.desk.screen.today()
        self.desk.effects.set("#stats-table", innerHTML=stats_table_html(data, today, variant_id))
        self.desk.effects.set("#charts", innerHTML=charts_html(data, variant_id, today))

    def open_settings(self) -> None:
        self.desk.effects.changes += forms.settings_fields(self.desk.settings, self.desk.game.variant)
        self._open("settings-panel")

    def settings_changed(self) -> None:
        """Reads the form into the stored settings (the table shows them as it draws)."""
        screen = self.desk.screen

        def value(name: str, what: str = "value") -> object:
            return screen.value(forms.field(name), what)

        settings = replace(
            self.desk.settings,
            speed=str(value("speed")),
            colours="four" if value("colours", "checked") else "two",
            hand="left" if value("hand", "checked") else "right",
            clock="hidden" if value("clock", "checked") else "shown",
            sound="on" if value("sound", "checked") else "off",
            faces=str(screen.value(forms.choice("faces"), "value")),
            warn_beetle=bool(value("warn_beetle", "checked")),
            live_verdict=bool(value("live_verdict", "checked")),
            winnable=forms.winnable_games(self.desk.settings, value("winnable"), bool(value("winnable", "checked"))),
            theme=str(screen.value(forms.choice("theme"), "value")),
            felt=str(screen.value(forms.choice("felt"), "value")),
            back=str(screen.value(forms.choice("back"), "value")),
        )
        self.desk.data.save_settings(settings)

    def close(self) -> None:
        self.desk.effects.close.append("dialog.panel[open]")

    def export(self) -> None:
        """Downloads the statistics as a JSON file."""
        self.desk.effects.download = (EXPORT_NAME, self.desk.data.export(), "application/json")
        self.desk.effects.tell("Statistics exported to " + EXPORT_NAME + ".")

    def import_text(self, text: str) -> None:
        """An exported file chosen in the statistics panel: its statistics and settings replace ours."""
        try:
            self.desk.data.import_file(text)
        except ValueError as error:
            self.desk.effects.tell(f"Nothing was imported: {error}.", alert=True)
            return
        self._show_stats()
        self.desk.effects.tell("Statistics imported.")

    def reset(self) -> None:
        variant = str(self.desk.screen.value("#reset-variant", "value"))
        title = VARIANTS[variant].title
        if not self.desk.screen.confirm(f"Reset the statistics of {title}? This cannot be undone."):
            return
        self.desk.data.reset(variant)
        self._show_stats()
        self.desk.effects.tell(f"Statistics of {title} reset.")

    def _open(self, dialog: str) -> None:
        self.close()
        self.desk.effects.dialog = dialog
