"""What the table says to a screen reader, under CPython: piles, picks, and what follows a move."""

from builders import make_game
from solitaire import Game
from solitaire.moves import parse_move
from table.play.pick import pick_up
from table.show import scene
from table.show.words import cards_named, dealt, followed, picked

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"


def after(game: Game, move: str) -> list[str]:
    before = Game(game.variant, game.position)
    game.play(move)
    return followed(game.variant, before.position, game.position, parse_move(move))


def test_a_column_names_its_face_down_count_then_every_face_up_card():
    game = make_game("spider-4", ["5s 9h 9H 8C 7S 6S 5S", "", "KD"])
    labels = {key: pile.label for key, pile in scene.piles(game).items()}
    assert labels["1"] == "column 1: 2 face down, then nine of hearts, eight of clubs, seven down to five of spades"
    assert labels["2"] == "column 2, empty"
    assert labels["3"] == "column 3: king of diamonds"
    assert labels["stock"] == "stock: no deals left"
    assert labels["foundation"] == "foundation: 0 of 8 done"


def test_a_run_is_named_as_one_only_when_it_is_one_suit_going_down():
    game = make_game("spider-4", ["9H 8H 8S 7H"])
    assert (
        cards_named(game.position.columns[0].cards) == "nine down to eight of hearts, eight of spades, seven of hearts"
    )


def test_while_cards_are_in_hand_the_piles_say_who_takes_them():
    game = make_game("spider-2", ["9s 8H 7H", "9H", "", "KS", *["KH"] * 6])
    pick = pick_up(game, "1")
    assert pick is not None
    labels = scene.labels(game, pick, scene.piles(game))
    assert labels["1"].endswith("; 2 in hand")
    assert labels["2"].endswith("; takes the eight of hearts and 1 more")
    assert labels["3"] == "column 3, empty; takes the eight of hearts and 1 more"
    assert labels["4"] == "column 4: king of spades"
    assert (
        picked(game, "1", 2, sorted(pick.drops))
        == "Picked up the eight of hearts and 1 more: column 2 or 3 takes them."
    )
    assert picked(game, "4", 1, []) == "Picked up the king of spades: no column takes it."


def test_a_flip_and_a_finished_run_are_said_after_the_move():
    game = make_game("spider-1", ["as as " + RUN, "3s AS"], stock="KS " * 10, done="S S S S S")
    assert after(game, "2>1") == [
        "Column 1 turns over the ace of spades.",
        "Column 2 turns over the three of spades.",
        "A run is done: 6 of 8.",
    ]


def test_a_beehive_set_and_its_refill_are_said():
    game = make_game("beehive", ["5S 5H 5D", "9D", "KC", "2C", "3C", "4C"], waste="5C", reserve="7C 8D")
    assert after(game, "w>1") == ["The beehive fills pile 1 with the eight of diamonds.", "A set is done: 1 of 13."]


def test_a_plain_move_says_nothing_more():
    game = make_game("beetle", ["9S", "8H"])
    assert after(game, "2>1") == []


def test_a_deal_says_what_is_left_and_what_shows():
    game = make_game("beehive", ["5S", "9D", "KC", "2C", "3C", "4C"], stock="7C 8D 9H 2D", reserve="AS")
    before = game.position
    game.play("d")
    assert dealt(game.variant, before, game.position) == "Dealt: 1 card left. The waste shows the nine of hearts."
    spider = make_game("spider-1", ["KS"] * 10, stock="QS " * 20, done="S S S S S S")
    before = spider.position
    spider.play("d")
    assert dealt(spider.variant, before, spider.position) == "Dealt: 1 deal left."
