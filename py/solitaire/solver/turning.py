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
from ..position import Position
from .search import Clock
from .shorten import Key, exact_key, replay
from .solving import search


def turning_point(game: Game, seconds: float) -> int | None:
    """The largest k such that the position after the first k moves of the game's history is
    proven winnable (the solver won it), within `seconds`; None if none was. A won game's
    answer is its number of moves. Never changes `game`."""
    found = last_winnable(game, seconds)
    return None if found is None else found[0]


def last_winnable(game: Game, seconds: float, *, clock: Clock = time.monotonic) -> tuple[int, list[str]] | None:
    """`turning_point`, with a line that wins from that position."""
    history = game.history
    last = len(history) - 1
    keys = {exact_key(position): k for k, position in enumerate(history)}
    deadline = clock() + seconds
    best: tuple[int, list[str]] | None = None
    failed: set[int] = set()  # positions the solver did not win
    probe: int | None = last
    while probe is not None:
        left = deadline - clock()
        if left <= 0:
            break
        low = -1 if best is None else best[0]
        high = min((k for k in failed if k > low), default=last + 1)
        # What is left, shared among the questions still to ask: this one and the halvings after it.
        questions = 1 + math.ceil(math.log2(max(high - low - 1, 1)))
        outcome = search(Game(game.variant, history[probe], game.deal), left / questions, shorten=False, clock=clock)
        if outcome.line is None:
            failed.add(probe)
        else:
            best = _furthest(game, history, keys, probe, outcome.line)
        probe = _next_probe(best[0] if best is not None else -1, failed, last)
    return best


def _next_probe(low: int, failed: set[int], last: int) -> int | None:
    """The middle of what is still open: after the last position known won and before the
    first one after it not won; None when nothing is."""
    high = min((k for k in failed if k > low), default=last + 1)
    if high - low <= 1:
        return None
    if high == last + 1:  # the last position has not been asked yet
        return last
    return (low + high) // 2


def _furthest(
    game: Game, history: tuple[Position, ...], keys: dict[Key, int], probe: int, line: list[str]
) -> tuple[int, list[str]]:
    """The latest position of the game that `line`, which wins from position `probe`, passes
    through, and the rest of the line from there."""
    positions = replay(game.variant, history[probe], [parse_move(move) for move in line]) or [history[probe]]
    best, rest = probe, line
    for step, position in enumerate(positions):
        k = keys.get(exact_key(position), -1)
        if k > best:
            best, rest = k, line[step:]
    return best, rest
