"""The solver: its lines win when the rules replay them, and known positions get known answers."""

import re

import pytest

from builders import make_game, observe
from solitaire import VARIANTS, Game, deal_code, from_text, new_game
from solitaire.solver import search, solvable, solve
from solitaire.solver.search import BestFirst
from solitaire.solver.spider.model import SpiderModel
from solitaire.solver.spider.styles import STYLES

# Deals the solver wins within a small budget; each line is replayed by the rules below.
SOLVED_DEALS = [
    ("spider", "2-1"),
    ("spider", "4-1"),
    ("spider", "2-2"),
    ("spider", "9-2"),
    ("spider", "1-4"),
    ("spider", "2-4"),
    ("spider", "3-4"),
    ("spiderette", "0-1"),
    ("spiderette", "14-4"),
    ("will-o-the-wisp", "0-2"),
    ("simple-simon", "0"),
    ("mrs-mop", "6"),
    ("scorpion", "2"),
    ("scorpion", "13"),
    ("beetle", "1"),
    ("beetle", "8"),
    ("beehive", "0"),
    ("beehive", "1"),
    ("beehive", "3"),
]
BUDGET = 60.0  # seconds; the node budget below ends the search long before on any machine
NODES = 20_000


def replayed(game: Game, line: list[str]) -> Game:
    copy = Game(game.variant, game.position, game.deal)
    for move in line:
        copy.play(move)
    return copy


@pytest.mark.slow  # a full search for each deal
@pytest.mark.parametrize(("game_id", "code"), SOLVED_DEALS)
def test_a_winning_line_replays_to_a_won_game(game_id, code):
    game = new_game(game_id, code)
    verdict, line = solve(game, BUDGET, nodes=NODES)
    assert verdict == "won"
    assert replayed(game, line).won


@pytest.mark.slow  # a full search
def test_solving_never_changes_the_game():
    game = new_game("spider", "2-1")
    game.play(game.legal_moves()[0])
    game.undo()
    before = observe(game), game.record, game.undone, game.can_undo, game.can_redo
    solve(game, BUDGET, nodes=NODES)
    assert (observe(game), game.record, game.undone, game.can_undo, game.can_redo) == before


def test_a_one_move_spider_win():
    game = make_game("spider-4", ["KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C", "AC"], done="S S H H D D C")
    assert solve(game, BUDGET) == ("won", ["2>1"])


def test_a_one_move_beehive_win():
    game = make_game("beehive", ["5S 5H 5D", "5C"], done="A 2 3 4 6 7 8 9 T J Q K")
    assert solve(game, BUDGET) == ("won", ["2>1"])


def test_a_won_game_needs_no_moves():
    game = make_game("spider-4", ["KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C", "AC"], done="S S H H D D C")
    game.play("2>1")
    assert solve(game, BUDGET) == ("won", [])


def test_a_spider_game_lost_for_want_of_cards_to_fill_every_column():
    # Three cards cannot cover ten columns, so the last row is never dealt and its cards,
    # which the last run needs, never come: however the three move, the game is lost.
    game = make_game("spider-1", ["KS", "5S", "9S"], stock="QS JS TS 8S 7S 6S 4S 3S 2S AS", done="S S S S S S S")
    assert not game.stuck
    assert solve(game, BUDGET) == ("unwinnable", [])


def beehive_of_threes(stock: str) -> Game:
    """Piles of three aces to three sixes, the eights to kings gone, the rest in `stock`."""
    piles = ["AS AH AD", "2S 2H 2D", "3S 3H 3D", "4S 4H 4D", "5S 5H 5D", "6S 6H 6D"]
    return make_game("beehive", piles, stock=stock, done="8 9 T J Q K")


def test_a_beehive_whose_stock_never_shows_a_card_that_plays_is_lost():
    # Every third card turned is a seven, which no pile takes; the clubs under them never
    # surface, the pass plays nothing, and the redeal is refused.
    game = beehive_of_threes("AC 2C 7S 3C 4C 7H 5C 6C 7D 7C")
    assert not game.stuck
    assert solve(game, BUDGET) == ("unwinnable", [])


def test_the_same_beehive_with_one_card_moved_is_won():
    # The control for the lost Beehive: with the ace of clubs third, the first deal shows it.
    game = beehive_of_threes("7S 2C AC 3C 4C 7H 5C 6C 7D 7C")
    verdict, line = solve(game, BUDGET)
    assert verdict == "won"
    assert replayed(game, line).won


def test_a_budget_too_small_to_decide_says_unknown():
    assert solve(new_game("spider", "1-4"), BUDGET, nodes=50) == ("unknown", [])


def test_solvers_sharing_a_question_each_search_their_own_styles():
    game = new_game("beehive", "0")
    assert solve(game, BUDGET, nodes=NODES, share=(1, 2)) == ("unknown", [])  # its one style is the first's
    verdict, line = solve(game, BUDGET, nodes=NODES, share=(0, 2))
    assert verdict == "won" and replayed(game, line).won


def test_a_search_told_to_stop_says_unknown():
    asked = []

    def stop() -> bool:
        asked.append(True)
        return len(asked) > 2

    assert solve(new_game("spider", "1-4"), BUDGET, nodes=NODES, stop=stop) == ("unknown", [])
    assert len(asked) == 3


def test_the_solver_says_which_games_it_plays_and_refuses_the_others_clearly():
    assert all(solvable(VARIANTS[v]) for v in ("spider-1", "spider-2", "spider-4", "beetle", "beehive"))
    for variant in VARIANTS.values():
        if not solvable(variant):  # a game new to the engine, until the solver learns it
            game = new_game(variant.game, deal_code(variant, 1))
            with pytest.raises(ValueError, match=f"^the solver does not play {re.escape(variant.title)} yet$"):
                solve(game, BUDGET)


# Reached from deal 4-4 by the solver's line and a few random moves: the four-suit styles, which
# make a run join its suit at once and skip some moves, run out of positions after three.
EXHAUSTS_EARLY = """
Game: spider-4
Moves: 206
Done:
Stock:
1: 3d qh KD QD
2: 3D 2D AD JC AD
3: 4d 7s kc 8h AH
4: 5H 4H 3H 2H
5: QD JD TD 9D 8D 7H 6C 5C 4C 3C 2H AH
6: AS
7: QC JS TS 9S 8S 7C 6D KS QS JD TD 9D 8D 7D 6D 5D 4D
8: 3C 2C 7D 6S 5S 4S 3S 2D AS TC 9S 8C 7C 6H 5C 4C 3H 2C AC KC QC JH TH 9C 8S 7S 6S 5S 4S 3S 2S AC
9: 6C JC TC 9H KS QS JS TS 9H 8H 7H 6H 5H 4H
10: 2s kd 5d kh KH QH JH TH 9C 8C
"""


def test_a_position_the_styles_run_out_of_positions_on_is_searched_on_until_won():
    game = from_text(EXHAUSTS_EARLY)
    for style in STYLES["spider-4"]:
        alone = BestFirst(SpiderModel(game.variant, game.position, style))
        alone.run(NODES)
        assert alone.over and alone.line is None and alone.expanded < 10  # no proof: moves were skipped
    outcome = search(game, BUDGET, nodes=NODES, shorten=False)
    assert outcome.verdict == "won" and replayed(game, outcome.line or []).won
    assert outcome.expanded > 10 * len(STYLES["spider-4"])  # it searched on


# Deals won within a few thousand positions by a style in which each move costs more (Mrs. Mop:
# 8 or 6 points; the one-deck four-suit games' second style: 8), and still undecided after
# 150,000 (Mrs. Mop) or 500,000 positions in the styles they had before, whose own moves cost 0-2
# points: the search dives instead.
WIDE_WINS = [("mrs-mop", "49", 25_000), ("spiderette", "58-4", 10_000)]


@pytest.mark.slow  # seconds on its own: `make unit` and `make test` run it
@pytest.mark.parametrize(("game_id", "code", "nodes"), WIDE_WINS)
def test_a_search_that_goes_wide_wins_a_deal_a_deep_one_misses(game_id, code, nodes):
    game = new_game(game_id, code)
    verdict, line = solve(game, BUDGET, nodes=nodes)
    assert verdict == "won"
    assert replayed(game, line).won
