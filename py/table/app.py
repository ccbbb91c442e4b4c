"""Wires the table together: the view, the page, the player's hands, and the game the address
asks for. The page's entry point calls `start` once Python is up."""

from __future__ import annotations

import json
from typing import Any

from pyodide.ffi import create_proxy

from solitaire import Game

from . import first_paint
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
    storage = BrowserStorage(window.localStorage)
    memory = Memory(Store(storage))
    root = document.documentElement
    shown = (str(root.getAttribute("data-game") or ""), str(root.getAttribute("data-deal") or ""))
    opening = choose_start(str(window.location.search), memory.saved, memory.settings.variant, shown, memory.parked)
    if opening.saved is not None and opening.saved == memory.parked:
        memory.unpark()  # the link of the game kept aside brings it back
    view = View(window.solitaireStage)
    page = Page(document, window, create_proxy)
    page.apply_settings(memory.settings)
    panels = Panels(document, window, memory, page)
    table = Table(
        view,
        page,
        panels,
        memory,
        WORKER,
        opening,
        keep_paint=lambda game, seconds: keep_paint(document, storage, game, seconds),
    )
    # Proxies made by create_proxy live until destroyed, and keep the table alive with them.
    Gestures(table, document, window, create_proxy)
    window.setInterval(create_proxy(lambda *_: table.tick()), TICK_MS)
    seen = create_proxy(lambda *_: table.page_seen(document.visibilityState == "visible"))
    document.addEventListener("visibilitychange", seen)  # the clock stops while the tab is hidden
    seen()
    play_pending(table, document, window)
    root.removeAttribute("data-restoring")  # in case the first paint never finished
    root.dataset.ready = ""
    return table


def keep_paint(document: Any, storage: BrowserStorage, game: Game, seconds: float) -> None:
    """Keeps the table as drawn now for the next visit's first paint. It is only a picture: a
    refusal (a full quota) costs the next visit that picture, and nothing else."""
    try:
        storage.setItem(first_paint.KEY, json.dumps(first_paint.capture(document, game, seconds)))
    except Exception:
        return


def play_pending(table: Table, document: Any, window: Any) -> None:
    """Plays the taps made before Python was ready (static/app/first-paint.js kept them), in order."""
    taps = window.solitairePending.to_py() if getattr(window, "solitairePending", None) else []
    window.solitairePending = None
    for element in document.querySelectorAll("[data-pending]"):
        element.removeAttribute("data-pending")
    for tap in taps if isinstance(taps, list) else []:
        if isinstance(tap, dict) and isinstance(tap.get("pile"), str):
            table.activate(tap["pile"])
        elif isinstance(tap, dict) and isinstance(tap.get("action"), str):
            table.act(tap["action"])
