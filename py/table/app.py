"""Wires the table together: the view, the page, the player's hands, and the game the address
asks for. The page's entry point calls `start` once Python is up."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy

from .gestures import Gestures
from .memory import Memory
from .opening import choose_start
from .page import Page
from .panels import Panels
from .play import Table
from .solver_client import WORKER
from .store import Store
from .view import View

TICK_MS = 1000


class BrowserStorage:
    """`localStorage` as the Store expects it: a missing key reads as None, not as jsnull."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def getItem(self, key: str) -> str | None:
        value = self.storage.getItem(key)
        return value if isinstance(value, str) else None

    def setItem(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    def removeItem(self, key: str) -> None:
        self.storage.removeItem(key)


def start(document: Any, window: Any) -> Table:
    memory = Memory(Store(BrowserStorage(window.localStorage)))
    opening = choose_start(str(window.location.search), memory.saved, memory.settings.variant)
    view = View(document, window, create_proxy)
    page = Page(document, window, create_proxy)
    page.apply_settings(memory.settings)
    panels = Panels(document, window, memory, page)
    table = Table(view, page, panels, memory, WORKER, opening)
    # Proxies made by create_proxy live until destroyed, and keep the table alive with them.
    Gestures(table, document, window, create_proxy)
    window.setInterval(create_proxy(lambda *_: table.tick()), TICK_MS)
    document.getElementById("loading").hidden = True
    document.getElementById("board").hidden = False
    document.documentElement.dataset.ready = ""
    return table
