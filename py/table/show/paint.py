"""From one state of the table to the next: the message that brings the page from what it shows
(`before`, None when it shows nothing of ours yet) to `after`, with what the change does once
(`Effects`). Pure: the page (browser/page.py) sends it in one crossing, and static/app/page.js
draws it (messages.PageMessage).

Each part of the page goes only when it changed. The piles go as one message for the page's stage
(static/app/stage.js) holding only the piles that changed, with what the moving cards showed
before (the stage lets them glide from there).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from solitaire import deal_code
from solitaire.graded import grades_of

from ..messages import (
    Buttons,
    Chrome,
    LooksShown,
    NotesShown,
    Once,
    PageMessage,
    PaintMessage,
    PickBar,
    PileDrawn,
    ResultShown,
)
from . import names, picker, scene
from .effects import Effects
from .language import Wording, _, page_words, speaking
from .question import worded
from .result import STATUS_TEXT, ResultCard
from .state import Board, Looks, Notes, TableState
from .words import grade_badge

NOTE_MS = 4000  # how long a passing message stays
FLASH_MS = 1600
EXAMPLE_SHUFFLE = 41739205  # the deal box's example code
LOOKS = (
    "colours",
    "hand",
    "motion",
    "felt",
    "back",
    "theme",
    "clock",
    "sound",
    "score",
    "faces",
    "speed",
    "lang",
    "dir",
)

V = TypeVar("V")


def paint(before: TableState | None, after: TableState, effects: Effects) -> PageMessage:
    """The message, worded in the language `after` holds (the view takes it from the state, not
    from the page: the same states always make the same message)."""
    with speaking(after.looks.lang):
        return _paint(before, after, effects)


def _paint(before: TableState | None, after: TableState, effects: Effects) -> PageMessage:
    message: PageMessage = {}
    old = before.board if before is not None else None
    left = after.looks.left_handed
    hand_changed = before is not None and before.looks.left_handed != left
    if hand_changed and old is not None and old.variant is after.board.variant:  # the top row's piles move as they are
        message["arrange"] = [key for key, _ in scene.top_row(after.board.variant, left_handed=left)]
    board = _board(before, after, effects.origin, effects.sound)
    if board:
        message["board"] = board
    said = [(text, False) for text in effects.said] + _around(message, before, after)
    _dialogs(message, before, after)
    _pick_bar(message, old, after.board)
    once = _once(effects, said)
    wording = after.notes.result
    if before is None or before.notes.result != wording or before.looks.lang != after.looks.lang:
        card = None if wording is None else wording()
        message["result"] = None if card is None else _result(card)
        if card is not None and (before is None or before.notes.result is None):
            once.setdefault("said", []).append((card.said, False))  # said by the time the card shows
    if before is None or before.dialogs.open != after.dialogs.open:
        message["open"] = after.dialogs.open
    if once:
        message["once"] = once
    return message


def _around(message: PageMessage, before: TableState | None, after: TableState) -> list[tuple[str, bool]]:
    """The parts around the piles that changed; what the live region says of the notes shown."""
    old = before.board if before is not None else None
    if before is None:
        message["pickers"] = {"games": picker.options_html(), "stats": picker.options_html(every_game=_("All games"))}
    if before is None or before.looks.lang != after.looks.lang:
        message["words"] = page_words()
    if old is None or old.variant is not after.board.variant:  # the chrome is the game's alone
        message["chrome"] = _chrome(after.board)
    buttons_before = _buttons(old, before.notes) if old is not None and before is not None else {}
    _changes(message, "buttons", buttons_before, _buttons(after.board, after.notes))
    _changes(message, "looks", _looks(before.looks) if before else {}, _looks(after.looks))
    if before is None or before.address != after.address:
        message["address"] = after.address
    same_words = before is not None and before.looks.lang == after.looks.lang
    notes = _notes(before.notes if before is not None and same_words else None, after.notes)
    if notes:
        message["notes"] = notes
    return _notes_said(dict(notes))


def _dialogs(message: PageMessage, before: TableState | None, after: TableState) -> None:
    """The dialogs' and the menu's parts that changed. The example goes again with the help's
    markup, where it is drawn: a new help holds an empty example until then."""
    was = before.dialogs if before is not None else None
    for name in ("help", "example", "stats", "settings", "days", "send"):
        now = getattr(after.dialogs, name)
        if now is not None and (was is None or getattr(was, name) != now or (name == "example" and "help" in message)):
            message[name] = now
    question = after.dialogs.question
    if was is None or was.question != question:  # worded as drawn: a new language draws it anew
        message["question"] = None if question is None else worded(question)


def passing(text: str, *, alert: bool = False) -> PageMessage:
    """A passing message on its own, between changes of the table (a fault reported)."""
    effects = Effects()
    effects.tell(text, alert=alert)
    return {"once": _once(effects, [(said, False) for said in effects.said])}


def _board(before: TableState | None, after: TableState, origin: str | None, sound: str | None) -> PaintMessage:
    board, left = after.board, after.looks.left_handed
    old = before.board if before is not None else None
    same_game = old is not None and old.variant is board.variant
    message: PaintMessage = {}
    drawn = old.piles if old is not None and same_game else {}
    if not same_game:  # a new game's empty piles, once per game
        top, columns = scene.layout_html(board.variant, left_handed=left)
        message["layout"] = {"top": top, "columns": columns}
    message["captions"] = {
        key: pile.caption
        for key, pile in board.piles.items()
        if pile.caption and (key not in drawn or drawn[key].caption != pile.caption)
    }
    message["piles"] = {
        key: _pile(key, pile, drawn) for key, pile in board.piles.items() if _changed_pile(key, pile, drawn)
    }
    message["origin"] = origin
    message["liftable"] = _changed(board.liftable, old.liftable if same_game and old else {})
    message["lift"] = board.lift
    message["targets"] = list(board.targets)
    message["labels"] = _changed(board.labels, old.labels if same_game and old else {})
    counters = _changed(board.counters, old.counters if old else {})
    message["counters"] = counters
    named = {"data-game": board.variant.id, "data-deal": board.deal, **scene.layout_attributes(board.variant)}
    was = {"data-game": old.variant.id, "data-deal": old.deal, **scene.layout_attributes(old.variant)} if old else {}
    message["root"] = _changed(named, was)
    if message["piles"] or old is None or not same_game or old.last != board.last:
        message["last"] = board.last  # a pile redrawn has lost its marks
    others = {key: value for key, value in message.items() if key != "counters"}
    quiet: dict[str, object] = {"captions": {}, "piles": {}, "origin": None, "liftable": {}, "labels": {}, "root": {}}
    if old is not None and others == {**quiet, "lift": old.lift, "targets": list(old.targets)}:
        message = {"counters": counters} if counters else {}  # the clock alone, a sound alone, or nothing
    if sound is not None:
        message["sound"] = sound
    return message


def _pile(key: str, pile: scene.Pile, drawn: dict[str, scene.Pile]) -> PileDrawn:
    return {
        "html": pile.html,
        "old": list(drawn[key].tokens) if key in drawn else [],
        "now": list(pile.tokens),
        "fan": pile.fan if key.isdigit() else None,  # the stylesheet closes up a long column
    }


def _changed_pile(key: str, pile: scene.Pile, drawn: dict[str, scene.Pile]) -> bool:
    return key not in drawn or drawn[key].tokens != pile.tokens


def _changed(values: Mapping[str, V], sent: Mapping[str, V]) -> dict[str, V]:
    """The values that differ from those `sent` before."""
    return {key: value for key, value in values.items() if key not in sent or sent[key] != value}


def _changes(message: PageMessage, name: str, before: Mapping[str, Any], after: Mapping[str, Any]) -> dict[str, Any]:
    """A part of named values, of which only those that changed are sent (and given back)."""
    changed = _changed(after, before)
    if changed:
        message[name] = changed  # type: ignore[literal-required]
    return changed


def _chrome(board: Board) -> Chrome:
    """The game picker, the title and the counters' names for the game on the table."""
    variant = board.variant
    labels = scene.counter_labels(variant)
    return {
        "variant": variant.id,
        "title": _("Solitaire: {game}").format(game=names.title(variant)),
        "example": deal_code(variant, EXAMPLE_SHUFFLE),
        "completed": labels["completed"],
        "stock": labels["stock"],
        "grades": list(grades_of(variant.id)),
    }


def _buttons(board: Board, notes: Notes) -> Buttons:
    return {"undo": board.can_undo, "redo": board.can_redo, "finish": notes.finish}


def _looks(looks: Looks) -> LooksShown:
    return {name: getattr(looks, name) for name in LOOKS}  # type: ignore[return-value]


def _notes(before: Notes | None, after: Notes) -> NotesShown:
    """The notes that changed, worded in the language spoken now: every one when `before` is None
    (nothing drawn yet, or drawn in another language). A note kept as a `Wording` is worded only
    when it changed, not at every redraw."""
    shown: dict[str, Any] = {}
    for key, name, word in _NOTES:
        value = getattr(after, name)
        if before is None or getattr(before, name) != value:
            shown[key] = None if value is None else word(value)
    return shown  # type: ignore[return-value]


def _worded(words: Wording[str]) -> str:
    return words()


def _offer(game: Wording[str]) -> str:
    return _("Your first game of {game}?").format(game=game())


def _turn_back(move: int) -> str:
    return _("Go back to move {move}").format(move=move)


def _same(value: str) -> str:
    return value


# Each note, by its name in `NotesShown` and in `Notes`, and how it is worded when shown.
_NOTES: tuple[tuple[str, str, Callable[[Any], Any]], ...] = (
    ("challenge", "challenge", _worded),
    ("dailyBanner", "daily_banner", _worded),
    ("daily", "daily", _same),
    ("grade", "grade", lambda grade: (grade, grade_badge(grade))),
    ("parked", "parked", _same),
    ("elsewhere", "elsewhere", _same),
    ("offer", "offer", _offer),
    ("verdict", "verdict", lambda verdict: (verdict, _(STATUS_TEXT[verdict]))),
    ("stalled", "stalled", _worded),
    ("turning", "turning", _worded),
    ("turnBack", "turn_back", _turn_back),
    ("dealProblem", "deal_problem", _worded),
    ("dayProblem", "day_problem", _worded),
)


def _notes_said(changed: dict[str, Any]) -> list[tuple[str, bool]]:
    """What the live region says of the notes that just showed: the stalled note and where the
    game slipped away add to what the move said, even in an earlier task."""
    said = []
    if changed.get("stalled") is not None:
        said.append((f"{changed['stalled']} {_('Undo, restart this deal, or start a new one.')}", True))
    if changed.get("turning") is not None:
        said.append((changed["turning"], True))
    said += [(changed[name], False) for name in ("dealProblem", "dayProblem") if changed.get(name) is not None]
    return said


def _result(card: ResultCard) -> ResultShown:
    return {
        "summary": card.summary,
        "numbers": dict(card.numbers),
        "record": card.record,
        "outcome": card.outcome,
        "verdict": card.verdict,
        "challenge": card.challenge,
        "daily": card.daily,
    }


def _pick_bar(message: PageMessage, before: Board | None, after: Board) -> None:
    """The − and + beside a pick of more than one card, over its pile (placed again when the
    piles move)."""
    bar: PickBar | None = None
    if after.lift is not None and after.most >= 2:
        bar = {"pile": after.lift[0], "count": after.lift[1]}
        if before is None or (before.lift, before.most, before.piles) != (after.lift, after.most, after.piles):
            message["pickBar"] = bar
    elif before is None or (before.lift is not None and before.most >= 2):
        message["pickBar"] = None


def _once(effects: Effects, said: list[tuple[str, bool]]) -> Once:
    once: Once = {}
    if effects.focus_pile is not None:
        once["focusPile"] = effects.focus_pile
    if said:
        once["said"] = said
    if effects.told is not None:
        text, alert = effects.told
        once["told"] = {"text": text, "alert": alert, "ms": NOTE_MS * (2 if alert else 1)}
    if effects.stock_note is not None:
        once["stockNote"] = {"text": effects.stock_note, "ms": NOTE_MS}
    if effects.flash is not None:
        once["flash"] = {"piles": list(effects.flash), "ms": FLASH_MS}
    for name, on in (("clearDeal", effects.clear_deal), ("closeMenu", effects.close_menu)):
        if on:
            once[name] = True  # type: ignore[literal-required]
    if effects.focus is not None:
        once["focus"] = effects.focus
    if effects.copy is not None:
        once["copy"] = effects.copy
    if effects.download is not None:
        once["download"] = effects.download
    return once
