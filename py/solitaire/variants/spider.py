"""Spider's family: build down in any suit, lift only runs of one suit, king-to-ace runs leave.

Spider (one, two or four suits) and Beetle are instances: they differ only in data (suits,
column sizes, face-down cards, whether a deal may cover an empty column).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import KING, RANKS, Card, card, run_length
from ..errors import IllegalMove
from ..moves import DEAL_MOVE, Move
from ..position import Column, Position, replace_columns
from .base import Variant

DECKS = 2
COLUMNS = 10
RUN = KING  # a finished run is king to ace: thirteen cards


class SpiderFamily(Variant):
    column_count = COLUMNS
    goal = 4 * DECKS
    deals_seal_undo = True
    board_keys = frozenset()
    pile_noun = "column"
    done_noun = "run"
    stock_counts = "deals"

    def __init__(
        self,
        id: str,
        game: str,
        title: str,
        suits: str,
        column_sizes: tuple[int, ...],
        face_down: bool,
        deals_onto_empty: bool,
    ) -> None:
        assert len(column_sizes) == COLUMNS and (4 * DECKS) % len(suits) == 0
        self.id = id
        self.game = game
        self.title = title
        self.suits = suits
        self.column_sizes = column_sizes
        self.face_down = face_down
        self.deals_onto_empty = deals_onto_empty
        self.deal_count = (len(self.deck()) - sum(column_sizes)) // COLUMNS
        self.unseen = "the face-down cards" if face_down else "the stock's order"

    def deck(self) -> list[Card]:
        copies = 4 * DECKS // len(self.suits)
        return [card(rank + suit) for _ in range(copies) for suit in self.suits for rank in RANKS]

    def layout(self, deck: Sequence[Card]) -> Position:
        """Dealt a row at a time, left to right, as by hand; only each top card face up."""
        piles: list[list[Card]] = [[] for _ in range(COLUMNS)]
        cards = iter(deck)
        for row in range(max(self.column_sizes)):
            for index, size in enumerate(self.column_sizes):
                if row < size:
                    piles[index].append(next(cards))
        columns = tuple(Column(tuple(pile), len(pile) - 1 if self.face_down else 0) for pile in piles)
        return Position(columns, stock=tuple(cards))

    def legal_moves(self, position: Position) -> list[Move]:
        moves: list[Move] = []
        columns = position.columns
        top_ranks = [column.cards[-1].rank if column.cards else 0 for column in columns]
        for source, column in enumerate(columns):
            if not column.cards:
                continue
            name = str(source + 1)
            run = run_length(column.cards, column.hidden)
            top_rank = top_ranks[source]
            for target, rank in enumerate(top_ranks):
                if not rank:
                    moves.extend(Move(name, target + 1, n) for n in range(1, run))
                    moves.append(Move(name, target + 1))
                elif target != source and 1 <= rank - top_rank <= run:
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
        landed, done = self._collect(position.columns[target].put(cards))
        return Position(
            replace_columns(position.columns, {source: column, target: landed}),
            position.stock,
            position.done + done,
            moves=position.moves + 1,
        )

    def liftable(self, position: Position, source: str) -> int:
        if not source.isdigit() or not 1 <= int(source) <= COLUMNS:
            return 0
        column = position.columns[int(source) - 1]
        return run_length(column.cards, column.hidden)

    def cards_moved(self, position: Position, move: Move) -> int:
        if move.count is not None:
            return move.count
        source, target = position.columns[int(move.source) - 1], position.columns[move.target - 1]
        if target.top is None or source.top is None:
            return run_length(source.cards, source.hidden)
        return target.top.rank - source.top.rank

    def cards_taken(self, position: Position, move: Move) -> tuple[Card, ...]:
        return position.columns[int(move.source) - 1].cards[-self.cards_moved(position, move) :]

    def stock_count(self, position: Position) -> int:
        return len(position.stock) // COLUMNS

    def deal_refusal(self, position: Position) -> str | None:
        """Why a deal is refused now, or None if it is allowed."""
        if not position.stock:
            return f"the stock is empty: all {self.deal_count} deals are done"
        if not self.deals_onto_empty and not all(position.columns):
            return "fill every column before dealing"
        return None

    def _deal(self, position: Position) -> Position:
        dealt = position.stock[:COLUMNS]
        columns: list[Column] = []
        done: tuple[str, ...] = ()
        for column, new_card in zip(position.columns, dealt, strict=True):
            # Runs completed by a deal leave in column order.
            collected, finished = self._collect(column.put((new_card,)))
            columns.append(collected)
            done += finished
        return Position(tuple(columns), position.stock[COLUMNS:], position.done + done, moves=position.moves + 1)

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
        if source is None:
            raise IllegalMove(f"{self.title} moves cards only between columns 1 to {COLUMNS}")
        for number in (source, move.target):
            if not 1 <= number <= COLUMNS:
                raise IllegalMove(f"there is no column {number}: columns are 1 to {COLUMNS}")
        if source == move.target:
            raise IllegalMove("cards cannot move onto their own column")
        return source - 1, move.target - 1

    @staticmethod
    def _count(source: Column, target: Column, move: Move) -> int:
        """How many cards `move` takes from `source` onto `target`, or why it cannot."""
        if not source.cards:
            raise IllegalMove(f"column {move.source} is empty")
        run = run_length(source.cards, source.hidden)
        count = move.count
        if count is None:
            if target.top is None:
                return run  # the longest movable run goes to an empty column
            count = target.top.rank - source.cards[-1].rank
            if not 1 <= count <= len(source.face_up):
                raise IllegalMove(
                    f"the {source.cards[-1].name} cannot go on the {target.top.name}: "
                    "a card goes only on a card one rank higher"
                )
        elif count > len(source.face_up):
            raise IllegalMove(f"column {move.source} has only {len(source.face_up)} face-up cards")
        if count > run:
            raise IllegalMove(
                f"only a run of one suit moves together: the {source.cards[-count].name} "
                f"and the cards on it are not one suit in order"
            )
        if target.top is not None and target.top.rank != source.cards[-count].rank + 1:
            raise IllegalMove(
                f"the {source.cards[-count].name} cannot go on the {target.top.name}: "
                "a card goes only on a card one rank higher"
            )
        return count

    def done_cards(self, token: str) -> list[Card]:
        if len(token) != 1 or token not in self.suits:
            raise ValueError(
                f"{token!r} is not a finished run of {self.id}: write its suit, one of {' '.join(self.suits)}"
            )
        return [card(rank + token) for rank in RANKS]

    def column_problem(self, column: Column) -> str | None:
        if column.hidden and not self.face_down:
            return f"{self.title} has no face-down cards"
        if column.cards and column.hidden >= len(column.cards):
            return "a face-down card on top of a column would have turned over"
        if self._collect(column)[1]:
            return "a finished king-to-ace run would have left the column"
        return None

    def layout_problem(self, position: Position) -> tuple[str, str] | None:
        if len(position.stock) % COLUMNS:
            return "Stock", f"the stock deals whole rows of {COLUMNS} cards"
        return None


SPIDER_SIZES = (6,) * 4 + (5,) * 6


def spider(suits: str, title: str) -> SpiderFamily:
    return SpiderFamily(
        id=f"spider-{len(suits)}",
        game="spider",
        title=title,
        suits=suits,
        column_sizes=SPIDER_SIZES,
        face_down=True,
        deals_onto_empty=False,
    )


SPIDER_1 = spider("S", "Spider, one suit")
SPIDER_2 = spider("SH", "Spider, two suits")
SPIDER_4 = spider("SHDC", "Spider, four suits")
