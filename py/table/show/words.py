"""What the table says, in words a screen reader can speak. Pure.

Every game is worded from its variant's nouns and piles, so a new game needs no words here.
"""

from __future__ import annotations

from solitaire import Game, Variant
from solitaire.cards import Card
from solitaire.moves import Move
from solitaire.position import Position

from .language import _


def describe(game: Game, move: Move) -> str:
    """A legal move as made from the game's position: "the seven of spades from column 3
    onto the eight of hearts in column 7"."""
    position, variant = game.position, game.variant
    if move.is_deal:
        return "a deal" if position.stock else "turning the waste over"
    cards = variant.cards_taken(position, move)
    what = f"the {cards[0].name}" + (f" and {len(cards) - 1} more" if len(cards) > 1 else "")
    noun = variant.pile_noun
    target = position.columns[move.target - 1].top
    where = f"onto the {target.name} in {noun} {move.target}" if target else f"to the empty {noun} {move.target}"
    return f"{what} from {place(game, move.source)} {where}"


def place(game: Game, source: str) -> str:
    """Where a move's source is, in words: "column 3", "the beehive", "the stock"."""
    if source == "s":
        return "the stock"
    side = next((side for side in game.variant.side_piles if side.source == source), None)
    return f"the {side.name}" if side else f"{game.variant.pile_noun} {source}"


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
    return ", ".join(
        group[0].name if len(group) == 1 else f"{group[0].name.split()[0]} down to {group[-1].name}" for group in groups
    )


def picked(game: Game, source: str, count: int, targets: list[int]) -> str:
    """What a pick holds and where it may go: "Picked up the eight of spades and 2 more: column 7
    or 9 takes them." """
    position, noun = game.position, game.variant.pile_noun
    cards = side_cards(position, source) if not source.isdecimal() else position.columns[int(source) - 1].cards
    what = f"the {cards[-count].name}" + (f" and {count - 1} more" if count > 1 else "")
    them = "them" if count > 1 else "it"
    if not targets:
        return f"Picked up {what}: no {noun} takes {them}."
    where = ", ".join(map(str, targets[:-1])) + (" or " if len(targets) > 1 else "") + str(targets[-1])
    return f"Picked up {what}: {noun} {where} takes {them}."


def side_cards(position: Position, source: str) -> tuple[Card, ...]:
    """The cards of a pile beside the stock, by its move source ("w", "r"); the stock's for "s"."""
    return {"w": position.waste, "r": position.reserve, "s": position.stock[:1]}.get(source, ())


def dealt(variant: Variant, before: Position, after: Position) -> str:
    """A deal in words: "Dealt: 4 deals left.", and the new top of a pile beside the stock."""
    left = variant.stock_count(after)
    unit = "deal" if variant.stock_counts == "deals" else "card"
    said = ("Dealt" if before.stock else "Turned the waste over") + f": {count(left, unit)} left."
    for side in variant.side_piles:
        old, new = side_cards(before, side.source), side_cards(after, side.source)
        if new and new[-1:] != old[-1:]:
            said += f" The {side.name} shows the {new[-1].name}."
    return said


def followed(variant: Variant, before: Position, after: Position, move: Move) -> list[str]:
    """What followed a move by itself, in short sentences: cards turned over, piles refilled
    from beside the stock, runs or sets done."""
    noun = variant.pile_noun
    said = []
    for number, (old, new) in enumerate(zip(before.columns, after.columns, strict=True), 1):
        turned = new.hidden < old.hidden and new.hidden < len(new.cards) and new.hidden < len(old.cards)
        if turned and new.cards[new.hidden] == old.cards[new.hidden]:
            said.append(f"{noun.capitalize()} {number} turns over the {new.cards[new.hidden].name}.")
    for side in variant.side_piles:
        old_cards, new_cards = side_cards(before, side.source), side_cards(after, side.source)
        gone = list(old_cards[len(new_cards) :]) if old_cards[: len(new_cards)] == new_cards else []
        if gone and move.source == side.source:
            gone.pop()  # the card the player moved
        for card in gone:
            filled = [n for n, column in enumerate(after.columns, 1) if column.top == card]
            if filled:
                said.append(f"The {side.name} fills {noun} {filled[0]} with the {card.name}.")
    finished = len(after.done) - len(before.done)
    if finished > 0:
        done = variant.done_noun
        what = f"A {done} is" if finished == 1 else f"{finished} {plural(done)} are"
        said.append(f"{what} done: {len(after.done)} of {variant.goal}.")
    return said


def clock(seconds: float) -> str:
    """Time on the clock: "4:05", or "1:02:03" past the hour."""
    minutes, whole = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{whole:02}" if hours else f"{minutes}:{whole:02}"


def plural(noun: str) -> str:
    """ "run" -> "runs": every noun the games use takes an s."""
    return noun + "s"


def count(number: int, noun: str) -> str:
    """ "1 move", "2 moves"."""
    return f"{number} {noun if number == 1 else plural(noun)}"


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
