"""Deals by difficulty at the table: the menu's grades start a deal of the game's pool, the deal
on the table shows its grade however it was opened, and its games count in its grade's
statistics too."""

from __future__ import annotations

import pytest

from recording_screen import table_of
from solitaire import VARIANTS
from solitaire.graded import grade_of, graded_deals, grades_of, stats_key
from solitaire.stats import Record, Result
from table.play.links import graded_game, open_link
from table.show.stats import stats_table_html
from table.storage.schema import ShapeError, read_stats


def test_a_grade_chosen_deals_from_its_pool_and_the_table_shows_the_grade():
    table, screen = table_of("spider", "7-1")
    assert screen.sent["chrome"]["grades"] == list(grades_of("spider-1"))
    table.router.control({"action": "graded", "choice": "hard"})
    deal = table.playing.deal
    assert deal in graded_deals("spider-1", "hard")
    assert screen.state.notes.grade == "hard"
    assert screen.sent["notes"]["grade"] == ("hard", "Hard deal")
    assert screen.sent["once"].get("closeMenu")
    table.router.act("new")  # a random deal: no grade (one in 2**32 would be in a pool)
    assert screen.state.notes.grade == grade_of("spider-1", table.playing.deal) is None
    assert screen.sent["notes"]["grade"] is None


def test_a_game_with_no_pools_offers_no_grades():
    _, screen = table_of("scorpion", "7")
    assert screen.sent["chrome"]["grades"] == []


@pytest.mark.parametrize("choice", ["impossible", "", "__proto__", None, "expert" * 40])
def test_a_grade_the_game_does_not_have_changes_nothing_and_says_so(choice):
    table, screen = table_of("scorpion", "7") if choice is None else table_of("spider", "7-1")
    before = table.playing.deal
    event = {"action": "graded"} if choice is None else {"action": "graded", "choice": choice}
    table.router.control(event)
    assert table.playing.deal == before
    told = screen.sent["once"]["told"]["text"]
    assert told == VARIANTS[table.game.variant.id].title + " has no deals of that difficulty."
    assert len(told) < 140


def test_a_new_graded_deal_is_one_not_played_lately_and_never_the_one_on_the_table():
    variant = VARIANTS["spider-4"]
    pool = graded_deals("spider-4", "easy")
    left = pool[-1]
    played: set[str | None] = set(pool[:-1])
    assert {graded_game(variant, "easy", played).deal for _ in range(20)} == {left}
    everything: set[str | None] = set(pool)
    dealt = {graded_game(variant, "easy", everything, exclude=pool[0]).deal for _ in range(60)}
    assert pool[0] not in dealt and dealt <= set(pool)  # all played: any but the one on the table


def test_a_link_to_a_graded_deal_shows_its_grade():
    code = graded_deals("beetle", "medium")[0]
    asked = open_link(f"?game=beetle&deal={code}")
    _, screen = table_of("beetle", code)
    assert asked.game.deal == code and screen.state.notes.grade == "medium"


def test_a_graded_game_counts_in_its_grade_s_statistics_as_well_as_its_game_s():
    table, screen = table_of("spider", "7-1")
    table.router.control({"action": "graded", "choice": "easy"})
    first = table.playing.deal
    table.enter(table.games.won)  # counted as a win
    stats = table.data.stats
    assert stats["spider-1"].won == 1 and stats[stats_key("spider-1", "easy")].won == 1
    table.router.control({"action": "graded", "choice": "medium"})
    assert table.playing.deal != first
    table.router.act("stats")
    table.router.control({"statsGame": "spider-1"})
    shown = screen.state.dialogs.stats
    assert shown is not None and shown["game"] == "spider-1"
    html = shown["table"]
    assert 'data-grade="easy"' in html and "Easy deals" in html
    assert html.count("<tr role=row data-variant") == 1
    assert html.count("<tr role=row data-grade") == len(grades_of("spider-1"))
    all_games = stats_table_html(table.data, screen.today(), "all")
    assert "data-grade" not in all_games  # a row per game
    table.data.reset("spider-1")
    assert not any(key.startswith("spider-1") for key in table.data.stats)


def test_the_statistics_of_a_grade_are_read_by_the_validator_and_old_ones_without_still_load():
    record = Record().after(Result(True, 120, 300.0)).to_json()
    assert read_stats({"spider-1": record, "spider-1:easy": record})["spider-1:easy"].won == 1
    assert read_stats({"spider-1": record})["spider-1"].won == 1  # kept before grades: none
    for key in ("spider-1:impossible", "spider-1:", "nothing:easy", "spider-1:easy:easy"):
        with pytest.raises(ShapeError):
            read_stats({key: record})
