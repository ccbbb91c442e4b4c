"""The player's hands on the table: taps and drags (static/app/hands.js follows the pointer on
the page and sends what each gesture means), the keyboard, and the buttons. Each becomes one call
on the Table."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..control.table import Table
from ..show import scene
from ..show.keys import KEY_ACTIONS, side_pile_keys
from .dom import Dom

DOUBLE_TAP_MS = 400  # a second tap on the same cards within this is a double-tap


class Gestures:
    def __init__(self, table: Table, dom: Dom, proxy: Callable[[Any], Any]) -> None:
        self.table = table
        self.dom = dom
        self.last_tap: tuple[str, int, float] | None = None  # a tap that picked cards up: pile, cards, when
        self.handlers = [proxy(self.hand), proxy(self.control)]  # kept: the page holds them
        dom.apart("@solitaireHands").call_with("connect", self.handlers[0])
        dom.apart("@solitaireControls").call_with("connect", self.handlers[1])

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

    # Keyboard: digits choose piles (the arrows move the focus on the page, static/app/hands.js),
    # Enter or Space picks up and drops.

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
        """While the menu or a dialog is open, the table's keys rest (True): the menu's own keys
        are static/app/hands.js's, and a dialog closes on Escape by itself."""
        return bool(press["menu"] or press["dialog"])

    def _focus(self, pile: str) -> None:
        self.dom(f'[data-pile="{pile}"]').send("focus")

    # The page's controls: what static/app/controls.js sends, one message per event.

    def control(self, message: str) -> None:
        """`{"action": name}` from a button; the game picker's choice (`variant`); the settings
        or the statistics' game changed; a deal code or a day typed in the menu; the menu opened;
        a file's text to import; the page seen or hidden, or left; the system's look; whether a
        copy reached the clipboard."""
        event = json.loads(str(message))
        table = self.table
        if "action" in event:
            self.act(str(event["action"]))
        elif "variant" in event:
            table.new(str(event["variant"]))
        elif "settings" in event:
            table.settings_changed()
        elif "statsGame" in event:
            table.panels.show_charts()
        elif "deal" in event:
            table.open_typed(str(event["deal"]))
        elif "day" in event:
            table.open_day(str(event["day"]))
        elif "menu" in event:
            if event["menu"]:
                table.menu_opened()
        elif "imported" in event:
            table.import_text(str(event["imported"]))
        elif "seen" in event:
            at = event.get("at")  # when, on the page's clock (in ms), which the table's clock reads
            table.page_seen(bool(event["seen"]), at / 1000 if isinstance(at, int | float) else None)
        elif "leaving" in event:
            table.save()  # the clock's last seconds
        elif "systemDark" in event:
            table.page.system_theme(bool(event["systemDark"]))
        elif "copied" in event:
            table.page.copied(bool(event["copied"]))

    def act(self, action: str) -> None:
        self.table.act(action)
