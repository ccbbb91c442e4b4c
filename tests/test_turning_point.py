"""Where a game was lost: the last position of its history that the solver wins."""

from builders import make_game, observe
from solitaire import Game, new_game
from solitaire.solver import solve, turning_point
from solitaire.solver.turning import last_winnable

SECONDS = 120.0  # a safety net: the small positions below are answered in far less

# Four-suit Spider with six runs gone: sixteen cards on the table and the last row in the stock.
# Dealt at once, the row lands so that no card can move: the game is stuck, so lost. Dealt
# after the moves of WINNING (the table put in order first), it wins.
SPOILABLE = ["JH", "KH 2H", "6C 6H", "2C", "TC TH KC", "4H", "4C", "JC", "QC QH", "8C 8H"]
LAST_ROW = "3C 7C AC 9H 7H 5C AH 5H 3H 9C"
GOOD_START = ["1>9", "9>5", "8>9", "5>8", "5>1"]  # after these, a deal is still a disaster


def spoilable() -> Game:
    return make_game("spider-4", SPOILABLE, stock=LAST_ROW, done="S S D D H C")


def replayed_from(game: Game, k: int, line: list[str]) -> Game:
    copy = Game(game.variant, game.history[k])
    for move in line:
        copy.play(move)
    return copy


def test_the_spoiled_game_is_lost_and_the_unspoiled_one_is_won():
    # The premise of the tests below, checked by the rules and the solver alike.
    dealt = spoilable()
    dealt.play("d")
    assert dealt.stuck
    game = spoilable()
    for move in GOOD_START:
        game.play(move)
    verdict, line = solve(game, SECONDS, shorten=False)
    assert verdict == "won" and replayed_from(game, len(GOOD_START), line).won
    game.play("d")
    assert game.stuck


def test_a_game_spoiled_by_a_deal_turned_after_the_moves_before_it():
    game = spoilable()
    for move in GOOD_START:
        game.play(move)
    game.play("d")  # the spoiling move: the row buries every card that could move
    before = observe(game), game.record
    found = last_winnable(game, SECONDS)
    assert found is not None
    k, line = found
    assert k == len(GOOD_START)  # the position just before the deal
    assert replayed_from(game, k, line).won  # won by the line the solver gives
    assert turning_point(game, SECONDS) == len(GOOD_START)
    assert (observe(game), game.record) == before


def test_a_game_spoiled_by_its_first_move_turned_at_its_opening():
    game = spoilable()
    game.play("d")
    assert turning_point(game, SECONDS) == 0


def test_a_won_game_turns_at_its_end():
    game = new_game("spider", "2-1")
    verdict, line = solve(game, SECONDS, nodes=20_000, shorten=False)
    assert verdict == "won"
    for move in line:
        game.play(move)
    assert turning_point(game, SECONDS) == len(line) == len(game.record)


def test_a_game_still_winnable_turns_at_its_last_position():
    game = spoilable()
    for move in GOOD_START[:3]:
        game.play(move)
    assert turning_point(game, SECONDS) == 3


def test_a_lost_position_with_no_history_has_no_turning_point():
    game = spoilable()
    game.play("d")
    lost = Game(game.variant, game.position)
    assert turning_point(lost, SECONDS) is None


def test_undone_moves_are_not_the_history():
    game = spoilable()
    game.play("d")
    game.undo()  # refused: a deal seals undo, so the history still holds it
    assert len(game.history) == 2
    game = spoilable()
    game.play(GOOD_START[0])
    game.undo()
    assert game.history == (game.position,)
    assert turning_point(game, SECONDS) == 0
