"""Scorpion, rule by rule (the rule book's "Scorpion", and docs/rules.md): landing strict (its own
suit, one rank higher; only a king into an empty column), lifting loose (any face-up card with every
card above it), and one deal of three, at any time, onto columns 1 to 3."""

import pytest

from builders import make_game, observe, tops
from solitaire import IllegalMove, new_game
from solitaire.hints import hint

HEARTS_TO_TWO = "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"


def cards_of(game, number):
    return [str(c) for c in game.position.columns[number - 1].cards]


def test_a_five_moves_with_the_cards_above_it_onto_the_six_of_its_suit():
    game = make_game("scorpion", ["KC 5H 9C 2D", "6H", "6S"])
    assert "1>2" in game.legal_moves()
    game.play("1>2")
    assert cards_of(game, 2) == ["6H", "5H", "9C", "2D"] and cards_of(game, 1) == ["KC"]
    assert game.moves == 1


def test_a_five_does_not_go_on_the_six_of_another_suit():
    game = make_game("scorpion", ["KC 5H 9C 2D", "6H", "6S"])
    assert "1>3" not in game.legal_moves()
    before = observe(game)
    with pytest.raises(IllegalMove, match="takes only the five of spades, and it is not face up in column 1"):
        game.play("1>3")
    with pytest.raises(IllegalMove, match="a card goes only on the card of its own suit one rank higher"):
        game.play("1>3:3")  # the five of hearts, named by its count, onto the six of spades
    assert observe(game) == before


def test_only_a_king_goes_into_an_empty_column():
    game = make_game("scorpion", ["QH 8C", "KS 4D 8S", ""])
    assert not any(move.startswith("1>3") for move in game.legal_moves())
    with pytest.raises(IllegalMove, match="only a king goes into an empty column, and column 1 has no face-up king"):
        game.play("1>3")
    with pytest.raises(IllegalMove, match="only a king goes into an empty column, not the eight of clubs"):
        game.play("1>3:1")
    with pytest.raises(IllegalMove, match="only a king goes into an empty column, not the four of diamonds"):
        game.play("2>3:2")
    game.play("2>3")  # the king, with everything above it
    assert cards_of(game, 3) == ["KS", "4D", "8S"] and cards_of(game, 2) == []


def test_into_an_empty_column_the_deepest_face_up_king_goes_and_a_count_names_another():
    game = make_game("scorpion", ["3c KD 7S KH 2C", ""])
    moves = game.legal_moves()
    assert {"1>2", "1>2:2"} <= set(moves) and "1>2:4" not in moves and "1>2:1" not in moves
    game.play("1>2:2")
    assert cards_of(game, 2) == ["KH", "2C"] and cards_of(game, 1) == ["3C", "KD", "7S"]
    game.undo()
    game.play("1>2")
    assert cards_of(game, 2) == ["KD", "7S", "KH", "2C"] and game.position.columns[0].hidden == 0


def test_any_face_up_card_lifts_with_whatever_lies_on_it_but_face_down_cards_never_move():
    game = make_game("scorpion", ["7d 8d 9d 5S 3C JH", "6S", "TD"])
    assert game.liftable("1") == 3
    with pytest.raises(IllegalMove, match="column 1 has only 3 face-up cards"):
        game.play("1>3:4")  # the nine of diamonds is face down
    game.play("1>2")
    assert cards_of(game, 2) == ["6S", "5S", "3C", "JH"]
    assert game.position.columns[0].hidden == 2 and tops(game)[0] == "9D"  # turned over by itself
    game.play("1>3")
    assert cards_of(game, 3) == ["TD", "9D"]


def test_the_deal_is_allowed_with_an_empty_column_and_puts_three_cards_face_up_on_columns_1_to_3():
    game = make_game("scorpion", ["KS", "", "7h 2C", "5D"], stock="9H 4C QD")
    assert game.legal_moves()[-1] == "d" and game.variant.dealt_columns(game.position) == (1, 2, 3)
    game.play("d")
    assert tops(game)[:4] == ["9H", "4C", "QD", "5D"]
    assert [len(column) for column in game.position.columns[:4]] == [2, 1, 3, 1]
    assert game.position.columns[2].hidden == 1 and game.moves == 1 and not game.position.stock
    assert not game.can_undo and not game.undo()
    with pytest.raises(IllegalMove, match="the stock is empty: its one deal is done"):
        game.play("d")


def test_a_run_from_king_to_ace_of_one_suit_leaves_by_itself():
    game = make_game("scorpion", [HEARTS_TO_TWO, "4C AH 9S", "5C"])
    game.play("2>1")  # the ace takes the nine above it along: the run is not on top
    assert game.completed == 0 and tops(game)[0] == "9S"
    game = make_game("scorpion", [HEARTS_TO_TWO, "4C AH", "5C"])
    game.play("2>1")
    assert game.position.done == ("H",) and cards_of(game, 1) == [] and game.moves == 1


def test_a_finished_run_uncovered_by_a_move_leaves_too():
    # The ace went on with a card above it; when that card moves on, the run is on top and leaves.
    game = make_game("scorpion", [HEARTS_TO_TWO + " AH 5C", "6C"])
    assert game.completed == 0
    game.play("1>2")
    assert game.position.done == ("H",) and cards_of(game, 1) == [] and cards_of(game, 2) == ["6C", "5C"]
    assert game.undo() and cards_of(game, 1)[-2:] == ["AH", "5C"] and game.completed == 0


def test_runs_finished_on_both_columns_of_one_move_leave_in_column_order():
    # The ace of clubs finishes the clubs and uncovers the spades: two runs leave at once.
    spades, clubs = HEARTS_TO_TWO.replace("H", "S") + " AS AC", HEARTS_TO_TWO.replace("H", "C")
    game = make_game("scorpion", [spades, clubs])
    game.play("1>2")
    assert game.position.done == ("S", "C") and not any(game.position.columns)
    game = make_game("scorpion", [clubs, spades])
    game.play("2>1")
    assert game.position.done == ("C", "S")


def test_four_runs_win():
    game = make_game("scorpion", [HEARTS_TO_TWO, "AH"], done="S D C")
    game.play("2>1")
    assert game.won and game.completed == 4


def test_the_opening_has_seven_columns_of_seven_and_three_cards_in_the_stock():
    game = new_game("scorpion", "2026")
    assert [len(column) for column in game.position.columns] == [7] * 7
    assert [column.hidden for column in game.position.columns] == [3, 3, 3, 3, 0, 0, 0]
    assert len(game.position.stock) == 3 and game.variant.stock_count(game.position) == 1
    assert "d" in game.legal_moves()


def test_drops_offer_each_column_a_card_of_the_pick_fits():
    game = make_game("scorpion", ["KC 5H 9C 2D", "6H", "TC", "3D", "", "KH", "KS"])
    assert game.liftable("1") == 4
    drops = {target: str(move) for target, move in game.drops("1", 4).items()}
    assert drops == {2: "1>2", 3: "1>3", 4: "1>4", 5: "1>5"}
    assert {target: str(move) for target, move in game.drops("1", 2).items()} == {3: "1>3", 4: "1>4"}


def test_the_hint_builds_in_suit():
    game = make_game("scorpion", ["KC 5H 9C", "6H", "6S", "TC"])
    assert hint(game) in {"1>2", "1>4"}
