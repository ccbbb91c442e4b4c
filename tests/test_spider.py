"""Spider, rule by rule: the rule book's, and our choices where it is silent (docs/rules.md)."""

from collections import Counter

import pytest

from builders import make_game, observe, tops
from solitaire import VARIANTS, IllegalMove, new_game

FULL_RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
TEN_ROW = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH"


@pytest.mark.parametrize(
    ("tier", "suits"), [("1", {"S": 104}), ("2", {"S": 52, "H": 52}), ("4", dict.fromkeys("SHDC", 26))]
)
def test_each_tier_deals_104_cards_of_its_suits_with_every_rank_equally(tier, suits):
    game = new_game("spider", f"12345-{tier}")
    position = game.position
    every = [c for col in position.columns for c in col.cards] + list(position.stock)
    assert Counter(c.suit for c in every) == suits
    assert Counter(c.rank for c in every) == dict.fromkeys(range(1, 14), 8)


@pytest.mark.parametrize("tier", ["1", "2", "4"])
def test_opening_has_ten_columns_of_six_and_five_with_only_tops_face_up(tier):
    position = new_game("spider", f"99-{tier}").position
    assert [len(col) for col in position.columns] == [6] * 4 + [5] * 6
    assert [col.hidden for col in position.columns] == [5] * 4 + [4] * 6
    assert sum(col.hidden for col in position.columns) == 44
    assert len(position.stock) == 50


def test_the_same_number_under_two_tiers_is_two_different_decks():
    one = new_game("spider", "7-2").position
    other = new_game("spider", "7-4").position
    assert one.stock != other.stock


def test_landing_ignores_suit_and_needs_exactly_one_rank_higher():
    game = make_game("spider-4", ["8C", "7D", "6H"])
    assert "2>1" in game.legal_moves()
    assert "3>1" not in game.legal_moves()
    with pytest.raises(IllegalMove, match="one rank higher"):
        game.play("3>1")
    game.play("2>1")
    assert [str(c) for c in game.position.columns[0].cards] == ["8C", "7D"]


def test_an_empty_column_takes_any_card():
    game = make_game("spider-4", ["5D", "KC"])
    game.play("1>3")
    game.play("2>1")
    assert tops(game)[:3] == ["KC", "", "5D"]


def test_lifting_a_mixed_suit_pile_is_refused_but_its_top_card_moves_alone():
    game = make_game("spider-4", ["9C 8D 7D 6S", "9H"])
    with pytest.raises(IllegalMove, match="only a run of one suit moves together"):
        game.play("1>2")  # the 8D would fit, but the 6S is not of its suit
    game.play("1>3")
    assert tops(game)[:3] == ["7D", "9H", "6S"]


def test_a_run_of_one_suit_moves_together_onto_any_suit():
    game = make_game("spider-4", ["9C 8D 7D 6D", "9H"])
    game.play("1>2")
    assert [str(c) for c in game.position.columns[1].cards] == ["9H", "8D", "7D", "6D"]
    assert game.moves == 1


def test_the_player_may_take_fewer_cards_of_a_run():
    game = make_game("spider-2", ["8S 7S 6S 5S", "7H", ""])
    legal = game.legal_moves()
    assert {"1>3:1", "1>3:2", "1>3:3", "1>3"} <= set(legal)
    assert "1>3:4" not in legal  # the whole run is written without a count
    game.play("1>3:2")
    assert [str(c) for c in game.position.columns[2].cards] == ["6S", "5S"]
    game.play("3>2")
    assert [str(c) for c in game.position.columns[1].cards] == ["7H", "6S", "5S"]


def test_a_counted_move_onto_a_card_must_fit_that_card():
    game = make_game("spider-1", ["8S 7S 6S", "8S"])
    with pytest.raises(IllegalMove, match="one rank higher"):
        game.play("1>2:1")
    game.play("1>2:2")
    assert tops(game)[:2] == ["8S", "6S"]


def test_to_an_empty_column_the_longest_movable_run_goes():
    game = make_game("spider-2", ["3H 9S 8S 7S"])
    game.play("1>2")
    assert [str(c) for c in game.position.columns[1].cards] == ["9S", "8S", "7S"]


def test_a_face_down_card_turns_over_when_it_becomes_the_top():
    game = make_game("spider-1", ["4s 9s 5S", "6S"])
    game.play("1>2")
    assert game.position.columns[0].hidden == 1
    assert game.to_text().splitlines()[-10] == "1: 4s 9S"


def test_face_down_cards_never_move():
    game = make_game("spider-1", ["7s 6S", "8S", ""])
    assert "1>2" not in game.legal_moves()  # only the 6S is face up
    with pytest.raises(IllegalMove):
        game.play("1>3:2")


def test_a_finished_run_leaves_by_itself_without_counting_a_move():
    game = make_game("spider-1", ["4s KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "3s AS"])
    game.play("2>1")
    assert game.position.done == ("S",)
    assert game.completed == 1
    assert game.moves == 1
    assert tops(game)[:2] == ["4S", "3S"]


def test_the_spider_worked_example():
    """A run from king to two, its ace on another column: the run completes, both columns
    turn over, the move counter rises by one, and one undo restores everything."""
    game = make_game("spider-4", ["qd 5c " + FULL_RUN.replace(" AS", ""), "7h AS", "9D"], moves=10)
    before = observe(game)
    game.play("2>1")
    assert game.completed == 1
    assert [(str(c.top), c.hidden) for c in game.position.columns[:2]] == [("5C", 1), ("7H", 0)]
    assert game.moves == 11
    assert game.undo()
    assert game.undos == 1
    assert observe(game)[:1] == before[:1]
    assert game.moves == 10
    assert game.position.columns[0].hidden == 2 and game.position.columns[1].hidden == 1


def test_eight_runs_win():
    game = make_game("spider-1", [FULL_RUN.replace(" AS", ""), "AS"], done="S S S S S S S")
    assert not game.won
    game.play("2>1")
    assert game.won
    assert not game.stuck  # a won game is not stuck


def test_a_deal_puts_one_face_up_card_on_every_column_and_counts_one_move():
    game = make_game("spider-2", ["5s KS"] * 10, stock=TEN_ROW + " " + TEN_ROW)
    game.play("d")
    assert tops(game) == TEN_ROW.split()
    assert all(col.hidden == 1 for col in game.position.columns)
    assert len(game.position.stock) == 10
    assert game.moves == 1


def test_a_deal_is_refused_while_a_column_is_empty():
    game = make_game("spider-2", ["KS"] * 9 + [""], stock=TEN_ROW)
    assert "d" not in game.legal_moves()
    before = observe(game)
    with pytest.raises(IllegalMove, match="fill every column before dealing"):
        game.play("d")
    assert observe(game) == before


def test_no_deal_when_the_stock_is_empty():
    game = make_game("spider-1", ["KS"] * 10)
    with pytest.raises(IllegalMove, match="stock is empty"):
        game.play("d")


def test_runs_finished_by_a_deal_leave_in_column_order():
    partial = FULL_RUN.replace(" AS", "")
    columns = ["KH"] * 10
    columns[2] = "3h " + partial.replace("S", "H")
    columns[6] = "4s " + partial
    row = "2S 2S AH 2S 2S 2S AS 2S 2S 2S"
    game = make_game("spider-2", columns, stock=row)
    game.play("d")
    assert game.position.done == ("H", "S")
    assert tops(game)[2] == "3H" and tops(game)[6] == "4S"
    assert game.moves == 1


def test_a_deal_cannot_be_undone_but_moves_after_it_can():
    game = make_game("spider-1", ["9S"] * 9 + ["8S"], stock="4S" + " 5S" * 9)
    game.play("10>1")
    game.play("1>10:1")
    game.play("d")
    assert not game.can_undo
    assert not game.undo()
    assert game.undos == 0
    game.play("1>2")
    assert game.undo()
    assert not game.undo()
    assert game.moves == 3 and game.undos == 1


def test_undo_takes_back_moves_one_at_a_time_and_redo_replays_them():
    game = make_game("spider-4", ["9C", "8D", "7S", "6H"])
    start = observe(game)
    game.play("2>1")
    middle = observe(game)
    game.play("3>1")
    end = observe(game)
    assert game.undo() and game.undo()
    assert observe(game)[0] == start[0] and game.moves == 0 and game.undos == 2
    assert not game.undo()
    assert game.redo()
    assert observe(game)[0] == middle[0] and game.moves == 1 and game.undos == 2
    assert game.redo()
    assert observe(game)[0] == end[0] and game.moves == 2
    assert not game.redo()


def test_a_new_move_after_undo_forgets_the_undone_moves():
    game = make_game("spider-4", ["9C", "8D", "8H"])
    game.play("2>1")
    game.undo()
    game.play("3>1")
    assert not game.redo()
    assert game.record == ["3>1"]


def test_stuck_when_the_stock_is_empty_and_no_card_can_move():
    game = make_game("spider-4", ["9C", "9D", "3H", "KS", "KS", "KH", "KD", "QS 5H", "JH", "7C"])
    assert game.legal_moves() == []
    assert game.stuck
    lively = make_game("spider-4", ["9C"] * 9 + ["8C"])
    assert not lively.stuck


def test_spider_variants_are_one_family_with_data():
    tiers = [VARIANTS[f"spider-{n}"] for n in (1, 2, 4)]
    assert [v.suits for v in tiers] == ["S", "SH", "SHDC"]
    assert {type(v) for v in tiers} == {type(VARIANTS["beetle"])}
