"""Wires the table together: the view, the page, the player's hands, and the game the address
asks for. The page's entry point calls `start` once Python is up."""

from __future__ import annotations

from typing import Any

from pyodide.ffi import create_proxy

from .gestures import Gestures
from .links import DEFAULT_VARIANT, open_link
from .page import Page
from .play import Table
from .view import View

TICK_MS = 1000


def start(document: Any, window: Any) -> Table:
    opening = open_link(str(window.location.search), DEFAULT_VARIANT)
    view = View(document, window, create_proxy)
    page = Page(document, window, create_proxy)
    table = Table(view, page, opening.game)
    if opening.problem:
        page.tell(opening.problem, alert=True)
    # Proxies made by create_proxy live until destroyed, and keep the table alive with them.
    Gestures(table, document, window, create_proxy)
    window.setInterval(create_proxy(lambda *_: table.tick()), TICK_MS)
    document.getElementById("loading").hidden = True
    document.getElementById("board").hidden = False
    document.documentElement.dataset.ready = ""
    return table
