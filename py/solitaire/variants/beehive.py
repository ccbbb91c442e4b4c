"""Beehive: one deck, gather four of a rank on a pile and the set leaves.

Six tableau piles build by rank alone; the beehive (a reserve of ten) refills empty piles; the
stock turns three cards at a time onto the waste and may be redealt without limit, as long as
every pass through it plays a card from the waste or the beehive.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANKS, SUITS, Card, card, rank_of, rank_text
from ..errors import IllegalMove, Named, Refusal, Said, Why
from ..moves import DEAL_MOVE, Move
from ..position import Column, Position
from ..reasons import Reason
from .base import SidePile, Variant

PILES = 6
BEEHIVE_SIZE = 10
SET = 4
TURN = 3  # cards a deal turns from the stock


class Beehive(Variant):
    id = "beehive"
    game = "beehive"
    game_name = "Beehive"
    title = "Beehive"
    column_count = PILES
    goal = len(RANKS)
    deals_seal_undo = False  # a deal reveals nothing for good, so it may be undone
    board_keys = frozenset({"Waste", "Reserve", "Pass", "Played"})
    pile_noun = "pile"
    done_noun = "set"
    stock_counts = "cards"
    unseen = "the stock's order"
    side_piles = (SidePile("w", "waste", "waste", shown=TURN), SidePile("r", "reserve", "beehive", shown=1))

    def deck(self) -> list[Card]:
        return [card(rank + suit) for suit in SUITS for rank in RANKS]

    def layout(self, deck: Sequence[Card]) -> Position:
        """The first ten cards make the beehive (the tenth on top), the next six one per pile."""
        piles = deck[BEEHIVE_SIZE : BEEHIVE_SIZE + PILES]
        return Position(
            tuple(Column((top,)) for top in piles),
            stock=tuple(deck[BEEHIVE_SIZE + PILES :]),
            reserve=tuple(deck[:BEEHIVE_SIZE]),
        )

    def legal_moves(self, position: Position) -> list[Move]:
        sources = [(str(i + 1), pile.cards[-1]) for i, pile in enumerate(position.columns) if pile.cards]
        if position.reserve:
            sources.append(("r", position.reserve[-1]))
        if position.waste:
            sources.append(("w", position.waste[-1]))
        from_stock = bool(position.stock) and not position.reserve
        moves: list[Move] = []
        for index, pile in enumerate(position.columns):
            target = index + 1
            top = pile.top
            moves.extend(
                Move(name, target)
                for name, moving in sources
                if name != str(target) and (top is None or moving.rank == top.rank)
            )
            if top is None and from_stock:
                moves.append(Move("s", target))
        if self.deal_refusal(position) is None:
            moves.append(DEAL_MOVE)
        return moves

    def play(self, position: Position, move: Move) -> Position:
        if move.is_deal:
            return self._deal(position)
        if move.count not in (None, 1):
            raise IllegalMove(Why(Reason.SINGLE_CARDS_ONLY))
        if not 1 <= move.target <= PILES:
            raise IllegalMove(Why(Reason.NO_SUCH_PILE, pile=move.target, piles=PILES))
        index = move.target - 1
        target = position.columns[index]
        columns = list(position.columns)
        stock, waste, reserve, played = position.stock, position.waste, position.reserve, position.played
        if move.source == "r":
            if not reserve:
                raise IllegalMove(Why(Reason.BEEHIVE_EMPTY))
            moving, reserve, played = reserve[-1], reserve[:-1], played + 1
        elif move.source == "w":
            if not waste:
                raise IllegalMove(Why(Reason.WASTE_EMPTY))
            moving, waste, played = waste[-1], waste[:-1], played + 1
        elif move.source == "s":
            if not stock:
                raise IllegalMove(Why(Reason.STOCK_EMPTY))
            if reserve or target.cards:
                raise IllegalMove(Why(Reason.STOCK_ONLY_TO_EMPTY))
            moving, stock = stock[0], stock[1:]
        else:
            source = int(move.source) - 1
            if not 0 <= source < PILES:
                raise IllegalMove(Why(Reason.NO_SUCH_PILE, pile=source + 1, piles=PILES))
            if source == index:
                raise IllegalMove(Why(Reason.ONTO_OWN_PILE))
            if not columns[source].cards:
                raise IllegalMove(Why(Reason.PILE_EMPTY, pile=source + 1))
            columns[source], (moving,) = columns[source].take(1)
        if target.top is not None and target.top.rank != moving.rank:
            raise IllegalMove(Why(Reason.NOT_SAME_RANK, moving=moving, onto=target.top))
        done = position.done
        landed = target.put((moving,))
        if len(landed) == SET:
            landed, done = Column(), (*done, rank_text(moving.rank))
        columns[index] = landed
        # The beehive refills empty piles at once, the lowest-numbered first.
        for i, pile in enumerate(columns):
            if not pile.cards and reserve:
                columns[i], reserve = Column((reserve[-1],)), reserve[:-1]
        return Position(tuple(columns), stock, done, waste, reserve, position.pass_number, played, position.moves + 1)

    def liftable(self, position: Position, source: str) -> int:
        if source == "r":
            return int(bool(position.reserve))
        if source == "w":
            return int(bool(position.waste))
        if source == "s":
            return int(bool(position.stock) and not position.reserve)
        return int(source.isdigit() and 1 <= int(source) <= PILES and bool(position.columns[int(source) - 1].cards))

    def cards_moved(self, position: Position, move: Move) -> int:
        return 1

    def cards_taken(self, position: Position, move: Move) -> tuple[Card, ...]:
        sources = {"r": position.reserve[-1:], "w": position.waste[-1:], "s": position.stock[:1]}
        if move.source in sources:
            return sources[move.source]
        return position.columns[int(move.source) - 1].cards[-1:]

    def stock_count(self, position: Position) -> int:
        return len(position.stock)

    def deal_refusal(self, position: Position) -> Why | None:
        """Why a deal is refused now, or None if it is allowed."""
        if position.stock:
            return None
        if not position.waste:
            return Why(Reason.STOCK_AND_WASTE_EMPTY)
        if not position.played:
            return Why(Reason.NO_REDEAL)
        return None

    def _deal(self, position: Position) -> Position:
        refusal = self.deal_refusal(position)
        if refusal is not None:
            raise IllegalMove(refusal)
        if position.stock:
            turned = position.stock[:TURN]
            return Position(
                position.columns,
                position.stock[TURN:],
                position.done,
                position.waste + turned,
                position.reserve,
                position.pass_number,
                position.played,
                position.moves + 1,
            )
        # The waste turned over: the card turned first comes out first again.
        return Position(
            position.columns,
            position.waste,
            position.done,
            (),
            position.reserve,
            position.pass_number + 1,
            0,
            position.moves + 1,
        )

    def done_cards(self, token: str) -> list[Card]:
        try:
            rank_of(token)
        except ValueError:
            raise Refusal(Why(Reason.NOT_A_SET_TOKEN, text=Said(token))) from None
        return [card(token + suit) for suit in SUITS]

    def column_problem(self, column: Column) -> Why | None:
        if column.hidden:
            return Why(Reason.NO_FACE_DOWN, title=Named(self.title))
        if len({c.rank for c in column.cards}) > 1:
            return Why(Reason.ONE_RANK_A_PILE)
        if len(column) >= SET:
            return Why(Reason.SET_WOULD_HAVE_LEFT, count=SET)
        return None

    def layout_problem(self, position: Position) -> tuple[str, Why] | None:
        if position.reserve:
            for number, pile in enumerate(position.columns, 1):
                if not pile.cards:
                    return str(number), Why(Reason.PILE_REFILLED)
        if position.pass_number < 1:
            return "Pass", Why(Reason.PASSES_FROM_ONE)
        return None


BEEHIVE = Beehive()
