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
from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Final, Generic, Literal, Protocol, TypeVar

State = TypeVar("State")
Stop = Callable[[], bool]  # asked now and then: whether the search is to end (another one answered)

Verdict = Literal["won", "unwinnable", "unknown"]
WON: Final = "won"  # with a line that wins
UNWINNABLE: Final = "unwinnable"  # every position within reach was searched, none won
UNKNOWN: Final = "unknown"  # the budget ran out first

SLICE = 128  # positions one search expands before the next takes its turn and the clock is read
AT_ONCE = 2  # searches running side by side
SEEN_LIMIT = 1_500_000  # positions remembered before the search gives up (about 300 MB)
# What each position already expanded in a stage takes off the score of the stage's next ones.
# Without it a search that reaches the last stage early spends its whole budget there.
STAGE_PRESSURE = 0.3


class Model(Protocol[State]):
    """A game as the search sees it: compact states, their moves, a measure of progress."""

    step_cost: int  # taken off the score for each move of the line, to keep lines short
    complete: bool  # every legal move was tried (or one that plays the same)
    patience: int | None  # positions its search expands before it gives way to the next; None: no end

    def start(self) -> State: ...

    def keys(self, state: State) -> tuple[bytes, bytes]:
        """The state's key, the same for every state that plays the same from here on, and the
        state itself packed into bytes (often the same bytes)."""

    def unpack(self, packed: bytes, score: int) -> State:
        """The state packed into `packed`, whose score was `score`."""

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


# A position waiting to be expanded: (cost, -number, the state packed, depth). Cost is the model's
# step cost times the depth less the score: the lowest cost first, the newest among equals (the
# highest number), so the search dives while progress comes.
Waiting = tuple[int, int, bytes, int]


class BestFirst(Generic[State]):
    """One best-first search, run a slice at a time.

    Positions wait in one queue per stage of the game (Spider's deals made). The next position
    expanded is the best of the queues' heads, each head's score lowered by STAGE_PRESSURE for
    every position its stage has expanded so far: a stage that has been searched long without a
    win gives way to the others, so the search goes back for another point to deal from rather
    than exhaust a hopeless last stage. On equal terms the earlier stage goes first: deal only
    when needed.

    Every position reached has a number, in the order reached, and the store keeps little per
    position: its key (bytes) with its number, the number of the position it was first reached
    from and the step that reached it (the same text shared by all the positions it reached).
    A waiting position is its packed bytes, unpacked only when it is expanded.
    """

    def __init__(self, model: Model[State]) -> None:
        self.model = model
        start = model.start()
        key, packed = model.keys(start)
        self.numbers: dict[bytes, int] = {key: 0}  # key -> number
        self.parents = array("i", [-1])  # number -> the number of the position it was reached from
        self.steps: list[str] = [""]  # number -> the step that reached it
        self._texts: dict[str, str] = {}  # each step's text, kept once
        self.queues: dict[int, list[Waiting]] = {model.stage(start): [(-model.score(start), 0, packed, 0)]}
        self.spent: dict[int, int] = dict.fromkeys(self.queues, 0)  # stage -> positions it has expanded
        self.expanded = 0
        self.line: list[str] | None = [] if model.won(start) else None

    @property
    def seen(self) -> int:
        return len(self.numbers)

    @property
    def over(self) -> bool:
        """Won, or nothing left to expand."""
        return self.line is not None or not any(self.queues.values())

    def run(self, expansions: int) -> None:
        """Expands up to `expansions` positions, or fewer if the search ends first."""
        model, numbers, parents, steps, texts, queues = (
            self.model,
            self.numbers,
            self.parents,
            self.steps,
            self._texts,
            self.queues,
        )
        step_cost = model.step_cost
        for _ in range(expansions):
            if self.line is not None:
                return
            stage = self._next_stage()
            if stage is None:
                return
            self.spent[stage] += 1
            cost, negative, packed, depth = heapq.heappop(queues[stage])
            state = model.unpack(packed, step_cost * depth - cost)
            self.expanded += 1
            for step, after in model.successors(state):
                key, after_packed = model.keys(after)
                if key in numbers:
                    continue
                number = numbers[key] = len(steps)
                parents.append(-negative)
                steps.append(texts.setdefault(step, step))
                if model.won(after):
                    self.line = self._line_to(number)
                    return
                after_stage = model.stage(after)
                queue = queues.get(after_stage)
                if queue is None:
                    queue = queues[after_stage] = []
                    self.spent[after_stage] = 0
                heapq.heappush(queue, (step_cost * (depth + 1) - model.score(after), -number, after_packed, depth + 1))

    def _next_stage(self) -> int | None:
        """The stage whose best waiting position goes next. Stages appear in the order they
        are reached, the earlier first, and the earlier wins a tie."""
        best: int | None = None
        lowest = 0.0
        for stage, queue in self.queues.items():
            if queue:
                cost = queue[0][0] + STAGE_PRESSURE * self.spent[stage]
                if best is None or cost < lowest:
                    best, lowest = stage, cost
        return best

    def _line_to(self, number: int) -> list[str]:
        """The moves that reached position `number`, one by one (a step may be several moves)."""
        steps: list[str] = []
        while number:
            steps.append(self.steps[number])
            number = self.parents[number]
        return " ".join(reversed(steps)).split()


def side_by_side(
    models: list[Model[State]], seconds: float, nodes: int | None = None, stop: Stop | None = None
) -> Outcome:
    """Searches the same game in several styles (one model each), AT_ONCE of them at a time, a
    slice each in turn, until one wins or one proves there is no win; `seconds`, `nodes`
    expanded in all, or SEEN_LIMIT positions remembered by the searches running end it
    undecided. Styles fail on different deals, so searches sharing the time decide more deals
    than any one alone.

    A model with a `patience` gives way, after that many positions expanded, to the next one
    waiting; once every model has had its turn, each is searched afresh with twice the
    patience. A search that wins does so early or not at all, so many short searches in
    different styles decide more than a few long ones.

    `stop`, if given, is asked between slices; once it says so, the search ends undecided."""
    deadline = time.monotonic() + seconds
    turns = [(model, model.patience) for model in models]
    running: list[tuple[BestFirst[State], int | None]] = []
    expanded = seen = 0  # by the searches that gave way
    scale = 1  # how many times its patience each model has this round
    while True:
        while turns and len(running) < AT_ONCE:
            model, patience = turns.pop(0)
            running.append((BestFirst(model), patience))
        for search, _ in running:
            if search.line is not None:
                return _outcome(search.line, False, expanded, seen, running)
            if search.over and search.model.complete:
                return _outcome(None, True, expanded, seen, running)
        for search, patience in list(running):
            if search.over or (patience is not None and search.expanded >= patience):
                running.remove((search, patience))
                expanded += search.expanded
                seen += search.seen
                if not turns and patience is not None and not search.over:
                    scale *= 2
                    turns = [(model, scale * model.patience) for model in models if model.patience is not None]
        if not running and not turns:
            return _outcome(None, False, expanded, seen, running)
        spent = expanded + sum(search.expanded for search, _ in running)
        remembered = sum(search.seen for search, _ in running)
        out_of_nodes = nodes is not None and spent >= nodes
        stopped = stop is not None and stop()
        if out_of_nodes or stopped or time.monotonic() > deadline or remembered > SEEN_LIMIT:
            return _outcome(None, False, expanded, seen, running)
        for search, _ in running:
            search.run(SLICE if nodes is None else max(min(SLICE, nodes - spent), 1))


def _outcome(
    line: list[str] | None, proven: bool, expanded: int, seen: int, running: list[tuple[BestFirst[Any], int | None]]
) -> Outcome:
    return Outcome(
        line,
        proven,
        expanded + sum(search.expanded for search, _ in running),
        seen + sum(search.seen for search, _ in running),
    )
