"""Spiderette and Will o' the Wisp: Spider with one deck of one, two or four suits on seven columns.

Spiderette deals seven columns as in Klondike (column k gets k cards, only each top card face
up); Will o' the Wisp deals seven columns of three, the bottom two face down. Either deals its
stock seven cards at a time, the last three onto columns 1 to 3, and never onto an empty column.
"""

from .spider import Deck, Layout, SpiderFamily

KLONDIKE = Layout(tuple(range(1, 8)))
THREES = Layout((3,) * 7, face_down=(2,) * 7)

SPIDERETTE_1, SPIDERETTE_2, SPIDERETTE_4 = (
    SpiderFamily("spiderette", "Spiderette", Deck(suits, decks=1), KLONDIKE, tiered=True)
    for suits in ("S", "SH", "SHDC")
)
WILL_O_THE_WISP_1, WILL_O_THE_WISP_2, WILL_O_THE_WISP_4 = (
    SpiderFamily("will-o-the-wisp", "Will o' the Wisp", Deck(suits, decks=1), THREES, tiered=True)
    for suits in ("S", "SH", "SHDC")
)
