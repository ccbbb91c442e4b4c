"""The keyboard: which key does what, for the gestures that obey it and the key map that shows it,
in the language the page speaks. Pure."""

from __future__ import annotations

from typing import Final

from solitaire import Variant
from solitaire.variants.base import SidePile

from .language import N_, _, p_

# Letters that act at once, by the action they name (`Table.act`).
KEY_ACTIONS = {"u": "undo", "z": "undo", "y": "redo", "d": "deal", "h": "hint", "escape": "put-back", "?": "keys"}

# What the digits do, by the game's noun for its piles: with fewer than ten piles, ten, more.
DIGITS_DO: Final = {
    "column": (
        N_("Pick up from column 1 to {last}, or drop the cards in hand there"),
        N_("Pick up from column 1 to 10 (0 is 10), or drop the cards in hand there"),
        N_("Pick up from column 1 to {last} (0 is 10, Shift+1 is 11), or drop the cards in hand there"),
    ),
    "pile": (
        N_("Pick up from pile 1 to {last}, or drop the cards in hand there"),
        N_("Pick up from pile 1 to 10 (0 is 10), or drop the cards in hand there"),
        N_("Pick up from pile 1 to {last} (0 is 10, Shift+1 is 11), or drop the cards in hand there"),
    ),
}
# The same in a game whose noun the catalogs do not know yet: the noun in the engine's English.
DIGITS_DO_NOUN: Final = (
    # Translators: {noun} is the name of a pile in English, in a game not translated yet
    N_("Pick up from {noun} 1 to {last}, or drop the cards in hand there"),
    # Translators: {noun} is the name of a pile in English, in a game not translated yet
    N_("Pick up from {noun} 1 to 10 (0 is 10), or drop the cards in hand there"),
    # Translators: {noun} is the name of a pile in English, in a game not translated yet
    N_("Pick up from {noun} 1 to {last} (0 is 10, Shift+1 is 11), or drop the cards in hand there"),
)
# What the key of a pile beside the stock does, by the pile's name.
PICK_UP_FROM: Final = {"waste": N_("Pick up from the waste"), "beehive": N_("Pick up from the beehive")}


def side_pile_keys(variant: Variant) -> dict[str, str]:
    """The piles beside the stock by the first letter of their names: B the beehive, W the waste."""
    return {side.name[0]: side.key for side in variant.side_piles}


def key_map(variant: Variant) -> list[tuple[str, str]]:
    """Every key the table answers to, and what it does, as the help shows them."""
    last = variant.column_count
    sides = [(side.name[0].upper(), _pick_up_from(side)) for side in variant.side_piles]
    return [
        (_digits(last), _digits_do(variant.pile_noun, last)),
        ("← →", _("Move between the piles")),
        # Translators: keys, named as keyboards in your language print them
        (p_("keys", "Enter, Space"), _("Pick up from the pile with the focus, or drop there")),
        (p_("keys", "↑ or +, ↓ or −"), _("Take one card more, or one fewer")),
        *sides,
        ("D", _("Deal")),
        # Translators: keys: the letter as it is, Ctrl named as keyboards in your language print it
        (p_("keys", "U, Ctrl+Z"), _("Undo")),
        # Translators: keys: the letter as it is, Ctrl named as keyboards in your language print it
        (p_("keys", "Y, Ctrl+Y"), _("Redo")),
        ("H", _("Hint")),
        # Translators: the Escape key, named as keyboards in your language print it
        (p_("keys", "Esc"), _("Close the menu or a dialog; put the cards in hand back")),
        ("?", _("This key map")),
    ]


def _digits(last: int) -> str:
    """The keys of the piles on the table: digits, then Shift and a digit past the tenth."""
    if last < 10:
        return p_("keys", "1 to {last}").format(last=last)
    if last == 10:
        return p_("keys", "1 to 9, 0")
    # Translators: keys: Shift named as keyboards in your language print it
    return p_("keys", "1 to 9, 0, Shift+1 to Shift+{last}").format(last=last - 10)


def _digits_do(noun: str, last: int) -> str:
    """What the digits do, in the words of the game's noun for its piles ("column", "pile")."""
    fewer, ten, more = DIGITS_DO.get(noun, DIGITS_DO_NOUN)
    return _(fewer if last < 10 else ten if last == 10 else more).format(last=last, noun=noun)


def _pick_up_from(side: SidePile) -> str:
    if side.name in PICK_UP_FROM:
        return _(PICK_UP_FROM[side.name])
    # Translators: {pile} is the name of a pile in English, in a game not translated yet
    return _("Pick up from the {pile}").format(pile=side.name)
