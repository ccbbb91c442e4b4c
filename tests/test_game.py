"""The Game API beyond single rules: errors, picking up cards and where they can go."""

import pytest

from builders import make_game
from solitaire import GAMES, VARIANTS, IllegalMove, deal_code, new_game
from solitaire.moves import Move


def texts(drops: dict[int, Move]) -> dict[int, str]:
    """Drops as move notation, to compare with what a player would write."""
    return {target: str(move) for target, move in drops.items()}


def test_illegal_move_is_a_value_error():
    assert issubclass(IllegalMove, ValueError)


def test_liftable_is_the_run_on_top_of_a_column():
    game = make_game("spider-4", ["5h 9C 8D 7D 6D", "", "ks QS"])
    assert [game.liftable(str(n)) for n in (1, 2, 3)] == [3, 0, 1]
    assert game.liftable("11") == game.liftable("r") == game.liftable("x") == 0


def test_drops_offer_every_column_that_takes_part_of_the_pick():
    game = make_game("spider-4", ["9C 8D 7D 6D", "9H", "7S", "", "8C"] + ["KH"] * 5)
    assert texts(game.drops("1", 3)) == {2: "1>2", 3: "1>3", 4: "1>4", 5: "1>5"}
    assert texts(game.drops("1", 2)) == {3: "1>3", 4: "1>4:2", 5: "1>5"}
    assert texts(game.drops("1", 1)) == {3: "1>3", 4: "1>4:1"}
    for move in game.drops("1", 3).values():
        assert str(move) in game.legal_moves()


def test_beehive_lifts_single_cards_from_piles_beehive_and_waste():
    game = make_game("beehive", ["5S", "5H", "9D", "KC", "2C", "3C"], reserve="7C 9S", waste="KD")
    assert [game.liftable(s) for s in ("1", "r", "w", "s")] == [1, 1, 1, 0]
    assert texts(game.drops("r", 1)) == {3: "r>3"}
    assert texts(game.drops("w", 1)) == {4: "w>4"}
    assert texts(game.drops("1", 1)) == {2: "1>2"}


def test_record_lists_the_moves_of_the_current_line():
    game = new_game("beehive", "4")
    game.play("d")
    game.play("d")
    game.undo()
    assert game.record == ["d"]
    assert repr(game) == "<Game beehive 4 after 1 moves>"


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_its_deal_plus_its_moves(game):
    code = deal_code(next(v for v in VARIANTS.values() if v.game == game), 5)
    first = new_game(game, code)
    for step in range(30):
        legal = first.legal_moves()
        if not legal:
            break
        first.play(legal[step % len(legal)])
    assert first.record
    again = new_game(game, code)
    for move in first.record:
        again.play(move)
    assert again.to_text() == first.to_text()


@pytest.mark.parametrize("variant", ["spider-2", "spiderette-4", "scorpion", "mrs-mop"])
def test_the_cards_of_a_pick_are_its_top_cards_whatever_its_target(variant):
    # The table names a pick's cards by a move with a count and no target yet (target 0).
    game = make_game(variant, ["KH 9C 8C 7C", "5D"])
    assert [str(c) for c in game.variant.cards_taken(game.position, Move("1", 0, 2))] == ["8C", "7C"]
    assert game.variant.cards_moved(game.position, Move("2", 0, 1)) == 1


def test_before_last_is_the_position_the_last_move_left_through_undo_and_redo():
    game = new_game("spider", "7-1")
    assert game.before_last is None
    start = game.position
    game.play("d")
    dealt = game.position
    assert game.before_last == start
    first = game.legal_moves()[0]
    game.play(first)
    assert game.before_last == dealt
    game.undo()
    assert game.before_last == start and game.position == dealt
    game.redo()
    assert game.before_last == dealt
