"""The solver under CPython, per variant, over a fixed set of deal codes. Not a test.

Each deal's opening is solved with a budget of seconds (10 by default); the deal codes are the
shuffle numbers 0 to N-1 of each variant (100 by default), so runs on any machine solve the same
deals. Printed per variant: won, proven unwinnable, unknown (budget spent), the share decided,
and the median and slowest time of a solve, and of a win.

Run: `make bench-solve` (or `python bench/solve.py [deals] [seconds] [jobs] [variant ...]`).
Each deal's result is also written to bench/solve-results.csv (variant, code, verdict, seconds,
positions expanded): scripts/winnable.py reads the wins from it.
With jobs > 1, deals are solved in parallel processes: faster overall, but each solve then
shares the machine, so its time is only comparable with runs of the same number of jobs.
"""

from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from solitaire import VARIANTS, deal_code, new_game
from solitaire.solver import search


def solve_one(variant_id: str, number: int, seconds: float) -> tuple[str, float, int]:
    """The verdict on a deal, the time it took, and the positions expanded."""
    variant = VARIANTS[variant_id]
    game = new_game(variant.game, deal_code(variant, number))
    start = time.perf_counter()
    outcome = search(game, seconds)
    took = time.perf_counter() - start
    verdict = "won" if outcome.line is not None else "unwinnable" if outcome.proven else "unknown"
    return verdict, took, outcome.expanded


RESULTS = Path(__file__).resolve().parent / "solve-results.csv"


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    variants = sys.argv[4:] or list(VARIANTS)
    python = sys.version.split()[0]
    print(f"Solver, CPython {python}: deals 0-{deals - 1} of each variant, {seconds:g} s each, {jobs} job(s)")
    columns = f"{'won':>5} {'lost':>5} {'unknown':>8} {'decided':>8} {'median s':>9} {'max s':>7}"
    print(f"{'variant':<10} {columns} {'win median s':>13} {'nodes/s':>8}")
    with ProcessPoolExecutor(jobs) as pool, RESULTS.open("w") as results_file:
        results_file.write("variant,code,verdict,seconds,expanded\n")
        for variant_id in variants:
            results = list(pool.map(solve_one, [variant_id] * deals, range(deals), [seconds] * deals))
            counts = {
                verdict: sum(1 for v, _, _ in results if v == verdict) for verdict in ("won", "unwinnable", "unknown")
            }
            for number, (verdict, took, expanded) in enumerate(results):
                code = deal_code(VARIANTS[variant_id], number)
                results_file.write(f"{variant_id},{code},{verdict},{took:.3f},{expanded}\n")
            results_file.flush()
            times = [took for _, took, _ in results]
            wins = [took for v, took, _ in results if v == "won"] or [0.0]
            rate = sum(n for _, _, n in results) / sum(times)
            decided = (counts["won"] + counts["unwinnable"]) / deals
            print(
                f"{variant_id:<10} {counts['won']:>5} {counts['unwinnable']:>5} {counts['unknown']:>8} {decided:>8.0%}"
                f" {statistics.median(times):>9.2f} {max(times):>7.2f} {statistics.median(wins):>13.2f} {rate:>8,.0f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
