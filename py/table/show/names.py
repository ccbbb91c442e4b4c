"""The names the engine gives in English, in the language the page speaks: each game's name and
title, the cards' ranks and suits, the piles beside the stock. The engine's words are data
(`Variant.title`, `game_name`, `SidePile.name`); each is listed here once with `N_`, so the
catalogs hold it, and worded through `_` when shown. A test holds the lists to the engine."""

from __future__ import annotations

from typing import Final

from solitaire import Variant
from solitaire.cards import Card

from .language import N_, _, p_

# Every game's name and every variant's title, as the engine writes them.
TITLES: Final = (
    N_("Spider"),
    N_("Spider, one suit"),
    N_("Spider, two suits"),
    N_("Spider, four suits"),
    N_("Beetle"),
    N_("Beehive"),
    N_("Spiderette"),
    N_("Spiderette, one suit"),
    N_("Spiderette, two suits"),
    N_("Spiderette, four suits"),
    N_("Will o' the Wisp"),
    N_("Will o' the Wisp, one suit"),
    N_("Will o' the Wisp, two suits"),
    N_("Will o' the Wisp, four suits"),
    N_("Simple Simon"),
    N_("Mrs. Mop"),
    N_("Scorpion"),
)


# The cards' ranks and suits (solitaire.cards), and the piles beside the stock (`SidePile.name`).
RANKS: Final = (
    "",
    N_("ace"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
    N_("jack"),
    N_("queen"),
    N_("king"),
)
SUITS: Final = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
SIDE_PILES: Final = {"waste": N_("the waste"), "beehive": N_("the beehive")}
SIDE_PILE_LABELS: Final = {"waste": N_("waste"), "beehive": N_("beehive")}  # as a pile's label begins


def rank(number: int) -> str:
    """A rank in words: "seven"."""
    return _(RANKS[number])


def suit(letter: str) -> str:
    """A suit in words: "spades"."""
    return _(SUITS[letter])


def side_pile(name: str) -> str:
    """A pile beside the stock, by its engine's name: "the beehive" (a game not yet listed here:
    its English name)."""
    return _(SIDE_PILES.get(name, f"the {name}"))


def side_pile_label(name: str) -> str:
    """A pile beside the stock as its label names it: "beehive" (a game not yet listed: its own)."""
    return _(SIDE_PILE_LABELS.get(name, name))


def card_name(card: Card) -> str:
    """A card in words: "seven of spades"."""
    return _("{rank} of {suit}").format(rank=rank(card.rank), suit=suit(card.suit))


def title(variant: Variant) -> str:
    """A variant's title: "Spider, two suits"."""
    return _(variant.title)


def game_name(variant: Variant) -> str:
    """Its game's name, the same for each of its variants: "Spider"."""
    return _(variant.game_name)


def group(name: str) -> str:
    """A group of the game picker (show/picker.py), by its English name."""
    return p_("group of games", name)
