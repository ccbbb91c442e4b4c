"""The page layer's pure parts, under CPython: markup, picks, links and words."""

import re

import pytest

from builders import make_game
from fake_page import FakeStorage
from solitaire import VARIANTS, from_text, new_game
from solitaire.challenge import Score
from solitaire.moves import parse_move
from solitaire.stats import Result
from table.control.panels import recent_html
from table.play.links import challenge_query, game_query, open_link, typed_deal
from table.play.pick import best_move, pick_up
from table.show import markup
from table.show.scene import piles as scene_piles
from table.show.words import describe
from table.storage.envelope import Store
from table.storage.player_data import PlayerData


def test_a_column_is_drawn_backs_first_with_each_card_named_and_placed():
    game = make_game("spider-2", ["5s 9h KS QS"])
    html = markup.column_html(game.position.columns[0])
    assert html.count('data-card="??"') == 2
    assert html.index('data-card="KS"') < html.index('data-card="QS"')
    assert 'aria-label="queen of spades"' in html and 'data-rank="Q"' in html
    assert "--d:2;--u:1" in html  # two backs and one face beneath the queen


def test_a_ten_is_shown_as_10():
    game = make_game("beetle", ["TH"])
    assert 'data-rank="10"' in markup.column_html(game.position.columns[0])


def test_a_pick_takes_the_run_and_can_take_fewer_or_more():
    game = make_game("spider-1", ["9S 8S 7S", "", "8S"] + ["KS"] * 7)
    pick = pick_up(game, "1")
    assert pick is not None and (pick.count, pick.most) == (3, 3)
    assert pick.drops == {2: parse_move("1>2"), 3: parse_move("1>3")}
    fewer = pick.fewer(game)
    assert fewer is not None
    assert fewer.count == 2 and fewer.drops == {2: parse_move("1>2:2"), 3: parse_move("1>3")}
    assert fewer.fewer(game).fewer(game).count == 1
    assert fewer.more(game).count == 3 and fewer.more(game).more(game).count == 3
    assert pick_up(game, "2") is None


def test_a_deal_link_opens_its_deal_and_round_trips():
    asked = open_link("?game=spider&deal=41739205-2")
    assert asked.problem is None and asked.game.deal == "41739205-2"
    link = game_query(asked.game, "41739205-2", asked.game.to_text())
    assert link == "?game=spider&deal=41739205-2"
    assert open_link(link).game.to_text() == asked.game.to_text()
    assert game_query(asked.game, "41739205-2", "", Score(112, 354)).endswith("&beat=112-354")
    assert game_query(asked.game, None, "Game: x").startswith("?board=Game%3A+x")


def test_a_board_link_round_trips():
    game = new_game("beehive", "9")
    game.play("d")
    link_game = open_link("?board=" + game.to_text()).game
    assert link_game.to_text() == game.to_text()


def test_bad_links_say_what_is_wrong_and_deal_a_new_game():
    for query, complaint in [
        ("?game=spider&deal=12", "suit tier"),
        ("?game=klondike&deal=12", "unknown game"),
        ("?game=klondike", "unknown game"),
        ("?board=Game%3A%20spider-1", "column 1 is missing"),
    ]:
        asked = open_link(query)
        assert asked.problem is not None and complaint in asked.problem
        assert asked.game.moves == 0 and asked.game.deal is not None


def test_a_link_without_a_deal_deals_a_random_game_of_its_kind():
    assert open_link("?game=beetle").game.variant.id == "beetle"
    assert open_link("", "beehive").game.variant.id == "beehive"
    assert open_link("?game=spider", "spider-4").game.variant.id == "spider-4"


def test_moves_are_described_with_the_cards_they_move():
    game = make_game("spider-4", ["9C 8D 7D", "9D", ""])
    assert (
        describe(game, parse_move("1>2"))
        == "the eight of diamonds and 1 more from column 1 onto the nine of diamonds in column 2"
    )
    assert describe(game, parse_move("1>3:1")) == "the seven of diamonds from column 1 to the empty column 3"
    hive = make_game("beehive", ["5S", "5H", "9D", "KC", "2C", "3C"], reserve="5D")
    assert (
        describe(hive, parse_move("r>2")) == "the five of diamonds from the beehive onto the five of hearts in pile 2"
    )


def test_a_challenge_link_carries_the_deal_and_the_result_of_a_win():

    run = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
    lines = ["Game: spider-1", "Done: S S S S S S S", "Stock:", f"1: {run}", "2: AS"] + [f"{n}:" for n in range(3, 11)]
    game = from_text("\n".join(lines))
    assert challenge_query(game, "5-1", 61.4) is None  # not won yet
    game.play("2>1")
    assert challenge_query(game, "5-1", 61.4) == "?game=spider&deal=5-1&beat=1-61"
    assert challenge_query(game, None, 61.4) is None  # a position has no deal to share


def test_recent_deals_are_listed_newest_first_with_links_to_play_them_again():

    memory = PlayerData(Store(FakeStorage()))
    assert "No game finished yet" in recent_html(memory)
    memory.record("spider-2", "5-2", Result(False, 12, 65.0))
    memory.record("beehive", None, Result(True, 80, 125.0))
    html = recent_html(memory)
    assert html.index("Beehive, a position: 80 moves, 2:05, won") < html.index("Spider, two suits")
    assert '<a href="?game=spider&amp;deal=5-2">deal 5-2</a>: 12 moves, 1:05, not won' in html
    memory.record("beetle", "9", Result(True, 1, 3.0))
    assert "deal 9</a>: 1 move, 0:03, won" in recent_html(memory)


def test_the_foundation_has_a_slot_per_run_or_set_filled_in_order():
    game = make_game("spider-2", ["AS"], done="S H")
    html = scene_piles(game)["foundation"].html
    assert html.count("data-slot=") == 8 and html.count("data-filled") == 2
    assert html.index('data-slot="1" data-filled><div class="card suit-S" data-card="KS"') >= 0
    assert 'data-slot="2" data-filled><div class="card suit-H" data-card="KH"' in html
    assert '<div class="slot" data-slot="3"></div>' in html
    hive = make_game("beehive", ["5S", "6S", "7S", "8S", "9S", "TS"], done="K")
    assert scene_piles(hive)["foundation"].html.count("data-slot=") == 13


def test_a_double_tap_prefers_a_build_in_suit_then_any_card_then_an_empty_column():
    game = make_game("spider-4", ["9H", "TS", "TH", "", "9H 8H", "5C KD"])
    assert best_move(game, "1", 1) == parse_move("1>3")  # the ten of hearts, not of spades
    assert best_move(game, "5", 2) == parse_move("5>3")
    assert best_move(game, "5", 1) == parse_move("5>1")  # onto the nine of hearts
    assert best_move(game, "6", 1) == parse_move("6>4")  # a king: only the empty column
    assert best_move(game, "2", 1) is None  # no jack, and alone in its column
    no_suit = make_game("spider-4", ["9C", "TS", "TD", "QS"])
    assert best_move(no_suit, "1", 1) == parse_move("1>2")  # any ten, the first
    assert best_move(no_suit, "4", 1) is None  # no king, no empty column
    assert best_move(no_suit, "1", 2) is None  # more than may move together


def test_a_double_tap_finishes_a_run_first_and_never_moves_a_whole_column_into_an_empty_one():
    run = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
    game = make_game("spider-1", [run, "AS", "2S", ""])
    assert best_move(game, "2", 1) == parse_move("2>1")  # finishes the run, over the other two
    assert best_move(make_game("spider-1", ["5S", ""]), "1", 1) is None
    hive = make_game("beehive", ["5S", "5H 5D", "5C", "9D", "KC", "2C"])
    assert best_move(hive, "3", 1) == parse_move("3>2")  # onto the bigger pile: the set leaves


def test_a_typed_deal_code_is_checked_as_a_link_is():
    spider_2 = VARIANTS["spider-2"]
    assert typed_deal(" 41739205-4 ", spider_2).to_text() == new_game("spider", "41739205-4").to_text()
    assert typed_deal("?game=beetle&deal=12", spider_2).deal == "12"  # a pasted link names its game
    assert typed_deal("https://example.org/?game=beehive&deal=7", spider_2).variant.id == "beehive"
    for text, complaint in [
        ("12", "That deal code cannot be opened: '12' is not a Spider deal code: a shuffle number and the suit tier"),
        ("4294967296-1", "the shuffle number must be below 4,294,967,296"),
        ("?game=spider&deal=x", "That deal link cannot be opened: 'x' is not a Spider deal code"),
        ("?game=beetle", "That link names no deal."),
        ("", "Type a deal code, like 41739205-2."),
    ]:
        with pytest.raises(ValueError, match=re.escape(complaint)):
            typed_deal(text, spider_2)
    with pytest.raises(ValueError, match="not a Beehive deal code"):
        typed_deal("12-1", VARIANTS["beehive"])
