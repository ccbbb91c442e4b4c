"""Scorpion's solver searches less and still proves games lost.

Two shortcuts (`solver/spider/scorpion.py`, `ScorpionModel`): a position where some card can
never reach its suit is not searched (`locked`), and once the stock is dealt a card that can join
its suit on a run from a king does so alone. Each is checked here on positions built at random against
the same search without it: whichever answer the one gives, the other gives too.
"""

import random
from itertools import islice

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from builders import make_game
from solitaire import VARIANTS, Game, from_text, new_game
from solitaire.cards import Card
from solitaire.notation import write_board
from solitaire.position import Column, Position
from solitaire.solver import solve
from solitaire.solver.registry import portfolio_of
from solitaire.solver.search import BestFirst
from solitaire.solver.spider.scorpion import ScorpionModel, locked
from solitaire.solver.spider.styles import EVERY_MOVE

RULES = VARIANTS["scorpion"]
SEARCHED = 30_000  # positions: enough for most positions built below; the others are left out


class Plain(ScorpionModel):
    """Scorpion searched without its shortcuts."""

    joins_at_once = False
    drops_locked = False


class OnlyJoining(ScorpionModel):
    drops_locked = False


class OnlyDropping(ScorpionModel):
    joins_at_once = False


def verdict(model: ScorpionModel) -> bool | None:
    """Whether the complete search wins, or None if it did not end."""
    search = BestFirst(model)
    search.run(SEARCHED)
    return search.line is not None if search.over else None


def built(seed: int, suits_left: int, stock: int) -> Game:
    """Scorpion with `suits_left` suits still in play, dealt at random into its columns, some
    face down where the game deals them so, and `stock` cards left to deal."""
    rng = random.Random(seed)
    left = rng.sample(RULES.suits, suits_left)
    pool: list[Card] = [c for c in RULES.deck() if c.suit in left]
    rng.shuffle(pool)
    dealt = [pool.pop() for _ in range(stock)]
    columns: list[list[Card]] = [[] for _ in range(RULES.column_count)]
    for c in pool:
        columns[rng.randrange(RULES.column_count)].append(c)
    hidden = [
        min(rng.choice((0, 0, 1, 2)), max(len(cards) - 1, 0)) if RULES.dealt_face_down[i] else 0
        for i, cards in enumerate(columns)
    ]
    position = Position(
        tuple(Column(tuple(cards), h) for cards, h in zip(columns, hidden, strict=True)),
        stock=tuple(dealt),
        done=tuple(s for s in RULES.suits if s not in left),
    )
    return from_text(write_board(RULES, position, None))


@pytest.mark.slow  # two searches an example
@given(seed=st.integers(0, 2**32 - 1), suits_left=st.sampled_from((1, 2, 2)), stock=st.sampled_from((0, 0, 3)))
def test_each_shortcut_answers_as_the_search_without_it(seed, suits_left, stock):
    game = built(seed, suits_left, stock)
    plain = verdict(Plain(game.variant, game.position, EVERY_MOVE))
    assume(plain is not None)
    for shortcut in (OnlyJoining, OnlyDropping, ScorpionModel):
        assert verdict(shortcut(game.variant, game.position, EVERY_MOVE)) == plain, shortcut.__name__


def test_a_card_on_its_own_face_down_card_is_locked():
    # The four of spades can land only on the five, which lies face down under it.
    game = make_game("scorpion", ["5s 4S", "KS QS JS TS 9S 8S 7S 6S 3S 2S AS"], done="H D C")
    columns = ScorpionModel(game.variant, game.position, EVERY_MOVE).columns
    assert locked(columns)
    assert solve(game, 10.0, nodes=10) == ("unwinnable", [])  # known without a search


def test_two_cards_each_on_the_others_place_are_locked_and_one_free_is_not():
    # The nine of spades lies on the five of hearts, which the four waits for; the four lies on
    # the ten, which the nine waits for. Each waits for the other to be lifted first.
    rest = "KS QS JS 8S 7S 6S 5S 4S 3S 2S AS KH QH JH TH 9H 8H 7H 6H 3H 2H AH"
    ring = make_game("scorpion", ["5H 9S", "TS 4H", rest], done="D C")
    assert locked(ScorpionModel(ring.variant, ring.position, EVERY_MOVE).columns)
    # With the ten on top, the nine can go to it and free the five for the four.
    free = make_game("scorpion", ["5H 9S", "4H TS", rest], done="D C")
    assert not locked(ScorpionModel(free.variant, free.position, EVERY_MOVE).columns)
    assert solve(free, 10.0)[0] == "won"


def test_the_deal_can_lock_a_game_and_the_solver_does_not_deal_into_it():
    # Dealt, the nine of spades covers the five of hearts and the four of hearts the ten of
    # spades: the ring above. Before the deal the four can go onto the five and no card waits.
    rest = "KS QS JS 8S 7S 6S 5S 4S 3S 2S AS JH TH 9H 8H 7H 6H 3H 2H AH"
    game = make_game("scorpion", ["5H", "TS", "KH", rest], stock="9S 4H QH", done="D C")
    model = ScorpionModel(game.variant, game.position, EVERY_MOVE)
    assert not locked(model.columns)
    moves = dict(model.successors(model.start()))
    assert "d" not in moves
    dealt = Plain(game.variant, game.position, EVERY_MOVE)
    assert locked(dict(dealt.successors(dealt.start()))["d"][0])


def test_the_search_that_can_prove_a_loss_is_left_alone_once_the_other_gives_way():
    # Most deals are lost: restarts would take half the budget from the one search that proves it.
    game = new_game("scorpion", "7")
    styles = [model.style for model in islice(portfolio_of(game.variant, game.position).styles, 5)]
    assert len(styles) == 2
    assert styles[0].every_move and styles[0].patience is None
    assert not styles[1].every_move and styles[1].patience is not None
