"""Beetle: Spider's relative with every card face up, six deals, and deals that cover empty columns."""

from .spider import SpiderFamily

BEETLE = SpiderFamily(
    id="beetle",
    game="beetle",
    title="Beetle",
    suits="SHDC",
    column_sizes=(5,) * 4 + (4,) * 6,
    face_down=False,
    deals_onto_empty=True,
)
