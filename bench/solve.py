"""The solver under CPython, per variant, over a fixed set of deal codes. Not a test.

Each deal's opening is solved with a budget of seconds (10 by default); the deal codes are the
shuffle numbers 0 to N-1 of each variant (100 by default), so runs on any machine solve the same
deals. Printed per variant: won, proven unwinnable, unknown (budget spent), the share decided,
the median and slowest time of a solve and of a win, positions expanded a second, and the
memory a search took at its peak (median and largest; each search runs in a fresh process, and
this is how far it grew beyond the interpreter it started in).

Run: `make bench-solve` (or `python bench/solve.py [deals] [seconds] [jobs] [variant ...]`).
Each deal's result is also written to bench/solve-results.csv (variant, code, verdict, seconds,
positions expanded, peak MB).
With jobs > 1, deals are solved in parallel processes: faster overall, but each solve then
shares the machine, so its time is only comparable with runs of the same number of jobs.
"""

from __future__ import annotations

import multiprocessing
import os
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from solitaire import VARIANTS, deal_code, new_game
from solitaire.solver import search

RESULTS = Path(__file__).resolve().parent / "solve-results.csv"


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


def solve_one(job: tuple[str, int, float]) -> tuple[str, float, int, float]:
    """The verdict on a deal, the time it took, the positions expanded and the peak MB."""
    variant_id, number, seconds = job
    variant = VARIANTS[variant_id]
    game = new_game(variant.game, deal_code(variant, number))
    before = resident_kb()
    start = time.perf_counter()
    outcome = search(game, seconds)
    took = time.perf_counter() - start
    return outcome.verdict, took, outcome.expanded, max(peak_kb() - before, 0) / 1024


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    variants = sys.argv[4:] or list(VARIANTS)
    python = sys.version.split()[0]
    print(f"Solver, CPython {python}: deals 0-{deals - 1} of each variant, {seconds:g} s each, {jobs} job(s)")
    print(f"load average before: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    columns = f"{'won':>5} {'lost':>5} {'unknown':>8} {'decided':>8} {'median s':>9} {'max s':>7}"
    print(f"{'variant':<10} {columns} {'win median s':>13} {'nodes/s':>8} {'peak MB':>8} {'max MB':>7}")
    # A fresh process for each search, so that each one's peak is its own.
    context = multiprocessing.get_context("fork")
    with context.Pool(jobs, maxtasksperchild=1) as pool, RESULTS.open("w") as results_file:
        results_file.write("variant,code,verdict,seconds,expanded,peak_mb\n")
        for variant_id in variants:
            results = pool.map(solve_one, [(variant_id, number, seconds) for number in range(deals)], chunksize=1)
            counts = {
                verdict: sum(1 for r in results if r[0] == verdict) for verdict in ("won", "unwinnable", "unknown")
            }
            for number, (verdict, took, expanded, peak) in enumerate(results):
                code = deal_code(VARIANTS[variant_id], number)
                results_file.write(f"{variant_id},{code},{verdict},{took:.3f},{expanded},{peak:.0f}\n")
            results_file.flush()
            times = [r[1] for r in results]
            wins = [r[1] for r in results if r[0] == "won"] or [0.0]
            peaks = [r[3] for r in results]
            rate = sum(r[2] for r in results) / sum(times)
            decided = (counts["won"] + counts["unwinnable"]) / deals
            print(
                f"{variant_id:<10} {counts['won']:>5} {counts['unwinnable']:>5} {counts['unknown']:>8} {decided:>8.0%}"
                f" {statistics.median(times):>9.2f} {max(times):>7.2f} {statistics.median(wins):>13.2f} {rate:>8,.0f}"
                f" {statistics.median(peaks):>8.0f} {max(peaks):>7.0f}",
                flush=True,
            )
    print(f"load average after: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")


if __name__ == "__main__":
    main()
