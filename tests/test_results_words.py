"""The words of the result card, the banners, the statistics, their pictures, the game picker and
the key map, read in the pseudo-language: every word a player reads or hears there is marked for
the catalogs, so each comes out accented between `⟦ ⟧`, and any run of plain letters left outside
them is a word the catalogs miss.

Allowed outside the brackets: digits, times (1:05), deal codes, signs and single key letters
(D, U, the B of the beehive: keys, the same in every language), and the date of a deal of the day,
whose month is written by play/days.py (`day_words`, not marked yet)."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from datetime import date
from html import unescape

import pytest
from babel.messages.mofile import write_mo

import catalogs
from fake_page import FakeStorage
from solitaire import VARIANTS, from_text, new_game
from solitaire.challenge import Score
from solitaire.stats import Record, Result
from table.play.days import day_words
from table.show import language, names, picker
from table.show.keys import key_map
from table.show.language import PSEUDO, SOURCE, _
from table.show.result import (
    LOOKING_BACK,
    STATUS_TEXT,
    Win,
    challenge_banner,
    daily_banner,
    parked_banner,
    result_card,
    share_text,
    stalled_note,
    turning_note,
)
from table.show.stats import charts_html, recent_html, stats_table_html
from table.storage.envelope import Store
from table.storage.player_data import PlayerData

DAY = date(2026, 11, 30)  # a deal of the day with a par
BEFORE_THE_DAILY_DEALS = date(2026, 10, 1)  # none: no par
NEAR_WON = "\n".join(
    ["Game: spider-1", "Done: S S S S S S S", "Stock:", "1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", "2: AS"]
    + [f"{n}:" for n in range(3, 11)]
)


@pytest.fixture(autouse=True)
def pseudo() -> Iterator[None]:
    buffer = io.BytesIO()
    write_mo(buffer, catalogs.pseudo_catalog(catalogs.read(catalogs.TEMPLATE)))
    language.speak(PSEUDO, buffer.getvalue())
    yield
    language.speak(SOURCE, None)


def unmarked(*shown: str | None) -> list[str]:
    """The runs of three or more plain letters left outside `⟦ ⟧` in what is shown: the text of
    markup, its tags stripped, and the attributes read aloud or shown (`aria-label`, `label`,
    `data-label`)."""
    found = []
    for html in filter(None, shown):
        attributes = re.findall(r'(?:aria-label|label)="([^"]*)"', html)
        words = unescape(" ".join([re.sub(r"<[^>]*>", " ", html), *attributes]))
        words = words.replace(day_words(DAY), " ")
        while (outside := re.sub(r"⟦[^⟦⟧]*⟧", " ", words)) != words:  # the innermost first
            words = outside
        found += re.findall(r"[A-Za-z]{3,}", words)
    return found


def played_data() -> PlayerData:
    """A player's data: games won and lost, with help, from a deal and from a position, and days
    of deals of the day won."""
    data = PlayerData(Store(FakeStorage()))
    data.record("beetle", "5", Result(True, 100, 200.0, score=900))
    data.record("beetle", "6", Result(False, 30, 65.0))
    data.record("beetle", None, Result(True, 1, 3.0, helped=True))
    data.record("spider-1", "5-1", Result(False, 10, 20.0))
    data.record_daily("beetle", date(2026, 11, 29))
    data.record_daily("beetle", DAY)
    return data


def test_the_result_card_of_a_win_is_worded_whole():
    game = from_text(NEAR_WON)
    game.play("2>1")
    record = Record().after(Result(True, 1, 61.0))
    daily = (DAY, 1, 3)
    for beat in (Score(1, 61), Score(2, 500), Score(1, 1)):  # a draw, a win, a loss
        card = result_card(Win.of(game), 61.0, record, beat, daily, helped=True, points=1298)
        assert unmarked(card.summary, card.record, card.verdict, card.daily, card.said) == []
    dealt = result_card(Win.of(new_game("spider", "5-1")), 3725.0, None, None)
    assert unmarked(dealt.summary, dealt.said) == []
    assert dealt.numbers[0] == ("time", "1:02:05")  # the names of the numbers are keys, not words
    assert unmarked(share_text(VARIANTS["beehive"], BEFORE_THE_DAILY_DEALS, 2, 5.0)) == []


def test_the_banners_and_notes_are_worded_whole():
    shown = [
        challenge_banner(Score(1, 61)),
        challenge_banner(Score(20, 61)),
        daily_banner(VARIANTS["spider-1"], DAY),
        daily_banner(VARIANTS["spider-1"], BEFORE_THE_DAILY_DEALS),
        parked_banner("Spider, one suit", 1),
        _(LOOKING_BACK),
        *(turning_note(found, 5) for found in (None, 5, 0, 3)),
        stalled_note(True),
        stalled_note(False),
        *(_(words) for words in STATUS_TEXT.values()),
    ]
    assert all(words.startswith("⟦") for words in shown)
    assert unmarked(*shown) == []


def test_the_statistics_of_every_game_and_of_one_are_worded_and_the_score_column_kept():
    data = played_data()
    every = stats_table_html(data, DAY)
    one = stats_table_html(data, DAY, "spider-1")  # with a row for its deals of each grade
    assert unmarked(every, one) == []
    assert 'data-label="⟦' in every
    for table in (every, one):  # the stylesheet's class for the score, whatever its heading
        assert table.count(" class=score") == table.count("<tr role=row")  # the heading's, each row's
    assert re.search(r'<td role=cell data-label="⟦[^"]*⟧" class=score>900</td>', every)
    assert unmarked(recent_html(data), recent_html(PlayerData(Store(FakeStorage())))) == []


def test_the_pictures_of_a_game_are_worded_with_their_tables():
    data = played_data()
    html = charts_html(data, "beetle", DAY)
    assert html.count('role="img"') == 4 and html.count('aria-label="⟦') == 4
    assert unmarked(html) == []
    assert unmarked(charts_html(data, "spider-1", DAY), charts_html(data, "all", DAY)) == []  # no win yet; none chosen


def test_the_key_map_of_every_game_is_worded():
    for variant in VARIANTS.values():
        for keys, what in key_map(variant):
            assert unmarked(keys, what) == [], variant.id
    assert dict(key_map(VARIANTS["beehive"]))["B"].startswith("⟦")


def test_the_picker_words_its_groups_and_games_in_the_language_spoken():
    html = picker.options_html("beetle")
    assert unmarked(html) == []
    assert [names.group(name) for name, _games in picker.GROUPS] == list(picker.group_names())
    language.speak(SOURCE, None)
    assert [name for name, _games in picker.GROUPS] == list(picker.group_names())  # each group's name marked
