"""Everything the page remembers between visits: the game in progress (and one kept aside),
statistics, recent deals, the deals of the day won, and settings. Pure: reads and writes go
through a Store.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import date
from functools import partial

from solitaire.graded import GRADES, grade_of, stats_key
from solitaire.stats import Record, Result, combined, stats_to_json

from .envelope import SCHEMA, Store
from .saved_game import MAX_SECONDS, SavedGame
from .schema import (
    DAILY,
    EXPORT_KIND,
    HISTORY,
    HISTORY_SIZE,
    MAX_DEVICES,
    OTHERS,
    SETTINGS,
    STATS,
    FromDevice,
    Played,
    keep_good,
    read_daily,
    read_device,
    read_export,
    read_history,
    read_others,
    read_saved_game,
    read_settings,
    read_stats,
)
from .sentences import Complaint, _, n_
from .settings import Settings
from .transfer import Transfer
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
        # This browser's name among the player's devices (made once), and what it holds of the others'.
        self.device: str = store.load("device", read_device, "")
        if not self.device:
            self.device = f"{random.getrandbits(64):016x}"
            store.save("device", self.device)
        self.others: dict[str, FromDevice] = store.load("others", read_others, {}, partial(keep_good, OTHERS))

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
        """Counts a finished game, at once, and returns the variant's new record. A graded deal
        counts in its grade's record too."""
        result = replace(result, seconds=min(round(result.seconds, 1), MAX_SECONDS))
        seconds = result.seconds
        record = self.stats.get(variant, Record()).after(result)
        self.stats[variant] = record
        grade = grade_of(variant, deal)
        if grade is not None:
            key = stats_key(variant, grade)
            self.stats[key] = self.stats.get(key, Record()).after(result)
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
        """The days whose deal of the day was won, on this device or another."""
        days = set(self.daily.get(variant, []))
        for held in self.others.values():
            days.update(held.daily.get(variant, []))
        return [date.fromisoformat(day) for day in sorted(days)]

    def reset(self, variant: str) -> None:
        for key in (variant, *(stats_key(variant, grade) for grade in GRADES)):
            self.stats.pop(key, None)
        if self.daily.pop(variant, None) is not None:
            self.store.save("daily", self.daily)
        self.history = [p for p in self.history if p.variant != variant]
        self.store.save("stats", stats_to_json(self.stats))
        self.store.save("history", [vars(p) for p in self.history])

    # Every device's together -------------------------------------------------------------------

    def combined(self, key: str) -> Record | None:
        """A game's (or a grade's) statistics over this device's games and the other devices'
        (solitaire.stats.combined); None if none has any."""
        records = [held.stats[key] for held in self.others.values() if key in held.stats]
        own = self.stats.get(key)
        if own is None and not records:
            return None
        return combined(own or Record(), records)

    def transfer(self, at: int, game: SavedGame | None) -> Transfer:
        """What a transfer link from this device holds, made at `at` (ms since 1970), with the
        game in progress if any."""
        return Transfer(self.device, at, self.stats, self.daily, self.settings, game)

    def merge(self, transfer: Transfer) -> bool:
        """Keeps what another device's link holds beside this device's own, replacing only an
        older link's from the same device, and takes its settings (but the card faces, which
        suit a screen, and the language, which this browser's own preference may differ from and
        which the page speaks already). False if there is nothing new: a link from this device, or one as old as
        what is held already. A Complaint (a ValueError) when too many devices are held already."""
        held = self.others.get(transfer.device)
        if transfer.device == self.device or (held is not None and held.at >= transfer.at):
            return False
        if held is None and len(self.others) >= MAX_DEVICES:
            full = n_(
                "this browser holds the statistics of {count} other device already",
                "this browser holds the statistics of {count} other devices already",
                MAX_DEVICES,
            )
            raise Complaint(full.format(count=MAX_DEVICES))
        self.others = {**self.others, transfer.device: FromDevice(transfer.at, transfer.stats, transfer.daily)}
        self.store.save("others", {device: held.to_json() for device, held in self.others.items()})
        offered = (*self.settings.offered, *(g for g in transfer.settings.offered if g not in self.settings.offered))
        mine = self.settings
        self.save_settings(replace(transfer.settings, faces=mine.faces, language=mine.language, offered=offered))
        return True

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
        """Replaces statistics, recent games and settings with an exported file's; a Complaint (a
        ValueError) saying what is wrong (and nothing changed) if the file is not one of ours."""
        try:
            imported = read_export(text)
        except ShapeError as error:
            raise Complaint(_("that file cannot be read: {why}").format(why=error.sentence)) from None
        self.stats, self.history = imported.stats, imported.history
        if imported.daily is not None:  # files exported before deals of the day have none
            self.daily = imported.daily
            self.store.save("daily", self.daily)
        self.store.save("stats", stats_to_json(self.stats))
        self.store.save("history", [vars(p) for p in self.history])
        self.save_settings(imported.settings)
