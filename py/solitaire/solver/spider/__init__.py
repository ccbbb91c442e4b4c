"""The spider family as the solver sees it, every card known.

- `columns`: cards and columns as bytes, and the helpers that read them;
- `model`: a position and its worth, for the games that land loose and lift strict;
- `scorpion`: Scorpion, which lands strict and lifts loose, and its proof of a lost game;
- `styles`: the tuning, each game's styles and the restarts' figures;
- `portfolio`: the searches a game gets, in order, registered with the solver on import.
"""

from __future__ import annotations

from .portfolio import spider_portfolio

__all__ = ["spider_portfolio"]
