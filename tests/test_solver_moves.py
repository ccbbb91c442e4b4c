"""The solver's moves are the rules' own moves.

From positions of every game (points along winning lines the solver found, where runs are built
and columns emptied, then a few moves more, the hint's or random ones), every move a solver
model lists is a sequence of moves `Game.legal_moves()` lists, one after another, and
`Game.play` takes it to the position the model says. And a model that says it tried every move
("complete": the search may then prove a game lost) has missed none: every legal move leads to
a position among those it listed, or back to where it stands.
"""

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import Game, new_game
from solitaire.hints import hint
from solitaire.solver import solve
from solitaire.solver.registry import models_of

# Deals the solver wins within a small budget, two per game.
DEALS = [
    ("spider", "2-1"),
    ("spider", "4-1"),
    ("spider", "2-2"),
    ("spider", "9-2"),
    ("spider", "2-4"),
    ("spider", "4-4"),
    ("beetle", "1"),
    ("beetle", "8"),
    ("beehive", "0"),
    ("beehive", "3"),
]


@cache
def winning_line(game_id: str, code: str) -> tuple[str, ...]:
    verdict, line = solve(new_game(game_id, code), 60.0, nodes=20_000)
    assert verdict == "won"
    return tuple(line)


def reached(deal: int, along: float, steps: list[int]) -> Game:
    """A point `along` the way (0 to 1) of a winning line of a deal, then a move for each step:
    the hint's, or, for steps of 0 mod 3 (and when there is no hint), a legal move the step picks."""
    game_id, code = DEALS[deal]
    game = new_game(game_id, code)
    line = winning_line(game_id, code)
    for move in line[: int(along * len(line))]:
        game.play(move)
    for step in steps:
        move = hint(game) if step % 3 else None
        if move is None:
            legal = game.legal_moves()
            if not legal:
                break
            move = legal[step % len(legal)]
        game.play(move)
    return game


def after(game: Game, moves: str) -> Game:
    """A copy of `game` after `moves` (move notation, separated by spaces), each checked legal."""
    copy = Game(game.variant, game.position)
    for move in moves.split():
        assert move in copy.legal_moves(), f"{move} in {moves!r} is not legal"
        copy.play(move)
    return copy


@settings(max_examples=60, deadline=None)
@given(
    deal=st.integers(0, len(DEALS) - 1),
    along=st.floats(0, 1),
    steps=st.lists(st.integers(0, 10**6), max_size=12),
)
def test_the_solvers_moves_are_legal_and_complete_only_when_nothing_is_missed(deal, along, steps):
    game = reached(deal, along, steps)
    for style, model in enumerate(models_of(game.variant, game.position)):
        here = model.start()
        listed = list(model.successors(here))
        keys = {model.key(state) for _, state in listed}
        for moves, state in listed:
            played = after(game, moves)
            seen_anew = models_of(played.variant, played.position)[style]
            assert model.key(state) == seen_anew.key(seen_anew.start()), moves
            assert model.won(state) == played.won
        if model.complete:
            for move in game.legal_moves():
                played = after(game, move)
                seen_anew = models_of(played.variant, played.position)[style]
                assert seen_anew.key(seen_anew.start()) in keys | {model.key(here)}, f"{move} was missed"
