"""Spider's family: build down, lift what the rules let you, king-to-ace runs of one suit leave.

Every game of the family is an instance of one class, differing only in data: the deck (suits
and decks), the columns' sizes and face-down cards, whether a deal may cover an empty column, and
the two rules of how cards build (`packing`): Spider lands loose and lifts strict, Scorpion lands
strict and lifts loose. Spider (one, two or four suits) and Beetle are defined here; the others
in modules of their own.

A deal puts one card from the stock on each column from the left, as far as the stock goes: ten
at a time in Spider, seven and then the last three in Spiderette.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Final

from ..cards import KING, RANKS, Card, card, run_length
from ..errors import Either, IllegalMove, Named, Refusal, Said, Why
from ..moves import DEAL_MOVE, Move
from ..position import Column, Position, replace_columns
from ..reasons import Reason
from .base import Variant
from .packing import SPIDER_PACKING, Packing

COLUMNS = 10  # Spider's and Beetle's columns
RUN = KING  # a finished run is king to ace: thirteen cards


TIERS: Final = {"S": "one suit", "SH": "two suits", "SHDC": "four suits"}


@dataclass(frozen=True)
class Deck:
    """The cards: `decks` decks' worth, in the suits given (fewer suits, more copies of each)."""

    suits: str = "SHDC"
    decks: int = 2


@dataclass(frozen=True)
class Layout:
    """How the cards are dealt: each column's size and face-down cards (None: all but the top
    card), and whether a deal from the stock may cover an empty column."""

    sizes: tuple[int, ...]
    face_down: tuple[int, ...] | None = None
    deals_onto_empty: bool = False

    def hidden(self) -> tuple[int, ...]:
        return self.face_down if self.face_down is not None else tuple(size - 1 for size in self.sizes)


class SpiderFamily(Variant):
    deals_seal_undo = True
    board_keys = frozenset()
    pile_noun = "column"
    done_noun = "run"
    stock_counts = "deals"

    def __init__(
        self, game: str, name: str, deck: Deck, layout: Layout, packing: Packing = SPIDER_PACKING, tiered: bool = False
    ) -> None:
        """A game called `name`, with id `game`; `tiered`: one of the game's suit tiers, whose
        variant id and deal codes carry the tier (`spider-2`, `41739205-2`)."""
        hidden = layout.hidden()
        assert len(hidden) == len(layout.sizes)
        assert all(0 <= down < max(size, 1) for down, size in zip(hidden, layout.sizes, strict=True))
        assert (4 * deck.decks) % len(deck.suits) == 0
        self.tier = str(len(deck.suits)) if tiered else None
        self.id = game if self.tier is None else f"{game}-{self.tier}"
        self.game = game
        self.game_name = name
        self.title = name if self.tier is None else f"{name}, {TIERS[deck.suits]}"
        self.suits = deck.suits
        self.decks = deck.decks
        self.column_sizes = layout.sizes
        self.column_count = len(layout.sizes)
        self.dealt_face_down = hidden
        self.face_down = any(hidden)
        self.deals_onto_empty = layout.deals_onto_empty
        self.landing = packing.landing
        self.lifting = packing.lifting
        self.goal = len(self.deck()) // RUN
        self.stock_size = len(self.deck()) - sum(layout.sizes)
        self.has_stock = self.stock_size > 0
        self.deal_count = -(-self.stock_size // self.column_count)
        self.unseen = (
            "the face-down cards"
            if self.face_down
            else "the stock's order"
            if self.has_stock
            else "nothing: every card is face up"
        )

    def deck(self) -> list[Card]:
        copies = 4 * self.decks // len(self.suits)
        return [card(rank + suit) for _ in range(copies) for suit in self.suits for rank in RANKS]

    def layout(self, deck: Sequence[Card]) -> Position:
        """Dealt a row at a time, left to right, as by hand; the bottom cards face down as the game says."""
        piles: list[list[Card]] = [[] for _ in self.column_sizes]
        cards = iter(deck)
        for row in range(max(self.column_sizes)):
            for index, size in enumerate(self.column_sizes):
                if row < size:
                    piles[index].append(next(cards))
        columns = tuple(Column(tuple(pile), hidden) for pile, hidden in zip(piles, self.dealt_face_down, strict=True))
        return Position(columns, stock=tuple(cards))

    def legal_moves(self, position: Position) -> list[Move]:
        landing = self.landing
        wanted, starters, liftable = landing.wanted, landing.starters, self.lifting.liftable
        columns = position.columns
        # The columns by what their top card takes, and the empty ones: each column's lifted
        # cards then find where they go by look-up, and the moves are listed target by target.
        by_offer: dict[Hashable, list[int]] = {}
        empty: list[int] = []
        for target, column in enumerate(columns):
            if column.cards:
                by_offer.setdefault(landing.offers(column.cards[-1]), []).append(target)
            else:
                empty.append(target)
        moves: list[Move] = []
        for source, column in enumerate(columns):
            if not column.cards:
                continue
            lift = liftable(column)
            targets = [t for key in wanted(column.cards, lift) for t in by_offer.get(key, ()) if t != source]
            starts = starters(column.cards, lift) if empty else ()
            if not targets and not starts:
                continue
            name = str(source + 1)
            if starts:
                targets = sorted(targets + empty)
            elif len(targets) > 1:
                targets.sort()
            for target in targets:
                if not columns[target].cards:
                    moves.extend(Move(name, target + 1, count) for count in starts[:-1])
                moves.append(Move(name, target + 1))
        if self.deal_refusal(position) is None:
            moves.append(DEAL_MOVE)
        return moves

    def play(self, position: Position, move: Move) -> Position:
        if move.is_deal:
            refusal = self.deal_refusal(position)
            if refusal is not None:
                raise IllegalMove(refusal)
            return self._deal(position)
        source, target = self._columns_of(move)
        count = self._count(position.columns[source], position.columns[target], move)
        column, cards = position.columns[source].take(count)
        # With loose lifting a finished run may lie under the cards lifted off it.
        left, left_done = self._collect(column)
        landed, landed_done = self._collect(position.columns[target].put(cards))
        done = left_done + landed_done if source < target else landed_done + left_done
        return Position(
            replace_columns(position.columns, {source: left, target: landed}),
            position.stock,
            position.done + done,
            moves=position.moves + 1,
        )

    def liftable(self, position: Position, source: str) -> int:
        if not source.isdigit() or not 1 <= int(source) <= self.column_count:
            return 0
        return self.lifting.liftable(position.columns[int(source) - 1])

    def cards_moved(self, position: Position, move: Move) -> int:
        if move.count is not None:  # the cards the player chose: the table asks so of a pick
            return move.count
        source, target = self._columns_of(move)
        return self._count(position.columns[source], position.columns[target], move)

    def cards_taken(self, position: Position, move: Move) -> tuple[Card, ...]:
        return position.columns[int(move.source) - 1].cards[-self.cards_moved(position, move) :]

    def stock_count(self, position: Position) -> int:
        return -(-len(position.stock) // self.column_count)

    def dealt_columns(self, position: Position) -> tuple[int, ...]:
        return tuple(range(1, min(len(position.stock), self.column_count) + 1))

    def deal_refusal(self, position: Position) -> Why | None:
        """Why a deal is refused now, or None if it is allowed."""
        if not self.has_stock:
            return Why(Reason.NO_STOCK, game=Named(self.game_name))
        if not position.stock:
            if self.deal_count == 1:
                return Why(Reason.LAST_DEAL_DONE)
            return Why(Reason.ALL_DEALS_DONE, count=self.deal_count)
        if not self.deals_onto_empty and not all(position.columns):
            return Why(Reason.FILL_COLUMNS_FIRST)
        return None

    def _deal(self, position: Position) -> Position:
        dealt = position.stock[: self.column_count]
        columns = list(position.columns)
        done: tuple[str, ...] = ()
        for index, new_card in enumerate(dealt):
            # Runs completed by a deal leave in column order.
            columns[index], finished = self._collect(columns[index].put((new_card,)))
            done += finished
        return Position(tuple(columns), position.stock[len(dealt) :], position.done + done, moves=position.moves + 1)

    @staticmethod
    def _collect(column: Column) -> tuple[Column, tuple[str, ...]]:
        """The column after a finished run on top of it leaves, and the run's suit if one did."""
        top = column.top
        if top is None or top.rank != 1 or run_length(column.cards, column.hidden) < RUN:
            return column, ()
        rest, _ = column.take(RUN)
        return rest, (top.suit,)

    def _columns_of(self, move: Move) -> tuple[int, int]:
        source = move.from_column
        columns = self.column_count
        if source is None:
            raise IllegalMove(Why(Reason.ONLY_BETWEEN_COLUMNS, title=Named(self.title), columns=columns))
        for number in (source, move.target):
            if not 1 <= number <= columns:
                raise IllegalMove(Why(Reason.NO_SUCH_COLUMN, column=number, columns=columns))
        if source == move.target:
            raise IllegalMove(Why(Reason.ONTO_OWN_COLUMN))
        return source - 1, move.target - 1

    def _count(self, source: Column, target: Column, move: Move) -> int:
        """How many cards `move` takes from `source` onto `target`, or why it cannot."""
        if not source.cards:
            raise IllegalMove(Why(Reason.COLUMN_EMPTY, column=int(move.source)))
        landing, onto, cards = self.landing, target.top, source.cards
        lift = self.lifting.liftable(source)
        face_up = len(source.face_up)
        count = move.count
        if count is None:
            # The deepest card that may be lifted and fits there moves, with the cards above it.
            if onto is None:
                starts = landing.starters(cards, lift)
                count = starts[-1] if starts else 0
            else:
                count = landing.wanted(cards, lift).get(landing.offers(onto), 0)
            if count:
                return count
            # A face-up card that would fit, but may not be lifted with the cards on it?
            count = landing.wanted(cards, face_up).get(landing.offers(onto), 0) if onto is not None else 0
            if not count:
                raise IllegalMove(landing.none_fits(int(move.source), cards[-1], onto))
        elif count > face_up:
            raise IllegalMove(Why(Reason.TOO_FEW_FACE_UP, column=int(move.source), count=face_up))
        if count > lift:
            raise IllegalMove(self.lifting.refusal(source, count))
        if not landing.fits(cards[-count], onto):
            raise IllegalMove(landing.refusal(cards[-count], onto))
        return count

    def done_cards(self, token: str) -> list[Card]:
        if len(token) != 1 or token not in self.suits:
            raise Refusal(Why(Reason.NOT_A_RUN_TOKEN, text=Said(token), variant=self.id, suits=" ".join(self.suits)))
        return [card(rank + token) for rank in RANKS]

    def column_problem(self, column: Column) -> Why | None:
        if column.hidden and not self.face_down:
            return Why(Reason.NO_FACE_DOWN, title=Named(self.title))
        if column.cards and column.hidden >= len(column.cards):
            return Why(Reason.FACE_DOWN_ON_TOP)
        if self._collect(column)[1]:
            return Why(Reason.RUN_WOULD_HAVE_LEFT)
        return None

    def layout_problem(self, position: Position) -> tuple[str, Why] | None:
        for number, (column, dealt) in enumerate(zip(position.columns, self.dealt_face_down, strict=True), 1):
            if column.hidden and not dealt:
                return str(number), Why(Reason.NO_FACE_DOWN_HERE, title=Named(self.title), column=number)
        stock = len(position.stock)
        if stock not in self.stock_sizes():
            return "Stock", self._stock_rule()
        return None

    def stock_sizes(self) -> frozenset[int]:
        """How many cards the stock may hold: what is left after each deal."""
        return frozenset({*range(self.stock_size, 0, -self.column_count), 0})

    def _stock_rule(self) -> Why:
        if not self.has_stock:
            return Why(Reason.GAME_HAS_NO_STOCK, game=Named(self.game_name))
        if self.stock_size % self.column_count == 0:
            return Why(Reason.WHOLE_ROWS, columns=self.column_count)
        sizes = tuple(sorted(self.stock_sizes() - {0}, reverse=True))
        return Why(Reason.STOCK_SIZES, title=Named(self.title), sizes=Either(sizes))


def spider(suits: str) -> SpiderFamily:
    return SpiderFamily("spider", "Spider", Deck(suits), Layout((6,) * 4 + (5,) * 6), tiered=True)


SPIDER_1 = spider("S")
SPIDER_2 = spider("SH")
SPIDER_4 = spider("SHDC")
