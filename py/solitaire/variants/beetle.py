"""Beetle: Spider's relative with every card face up, six deals, and deals that cover empty columns."""

from .spider import Deck, Layout, SpiderFamily

BEETLE = SpiderFamily(
    "beetle", "Beetle", Deck(), Layout((5,) * 4 + (4,) * 6, face_down=(0,) * 10, deals_onto_empty=True)
)
