"""Scorpion as the search sees it: it lands strict and lifts loose, the other way round from
Spider, so its model differs in the moves it tries and in what it values; and most of its deals
are lost, which it proves sooner by spotting cards that wait on each other for ever (`locked`).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

from ...cards import KING, SUITS
from ...position import Position
from ...variants.spider import SpiderFamily
from .columns import (
    BETWEEN,
    FACE_DOWN,
    RANK_BITS,
    Finder,
    card_on,
    face_up_finder,
    joined,
    on_a_run_from_a_king,
    place_of,
)
from .model import MOVES, ColumnFacts, SpiderModel, SpiderState
from .styles import Style


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
