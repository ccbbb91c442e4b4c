"""The browser's `localStorage`, as storage/envelope.py expects it, reached through the page's
`dom` (plain values only): a refusal (a full quota) raises PageError."""

from __future__ import annotations

from .dom import Dom


class LocalStorage:
    def __init__(self, dom: Dom) -> None:
        self.storage = dom.apart("@localStorage")

    def getItem(self, key: str) -> str | None:
        value = self.storage.call("getItem", key)
        return value if isinstance(value, str) else None

    def setItem(self, key: str, value: str) -> None:
        self.storage.call("setItem", key, value)

    def removeItem(self, key: str) -> None:
        self.storage.call("removeItem", key)
