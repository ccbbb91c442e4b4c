"""The score, Windows' Spider's rule for every game of the family (docs/rules.md): 500 to start, a
point off each move, 100 for each run or set finished; an undo costs a point and the move it
takes back keeps its cost, unless the player chose that undos cost nothing. Kept with a finished
game, and the best of a game's wins in its statistics."""

from __future__ import annotations

import pytest

from builders import make_game
from solitaire import new_game, score
from solitaire.stats import Record, Result
from table.storage.schema import read_stats

NEAR_WIN = ["KS QS JS TS 9S 8S 7S", "6S 5S 4S", "3S 2S AS"]  # spider-1, seven runs gone: won in 2


def test_a_fresh_deal_scores_500_and_each_move_takes_a_point():
    game = new_game("spider", "41739205-2")
    assert score(game) == 500
    game.play(game.legal_moves()[0])
    game.play(game.legal_moves()[0])
    assert score(game) == 498


def test_an_undo_costs_a_point_and_the_move_it_took_back_keeps_its_cost():
    game = new_game("spider", "41739205-2")
    game.play(game.legal_moves()[0])
    assert game.undo()
    assert score(game) == 498  # the move, and the undo
    assert score(game, undos_count=False) == 500  # undos free: the move's point comes back
    game.redo()
    assert score(game) == 497 and score(game, undos_count=False) == 499


@pytest.mark.parametrize("variant", ["spider-1", "beetle", "spiderette-1", "will-o-the-wisp-1", "scorpion"])
def test_a_run_finished_is_worth_100(variant):
    game = make_game(variant, ["KS QS JS TS 9S 8S 7S", "6S 5S 4S 3S 2S AS"], moves=40)
    before = score(game)
    game.play("2>1")
    assert game.completed == 1 and score(game) == before + 100 - 1


def test_the_won_near_win_scores_as_windows_counts_it():
    game = make_game("spider-1", NEAR_WIN, done="S S S S S S S")
    game.play("2>1")
    game.play("3>1")
    assert game.won and score(game) == 500 + 8 * 100 - 2


def test_a_beehive_set_is_worth_what_a_run_is():
    game = make_game("beehive", ["5S 5H 5D", "9D", "KC", "2C", "3C", "4C"], reserve="7C", waste="5C")
    game.play("w>1")
    assert game.completed == 1 and score(game) == 500 + 100 - 1


def test_a_long_game_falls_below_zero():
    game = make_game("spider-1", ["KS", "QH"], moves=650)
    assert score(game) == -150


def test_the_best_score_is_of_wins_without_help_and_a_loss_sets_none():
    record = Record().after(Result(True, 100, 60.0, score=1100))
    record = record.after(Result(True, 90, 50.0, score=1150)).after(Result(True, 80, 40.0, score=1120))
    assert record.best_score == 1150
    assert record.after(Result(True, 10, 5.0, helped=True, score=1290)).best_score == 1150
    assert record.after(Result(False, 300, 600.0, score=200)).best_score == 1150
    assert Record().after(Result(False, 3, 5.0, score=497)).best_score is None


def test_statistics_kept_before_scores_load_with_none_and_a_win_then_sets_one():
    old = {"spider-1": {"played": 3, "won": 2, "streak": 1, "best_streak": 2, "fewest_moves": 120, "fastest": 300.0}}
    record = read_stats(old)["spider-1"]
    assert record.best_score is None
    assert record.after(Result(True, 130, 400.0, score=1070)).best_score == 1070


@pytest.mark.parametrize(
    "best", [1e300, 2.5, "1100", True, 10**12, -(10**12)], ids=["huge", "fraction", "text", "bool", "big", "low"]
)
def test_a_best_score_that_is_not_one_is_refused(best):
    stored = {"played": 1, "won": 1, "streak": 1, "best_streak": 1, "fewest_moves": 9, "fastest": 9.0}
    with pytest.raises(ValueError):
        read_stats({"spider-1": {**stored, "best_score": best}})


def test_a_best_score_with_no_win_of_its_own_is_refused():
    stored = {"played": 1, "won": 0, "streak": 0, "best_streak": 0, "fewest_moves": None, "fastest": None}
    with pytest.raises(ValueError, match="best score"):
        read_stats({"spider-1": {**stored, "best_score": 700}})
