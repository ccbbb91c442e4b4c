"""What the page keeps in the browser's storage, and how it is read back safely.

Each value is stored as JSON in an envelope with a schema version:
`{"schema": 1, "data": ...}` under a key `solitaire.<name>`. Reading validates every value;
an older schema is migrated step by step. A value that cannot be read (corrupted, foreign,
from a newer version of the site) is never thrown away: it is kept aside under
`solitaire.<name>.unreadable` and the player is told, and the page goes on with a default.
A write that fails (a full quota, storage switched off) is reported, not ignored.

Pure: the page hands in the browser's `localStorage`; tests hand in a dictionary.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

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
        envelope = json.loads(raw)
    except ValueError:
        raise Unreadable("it is not JSON") from None
    if not isinstance(envelope, dict) or set(envelope) != {"schema", "data"} or type(envelope["schema"]) is not int:
        raise Unreadable("it is not one of ours")
    schema, data = envelope["schema"], envelope["data"]
    if schema > SCHEMA:
        raise Unreadable(f"it was saved by a newer version (schema {schema})")
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

    def load(self, name: str, parse: Callable[[Any], T], default: T) -> T:
        """The stored value `name`, parsed; `default` if there is none or it cannot be read."""
        key = PREFIX + name
        try:
            raw = self.storage.getItem(key)
        except Exception as error:  # storage switched off or refused
            self.problems.append(f"Saved data cannot be read here ({error}).")
            return default
        if raw is None:
            return default
        try:
            return parse(unwrap(raw))
        except (ValueError, TypeError, KeyError) as error:
            self._set_aside(name, raw)
            label = LABELS.get(name, name)
            self.problems.append(
                f"Your saved {label} could not be read ({error}), so it was set aside; nothing else was changed."
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
