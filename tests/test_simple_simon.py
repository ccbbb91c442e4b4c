"""Simple Simon and Mrs. Mop, rule by rule (the rule book's "Simple Simon" and "Mrs. Mop", and
docs/rules.md): every card dealt face up at the start, no stock, Spider's building, and undo without
limit."""

import pytest

from builders import make_game, observe, tops
from solitaire import IllegalMove, from_text, new_game
from solitaire.hints import hint, stalled

FULL_RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


@pytest.mark.parametrize("game", ["simple-simon", "mrs-mop"])
def test_there_is_no_stock_and_nothing_to_deal(game):
    play = new_game(game, "5")
    assert not play.position.stock and not play.variant.has_stock
    assert "d" not in play.legal_moves() and not play.can_deal
    before = observe(play)
    name = play.variant.game_name
    with pytest.raises(IllegalMove, match=f"^{name} has no stock: there is nothing to deal$"):
        play.play("d")
    assert observe(play) == before
    assert "Stock" not in play.to_text()  # the key is absent: there is no stock to write
    assert from_text(play.to_text().replace("Done:", "Done:\nStock:")).position == play.position  # or empty


def test_an_empty_column_takes_any_card_or_run_and_the_player_may_take_part_of_a_run():
    game = make_game("simple-simon", ["KC 9H 8H 7H", "5D", ""])
    assert {"1>3:1", "1>3:2", "1>3", "2>3"} <= set(game.legal_moves())
    game.play("1>3:2")
    assert [str(c) for c in game.position.columns[2].cards] == ["8H", "7H"]
    game.play("3>1")  # back onto the nine: the run that fits moves
    game.play("1>3")  # into an empty column, the whole run
    assert [str(c) for c in game.position.columns[2].cards] == ["9H", "8H", "7H"] and tops(game)[0] == "KC"


def test_landing_ignores_suit_and_lifting_takes_only_runs_of_one_suit():
    game = make_game("mrs-mop", ["7C", "KH 6D 5C", "KH 6D 5D 4D", "6H"])
    with pytest.raises(IllegalMove, match="only a run of one suit moves together"):
        game.play("2>1:2")
    game.play("3>1")  # a run of diamonds onto a club
    assert [str(c) for c in game.position.columns[0].cards] == ["7C", "6D", "5D", "4D"]
    game.play("2>4")  # the top card alone goes on any card one rank higher
    assert tops(game)[:4] == ["4D", "6D", "KH", "5C"] and game.moves == 2


def test_undo_is_unlimited_back_to_the_opening():
    game = new_game("simple-simon", "17")
    opening = observe(game)
    played = 0
    for step in range(40):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[step % len(legal)])
        played += 1
    assert played > 5
    while game.undo():
        pass
    assert observe(game)[0] == opening[0] and game.moves == 0 and game.undos == played
    while game.redo():
        pass
    assert game.moves == played


def test_four_runs_win_simple_simon_and_eight_mrs_mop():
    simon = make_game("simple-simon", [FULL_RUN.replace(" AS", ""), "AS"], done="H D C")
    simon.play("2>1")
    assert simon.won and simon.completed == 4
    mop = make_game("mrs-mop", [FULL_RUN.replace(" AS", ""), "AS"], done="S H H D D C C")
    mop.play("2>1")
    assert mop.won and mop.completed == 8
    assert len(mop.position.columns) == 13


def test_thirteen_columns_are_numbered_1_to_13():
    game = make_game("mrs-mop", ["8C"] + [""] * 11 + ["7D"])
    game.play("13>1")
    assert tops(game)[0] == "7D"
    with pytest.raises(IllegalMove, match="there is no column 14: columns are 1 to 13"):
        game.play("1>14")
    lines = game.to_text().splitlines()
    assert lines[-13:] == ["1: 8C 7D"] + [f"{n}:" for n in range(2, 14)]
    opening = new_game("mrs-mop", "9")
    assert from_text(opening.to_text()).position == opening.position


def test_a_game_with_no_move_left_is_stuck_and_stalled():
    game = make_game("simple-simon", ["9C", "9D", "3H", "KS", "KS", "KH", "KD", "QS 5H", "JH", "7C"])
    assert game.legal_moves() == [] and game.stuck and stalled(game) and hint(game) is None
