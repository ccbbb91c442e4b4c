"""Draws the full deck's faces for the page: the pips of A to 10 and the court figures of J, Q, K,
from the pinned deck, into one stylesheet of the site (`static/build/faces.css`).

The deck (@letele/playing-cards on npm, CC0: Adrian Kennard's English-pattern cards) draws whole
cards: a white card, its corner indexes and its body. The page draws the card and its indexes
itself (in CSS, at any size, in every theme, and as large indexes when asked), so each face here
keeps the body alone: the card's white and its corner indexes go, the rest keeps its drawing,
its numbers rounded to what a screen can show, in a box shared by every face. Each face is a
data URL in a rule for its card (`data-card`, or `data-shows` in the help's pictures), so one
small request brings the whole deck. The page asks for it only after its first paint
(static/app/first-paint.js) and draws simple faces until it has arrived.

A step of the site's build (`make site`), after `npm ci`.

Usage: python3 scripts/draw_faces.py [site folder]   (default: dist/)
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

from layout import ROOT, SITE

SHEET = Path("static") / "build" / "faces.css"  # within the site
READER = ROOT / "scripts" / "read_deck.mjs"

# The deck names a face by its suit and rank ("Sk", "H10", "Da"); we by rank and suit ("KS").
RANKS = {"a": "A", "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9", "10": "T"}
RANKS |= {"j": "J", "q": "Q", "k": "K"}
SUITS = "SHDC"

# Every face's body fits this box of the deck's card (-120 -168 240 336): its indexes stand in
# the margin to the left of x = -100, and the body's widest pip reaches x = 91.8, its tallest y = 135.6.
BODY = (-92.0, -136.0, 184.0, 272.0)
INDEX_EDGE = -100.0

# React's names for the SVG attributes the deck uses; any other camelCase name is an SVG one.
KEBAB = {"strokeWidth", "strokeLinecap", "strokeLinejoin", "strokeMiterlimit", "strokeDasharray"}
KEBAB |= {"textAnchor", "fontSize", "fontFamily"}
DROPPED = {"className", "xmlnsXlink"}

NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")

Element = list[Any]  # [tag, attributes, children], as scripts/read_deck.mjs writes it


class DeckError(ValueError):
    """The deck is not what this step knows how to read (a new version of the package, say)."""


def read_deck() -> dict[str, Element]:
    """The deck's faces, by the deck's names, as element trees."""
    try:
        done = subprocess.run(["node", str(READER)], check=True, capture_output=True, text=True)
    except subprocess.CalledProcessError as error:
        raise DeckError(error.stderr.strip() or "read_deck.mjs failed") from error
    return cast(dict[str, Element], json.loads(done.stdout))


def card_of(name: str) -> str | None:
    """Our card token for one of the deck's face names ("Sk" -> "KS"); None for its backs and jokers."""
    suit, rank = name[:1], name[1:]
    if suit not in SUITS or rank not in RANKS:
        return None
    return RANKS[rank] + suit


def number(value: float, places: int) -> str:
    """A number as short as SVG reads it: `0.5` as `.5`, `-0.27` as `-.3` (at one place), `2.0` as `2`."""
    text = f"{round(value, places):.{places}f}".rstrip("0").rstrip(".") if places else str(round(value))
    if text in {"-0", ""}:
        text = "0"
    if text.startswith("0."):
        text = text[1:]
    elif text.startswith("-0."):
        text = "-" + text[2:]
    return text


def round_numbers(text: str, places: int) -> str:
    """Every number of a path or list rounded to `places`, keeping the separators that SVG needs:
    a number that loses its point is kept apart from a next one that starts with a point."""
    out: list[str] = []
    last = 0
    previous = ""
    for match in NUMBER.finditer(text):
        between = text[last : match.start()]
        shown = number(float(match.group()), places)
        if not between and previous and shown[0] == "." and "." not in previous and "e" not in previous:
            between = " "
        if not between and previous and shown[0].isdigit():
            between = " "  # two numbers the source told apart by a point now both lack one
        out += [between, shown]
        previous = shown
        last = match.end()
    out.append(text[last:])
    return "".join(out)


def is_index(element: Element) -> bool:
    """A corner index (a rank or a small suit), drawn in the margin left of the body; the rotated
    copy at the bottom right is the same element under rotate(180)."""
    tag, attributes, _ = element
    return tag == "use" and float(attributes.get("x", 0)) < INDEX_EDGE


def is_card(element: Element) -> bool:
    """The card itself: the white rounded rectangle under everything."""
    tag, attributes, _ = element
    return bool(tag == "rect" and attributes.get("fill") == "#fff")


def body(children: list[Any]) -> Iterator[Element]:
    """The children that draw the body: not the title, the card's white, an index, or the maker's
    name under the ace of spades (text too small to read at a card's size, in a font we lack)."""
    for child in children:
        if not isinstance(child, list):
            raise DeckError(f"text where an element was expected: {child!r}")
        tag = child[0]
        if tag in {"title", "text"} or is_card(child) or is_index(child):
            continue
        if tag == "g":
            kept = list(body(child[2]))
            if kept:
                yield [tag, child[1], kept]
            continue
        yield [tag, child[1], list(body(child[2]))]


def referenced(element: Element, found: set[str]) -> set[str]:
    """The ids that `element` and its children refer to."""
    href = element[1].get("xlinkHref")
    if href:
        found.add(str(href).removeprefix("#"))
    for child in element[2]:
        referenced(child, found)
    return found


def without_unused(element: Element, used: set[str]) -> Element:
    """`element` without the symbols nothing refers to any more (those of the indexes)."""
    tag, attributes, children = element
    kept = [without_unused(c, used) for c in children if "id" not in c[1] or c[1]["id"] in used]
    return [tag, attributes, kept]


def ids_of(element: Element, found: dict[str, str]) -> None:
    """Gives every id a short name (a, b, ... z, ba, ...), in document order."""
    _, attributes, children = element
    if "id" in attributes:
        n = len(found)
        short = ""
        while True:
            short = "abcdefghijklmnopqrstuvwxyz"[n % 26] + short
            n //= 26
            if not n:
                break
        found[attributes["id"]] = short
    for child in children:
        ids_of(child, found)


def attribute(name: str, value: Any, ids: dict[str, str]) -> tuple[str, str] | None:
    """One attribute as SVG writes it, or None for one the face does without."""
    if name in DROPPED:
        return None
    text = str(value)
    if name == "xlinkHref":
        target = ids.get(text.removeprefix("#"))
        if target is None:
            raise DeckError(f"a reference to nothing: {text}")
        return "href", "#" + target
    if name == "id":
        return "id", ids[text]
    if name in KEBAB:
        name = re.sub(r"[A-Z]", lambda m: "-" + m.group().lower(), name)
    if name == "d":
        return name, round_numbers(text, 1)
    if name in {"x", "y", "width", "height", "rx", "ry"}:
        return name, number(float(text), 2)
    return name, text  # transforms and viewBoxes as drawn: their numbers scale everything after them


def markup(element: Element, ids: dict[str, str]) -> str:
    tag, attributes, children = element
    shown = (attribute(name, value, ids) for name, value in attributes.items())
    text = "".join(f" {name}='{value}'" for name, value in (a for a in shown if a))
    inner = "".join(markup(child, ids) for child in children)
    return f"<{tag}{text}>{inner}</{tag}>" if inner else f"<{tag}{text}/>"


def document(children: list[Element]) -> str:
    """A standalone SVG of the shared box drawing `children` (with what they refer to)."""
    drawn: Element = ["svg", {}, children]
    while True:  # a symbol may refer to another one (the suit in a court figure)
        pruned = without_unused(drawn, referenced(drawn, set()))
        if pruned == drawn:
            break
        drawn = pruned
    ids: dict[str, str] = {}
    ids_of(drawn, ids)
    box = " ".join(number(v, 1) for v in BODY)
    inner = "".join(markup(child, ids) for child in drawn[2])
    return f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='{box}'>{inner}</svg>"


def suit_symbol(children: list[Any]) -> str:
    """The id of the face's suit: the symbol its small corner index draws (the smaller of the two)."""
    indexes = [c for c in children if isinstance(c, list) and is_index(c)]
    if len(indexes) != 2:
        raise DeckError("a face without its two corner indexes")
    smaller = min(indexes, key=lambda c: float(c[1].get("height", 0)))
    return str(smaller[1]["xlinkHref"]).removeprefix("#")


def split(children: list[Element], suit: str) -> tuple[list[Element], list[Element]]:
    """The body's suit pips (the pip layout of A to 10, the two pips of a court's frame), and the
    rest (a court's figure and frame), each with the rotated half of the card in its own group.
    A pip drawn in strokes (the ace of spades' outlines) is of the rest."""
    pips: list[Element] = []
    rest: list[Element] = []
    for child in children:
        tag, attributes, grandchildren = child
        if tag == "g":
            inner_pips, inner_rest = split(grandchildren, suit)
            pips += [[tag, attributes, inner_pips]] if inner_pips else []
            rest += [[tag, attributes, inner_rest]] if inner_rest else []
        elif tag == "use" and attributes.get("xlinkHref") == "#" + suit and "stroke" not in attributes:
            pips.append(child)
        else:
            rest.append(child)
    return pips, rest


def face_svgs(face: Element) -> tuple[str, str | None]:
    """A face's body as two SVGs of the shared box: its suit pips, drawn by the page as a mask in
    the suit's colour of the chosen look; and what is drawn over them in the deck's own colours, a
    court's figure or the ornament of the ace of spades (None for the other cards, all pips)."""
    tag, attributes, children = face
    if tag != "svg" or attributes.get("viewBox") != "-120 -168 240 336":
        raise DeckError("a face that is not a 240 by 336 card")
    suit = suit_symbol(children)
    drawn = list(body(children))
    definitions = [child for child in drawn if child[0] == "defs"]
    shapes = [child for child in drawn if child[0] != "defs"]
    pips, rest = split(shapes, suit)
    if not pips:
        raise DeckError("a face without a pip")
    # An ornamented pip is drawn whole over the plain one, in the deck's colours and order.
    ornamented = any(use[0] == "use" and use[1].get("xlinkHref") == "#" + suit for use in rest)
    figure = document(definitions + (shapes if ornamented else rest)) if rest else None
    return document(definitions + pips), figure


def data_url(svg: str) -> str:
    """An SVG as a data URL for a CSS string in double quotes: only what must be escaped is."""
    return "data:image/svg+xml," + urllib.parse.quote(svg, safe=" '=/:;,.-_()!*~")


def faces(deck: dict[str, Element]) -> dict[str, tuple[str, str | None]]:
    """Each of the 52 cards' face body as SVG (its pips, and a court's figure), by our card token."""
    drawn = {card: face_svgs(face) for name, face in deck.items() if (card := card_of(name))}
    missing = {rank + suit for rank in RANKS.values() for suit in SUITS} - set(drawn)
    if missing:
        raise DeckError(f"the deck lacks {sorted(missing)}")
    return dict(sorted(drawn.items()))


def stylesheet(drawn: dict[str, tuple[str, str | None]]) -> str:
    """One rule per card: its pips as the card's `--pips` (a mask layer) and what is drawn over
    them as its `--figure`, which table.css paints."""
    rules = []
    for card, (pips, figure) in drawn.items():
        values = f'--pips:url("{data_url(pips)}") center/contain no-repeat'
        if figure:
            values += f';--figure:url("{data_url(figure)}")'
        rules.append(f'[data-card="{card}"],[data-shows="{card}"]{{{values}}}')
    head = "/* The deck's faces (scripts/draw_faces.py): Adrian Kennard's English-pattern cards, CC0. */"
    return "\n".join([head, *rules, ""])


def write(site: Path) -> tuple[Path, int]:
    """Writes the sheet into `site` (only when it changed); returns it and its size."""
    text = stylesheet(faces(read_deck()))
    target = site / SHEET
    target.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode()
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
    return target, len(data)


def main() -> None:
    site = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SITE
    try:
        target, size = write(site)
    except DeckError as error:
        sys.exit(f"draw_faces: {error}")
    print(f"draw_faces: {target.relative_to(site)}: 52 faces, {size / 1000:.0f} kB")


if __name__ == "__main__":
    main()
