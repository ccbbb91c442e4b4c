"""Spider (one, two and four suits), Beetle and Beehive: the rules, pure and typed.

    >>> from solitaire import new_game
    >>> game = new_game("spider", "41739205-2")
    >>> game.play(game.legal_moves()[0])
    >>> game.moves
    1

Deal codes, board text and move notation are described in the modules `deals`, `notation`
and `moves`; the shuffle behind deal codes in `shuffle`; the deal of the day in `daily`.
"""

from .daily import daily_deal
from .deals import GAMES, deal_code, parse_deal
from .errors import IllegalMove
from .game import Game, from_text, new_game
from .notation import BoardError
from .variants import VARIANTS, Variant

__all__ = [
    "GAMES",
    "VARIANTS",
    "BoardError",
    "Game",
    "IllegalMove",
    "Variant",
    "daily_deal",
    "deal_code",
    "from_text",
    "new_game",
    "parse_deal",
]
