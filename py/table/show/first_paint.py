"""The table as the page shows it before Python runs: a paint, as plain data.

A paint holds the markup of the piles, the counters' values and labels, and the document's
attributes that style the table (the game's layout, the player's colours and hand). The build
draws one for a first visit and one layout per game (for a link to a deal not yet dealt: what
every deal of the game opens with alike);
the page keeps the last one it drew for the next visit. static/app/first-paint.js puts a paint
on screen at once; Python then draws the very same table, so nothing moves when it takes over.
Pure: the build runs this under CPython.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, get_args

from solitaire import VARIANTS, Game, Variant
from solitaire.deals import opening
from solitaire.position import Column, Position

from ..messages import KeptPaint, PaintDisabled, PaintHidden, PaintRegion, PaintRootAttribute, PaintText
from . import markup, scene
from .language import _, page_words
from .result import STATUS_TEXT
from .state import TableState
from .words import clock

KEY = "solitaire.paint"  # where the page keeps its last paint (first-paint.js reads it)
VERSION = 1  # a paint of another version is not shown
# What a paint names (messages.KeptPaint); the build writes the same lists into first-paint.js.
ROOT_ATTRIBUTES: tuple[str, ...] = get_args(PaintRootAttribute)
REGIONS: tuple[str, ...] = get_args(PaintRegion)
TEXTS: tuple[str, ...] = get_args(PaintText)
HIDDEN: tuple[str, ...] = get_args(PaintHidden)
DISABLED: tuple[str, ...] = get_args(PaintDisabled)


def contract() -> dict[str, Any]:
    """What first-paint.js must know to put a paint back, as the build writes it into the script."""
    return {
        "key": KEY,
        "version": VERSION,
        "rootAttributes": ROOT_ATTRIBUTES,
        "regions": REGIONS,
        "texts": TEXTS,
        "hidden": HIDDEN,
        "disabled": DISABLED,
    }


def table_html(game: Game, *, left_handed: bool = False) -> dict[str, str]:
    """The markup of the top row and of the columns, every pile holding its cards, as the view
    draws them for the player's hand."""
    return _regions(game.variant, scene.piles(game), left_handed)


def _regions(variant: Variant, piles: dict[str, scene.Pile], left_handed: bool) -> dict[str, str]:
    names = dict(scene.top_row(variant, left_handed=left_handed))
    top = "".join(_pile(key, piles[key]) for key in names)
    columns = "".join(_pile(str(n), piles[str(n)]) for n in range(1, variant.column_count + 1))
    return {"top-row": top, "columns": columns}


def _pile(key: str, pile: scene.Pile) -> str:
    attributes = f' data-caption="{pile.caption}"' if pile.caption else ""
    if key.isdecimal():
        downs, ups = pile.fan
        attributes += f' style="--downs: {downs}; --ups: {ups};"'
    return markup.pile_html(key, pile.label, pile.html, attributes)


def paint_of(game: Game, seconds: float = 0.0, *, left_handed: bool = False) -> KeptPaint:
    """A paint of `game` on the table, on the clock for `seconds`."""
    variant = game.variant
    counters = {**scene.counters(game), "time": clock(seconds)}
    root = {"data-game": variant.id, "data-deal": game.deal or "", **scene.layout_attributes(variant)}
    return {
        "version": VERSION,
        "root": root,
        "regions": table_html(game, left_handed=left_handed),
        "counters": counters,
        "texts": _counter_names(variant),
        "disabled": {"undo": not game.can_undo, "redo": not game.can_redo},
        "picker": variant.id,
    }


def layouts() -> dict[str, KeptPaint]:
    """Each game's layout, by variant id (with "/left" for the left hand's): the first paint of a
    link to a deal not dealt yet."""
    return {
        variant.id + ("/left" if left else ""): _layout(variant, left)
        for variant in VARIANTS.values()
        for left in (False, True)
    }


def _layout(variant: Variant, left_handed: bool) -> KeptPaint:
    """What every deal of the game opens with alike: the cards dealt face down, the stock, the
    foundation's slots and the counters. Python adds the deal's face-up cards; nothing moves."""
    dealt = opening(variant, 0)
    game = Game(variant, dealt)
    shown = scene.piles(game)
    piles = scene.piles(Game(variant, _face_down_only(dealt)))
    for side in variant.side_piles:  # its top card is face up (Beehive's beehive): only its caption
        if shown[side.key].tokens:
            piles[side.key] = scene.Pile((), "", side.name, shown[side.key].caption)
    return {
        **paint_of(game, left_handed=left_handed),
        "root": {"data-game": variant.id, **scene.layout_attributes(variant)},
        "regions": _regions(variant, piles, left_handed),
    }


def _face_down_only(position: Position) -> Position:
    """`position` with its columns' face-down cards alone: no card of theirs a player could read."""
    columns = tuple(Column(column.cards[: column.hidden], column.hidden) for column in position.columns)
    return replace(position, columns=columns)


def kept(state: TableState, *, own_language: bool = True) -> KeptPaint:
    """The paint of the table as `state` shows it, with the player's own settings and the banners
    of the moment (the page keeps it for the next visit): built from the state, never read back
    from the page. The piles are drawn afresh, so nothing of the moment (cards in hand, a glide)
    is kept with them. A visit in a language of its link's (not `own_language`) keeps no words and
    no language: the next visit speaks the player's own, which its first paint cannot know."""
    board, looks, notes = state.board, state.looks, state.notes
    variant = board.variant
    root = {"data-game": variant.id, "data-deal": board.deal, **scene.layout_attributes(variant)}
    paint: KeptPaint = {
        "version": VERSION,
        "root": {
            **root,
            "data-colours": looks.colours,
            "data-hand": looks.hand,
            "data-motion": looks.motion,
            **({"lang": looks.lang, "dir": looks.dir} if own_language else {}),
        },
        "regions": _regions(variant, board.piles, looks.left_handed),
        "counters": board.counters,
        "texts": {
            **_counter_names(variant),
            "challenge": notes.challenge() if notes.challenge is not None else "",
            "parked-text": notes.parked or "",
            "verdict": _(STATUS_TEXT[notes.verdict]) if notes.verdict is not None else "",
        },
        "disabled": {"undo": not board.can_undo, "redo": not board.can_redo},
        "picker": variant.id,
        "hidden": {
            "challenge": notes.challenge is None,
            "parked": notes.parked is None,
            "verdict-item": notes.verdict is None,
        },
    }
    if own_language:
        paint["words"] = page_words()  # the next visit's first paint speaks it too
    return paint


def _counter_names(variant: Variant) -> dict[str, str]:
    return {f"{name}-label": words for name, words in scene.counter_labels(variant).items()}


def encode(paint: Any) -> str:
    """A paint as the JSON first-paint.js reads, safe inside a `<script type=application/json>`."""
    return json.dumps(paint, separators=(",", ":")).replace("</", "<\\/")
