"""The solver under CPython, per variant, over a fixed range of deal codes. Not a test.

Each deal's opening is solved with a budget of seconds (10 by default); the deal codes are the
shuffle numbers `--first` to `--first + --count - 1` of each variant (0-99 by default), so runs
on any machine solve the same deals. Printed per variant: won, proven unwinnable, unknown
(budget spent), the share decided, the unknowns answered early (with more than a tenth of the
budget left: the search gave up instead of searching on), the median and longest winning line
in moves, the median and slowest time of a solve and of a win, positions expanded a second, and
the memory a search took at its peak (median and largest; each search runs in a fresh process,
and this is how far it grew beyond the interpreter it started in). The machine's load average
before and after says how quiet it was.

Run: `make bench-solve`, or
`python bench/solve.py [--first N] [--count N] [--seconds S] [--jobs J] [--clock wall|cpu] [--variant V ...]`.
On a machine others share, `--clock cpu` measures each budget in the solving process's own CPU
time, so a busy neighbour does not shrink it (the load average printed says how busy it was).
Each deal's result is also written to bench/solve-results.csv (variant, code, verdict, seconds,
positions expanded, moves of the line, peak MB); `--results` names another file.
With jobs > 1, deals are solved in parallel processes: faster overall, but each solve then
shares the machine, so its time is only comparable with runs of the same number of jobs.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from solitaire import VARIANTS, deal_code, new_game
from solitaire.solver import search, solvable

SOLVABLE = [variant_id for variant_id, variant in VARIANTS.items() if solvable(variant)]
RESULTS = Path(__file__).resolve().parent / "solve-results.csv"
EARLY = 0.1  # an "unknown" with more than this share of its budget left was answered early

Result = tuple[str, float, int, int, float]  # verdict, seconds, positions expanded, line length, peak MB


def peak_kb() -> int:
    """The largest this process has been in memory, in kB (Linux reports it in kB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def resident_kb() -> int:
    """How much of this process is in memory now, in kB (its peak where /proc is missing)."""
    try:
        with open(f"/proc/{os.getpid()}/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    except OSError:
        return peak_kb()


CLOCKS = {"wall": time.monotonic, "cpu": time.process_time}


def solve_one(job: tuple[str, int, float, str]) -> Result:
    """The verdict on a deal, the time it took (on the clock named), the positions expanded,
    the winning line's length (0 if none) and the peak MB."""
    variant_id, number, seconds, clock_name = job
    clock = CLOCKS[clock_name]
    variant = VARIANTS[variant_id]
    game = new_game(variant.game, deal_code(variant, number))
    before = resident_kb()
    start = clock()
    outcome = search(game, seconds, clock=clock)
    took = clock() - start
    length = len(outcome.line) if outcome.line is not None else 0
    return outcome.verdict, took, outcome.expanded, length, max(peak_kb() - before, 0) / 1024


def summary(variant_id: str, results: list[Result], seconds: float) -> str:
    count = len(results)
    verdicts = [r[0] for r in results]
    won, lost, unknown = (verdicts.count(v) for v in ("won", "unwinnable", "unknown"))
    early = sum(1 for r in results if r[0] == "unknown" and r[1] < (1 - EARLY) * seconds)
    times = [r[1] for r in results]
    win_times = [r[1] for r in results if r[0] == "won"] or [0.0]
    lines = [r[3] for r in results if r[0] == "won"] or [0]
    peaks = [r[4] for r in results]
    rate = sum(r[2] for r in results) / max(sum(times), 1e-9)
    decided = (won + lost) / count
    return (
        f"{variant_id:<10} {won:>5} {lost:>5} {unknown:>8} {decided:>8.0%} {early:>6}"
        f" {statistics.median(lines):>8.0f} {max(lines):>6}"
        f" {statistics.median(times):>9.2f} {max(times):>7.2f} {statistics.median(win_times):>13.2f}"
        f" {rate:>8,.0f} {statistics.median(peaks):>8.0f} {max(peaks):>7.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--first", type=int, default=0, help="the first shuffle number (0)")
    parser.add_argument("--count", type=int, default=100, help="how many deals per variant (100)")
    parser.add_argument("--seconds", type=float, default=10.0, help="the budget of each solve (10)")
    parser.add_argument("--jobs", type=int, default=1, help="solves at once, in parallel processes (1)")
    parser.add_argument(
        "--clock",
        choices=list(CLOCKS),
        default="wall",
        help="what the budget is measured on: wall time, or this process's CPU time (on a shared machine)",
    )
    parser.add_argument("--variant", action="append", choices=SOLVABLE, help="only these variants")
    parser.add_argument("--results", type=Path, default=RESULTS, help="the CSV file of each deal's result")
    options = parser.parse_args()
    first, count, seconds = options.first, options.count, options.seconds
    variants = options.variant or SOLVABLE
    python = sys.version.split()[0]
    print(
        f"Solver, CPython {python}: deals {first}-{first + count - 1} of each variant, {seconds:g} s each,"
        f" {options.jobs} job(s), {options.clock} clock"
    )
    print(f"load average before: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    columns = f"{'won':>5} {'lost':>5} {'unknown':>8} {'decided':>8} {'early':>6} {'line med':>8} {'max':>6}"
    print(
        f"{'variant':<10} {columns} {'median s':>9} {'max s':>7} {'win median s':>13} {'nodes/s':>8}"
        f" {'peak MB':>8} {'max MB':>7}"
    )
    # A fresh process for each search, so that each one's peak is its own.
    context = multiprocessing.get_context("fork")
    with context.Pool(options.jobs, maxtasksperchild=1) as pool, options.results.open("w") as results_file:
        results_file.write("variant,code,verdict,seconds,expanded,moves,peak_mb\n")
        for variant_id in variants:
            numbers = range(first, first + count)
            results = pool.map(
                solve_one, [(variant_id, number, seconds, options.clock) for number in numbers], chunksize=1
            )
            for number, (verdict, took, expanded, length, peak) in zip(numbers, results, strict=True):
                code = deal_code(VARIANTS[variant_id], number)
                results_file.write(f"{variant_id},{code},{verdict},{took:.3f},{expanded},{length},{peak:.0f}\n")
            results_file.flush()
            print(summary(variant_id, results, seconds), flush=True)
    print(f"load average after: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")


if __name__ == "__main__":
    main()
