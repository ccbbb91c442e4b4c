"""Every message between the table's Python and the page's scripts, described once.

The Python side builds and reads these; `tests/fake_page.py` stands in for the page with the
same types; `tests/test_messages.py` keeps both in step with the scripts themselves:
- to static/app/page.js: `PageMessage`, one per redraw: the parts of the page that changed (the
  piles among them, which page.js hands to static/app/stage.js as a `PaintMessage`), and what the
  change does once (`Once`), as JSON text;
- to static/app/dom.js: `DomMessage`, changes and one question, each a `DomOperation` on one of
  the browser's objects the table reaches (`Reached`: storage, the address, the clock...), never
  an element;
- from static/app/hands.js: `HandMessage`, one per gesture or key;
- from static/app/controls.js: `ControlMessage`, one per event of the page's controls;
- to static/app/controls.js: the `ControlsCall`s it offers;
- from static/app/solver-worker.js (the solver's worker, py/solver_worker.py): `SolverAnswer`;
- to static/app/first-paint.js, through storage and the built page: `KeptPaint`, the table as it
  shows before Python runs; to static/app/theme.js, through the stored settings: the looks' values
  (`Theme`, `Felt`...). The build writes both lists into those scripts (scripts/write_contracts.py).

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

# static/app/page.js ----------------------------------------------------------------------------


class Chrome(TypedDict):
    """Around the piles, for the game on the table."""

    variant: str  # the game picker's choice
    title: str  # the document's title
    example: str  # the deal box's example code
    completed: str  # the name of the counter of what is done ("Runs", "Sets")
    stock: str  # and of the stock's ("Deals", "Stock")
    grades: list[str]  # the grades its new deals come in (`data-grade`), none without pools


class Pickers(TypedDict):
    games: str  # the options of the game pickers (the table's, the reset's), named by the engine
    stats: str  # and of the statistics', with every game together


class Buttons(TypedDict, total=False):
    undo: bool  # can be pressed
    redo: bool
    finish: bool  # offered


class LooksShown(TypedDict, total=False):
    """`<html data-*>` of the player's settings, the deck's faces (theme.js) and the motion's speed."""

    colours: str
    hand: str
    motion: str
    felt: str
    back: str
    theme: str
    clock: str
    sound: str
    score: str
    faces: str
    speed: str
    lang: str  # `<html lang>`: the language the page speaks
    dir: str  # `<html dir>`: "rtl" for Arabic


class NotesShown(TypedDict, total=False):
    """The words around the piles, each None while it is hidden."""

    challenge: str | None
    dailyBanner: str | None
    daily: str | None  # `<html data-daily>`: the day of a deal of the day
    grade: tuple[str, str] | None  # `<html data-grade>` of a graded deal, and its words
    parked: str | None
    elsewhere: str | None  # this tab's game was put aside while another tab played
    offer: str | None
    verdict: tuple[str, str] | None  # the solver's live verdict (`data-verdict`), and its words
    stalled: str | None
    turning: str | None
    turnBack: str | None  # the button that goes back to where the game could still be won
    dealProblem: str | None
    dayProblem: str | None


class ResultShown(TypedDict):
    summary: str
    numbers: dict[str, str]  # time, moves, undos, completed
    record: str | None
    outcome: str | None  # against a challenge: "win", "loss", "draw" (`data-verdict`)
    verdict: str
    challenge: bool  # the button that sends one
    daily: str | None  # the streak of a deal of the day; its result can be shared


class HelpShown(TypedDict):
    title: str
    guide: str  # markup
    keys: str  # markup: the key map


class ExampleShown(TypedDict):
    picture: str  # markup
    columns: int
    step: str  # what the step did
    first: bool  # at its first step: Back rests
    last: bool  # at its last: Next rests


class StatsShown(TypedDict):
    game: str  # the statistics' game picker's choice
    table: str  # markup
    charts: str
    recent: str


class SendShown(TypedDict):
    link: str  # the transfer link (`a[data-transfer]`)
    qr: bool  # drawn as a QR code too (`[data-qr]`): it is short enough
    note: str


class SettingsShown(TypedDict):
    fields: dict[str, str | bool]  # the form's fields by name: a box's check, a choice's value
    winnable: str  # the game whose "winnable deals only" box shows
    winnableWords: str  # its words, naming the game
    languages: list[str]  # the language choices offered: "auto", English, and those whose catalogs are complete


# What a question to the player asks about (`<dialog data-question>`): resetting a game's
# statistics, adding a transfer link's statistics, and playing the link's game in progress.
QuestionKind = Literal["reset", "transfer", "transfer-game"]


class QuestionShown(TypedDict):
    """A question put to the player before the table changes or forgets something, worded."""

    kind: QuestionKind  # `data-question`
    title: str
    text: str
    yes: str  # the words of its buttons, `data-answer="yes"` and `data-answer="no"`
    no: str


class DaysShown(TypedDict):
    first: str  # the menu's day picker: its range, yyyy-mm-dd
    last: str
    suggested: str  # shown while the player has chosen none


class PickBar(TypedDict):
    pile: str  # the − n + bar stands over this pile
    count: int


class Passing(TypedDict):
    text: str
    ms: int  # then it hides


class Told(Passing):
    alert: bool


class Flash(TypedDict):
    piles: list[str]
    ms: int


class Download(TypedDict):
    name: str
    text: str
    type: str


Dialog = Literal["result", "help", "stats", "settings", "send"]
Focus = Literal["help", "keys"]  # a dialog's heading, brought into view


class Once(TypedDict, total=False):
    """What a change does once, beside the state it leaves (in this order)."""

    focusPile: str  # before anything else: a key chose the pile
    said: list[tuple[str, bool]]  # for the live region: words, and whether they add to the last
    told: Told  # a passing message, read out as well
    stockNote: Passing
    flash: Flash  # piles lit (a hint)
    clearDeal: bool  # the menu's deal box emptied
    closeMenu: bool
    focus: Focus  # once its dialog opened
    copy: str  # to the clipboard (controls.js answers with a `CopiedMessage`)
    download: Download


class PageMessage(TypedDict, total=False):
    """One redraw, drawn by page.js in this order: each part only when it changed (the parts of
    fields marked `total=False` hold only their fields that changed)."""

    once: Once  # its `focusPile` first; the rest last
    board: PaintMessage  # to stage.js's `paint`
    arrange: list[str]  # to stage.js's `arrange`: the top row's order
    pickers: Pickers
    words: dict[str, str]  # the page's own words (`data-words`) in the language spoken, by their English
    chrome: Chrome
    buttons: Buttons
    looks: LooksShown
    address: str  # the query string of the game's link, in the address bar
    notes: NotesShown
    result: ResultShown | None
    help: HelpShown
    example: ExampleShown | None
    stats: StatsShown
    settings: SettingsShown
    days: DaysShown
    send: SendShown
    question: QuestionShown | None  # the question open, None: none (the dialog closes)
    open: Dialog | None  # the dialog open, holding the focus until it closes (after what it holds); None: none
    pickBar: PickBar | None


# What static/app/page.js offers the table's Python (`window.solitairePage`).
PageCall = Literal["draw", "shown", "pending", "writing", "ready"]


class ShownGame(TypedDict):
    """What the first paint put on the table (`<html data-game data-deal>`), as page.js tells it."""

    game: str
    deal: str


# A formatted sample's parts, as `Intl`'s formatToParts gives them: [type, value] each.
SampleParts = list[list[str]]


class WritingFacts(TypedDict):
    """How a language writes numbers and dates, as page.js's `writing` tells it (show/writing.py
    reads and checks it): 1234.5 and 1234567; 12 %; the fifth of each month of 2026, a medium date."""

    numbers: list[SampleParts]
    percent: SampleParts
    days: list[SampleParts]


# static/app/dom.js -----------------------------------------------------------------------------

DomOp = Literal["set", "get", "call"]
# [object, op, ...its arguments]: `["@localStorage", "call", "getItem", "solitaire.game"]`
DomOperation = list[Any]

# The browser's objects the table reaches through dom.js, from `window`: nothing else.
Reached = Literal[
    "@localStorage",
    "@location",
    "@navigator",
    "@performance",
    "@document",
    "@solitairePage",
    "@solitaireControls",
    "@solitaireHands",
]


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
    choice: NotRequired[
        str
    ]  # the value of the field its `data-choice` names (the statistics to reset), or its `data-grade`


class VariantMessage(TypedDict):
    variant: str  # the game picker's choice


class SettingsMessage(TypedDict):
    settings: dict[str, str | bool]  # the settings form changed: its fields, as `SettingsShown`'s


class StatsGameMessage(TypedDict):
    statsGame: str  # the statistics' game chosen


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


class ClosedMessage(TypedDict):
    closed: str  # a dialog closed, by its name (`data-dialog`, a `Dialog`'s)


class AnswerMessage(TypedDict):
    answer: str  # "yes", or "no" (its button, or the question closed any other way: Escape)
    question: str  # what it answered, as asked (`data-question`)


class CopiedMessage(TypedDict):
    copied: bool  # the text reached the clipboard


class FragmentMessage(TypedDict):
    fragment: str  # the address's new fragment (a transfer link opened in this tab), taken from it


class StoredMessage(TypedDict):
    stored: str | None  # the storage key another tab changed (`solitaire.stats`), None: all cleared


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
    | ClosedMessage
    | AnswerMessage
    | CopiedMessage
    | FragmentMessage
    | StoredMessage
)

# What static/app/controls.js offers (`window.solitaireControls`): the table's Python connects and
# asks; page.js opens dialogs, copies and downloads through it.
ControlsCall = Literal["connect", "systemDark", "today", "openModal", "copy", "download"]

# static/app/solver-worker.js -------------------------------------------------------------------


class SolverAnswer(TypedDict):
    verdict: str  # "won", "unwinnable", "unknown", "error", or "unavailable" (the worker did not start)
    moves: NotRequired[list[str]]
    seconds: NotRequired[float]
    message: NotRequired[str]


# static/app/first-paint.js and static/app/theme.js: before Python runs ----------------------------

# What a paint may set, by element id or attribute name (first-paint.js puts back only these).
PaintRootAttribute = Literal[
    "data-game",
    "data-deal",
    "data-layout",
    "data-columns",
    "data-stock",
    "data-colours",
    "data-hand",
    "data-motion",
    "lang",
    "dir",
]
PaintRegion = Literal["top-row", "columns"]  # elements whose whole markup a paint carries
PaintText = Literal["completed-label", "stock-label", "challenge", "parked-text", "verdict"]  # and whose words
PaintHidden = Literal["challenge", "parked", "verdict-item"]  # and which are shown or hidden
PaintDisabled = Literal["undo", "redo"]  # and which controls are off


class KeptPaint(TypedDict):
    """A paint of the table (py/table/show/first_paint.py), kept in storage for the next visit or
    drawn into the built page: every name in it is one of the lists above."""

    version: int  # a paint of another version is not shown
    root: dict[str, str]
    regions: dict[str, str]
    counters: dict[str, str]  # by `data-counter`
    texts: dict[str, str]
    disabled: dict[str, bool]
    picker: str  # the game picker's choice
    hidden: NotRequired[dict[str, bool]]
    words: NotRequired[dict[str, str]]  # the page's own words in the language spoken (none in English)


# The looks a player chooses, each list's first the default: storage/settings.py keeps them, and
# theme.js applies them from storage before the first paint.
Theme = Literal["system", "light", "dark"]
Felt = Literal["green", "blue", "red", "grey"]  # the table's cloth
Back = Literal["blue", "red", "black"]  # the card backs
Faces = Literal["auto", "classic", "large"]  # auto: large on a narrow screen (theme.js decides)
Clock = Literal["shown", "hidden"]
Sound = Literal["off", "on"]  # off until the player turns it on
Scored = Literal["hidden", "shown"]  # the score: hidden until the player shows it
# The languages the page speaks (show/language.py), by their tags; the setting may also be "auto":
# the browser's preferences.
Language = Literal[
    "en",
    "de",
    "fr",
    "es",
    "it",
    "pt-BR",
    "nl",
    "pl",
    "ru",
    "tr",
    "ja",
    "zh-Hans",
    "ar",
    "he",
    "ko",
    "id",
    "vi",
    "hi",
    "uk",
    "cs",
]
LOOKS: dict[str, Any] = {
    "theme": Theme,
    "felt": Felt,
    "back": Back,
    "faces": Faces,
    "clock": Clock,
    "sound": Sound,
    "score": Scored,
}


def kinds(union: Any) -> tuple[type, ...]:
    """The TypedDicts of a union of messages."""
    return tuple(get_args(union))


def key_of(message: dict[str, Any], union: Any) -> str | None:
    """Which message of `union` this is, by the first key of each kind (its name): None if none."""
    return next((first for kind in kinds(union) if (first := next(iter(kind.__annotations__))) in message), None)
