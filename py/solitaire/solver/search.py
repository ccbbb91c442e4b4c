"""Best-first search over a game model, with a transposition table and a budget.

The search always expands the most promising position found so far, so it dives greedily while
progress comes and falls back to older, earlier positions when a line goes nowhere. Every
position reached is remembered under its canonical key, with the move that first reached it: a
position reached again by another route is not searched twice, and a winning line is read back
through those links. When nothing is left to expand, every position reachable has been seen and
none was won: the game is proven unwinnable, if the model tried every legal move.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import Protocol, TypeVar

State = TypeVar("State")

CLOCK_EVERY = 64  # positions expanded between looks at the clock
SEEN_LIMIT = 1_500_000  # positions remembered before the search gives up (about 300 MB)


class Model(Protocol[State]):
    """A game as the search sees it: compact states, their moves, a measure of progress."""

    step_cost: int  # taken off the score for each move of the line, to keep lines short
    complete: bool  # every legal move was tried (or one that plays the same)

    def start(self) -> State: ...

    def key(self, state: State) -> Hashable:
        """The same for every state that plays the same from here on."""

    def successors(self, state: State) -> Iterable[tuple[str, State]]:
        """Each legal move worth trying, in move notation, and the state it leads to."""

    def won(self, state: State) -> bool: ...

    def score(self, state: State) -> int:
        """Higher is further along: the search expands the highest first."""


@dataclass(frozen=True)
class Outcome:
    """What a search found: the winning `line`, or whether it `proved` there is none; and how
    many positions it expanded and saw."""

    line: list[str] | None
    proven: bool
    expanded: int
    seen: int


def best_first(model: Model[State], seconds: float, nodes: int | None = None) -> Outcome:
    """Search from the model's start until a win, proof of none, `seconds`, or `nodes` expanded."""
    deadline = time.monotonic() + seconds
    start = model.start()
    if model.won(start):
        return Outcome([], False, 0, 1)
    start_key = model.key(start)
    # key -> (key of the position it was first reached from, the move that reached it)
    came_from: dict[Hashable, tuple[Hashable, str] | None] = {start_key: None}
    # (cost, -order, key, state, depth), cost = the model's step cost times depth less the
    # score: the lowest cost first, the newest among equals (so the search dives)
    frontier: list[tuple[int, int, Hashable, State, int]] = [(-model.score(start), 0, start_key, start, 0)]
    order = expanded = 0
    while frontier:
        if expanded % CLOCK_EVERY == 0 and (
            time.monotonic() > deadline
            or (nodes is not None and expanded >= nodes)
            or len(came_from) > SEEN_LIMIT
        ):
            return Outcome(None, False, expanded, len(came_from))
        _, _, key, state, depth = heapq.heappop(frontier)
        expanded += 1
        for move, after in model.successors(state):
            after_key = model.key(after)
            if after_key in came_from:
                continue
            came_from[after_key] = (key, move)
            if model.won(after):
                return Outcome(_line_to(came_from, after_key), False, expanded, len(came_from))
            order -= 1
            heapq.heappush(frontier, (model.step_cost * (depth + 1) - model.score(after), order, after_key, after, depth + 1))
    return Outcome(None, model.complete, expanded, len(came_from))


def _line_to(came_from: dict[Hashable, tuple[Hashable, str] | None], key: Hashable) -> list[str]:
    line: list[str] = []
    link = came_from[key]
    while link is not None:
        key, move = link
        line.append(move)
        link = came_from[key]
    line.reverse()
    return line
