"""Everything the page remembers between visits: the game in progress (and one kept aside),
statistics, recent deals, the deals of the day won, and settings. Pure: reads and writes go
through a Store.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import date
from functools import partial
from typing import Any, TypeVar

from solitaire.graded import GRADES, grade_of, stats_key
from solitaire.stats import Record, Result, combined, stats_to_json

from .envelope import PREFIX, SCHEMA, Store
from .kept import Kept
from .saved_game import MAX_SECONDS, SavedGame, new_name
from .schema import (
    DAILY,
    DEVICE,
    EXPORT_KIND,
    HISTORY,
    HISTORY_SIZE,
    MAX_DEVICES,
    OTHERS,
    SAVED_GAME,
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

T = TypeVar("T")


@dataclass(frozen=True)
class GameStored:
    """What storing a game in progress did besides."""

    counted: SavedGame | None = None  # the game kept aside before, counted as played to make room
    newer: SavedGame | None = None  # not stored: another tab played this game on, as it stands there


class PlayerData:
    """The player's data as one tab sees it. Every change is made to what is stored now
    (kept.py), so two tabs of the site never undo each other's: a finished game adds to the
    stored counts, days won and other devices' records are merged, a setting changes field by
    field. `refresh` takes in what another tab wrote (the page's `storage` event)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # Each value is read on its own: a bad one is set aside without touching the others, and
        # of statistics, recent games and settings every good part is kept.
        self._stats = Kept[dict[str, Record]](
            store, "stats", STATS, read_stats, stats_to_json, {}, partial(keep_good, STATS)
        )
        self._history = Kept[list[Played]](
            store, "history", HISTORY, read_history, _history_json, [], partial(keep_good, HISTORY)
        )
        self._settings = Kept[Settings](
            store, "settings", SETTINGS, read_settings, Settings.to_json, Settings(), partial(keep_good, SETTINGS)
        )
        self._daily = Kept[dict[str, list[str]]](
            store, "daily", DAILY, read_daily, _same, {}, partial(keep_good, DAILY)
        )
        self._game = Kept[SavedGame | None](store, "game", SAVED_GAME, read_saved_game, _game_json, None)
        self._parked = Kept[SavedGame | None](store, "parked", SAVED_GAME, read_saved_game, _game_json, None)
        # This browser's name among the player's devices (made once), and what it holds of the others'.
        self._device = Kept[str](store, "device", DEVICE, read_device, _same, "")
        if not self._device.value:
            self._device.put(new_name())
        self._others = Kept[dict[str, FromDevice]](
            store, "others", OTHERS, read_others, _others_json, {}, partial(keep_good, OTHERS)
        )
        self._kept: dict[str, Kept[Any]] = {kept.name: kept for kept in vars(self).values() if isinstance(kept, Kept)}

    # What this tab sees: as stored when it last read or wrote each value -------------------------

    @property
    def stats(self) -> dict[str, Record]:
        return self._stats.value

    @property
    def history(self) -> list[Played]:
        return self._history.value

    @property
    def settings(self) -> Settings:
        return self._settings.value

    @property
    def daily(self) -> dict[str, list[str]]:
        return self._daily.value

    @property
    def saved(self) -> SavedGame | None:
        """The game in progress a new visit resumes: the one touched last, in whichever tab."""
        return self._game.value

    @property
    def parked(self) -> SavedGame | None:
        return self._parked.value

    @property
    def device(self) -> str:
        return self._device.value

    @property
    def others(self) -> dict[str, FromDevice]:
        return self._others.value

    def refresh(self, key: str | None = None) -> set[str]:
        """Takes in what another tab (or anything else) stored: the value under the storage key
        `key` (`solitaire.stats`...), or every value (None: storage cleared, or not known what).
        The names of the values that changed."""
        if key is None:
            names = list(self._kept)
        elif key.startswith(PREFIX) and key[len(PREFIX) :] in self._kept:
            names = [key[len(PREFIX) :]]
        else:
            return set()
        return {name for name in names if self._kept[name].refresh()}

    # The game in progress ---------------------------------------------------------------------

    def save_game(self, saved: SavedGame, *, moved: bool = True) -> GameStored:
        """Keeps `saved` as the game in progress, the one a new visit resumes. Another game stored
        there, begun and not counted, is kept aside (`park`). A copy of this game another tab
        played on further is not written over: it is handed back, to be shown."""
        changed = self._game.refresh()
        stored = self._game.value
        if not moved and stored is not None and stored.identity != saved.identity:
            return GameStored()  # only the clock went on: the game played last stays in play
        if changed and stored is not None and stored.identity == saved.identity and stored.steps > saved.steps:
            return GameStored(newer=stored)
        counted = None
        if stored is not None and stored.identity != saved.identity and self._unsettled(stored):
            counted = self.park(stored, coming=saved.identity)
        # A tab puts a game aside only as it stores another in play: while the game stored is the
        # one this tab last saw, what is aside is what this tab last saw (one read a move).
        elif (self._parked.fresh() if changed else self._parked.value) is not None:
            parked = self._parked.fresh()
            if parked is not None and parked.identity == saved.identity:
                if parked.steps > saved.steps:
                    return GameStored(newer=parked)
                self._parked.clear()  # its tab plays it again: no longer aside
        self._game.put(saved)
        return GameStored(counted=counted)

    def park(self, saved: SavedGame, coming: str | None = None) -> SavedGame | None:
        """Keeps a game in progress aside while another (`coming`) is played: one at a time, so
        one kept aside before is counted as played (unless it is the one coming back). The game
        so counted, if any."""
        parked = self._parked.fresh()
        counted = None
        if parked is not None and parked.identity not in (saved.identity, coming) and self._unsettled(parked):
            result = Result(False, len(parked.record), parked.seconds, parked.helped)
            if self.record(parked.variant, parked.deal, result, parked.identity):
                counted = parked
        self._parked.put(saved)
        return counted

    def unpark(self) -> SavedGame | None:
        parked = self._parked.fresh()
        if parked is not None:
            self._parked.clear()
        return parked

    def _unsettled(self, saved: SavedGame) -> bool:
        """Begun, and neither won nor counted (in any tab, as stored now): a game that must not vanish."""
        if not saved.in_progress:
            return False
        self._history.refresh()
        return not self.counted(saved.identity)

    def counted(self, game: str) -> bool:
        """Whether the game named `game` is among the recent games counted, as this tab last read them."""
        return any(played.id == game for played in self.history)

    # Finished games ---------------------------------------------------------------------------

    def record(self, variant: str, deal: str | None, result: Result, game: str | None = None) -> bool:
        """Counts a finished game, at once, in the statistics as stored now (a graded deal in its
        grade's too). A game named `game` counts once, whichever tab ends it: False if it was
        counted already."""
        self._history.refresh()
        if game is not None and self.counted(game):
            return False
        result = replace(result, seconds=min(round(result.seconds, 1), MAX_SECONDS))
        grade = grade_of(variant, deal)
        keys = (variant,) if grade is None else (variant, stats_key(variant, grade))
        self._stats.change(lambda stats: {**stats, **{key: stats.get(key, Record()).after(result) for key in keys}})
        played = Played(variant, deal, result.won, result.moves, result.seconds, result.helped, game)
        self._history.change(lambda history: [played, *history][:HISTORY_SIZE])
        return True

    def record_daily(self, variant: str, day: date) -> None:
        """A deal of the day won: its day counts in the game's streak of days."""
        won = day.isoformat()

        def add(daily: dict[str, list[str]]) -> dict[str, list[str]]:
            days = daily.get(variant, [])
            return daily if won in days else {**daily, variant: sorted([*days, won])}

        self._daily.change(add)

    def won_days(self, variant: str) -> list[date]:
        """The days whose deal of the day was won, on this device or another."""
        days = set(self.daily.get(variant, []))
        for held in self.others.values():
            days.update(held.daily.get(variant, []))
        return [date.fromisoformat(day) for day in sorted(days)]

    def reset(self, variant: str) -> None:
        keys = {variant, *(stats_key(variant, grade) for grade in GRADES)}
        self._stats.change(lambda stats: {key: record for key, record in stats.items() if key not in keys})
        self._daily.change(lambda daily: {name: days for name, days in daily.items() if name != variant})
        self._history.change(lambda history: [p for p in history if p.variant != variant])

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
        held = self._others.fresh().get(transfer.device)
        if transfer.device == self._device.fresh() or (held is not None and held.at >= transfer.at):
            return False
        if held is None and len(self.others) >= MAX_DEVICES:
            full = n_(
                "this browser holds the statistics of {count} other device already",
                "this browser holds the statistics of {count} other devices already",
                MAX_DEVICES,
            )
            raise Complaint(full.format(count=MAX_DEVICES))
        from_device = FromDevice(transfer.at, transfer.stats, transfer.daily)
        self._others.change(lambda others: {**others, transfer.device: from_device})
        self._settings.change(lambda mine: _taken(transfer.settings, mine))
        return True

    # Settings ---------------------------------------------------------------------------------

    def save_settings(self, settings: Settings) -> None:
        """The settings this tab shows, changed to `settings`: only the fields that differ are
        changed in the settings stored now (of the games chosen, only those ticked or unticked),
        so a choice made meanwhile in another tab holds."""
        seen = self.settings
        self._settings.change(lambda stored: _changed(stored, seen, settings))

    # A file of one's own ----------------------------------------------------------------------

    def export(self) -> str:
        """Statistics, recent deals and settings as a JSON file's text."""
        return json.dumps(
            {
                "kind": EXPORT_KIND,
                "schema": SCHEMA,
                "stats": stats_to_json(self.stats),
                "history": _history_json(self.history),
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
        if imported.daily is not None:  # files exported before deals of the day have none
            self._daily.put(imported.daily)
        self._stats.put(imported.stats)
        self._history.put(imported.history)
        self._settings.put(imported.settings)


def _changed(stored: Settings, seen: Settings, wanted: Settings) -> Settings:
    """`stored` with the fields changed from `seen` to `wanted`: a choice of games by the games
    added and taken away."""
    fields: dict[str, Any] = {}
    for name in Settings.__dataclass_fields__:
        before, after, now = getattr(seen, name), getattr(wanted, name), getattr(stored, name)
        if before == after:
            continue
        if isinstance(after, tuple):
            added = [game for game in after if game not in before]
            fields[name] = (*(game for game in now if game in after or game not in before), *added)
            fields[name] = tuple(dict.fromkeys(fields[name]))
        else:
            fields[name] = after
    return replace(stored, **fields) if fields else stored


def _taken(theirs: Settings, mine: Settings) -> Settings:
    """Another device's settings, as a transfer link brings them: all but the card faces and
    the language, and the help offered there as well as here."""
    offered = (*mine.offered, *(game for game in theirs.offered if game not in mine.offered))
    return replace(theirs, faces=mine.faces, language=mine.language, offered=offered)


def _same(value: T) -> T:
    return value


def _history_json(history: list[Played]) -> list[dict[str, Any]]:
    return [played.to_json() for played in history]


def _game_json(saved: SavedGame | None) -> dict[str, Any] | None:
    return None if saved is None else saved.to_json()


def _others_json(others: dict[str, FromDevice]) -> dict[str, Any]:
    return {device: held.to_json() for device, held in others.items()}
