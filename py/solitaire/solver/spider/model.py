"""A position of the spider family as the search sees it, and what it is worth.

A state is the columns (`columns`: a card a byte), the number of deals left and the state's
score, kept up to date move by move; unchanged columns are shared between states, never copied.
`SpiderModel` plays the games that land loose and lift strict: Spider, Beetle, Spiderette,
Will o' the Wisp, Simple Simon and Mrs. Mop.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from typing import Final

from ...cards import KING
from ...position import Position
from ...variants.spider import SpiderFamily
from ..search import STAGE_PRESSURE
from .columns import FACE_DOWN, RANK_BITS, RUNS, SEPARATOR, encode, settle, stack_of, turn_over
from .styles import Style

WIDEST: Final = 13  # the most columns a game of the family has (Mrs. Mop)
# Each move's text, MOVES[source][target] (counted from 0), made once rather than at every move tried.
MOVES: Final = [[f"{source}>{target}" for target in range(1, WIDEST + 1)] for source in range(1, WIDEST + 1)]

# Columns bottom to top, deals left, and the score of it all.
SpiderState = tuple[tuple[bytes, ...], int, int]
# What the search needs to know of a column: what it is worth, and its stack: the lengths of the
# runs on top of it, top first, each one rank below the run under it (a run of one suit and the
# runs that can follow it off the column as one).
ColumnFacts = tuple[int, tuple[int, ...]]


class SpiderModel:
    """The search's view of a Spider-family position."""

    def __init__(self, variant: SpiderFamily, position: Position, style: Style) -> None:
        self.deals_onto_empty = variant.deals_onto_empty
        self.columns = tuple(
            bytes(encode(c, i < column.hidden) for i, c in enumerate(column.cards)) for column in position.columns
        )
        self.stock = bytes(encode(c) for c in position.stock)
        self.width = len(position.columns)
        assert self.width <= WIDEST
        self.deals = variant.stock_count(position)
        self.style = style
        self.step_cost = style.step_cost
        self.patience = style.patience
        self.stage_pressure = STAGE_PRESSURE
        # Whether every legal move was tried, so that running out of positions proves the
        # game lost; cleared when a move is skipped.
        self.complete = True
        self._facts: dict[bytes, ColumnFacts] = {}

    def start(self) -> SpiderState:
        return self.columns, self.deals, self._score(self.columns, self.deals)

    def keys(self, state: SpiderState) -> tuple[bytes, bytes]:
        columns, deals, _ = state
        packed = SEPARATOR.join(columns) + bytes((deals,))
        # A deal to come puts a given card on a given column: the order of the columns it
        # reaches matters (all of them in Spider; Scorpion's deal reaches the first three, as
        # does Spiderette's last). The others are alike in any order.
        reached = min(self._stock_left(deals), self.width) if self._deals_to_come(columns, deals) else 0
        if reached == self.width:
            return packed, packed
        return SEPARATOR.join((*columns[:reached], *sorted(columns[reached:]))) + bytes((deals,)), packed

    def unpack(self, packed: bytes, score: int) -> SpiderState:
        return tuple(packed[:-1].split(SEPARATOR)), packed[-1], score

    def _deals_to_come(self, columns: tuple[bytes, ...], deals: int) -> bool:
        """Whether a deal can still come: Spider deals only onto columns that all have cards, and
        no card reaches the table but by a deal, so with fewer cards than columns none ever comes."""
        return deals > 0 and (self.deals_onto_empty or all(columns) or sum(map(len, columns)) >= self.width)

    def _stock_left(self, deals: int) -> int:
        """Cards still in the stock with `deals` deals to come (the last deal may be short)."""
        return max(len(self.stock) - self.width * (self.deals - deals), 0)

    def stage(self, state: SpiderState) -> int:
        return self.deals - state[1]

    def won(self, state: SpiderState) -> bool:
        return not state[1] and not any(state[0])

    def score(self, state: SpiderState) -> int:
        return state[2]

    def _score(self, columns: tuple[bytes, ...], deals: int) -> int:
        """The score of a whole position, worked out afresh (moves update it as they go)."""
        on_table = sum(map(len, columns))
        cards = len(self.stock) + sum(map(len, self.columns))
        runs_left = (cards - on_table - self._stock_left(deals)) // KING
        worth = sum(self._column(column)[0] for column in columns)
        return worth + self.style.run_left * runs_left + self.style.deal_made * (self.deals - deals)

    def successors(self, state: SpiderState) -> Iterator[tuple[str, SpiderState]]:
        columns, deals, _ = state
        known = self._facts
        facts = [known.get(column) or self._column(column) for column in columns]
        by_top: dict[int, list[int]] = {}  # top rank -> the columns with it on top
        empty: list[int] = []
        for index, column in enumerate(columns):
            if column:
                by_top.setdefault(column[-1] & RANK_BITS, []).append(index)
            else:
                empty.append(index)
        if self.style.sure_moves:
            sure = self._sure_move(state, facts)
            if sure is not None:
                self.complete = False
                yield sure
                return
        every_move = self.style.every_move
        deals_to_come = self._deals_to_come(columns, deals)
        # Empty columns are alike but for the cards later deals put on them: one is tried.
        empty_targets = empty if every_move and deals_to_come else empty[:1]
        if len(empty_targets) < len(empty) and deals_to_come:
            self.complete = False
        for source, column in enumerate(columns):
            if not column:
                continue
            stack = facts[source][1]
            run = stack[0]
            top_rank = column[-1] & RANK_BITS
            # The whole run onto a card one rank above its bottom card.
            for target in by_top.get(top_rank + run, ()):
                if not self.style.swaps and len(stack) > 1 and columns[target][-1] != column[-run] + 1:
                    self.complete = False
                    continue
                yield MOVES[source][target], self._move(state, facts, source, target, run)
            # Part of a run onto a card swaps one parent for another of the same rank: rarely
            # of use, and trying it slows every search down.
            if every_move:
                for rank in range(top_rank + 1, top_rank + run):
                    for target in by_top.get(rank, ()):
                        yield MOVES[source][target], self._move(state, facts, source, target, rank - top_rank)
            elif self.complete and any(rank in by_top for rank in range(top_rank + 1, top_rank + run)):
                self.complete = False
            for empty_target in empty_targets:
                for count in range(run, 0, -1):
                    if count == len(column) and not (every_move and deals_to_come):
                        # A whole column into an empty one changes nothing but which cards
                        # the deals put on it.
                        self.complete = self.complete and not deals_to_come
                        continue
                    move = MOVES[source][empty_target] + ("" if count == run else f":{count}")
                    yield move, self._move(state, facts, source, empty_target, count)
            if empty and self.style.supermoves and len(stack) > 1:
                yield from self._stack_moves(state, facts, source, by_top, empty)
        if deals and (self.deals_onto_empty or not empty):
            yield "d", self._deal(state)

    def _sure_move(self, state: SpiderState, facts: list[ColumnFacts]) -> tuple[str, SpiderState] | None:
        """A run that can join a card of its suit one rank above it, from a card face down, from
        the bottom of its column, or from a card it does not follow in rank: nothing it lies on
        is worth keeping, so the move is made and no other tried."""
        columns = state[0]
        tops = {column[-1]: index for index, column in enumerate(columns) if column}
        for source, column in enumerate(columns):
            if not column:
                continue
            run = facts[source][1][0]
            target = tops.get(column[-run] + 1)
            if target is None:
                continue
            if self.style.sure_moves > 1 or len(facts[source][1]) == 1:  # on nothing it follows
                return f"{source + 1}>{target + 1}", self._move(state, facts, source, target, run)
        return None

    def _stack_moves(
        self, state: SpiderState, facts: list[ColumnFacts], source: int, by_top: dict[int, list[int]], empty: list[int]
    ) -> Iterator[tuple[str, SpiderState]]:
        """Several runs of a column's stack moved at once, as a player moves them: through the
        empty columns, each run laid on the one it followed, then all put back together on the
        target. With `e` empty columns spare, up to 2**e runs go onto a card, and into an
        empty column as many as its spares allow."""
        column = state[0][source]
        stack = facts[source][1]
        spare = len(empty)
        moving = stack[0]
        for runs in range(2, len(stack) + 1):
            moving += stack[runs - 1]
            if runs > 1 << spare:
                return
            bottom_rank = column[-moving] & RANK_BITS
            for target in by_top.get(bottom_rank + 1, ()):
                moves: list[str] = []
                _plan(source, target, stack[:runs], empty, moves)
                yield " ".join(moves), self._move(state, facts, source, target, moving)
            if runs <= 1 << (spare - 1) and moving < len(column):
                moves = []
                _plan(source, empty[0], stack[:runs], empty[1:], moves)
                yield " ".join(moves), self._move(state, facts, source, empty[0], moving)

    def _column(self, column: bytes) -> ColumnFacts:
        """What a column is worth, and its stack; the same column recurs in many positions, so
        each is worked out once."""
        known = self._facts.get(column)
        if known is None:
            known = self._facts[column] = (self._worth(column), stack_of(column))
        return known

    def _worth(self, column: bytes) -> int:
        """What a column is worth: face-down cards cost, cards in suit on the card under them
        earn, a card on one it does not follow in rank costs, and a column with no face-down
        card earns, each as much as the style says."""
        style = self.style
        if not column:
            return style.empty
        value = 0
        hidden = 0
        for under, over in pairwise(column):
            if under & FACE_DOWN:
                hidden += 1
            elif under == over + 1:
                value += style.in_suit
            elif under & RANK_BITS != (over & RANK_BITS) + 1:
                value += style.blocked
        value += hidden * style.face_down
        return value if hidden else value + style.clean

    def _move(self, state: SpiderState, facts: list[ColumnFacts], source: int, target: int, count: int) -> SpiderState:
        columns, deals, score = state
        moved = list(columns)
        landed = columns[target] + columns[source][-count:]
        if landed[-1] & RANK_BITS == 1 and len(landed) >= KING and landed[-KING:] in RUNS:
            landed = turn_over(landed[:-KING])
            score += self.style.run_left
        rest = turn_over(columns[source][:-count])
        if rest and rest[-1] & RANK_BITS == 1 and len(rest) >= KING and rest[-KING:] in RUNS:
            # Lifting loose, cards lifted off a finished run uncover it, and it leaves.
            rest = turn_over(rest[:-KING])
            score += self.style.run_left
        moved[source] = rest
        moved[target] = landed
        known = self._facts
        rest_facts = known.get(rest) or self._column(rest)
        landed_facts = known.get(landed) or self._column(landed)
        score += rest_facts[0] + landed_facts[0] - facts[source][0] - facts[target][0]
        return tuple(moved), deals, score

    def _deal(self, state: SpiderState) -> SpiderState:
        columns, deals, _ = state
        start = self.width * (self.deals - deals)
        row = self.stock[start : start + self.width]
        # Only an ace dealt can finish a run; a short deal leaves the last columns as they are.
        dealt = (
            tuple(
                column + row[i : i + 1] if row[i] & RANK_BITS != 1 else settle(column + row[i : i + 1])
                for i, column in enumerate(columns[: len(row)])
            )
            + columns[len(row) :]
        )
        return dealt, deals - 1, self._score(dealt, deals - 1)


def _plan(source: int, target: int, runs: tuple[int, ...], spare: list[int], moves: list[str]) -> None:
    """The moves that take the top `len(runs)` runs of a stack from `source` to `target`, using
    the `spare` empty columns: the upper runs out of the way, the bottom run across, the upper
    runs back on it."""
    count = len(runs)
    if count == 1:
        moves.append(f"{source + 1}>{target + 1}")
        return
    if count <= len(spare) + 1:  # one spare column for each run out of the way
        for aside in spare[: count - 1]:
            moves.append(f"{source + 1}>{aside + 1}")
        moves.append(f"{source + 1}>{target + 1}")
        moves.extend(f"{aside + 1}>{target + 1}" for aside in reversed(spare[: count - 1]))
        return
    # More runs than spares: half of them gathered in one spare column (through the others),
    # the other half across, then the first half after them.
    upper = min(1 << (len(spare) - 1), count - 1)
    aside, others = spare[0], spare[1:]
    _plan(source, aside, runs[:upper], others, moves)
    _plan(source, target, runs[upper:], others, moves)
    _plan(aside, target, runs[:upper], others, moves)
