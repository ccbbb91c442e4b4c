"""What the last move moved, marked on the table until the next change (py/table/show/last_move.py)."""

from __future__ import annotations

from builders import make_game
from solitaire import new_game
from solitaire.cards import card
from table.show.last_move import arrived, last_moved


def test_nothing_is_marked_before_the_first_move() -> None:
    assert last_moved(new_game("spider", "7-4")) == {}


def test_a_run_moved_is_marked_on_the_column_it_reached_and_a_flip_is_not() -> None:
    game = make_game("spider-4", ["ks 9C 8C", "TC", "QH"] + ["KH"] * 7)
    game.play("1>2")
    assert last_moved(game) == {"2": 2}


def test_a_deal_marks_the_card_it_put_on_each_column() -> None:
    game = new_game("spider", "7-4")
    game.play("d")
    assert last_moved(game) == {str(n): 1 for n in range(1, 11)}


def test_undo_marks_what_the_move_now_last_moved_and_redo_marks_again() -> None:
    game = new_game("spider", "7-4")
    game.play("d")
    move = next(m for m in game.legal_moves() if m != "d")
    game.play(move)
    target = move.split(">")[1].split(":")[0]
    assert list(last_moved(game)) == [target]
    game.undo()
    assert last_moved(game) == {str(n): 1 for n in range(1, 11)}  # the deal, last again
    game.redo()
    assert list(last_moved(game)) == [target]


def test_a_run_that_leaves_marks_its_slot_of_the_foundation() -> None:
    game = make_game("spider-1", ["KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "AS"] + ["KS"] * 8)
    game.play("2>1")
    assert last_moved(game) == {"foundation": 1}


def test_beehive_marks_the_cards_turned_onto_the_waste() -> None:
    game = new_game("beehive", "4")
    game.play("d")
    assert last_moved(game) == {"waste": 3}


def test_arrived_counts_past_what_two_piles_share_from_the_bottom() -> None:
    a, b, c = card("AS"), card("2S"), card("3S")
    assert arrived((a, b), (a, b, c)) == 1
    assert arrived((a, b), (a,)) == 0
    assert arrived((a, b), (a, c)) == 1
    assert arrived((), (a, b)) == 2
