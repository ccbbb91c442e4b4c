"""A game the table has never heard of, defined here alone, is drawn, picked up and worded by
the table's pure parts: everything that differs between games lives in the variant.

"Pairs": four columns of two-suit aces to fours; a card moves onto a card of its rank and the
pair leaves; a pocket beside the stock holds one spare card; the stock counts cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from solitaire import Game, IllegalMove
from solitaire.cards import Card, card
from solitaire.moves import Move
from solitaire.position import Column, Position, replace_columns
from solitaire.variants.base import SidePile, Variant
from table.play.pick import pick_up
from table.show import scene
from table.show.words import describe, place


class Pairs(Variant):
    id = "pairs"
    game = "pairs"
    title = "Pairs"
    column_count = 4
    goal = 4
    deals_seal_undo = False
    board_keys = frozenset({"Reserve"})
    pile_noun = "stack"
    done_noun = "pair"
    stock_counts = "cards"
    unseen = "the stock's order"
    side_piles = (SidePile("r", "pocket", "pocket", shown=1),)

    def deck(self) -> list[Card]:
        return [card(rank + suit) for suit in "SH" for rank in "A234"]

    def layout(self, deck: Sequence[Card]) -> Position:
        return Position(tuple(Column((c,)) for c in deck[:4]), stock=tuple(deck[5:]), reserve=(deck[4],))

    def legal_moves(self, position: Position) -> list[Move]:
        tops = [column.top for column in position.columns]
        return [
            Move(str(source), target)
            for source, moving in enumerate(tops, 1)
            for target, under in enumerate(tops, 1)
            if moving and under and source != target and moving.rank == under.rank
        ]

    def play(self, position: Position, move: Move) -> Position:
        if move not in self.legal_moves(position):
            raise IllegalMove("only a card of the same rank takes it")
        source, target = int(move.source) - 1, move.target - 1
        rank = str(position.columns[target].cards[-1])[0]
        changes = {source: position.columns[source].take(1)[0], target: position.columns[target].take(1)[0]}
        columns = replace_columns(position.columns, changes)
        return Position(
            columns, position.stock, (*position.done, rank), reserve=position.reserve, moves=position.moves + 1
        )

    def liftable(self, position: Position, source: str) -> int:
        return int(source.isdecimal() and bool(position.columns[int(source) - 1].cards))

    def cards_moved(self, position: Position, move: Move) -> int:
        return 1

    def cards_taken(self, position: Position, move: Move) -> tuple[Card, ...]:
        return position.columns[int(move.source) - 1].cards[-1:]

    def stock_count(self, position: Position) -> int:
        return len(position.stock)

    def done_cards(self, token: str) -> list[Card]:
        return [card(token + suit) for suit in "SH"]

    def column_problem(self, column: Column) -> str | None:
        return None

    def layout_problem(self, position: Position) -> tuple[str, str] | None:
        return None


PAIRS = Pairs()


def pairs_game() -> Game:
    deck = [card(c) for c in ("AS", "2S", "AH", "3S", "4H", "2H", "3H", "4S")]
    return Game(PAIRS, PAIRS.layout(deck), deal="1")


def test_a_new_game_is_laid_out_with_its_own_piles_and_nouns():
    top, columns = scene.layout_html(PAIRS)
    for key in ("stock", "pocket", "foundation"):
        assert f'data-pile="{key}"' in top
    assert [f'aria-label="stack {n}"' in columns for n in range(1, 6)] == [True] * 4 + [False]
    assert scene.counter_labels(PAIRS) == {"completed": "Pairs", "stock": "Stock"}


def test_a_new_game_is_drawn_counted_and_worded_from_its_variant():
    game = pairs_game()
    piles = scene.piles(game)
    assert set(piles) == {"1", "2", "3", "4", "stock", "pocket", "foundation"}
    assert piles["pocket"].tokens == ("4H",) and piles["pocket"].caption == "Pocket 1"
    assert piles["stock"].caption == "Stock 3" and piles["stock"].tokens == ("??",)
    assert piles["1"].label == "stack 1: ace of spades"
    assert scene.counters(game)["deals-left"] == "3"
    assert place(game, "r") == "the pocket"

    pick = pick_up(game, "1")
    assert pick is not None and list(pick.drops) == [3]
    move = pick.drops[3]
    assert describe(game, move) == "the ace of spades from stack 1 onto the ace of hearts in stack 3"
    assert scene.move_origin(PAIRS, move) == "1" and scene.pile_key(PAIRS, "r") == "pocket"

    game.play_move(move)
    piles = scene.piles(game)
    assert piles["foundation"].tokens == ("AH",) and piles["foundation"].caption == "Pairs 1/4"
    assert piles["1"].tokens == () and piles["1"].label == "stack 1, empty"
