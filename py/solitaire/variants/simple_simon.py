"""Simple Simon and Mrs. Mop: Spider with every card dealt face up at the start, and no stock.

Simple Simon deals one deck in ten columns of 8, 8, 8, 7, 6, 5, 4, 3, 2 and 1 cards; Mrs. Mop
two decks in thirteen columns of eight. With no deal to stop at, undo is unlimited.
"""

from .spider import Deck, Layout, SpiderFamily

SIMPLE_SIMON = SpiderFamily(
    "simple-simon", "Simple Simon", Deck(decks=1), Layout((8, 8, 8, 7, 6, 5, 4, 3, 2, 1), face_down=(0,) * 10)
)
MRS_MOP = SpiderFamily("mrs-mop", "Mrs. Mop", Deck(), Layout((8,) * 13, face_down=(0,) * 13))
