"""Wires the table together: the page, the player's data, the hands, the solver's worker, and the
game the address asks for. The page's entry point (py/main.py) calls `run` once Python is up."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pyodide.ffi import create_proxy

from ..control.actions import Router
from ..control.table import Table
from ..play.start import choose_start
from ..show import language
from ..storage.envelope import PREFIX, Store
from ..storage.player_data import PlayerData
from ..storage.schema import stored_language
from .catalogs import CatalogMissing, fetch_catalog
from .dom import Dom
from .hands import Hands
from .local_storage import LocalStorage
from .page import Page, preferred_languages
from .solver_worker import SolverWorker
from .writing import learn_writing

TICK_MS = 1000


async def learn_language(window: Any, here: Any) -> None:
    """Speaks this visit's language before the table is laid, so that nothing is drawn in another
    first: the link's (`lang=`), the player's choice, or the browser's preference; its numbers
    and dates are written as the browser's `Intl` writes them. The settings
    are only looked at here (PlayerData reads them for good, and says if they cannot be read)."""
    dom = Dom(window.solitaireDom, here.queueMicrotask, create_proxy)
    link, _ = language.asked(str(dom("@location").get("search") or ""))
    try:
        choice = stored_language(LocalStorage(dom).getItem(PREFIX + "settings"))
    except Exception:  # storage switched off: the browser's choice
        choice = "auto"
    wanted = language.chosen(link, choice, preferred_languages(dom))
    try:
        language.speak(wanted, await fetch_catalog(here, dom, wanted), learn_writing(dom, wanted, here.console.warn))
    except (CatalogMissing, ValueError) as problem:
        here.console.warn(f"The words of {wanted} could not be loaded ({problem}): the page speaks English.")


def run(window: Any, here: Any) -> Table:
    """Lays the table on the page `window`, from `here`: the global scope Python runs in (the
    page's own, or a worker's), whose timers need no crossing to the page."""
    dom = Dom(window.solitaireDom, here.queueMicrotask, create_proxy)  # changes cross once each task is done
    storage = LocalStorage(dom)
    data = PlayerData(Store(storage))
    page_js = dom("@solitairePage")  # static/app/page.js
    painted = page_js.call("shown")  # what the first paint put on the table
    shown = (str(painted.get("game") or ""), str(painted.get("deal") or "")) if isinstance(painted, dict) else ("", "")
    address = str(dom("@location").get("search"))
    asked_language, language_problem = language.asked(address)
    fragment = str(dom("@location").get("hash") or "")  # a transfer from another device, never sent to the host
    start = choose_start(address, data.saved, data.settings.variant, shown, data.parked)
    if language_problem is not None:
        start = replace(start, problem=" ".join(filter(None, (start.problem, language_problem))))
    if start.saved is not None and start.saved == data.parked:
        data.unpark()  # the link of the game kept aside brings it back
    page = Page(dom, here, create_proxy, storage)
    table = Table(page, data, SolverWorker(window.solitaireSolver, create_proxy), start, asked_language)
    # Proxies made by create_proxy live until destroyed, and keep the table alive with them.
    Hands(table.router, dom, create_proxy)
    here.setInterval(create_proxy(lambda *_: table.tick()), TICK_MS)
    visible = dom.apart("@document").get("visibilityState") == "visible"
    table.enter(lambda: table.page_seen(visible))  # the clock stops while hidden
    play_pending(table.router, page_js.call("pending"))  # they stop growing once the hands are connected
    page_js.send("ready")
    if fragment:  # asked once the table is drawn (its address, drawn first, drops the fragment)
        table.later("transfer", 0, lambda: table.sending.received(fragment))
    return table


def play_pending(router: Router, taps: object) -> None:
    """Plays the taps made before Python was ready (static/app/first-paint.js kept them), in order."""
    for tap in taps if isinstance(taps, list) else []:
        if isinstance(tap, dict) and isinstance(tap.get("pile"), str):
            router.activate(tap["pile"])
        elif isinstance(tap, dict) and isinstance(tap.get("action"), str):
            router.act(tap["action"])
