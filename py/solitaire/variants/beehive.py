"""Beehive: one deck, gather four of a rank on a pile and the set leaves.

Six tableau piles build by rank alone; the beehive (a reserve of ten) refills empty piles; the
stock turns three cards at a time onto the waste and may be redealt without limit, as long as
every pass through it plays a card from the waste or the beehive.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANKS, SUITS, Card, card, rank_of, rank_text
from ..errors import IllegalMove, quoted
from ..moves import DEAL_MOVE, Move
from ..position import Column, Position
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
            raise IllegalMove("in Beehive only single cards move")
        if not 1 <= move.target <= PILES:
            raise IllegalMove(f"there is no pile {move.target}: piles are 1 to {PILES}")
        index = move.target - 1
        target = position.columns[index]
        columns = list(position.columns)
        stock, waste, reserve, played = position.stock, position.waste, position.reserve, position.played
        if move.source == "r":
            if not reserve:
                raise IllegalMove("the beehive is empty")
            moving, reserve, played = reserve[-1], reserve[:-1], played + 1
        elif move.source == "w":
            if not waste:
                raise IllegalMove("the waste is empty: deal to turn cards from the stock")
            moving, waste, played = waste[-1], waste[:-1], played + 1
        elif move.source == "s":
            if not stock:
                raise IllegalMove("the stock is empty")
            if reserve or target.cards:
                raise IllegalMove(
                    "a card comes straight from the stock only onto an empty pile, once the beehive is empty"
                )
            moving, stock = stock[0], stock[1:]
        else:
            source = int(move.source) - 1
            if not 0 <= source < PILES:
                raise IllegalMove(f"there is no pile {move.source}: piles are 1 to {PILES}")
            if source == index:
                raise IllegalMove("a card cannot move onto its own pile")
            if not columns[source].cards:
                raise IllegalMove(f"pile {move.source} is empty")
            columns[source], (moving,) = columns[source].take(1)
        if target.top is not None and target.top.rank != moving.rank:
            raise IllegalMove(
                f"the {moving.name} cannot go on the {target.top.name}: only cards of one rank go together"
            )
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

    def deal_refusal(self, position: Position) -> str | None:
        """Why a deal is refused now, or None if it is allowed."""
        if position.stock:
            return None
        if not position.waste:
            return "the stock and the waste are both empty"
        if not position.played:
            return "no redeal: this pass through the stock played no card from the waste or the beehive"
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
            raise ValueError(f"{quoted(token)} is not a finished set: write its rank, like 5 or K") from None
        return [card(token + suit) for suit in SUITS]

    def column_problem(self, column: Column) -> str | None:
        if column.hidden:
            return "Beehive has no face-down cards"
        if len({c.rank for c in column.cards}) > 1:
            return "a pile holds cards of one rank only"
        if len(column) >= SET:
            return f"{SET} cards of a rank would have left as a set"
        return None

    def layout_problem(self, position: Position) -> tuple[str, str] | None:
        if position.reserve:
            for number, pile in enumerate(position.columns, 1):
                if not pile.cards:
                    return str(number), "an empty pile is refilled from the beehive at once"
        if position.pass_number < 1:
            return "Pass", "passes are counted from 1"
        return None


BEEHIVE = Beehive()
