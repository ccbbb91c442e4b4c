"""Draws the first paint into the built page: a dealt table, the game picker's choices, and each
game's empty layout, all by the table's own renderer (py/table/show/first_paint.py).

A first visit so sees a real table before Python has started; Python then deals that very deal
(the page says which on `<html data-game data-deal>`), so nothing changes when it takes over.
The deal is fixed per build (`--deal`), the same for every first visit until the next.

Usage: python scripts/first_paint.py SITE_INDEX_HTML [--deal spider-1:CODE]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from layout import ROOT

sys.path.insert(0, str(ROOT / "py"))

from solitaire import VARIANTS, new_game
from table.show import first_paint, picker

FIRST_DEAL = "spider-1:1-1"  # a deal a newcomer can win, to begin with


class Missing(ValueError):
    pass


def fill(html: str, element_id: str, inner: str) -> str:
    """`html` with the element of that id holding `inner` in place of what it held."""
    pattern = re.compile(rf'(<(\w+)\b[^>]*\bid="{re.escape(element_id)}"[^>]*>)(.*?)(</\2>)', re.DOTALL)
    filled, found = pattern.subn(lambda m: m[1] + inner + m[4], html, count=1)
    if not found:
        raise Missing(f'the page has no element with id="{element_id}"')
    return filled


def set_counter(html: str, name: str, value: str) -> str:
    pattern = re.compile(rf'(<(\w+)\b[^>]*\bdata-counter="{re.escape(name)}"[^>]*>)(.*?)(</\2>)', re.DOTALL)
    filled, found = pattern.subn(lambda m: m[1] + value + m[4], html, count=1)
    return filled if found else html  # a counter the page does not show


def set_disabled(html: str, element_id: str, off: bool) -> str:
    pattern = re.compile(rf'<button\b(?=[^>]*\bid="{re.escape(element_id)}")([^>]*?)( disabled)?>')
    filled, found = pattern.subn(lambda m: f"<button{m[1]}{' disabled' if off else ''}>", html, count=1)
    if not found:
        raise Missing(f'the page has no button with id="{element_id}"')
    return filled


def draw(html: str, variant_id: str, deal: str) -> str:
    """The page with the deal's table, its counters and words, and every game's layout."""
    game = new_game(VARIANTS[variant_id].game, deal)
    paint = first_paint.paint_of(game)
    for region, inner in paint["regions"].items():
        html = fill(html, region, inner)
    for name, value in paint["counters"].items():
        html = set_counter(html, name, value)
    for element_id, text in paint["texts"].items():
        html = fill(html, element_id, text)
    for element_id, off in paint["disabled"].items():
        html = set_disabled(html, element_id, off)
    html = fill(html, "variant", picker.options_html(variant_id))
    html = fill(html, "layouts", first_paint.encode(first_paint.layouts()))
    attributes = " ".join(f'{name}="{value}"' for name, value in paint["root"].items())
    html, found = re.subn(r"<html\b([^>]*)>", lambda m: f"<html{m[1]} {attributes}>", html, count=1)
    if not found:
        raise Missing("the page has no <html> element")
    return html


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("page", type=Path, help="the built index.html, rewritten in place")
    parser.add_argument("--deal", default=FIRST_DEAL, help="VARIANT:CODE of the table a first visit sees")
    options = parser.parse_args()
    variant_id, _, deal = options.deal.partition(":")
    page: Path = options.page
    page.write_text(draw(page.read_text(), variant_id, deal))
    print(f"first_paint: {page} shows {variant_id} deal {deal} at first paint")


if __name__ == "__main__":
    main()
