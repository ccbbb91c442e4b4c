"""Where a game was lost: the last position of its own line of play that the solver wins.

Under perfect play, a position the game went through can be won only if every earlier one can
(the moves from there lead to it), so the positions of a game's history are winnable up to
some move and lost after it. The solver looks for that move by halves: the last position
first (a game still winnable needs no other question), then each time the middle of what is
still open, the earlier half if it finds no win there and the later half if it does. A line it
wins with shows more: every later position of the game that the line passes through is won
too, so a game that followed the solver's line for a while is answered without asking again.

Only a win is proof. A search that runs out of time proves nothing, so the answer is the last
position shown winnable, and a position the solver could not decide counts as not shown.
"""

from __future__ import annotations

import math
import time

from ..game import Game
from ..moves import parse_move
from .search import Clock
from .shorten import exact_key, replay
from .solving import search


def turning_point(game: Game, seconds: float) -> int | None:
    """The largest k such that the position after the first k moves of the game's history is
    proven winnable (the solver won it), within `seconds`; None if none was. A won game's
    answer is its number of moves. Never changes `game`."""
    found = last_winnable(game, seconds)
    return None if found is None else found[0]


def last_winnable(game: Game, seconds: float, *, clock: Clock = time.monotonic) -> tuple[int, list[str]] | None:
    """`turning_point`, with a line that wins from that position."""
    deadline = clock() + seconds
    bisection = Bisection(game)
    while (probe := bisection.next_probe()) is not None:
        left = deadline - clock()
        if left <= 0:
            break
        outcome = search(bisection.game_at(probe), left / bisection.questions_left(), shorten=False, clock=clock)
        bisection.learn(probe, outcome.line)
    return bisection.best


class Bisection:
    """The questions asked in the look for a game's turning point, one at a time, and what their
    answers teach: `next_probe` names the position of the history to ask about next, `learn`
    takes the answer (a winning line, or None). The solver's own search answers them here; the
    table asks its worker, question by question, so that the page never waits."""

    def __init__(self, game: Game) -> None:
        self.variant, self.deal = game.variant, game.deal
        self.history = game.history
        self.last = len(self.history) - 1
        self.keys = {exact_key(position): k for k, position in enumerate(self.history)}
        self.best: tuple[int, list[str]] | None = None  # the latest position won, and its line
        self.failed: set[int] = set()  # positions the solver did not win

    def next_probe(self) -> int | None:
        """The middle of what is still open: after the last position known won and before the
        first one after it not won (the last position first); None when nothing is."""
        low = -1 if self.best is None else self.best[0]
        high = self._high(low)
        if high - low <= 1:
            return None
        if high == self.last + 1:  # the last position has not been asked yet
            return self.last
        return (low + high) // 2

    def questions_left(self) -> int:
        """At most how many questions are left, this one included: the halvings of what is open."""
        low = -1 if self.best is None else self.best[0]
        return 1 + math.ceil(math.log2(max(self._high(low) - low - 1, 1)))

    def game_at(self, probe: int) -> Game:
        """The position after the first `probe` moves, as a game of its own."""
        return Game(self.variant, self.history[probe], self.deal)

    def learn(self, probe: int, line: list[str] | None) -> None:
        """The answer about position `probe`: a line that wins from it, or None (lost, or not
        decided in time). A line teaches more: every later position of the game it passes
        through is won too."""
        if line is None:
            self.failed.add(probe)
            return
        found = self._furthest(probe, line)
        if self.best is None or found[0] > self.best[0]:
            self.best = found

    def _high(self, low: int) -> int:
        return min((k for k in self.failed if k > low), default=self.last + 1)

    def _furthest(self, probe: int, line: list[str]) -> tuple[int, list[str]]:
        """The latest position of the game that `line`, which wins from position `probe`,
        passes through, and the rest of the line from there."""
        positions = replay(self.variant, self.history[probe], [parse_move(move) for move in line]) or [
            self.history[probe]
        ]
        best, rest = probe, line
        for step, position in enumerate(positions):
            k = self.keys.get(exact_key(position), -1)
            if k > best:
                best, rest = k, line[step:]
        return best, rest
