"""The table for every game of the family: thirteen columns and their keys, no stock where there is
none, the picker's groups, the statistics opened on the game on the table, and the choice of
winnable deals kept per game."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from fake_page import Booted, FakeStorage
from solitaire import GAMES, VARIANTS, new_game
from table.control import games
from table.control.actions import action_of_key
from table.messages import KeyMessage
from table.show import picker, scene
from table.show.keys import key_map


def press(key: str, code: str = "", *, shift: bool = False) -> KeyMessage:
    return {
        "key": key,
        "code": code,
        "ctrl": False,
        "shift": shift,
        "alt": False,
        "meta": False,
        "menu": False,
        "dialog": False,
        "field": False,
        "pile": None,
    }


def test_shift_and_a_digit_choose_the_columns_after_ten_where_a_game_has_them():
    mrs_mop, spider = VARIANTS["mrs-mop"], VARIANTS["spider-1"]
    chosen = [action_of_key(press(key, f"Digit{n}", shift=True), mrs_mop) for n, key in ((1, "!"), (3, "#"))]
    assert [(p.pile, p.focus) for p in chosen if p is not None] == [("11", True), ("13", True)]
    assert action_of_key(press("$", "Digit4", shift=True), mrs_mop) is None  # there is no column 14
    assert action_of_key(press("!", "Digit1", shift=True), spider) is None  # nor a column 11 in Spider
    typed = action_of_key(press("1", "Digit1", shift=True), mrs_mop)  # where Shift types the digits
    assert typed is not None and typed.pile == "1"
    zero = action_of_key(press("0", "Digit0"), mrs_mop)
    assert zero is not None and zero.pile == "10"
    assert key_map(mrs_mop)[0][0] == "1 to 9, 0, Shift+1 to Shift+3"
    assert key_map(VARIANTS["scorpion"])[0][0] == "1 to 7"


@pytest.mark.parametrize("variant_id", ["simple-simon", "mrs-mop"])
def test_a_game_without_a_stock_draws_none_and_says_so_to_the_stylesheet(variant_id):
    variant = VARIANTS[variant_id]
    assert scene.STOCK not in dict(scene.top_row(variant))
    assert scene.STOCK not in scene.piles(new_game(variant.game, "5"))
    assert scene.layout_attributes(variant)["data-stock"] == "none"
    assert scene.layout_attributes(VARIANTS["scorpion"]) == {
        "data-layout": "scorpion",
        "data-columns": "7",
        "data-stock": "yes",
    }


def test_the_picker_groups_every_variant_once_and_selects_the_one_asked_for():
    html = picker.options_html("mrs-mop")
    assert html.count("<optgroup") == len(picker.GROUPS)
    assert sorted(v for v in VARIANTS if f'value="{v}"' in html) == sorted(VARIANTS)
    assert sum(html.count(f'value="{v}"') for v in VARIANTS) == len(VARIANTS)
    assert '<option value="mrs-mop" selected>' in html and html.count(" selected") == 1
    every = picker.options_html(every_game="All games")
    assert every.startswith('<option value="all">All games</option>')


def test_the_statistics_open_on_the_game_on_the_table_and_show_every_game_a_choice_away():
    page = Booted(FakeStorage(), "?game=scorpion&deal=12")
    page.act("stats")
    table = page.shown("stats")["table"]
    assert 'data-variant="scorpion"' in table and table.count("data-variant=") == 1
    assert "Scorpion" in page.shown("stats")["charts"]
    page.control(statsGame=picker.ALL_GAMES)
    table = page.shown("stats")["table"]
    assert all(f'data-variant="{v}"' in table for v in VARIANTS)
    assert "<svg" not in page.shown("stats")["charts"]


def test_the_choice_of_winnable_deals_is_the_game_on_the_tables_and_each_game_keeps_its_own():
    page = Booted(FakeStorage(), "?game=spiderette&deal=3-2")
    page.act("settings")
    form = page.shown("settings")
    assert form["winnable"] == "spiderette" and form["fields"]["winnable"] is False
    assert (
        page.shown("settings")["winnableWords"] == "Deal only Spiderette deals the solver has won (it sees every card)"
    )
    page.table.data.save_settings(page.table.settings.__class__(winnable=("beehive",)))
    page.change_settings(winnable=True)
    assert set(page.table.settings.winnable) == {"beehive", "spiderette"}
    page.change_settings(winnable=False)
    assert page.table.settings.winnable == ("beehive",)
    assert set(page.table.settings.winnable) <= set(GAMES)


def test_today_in_a_game_with_no_deal_of_the_day_answers_in_words(monkeypatch):
    def none_yet(variant_id: str, day: object) -> str:
        raise ValueError(f"there is no deal of the day yet for {VARIANTS[variant_id].title}")

    monkeypatch.setattr(games, "daily_deal", none_yet)
    near = new_game("scorpion", "3")
    page = Booted(FakeStorage(), "?board=" + quote(near.to_text()))
    page.act("daily")
    assert page.message == "There is no deal of the day yet for Scorpion."
    assert page.document.documentElement.getAttribute("data-game") == "scorpion"
    assert not page.errors
