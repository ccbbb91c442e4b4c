"""What the table says of a move, in words a screen reader can speak. Pure."""

from __future__ import annotations

from solitaire import Game
from solitaire.moves import parse_move

PLACES = {"r": "the beehive", "w": "the waste", "s": "the stock"}


def describe(game: Game, move: str) -> str:
    """A legal move as made from the game's position: "the seven of spades from column 3
    onto the eight of hearts in column 7"."""
    parsed = parse_move(move)
    if parsed.is_deal:
        return "a deal" if game.position.stock else "turning the waste over"
    position = game.position
    noun = "pile" if game.variant.game == "beehive" else "column"
    count = game.variant.cards_moved(position, parsed)
    if parsed.source == "r":
        moving = position.reserve[-1]
    elif parsed.source == "w":
        moving = position.waste[-1]
    elif parsed.source == "s":
        moving = position.stock[0]
    else:
        moving = position.columns[int(parsed.source) - 1].cards[-count]
    what = f"the {moving.name}" + (f" and {count - 1} more" if count > 1 else "")
    source = PLACES.get(parsed.source, f"{noun} {parsed.source}")
    target = position.columns[parsed.target - 1].top
    where = f"onto the {target.name} in {noun} {parsed.target}" if target else f"to the empty {noun} {parsed.target}"
    return f"{what} from {source} {where}"


def clock(seconds: float) -> str:
    """Time on the clock: "4:05", or "1:02:03" past the hour."""
    minutes, whole = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{whole:02}" if hours else f"{minutes}:{whole:02}"


def count(number: int, noun: str) -> str:
    """ "1 move", "2 moves"."""
    return f"{number} {noun}" + ("" if number == 1 else "s")
