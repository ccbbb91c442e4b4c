"""Beetle, rule by rule, with each row of its table of moves: the rule book's, and our choices
where it is silent (docs/rules.md)."""

from collections import Counter

import pytest

from builders import make_game, observe, tops
from solitaire import IllegalMove, new_game

ROW = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"


def test_two_full_decks_all_face_up_in_columns_of_five_and_four_with_sixty_in_stock():
    position = new_game("beetle", "2024").position
    every = [c for col in position.columns for c in col.cards] + list(position.stock)
    assert Counter(every) == dict.fromkeys(set(every), 2) and len(set(every)) == 52
    assert [len(col) for col in position.columns] == [5] * 4 + [4] * 6
    assert all(col.hidden == 0 for col in position.columns)
    assert len(position.stock) == 60


# The table of legal and illegal moves, row by row.


def test_row_six_of_diamonds_onto_seven_of_clubs_is_legal():
    game = make_game("beetle", ["7C", "6D"])
    game.play("2>1")
    assert tops(game)[:2] == ["6D", ""]


def test_row_a_run_of_six_five_four_of_diamonds_onto_a_black_seven_is_legal():
    game = make_game("beetle", ["7S", "KH 6D 5D 4D"])
    game.play("2>1")
    assert [str(c) for c in game.position.columns[0].cards] == ["7S", "6D", "5D", "4D"]


def test_row_mixed_suits_do_not_move_together():
    game = make_game("beetle", ["7S", "KH 6D 5C 4D"])
    before = observe(game)
    with pytest.raises(IllegalMove, match="only a run of one suit moves together"):
        game.play("2>1")
    with pytest.raises(IllegalMove, match="only a run of one suit moves together"):
        game.play("2>1:3")
    assert observe(game) == before


def test_row_a_deal_while_a_column_is_empty_is_legal_and_fills_it():
    game = make_game("beetle", ["KS"] * 9 + [""], stock=ROW)
    assert "d" in game.legal_moves()
    game.play("d")
    assert tops(game) == ROW.split()
    assert [len(col) for col in game.position.columns] == [2] * 9 + [1]


def test_row_a_run_into_an_empty_column_is_legal():
    game = make_game("beetle", ["KC 9H 8H 7H"])
    game.play("1>2")
    assert [str(c) for c in game.position.columns[1].cards] == ["9H", "8H", "7H"]


def test_row_a_finished_spade_run_leaves_at_once_as_one_of_eight():
    game = make_game("beetle", ["KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "AS"])
    game.play("2>1")
    assert game.position.done == ("S",)
    assert tops(game)[:2] == ["", ""]
    assert game.moves == 1


def test_row_no_redeal_once_the_stock_is_spent():
    game = make_game("beetle", ["KS", "KH"])
    assert "d" not in game.legal_moves()
    with pytest.raises(IllegalMove, match="stock is empty: all 6 deals are done"):
        game.play("d")


def test_six_deals_of_ten_then_the_stock_is_gone():
    game = new_game("beetle", "31")
    for deals_left in range(6, 0, -1):
        assert len(game.position.stock) == 10 * deals_left
        game.play("d")
    assert "d" not in game.legal_moves()


def test_a_deal_cannot_be_undone():
    game = make_game("beetle", ["KS", "QH"], stock=ROW)
    game.play("2>1")
    game.play("d")
    assert not game.undo()
    assert tops(game) == ROW.split()
