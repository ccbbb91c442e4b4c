"""Best-first search over a game model, with a transposition table and a budget, and the
portfolio of searches that share a question.

A search always expands the most promising position found so far, so it dives greedily while
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
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, Final, Generic, Literal, Protocol, TypeVar

State = TypeVar("State")
Stop = Callable[[], bool]  # asked now and then: whether the search is to end (another one answered)
Clock = Callable[[], float]  # seconds, counted up: the budget is measured on it

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
# Searches for a shorter line that run out of positions (all they reach is as long as the best
# known) before the search for shorter lines ends.
GIVE_UP_SHORTER = 3


class Model(Protocol[State]):
    """A game as the search sees it: compact states, their moves, a measure of progress."""

    step_cost: int  # taken off the score for each move of the line, to keep lines short
    complete: bool  # every legal move was tried (or one that plays the same)
    patience: int | None  # positions its search expands before it gives way to the next; None: no end
    stage_pressure: float  # what each position a stage has expanded takes off its next ones' score

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


@dataclass
class Portfolio:
    """The searches a game gets, in the order they are started.

    `styles` come first, AT_ONCE at a time, each for its model's patience (or to the end):
    different styles fail on different deals, so many searches in turn decide more than one.
    `complete`, if any, makes a search that tries every move, so that running out of positions
    proves the game lost: it is started as soon as a style runs out of positions without such
    a proof, since the moves the styles skip are then the ones that matter. Once a win is known,
    `shorter` (or, if None, the rest of `styles`) searches for shorter ones, never following a
    line as long as the best known."""

    styles: Iterator[Model[Any]]
    complete: Callable[[], Model[Any]] | None = None
    shorter: Iterator[Model[Any]] | None = None

    def share(self, part: int, parts: int) -> Portfolio:
        """The part of the portfolio that solver `part` of `parts` sharing a question runs: the
        part-th of every `parts` searches; the search that tries every move is the first's."""
        if parts == 1:
            return self
        return Portfolio(
            islice(self.styles, part, None, parts),
            self.complete if part == 0 else None,
            None if self.shorter is None else islice(self.shorter, part, None, parts),
        )


@dataclass(frozen=True)
class Outcome:
    """What a search found: the winning `line`, or whether it `proved` there is none; how many
    positions it expanded and saw; and the length of the first winning line it found, before
    it looked for shorter ones."""

    line: list[str] | None
    proven: bool
    expanded: int
    seen: int
    first: int | None = None
    searches: int = 0  # searches started

    @property
    def verdict(self) -> Verdict:
        if self.line is not None:
            return WON
        return UNWINNABLE if self.proven else UNKNOWN


# A position waiting to be expanded: (cost, -number, the state packed, depth). Cost is the model's
# step cost times the depth less the score: the lowest cost first, the newest among equals (the
# highest number), so the search dives while progress comes. Depth is counted in moves.
Waiting = tuple[int, int, bytes, int]


class BestFirst(Generic[State]):
    """One best-first search, run a slice at a time.

    Positions wait in one queue per stage of the game (Spider's deals made). The next position
    expanded is the best of the queues' heads, each head's score lowered by the model's stage
    pressure (STAGE_PRESSURE, say) for every position its stage has expanded so far: a stage
    that has been searched long without a win gives way to the others, so the search goes back
    for another point to deal from rather than exhaust a hopeless last stage. On equal terms
    the earlier stage goes first: deal only when needed.

    With a `bound`, no line of that many moves or more is followed: the search looks for a
    shorter line than one already known, and running out of positions proves nothing.

    Every position reached has a number, in the order reached, and the store keeps little per
    position: its key (bytes) with its number, the number of the position it was first reached
    from and the step that reached it (the same text shared by all the positions it reached).
    A waiting position is its packed bytes, unpacked only when it is expanded.
    """

    def __init__(self, model: Model[State], bound: int | None = None) -> None:
        self.model = model
        self.bound = bound
        start = model.start()
        key, packed = model.keys(start)
        self.numbers: dict[bytes, int] = {key: 0}  # key -> number
        self.parents = array("i", [-1])  # number -> the number of the position it was reached from
        self.steps: list[str] = [""]  # number -> the step that reached it
        self._texts: dict[str, tuple[str, int]] = {}  # each step's text, kept once, and its moves
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

    @property
    def proven(self) -> bool:
        """Whether running out of positions, as it has, proves there is no win."""
        return self.over and self.line is None and self.model.complete and self.bound is None

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
        bound = self.bound if self.bound is not None else 1 << 30
        for _ in range(expansions):
            if self.line is not None:
                return
            stage = self._next_stage()
            if stage is None:
                return
            self.spent[stage] += 1
            queue = queues[stage]
            cost, negative, packed, depth = heapq.heappop(queue)
            if depth + 1 >= bound:
                continue
            state = model.unpack(packed, step_cost * depth - cost)
            self.expanded += 1
            for step, after in model.successors(state):
                known = texts.get(step)
                if known is None:
                    known = texts[step] = (step, step.count(" ") + 1)
                text, count = known
                if depth + count >= bound:
                    continue
                key, after_packed = model.keys(after)
                if key in numbers:
                    continue
                number = numbers[key] = len(steps)
                parents.append(-negative)
                steps.append(text)
                if model.won(after):
                    self.line = self._line_to(number)
                    return
                after_stage = model.stage(after)
                waiting = queues.get(after_stage)
                if waiting is None:
                    waiting = queues[after_stage] = []
                    self.spent[after_stage] = 0
                later = depth + count
                heapq.heappush(waiting, (step_cost * later - model.score(after), -number, after_packed, later))

    def _next_stage(self) -> int | None:
        """The stage whose best waiting position goes next. Stages appear in the order they
        are reached, the earlier first, and the earlier wins a tie."""
        best: int | None = None
        lowest = 0.0
        pressure = self.model.stage_pressure
        for stage, queue in self.queues.items():
            if queue:
                cost = queue[0][0] + pressure * self.spent[stage]
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


@dataclass
class _Tally:
    """What the searches that have ended found and spent."""

    expanded: int = 0
    seen: int = 0
    searches: int = 0
    best: list[str] | None = None
    first: int | None = None
    running: list[BestFirst[Any]] = field(default_factory=list)

    def outcome(self, proven: bool = False) -> Outcome:
        return Outcome(
            self.best,
            proven,
            self.expanded + sum(search.expanded for search in self.running),
            self.seen + sum(search.seen for search in self.running),
            self.first,
            self.searches,
        )

    def retire(self, search: BestFirst[Any]) -> None:
        self.running.remove(search)
        self.expanded += search.expanded
        self.seen += search.seen


def side_by_side(
    portfolio: Portfolio,
    seconds: float,
    nodes: int | None = None,
    stop: Stop | None = None,
    *,
    shorter: bool = False,
    keep: float = 0.0,
    known: list[str] | None = None,
    clock: Clock = time.monotonic,
) -> Outcome:
    """Searches one game in the portfolio's searches, AT_ONCE at a time, a slice each in turn,
    until one wins or one proves there is no win; `seconds`, `nodes` expanded in all, or
    SEEN_LIMIT positions remembered by the searches running end it undecided. With `shorter`,
    a win does not end it: the rest of the budget goes to searches for a shorter line (each
    bounded by the best known), and the answer is the shortest found; the last `keep` seconds
    of the budget are then left to the caller (to shorten the line by other means). A `known`
    winning line counts as found before the search begins.

    A search whose model has a `patience` gives way, after that many positions expanded, to
    the next one. A search that wins does so early or not at all, so many short searches in
    different styles decide more than a few long ones.

    `stop`, if given, is asked between slices; once it says so, the search ends with what it
    has (undecided, or the best line found)."""
    deadline = clock() + seconds
    tally = _Tally()
    running = tally.running
    starts = _Starts(portfolio)
    if known is not None:
        tally.best, tally.first, starts.shorter = list(known), len(known), True
        if not shorter or len(known) <= 1:
            return tally.outcome()
    while True:
        while len(running) < AT_ONCE:
            model = starts.next()
            if model is None:
                break
            running.append(BestFirst(model, None if tally.best is None else len(tally.best)))
            tally.searches += 1
        if not running:
            return tally.outcome()
        for search in list(running):
            if search.line is not None:
                if tally.best is None or len(search.line) < len(tally.best):
                    tally.best = search.line
                    tally.first = tally.first or len(search.line)
                if not shorter or len(tally.best) <= 1:
                    return tally.outcome()
                tally.retire(search)
                starts.shorter = True
                for other in running:
                    other.bound = len(tally.best) if other.bound is None else min(other.bound, len(tally.best))
            elif search.proven and tally.best is None:
                return tally.outcome(proven=True)
            elif search.over:
                # Out of positions without a proof: what it skipped mattered, so search on,
                # trying every move.
                starts.complete_wanted |= search.bound is None and not search.model.complete
                tally.retire(search)
                if search.bound is not None:
                    starts.exhausted += 1
            elif search.model.patience is not None and search.expanded >= search.model.patience:
                tally.retire(search)
        spent = tally.expanded + sum(search.expanded for search in running)
        remembered = sum(search.seen for search in running)
        out_of_nodes = nodes is not None and spent >= nodes
        stopped = stop is not None and stop()
        late = clock() > (deadline if tally.best is None else deadline - keep)
        if out_of_nodes or stopped or late or remembered > SEEN_LIMIT:
            return tally.outcome()
        for search in running:
            search.run(SLICE if nodes is None else max(min(SLICE, nodes - spent), 1))


class _Starts:
    """Which search of a portfolio starts next."""

    def __init__(self, portfolio: Portfolio) -> None:
        self.portfolio = portfolio
        self.complete_wanted = False  # a style ran out of positions without proof
        self.shorter = False  # a win is known: searches for a shorter one
        self.exhausted = 0  # searches for a shorter line that ran out of positions
        self._complete_started = False

    def next(self) -> Model[Any] | None:
        portfolio = self.portfolio
        if self.shorter:
            if self.exhausted >= GIVE_UP_SHORTER:
                return None  # the styles reach nothing shorter
            return next(portfolio.shorter if portfolio.shorter is not None else portfolio.styles, None)
        if self.complete_wanted and portfolio.complete is not None and not self._complete_started:
            self._complete_started = True
            return portfolio.complete()
        return next(portfolio.styles, None)
