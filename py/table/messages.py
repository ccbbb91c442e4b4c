"""Every message between the table's Python and the page's scripts, described once.

The Python side builds and reads these; `tests/fake_page.py` stands in for the page with the
same types; `tests/test_messages.py` keeps both in step with the scripts themselves:
- to static/app/stage.js: `paint` (one per redraw, `PaintMessage`) and `arrange` (the top row's
  order, a list of `data-pile` keys), as JSON text;
- to static/app/dom.js: `DomMessage`, changes and one question, each a `DomOperation`;
- from static/app/hands.js: `HandMessage`, one per gesture or key;
- from static/app/controls.js: `ControlMessage`, one per event of the page's controls;
- to static/app/controls.js: the `ControlsCall`s it offers;
- from static/app/solver-worker.js (the solver's worker, py/solver_worker.py): `SolverAnswer`.

No `from __future__ import annotations` here: `NotRequired` must stay a type at runtime, where
the contract test reads which keys are required.
"""

from typing import Any, Literal, NotRequired, TypedDict, get_args

# static/app/stage.js ---------------------------------------------------------------------------


class Layout(TypedDict):
    top: str  # the top row's empty piles
    columns: str


class PileDrawn(TypedDict):
    html: str
    old: list[str]  # the card tokens it showed, bottom first (the stage lets them glide)
    now: list[str]
    fan: tuple[int, int] | None  # face-down and face-up cards of a column, None for the top row


class PaintMessage(TypedDict):
    layout: NotRequired[Layout]  # a new game's piles, empty
    captions: NotRequired[dict[str, str]]
    piles: NotRequired[dict[str, PileDrawn]]
    origin: NotRequired[str | None]  # the pile a move took from: cards from nowhere glide from there
    liftable: NotRequired[dict[str, int]]
    lift: NotRequired[tuple[str, int] | None]  # the pile the cards in hand are on, and how many
    targets: NotRequired[list[str]]  # the piles that would take them
    labels: NotRequired[dict[str, str]]
    counters: NotRequired[dict[str, str]]
    root: NotRequired[dict[str, str]]  # `<html data-game data-deal>`
    last: NotRequired[dict[str, int]]  # the cards the last move moved: how many on top of each pile
    sound: NotRequired[str]  # what the change sounds like (static/app/sound.js)


StageCall = Literal["paint", "arrange"]

# static/app/dom.js -----------------------------------------------------------------------------

DomOp = Literal["set", "get", "attr", "toggle", "style", "call", "attrs"]
# [selector, op, ...its arguments]: `["#message", "set", {"hidden": false}]`
DomOperation = list[Any]


class DomMessage(TypedDict):
    changes: list[DomOperation]
    ask: NotRequired[DomOperation]


class DomAnswer(TypedDict):
    value: NotRequired[Any]
    thrown: NotRequired[str]
    message: NotRequired[str]


# static/app/hands.js ---------------------------------------------------------------------------


class TapMessage(TypedDict):
    tap: str  # the pile
    count: int  # the cards from the one pressed up
    when: float  # ms, the event's time stamp


class LiftMessage(TypedDict):
    lift: str  # a drag starts on this pile
    count: int


class DropMessage(TypedDict):
    drop: str | None  # the drag ended over this pile, or over none


class KeyMessage(TypedDict):
    key: str
    code: str  # the key's place on the keyboard ("Digit1"), whatever Shift makes of it
    ctrl: bool
    shift: bool
    alt: bool
    meta: bool
    menu: bool  # the menu was open
    dialog: bool  # a dialog was open
    field: bool  # typed into a form's field
    pile: str | None  # the pile that had the focus


HandMessage = TapMessage | LiftMessage | DropMessage | KeyMessage

# static/app/controls.js ------------------------------------------------------------------------


class ActionMessage(TypedDict):
    action: str  # a control's data-action


class VariantMessage(TypedDict):
    variant: str  # the game picker's choice


class SettingsMessage(TypedDict):
    settings: bool  # the settings form changed


class StatsGameMessage(TypedDict):
    statsGame: bool  # the statistics' game changed


class DealMessage(TypedDict):
    deal: str  # typed in the menu's deal box


class DayMessage(TypedDict):
    day: str  # chosen in the menu, yyyy-mm-dd


class MenuMessage(TypedDict):
    menu: bool  # the menu opened (or closed)


class ImportedMessage(TypedDict):
    imported: str  # a file's text


class SeenMessage(TypedDict):
    seen: bool
    at: float  # when, on the page's clock (ms)


class LeavingMessage(TypedDict):
    leaving: bool


class SystemDarkMessage(TypedDict):
    systemDark: bool  # the system's look turned dark (or light)


class CopiedMessage(TypedDict):
    copied: bool  # the text reached the clipboard


ControlMessage = (
    ActionMessage
    | VariantMessage
    | SettingsMessage
    | StatsGameMessage
    | DealMessage
    | DayMessage
    | MenuMessage
    | ImportedMessage
    | SeenMessage
    | LeavingMessage
    | SystemDarkMessage
    | CopiedMessage
)

# What static/app/controls.js offers the table's Python (`window.solitaireControls`).
ControlsCall = Literal["connect", "openModal", "copy", "download", "systemDark", "today"]

# static/app/solver-worker.js -------------------------------------------------------------------


class SolverAnswer(TypedDict):
    verdict: str  # "won", "unwinnable", "unknown", "error", or "unavailable" (the worker did not start)
    moves: NotRequired[list[str]]
    seconds: NotRequired[float]
    message: NotRequired[str]


def kinds(union: Any) -> tuple[type, ...]:
    """The TypedDicts of a union of messages."""
    return tuple(get_args(union))


def key_of(message: dict[str, Any], union: Any) -> str | None:
    """Which message of `union` this is, by the first key of each kind (its name): None if none."""
    return next((first for kind in kinds(union) if (first := next(iter(kind.__annotations__))) in message), None)
