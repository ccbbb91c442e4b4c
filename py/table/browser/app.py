"""Wires the table together: the view, the page, the player's hands, and the game the address
asks for. The page's entry point calls `start` once Python is up."""

from __future__ import annotations

import json
from typing import Any

from pyodide.ffi import create_proxy

from solitaire import Game

from ..control.panels import Panels
from ..control.table import Table
from ..play.start import choose_start
from ..show import first_paint
from ..storage.envelope import Store
from ..storage.player_data import PlayerData
from .dom import Dom
from .hands import Gestures
from .page import Page
from .solver_worker import WORKER
from .view import View

TICK_MS = 1000


class BrowserStorage:
    """`localStorage` as the Store expects it, through the page's `dom`: a refusal (a full
    quota) raises PageError."""

    def __init__(self, dom: Dom) -> None:
        self.storage = dom.apart("@localStorage")

    def getItem(self, key: str) -> str | None:
        value = self.storage.call("getItem", key)
        return value if isinstance(value, str) else None

    def setItem(self, key: str, value: str) -> None:
        self.storage.call("setItem", key, value)

    def removeItem(self, key: str) -> None:
        self.storage.call("removeItem", key)


def start(window: Any, here: Any) -> Table:
    """Lays the table on the page `window`, from `here`: the global scope Python runs in (the
    page's own, or a worker's), whose timers need no crossing to the page."""
    dom = Dom(window.solitaireDom, here.queueMicrotask, create_proxy)  # changes cross once each task is done
    storage = BrowserStorage(dom)
    memory = PlayerData(Store(storage))
    root = dom(":root")
    shown = (str(root.call("getAttribute", "data-game") or ""), str(root.call("getAttribute", "data-deal") or ""))
    address = str(dom("@location").get("search"))
    opening = choose_start(address, memory.saved, memory.settings.variant, shown, memory.parked)
    if opening.saved is not None and opening.saved == memory.parked:
        memory.unpark()  # the link of the game kept aside brings it back
    view = View(dom("@solitaireStage"))
    page = Page(dom, here, create_proxy)
    page.apply_settings(memory.settings)
    panels = Panels(memory, page)
    table = Table(
        view,
        page,
        panels,
        memory,
        WORKER,
        opening,
        keep_paint=lambda game, seconds: keep_paint(dom, storage, game, seconds),
        clock_now=lambda: float(dom.apart("@performance").call("now")) / 1000,  # the page's (a test's fake reaches it)
    )
    # Proxies made by create_proxy live until destroyed, and keep the table alive with them.
    Gestures(table, dom, create_proxy)
    here.setInterval(create_proxy(lambda *_: table.tick()), TICK_MS)
    table.page_seen(dom.apart("@document").get("visibilityState") == "visible")  # the clock stops while hidden
    play_pending(table, dom)
    root.attr("data-restoring", None)  # in case the first paint never finished
    root.attr("data-ready", "")
    return table


def keep_paint(dom: Dom, storage: BrowserStorage, game: Game, seconds: float) -> None:
    """Keeps the table as drawn now for the next visit's first paint. It is only a picture: a
    refusal (a full quota) costs the next visit that picture, and nothing else."""
    try:
        storage.setItem(first_paint.KEY, json.dumps(first_paint.capture(dom, game, seconds)))
    except Exception:
        return


def play_pending(table: Table, dom: Dom) -> None:
    """Plays the taps made before Python was ready (static/app/first-paint.js kept them), in order."""
    window = dom.apart("@")  # the taps kept stop growing once the hands are connected
    taps = window.get("solitairePending")
    window.set(solitairePending=None)
    dom("[data-pending]").attr("data-pending", None)
    for tap in taps if isinstance(taps, list) else []:
        if isinstance(tap, dict) and isinstance(tap.get("pile"), str):
            table.activate(tap["pile"])
        elif isinstance(tap, dict) and isinstance(tap.get("action"), str):
            table.act(tap["action"])
