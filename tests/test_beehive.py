"""Beehive, rule by rule: the rule book's, and our choices where it is silent (docs/rules.md)."""

import pytest

from builders import make_game, observe, tops
from solitaire import IllegalMove, new_game


def test_one_deck_a_beehive_of_ten_six_piles_of_one_and_thirty_six_in_stock():
    position = new_game("beehive", "8").position
    every = [c for col in position.columns for c in col.cards] + list(position.stock) + list(position.reserve)
    assert len(set(every)) == len(every) == 52
    assert len(position.reserve) == 10
    assert [len(col) for col in position.columns] == [1] * 6
    assert len(position.stock) == 36 and position.waste == ()


def test_cards_of_the_same_rank_go_together_whatever_their_suit():
    game = make_game("beehive", ["5S", "5H", "9D", "KC", "2C", "3C"], reserve="7C 5D", waste="9H")
    legal = game.legal_moves()
    assert {"1>2", "2>1", "r>1", "r>2", "w>3"} <= set(legal)
    game.play("w>3")
    game.play("r>1")
    assert [str(c) for c in game.position.columns[0].cards] == ["5S", "5D"]
    assert game.position.played == 2


def test_a_card_of_another_rank_is_refused_and_nothing_changes():
    game = make_game("beehive", ["5S", "6H", "9D", "KC", "2C", "3C"], reserve="7C", waste="9H")
    before = observe(game)
    for move in ("1>2", "r>1", "w>4"):
        with pytest.raises(IllegalMove, match="only cards of one rank go together"):
            game.play(move)
    assert observe(game) == before


def test_only_single_cards_move():
    game = make_game("beehive", ["5S 5H", "5D", "9D", "KC", "2C", "3C"], reserve="7C")
    with pytest.raises(IllegalMove, match="only single cards move"):
        game.play("1>2:2")
    game.play("1>2")
    assert [len(c) for c in game.position.columns[:2]] == [1, 2]


def test_four_of_a_rank_leave_as_a_set_without_counting_a_move():
    game = make_game("beehive", ["5S 5H 5D", "9D", "KC", "2C", "3C", "4C"], reserve="7C", waste="5C")
    game.play("w>1")
    assert game.position.done == ("5",)
    assert game.completed == 1
    assert game.moves == 1
    assert tops(game)[0] == "7C"  # and the beehive refilled the pile at once
    assert game.position.reserve == ()


def test_a_pile_emptied_by_a_move_is_refilled_from_the_beehive_at_once():
    game = make_game("beehive", ["5S", "5H", "9D", "KC", "2C", "3C"], reserve="7C 8D")
    game.play("1>2")
    assert tops(game)[0] == "8D"
    assert [str(c) for c in game.position.reserve] == ["7C"]
    assert game.moves == 1


def test_when_two_piles_fall_empty_at_once_the_lower_numbered_is_refilled_first():
    game = make_game("beehive", ["9D", "5S 5H 5D", "KC", "5C", "2C", "3C"], reserve="7C 8D")
    game.play("4>2")
    assert tops(game)[:4] == ["9D", "8D", "KC", "7C"]


def test_a_deal_turns_three_cards_from_the_stock_onto_the_waste():
    game = make_game("beehive", ["9D", "KC", "2C", "3C", "4C", "6C"], stock="AH 2H 3H 4H 5H")
    game.play("d")
    assert [str(c) for c in game.position.waste] == ["AH", "2H", "3H"]
    assert game.moves == 1
    game.play("d")  # fewer if fewer remain
    assert [str(c) for c in game.position.waste] == ["AH", "2H", "3H", "4H", "5H"]
    assert game.position.stock == ()


def test_a_redeal_turns_the_waste_over_so_the_first_turned_comes_out_first():
    game = make_game("beehive", ["9D", "KC", "2C", "3C", "4C", "6C"], waste="AH 2H 3H 9H", played=1)
    game.play("d")
    assert [str(c) for c in game.position.stock] == ["AH", "2H", "3H", "9H"]
    assert game.position.waste == ()
    assert (game.position.pass_number, game.position.played) == (2, 0)
    game.play("d")
    assert [str(c) for c in game.position.waste] == ["AH", "2H", "3H"]


def test_a_redeal_is_refused_after_a_pass_that_played_no_card_and_then_the_game_is_lost():
    game = make_game("beehive", ["9D", "KC", "2C", "7C", "4C", "6C"], waste="AH 2H 3H")
    assert game.legal_moves() == []
    with pytest.raises(IllegalMove, match="played no card from the waste or the beehive"):
        game.play("d")
    assert game.stuck and not game.won


def test_a_pass_that_played_a_card_allows_the_redeal():
    game = make_game("beehive", ["9D", "KC", "2C", "3C", "4C", "6C"], stock="AH 2H 9H")
    game.play("d")
    game.play("w>1")
    assert game.position.played == 1
    game.play("d")
    assert [str(c) for c in game.position.stock] == ["AH", "2H"]


def test_with_the_beehive_empty_the_player_fills_an_empty_pile_from_waste_stock_or_pile():
    game = make_game("beehive", ["", "KC 7S", "2C", "3C", "4C", "6C"], stock="AH 2H", waste="9H")
    legal = set(game.legal_moves())
    assert {"w>1", "s>1", "2>1", "3>1"} <= legal
    game.play("s>1")
    assert tops(game)[0] == "AH"
    assert [str(c) for c in game.position.stock] == ["2H"]


def test_a_stock_card_goes_straight_only_onto_an_empty_pile_once_the_beehive_is_empty():
    full = make_game("beehive", ["AS", "KC", "2C", "3C", "4C", "6C"], stock="AH 2H")
    with pytest.raises(IllegalMove, match="only onto an empty pile"):
        full.play("s>1")
    waiting = make_game("beehive", ["AS", "KC", "2C", "3C", "4C", "6C"], stock="AH 2H", reserve="7D")
    assert not any(move.startswith("s>") for move in waiting.legal_moves())


def test_thirteen_sets_win():
    game = make_game("beehive", ["KS KH KD", "KC"], done="A 2 3 4 5 6 7 8 9 T J Q")
    game.play("2>1")
    assert game.won and game.completed == 13


def test_undo_is_free_deals_included():
    game = make_game("beehive", ["5S", "5H", "9D", "KC", "2C", "3C"], reserve="7C", stock="AH 2H 3H 4H")
    start = observe(game)
    game.play("d")
    game.play("1>2")
    assert game.undo() and game.undo()
    assert observe(game)[0] == start[0]
    assert game.moves == 0 and game.undos == 2
    assert game.redo() and game.redo()
    assert tops(game)[0] == "7C" and game.moves == 2
