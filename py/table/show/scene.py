"""What the table shows of a game: every pile's cards, markup and words, and the counters.

Pure, and drawn from the variant's data alone (its piles, nouns and stock counter), so the page
redraws from it and the build draws the first paint from the very same code. The view only
applies it to the document.
"""

from __future__ import annotations

from dataclasses import dataclass

from solitaire import Game, Variant
from solitaire.cards import Card
from solitaire.moves import Move

from ..play.pick import Pick
from . import markup
from .words import count, plural

STOCK = "stock"
FOUNDATION = "foundation"


@dataclass(frozen=True)
class Pile:
    """One pile as drawn: its card tokens bottom first (`??` face down), their markup, what a
    screen reader says of it and, for a pile of the top row, a caption under it."""

    tokens: tuple[str, ...]
    html: str
    label: str
    caption: str = ""

    @property
    def fan(self) -> tuple[int, int]:
        """Face-down and face-up cards, which the stylesheet turns into a column's spacing."""
        downs = self.tokens.count(markup.HIDDEN)
        return downs, len(self.tokens) - downs


def pile_key(variant: Variant, source: str) -> str:
    """The pile (`data-pile`) a move's source names: `"w"` is `"waste"`, `"3"` is `"3"`."""
    if source == "s":
        return STOCK
    return next((side.key for side in variant.side_piles if side.source == source), source)


def source_of(variant: Variant, key: str) -> str:
    """The move source a pile stands for: `"waste"` is `"w"`, `"3"` is `"3"`."""
    if key == STOCK:
        return "s"
    return next((side.source for side in variant.side_piles if side.key == key), key)


def move_origin(variant: Variant, move: Move) -> str:
    """The pile a move takes its cards from, the stock for a deal."""
    return STOCK if move.is_deal else pile_key(variant, move.source)


def top_row(variant: Variant, *, left_handed: bool = False) -> tuple[tuple[str, str], ...]:
    """The piles above the columns, left to right as drawn, with their names in words: the stock
    on the side of the hand that plays, the foundation at the other end. The document keeps this
    order too, so Tab and the arrow keys go the way the eye does."""
    sides = tuple((side.key, side.name) for side in variant.side_piles)
    stock = ((STOCK, STOCK),) if variant.has_stock else ()
    row = (*stock, *sides, (FOUNDATION, FOUNDATION))
    return row if left_handed else row[::-1]


def pile_name(variant: Variant, key: str) -> str:
    """A pile in words, by its `data-pile`: "column 3", "the waste"."""
    if key.isdecimal():
        return f"{variant.pile_noun} {key}"
    return "the " + dict(top_row(variant)).get(key, key)


def layout_attributes(variant: Variant) -> dict[str, str]:
    """What `<html>` says of the game's layout, for the stylesheet: which game's piles, how many
    columns, and whether it has a stock (with none, no Deal and no deals counter)."""
    return {
        "data-layout": variant.game,
        "data-columns": str(variant.column_count),
        "data-stock": "yes" if variant.has_stock else "none",
    }


def layout_html(variant: Variant, *, left_handed: bool = False) -> tuple[str, str]:
    """The empty piles of the game's layout: the top row's markup, and the columns'."""
    top = "".join(markup.pile_html(key, name) for key, name in top_row(variant, left_handed=left_handed))
    columns = "".join(markup.pile_html(str(n), f"{variant.pile_noun} {n}") for n in range(1, variant.column_count + 1))
    return top, columns


def picture_html(game: Game, *, left_handed: bool = False, marks: dict[str, str] | None = None) -> str:
    """The whole table of a game as a still picture: the very piles, cards and words the table
    draws, for the help's worked example. `marks` tags piles by key ("from", "to")."""
    marks = marks or {}
    drawn = piles(game)

    def one(key: str) -> str:
        pile = drawn[key]
        downs, ups = pile.fan
        style = f"--downs:{downs};--ups:{ups}" if key.isdigit() else ""
        return markup.picture_pile_html(
            key, pile.label, pile.html, caption=pile.caption, style=style, mark=marks.get(key, "")
        )

    top = "".join(one(key) for key, _ in top_row(game.variant, left_handed=left_handed))
    columns = "".join(one(str(n)) for n in range(1, game.variant.column_count + 1))
    return f'<div class="top-row">{top}</div><div class="columns">{columns}</div>'


def piles(game: Game) -> dict[str, Pile]:
    """Every pile of the game as it stands, keyed by `data-pile`."""
    variant, position = game.variant, game.position
    drawn: dict[str, Pile] = {}
    for number, column in enumerate(position.columns, 1):
        tokens = tuple(markup.HIDDEN if i < column.hidden else str(c) for i, c in enumerate(column.cards))
        label = markup.column_label(number, column, variant.pile_noun)
        drawn[str(number)] = Pile(tokens, markup.column_html(column), label)
    sides = {"w": position.waste, "r": position.reserve}
    for side in variant.side_piles:
        drawn[side.key] = _stack(sides[side.source], side.shown, side.name)
    if variant.has_stock:
        drawn[STOCK] = _stock(game)
    finished = tuple(variant.foundation_card(token) for token in position.done)
    drawn[FOUNDATION] = Pile(
        tuple(map(str, finished)),
        markup.slots_html(finished, variant.goal),
        f"foundation: {len(finished)} of {variant.goal} done",
        f"{plural(variant.done_noun).capitalize()} {game.completed}/{variant.goal}",
    )
    return drawn


def labels(game: Game, pick: Pick | None, drawn: dict[str, Pile]) -> dict[str, str]:
    """What a screen reader says of each pile. While cards are in hand, the pile they came from
    says how many, and each pile that may take them says what it would take."""
    said = {key: pile.label for key, pile in drawn.items()}
    if pick is None:
        return said
    said[pile_key(game.variant, pick.source)] += f"; {pick.count} in hand"
    for target, move in pick.drops.items():
        cards = game.variant.cards_taken(game.position, move)
        more = f" and {len(cards) - 1} more" if len(cards) > 1 else ""
        said[str(target)] += f"; takes the {cards[0].name}{more}"
    return said


def _stack(cards: tuple[Card, ...], shown: int, name: str) -> Pile:
    label = f"{name}: {count(len(cards), 'card')}" + (f", top card {cards[-1].name}" if cards else ", empty")
    caption = f"{name.capitalize()} {len(cards)}"
    return Pile(tuple(map(str, cards[-shown:])), markup.stack_html(cards, shown=shown), label, caption)


def _stock(game: Game) -> Pile:
    variant, position = game.variant, game.position
    left = variant.stock_count(position)
    if variant.stock_counts == "deals":
        shown, caption = left, f"{count(left, 'deal')} left" if left else "No deals left"
        label = f"stock: {caption.lower()}" + ("; activate to deal" if left else "")
    else:
        shown, caption = min(left, 1), f"Stock {left}" if left else "Stock: tap to redeal"
        label = f"stock: {count(left, 'card')}; activate to deal" if left else "stock: empty; activate to redeal"
    return Pile((markup.HIDDEN,) * shown, markup.backs_html(shown), label, caption)


def counters(game: Game) -> dict[str, str]:
    """The values of the counters (`data-counter`) the game's position decides."""
    return {
        "completed": str(game.completed),
        "goal": str(game.variant.goal),
        "deals-left": str(game.variant.stock_count(game.position)),
        "moves": str(game.moves),
        "undos": str(game.undos),
    }


def counter_labels(variant: Variant) -> dict[str, str]:
    """The words before the counters that differ between games: of what is done, and of the stock."""
    stock = "Deals" if variant.stock_counts == "deals" else "Stock"
    return {"completed": plural(variant.done_noun).capitalize(), "stock": stock}
