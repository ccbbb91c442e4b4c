"""The one router of what the player does: every control's `data-action`, every key, every
gesture and every event of the page's controls, each by its name, to the part of the table that
does it, as one change of the table (`Front.enter`): whatever it does, the page then draws once.

The keys: digits choose piles (the arrows move the focus on the page, static/app/hands.js),
Enter or Space picks up and drops, letters act at once (show/keys.py). While the menu or a dialog
is open the table's keys rest (the menu's own keys are hands.js's, and a dialog closes on Escape
by itself).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from solitaire import Variant

from ..messages import ControlMessage, HandMessage, KeyMessage, key_of
from ..show.effects import Effects
from ..show.keys import KEY_ACTIONS, side_pile_keys
from .games import Games
from .hand import Hand
from .help import Help
from .panels import Panels
from .questions import Questions
from .sending import Sending
from .sharing import Sharing
from .solving import Solving
from .tabs import OtherTabs
from .turning import Turning


class Front(Protocol):
    """What the router needs of the table itself, beside its parts."""

    def enter(self, change: Callable[[], None]) -> None: ...
    def page_seen(self, seen: bool, at: float | None = None) -> None: ...
    def settings_changed(self, fields: dict[str, Any]) -> None: ...
    def save(self, *, moved: bool = True) -> None: ...
    def system_dark(self, dark: bool) -> None: ...

    effects: Effects  # what the change under way does once


BEYOND_TEN = {f"Digit{n}": 10 + n for n in range(1, 10)}  # Shift and a digit: the columns after 10
TAKING = {"ArrowUp": "more", "+": "more", "=": "more", "ArrowDown": "fewer", "-": "fewer"}  # cards in hand


@dataclass(frozen=True)
class Pressed:
    """What a key does: an action by its name, or a pile activated (and focused first, when the
    key chose it rather than the focus)."""

    action: str | None = None
    pile: str | None = None
    focus: bool = False


def action_of_key(press: KeyMessage, variant: Variant) -> Pressed | None:
    """What a key does on the table of `variant`, as static/app/hands.js saw it pressed (the page's
    state read when the key was pressed, not when this runs); None: nothing."""
    if press["menu"] or press["dialog"] or press["alt"] or press["meta"] or press["field"]:
        return None
    key = str(press["key"])
    lower = key.lower()
    if press["ctrl"]:
        if lower == "z":
            return Pressed("redo" if press["shift"] else "undo")
        return Pressed("redo") if lower == "y" else None
    column = _column_of_key(press)
    if column is not None:
        return Pressed(pile=str(column), focus=True) if column <= variant.column_count else None
    if key in ("Enter", " "):
        return Pressed(pile=str(press["pile"])) if press["pile"] else None
    if key in TAKING:
        return Pressed(TAKING[key])
    if lower in KEY_ACTIONS and not (press["shift"] and lower.isalpha()):
        return Pressed(KEY_ACTIONS[lower])
    side_keys = side_pile_keys(variant)
    return Pressed(pile=side_keys[lower], focus=True) if lower in side_keys else None


def _column_of_key(press: KeyMessage) -> int | None:
    """The column a digit names: 1 to 9, 0 for 10, and Shift with a digit for 11 and on (by the
    key's place, since Shift makes "!" of 1 on one keyboard and something else on another)."""
    key = str(press["key"])
    if key.isdecimal() and len(key) == 1:
        return int(key) or 10
    return BEYOND_TEN.get(str(press.get("code"))) if press["shift"] else None


@dataclass(frozen=True)
class Parts:
    """The parts of the table that the router hands what the player does to."""

    hand: Hand
    games: Games
    sharing: Sharing
    panels: Panels
    help: Help
    solving: Solving
    turning: Turning
    sending: Sending
    tabs: OtherTabs
    questions: Questions


class Router:
    def __init__(self, front: Front, parts: Parts, variant: Callable[[], Variant]) -> None:
        hand, games, sharing, panels = parts.hand, parts.games, parts.sharing, parts.panels
        help_, solving, turning = parts.help, parts.solving, parts.turning
        self.front = front
        self.hand = hand
        self.panels = panels
        self.variant = variant  # of the game on the table, for its keys
        self.actions: dict[str, Callable[[], None]] = {
            "deal": hand.deal,
            "undo": hand.undo,
            "redo": hand.redo,
            "hint": hand.hint,
            "more": hand.more,
            "fewer": hand.fewer,
            "put-back": hand.put_back,
            "show-me": solving.show_me,
            "finish": solving.finish,
            "turn-back": turning.go_back,
            "restart": games.restart,
            "new": games.new,
            "daily": games.play_today,
            "return": games.return_to_parked,
            "take-back": parts.tabs.take_back,
            "share": sharing.result,
            "copy-link": sharing.deal_link,
            "copy-position": sharing.position_link,
            "challenge": sharing.challenge,
            "stats": panels.open_stats,
            "settings": panels.open_settings,
            "export": panels.export,
            "close-panel": panels.close,
            "help": help_.show,
            "keys": help_.keys,
            "example-next": help_.next,
            "example-back": help_.back,
            "example-play": help_.play,
            "dismiss-offer": help_.dismiss,
            "close-result": games.close_result,
            "send": parts.sending.send,
            "copy-transfer": parts.sending.copy_link,
        }
        # The controls that act on a choice beside them or of their own (`data-choice`, `data-grade`).
        self.chosen: dict[str, Callable[[str], None]] = {
            "reset-stats": panels.reset,
            "graded": games.new_graded,
        }
        # What closing a dialog (its button, Escape) changes, by the dialog's name: the result card
        # closed is closed in the table's state too, so nothing draws it open again.
        self.closers: dict[str, Callable[[], None]] = {"help": help_.closed, "result": games.close_result}
        # Each message of static/app/controls.js, by its name (messages.ControlMessage).
        self.controls: dict[str, Callable[[Any], None]] = {
            "action": self._action,
            "variant": lambda event: games.new(str(event["variant"])),
            "settings": lambda event: front.settings_changed(_fields(event["settings"])),
            "statsGame": lambda event: panels.show_game(str(event["statsGame"])),
            "deal": lambda event: games.open_typed(str(event["deal"])),
            "day": lambda event: games.open_day(str(event["day"])),
            "menu": lambda event: games.menu_opened() if event["menu"] else None,
            "imported": lambda event: panels.import_text(str(event["imported"])),
            "seen": lambda event: front.page_seen(bool(event["seen"]), _seconds(event.get("at"))),
            "leaving": lambda _: front.save(moved=False),  # the clock's last seconds
            "systemDark": lambda event: front.system_dark(bool(event["systemDark"])),
            "closed": lambda event: self._closed(str(event["closed"]), panels),
            "answer": lambda event: parts.questions.answer(event.get("question"), event["answer"]),
            "copied": lambda event: sharing.copied(bool(event["copied"])),
            "fragment": lambda event: parts.sending.received(str(event["fragment"])),
            "stored": lambda event: parts.tabs.stored(event["stored"] if isinstance(event["stored"], str) else None),
        }
        # Each message of static/app/hands.js, by its name (messages.HandMessage).
        self.gestures: dict[str, Callable[[Any], None]] = {
            "tap": lambda gesture: hand.tap(str(gesture["tap"]), _whole(gesture["count"]), _real(gesture["when"])),
            "lift": self._lift,
            "drop": lambda gesture: hand.drop(None if gesture["drop"] is None else str(gesture["drop"])),
            "key": self._key,
        }

    def act(self, action: str) -> None:
        """A control's `data-action` (or its key): does what it names; unknown names do nothing."""
        self.front.enter(self.actions.get(action, _nothing))

    def activate(self, pile: str) -> None:
        self.front.enter(lambda: self.hand.activate(pile))

    def control(self, event: dict[str, Any]) -> None:
        """One message of static/app/controls.js; one of no kind we know does nothing."""
        kind = key_of(event, ControlMessage)
        if kind is not None:
            self.front.enter(lambda: self.controls[kind](event))

    def gesture(self, gesture: dict[str, Any]) -> None:
        """One message of static/app/hands.js: a tap, a drag's lift and drop, or a key."""
        kind = key_of(gesture, HandMessage)
        if kind is not None:
            self.front.enter(lambda: self.gestures[kind](gesture))

    def _action(self, event: dict[str, Any]) -> None:
        """A control pressed, with its choice if it takes one."""
        action = str(event["action"])
        if action in self.chosen:
            self.chosen[action](str(event.get("choice")))
        else:
            self.actions.get(action, _nothing)()

    def _closed(self, dialog: str, panels: Panels) -> None:
        """The player closed a dialog (its button, Escape): closed in the table's state too."""
        self.closers.get(dialog, _nothing)()
        panels.closed(dialog)

    def _lift(self, gesture: dict[str, Any]) -> None:
        """A drag starts: the cards from the one pressed up, or all that may move if none."""
        self.hand.lift(str(gesture["lift"]), _whole(gesture["count"]) or None)

    def _key(self, press: KeyMessage) -> None:
        pressed = action_of_key(press, self.variant())
        if pressed is None:
            return
        if pressed.pile is not None:
            if pressed.focus:  # a key chose the pile: the focus moves there first, as the key acts
                self.front.effects.focus_pile = pressed.pile
            self.hand.activate(pressed.pile)
        elif pressed.action is not None:
            self.actions.get(pressed.action, _nothing)()


def _nothing() -> None:
    return None


def _fields(fields: object) -> dict[str, Any]:
    """A form's fields as the page sent them: a name and a plain value each, or nothing."""
    return {str(name): value for name, value in fields.items()} if isinstance(fields, dict) else {}


def _whole(value: object) -> int:
    """A count the page sent (a number of cards): 0 if it is none."""
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) and abs(value) < 1e9 else 0


def _real(value: object) -> float:
    """A time the page sent (ms): 0 if it is none."""
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0.0


def _seconds(at: object) -> float | None:
    """When the page changed, on the page's clock (ms, which the table's clock reads in seconds)."""
    return at / 1000 if isinstance(at, int | float) else None
