"""The HTML of cards and piles, as strings: one DOM call draws a whole pile.

Under Pyodide every DOM call crosses from Python to JavaScript, so the view builds each changed
pile's markup here and hands it over in one assignment. Pure: tests read it under CPython.
"""

from __future__ import annotations

import re
from html import escape

from solitaire.cards import Card
from solitaire.position import Column

from .language import _, n_
from .names import card_name
from .words import cards_named

RANK_SHOWN = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
HIDDEN = "??"  # a face-down card's token, as in `data-card`


def pile_html(key: str, label: str, cards: str = "", attributes: str = "") -> str:
    """An empty pile (or one holding `cards`' markup), keyed `data-pile`, that takes focus."""
    kind = "column" if key.isdigit() else key
    return (
        f'<div class="pile pile-{kind}" data-pile="{key}" tabindex="0" role="button" '
        f'aria-label="{escape(label)}"{attributes}>{cards}</div>'
    )


def picture_pile_html(key: str, label: str, cards: str, *, caption: str = "", style: str = "", mark: str = "") -> str:
    """A pile of a still picture of the table (the help's worked example): drawn like a pile of
    the table, spoken as a picture, and without the hooks (`data-pile`, `data-card`, focus) that
    belong to the table's own piles."""
    kind = "column" if key.isdigit() else key
    extra = (f' data-caption="{escape(caption)}"' if caption else "") + (f' data-mark="{mark}"' if mark else "")
    cards = re.sub(r' aria-label="[^"]*"', "", cards.replace(" data-card=", " data-shows="))  # the pile says them
    return f'<div class="pile pile-{kind}" role="img" aria-label="{escape(label)}" style="{style}"{extra}>{cards}</div>'


def card_html(card: Card, *, down: int, up: int) -> str:
    """A face-up card; `down` and `up` count the face-down and face-up cards beneath it, which
    the stylesheet turns into its offset in the fan."""
    return (
        f'<div class="card suit-{card.suit}" data-card="{card}" data-rank="{RANK_SHOWN[card.rank]}" '
        f'aria-label="{escape(card_name(card))}" style="--d:{down};--u:{up}"><i></i></div>'
    )


def back_html(*, down: int) -> str:
    label = escape(_("face-down card"))
    return f'<div class="card back" data-card="{HIDDEN}" aria-label="{label}" style="--d:{down};--u:0"></div>'


def backs_html(shown: int) -> str:
    """A squared pile of face-down cards (the stock): `shown` backs, spread a little."""
    return "".join(back_html(down=i) for i in range(shown))


def column_html(column: Column) -> str:
    """Every card of a column, bottom first: backs, then faces."""
    parts = [back_html(down=i) for i in range(column.hidden)]
    parts += [card_html(c, down=column.hidden, up=i) for i, c in enumerate(column.face_up)]
    return "".join(parts)


def stack_html(cards: tuple[Card, ...], *, shown: int = 1) -> str:
    """A squared pile of face-up cards (waste, beehive): only its top `shown`, spread a little."""
    top = cards[-shown:] if cards else ()
    return "".join(card_html(c, down=0, up=i) for i, c in enumerate(top))


def slots_html(cards: tuple[Card, ...], goal: int) -> str:
    """The foundation: a slot for each run or set to finish (`data-slot`, from 1), the first ones
    filled (`data-filled`), each with the card that stands for what arrived there."""
    filled = (
        f'<div class="slot" data-slot="{n}" data-filled>{card_html(c, down=0, up=0)}</div>'
        for n, c in enumerate(cards, 1)
    )
    empty = (f'<div class="slot" data-slot="{n}"></div>' for n in range(len(cards) + 1, goal + 1))
    return "".join(filled) + "".join(empty)


def column_label(pile: str, column: Column) -> str:
    """What a screen reader says of a column (`pile`: its name, "column 3"): its face-down cards
    counted, then every face-up card from the bottom to the top: "column 3: 4 face down, then
    nine down to seven of hearts"."""
    if not column.cards:
        return _("{pile}, empty").format(pile=pile)
    cards = cards_named(column.face_up)
    if column.hidden:
        said = n_("{pile}: {count} face down, then {cards}", "{pile}: {count} face down, then {cards}", column.hidden)
        return said.format(pile=pile, count=column.hidden, cards=cards)
    return _("{pile}: {cards}").format(pile=pile, cards=cards)
