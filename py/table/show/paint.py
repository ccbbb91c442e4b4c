"""From one state of the table to the next: the operations that bring the page from what it shows
(`before`, None when it shows nothing of ours yet) to `after`, with what the change does once
(`Effects`). Pure: the page (browser/page.py) sends them, in order, in one crossing.

The piles go to the page's stage (static/app/stage.js) as one message per redraw holding only
what changed, with what the moving cards showed before (the stage lets them glide from there);
the rest are operations of static/app/dom.js on the elements around them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TypeVar

from solitaire import deal_code

from ..messages import DomOperation, PaintMessage, PileDrawn
from . import scene
from .effects import Effects
from .result import STATUS_TEXT, ResultCard
from .state import Board, Looks, Notes, TableState

NOTE_MS = 4000  # how long a passing message stays
FLASH_MS = 1600
EXAMPLE_SHUFFLE = 41739205  # the deal box's example code
STAGE = "@solitaireStage"
CONTROLS = "@solitaireControls"

V = TypeVar("V")


@dataclass(frozen=True)
class Later:
    """Operations the page applies in `ms` milliseconds, replacing any still waiting by `name`."""

    name: str
    ms: int
    changes: list[DomOperation]


@dataclass
class Painting:
    changes: list[DomOperation] = field(default_factory=list)
    said: list[tuple[str, bool]] = field(default_factory=list)  # for the live region: text, and whether it adds
    later: list[Later] = field(default_factory=list)
    pick_bar: str | None = None  # the pile the − n + bar stands over (the page reads where that is)

    def set(self, selector: str, **properties: str | int | float | bool | None) -> None:
        self.changes.append([selector, "set", properties])

    def attr(self, selector: str, name: str, value: str | None) -> None:
        self.changes.append([selector, "attr", name, value])

    def call(self, selector: str, method: str, *args: str | int | float | bool | None) -> None:
        self.changes.append([selector, "call", method, *args])

    def shown(self, selector: str, text: str | None, *, words: str | None = None) -> None:
        """An element shown with `text` in it (or in `words`'s element), or hidden (None)."""
        self.set(selector, hidden=text is None)
        if text is not None:
            self.set(words or selector, textContent=text)


def paint(before: TableState | None, after: TableState, effects: Effects) -> Painting:
    painting = Painting(changes=list(effects.first))  # where the focus was as the change began
    _board(painting, before, after, effects.origin, effects.sound)
    _chrome(painting, before.board if before else None, after.board)
    _looks(painting, before.looks if before else None, after.looks)
    if before is None or before.address != after.address:
        painting.call("@history", "replaceState", None, "", after.address)
    painting.said += [(text, False) for text in effects.said]
    _notes(painting, before.notes if before else None, after.notes)
    _pick_bar(painting, before.board if before else None, after.board)
    _effects(painting, effects)
    return painting


def passing(text: str, *, alert: bool = False) -> Painting:
    """A passing message on its own, between changes of the table (a fault reported)."""
    painting, effects = Painting(), Effects()
    effects.tell(text, alert=alert)
    painting.said += [(said, False) for said in effects.said]
    _effects(painting, effects)
    return painting


def _board(
    painting: Painting, before: TableState | None, after: TableState, origin: str | None, sound: str | None
) -> None:
    board, left = after.board, after.looks.left_handed
    old = before.board if before is not None else None
    same_game = old is not None and old.variant is board.variant
    if old is not None and same_game and before is not None and before.looks.left_handed != left:
        order = [key for key, _ in scene.top_row(board.variant, left_handed=left)]
        painting.call(STAGE, "arrange", json.dumps(order))
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
    unchanged = old is not None and others == {**quiet, "lift": old.lift, "targets": list(old.targets)}
    if unchanged:  # the clock alone, a sound alone, or nothing
        alone: PaintMessage = {"counters": counters} if counters else {}
        if sound is not None:
            alone["sound"] = sound
        if alone:
            painting.call(STAGE, "paint", json.dumps(alone))
        return
    if sound is not None:
        message["sound"] = sound
    painting.call(STAGE, "paint", json.dumps(message))


def _pile(key: str, pile: scene.Pile, drawn: dict[str, scene.Pile]) -> PileDrawn:
    return {
        "html": pile.html,
        "old": list(drawn[key].tokens) if key in drawn else [],
        "now": list(pile.tokens),
        "fan": pile.fan if key.isdigit() else None,  # the stylesheet closes up a long column
    }


def _changed_pile(key: str, pile: scene.Pile, drawn: dict[str, scene.Pile]) -> bool:
    return key not in drawn or drawn[key].tokens != pile.tokens


def _changed(values: dict[str, V], sent: dict[str, V]) -> dict[str, V]:
    """The values that differ from those `sent` before."""
    return {key: value for key, value in values.items() if sent.get(key) != value}


def _chrome(painting: Painting, before: Board | None, after: Board) -> None:
    """The game picker, the title and the counters' names for the game on the table, and its undo
    and redo buttons."""
    variant = after.variant
    if before is None or before.variant is not variant:
        painting.set("#variant", value=variant.id)
        painting.set("#title", textContent=f"Solitaire: {variant.title}")
        painting.set("#deal-code", placeholder=deal_code(variant, EXAMPLE_SHUFFLE))
        for element, text in scene.counter_labels(variant).items():
            painting.set(f"#{element}", textContent=text)
    if before is None or before.can_undo != after.can_undo:
        painting.set("#undo", disabled=not after.can_undo)
    if before is None or before.can_redo != after.can_redo:
        painting.set("#redo", disabled=not after.can_redo)


def _looks(painting: Painting, before: Looks | None, after: Looks) -> None:
    for name in ("colours", "hand", "motion", "felt", "back", "theme", "clock", "sound"):
        if before is None or getattr(before, name) != getattr(after, name):
            painting.attr(":root", f"data-{name}", getattr(after, name))
    if before is None or before.faces != after.faces:
        painting.call("@solitaireFaces", "show", after.faces)  # theme.js: "auto" follows the screen
    if before is None or before.speed != after.speed:
        painting.changes.append([":root", "style", "--speed", after.speed])


def _notes(painting: Painting, before: Notes | None, after: Notes) -> None:
    def changed(name: str) -> bool:
        return before is None or getattr(before, name) != getattr(after, name)

    if changed("challenge"):
        painting.shown("#challenge", after.challenge)
    if changed("daily") or changed("daily_banner"):
        painting.shown("#daily-banner", after.daily_banner)
        painting.attr(":root", "data-daily", after.daily)
    if changed("parked"):
        painting.shown("#parked", after.parked, words="#parked-text")
    if changed("offer"):
        offer = None if after.offer is None else f"Your first game of {after.offer}?"
        painting.shown("#offer", offer, words="#offer-text")
    if changed("finish"):
        painting.set('[data-action="finish"]', hidden=not after.finish)
    if changed("verdict"):
        painting.shown("#verdict-item", None if after.verdict is None else STATUS_TEXT[after.verdict], words="#verdict")
        if after.verdict is not None:
            painting.attr("#verdict", "data-verdict", after.verdict)
    if changed("stalled"):
        painting.shown("#note", after.stalled, words="#note-text")
        if after.stalled is not None:
            painting.said.append((after.stalled + " Undo, restart this deal, or start a new one.", True))
    if changed("turning"):
        painting.shown("#note-turning", after.turning)
        if after.turning is not None:
            painting.said.append((after.turning, True))
    if changed("turn_back"):
        back = after.turn_back
        painting.shown('#note [data-action="turn-back"]', None if back is None else f"Go back to move {back}")
    if changed("result"):
        _result(painting, before.result if before else None, after.result)
    for name, line in (("deal_problem", "#deal-problem"), ("day_problem", "#daily-problem")):
        if changed(name):
            problem = getattr(after, name)
            painting.shown(line, problem)
            if problem is not None:
                painting.said.append((problem, False))


def _result(painting: Painting, before: ResultCard | None, card: ResultCard | None) -> None:
    if card is None:
        painting.call("#result[open]", "close")
        return
    painting.set("#result-summary", textContent=card.summary)
    for name, value in card.numbers:
        painting.set(f"#result-{name}", textContent=value)
    if card.record is not None:
        painting.set("#result-record", textContent=card.record)
    painting.shown("#result-verdict", card.verdict if card.outcome else None)
    if card.outcome is not None:
        painting.attr("#result-verdict", "data-verdict", card.outcome)
    painting.set("#result-challenge", hidden=not card.challenge)
    painting.set("#result-share", hidden=card.daily is None)
    painting.shown("#result-daily", card.daily)
    if before is None:  # said by the time the card shows
        painting.said.append((card.said, False))
        painting.call(CONTROLS, "openModal", "result")
        painting.call("#result-new", "focus")


def _pick_bar(painting: Painting, before: Board | None, after: Board) -> None:
    """The − and + beside a pick of more than one card, over its pile."""
    shown = after.lift is not None and after.most >= 2
    if shown and after.lift is not None:
        if before is None or (before.lift, before.most, before.piles) != (after.lift, after.most, after.piles):
            painting.pick_bar = after.lift[0]
            painting.set("#pick-count", textContent=str(after.lift[1]))
    elif before is None or (before.lift is not None and before.most >= 2):
        painting.set("#pick-bar", hidden=True)


def _effects(painting: Painting, effects: Effects) -> None:
    if effects.told is not None:
        text, alert = effects.told
        painting.set("#message", textContent=text, hidden=False)
        painting.changes.append(["#message", "toggle", "alert", alert])
        painting.later.append(Later("message", NOTE_MS * (2 if alert else 1), [["#message", "set", {"hidden": True}]]))
    if effects.stock_note is not None:
        painting.set("#stock-note", textContent=effects.stock_note, hidden=False)
        painting.later.append(Later("stock", NOTE_MS, [["#stock-note", "set", {"hidden": True}]]))
    if effects.flash is not None:
        unflash: DomOperation = [".hinted", "toggle", "hinted", False]
        painting.changes.append(unflash)
        if effects.flash:
            painting.changes.append(
                [", ".join(f'[data-pile="{key}"]' for key in effects.flash), "toggle", "hinted", True]
            )
        painting.later.append(Later("flash", FLASH_MS, [unflash]))
    painting.changes += effects.changes
    for selector in effects.close:
        painting.call(selector, "close")
    if effects.dialog is not None:
        painting.call(CONTROLS, "openModal", effects.dialog)
    painting.changes += effects.then
    if effects.copy is not None:
        painting.call(CONTROLS, "copy", effects.copy)
    if effects.download is not None:
        painting.call(CONTROLS, "download", *effects.download)
