"""The deal of the day: the same code for a date in every process, a new deal each day,
every day's deal won by a line that replays through the rules, as long as its par, and a par
no longer than what a fresh search finds.

The winning lines were found by the solver ahead of time (scripts/daily_deals.py), shortened
since (scripts/daily_pars.py), and are kept in tests/data/daily/; replaying them is cheap,
solving again would not be: only a sample of days is searched again.
"""

from __future__ import annotations

import gzip
import subprocess
import sys
import warnings
from datetime import date, timedelta
from functools import cache
from itertools import pairwise
from pathlib import Path

import pytest

from daily_pars import NODES, SECONDS, Done, read_progress
from solitaire import VARIANTS, daily_deal, daily_par, new_game
from solitaire.daily import DIGITS, candidate, has_daily_deal, last_day, table_day
from solitaire.daily_table import CHOICES, FIRST_DAY
from solitaire.solver import search

LINES = Path(__file__).parent / "data" / "daily"
PY = Path(__file__).resolve().parent.parent / "py"
DAYS_AHEAD = 366
WARN_DAYS_LEFT = 90  # the table should be extended before its days come round again
DAILY = [variant_id for variant_id in VARIANTS if has_daily_deal(variant_id)]  # a new game may have none yet
SAMPLE_DAY = date(2027, 2, 17)  # a day scripts/daily_pars.py has gone over for every game
QUICK_NODES = 20_000  # about a second of search: a budget for `make quick`


@cache
def made(variant_id: str) -> dict[date, tuple[int, str, tuple[str, ...]]]:
    """The days the script made: for each, the candidate kept, its deal code and winning line."""
    days = {}
    for text in gzip.decompress((LINES / f"{variant_id}.txt.gz").read_bytes()).decode().splitlines():
        day, k, code, *line = text.split()
        days[date.fromisoformat(day)] = (int(k), code, tuple(line))
    return days


@cache
def shortened(variant_id: str) -> dict[date, Done]:
    """The days scripts/daily_pars.py has gone over, each with what it recorded: budget and pars."""
    return {day: done for (game, day), done in read_progress().items() if game == variant_id}


def table_days(variant_id: str) -> list[date]:
    """Every day of the game's table, from the first."""
    return [FIRST_DAY + timedelta(days=n) for n in range(len(CHOICES[variant_id]))]


def fresh_search(variant_id: str, day: date, nodes: int) -> int:
    """The moves of the line a fresh search of the day's deal finds within `nodes` positions."""
    outcome = search(new_game(VARIANTS[variant_id].game, daily_deal(variant_id, day)), SECONDS, nodes)
    assert outcome.line is not None, f"{variant_id} {day}: the search found no win"
    return len(outcome.line)


def test_a_deal_of_the_day_is_a_deal_code_of_its_game():
    day = date(2026, 11, 30)
    assert daily_deal("spider-4", day).endswith("-4") and daily_deal("spider-1", day).endswith("-1")
    assert daily_deal("beetle", day).isdecimal() and daily_deal("beehive", day).isdecimal()
    assert new_game("spider", daily_deal("spider-2", day)).variant.id == "spider-2"
    with pytest.raises(ValueError, match="has no deal of the day"):
        daily_deal("spider", day)  # a variant id is needed: the game alone names no suit tier


def test_every_game_has_deals_of_the_day_and_one_without_them_would_say_so(monkeypatch):
    assert set(DAILY) == set(CHOICES) == set(VARIANTS)
    monkeypatch.delitem(CHOICES, "scorpion")  # as a game new to the table would be
    with pytest.raises(ValueError, match=r"^there is no deal of the day yet for Scorpion$"):
        daily_deal("scorpion", date(2026, 11, 30))
    assert not has_daily_deal("scorpion") and has_daily_deal("spider-4")


def test_the_candidates_are_pinned():
    # The rule that turns a day into deals never changes: these values are fixed for good.
    assert candidate("spider-4", date(2026, 11, 30), 0) == 2882646457
    assert candidate("beehive", date(2027, 1, 1), 3) == 4263533958


def test_the_same_date_gives_the_same_deal_in_another_process():
    days = [date(2026, 11, 30), date(2027, 6, 1), date(2031, 2, 28), date(2020, 1, 1)]
    here = [daily_deal(v, day) for v in DAILY for day in days]
    script = (
        "from datetime import date\nfrom solitaire.daily import daily_deal\n"
        f"days = [{', '.join(f'date({d.year}, {d.month}, {d.day})' for d in days)}]\n"
        f"print(' '.join(daily_deal(v, day) for v in {DAILY!r} for day in days))"
    )
    env = {"PYTHONPATH": str(PY), "PYTHONHASHSEED": "12345"}
    there = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert there.stdout.split() == here


def test_every_day_made_is_the_deal_the_table_names():
    for variant_id in DAILY:
        days = made(variant_id)
        assert len(days) == len(CHOICES[variant_id]), "the table and the winning lines disagree"
        assert min(days) == FIRST_DAY and max(days) == last_day(variant_id)
        for day, (k, code, _) in days.items():
            assert CHOICES[variant_id][(day - FIRST_DAY).days] == DIGITS[k]
            assert daily_deal(variant_id, day) == code


def test_the_deal_changes_from_day_to_day():
    today = date.today()
    for variant_id in DAILY:
        codes = [daily_deal(variant_id, today + timedelta(days=n)) for n in range(DAYS_AHEAD)]
        distinct = len(set(codes))
        assert distinct == min(DAYS_AHEAD, len(CHOICES[variant_id])), f"{variant_id}: a deal comes back too soon"
        assert all(a != b for a, b in pairwise(codes))


def test_past_the_table_the_days_go_round_it_again():
    for variant_id in DAILY:
        after = last_day(variant_id) + timedelta(days=1)
        assert table_day(variant_id, after) == FIRST_DAY
        assert daily_deal(variant_id, after) == daily_deal(variant_id, FIRST_DAY)
        assert daily_deal(variant_id, FIRST_DAY - timedelta(days=1)) == daily_deal(variant_id, last_day(variant_id))


@pytest.mark.slow  # replays every stored winning line of every game
def test_every_days_par_is_the_length_of_its_stored_line_and_that_line_wins():
    for variant_id in DAILY:
        variant = VARIANTS[variant_id]
        for day, (_, code, line) in made(variant_id).items():
            assert daily_par(variant_id, day) == len(line), f"{variant_id} {day}"
            game = new_game(variant.game, code)
            for move in line:
                game.play(move)
            assert game.won, f"{variant_id} {day} {code}: the stored line does not win"
        after = last_day(variant_id) + timedelta(days=1)
        assert daily_par(variant_id, after) == daily_par(variant_id, FIRST_DAY)  # round the table again
    with pytest.raises(ValueError, match="has no deal of the day"):
        daily_par("spider", FIRST_DAY)


def test_every_deal_of_the_next_366_days_has_a_stored_winning_line():
    # Every stored line replays to a win (the test above), so each deal to come needs one.
    today = date.today()
    for variant_id in DAILY:
        lines = {code: line for _, code, line in made(variant_id).values()}
        for n in range(DAYS_AHEAD):
            code = daily_deal(variant_id, today + timedelta(days=n))
            assert lines.get(code), f"{variant_id} {code}: no winning line is stored"
        days_left = (last_day(variant_id) - today).days
        if days_left < WARN_DAYS_LEFT:
            warnings.warn(
                f"the deals of the day of {variant_id} run out in {days_left} days: "
                "extend them with scripts/daily_deals.py",
                stacklevel=1,
            )


# Every day of the table has been gone over by scripts/daily_pars.py (the last test here), which
# recorded each day's fresh search beside its par: the record is checked against the table
# on every run, and a sample of days is searched again to show the record tells the truth. The
# search gets the budget of positions the script gave the day, what a 10 s search expands
# (daily_pars.NODES: eight seconds of searching, at 24,000 to 65,000 positions a second here),
# not seconds: it is then the very search the script made and compared with, on any machine
# however busy.
def sampled_day(variant_id: str) -> date:
    """One day of the game's table to search again: the games' days are spread over the whole
    table, each game at its own part of it (the first from there whose fresh search won: a search
    that finds none holds the par to nothing)."""
    days = table_days(variant_id)
    start = (2 * DAILY.index(variant_id) + 1) * len(days) // (2 * len(DAILY))
    record = shortened(variant_id)
    searched = [day for day in days[start:] + days[:start] if day in record and record[day].fresh]
    assert searched, f"no day of {variant_id} has been gone over: run scripts/daily_pars.py --variant {variant_id}"
    return searched[0]


@pytest.mark.slow  # a search of about ten seconds for a day of each game
@pytest.mark.parametrize("variant_id", DAILY)
def test_the_par_of_a_day_gone_over_is_no_longer_than_a_fresh_10_s_searchs_line(variant_id):
    day = sampled_day(variant_id)
    found = fresh_search(variant_id, day, shortened(variant_id)[day].nodes)
    assert found == shortened(variant_id)[day].fresh, f"{variant_id} {day}: the record is not the search's"
    assert daily_par(variant_id, day) <= found, f"{variant_id} {day}"


def test_every_day_of_the_table_has_been_gone_over_with_the_budget_of_a_10_s_search():
    for variant_id in DAILY:
        days = table_days(variant_id)
        left = [day for day in days if day not in shortened(variant_id)]
        assert not left, f"{variant_id}: {len(left)} days left, from {left[0]}: run scripts/daily_pars.py"
        short = [day for day in days if shortened(variant_id)[day].nodes < NODES[variant_id]]
        assert not short, f"{variant_id}: {len(short)} days searched with less than today's budget"


@pytest.mark.slow  # seconds on its own: `make unit` and `make test` run it
def test_a_par_is_no_longer_than_a_short_fresh_searchs_line():
    for variant_id in ("beehive", "beetle"):
        assert SAMPLE_DAY in shortened(variant_id), f"{variant_id} {SAMPLE_DAY} has not been gone over"
    # Beehive's fresh searches end within a few thousand positions: its day gets its whole budget.
    nodes = shortened("beehive")[SAMPLE_DAY].nodes
    assert daily_par("beehive", SAMPLE_DAY) <= fresh_search("beehive", SAMPLE_DAY, nodes)
    # Beetle's gets a short one, about a second, to keep `make quick` quick.
    assert daily_par("beetle", SAMPLE_DAY) <= fresh_search("beetle", SAMPLE_DAY, QUICK_NODES)


def test_the_record_of_the_days_gone_over_agrees_with_the_table():
    for (variant_id, day), done in read_progress().items():
        assert done.after == daily_par(variant_id, day) <= done.before, f"{variant_id} {day}"
        assert not done.fresh or done.after <= done.fresh, f"{variant_id} {day}: the fresh search was shorter"
        assert FIRST_DAY <= day <= last_day(variant_id), f"{variant_id} {day} is not in the table"
