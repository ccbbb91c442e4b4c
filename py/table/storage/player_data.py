"""Everything the page remembers between visits: the game in progress (and one kept aside),
statistics, recent deals, the deals of the day won, and settings. Pure: reads and writes go
through a Store.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date
from functools import partial

from solitaire.stats import Record, Result, stats_to_json

from .envelope import SCHEMA, Store
from .saved_game import MAX_SECONDS, SavedGame
from .schema import (
    DAILY,
    EXPORT_KIND,
    HISTORY,
    HISTORY_SIZE,
    SETTINGS,
    STATS,
    Played,
    keep_good,
    read_daily,
    read_export,
    read_history,
    read_saved_game,
    read_settings,
    read_stats,
)
from .settings import Settings
from .validator import ShapeError


class PlayerData:
    def __init__(self, store: Store) -> None:
        self.store = store
        # Each value is read on its own: a bad one is set aside without touching the others, and
        # of statistics, recent games and settings every good part is kept.
        self.stats: dict[str, Record] = store.load("stats", read_stats, {}, partial(keep_good, STATS))
        self.history: list[Played] = store.load("history", read_history, [], partial(keep_good, HISTORY))
        self.settings: Settings = store.load("settings", read_settings, Settings(), partial(keep_good, SETTINGS))
        self.daily: dict[str, list[str]] = store.load("daily", read_daily, {}, partial(keep_good, DAILY))
        self.saved: SavedGame | None = store.load("game", read_saved_game, None)
        self.parked: SavedGame | None = store.load("parked", read_saved_game, None)

    # The game in progress ---------------------------------------------------------------------

    def save_game(self, saved: SavedGame) -> None:
        self.saved = saved
        self.store.save("game", saved.to_json())

    def park(self, saved: SavedGame) -> None:
        """Keeps a game in progress aside while another is played (one at a time)."""
        self.parked = saved
        self.store.save("parked", saved.to_json())

    def unpark(self) -> SavedGame | None:
        parked, self.parked = self.parked, None
        self.store.remove("parked")
        return parked

    # Finished games ---------------------------------------------------------------------------

    def record(self, variant: str, deal: str | None, result: Result) -> Record:
        """Counts a finished game, at once, and returns the variant's new record."""
        seconds = min(round(result.seconds, 1), MAX_SECONDS)
        record = self.stats.get(variant, Record()).after(replace(result, seconds=seconds))
        self.stats[variant] = record
        played = Played(variant, deal, result.won, result.moves, seconds, result.helped)
        self.history = [played, *self.history][:HISTORY_SIZE]
        self.store.save("stats", stats_to_json(self.stats))
        self.store.save("history", [vars(p) for p in self.history])
        return record

    def record_daily(self, variant: str, day: date) -> None:
        """A deal of the day won: its day counts in the game's streak of days."""
        days = self.daily.get(variant, [])
        if day.isoformat() not in days:
            self.daily[variant] = sorted([*days, day.isoformat()])
            self.store.save("daily", self.daily)

    def won_days(self, variant: str) -> list[date]:
        return [date.fromisoformat(day) for day in self.daily.get(variant, [])]

    def reset(self, variant: str) -> None:
        self.stats.pop(variant, None)
        if self.daily.pop(variant, None) is not None:
            self.store.save("daily", self.daily)
        self.history = [p for p in self.history if p.variant != variant]
        self.store.save("stats", stats_to_json(self.stats))
        self.store.save("history", [vars(p) for p in self.history])

    # Settings ---------------------------------------------------------------------------------

    def save_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.store.save("settings", settings.to_json())

    # A file of one's own ----------------------------------------------------------------------

    def export(self) -> str:
        """Statistics, recent deals and settings as a JSON file's text."""
        return json.dumps(
            {
                "kind": EXPORT_KIND,
                "schema": SCHEMA,
                "stats": stats_to_json(self.stats),
                "history": [vars(p) for p in self.history],
                "settings": self.settings.to_json(),
                "daily": self.daily,
            },
            indent=2,
        )

    def import_file(self, text: str) -> None:
        """Replaces statistics, recent games and settings with an exported file's; ValueError
        saying what is wrong (and nothing changed) if the file is not one of ours."""
        try:
            imported = read_export(text)
        except ShapeError as error:
            raise ValueError(f"that file cannot be read: {error}") from None
        self.stats, self.history = imported.stats, imported.history
        if imported.daily is not None:  # files exported before deals of the day have none
            self.daily = imported.daily
            self.store.save("daily", self.daily)
        self.store.save("stats", stats_to_json(self.stats))
        self.store.save("history", [vars(p) for p in self.history])
        self.save_settings(imported.settings)
