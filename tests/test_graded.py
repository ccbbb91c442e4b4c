"""Deals by difficulty: the pools reproduce from the solver's figures kept with the tests, the
figures from the solver, and every graded deal is won by its kept line.

The candidates were searched ahead of time by scripts/graded_deals.py, and are kept in
tests/data/graded/ with their figures and winning lines; replaying a line is cheap, searching
again is not: only a sample of candidates is searched again.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from graded_deals import (
    FIXED,
    LINES,
    SOLVED,
    TABLE,
    Searched,
    bounds,
    grade,
    read_searched,
    search_candidate,
    write_table,
)
from solitaire import VARIANTS, Game, new_game, parse_deal
from solitaire.graded import GRADES, candidate, grade_of, graded_deals, grades_of, stats_key
from solitaire.graded_table import POOLS


@cache
def searched(variant_id: str) -> tuple[Searched, ...]:
    return tuple(read_searched(LINES, variant_id))


def test_the_table_is_what_the_script_writes_from_the_candidates_searched(tmp_path) -> None:
    written = tmp_path / "graded_table.py"
    write_table(LINES, written)
    assert written.read_text() == TABLE.read_text()


@pytest.mark.parametrize("variant_id", SOLVED)
def test_each_pool_is_the_won_candidates_placed_by_the_positions_their_first_win_took(variant_id: str) -> None:
    candidates = searched(variant_id)
    limits = bounds(list(candidates))
    pools = {name: tuple(map(int, numbers.split())) for name, numbers in POOLS.get(variant_id, {}).items()}
    if limits is None:
        assert pools == {}
        return
    assert tuple(pools) == GRADES[: len(limits) + 1]
    by_number = {int(each.code.split("-")[0]): each for each in candidates}
    for n, name in enumerate(pools):
        low, high = ([0, *limits][n], [*limits, None][n])
        for number in pools[name]:
            each = by_number[number]
            assert each.verdict == "won"
            assert each.expanded > low or n == 0
            assert high is None or each.expanded <= high
    won = sum(each.verdict == "won" for each in candidates)
    assert sum(map(len, pools.values())) == won  # every deal won is in a pool, once


@pytest.mark.parametrize("variant_id", SOLVED)
def test_every_graded_deal_is_won_by_its_kept_line(variant_id: str) -> None:
    for each in searched(variant_id):
        assert parse_deal(VARIANTS[variant_id].game, each.code) == (VARIANTS[variant_id], candidate(variant_id, each.k))
        if each.verdict != "won":
            assert each.line == ()
            continue
        game = new_game(VARIANTS[variant_id].game, each.code)
        for move in each.line:
            game.play(move)
        assert game.won, f"{variant_id} {each.code}"
        assert len(each.line) <= each.first


def test_the_bounds_split_the_first_wins_in_thirds_or_with_an_expert_tenth() -> None:
    def made(expanded: list[int]) -> list[Searched]:
        return [Searched(k, str(k), "won", positions, 1, 10, ("x",)) for k, positions in enumerate(expanded)]

    even = made([100 * (k + 1) for k in range(FIXED)])
    assert bounds(even) == (2100, 4100)
    assert grade(even) == {"easy": tuple(range(21)), "medium": tuple(range(21, 41)), "hard": tuple(range(41, 60))}
    tailed = made([100 + k for k in range(54)] + [5000 + k for k in range(6)])
    assert bounds(tailed) == (118, 136, 5000)
    assert grade(tailed)["expert"] == (55, 56, 57, 58, 59)  # above the tenth's bound
    assert bounds(made([100 + k for k in range(FIXED)])) is None  # 100 to 159: no range to grade by
    assert bounds(even[: FIXED - 1]) is None  # too few searched yet
    lost = [replace(each, verdict="unknown", line=()) for each in even]
    assert grade(lost) == {}


# A search of a second each but Beehive's: `make quick` takes Beehive's alone.
QUICK_SAMPLE = [
    pytest.param("spider-1", 0, marks=pytest.mark.slow),
    ("beehive", 0),
    pytest.param("will-o-the-wisp-1", 1, marks=pytest.mark.slow),
]


@pytest.mark.parametrize(("variant_id", "k"), QUICK_SAMPLE)
def test_a_candidate_s_figures_come_again_from_a_fresh_search(variant_id: str, k: int) -> None:
    kept, fresh = searched(variant_id)[k], search_candidate(variant_id, k)
    assert (fresh.code, fresh.verdict, fresh.expanded, fresh.searches, fresh.first) == (
        kept.code,
        kept.verdict,
        kept.expanded,
        kept.searches,
        kept.first,
    )


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", SOLVED)
def test_the_figures_of_each_game_s_candidates_come_again_from_fresh_searches(variant_id: str) -> None:
    for k in (3, 17, 41):
        kept, fresh = searched(variant_id)[k], search_candidate(variant_id, k)
        assert (fresh.verdict, fresh.expanded, fresh.first) == (kept.verdict, kept.expanded, kept.first)


def test_a_graded_deal_is_an_ordinary_deal_with_its_grade() -> None:
    graded = [variant_id for variant_id in SOLVED if grades_of(variant_id)]
    assert len(graded) >= 12
    for variant_id in graded:
        variant = VARIANTS[variant_id]
        for name in grades_of(variant_id):
            for code in graded_deals(variant_id, name):
                assert parse_deal(variant.game, code) == (variant, int(code.split("-")[0]))
                assert grade_of(variant_id, code) == name
    assert grade_of("spider-1", "5-1") is None
    assert grade_of("spider-1", None) is None
    with pytest.raises(ValueError, match="no 'impossible' deals"):
        graded_deals("spider-1", "impossible")
    assert stats_key("spider-4", "easy") == "spider-4:easy"
    assert isinstance(new_game("spider", graded_deals("spider-4", "hard")[0]), Game)
