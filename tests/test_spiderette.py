"""Spiderette and Will o' the Wisp, rule by rule (the rule book's "Spiderette" and "Will o' the
Wisp", and docs/rules.md): Spider's building on seven columns, and a stock dealt seven at a time,
the last three onto columns 1 to 3, never while a column is empty."""

import pytest

from builders import make_game, observe, tops
from solitaire import IllegalMove, new_game

SEVEN = "AH 2H 3H 4H 5H 6H 7H"
FULL_RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


@pytest.mark.parametrize(("game", "deals"), [("spiderette", 4), ("will-o-the-wisp", 5)])
@pytest.mark.parametrize("tier", ["1", "2", "4"])
def test_the_stock_deals_rows_of_seven_then_its_last_three_onto_columns_1_to_3(game, deals, tier):
    play = new_game(game, f"12-{tier}")
    sizes = [len(column) for column in play.position.columns]
    for deals_left in range(deals, 1, -1):
        assert play.variant.stock_count(play.position) == deals_left
        play.play("d")
        sizes = [size + 1 for size in sizes]
        assert [len(column) for column in play.position.columns] == sizes
    assert len(play.position.stock) == 3 and play.variant.dealt_columns(play.position) == (1, 2, 3)
    stock = play.position.stock
    play.play("d")  # the short deal
    assert [len(column) for column in play.position.columns] == [n + 1 for n in sizes[:3]] + sizes[3:]
    assert [c.top for c in play.position.columns[:3]] == list(stock)
    assert play.variant.stock_count(play.position) == 0 and not play.position.stock
    assert "d" not in play.legal_moves()
    with pytest.raises(IllegalMove, match=f"the stock is empty: all {deals} deals are done"):
        play.play("d")
    assert play.moves == deals


def test_a_deal_puts_one_face_up_card_on_each_of_the_seven_columns_and_counts_one_move():
    game = make_game("spiderette-2", ["5s KS"] * 7, stock=SEVEN + " 8H 9H TH")
    game.play("d")
    assert tops(game) == SEVEN.split()
    assert all(column.hidden == 1 for column in game.position.columns)
    assert game.moves == 1 and [str(c) for c in game.position.stock] == ["8H", "9H", "TH"]


def test_the_short_last_deal_goes_onto_columns_1_to_3_only():
    game = make_game("spiderette-4", ["KS"] * 7, stock="8H 9D TC")
    game.play("d")
    assert tops(game) == ["8H", "9D", "TC", "KS", "KS", "KS", "KS"]
    assert [len(column) for column in game.position.columns] == [2, 2, 2, 1, 1, 1, 1]
    assert game.moves == 1 and not game.position.stock


@pytest.mark.parametrize("stock", [SEVEN, "8H 9D TC"])
@pytest.mark.parametrize("variant", ["spiderette-1", "will-o-the-wisp-4"])
def test_every_deal_the_short_one_included_is_refused_while_any_column_is_empty(variant, stock):
    # Column 7 is empty: the short deal would not even reach it, and is refused all the same.
    game = make_game(variant, ["KS"] * 6 + [""], stock=stock)
    assert "d" not in game.legal_moves()
    before = observe(game)
    with pytest.raises(IllegalMove, match="fill every column before dealing"):
        game.play("d")
    assert observe(game) == before


def test_a_deal_cannot_be_undone_but_moves_after_it_can():
    game = make_game("will-o-the-wisp-2", ["9S"] * 6 + ["8S"], stock="4S 5S 5S 5S 5S 5S 5S")
    game.play("7>1")
    game.play("1>7:1")
    game.play("d")
    assert not game.can_undo and not game.undo()
    game.play("1>2")
    assert game.undo() and not game.undo()
    assert game.moves == 3 and game.undos == 1


def test_runs_finished_by_the_short_deal_leave_in_column_order():
    partial = FULL_RUN.replace(" AS", "")
    game = make_game(
        "spiderette-2",
        ["3h " + partial.replace("S", "H"), "KS", "4s " + partial, "KH", "KH", "KH", "KH"],
        stock="AH QH AS",
    )
    game.play("d")
    assert game.position.done == ("H", "S")
    assert tops(game)[:3] == ["3H", "QH", "4S"]
    assert game.position.columns[0].hidden == 0 and game.moves == 1


def test_spiders_building_holds_on_seven_columns():
    game = make_game("will-o-the-wisp-4", ["8C", "7D", "6H 5S", "9C 8D 7D 6S", ""])
    assert "2>1" in game.legal_moves()  # landing ignores suit
    with pytest.raises(IllegalMove, match="one rank higher"):
        game.play("3>1")
    with pytest.raises(IllegalMove, match="only a run of one suit moves together"):
        game.play("4>1:3")
    game.play("3>5")  # an empty column takes any card
    assert tops(game)[:5] == ["8C", "7D", "6H", "6S", "5S"]
    with pytest.raises(IllegalMove, match="there is no column 8: columns are 1 to 7"):
        game.play("1>8")


def test_four_runs_win():
    game = make_game("spiderette-1", [FULL_RUN.replace(" AS", ""), "AS"], done="S S S")
    assert not game.won and game.variant.goal == 4
    game.play("2>1")
    assert game.won and game.completed == 4 and not game.stuck


def test_face_down_cards_turn_over_when_they_become_the_top():
    game = new_game("will-o-the-wisp", "3-1")
    move = next(m for m in game.legal_moves() if m != "d")
    source = int(move.split(">")[0]) - 1
    hidden = game.position.columns[source].hidden
    game.play(move)
    assert game.position.columns[source].hidden == min(hidden, len(game.position.columns[source]) - 1)
    assert all(len(column) == 0 or column.hidden < len(column) for column in game.position.columns)
