"""Everything the page remembers between visits: the game in progress (and one kept aside),
statistics, recent deals, the deals of the day won, and settings. Pure: reads and writes go
through a Store.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from typing import Any

from solitaire import VARIANTS
from solitaire.stats import Record, Result, stats_from_json, stats_to_json

from .saved import SavedGame
from .settings import Settings
from .store import SCHEMA, Store

HISTORY_SIZE = 300  # finished games kept: the statistics draw each game's last ones
EXPORT_KIND = "solitaire statistics"


@dataclass(frozen=True)
class Played:
    """One finished game, in the list of recent deals."""

    variant: str
    deal: str | None
    won: bool
    moves: int
    seconds: float

    @classmethod
    def from_json(cls, data: object) -> Played:
        if not isinstance(data, dict) or set(data) != {"variant", "deal", "won", "moves", "seconds"}:
            raise ValueError("not a finished game")
        played = cls(**data)
        if played.variant not in VARIANTS or type(played.won) is not bool or type(played.moves) is not int:
            raise ValueError("not a finished game of ours")
        if not (played.deal is None or isinstance(played.deal, str)) or type(played.seconds) not in (int, float):
            raise ValueError("not a finished game of ours")
        return played


MAX_DAYS = 40_000  # days of deals of the day won, per game: a century


def daily_from_json(data: object) -> dict[str, list[str]]:
    """The days whose deal of the day was won, by variant, each list sorted and without repeats."""
    if not isinstance(data, dict):
        raise ValueError("not a table of games")
    won: dict[str, list[str]] = {}
    for variant, days in data.items():
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        if not isinstance(days, list) or len(days) > MAX_DAYS or not all(isinstance(d, str) for d in days):
            raise ValueError(f"{variant}: not a list of days")
        for day in days:
            date.fromisoformat(day)  # ValueError if it is not a date
        won[variant] = sorted(set(days))
    return won


def history_from_json(data: object) -> list[Played]:
    if not isinstance(data, list):
        raise ValueError("not a list of games")
    return [Played.from_json(item) for item in data]


class Memory:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.stats: dict[str, Record] = store.load("stats", lambda d: stats_from_json(d, set(VARIANTS)), {})
        self.history: list[Played] = store.load("history", history_from_json, [])
        self.settings: Settings = store.load("settings", Settings.from_json, Settings())
        self.daily: dict[str, list[str]] = store.load("daily", daily_from_json, {})
        self.saved: SavedGame | None = store.load("game", SavedGame.from_json, None)
        self.parked: SavedGame | None = store.load("parked", SavedGame.from_json, None)

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
        record = self.stats.get(variant, Record()).after(result)
        self.stats[variant] = record
        self.history = [Played(variant, deal, result.won, result.moves, round(result.seconds, 1)), *self.history][
            :HISTORY_SIZE
        ]
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
        """Replaces statistics, recent deals and settings with an exported file's; ValueError
        saying what is wrong (and nothing changed) if the file is not one of ours."""
        try:
            data: Any = json.loads(text)
        except ValueError:
            raise ValueError("that file is not JSON") from None
        if not isinstance(data, dict) or data.get("kind") != EXPORT_KIND:
            raise ValueError("that file is not an export of these statistics")
        if data.get("schema") != SCHEMA:
            raise ValueError(f"that file has schema {data.get('schema')!r}; this version reads {SCHEMA}")
        try:
            stats = stats_from_json(data["stats"], set(VARIANTS))
            history = history_from_json(data["history"])
            settings = Settings.from_json(data["settings"])
            daily = daily_from_json(data["daily"]) if "daily" in data else self.daily  # older files have none
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"that file cannot be read: {error}") from None
        self.stats, self.history, self.daily = stats, history, daily
        self.store.save("daily", daily)
        self.store.save("stats", stats_to_json(stats))
        self.store.save("history", [vars(p) for p in history])
        self.save_settings(settings)
