"""Hints and the stalled note: worth making, never an undo of the last move, blind to hidden cards."""

import random

from hypothesis import given
from hypothesis import strategies as st

from builders import make_game
from solitaire import VARIANTS, Game, new_game
from solitaire.hints import hint, stalled, worth
from solitaire.position import Column, Position

FULL = ["KH"] * 6  # columns that take nothing and give nothing


def test_turning_a_card_over_beats_building():
    game = make_game("spider-4", ["3d 8C", "KD 8S", "9S", "KS", *FULL])
    assert hint(game) == "1>3"


def test_building_in_suit_beats_building_across_suits():
    game = make_game("spider-4", ["KD 8C", "9D", "9C", "KS", *FULL])
    assert hint(game) == "1>3"


def test_freeing_a_column_beats_building_in_suit():
    game = make_game("spider-4", ["8C", "KD 9D", "KS 8D", "KS", *FULL])
    assert hint(game) == "1>2"


def test_a_card_already_in_suit_is_left_where_it_is():
    game = make_game("spider-2", ["9S 8S", "9S", "KH", "KH", *FULL], stock="AH " * 10)
    assert hint(game) == "d"


def test_the_hint_never_merely_undoes_the_last_move():
    game = make_game("spider-4", ["KD 8C", "9D", "9H", "KS", *FULL])
    game.play("1>2")  # off-suit to off-suit: the way back is no better
    assert hint(game) != "2>1"


def test_only_a_deal_left_says_deal_and_nothing_left_is_stalled():
    dealing = make_game("spider-4", ["9S 5H", "6S", "6C", "KS", *FULL], stock="AH " * 10)
    dealing.play("1>2")
    assert hint(dealing) == "d"
    done = make_game("spider-4", ["9S 5H", "6S", "6C", "KS", *FULL])
    done.play("1>2")
    assert done.legal_moves() == ["2>3"]  # the five can still wander between the sixes
    assert hint(done) is None and stalled(done)
    assert not stalled(make_game("spider-4", ["3d 8C", "9D", *FULL, "KS", "KS"]))


def test_an_empty_column_blocking_the_deal_is_filled_first():
    game = make_game("spider-4", ["9S", "6S 5H", "", "KS", *FULL], stock="AH " * 10)
    assert hint(game) in {"1>3", "2>3", "2>3:1", "4>3"} | {f"{n}>3" for n in range(5, 11)}


def test_a_line_of_moves_towards_a_gain_is_found():
    # Nothing gains at once; moving the 7C to the space lets the 8H go home and turn a card over.
    game = make_game("spider-4", ["2d 8H 7C", "9H", "", "KS", *FULL])
    assert hint(game) == "1>3"


def test_beehive_plays_from_the_beehive_first():
    game = make_game("beehive", ["5S", "9H", "9D", "KC", "2C", "3C"], reserve="7C 5D", waste="9S")
    assert hint(game) == "r>1"


def test_beehive_lost_is_stalled():
    game = make_game("beehive", ["9D", "KC", "2C", "7C", "4C", "6C"], waste="AH 2H 3H")
    assert game.stuck and stalled(game)


def _with_hidden_cards_shuffled(game: Game, seed: int) -> Game:
    """The same table as the player sees it, with face-down cards and stock dealt otherwise."""
    position = game.position
    hidden = [c for column in position.columns for c in column.cards[: column.hidden]] + list(position.stock)
    random.Random(seed).shuffle(hidden)
    deck = iter(hidden)
    columns = tuple(
        Column(tuple(next(deck) for _ in range(column.hidden)) + column.face_up, column.hidden)
        for column in position.columns
    )
    stock = tuple(deck)
    return Game(game.variant, Position(columns, stock, position.done, moves=position.moves))


@given(
    deal=st.sampled_from(
        [
            "spider {}-1",
            "spider {}-2",
            "spider {}-4",
            "beetle {}",
            "spiderette {}-2",
            "will-o-the-wisp {}-4",
            "scorpion {}",
        ]
    ),
    number=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 40),
    seed=st.integers(),
)
def test_two_positions_that_differ_only_in_hidden_cards_get_the_same_hint(deal, number, steps, seed):
    # Spider, Spiderette, Will o' the Wisp and Scorpion hide their face-down cards and their
    # stock's order; Beetle only its stock's order.
    game_id, code = deal.format(number).split()
    game = new_game(game_id, code)
    chooser = random.Random(number)
    for _ in range(steps):
        legal = [m for m in game.legal_moves() if m != "d"] or game.legal_moves()
        if not legal:
            break
        game.play(chooser.choice(legal))
    other = _with_hidden_cards_shuffled(game, seed)
    suggestion = hint(Game(game.variant, game.position))
    assert hint(other) == suggestion
    assert suggestion is None or suggestion in game.legal_moves()


def test_a_search_that_runs_out_of_room_is_not_called_stalled(monkeypatch):
    game = make_game("spider-4", ["2d 8H 7C", "9H", "", "KS", *FULL])
    monkeypatch.setattr("solitaire.hints.SEARCH_LIMIT", 2)
    assert hint(game) is None  # no room to find the two-move line...
    assert not stalled(game)  # ...so no one is told there is nothing to do


def test_a_card_on_one_of_another_suit_counts_only_where_cards_build_across_suits():
    natural, loose = ["8C 7H", "KC"], ["8C", "KC 7H"]
    spider = [worth(VARIANTS["spider-4"], make_game("spider-4", c).position) for c in (natural, loose)]
    scorpion = [worth(VARIANTS["scorpion"], make_game("scorpion", c).position) for c in (natural, loose)]
    assert spider[0] == spider[1] + 10 and scorpion[0] == scorpion[1]


def test_spiderette_fills_its_empty_column_before_the_deal_it_blocks():
    game = make_game("spiderette-4", ["9S", "6S 5H", "", "KS", "KH", "KD", "KC"], stock="AH 2H 3H")
    suggestion = hint(game)
    assert suggestion is not None and suggestion.endswith((">3", ">3:1"))
    game.play(suggestion)
    assert hint(game) == "d"


def test_scorpion_deals_when_nothing_gains_and_a_scorpion_with_nothing_to_do_is_stalled():
    game = make_game("scorpion", ["KS", "KH", "KD", "2C", "QC 5H", "JH", "7C"], stock="9C 9D 3H")
    assert hint(game) == "d" and not stalled(game)
    game.play("d")
    assert game.legal_moves() == [] and stalled(game) and hint(game) is None
