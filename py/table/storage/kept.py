"""One stored value as one tab sees it, changed as a change to what is stored *now*.

The same site open in two tabs shares one storage, and each tab writes while the other plays. A
tab that put back the copy it read when it opened would undo the other's writes. So every change
here reads the value again first and applies the change to that: `change(f)` is a
read-modify-write. It stays cheap: the tab remembers the exact text it last read or wrote, and
parses the stored value again only when that text differs (another tab, an extension, an older
release wrote it). Reading and writing happen in one task of the tab's one thread, with no wait
between them, and only the tab in front has a player's hands: so two tabs' writes come one after
the other, and each merges the other's.

What is written is checked against its schema first: a change that would store a value the
schema refuses is not stored (a fault of ours, told as a problem), so what a tab leaves in
storage is always readable by every other. Pure: the page hands in the Store.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from .envelope import Name, Store, wrap
from .sentences import _
from .validator import Shape, ShapeError

T = TypeVar("T")
_UNSEEN = object()  # what the tab saw of a value before its first read: never equal to a stored text


class Kept(Generic[T]):
    def __init__(
        self,
        store: Store,
        name: Name,
        shape: Shape,
        read: Callable[[Any], T],
        write: Callable[[T], Any],
        default: T,
        keep_good: Callable[[Any], Any] | None = None,
    ) -> None:
        self.store = store
        self.name = name
        self.shape = shape
        self._read = read
        self._write = write
        self.default = default
        self._keep_good = keep_good
        self.seen: object = _UNSEEN  # the text this tab last read or wrote
        self.value: T = default  # as this tab last read or wrote it
        self.refresh()

    def refresh(self) -> bool:
        """Reads the value again if its text changed since this tab saw it; True if it did."""
        try:
            raw = self.store.raw(self.name)
        except Exception as error:  # storage switched off: the tab goes on with what it has
            if self.seen is _UNSEEN:
                self.store.problems.append(_("Saved data cannot be read here ({error}).").format(error=str(error)))
                self.seen = None
            return False
        if raw == self.seen:
            return False
        before = self.value
        self.value = self.store.parse(self.name, raw, self._read, self.default, self._keep_good)
        self.seen = raw if raw is None else self._stored_now(raw)
        return bool(self.value != before)

    def _stored_now(self, read: str) -> str | None:
        """The text stored after a read: a value set aside was replaced by its good part or by
        nothing, which the tab has seen, too."""
        try:
            return self.store.raw(self.name)
        except Exception:
            return read

    def fresh(self) -> T:
        """The value as stored now."""
        self.refresh()
        return self.value

    def change(self, how: Callable[[T], T]) -> T:
        """Applies `how` to the value as stored now, and stores the result (unless it is the
        same); the result, which the tab goes on with even if the browser refused to store it
        (a full quota: told as a problem, and tried again at the next change)."""
        before = self.fresh()
        after = how(before)
        if after != before:
            self.put(after)
        return after

    def put(self, value: T) -> bool:
        """Stores `value` over whatever is stored; False if it was not (refused by the schema, a
        fault of ours, or by the browser: told as a problem)."""
        data = self._write(value)
        try:
            self.shape.check(data)
        except ShapeError as error:
            self.store.problems.append(_("A value was not saved: {why}.").format(why=error.sentence))
            return False
        raw = wrap(data)
        self.value = value
        if not self.store.put(self.name, raw):
            return False
        self.seen = raw
        return True

    def clear(self) -> None:
        """Removes the value: the default from now on."""
        self.value = self.default
        if self.store.remove(self.name):
            self.seen = None
