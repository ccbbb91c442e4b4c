"""What the table says, in words a screen reader can speak. Pure.

Every game is worded from its variant's nouns and piles, so a new game needs no words here.
"""

from __future__ import annotations

from solitaire import Game, Variant
from solitaire.cards import Card
from solitaire.moves import Move
from solitaire.position import Position

from . import names
from .language import _, n_, p_
from .names import card_name


def pile_name(variant: Variant, number: int | str) -> str:
    """A tableau pile in words: "column 3" ("pile 3" in Beehive; a game whose noun is not in the
    catalogs yet: its own noun, in English)."""
    if variant.pile_noun == "pile":
        return p_("a pile, by its number", "pile {number}").format(number=number)
    if variant.pile_noun == "column":
        return p_("a pile, by its number", "column {number}").format(number=number)
    return f"{variant.pile_noun} {number}"


def describe(game: Game, move: Move) -> str:
    """A legal move as made from the game's position: "the seven of spades from column 3
    onto the eight of hearts in column 7"."""
    position, variant = game.position, game.variant
    if move.is_deal:
        return p_("a move", "a deal") if position.stock else p_("a move", "turning the waste over")
    cards = variant.cards_taken(position, move)
    card, more, source = card_name(cards[0]), len(cards) - 1, place(game, move.source)
    target = position.columns[move.target - 1].top
    pile = pile_name(variant, move.target)
    if target is None:
        if more:
            said = n_(
                "the {card} and {more} more from {source} to the empty {target}",
                "the {card} and {more} more from {source} to the empty {target}",
                more,
            )
        else:
            said = _("the {card} from {source} to the empty {target}")
        return said.format(card=card, more=more, source=source, target=pile)
    if more:
        said = n_(
            "the {card} and {more} more from {source} onto the {onto} in {target}",
            "the {card} and {more} more from {source} onto the {onto} in {target}",
            more,
        )
    else:
        said = _("the {card} from {source} onto the {onto} in {target}")
    return said.format(card=card, more=more, source=source, onto=card_name(target), target=pile)


def place(game: Game, source: str) -> str:
    """Where a move's source is, in words: "column 3", "the beehive", "the stock"."""
    if source == "s":
        return _("the stock")
    side = next((side for side in game.variant.side_piles if side.source == source), None)
    return names.side_pile(side.name) if side else pile_name(game.variant, source)


def cards_named(cards: tuple[Card, ...]) -> str:
    """Cards bottom to top, a run of one suit said as one: "nine of hearts, eight down to six of
    spades"."""
    groups: list[list[Card]] = []
    for card in cards:
        last = groups[-1][-1] if groups else None
        if last is not None and last.suit == card.suit and last.rank == card.rank + 1:
            groups[-1].append(card)
        else:
            groups.append([card])
    return p_("between the items of a list", ", ").join(
        card_name(group[0])
        if len(group) == 1
        else _("{rank} down to {card}").format(rank=names.rank(group[0].rank), card=card_name(group[-1]))
        for group in groups
    )


def picked(game: Game, source: str, count: int, targets: list[int]) -> str:
    """What a pick holds and where it may go: "Picked up the eight of spades and 2 more: column 7
    or 9 takes them." """
    position, variant = game.position, game.variant
    cards = side_cards(position, source) if not source.isdecimal() else position.columns[int(source) - 1].cards
    card, more = card_name(cards[-count]), count - 1
    if not targets:
        if variant.pile_noun == "pile":
            said = n_(
                "Picked up the {card}: no pile takes it.",
                "Picked up the {card} and {more} more: no pile takes them.",
                count,
            )
        else:
            said = n_(
                "Picked up the {card}: no column takes it.",
                "Picked up the {card} and {more} more: no column takes them.",
                count,
            )
        return said.format(card=card, more=more)
    numbers = p_("between the items of a list", ", ").join(map(str, targets[:-1]))
    where = _("{numbers} or {last}").format(numbers=numbers, last=targets[-1]) if len(targets) > 1 else str(targets[-1])
    if variant.pile_noun == "pile":
        said = n_(
            "Picked up the {card}: pile {where} takes it.",
            "Picked up the {card} and {more} more: pile {where} takes them.",
            count,
        )
    else:
        said = n_(
            "Picked up the {card}: column {where} takes it.",
            "Picked up the {card} and {more} more: column {where} takes them.",
            count,
        )
    return said.format(card=card, more=more, where=where)


def side_cards(position: Position, source: str) -> tuple[Card, ...]:
    """The cards of a pile beside the stock, by its move source ("w", "r"); the stock's for "s"."""
    return {"w": position.waste, "r": position.reserve, "s": position.stock[:1]}.get(source, ())


def dealt(variant: Variant, before: Position, after: Position) -> str:
    """A deal in words: "Dealt: 4 deals left.", and the new top of a pile beside the stock."""
    left = variant.stock_count(after)
    if variant.stock_counts == "deals":
        said = (
            n_("Dealt: {count} deal left.", "Dealt: {count} deals left.", left)
            if before.stock
            else n_("Turned the waste over: {count} deal left.", "Turned the waste over: {count} deals left.", left)
        )
    else:
        said = (
            n_("Dealt: {count} card left.", "Dealt: {count} cards left.", left)
            if before.stock
            else n_("Turned the waste over: {count} card left.", "Turned the waste over: {count} cards left.", left)
        )
    told = [said.format(count=left)]
    for side in variant.side_piles:
        old, new = side_cards(before, side.source), side_cards(after, side.source)
        if new and new[-1:] != old[-1:]:
            shows = _("{pile} shows the {card}.").format(pile=names.side_pile(side.name), card=card_name(new[-1]))
            told.append(shows[:1].upper() + shows[1:])
    return " ".join(told)


def followed(variant: Variant, before: Position, after: Position, move: Move) -> list[str]:
    """What followed a move by itself, in short sentences: cards turned over, piles refilled
    from beside the stock, runs or sets done."""
    said = []
    for number, (old, new) in enumerate(zip(before.columns, after.columns, strict=True), 1):
        turned = new.hidden < old.hidden and new.hidden < len(new.cards) and new.hidden < len(old.cards)
        if turned and new.cards[new.hidden] == old.cards[new.hidden]:
            pile = pile_name(variant, number)
            told = _("{pile} turns over the {card}.").format(pile=pile, card=card_name(new.cards[new.hidden]))
            said.append(told[:1].upper() + told[1:])
    for side in variant.side_piles:
        old_cards, new_cards = side_cards(before, side.source), side_cards(after, side.source)
        gone = list(old_cards[len(new_cards) :]) if old_cards[: len(new_cards)] == new_cards else []
        if gone and move.source == side.source:
            gone.pop()  # the card the player moved
        for card in gone:
            filled = [n for n, column in enumerate(after.columns, 1) if column.top == card]
            if filled:
                told = _("{side} fills {pile} with the {card}.").format(
                    side=names.side_pile(side.name), pile=pile_name(variant, filled[0]), card=card_name(card)
                )
                said.append(told[:1].upper() + told[1:])
    finished = len(after.done) - len(before.done)
    if finished > 0:
        if variant.done_noun == "set":
            done = n_("A set is done: {done} of {goal}.", "{count} sets are done: {done} of {goal}.", finished)
        else:
            done = n_("A run is done: {done} of {goal}.", "{count} runs are done: {done} of {goal}.", finished)
        said.append(done.format(count=finished, done=len(after.done), goal=variant.goal))
    return said


def clock(seconds: float) -> str:
    """Time on the clock: "4:05", or "1:02:03" past the hour."""
    minutes, whole = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{whole:02}" if hours else f"{minutes}:{whole:02}"


def grade_badge(grade: str) -> str:
    """The badge of a graded deal on the table (solitaire.graded): "Easy deal"."""
    return {"easy": _("Easy deal"), "medium": _("Medium deal"), "hard": _("Hard deal"), "expert": _("Expert deal")}[
        grade
    ]


def grade_row(grade: str) -> str:
    """A grade's row in the statistics: "Easy deals"."""
    return {"easy": _("Easy deals"), "medium": _("Medium deals"), "hard": _("Hard deals"), "expert": _("Expert deals")}[
        grade
    ]
