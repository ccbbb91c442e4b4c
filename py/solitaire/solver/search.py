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
from typing import Any, Final, Generic, Literal, Protocol, TypeVar

State = TypeVar("State")

Verdict = Literal["won", "unwinnable", "unknown"]
WON: Final = "won"  # with a line that wins
UNWINNABLE: Final = "unwinnable"  # every position within reach was searched, none won
UNKNOWN: Final = "unknown"  # the budget ran out first

SLICE = 128  # positions one search expands before the next takes its turn and the clock is read
SEEN_LIMIT = 1_500_000  # positions remembered before the search gives up (about 300 MB)
# What each position already expanded in a stage takes off the score of the stage's next ones.
# Without it a search that reaches the last stage early spends its whole budget there.
STAGE_PRESSURE = 0.3


class Model(Protocol[State]):
    """A game as the search sees it: compact states, their moves, a measure of progress."""

    step_cost: int  # taken off the score for each move of the line, to keep lines short
    complete: bool  # every legal move was tried (or one that plays the same)

    def start(self) -> State: ...

    def key(self, state: State) -> Hashable:
        """The same for every state that plays the same from here on."""

    def stage(self, state: State) -> int:
        """Which stage of the game a state is in, counted up (Spider: the deals made)."""

    def successors(self, state: State) -> Iterable[tuple[str, State]]:
        """Each move worth trying, in move notation (several moves made as one step are
        separated by spaces), and the state it leads to."""

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

    @property
    def verdict(self) -> Verdict:
        if self.line is not None:
            return WON
        return UNWINNABLE if self.proven else UNKNOWN


class BestFirst(Generic[State]):
    """One best-first search, run a slice at a time.

    Positions wait in one queue per stage of the game (Spider's deals made). The next position
    expanded is the best of the queues' heads, each head's score lowered by STAGE_PRESSURE for
    every position its stage has expanded so far: a stage that has been searched long without a
    win gives way to the others, so the search goes back for another point to deal from rather
    than exhaust a hopeless last stage. On equal terms the earlier stage goes first: deal only
    when needed.
    """

    def __init__(self, model: Model[State]) -> None:
        self.model = model
        start = model.start()
        start_key = model.key(start)
        # key -> (key of the position it was first reached from, the move that reached it)
        self.came_from: dict[Hashable, tuple[Hashable, str] | None] = {start_key: None}
        # stage -> queue of (cost, -order, key, state, depth), cost = the model's step cost times
        # depth less the score: the lowest cost first, the newest among equals (a dive)
        self.queues: dict[int, list[tuple[int, int, Hashable, State, int]]] = {
            model.stage(start): [(-model.score(start), 0, start_key, start, 0)]
        }
        self.spent: dict[int, int] = {}  # stage -> positions it has expanded
        self.order = 0
        self.expanded = 0
        self.line: list[str] | None = [] if model.won(start) else None

    @property
    def over(self) -> bool:
        """Won, or nothing left to expand."""
        return self.line is not None or not any(self.queues.values())

    def run(self, expansions: int) -> None:
        """Expands up to `expansions` positions, or fewer if the search ends first."""
        model, came_from, queues = self.model, self.came_from, self.queues
        for _ in range(expansions):
            if self.line is not None:
                return
            stage = self._next_stage()
            if stage is None:
                return
            self.spent[stage] = self.spent.get(stage, 0) + 1
            _, _, key, state, depth = heapq.heappop(queues[stage])
            self.expanded += 1
            for move, after in model.successors(state):
                after_key = model.key(after)
                if after_key in came_from:
                    continue
                came_from[after_key] = (key, move)
                if model.won(after):
                    self.line = _line_to(came_from, after_key)
                    return
                self.order -= 1
                cost = model.step_cost * (depth + 1) - model.score(after)
                queue = queues.setdefault(model.stage(after), [])
                heapq.heappush(queue, (cost, self.order, after_key, after, depth + 1))

    def _next_stage(self) -> int | None:
        best: int | None = None
        lowest = 0.0
        for stage in sorted(self.queues):
            queue = self.queues[stage]
            if queue:
                cost = queue[0][0] + STAGE_PRESSURE * self.spent.get(stage, 0)
                if best is None or cost < lowest:
                    best, lowest = stage, cost
        return best


def side_by_side(models: list[Model[State]], seconds: float, nodes: int | None = None) -> Outcome:
    """Searches the same game in several styles (one model each), a slice each in turn, until
    one wins or one proves there is no win; `seconds`, `nodes` expanded in all, or SEEN_LIMIT
    positions remembered in all end it undecided. Styles fail on different deals, so two
    searches sharing the time decide more deals than either alone."""
    deadline = time.monotonic() + seconds
    searches = [BestFirst(model) for model in models]
    while True:
        running = [search for search in searches if not search.over]
        for search in searches:
            if search.line is not None:
                return _outcome(searches, search.line, False)
            if search.over and search.model.complete:
                return _outcome(searches, None, True)
        expanded = sum(search.expanded for search in searches)
        seen = sum(len(search.came_from) for search in searches)
        if not running or time.monotonic() > deadline or (nodes is not None and expanded >= nodes) or seen > SEEN_LIMIT:
            return _outcome(searches, None, False)
        for search in running:
            search.run(SLICE if nodes is None else min(SLICE, nodes - expanded))


def _outcome(searches: list[BestFirst[Any]], line: list[str] | None, proven: bool) -> Outcome:
    return Outcome(line, proven, sum(s.expanded for s in searches), sum(len(s.came_from) for s in searches))


def _line_to(came_from: dict[Hashable, tuple[Hashable, str] | None], key: Hashable) -> list[str]:
    """The moves that reached `key`, one by one (a step of the search may be several moves)."""
    steps: list[str] = []
    link = came_from[key]
    while link is not None:
        key, step = link
        steps.append(step)
        link = came_from[key]
    return " ".join(reversed(steps)).split()
