"""Statistics arithmetic and the challenge verdict."""

import pytest

from solitaire.challenge import Score, parse_score, verdict
from solitaire.stats import Record, Result, stats_to_json
from table.storage.schema import read_stats

WIN = Result(True, 120, 300.0)
LOSS = Result(False, 40, 90.0)


def test_a_win_counts_played_won_streak_and_best_results():
    record = Record().after(WIN).after(Result(True, 150, 200.0))
    assert (record.played, record.won, record.streak, record.best_streak) == (2, 2, 2, 2)
    assert record.fewest_moves == 120 and record.fastest == 200.0  # each best on its own
    assert record.win_rate == 1.0


def test_a_loss_ends_the_streak_but_keeps_the_best():
    record = Record().after(WIN).after(WIN).after(LOSS).after(WIN)
    assert (record.played, record.won, record.streak, record.best_streak) == (4, 3, 1, 2)
    assert record.win_rate == 0.75
    assert Record().after(LOSS).fewest_moves is None and Record().win_rate == 0.0


def test_records_round_trip_and_nonsense_is_refused():
    stats = {"beetle": Record().after(WIN).after(LOSS), "spider-2": Record().after(LOSS)}
    assert read_stats(stats_to_json(stats)) == stats
    good = stats_to_json(stats)["beetle"]
    for bad in (
        {**good, "won": 5},  # more wins than games
        {**good, "played": -1},
        {**good, "played": True},
        {**good, "fewest_moves": None},  # a win without its moves
        {**good, "extra": 1},
        {**good, "best_streak": 0, "streak": 1},
        "seven",
    ):
        with pytest.raises(ValueError):
            read_stats({"beetle": bad})
    with pytest.raises(ValueError, match="klondike"):
        read_stats({"klondike": good})


def test_a_win_with_help_counts_as_a_win_and_says_so_but_sets_no_best():
    helped = Result(True, 80, 100.0, helped=True)
    record = Record().after(helped)
    assert (record.played, record.won, record.helped, record.streak) == (1, 1, 1, 1)
    assert record.fewest_moves is None and record.fastest is None  # the bests are the player's own
    record = record.after(WIN).after(helped)
    assert (record.won, record.helped, record.fewest_moves, record.fastest) == (3, 2, 120, 300.0)
    assert read_stats(stats_to_json({"spider-1": record})) == {"spider-1": record}
    old = {k: v for k, v in stats_to_json({"spider-1": Record().after(WIN)})["spider-1"].items() if k != "helped"}
    assert read_stats({"spider-1": old})["spider-1"].helped == 0  # kept before wins with help were told apart
    only_helped = stats_to_json({"spider-1": Record().after(helped)})["spider-1"]
    for bad in (
        {**only_helped, "helped": 2},  # more wins with help than wins
        {**only_helped, "helped": 0},  # a win of the player's own, but no best
        {**only_helped, "fewest_moves": 80, "fastest": 100.0},  # a best from a win with help alone
    ):
        with pytest.raises(ValueError):
            read_stats({"spider-1": bad})


@pytest.mark.parametrize(
    ("mine", "theirs", "outcome"),
    [
        (Score(100, 500), Score(112, 300), "win"),  # fewer moves wins, whatever the time
        (Score(112, 299), Score(112, 300), "win"),  # equal moves: the faster wins
        (Score(112, 301), Score(112, 300), "loss"),
        (Score(113, 10), Score(112, 300), "loss"),
        (Score(112, 300), Score(112, 300), "draw"),
    ],
)
def test_the_challenge_verdict(mine, theirs, outcome):
    assert verdict(mine, theirs) == outcome


def test_a_score_travels_as_moves_dash_seconds():
    assert parse_score("112-354") == Score(112, 354)
    assert str(Score(112, 354)) == "112-354"
    for bad in ("112", "0-5", "-1-5", "12-05", "a-b", "112-354-1", ""):
        with pytest.raises(ValueError, match="not a result to beat"):
            parse_score(bad)
