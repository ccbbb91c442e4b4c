"""Builders for hand-made positions: rule tests set up only the cards that matter."""

from __future__ import annotations

from solitaire import VARIANTS, Game
from solitaire.cards import Card, card
from solitaire.position import Column, Position


def cards(text: str) -> tuple[Card, ...]:
    return tuple(card(token) for token in text.split())


def column(text: str) -> Column:
    """A column from board-text tokens: lower case is face down, e.g. "ks qh JS TS"."""
    tokens = text.split()
    hidden = sum(token.islower() for token in tokens)
    return Column(tuple(card(token.upper()) for token in tokens), hidden)


def make_game(
    variant: str,
    columns: list[str],
    *,
    stock: str = "",
    done: str = "",
    waste: str = "",
    reserve: str = "",
    played: int = 0,
    moves: int = 0,
) -> Game:
    """A game at a position with the given columns (the rest empty) and piles."""
    rules = VARIANTS[variant]
    padded = columns + [""] * (rules.column_count - len(columns))
    position = Position(
        tuple(column(text) for text in padded),
        stock=cards(stock),
        done=tuple(done.split()),
        waste=cards(waste),
        reserve=cards(reserve),
        played=played,
        moves=moves,
    )
    return Game(rules, position)


def tops(game: Game) -> list[str]:
    return [str(c.top) if c.top else "" for c in game.position.columns]


def observe(game: Game) -> tuple[object, ...]:
    """Everything a player can observe of a game, to compare before and after."""
    return (game.to_text(), game.moves, game.undos, game.completed, game.won, game.legal_moves())
