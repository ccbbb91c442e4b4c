"""The player's hands on the table: taps and drags (static/app/hands.js follows the pointer on
the page and sends what each gesture means), the keyboard, and the buttons. Each becomes one call
on the Table."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import scene
from .keys import KEY_ACTIONS, side_pile_keys
from .play import Table

DOUBLE_TAP_MS = 400  # a second tap on the same cards within this is a double-tap


class Gestures:
    def __init__(self, table: Table, document: Any, window: Any, proxy: Callable[[Any], Any]) -> None:
        self.table = table
        self.document = document
        self.window = window
        self.last_tap: tuple[str, int, float] | None = None  # a tap that picked cards up: pile, cards, when
        self.handlers = [
            proxy(h)
            for h in (
                self.hand,
                self.click,
                self.choose,
                self.settings,
                self.import_file,
                self.imported,
                self.save_now,
                self.typed,
                self.dialog_closed,
                self.stats_game,
                self.day_chosen,
                self.menu_toggled,
            )
        ]
        (
            hand,
            click,
            choose,
            settings,
            import_file,
            self.on_imported,
            save_now,
            typed,
            closed,
            stats_game,
            day_chosen,
            menu_toggled,
        ) = self.handlers
        window.solitaireHands.connect(hand)
        document.addEventListener("click", click)
        document.getElementById("variant").addEventListener("change", choose)
        document.getElementById("settings-form").addEventListener("change", settings)
        document.getElementById("import-file").addEventListener("change", import_file)
        window.addEventListener("pagehide", save_now)  # the clock's last seconds
        document.getElementById("deal-form").addEventListener("submit", typed)
        document.addEventListener("close", closed, True)  # a dialog's close does not bubble: caught on its way down
        document.getElementById("stats-game").addEventListener("change", stats_game)
        document.getElementById("daily-form").addEventListener("submit", day_chosen)
        document.getElementById("menu").addEventListener("toggle", menu_toggled)

    # What static/app/hands.js sends: a tap picks up or drops; a drag carries cards from the card
    # pressed upwards. Keys come the same way (below).

    def hand(self, message: str) -> None:
        """One gesture from static/app/hands.js: `{"tap": pile, "count": n, "when": ms}`,
        `{"lift": pile, "count": n}` as a drag starts, `{"drop": pile or null}` as it ends, or
        `{"key": ...}` (see `key`)."""
        gesture = json.loads(str(message))
        if "key" in gesture:
            self.key(gesture)
        elif "tap" in gesture:
            self.tap(str(gesture["tap"]), int(gesture["count"]), float(gesture["when"]))
        elif "lift" in gesture:
            self.table.lift(str(gesture["lift"]), int(gesture["count"]) or None)
        elif "drop" in gesture:
            self.table.drop(None if gesture["drop"] is None else str(gesture["drop"]))

    def tap(self, pile: str, count: int, when: float) -> None:
        """A tap picks up or drops; a second tap on the cards the first picked up sends them
        where they fit best (the stock deals at each tap, however quick)."""
        last, self.last_tap = self.last_tap, None
        if last is not None and last[:2] == (pile, count) and when - last[2] < DOUBLE_TAP_MS:
            self.table.send(pile, count or None)
            return
        picking = self.table.pick is None and pile not in (scene.STOCK, scene.FOUNDATION)
        self.table.activate(pile)
        if picking:
            self.last_tap = (pile, count, when)

    # Keyboard: digits and arrows choose piles, Enter or Space picks up and drops.

    def key(self, press: dict[str, Any]) -> None:
        """A key, as static/app/hands.js saw it at once: `key` and its modifiers, whether the menu
        or a dialog was open, whether it was typed into a form's field, and the pile that had the
        focus (`pile`). That page state is read when the key is pressed, not when this runs."""
        if self._layered(press):
            return
        if press["alt"] or press["meta"] or press["field"]:
            return
        focused = press["pile"]
        key = str(press["key"])
        lower = key.lower()
        table = self.table
        if press["ctrl"]:
            if lower == "z":
                table.redo() if press["shift"] else table.undo()
            elif lower == "y":
                table.redo()
        elif key.isdecimal() and len(key) == 1:
            number = int(key) or 10
            if number <= table.game.variant.column_count:
                self._focus(str(number))
                table.activate(str(number))
        elif key in ("Enter", " ") and focused:
            table.activate(str(focused))
        elif key in ("ArrowLeft", "ArrowRight"):
            self._step(1 if key == "ArrowRight" else -1)
        elif key in ("ArrowUp", "+", "="):
            table.more()
        elif key in ("ArrowDown", "-"):
            table.fewer()
        elif lower in KEY_ACTIONS and not (press["shift"] and lower.isalpha()):
            self.act(KEY_ACTIONS[lower])
        elif lower in (side_keys := side_pile_keys(table.game.variant)):
            self._focus(side_keys[lower])
            table.activate(side_keys[lower])

    def _layered(self, press: dict[str, Any]) -> bool:
        """While the menu or a dialog is open, the table's keys rest (True). Escape closes the menu
        here, and the arrow keys walk its items; a dialog closes on Escape by itself."""
        if press["menu"]:
            if press["key"] == "Escape":
                self.table.page.close_menu()
            elif press["key"] in ("ArrowDown", "ArrowUp"):
                self._walk_menu(self.table.page.menu, 1 if press["key"] == "ArrowDown" else -1)
            return True
        return bool(press["dialog"])

    def _walk_menu(self, menu: Any, by: int) -> None:
        items = [menu.querySelector("summary"), *menu.querySelectorAll(".menu-items button:not([hidden])")]
        active = self.document.activeElement
        here = next((i for i, item in enumerate(items) if item == active), 0)
        items[(here + by) % len(items)].focus()

    def _focus(self, pile: str) -> None:
        element = self.document.querySelector(f'[data-pile="{pile}"]')
        if element:
            element.focus()

    def _step(self, by: int) -> None:
        piles = list(self.document.querySelectorAll("[data-pile]"))
        keys = [p.getAttribute("data-pile") for p in piles]
        active = self.document.activeElement
        here = (
            keys.index(active.getAttribute("data-pile")) if active and active.getAttribute("data-pile") in keys else -1
        )
        piles[(here + by) % len(piles)].focus()

    # Buttons and the game picker.

    def click(self, event: Any) -> None:
        menu = self.table.page.menu
        summary = menu.querySelector("summary")
        inside = summary.contains(event.target) or event.target.closest(
            "form"
        )  # typing in a box of the menu keeps it open
        if menu.open and not inside:
            if menu.contains(event.target):
                summary.focus()  # a choice made: the focus waits on the menu's button, not on a hidden item
            menu.open = False  # a choice made, or a click elsewhere, closes the menu
        button = event.target.closest("[data-action]")
        if button and not button.disabled:
            self.act(str(button.dataset.action))

    def act(self, action: str) -> None:
        self.table.act(action)

    def choose(self, event: Any) -> None:
        self.table.new(str(event.target.value))

    def settings(self, event: Any) -> None:
        self.table.settings_changed()

    def import_file(self, event: Any) -> None:
        files = event.target.files
        if files.length:
            files.item(0).text().then(self.on_imported)
        event.target.value = ""  # the same file may be chosen again

    def imported(self, text: Any) -> None:
        self.table.import_text(str(text))

    def dialog_closed(self, event: Any) -> None:
        if getattr(event.target, "tagName", "") == "DIALOG":
            self.table.page.modal_closed(event.target)

    def save_now(self, event: Any) -> None:
        self.table.save()

    def day_chosen(self, event: Any) -> None:
        self.table.open_day(str(event.target.elements.namedItem("day").value))

    def menu_toggled(self, event: Any) -> None:
        if event.target.open:
            self.table.menu_opened()

    def stats_game(self, event: Any) -> None:
        self.table.panels.show_charts()

    def typed(self, event: Any) -> None:
        # The page stays (static/app/hands.js holds the form back); the deal box opens the deal.
        self.table.open_typed(str(event.target.elements.namedItem("deal").value))
