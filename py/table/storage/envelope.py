"""What the page keeps in the browser's storage, and how it is read back safely.

Each value is stored as JSON in an envelope with a schema version:
`{"schema": 1, "data": ...}` under a key `solitaire.<name>`. Reading validates every value
(schema.py describes each); an older schema is migrated step by step. A value that cannot be
read (corrupted, foreign, hostile, from a newer version of the site) is never thrown away: it is
kept aside under `solitaire.<name>.unreadable` and the player is told once, and the page goes on
with what could be kept of it, or a default. Whatever a bad value makes a reader raise is caught
here: no stored value can stop the page from opening. A write that fails (a full quota, storage
switched off) is reported, not ignored.

Pure: the page hands in the browser's `localStorage`; tests hand in a dictionary.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from .validator import ShapeError, read_json, shown

T = TypeVar("T")

SCHEMA = 1
PREFIX = "solitaire."
ASIDE_SLOTS = 5  # unreadable values kept per name; past that the newest stays where it is

# Upgrades of stored data, by the schema they upgrade from: MIGRATIONS[n] turns schema n's data
# into schema n + 1's. None yet: the first schema is the current one.
MIGRATIONS: dict[int, Callable[[Any], Any]] = {}

LABELS = {
    "game": "game in progress",
    "stats": "statistics",
    "settings": "settings",
    "history": "list of recent deals",
    "parked": "game kept aside",
    "daily": "deals of the day won",
    "device": "device's name",
    "others": "statistics from your other devices",
}


class Storage(Protocol):
    """The part of the Web Storage API we use."""

    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...


class Unreadable(ValueError):
    pass


def unwrap(raw: str) -> Any:
    """The data in a stored envelope, migrated to the current schema; Unreadable if it is not."""
    try:
        envelope = read_json(raw)
    except ShapeError as error:
        raise Unreadable(str(error)) from None
    if not isinstance(envelope, dict) or set(envelope) != {"schema", "data"}:
        raise Unreadable("it is not one of ours")
    schema, data = envelope["schema"], envelope["data"]
    if type(schema) is not int or schema < 1:  # `true` is no schema, although Python counts it as 1
        raise Unreadable(f"it is not one of ours (schema {shown(schema)})")
    if schema > SCHEMA:
        raise Unreadable(f"it was saved by a newer version (schema {shown(schema)})")
    while schema < SCHEMA:
        if schema not in MIGRATIONS:
            raise Unreadable(f"schema {schema} has no upgrade")
        data, schema = MIGRATIONS[schema](data), schema + 1
    return data


def wrap(data: Any) -> str:
    return json.dumps({"schema": SCHEMA, "data": data}, separators=(",", ":"))


class Store:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.problems: list[str] = []  # what the player should be told, oldest first

    def load(
        self, name: str, parse: Callable[[Any], T], default: T, keep_good: Callable[[Any], Any] | None = None
    ) -> T:
        """The stored value `name`, parsed; `default` if there is none or it cannot be read.

        When it cannot be read, `keep_good` (if given) picks from its data what can be kept; that
        part is parsed, stored in its place and returned, and the whole value is set aside."""
        key = PREFIX + name
        try:
            raw = self.storage.getItem(key)
        except Exception as error:  # storage switched off or refused
            self.problems.append(f"Saved data cannot be read here ({error}).")
            return default
        if raw is None:
            return default
        data: Any = None
        try:
            data = unwrap(raw)
            return parse(data)
        except Exception as error:  # whatever a bad value makes a reader raise: it is set aside
            why = _why(error)
        self._set_aside(name, raw)
        label = LABELS.get(name, name)
        if keep_good is not None and data is not None:
            try:
                kept = keep_good(data)
                value = parse(kept)
            except Exception:  # nothing worth keeping
                pass
            else:
                self.save(name, kept)
                self.problems.append(
                    f"Part of your saved {label} could not be read ({why}), so it was set aside; the rest was kept."
                )
                return value
        self.problems.append(
            f"Your saved {label} could not be read ({why}), so it was set aside; nothing else was changed."
        )
        return default

    def save(self, name: str, data: Any) -> bool:
        """Stores `data`; False (and a problem to tell) if the browser refused."""
        try:
            self.storage.setItem(PREFIX + name, wrap(data))
        except Exception as error:  # a full quota, or storage switched off
            self.problems.append(
                f"Your {LABELS.get(name, name)} could not be saved: the browser's storage is full or off ({error})."
            )
            return False
        return True

    def remove(self, name: str) -> None:
        try:
            self.storage.removeItem(PREFIX + name)
        except Exception as error:
            self.problems.append(f"Saved data could not be removed ({error}).")

    def take_problems(self) -> list[str]:
        problems, self.problems = self.problems, []
        return problems

    def _set_aside(self, name: str, raw: str) -> None:
        """Keeps an unreadable value under a key of its own, never over an earlier one."""
        try:
            for number in range(1, ASIDE_SLOTS + 1):
                aside = f"{PREFIX}{name}.unreadable" + (f".{number}" if number > 1 else "")
                if self.storage.getItem(aside) is None:
                    self.storage.setItem(aside, raw)
                    self.storage.removeItem(PREFIX + name)
                    return
        except Exception as error:
            self.problems.append(f"An unreadable value could not be set aside ({error}).")


def _why(error: Exception) -> str:
    """What was wrong, in a few words: a validator's message, or the kind of failure."""
    if isinstance(error, ValueError) and str(error):
        text = str(error)
        return text if len(text) <= 200 else text[:199] + "…"
    return f"it is not of a shape we know ({type(error).__name__})"
