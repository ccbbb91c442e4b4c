"""Spider (one, two and four suits), Beetle, Beehive, and Spider's family (Spiderette and Will o'
the Wisp in one, two and four suits, Simple Simon, Mrs. Mop, Scorpion): the rules, pure and typed.

    >>> from solitaire import new_game
    >>> game = new_game("spider", "41739205-2")
    >>> game.play(game.legal_moves()[0])
    >>> game.moves
    1

Deal codes, board text and move notation are described in the modules `deals`, `notation`
and `moves`; the shuffle behind deal codes in `shuffle`; the deal of the day in `daily`; a game's score in
`score`. What the engine refuses it raises as a `Refusal` (`IllegalMove`, `BoardError`), whose
`why` holds a reason's code (`reasons`) and its values, for whoever words it; its `str` is English.
"""

from .daily import daily_deal, daily_par
from .deals import GAMES, deal_code, parse_deal
from .errors import IllegalMove, Refusal, Why
from .game import Game, from_text, new_game
from .notation import BoardError
from .reasons import Reason
from .score import score
from .variants import VARIANTS, Variant

__all__ = [
    "GAMES",
    "VARIANTS",
    "BoardError",
    "Game",
    "IllegalMove",
    "Reason",
    "Refusal",
    "Variant",
    "Why",
    "daily_deal",
    "daily_par",
    "deal_code",
    "from_text",
    "new_game",
    "parse_deal",
    "score",
]
