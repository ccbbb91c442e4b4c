"""What the table says, in words a screen reader can speak. Pure.

Every game is worded from its variant's nouns and piles, so a new game needs no words here.
"""

from __future__ import annotations

from solitaire import Game
from solitaire.moves import Move


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
