"""The page layer's pure parts, under CPython: markup, picks, links and words."""

from builders import make_game
from solitaire import from_text, new_game
from solitaire.challenge import Score
from solitaire.moves import parse_move
from solitaire.stats import Result
from table import markup
from table.links import challenge_query, game_query, open_link
from table.memory import Memory
from table.panels import recent_html
from table.selection import pick_up
from table.store import Store
from table.words import describe


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
    opening = open_link("?game=spider&deal=41739205-2")
    assert opening.problem is None and opening.game.deal == "41739205-2"
    link = game_query(opening.game, "41739205-2", opening.game.to_text())
    assert link == "?game=spider&deal=41739205-2"
    assert open_link(link).game.to_text() == opening.game.to_text()
    assert game_query(opening.game, "41739205-2", "", Score(112, 354)).endswith("&beat=112-354")
    assert game_query(opening.game, None, "Game: x").startswith("?board=Game%3A+x")


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
        opening = open_link(query)
        assert opening.problem is not None and complaint in opening.problem
        assert opening.game.moves == 0 and opening.game.deal is not None


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

    class Storage(dict):
        getItem = dict.get

        def setItem(self, key, value):
            self[key] = value

        def removeItem(self, key):
            self.pop(key, None)

    memory = Memory(Store(Storage()))
    assert "No game finished yet" in recent_html(memory)
    memory.record("spider-2", "5-2", Result(False, 12, 65.0))
    memory.record("beehive", None, Result(True, 80, 125.0))
    html = recent_html(memory)
    assert html.index("Beehive, a position: 80 moves, 2:05, won") < html.index("Spider, two suits")
    assert '<a href="?game=spider&amp;deal=5-2">deal 5-2</a>: 12 moves, 1:05, not won' in html
    memory.record("beetle", "9", Result(True, 1, 3.0))
    assert "deal 9</a>: 1 move, 0:03, won" in recent_html(memory)
