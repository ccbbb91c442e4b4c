"""Scorpion: one deck in seven columns of seven, building down in suit and lifting loose.

A card lands only on the card of its own suit one rank higher, and only a king goes into an
empty column; any face-up card lifts with every card above it, as in Yukon. Columns 1 to 4 hold
three face-down cards at the bottom. The three cards left over are the stock: one deal, at any
time, puts them on columns 1 to 3.
"""

from .packing import SCORPION_PACKING
from .spider import Deck, Layout, SpiderFamily

SCORPION = SpiderFamily(
    "scorpion",
    "Scorpion",
    Deck(decks=1),
    Layout((7,) * 7, face_down=(3,) * 4 + (0,) * 3, deals_onto_empty=True),
    SCORPION_PACKING,
)
