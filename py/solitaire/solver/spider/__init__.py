"""The spider family as the solver sees it: columns as bytes (`columns`), every card known.

A state is the columns, the number of deals left and the state's score, kept up to date move by
move; unchanged columns are shared between states, never copied.

Games that land loose and lift strict (Spider, Beetle, Spiderette, Will o' the Wisp, Simple
Simon, Mrs. Mop) are searched by `SpiderModel`; Scorpion, which lands strict and lifts loose,
by `ScorpionModel`, which differs in the moves it tries and in what it values.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import pairwise
from typing import Any, Final

from ...cards import KING, SUITS
from ...position import Position
from ...variants.packing import SCORPION_PACKING
from ...variants.spider import SpiderFamily
from ..registry import portfolio_for
from ..search import STAGE_PRESSURE, Model, Portfolio
from .columns import (
    BETWEEN,
    FACE_DOWN,
    RANK_BITS,
    RUNS,
    SEPARATOR,
    Finder,
    card_on,
    encode,
    face_up_finder,
    joined,
    on_a_run_from_a_king,
    place_of,
    settle,
    stack_of,
    turn_over,
)
from .styles import (
    EVERY_MOVE,
    FIRST_PATIENCE,
    OWN_STYLES_ONLY,
    PATIENCE_GROWTH,
    RESTART_SEED,
    SHAKE,
    SHORTER_PATIENCE,
    SHORTER_SEED,
    SHORTER_STEP_COSTS,
    STEP_COSTS,
    STYLES,
    Style,
)

WIDEST: Final = 13  # the most columns a game of the family has (Mrs. Mop)
MOVES: Final = [[f"{source}>{target}" for target in range(1, WIDEST + 1)] for source in range(1, WIDEST + 1)]


# Columns bottom to top, deals left, and the score of it all.
SpiderState = tuple[tuple[bytes, ...], int, int]
# What the search needs to know of a column: what it is worth, and its stack: the lengths of the
# runs on top of it, top first, each one rank below the run under it (a run of one suit and the
# runs that can follow it off the column as one).
ColumnFacts = tuple[int, tuple[int, ...]]


@portfolio_for(SpiderFamily, only=lambda variant: variant.id in STYLES)
def spider_portfolio(variant: SpiderFamily, position: Position) -> Portfolio:
    base = STYLES[variant.id]  # only games with styles are registered (`only`)

    model = ScorpionModel if variant.lifting is SCORPION_PACKING.lifting else SpiderModel

    def models(styles: Iterator[Style]) -> Iterator[Model[Any]]:
        return (model(variant, position, style) for style in styles)

    own = iter(base) if variant.id in OWN_STYLES_ONLY else restarts(base, random.Random(RESTART_SEED))
    return Portfolio(
        models(own),
        complete=lambda: model(variant, position, EVERY_MOVE),
        shorter=models(shorter_styles(base, random.Random(SHORTER_SEED))),
    )


def restarts(base: tuple[Style, ...], rng: random.Random) -> Iterator[Style]:
    """The game's own styles, then styles like them with their weights shaken, in rounds, each
    with more patience than the last."""
    yield from base
    patience = FIRST_PATIENCE
    while True:
        for style in base:
            yield shaken(style, rng, patience)
        patience = int(patience * PATIENCE_GROWTH)


def shorter_styles(base: tuple[Style, ...], rng: random.Random) -> Iterator[Style]:
    """Styles that look for a shorter line than one known: each move costs more."""
    patience = SHORTER_PATIENCE
    while True:
        for style in base:
            yield replace(shaken(style, rng, patience), step_cost=rng.choice(SHORTER_STEP_COSTS))
        patience = int(patience * PATIENCE_GROWTH)


def shaken(style: Style, rng: random.Random, patience: int) -> Style:
    """`style` with each weight scaled by a random factor, a step cost drawn, swaps tried if
    it tries them or one time in two, and the given patience."""

    def scaled(weight: int) -> int:
        return round(weight * rng.uniform(1 - SHAKE, 1 + SHAKE))

    deal_made = scaled(style.deal_made)
    face_down = scaled(style.face_down)
    in_suit = scaled(style.in_suit)
    empty = scaled(style.empty)
    _skip_draws(rng, 1)
    step_cost = rng.choice(STEP_COSTS)
    swaps = style.swaps or rng.random() < 0.5
    _skip_draws(rng, 2)
    return replace(
        style,
        deal_made=deal_made,
        face_down=face_down,
        in_suit=in_suit,
        empty=empty,
        step_cost=step_cost,
        swaps=swaps,
        patience=patience,
    )


def _skip_draws(rng: random.Random, count: int) -> None:
    """Makes `count` draws and drops them. The restarts were measured with three more draws a
    style, each a choice among one value (which still takes bits from the generator): made at
    the same points, they keep every restart's weights, and so the solver's answers, as measured."""
    for _ in range(count):
        rng.choice((None,))


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
        self.explore = 0.0  # each expansion takes the best waiting position
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


class ScorpionModel(SpiderModel):
    """The search's view of a Scorpion position: a card lands only on its own suit one rank
    higher and lifts with every card above it, so each top card takes exactly one card of the
    deck, wherever it lies face up, and an empty column takes a king with what lies on it."""

    # Two ways to search less and still prove a game lost. A position with a card that can never
    # reach its suit is not searched further (`locked`). And once the stock is dealt, a card that
    # can join its suit on a run down from a king (on nothing but face-down cards) does so, and no
    # other move is tried: that is its one place; no card under it there ever needs to move but
    # the king, into an empty column; the card it leaves is uncovered and the cards on it can be
    # lifted as before, so any win from before the move wins after it, one move shorter. (While a
    # deal is to come it is no such move: it changes which cards the deal covers. And onto a card
    # that may itself have to move, the cards that come with it could be in its way.)
    drops_locked = True
    joins_at_once = True

    def __init__(self, variant: SpiderFamily, position: Position, style: Style) -> None:
        super().__init__(variant, position, style)
        self.locked_from_start = self.drops_locked and locked(self.columns)

    def successors(self, state: SpiderState) -> Iterator[tuple[str, SpiderState]]:
        columns, deals, _ = state
        if self.locked_from_start:
            return
        known = self._facts
        facts = [known.get(column) or self._column(column) for column in columns]
        find = face_up_finder(columns)
        empty = [index for index, column in enumerate(columns) if not column]
        # Each top card takes one card: its suit one rank lower, from wherever it lies face up.
        joins = [
            (spot, target)
            for target, column in enumerate(columns)
            if column
            and column[-1] & FACE_DOWN == 0
            and column[-1] & RANK_BITS != 1  # an ace takes nothing
            and (spot := find(column[-1] - 1)) is not None
            and spot[0] != target
        ]
        if not deals and self.joins_at_once:
            for spot, target in joins:
                if on_a_run_from_a_king(columns[target], facts[target][1][0]):
                    # Made alone, and lost if what it leads to is (see `joins_at_once`).
                    lifted = self._lift(state, facts, *spot, target)
                    if lifted is not None:
                        yield MOVES[spot[0]][target], lifted
                    return
        for spot, target in joins:
            lifted = self._lift(state, facts, *spot, target)
            if lifted is not None:
                yield MOVES[spot[0]][target], lifted
        if empty:
            yield from self._kings_to_empty(state, facts, find, empty)
        if deals:
            dealt = self._deal(state)
            if not (self.drops_locked and locked(dealt[0])):
                yield "d", dealt

    def _lift(
        self, state: SpiderState, facts: list[ColumnFacts], source: int, place: int, target: int
    ) -> SpiderState | None:
        """The cards of `source` from `place` up moved onto `target`; None if that turns over a
        card and the game is then lost (`locked`): only a card turned over or dealt can lock it."""
        column = state[0][source]
        moved = self._move(state, facts, source, target, len(column) - place)
        if self.drops_locked and place and column[place - 1] & FACE_DOWN:
            # A card turned over waits anew; any ring of waits is then one through it.
            columns = moved[0]
            if columns[source] and waits_in_a_ring(columns, columns[source][-1]):
                return None
        return moved

    def _kings_to_empty(
        self, state: SpiderState, facts: list[ColumnFacts], find: Finder, empty: list[int]
    ) -> Iterator[tuple[str, SpiderState]]:
        """Each face-up king, with the cards on it, into an empty column. Empty columns are alike
        but for the cards the deal puts on the first three: one is tried once no deal is to come."""
        columns, deals, _ = state
        every_move = self.style.every_move and deals > 0
        targets = empty if every_move else empty[:1]
        if len(targets) < len(empty) and deals:
            self.complete = False
        kings = sorted(spot for suit in range(len(SUITS)) if (spot := find(16 * suit + KING)) is not None)
        for number, (source, place) in enumerate(kings):
            if place == 0 and not every_move:
                self.complete = self.complete and not deals  # a whole column moved changes nothing else
                continue
            deepest = number == 0 or kings[number - 1][0] != source
            count = len(columns[source]) - place
            for target in targets:
                if target != source and (lifted := self._lift(state, facts, source, place, target)) is not None:
                    yield MOVES[source][target] + ("" if deepest else f":{count}"), lifted

    def _worth(self, column: bytes) -> int:
        """Cards in suit on the card under them earn, face-down cards cost, a king at the foot of
        its column earns (it never needs to move), and a king on other cards costs (they wait for
        it to find an empty column)."""
        style = self.style
        if not column:
            return style.empty
        value = 0
        for under, over in pairwise(column):
            if under & FACE_DOWN:
                value += style.face_down
            elif under == over + 1:
                value += style.in_suit
            elif over & RANK_BITS == KING:
                value += style.blocked
        return value + (style.clean if column[0] & (RANK_BITS | FACE_DOWN) == KING else 0)


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


def locked(columns: tuple[bytes, ...]) -> bool:
    """Whether a Scorpion position holds a card that can never be lifted onto its suit one rank
    higher, or never turned face up: its game is lost.

    A face-down card waits for the card on it to be lifted. A face-up card that does not lie
    on the card it follows waits for the card on that one to be lifted (a king waits for
    nothing: an empty column may come; nor does a card whose own card is on top, or in the
    stock). Each card waits for at most one other, and none of those waits can end by the
    other cards' moves alone: a card is lifted off only by lifting it, and nothing lands on a
    card but the one that follows it. So a ring of cards each waiting for the next waits for
    ever."""
    table = joined(columns)
    waits: dict[int, int] = {}  # each card that waits: the card it waits for
    for place, card in enumerate(table):
        if card != BETWEEN and (waited := _waited_for(table, place)) >= 0:
            waits[card] = waited
    cleared: set[int] = set()  # cards whose waits end with a card that waits for nothing
    for start in waits:
        path: set[int] = set()
        card = start
        while card in waits and card not in cleared:
            if card in path:
                return True
            path.add(card)
            card = waits[card]
        cleared |= path
    return False


def waits_in_a_ring(columns: tuple[bytes, ...], card: int) -> bool:
    """Whether the waits that start at `card` (see `locked`) come round to a card met before."""
    table = joined(columns)
    met = {card}
    place = place_of(table, card)
    while place >= 0:
        card = _waited_for(table, place)
        if card < 0:
            return False
        if card in met:
            return True
        met.add(card)
        place = place_of(table, card)
    return False


def _waited_for(table: bytes, place: int) -> int:
    """The card that the card at `place` of a joined table waits for (see `locked`), or -1 if none."""
    card = table[place]
    if card & FACE_DOWN:
        return card_on(table, place)
    if card & RANK_BITS == KING or (place and table[place - 1] == card + 1):
        return -1
    own = place_of(table, card + 1)
    return -1 if own < 0 else card_on(table, own)
