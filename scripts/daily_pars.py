"""Keeps the pars of the deals of the day short: goes over the days already made and shortens
each day's stored winning line with today's solver, so that no day's par is longer than the
line a fresh search of about ten seconds finds for its deal.

    nice -n 15 python3 scripts/daily_pars.py [--variant spider-4 ...] [--day 2027-02-17 ...]
        [--limit 20] [--minutes 20] [--again] [--light]

Each day gets, with its game's budget of positions (NODES: what a 10 s search expands):

1. a fresh search of the deal, the one the tests repeat to check the par;
2. a search for a line shorter than the better of the stored line and the fresh one: it starts
   from that line, so its whole budget goes to shorter ones (cheaper than a new search, and it
   finds more);
3. the passes that replay the line (solitaire/solver/shorten.py), the deep ones too, for up to
   DEEP_SECONDS of processor time (they end sooner when they find nothing more).

`--light` does the first step only, then the passes that do not go deep for LIGHT_SECONDS: about
a third of the cost, and the par still no longer than the fresh search's line. Two runs may go
at once on different games (`--variant`): they share the record and the table under a lock.

A day's line (tests/data/daily/<variant>.txt.gz) and its par (py/solitaire/daily_table.py,
written as scripts/daily_deals.py writes it) change only when the result is shorter and replays
to a win through the rules; the deal a day gets is never touched.

It resumes where it stopped: each day done is added to tests/data/daily/shortened.txt (the
game, the day, the budget it got, its par before, the fresh search's line and the par after),
and a run skips the days recorded there with the budget they would get now, or a bigger one.
Stopped at any moment, it loses at most the day in hand: a day's line and the table are written
before the day is recorded. `--again` goes over the recorded days too, for a solver that has
changed.

The days go from today on (those players meet next) to the table's last day, then from its
first day to yesterday; each day for every game asked before the next day. Each day prints
what it cost (seconds, and the positions its searches expanded), and the run its median.
"""

from __future__ import annotations

import argparse
import fcntl
import statistics
import sys
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from daily_deals import FIRST_DAY, LINES, SOLVED, TABLE, read_days, write_days, write_table
from layout import ROOT

sys.path.insert(0, str(ROOT / "py"))

from solitaire import VARIANTS, new_game
from solitaire.game import Game
from solitaire.solver import search
from solitaire.solver.shorten import shorten

PROGRESS = LINES / "shortened.txt"
# Positions a search may expand: what a 10 s search of the day's deal expands, searching for
# eight seconds of processor time (it keeps the last fifth of its time to shorten its line),
# measured here on the deals of 17 Feb and 1 Jun 2027 and rounded: from about 24,000 positions
# a second (Mrs. Mop) to 65,000 (Scorpion, Beehive). A budget of positions, not of seconds, makes
# the search the same on any machine, however busy: the tests repeat it and find the same line.
NODES = {
    "spider-1": 250_000,
    "spider-2": 250_000,
    "spider-4": 220_000,
    "beetle": 250_000,
    "beehive": 500_000,  # a fresh search ends within a few thousand: a search for a shorter line goes on
    "spiderette-1": 290_000,
    "spiderette-2": 290_000,
    "spiderette-4": 440_000,
    "will-o-the-wisp-1": 290_000,
    "will-o-the-wisp-2": 310_000,
    "will-o-the-wisp-4": 400_000,
    "simple-simon": 380_000,
    "mrs-mop": 190_000,
    "scorpion": 530_000,
}
SECONDS = 1800.0  # only a safety net for each search: its positions end it long before
DEEP_SECONDS = 10.0  # processor time for the passes that replay the line, deep ones included
LIGHT_SECONDS = 1.0  # and for those that do not go deep, in a light run


@dataclass(frozen=True)
class Done:
    """A day gone over: the budget of positions its searches had, its par before, the moves of
    the fresh search's line (0: it found none) and its par after."""

    nodes: int
    before: int
    fresh: int
    after: int


Progress = dict[tuple[str, date], Done]


def read_progress(path: Path = PROGRESS) -> Progress:
    """The days gone over so far, by game and day."""
    progress: Progress = {}
    if path.exists():
        for text in path.read_text().splitlines():
            if text and not text.startswith("#"):
                variant_id, day, *numbers = text.split()
                progress[variant_id, date.fromisoformat(day)] = Done(*map(int, numbers))
    return progress


def write_progress(progress: Progress, path: Path = PROGRESS) -> None:
    rows = sorted(progress.items(), key=lambda item: (SOLVED.index(item[0][0]), item[0][1]))
    text = "".join(f"{v} {day.isoformat()} {d.nodes} {d.before} {d.fresh} {d.after}\n" for (v, day), d in rows)
    spare = path.with_suffix(".part")
    spare.write_text(
        "# The days scripts/daily_pars.py has gone over: game, day, positions each of its searches could\n"
        "# expand, the par before, the moves of the fresh search's line (0: none) and the par after.\n" + text
    )
    spare.replace(path)


@dataclass(frozen=True)
class Shortened:
    """What a day's searches found, and what they cost."""

    line: list[str]  # the shortest line known: the stored one if nothing shorter was found
    fresh: int  # moves of the fresh search's line (0: it found none)
    positions: int  # expanded by the two searches
    seconds: float


def shorten_day(variant_id: str, code: str, line: list[str], nodes: int, *, light: bool = False) -> Shortened:
    """A fresh search of the deal, a search for a shorter line from the best known (not when
    `light`), then the passes that replay it: the shortest of these and `line`, checked by the
    rules."""
    start = time.perf_counter()
    game = new_game(VARIANTS[variant_id].game, code)
    fresh = search(game, SECONDS, nodes)
    best = min([line, fresh.line or line], key=len)
    expanded = fresh.expanded
    if not light:
        shorter = search(game, SECONDS, nodes, known=best)
        best = min([best, shorter.line or best], key=len)
        expanded += shorter.expanded
    deadline = time.process_time() + (LIGHT_SECONDS if light else DEEP_SECONDS)
    best = shorten(game.variant, game.position, best, lambda: time.process_time() > deadline, deep=not light)
    replay = Game(game.variant, game.position)
    for move in best:
        replay.play(move)
    assert replay.won, f"{variant_id} {code}: the shortened line does not win"
    return Shortened(
        best if len(best) < len(line) else line,
        len(fresh.line or []),
        expanded,
        time.perf_counter() - start,
    )


def day_order(first: date, last: date, today: date) -> list[date]:
    """The table's days from today on, then those before it (all of them, in order, if today
    is outside the table)."""
    days = [first + timedelta(days=n) for n in range((last - first).days + 1)]
    return [day for day in days if day >= today] + [day for day in days if day < today]


def to_do(
    variants: Iterable[str], days: list[date], progress: Progress, *, again: bool = False
) -> list[tuple[str, date]]:
    """The days of each game not yet gone over with its budget (all of them, `again`)."""
    return [
        (variant_id, day)
        for day in days
        for variant_id in variants
        if again or (variant_id, day) not in progress or progress[variant_id, day].nodes < NODES[variant_id]
    ]


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Holds the lock beside `path` (another run waits for it), for a read and write of what
    runs share: the record of days gone over, and the table."""
    with path.with_suffix(".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def run(
    jobs: list[tuple[str, date]],
    lines: Path,
    table: Path,
    progress_path: Path,
    minutes: float | None,
    *,
    light: bool = False,
) -> dict[str, list[Shortened]]:
    """Goes over the days of `jobs` in turn, until they or the minutes run out, saving each."""
    made = {variant_id: read_days(lines, variant_id) for variant_id in {v for v, _ in jobs}}
    costs: dict[str, list[Shortened]] = {}
    start = time.monotonic()
    for n, (variant_id, day) in enumerate(jobs):
        if minutes is not None and time.monotonic() - start > 60 * minutes:
            print(f"Out of time: {len(jobs) - n} of the days asked are left.", flush=True)
            break
        index = (day - FIRST_DAY).days
        _, k, code, line = made[variant_id][index]
        nodes = NODES[variant_id]
        result = shorten_day(variant_id, code, line, nodes, light=light)
        with locked(progress_path):
            if len(result.line) < len(line):
                made[variant_id][index] = (day, k, code, result.line)
                write_days(lines, variant_id, made[variant_id])
                write_table(lines, table)
            progress = read_progress(progress_path)  # with what another run has recorded meanwhile
            before = progress[variant_id, day].before if (variant_id, day) in progress else len(line)
            progress[variant_id, day] = Done(nodes, before, result.fresh, len(result.line))
            write_progress(progress, progress_path)
        costs.setdefault(variant_id, []).append(result)
        print(
            f"[{n + 1}/{len(jobs)}] {variant_id} {day}: {len(line)} -> {len(result.line)} moves "
            f"(fresh search {result.fresh}), {result.seconds:.1f} s, {result.positions:,} positions",
            flush=True,
        )
    return costs


def report(costs: dict[str, list[Shortened]]) -> None:
    """Per game: days gone over, and the median and range of their seconds and positions."""
    for variant_id, results in costs.items():
        seconds = [r.seconds for r in results]
        positions = [r.positions for r in results]
        print(
            f"{variant_id}: {len(results)} days, {statistics.median(seconds):.1f} s a day "
            f"({min(seconds):.1f}-{max(seconds):.1f}), {statistics.median(positions):,.0f} positions "
            f"({min(positions):,}-{max(positions):,})",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", action="append", choices=SOLVED, help="only these games")
    parser.add_argument("--day", action="append", type=date.fromisoformat, help="only these days (yyyy-mm-dd)")
    parser.add_argument("--limit", type=int, help="go over this many days at most")
    parser.add_argument("--minutes", type=float, help="start no day after this many minutes")
    parser.add_argument("--again", action="store_true", help="go over the days already recorded too")
    parser.add_argument("--lines", type=Path, default=LINES, help="the folder of the days' files")
    parser.add_argument("--table", type=Path, default=TABLE, help="the table module to write")
    parser.add_argument("--progress", type=Path, default=PROGRESS, help="the record of the days gone over")
    parser.add_argument("--light", action="store_true", help="the fresh search and the quick passes only")
    options = parser.parse_args()
    variants = options.variant or SOLVED
    lengths = {variant_id: len(read_days(options.lines, variant_id)) for variant_id in variants}
    days = day_order(FIRST_DAY, FIRST_DAY + timedelta(days=max(lengths.values()) - 1), date.today())
    if options.day:
        days = [day for day in days if day in options.day]
    jobs = to_do(variants, days, read_progress(options.progress), again=options.again)
    jobs = [(v, day) for v, day in jobs if (day - FIRST_DAY).days < lengths[v]][: options.limit]
    print(f"{len(jobs)} days to go over", flush=True)
    report(run(jobs, options.lines, options.table, options.progress, options.minutes, light=options.light))


if __name__ == "__main__":
    main()
