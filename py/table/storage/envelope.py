"""What the page keeps in the browser's storage, and how it is read back safely.

Each value is stored as JSON in an envelope with a schema version:
`{"schema": 1, "data": ...}` under a key `solitaire.<name>`. Reading validates every value
(schema.py describes each); an older schema is migrated step by step. A value that cannot be
read (corrupted, foreign, hostile, from a newer version of the site) is never thrown away: it is
kept aside under `solitaire.<name>.unreadable` and the player is told once, and the page goes on
with what could be kept of it, or a default. Whatever a bad value makes a reader raise is caught
here: no stored value can stop the page from opening. A write that fails (a full quota, storage
switched off) is reported, not ignored: each problem a sentence for the player (sentences.py),
kept until the table tells it.

Pure: the page hands in the browser's `localStorage`; tests hand in a dictionary.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final, Literal, Protocol, TypeVar

from .sentences import N_, Complaint, Sentence, _
from .validator import ShapeError, read_json, shown

T = TypeVar("T")

SCHEMA = 1
PREFIX = "solitaire."
ASIDE_SLOTS = 5  # unreadable values kept per name; past that the newest stays where it is

# Upgrades of stored data, by the schema they upgrade from: MIGRATIONS[n] turns schema n's data
# into schema n + 1's. None yet: the first schema is the current one.
MIGRATIONS: dict[int, Callable[[Any], Any]] = {}

# The values stored, each under `solitaire.<name>`.
Name = Literal["game", "stats", "settings", "history", "parked", "daily", "device", "others"]

# What the player is told of each value, a whole sentence for each, so that every language says
# "your saved ..." as its grammar wants for that value. A value set aside:
SET_ASIDE: Final[dict[str, str]] = {
    "game": N_("Your saved game in progress could not be read ({why}), so it was set aside; nothing else was changed."),
    "stats": N_("Your saved statistics could not be read ({why}), so it was set aside; nothing else was changed."),
    "settings": N_("Your saved settings could not be read ({why}), so it was set aside; nothing else was changed."),
    "history": N_(
        "Your saved list of recent deals could not be read ({why}), so it was set aside; nothing else was changed."
    ),
    "parked": N_(
        "Your saved game kept aside could not be read ({why}), so it was set aside; nothing else was changed."
    ),
    "daily": N_(
        "Your saved deals of the day won could not be read ({why}), so it was set aside; nothing else was changed."
    ),
    "device": N_("Your saved device's name could not be read ({why}), so it was set aside; nothing else was changed."),
    "others": N_(
        "Your saved statistics from your other devices could not be read ({why}), so it was set aside; "
        "nothing else was changed."
    ),
}
# A value set aside of which the good part was kept (those read with `keep_good`):
PART_KEPT: Final[dict[str, str]] = {
    "stats": N_("Part of your saved statistics could not be read ({why}), so it was set aside; the rest was kept."),
    "settings": N_("Part of your saved settings could not be read ({why}), so it was set aside; the rest was kept."),
    "history": N_(
        "Part of your saved list of recent deals could not be read ({why}), so it was set aside; the rest was kept."
    ),
    "daily": N_(
        "Part of your saved deals of the day won could not be read ({why}), so it was set aside; the rest was kept."
    ),
    "others": N_(
        "Part of your saved statistics from your other devices could not be read ({why}), so it was set aside; "
        "the rest was kept."
    ),
}
# A value the browser would not store:
NOT_SAVED: Final[dict[str, str]] = {
    "game": N_("Your game in progress could not be saved: the browser's storage is full or off ({error})."),
    "stats": N_("Your statistics could not be saved: the browser's storage is full or off ({error})."),
    "settings": N_("Your settings could not be saved: the browser's storage is full or off ({error})."),
    "history": N_("Your list of recent deals could not be saved: the browser's storage is full or off ({error})."),
    "parked": N_("Your game kept aside could not be saved: the browser's storage is full or off ({error})."),
    "daily": N_("Your deals of the day won could not be saved: the browser's storage is full or off ({error})."),
    "device": N_("Your device's name could not be saved: the browser's storage is full or off ({error})."),
    "others": N_(
        "Your statistics from your other devices could not be saved: the browser's storage is full or off ({error})."
    ),
}


class Storage(Protocol):
    """The part of the Web Storage API we use."""

    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...


class Unreadable(Complaint):
    """A stored value that is not one of ours; its sentence says why."""


def unwrap(raw: str) -> Any:
    """The data in a stored envelope, migrated to the current schema; Unreadable if it is not."""
    try:
        envelope = read_json(raw)
    except ShapeError as error:
        raise Unreadable(error.sentence) from None
    if not isinstance(envelope, dict) or set(envelope) != {"schema", "data"}:
        raise Unreadable(_("it is not one of ours"))
    schema, data = envelope["schema"], envelope["data"]
    if type(schema) is not int or schema < 1:  # `true` is no schema, although Python counts it as 1
        raise Unreadable(_("it is not one of ours (schema {schema})").format(schema=shown(schema)))
    if schema > SCHEMA:
        raise Unreadable(_("it was saved by a newer version (schema {schema})").format(schema=shown(schema)))
    while schema < SCHEMA:
        if schema not in MIGRATIONS:
            raise Unreadable(_("schema {schema} has no upgrade").format(schema=schema))
        data, schema = MIGRATIONS[schema](data), schema + 1
    return data


def wrap(data: Any) -> str:
    return json.dumps({"schema": SCHEMA, "data": data}, separators=(",", ":"))


class Store:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.problems: list[Sentence] = []  # what the player should be told, oldest first

    def raw(self, name: Name) -> str | None:
        """What is stored under `name` now, as stored (None: nothing); what the browser throws
        when it cannot be read passes through."""
        raw = self.storage.getItem(PREFIX + name)
        return raw if isinstance(raw, str) else None

    def parse(
        self,
        name: Name,
        raw: str | None,
        parse: Callable[[Any], T],
        default: T,
        keep_good: Callable[[Any], Any] | None = None,
    ) -> T:
        """`raw`, as stored under `name`, parsed; `default` if there is none or it cannot be read.

        When it cannot be read, it is set aside, and `keep_good` (if given) picks from its data
        what can be kept; that part is parsed, stored in its place and returned."""
        if raw is None:
            return default
        data: Any = None
        try:
            data = unwrap(raw)
            return parse(data)
        except Exception as error:  # whatever a bad value makes a reader raise: it is set aside
            why = _why(error)
        self._set_aside(name, raw)
        if keep_good is not None and data is not None:
            try:
                kept = keep_good(data)
                value = parse(kept)
            except Exception:  # nothing worth keeping
                pass
            else:
                self.save(name, kept)
                self.problems.append(_(PART_KEPT[name]).format(why=why))
                return value
        self.problems.append(_(SET_ASIDE[name]).format(why=why))
        return default

    def save(self, name: Name, data: Any) -> bool:
        """Stores `data`; False (and a problem to tell) if the browser refused."""
        return self.put(name, wrap(data))

    def put(self, name: Name, raw: str) -> bool:
        """Stores an envelope already wrapped; False (and a problem to tell) if the browser refused."""
        try:
            self.storage.setItem(PREFIX + name, raw)
        except Exception as error:  # a full quota, or storage switched off
            self.problems.append(_(NOT_SAVED[name]).format(error=str(error)))
            return False
        return True

    def remove(self, name: Name) -> bool:
        try:
            self.storage.removeItem(PREFIX + name)
        except Exception as error:
            self.problems.append(_("Saved data could not be removed ({error}).").format(error=str(error)))
            return False
        return True

    def take_problems(self) -> list[Sentence]:
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
            self.problems.append(_("An unreadable value could not be set aside ({error}).").format(error=str(error)))


def _why(error: Exception) -> Sentence:
    """What was wrong, in a few words: a validator's complaint, or the kind of failure."""
    if isinstance(error, Complaint):
        return error.sentence
    return _("it is not of a shape we know ({kind})").format(kind=type(error).__name__)
