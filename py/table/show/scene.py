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
from . import markup, names, words
from .language import _, n_, number, p_

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
    sides = tuple((side.key, names.side_pile_label(side.name)) for side in variant.side_piles)
    stock = ((STOCK, p_("a pile's name", "stock")),) if variant.has_stock else ()
    row = (*stock, *sides, (FOUNDATION, p_("a pile's name", "foundation")))
    return row if left_handed else row[::-1]


def pile_name(variant: Variant, key: str) -> str:
    """A pile in words, by its `data-pile`: "column 3", "the waste"."""
    if key.isdecimal():
        return words.pile_name(variant, key)
    if key == STOCK:
        return _("the stock")
    if key == FOUNDATION:
        return _("the foundation")
    side = next((side for side in variant.side_piles if side.key == key), None)
    return names.side_pile(side.name) if side else key


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
    columns = "".join(markup.pile_html(str(n), words.pile_name(variant, n)) for n in range(1, variant.column_count + 1))
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
    for n, column in enumerate(position.columns, 1):
        tokens = tuple(markup.HIDDEN if i < column.hidden else str(c) for i, c in enumerate(column.cards))
        label = markup.column_label(words.pile_name(variant, n), column)
        drawn[str(n)] = Pile(tokens, markup.column_html(column), label)
    sides = {"w": position.waste, "r": position.reserve}
    for side in variant.side_piles:
        drawn[side.key] = _stack(sides[side.source], side.shown, names.side_pile_label(side.name))
    if variant.has_stock:
        drawn[STOCK] = _stock(game)
    finished = tuple(variant.foundation_card(token) for token in position.done)
    drawn[FOUNDATION] = Pile(
        tuple(map(str, finished)),
        markup.slots_html(finished, variant.goal),
        _("foundation: {done} of {goal} done").format(done=len(finished), goal=variant.goal),
        _("{done_noun} {done}/{goal}").format(
            done_noun=counter_labels(variant)["completed"], done=game.completed, goal=variant.goal
        ),
    )
    return drawn


def labels(game: Game, pick: Pick | None, drawn: dict[str, Pile]) -> dict[str, str]:
    """What a screen reader says of each pile. While cards are in hand, the pile they came from
    says how many, and each pile that may take them says what it would take."""
    said = {key: pile.label for key, pile in drawn.items()}
    if pick is None:
        return said
    source = pile_key(game.variant, pick.source)
    said[source] = _("{label}; {count} in hand").format(label=said[source], count=pick.count)
    for target, move in pick.drops.items():
        cards = game.variant.cards_taken(game.position, move)
        takes = n_("{label}; takes the {card}", "{label}; takes the {card} and {more} more", len(cards))
        said[str(target)] = takes.format(label=said[str(target)], card=names.card_name(cards[0]), more=len(cards) - 1)
    return said


def _stack(cards: tuple[Card, ...], shown: int, name: str) -> Pile:
    if cards:
        label = n_("{name}: {count} card, top card {card}", "{name}: {count} cards, top card {card}", len(cards))
        label = label.format(name=name, count=len(cards), card=names.card_name(cards[-1]))
    else:
        label = _("{name}: 0 cards, empty").format(name=name)
    caption = _capital(
        p_("a pile's caption: its name and how many cards", "{name} {count}").format(name=name, count=len(cards))
    )
    return Pile(tuple(map(str, cards[-shown:])), markup.stack_html(cards, shown=shown), label, caption)


def _capital(text: str) -> str:
    """A caption begins with a capital, where the language has them."""
    return text[:1].upper() + text[1:]


def _stock(game: Game) -> Pile:
    variant, position = game.variant, game.position
    left = variant.stock_count(position)
    if variant.stock_counts == "deals":
        shown = left
        if left:
            caption = n_("{count} deal left", "{count} deals left", left).format(count=left)
            label = n_(
                "stock: {count} deal left; activate to deal", "stock: {count} deals left; activate to deal", left
            )
            label = label.format(count=left)
        else:
            caption, label = _("No deals left"), _("stock: no deals left")
    else:
        shown = min(left, 1)
        if left:
            caption = _("Stock {count}").format(count=left)
            label = n_("stock: {count} card; activate to deal", "stock: {count} cards; activate to deal", left)
            label = label.format(count=left)
        else:
            caption, label = _("Stock: tap to redeal"), _("stock: empty; activate to redeal")
    return Pile((markup.HIDDEN,) * shown, markup.backs_html(shown), label, caption)


def counters(game: Game) -> dict[str, str]:
    """The values of the counters (`data-counter`) the game's position decides."""
    return {
        "completed": number(game.completed),
        "goal": number(game.variant.goal),
        "deals-left": number(game.variant.stock_count(game.position)),
        "moves": number(game.moves),
        "undos": number(game.undos),
    }


def counter_labels(variant: Variant) -> dict[str, str]:
    """The words before the counters that differ between games: of what is done, and of the stock."""
    stock = p_("a counter", "Deals") if variant.stock_counts == "deals" else p_("a counter", "Stock")
    done = {"run": p_("a counter", "Runs"), "set": p_("a counter", "Sets")}
    return {"completed": done.get(variant.done_noun, f"{variant.done_noun.capitalize()}s"), "stock": stock}
