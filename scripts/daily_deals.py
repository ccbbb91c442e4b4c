"""Makes the deals of the day ahead of time: for each game and day, the first of the day's
candidate deals that the solver wins (the rule is in py/solitaire/daily.py).

    nice -n 10 python3 scripts/daily_deals.py --through 2027-12-31 [--variant spider-4 ...]

Each variant's days are kept in tests/data/daily/<variant>.txt.gz, one line a day:
`<yyyy-mm-dd> <k> <deal code> <winning line>`. The script goes on from the last day there (a day
once made is never made again: a deal of the day must not change), saves each day as it is won,
so it can be stopped and started again, and writes py/solitaire/daily_table.py (the k of every
day, all the page needs) from those files. `--table-only` just writes the table.

Each candidate gets the solver's budget for its game: a number of positions expanded, so the
choice does not depend on the machine's speed (the seconds are only a safety net). A candidate
not won within it, unwinnable or undecided, is passed over. The solver checks every line it gives
by replaying it through the rules, and so do the tests, from the files.
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from solitaire import VARIANTS, new_game
from solitaire.daily import DIGITS, candidate
from solitaire.deals import deal_code
from solitaire.solver import solve

LINES = ROOT / "tests" / "data" / "daily"
TABLE = ROOT / "py" / "solitaire" / "daily_table.py"
FIRST_DAY = date(2026, 11, 1)
# Positions a candidate may take, per game. Measured on the first candidates: one- and two-suit
# Spider and Beehive deals are nearly all won within a few thousand; Beetle's wins come within
# 20,000 six times in ten; four-suit Spider's within 15,000 about one time in seven, and a
# bigger budget wins too few more to pay for the searches that fail.
NODES = {"spider-1": 50_000, "spider-2": 50_000, "spider-4": 15_000, "beetle": 20_000, "beehive": 50_000}
RETRY = 10  # if no candidate of a day is won, they are all tried again with this many times the budget
SECONDS = 1800.0


def lines_path(folder: Path, variant_id: str) -> Path:
    return folder / f"{variant_id}.txt.gz"


def read_days(folder: Path, variant_id: str) -> list[tuple[date, int, str, list[str]]]:
    """The days made so far: date, k, deal code and winning line, from the first day on."""
    path = lines_path(folder, variant_id)
    if not path.exists():
        return []
    days = []
    for text in gzip.decompress(path.read_bytes()).decode().splitlines():
        day, k, code, *line = text.split()
        days.append((date.fromisoformat(day), int(k), code, line))
    for n, made in enumerate(days):
        assert made[0] == FIRST_DAY + timedelta(days=n), f"{path}: {made[0]} is out of order"
    return days


def write_days(folder: Path, variant_id: str, days: list[tuple[date, int, str, list[str]]]) -> None:
    text = "".join(f"{day.isoformat()} {k} {code} {' '.join(line)}\n" for day, k, code, line in days)
    path = lines_path(folder, variant_id)
    folder.mkdir(parents=True, exist_ok=True)
    spare = path.with_suffix(".part")
    spare.write_bytes(gzip.compress(text.encode(), compresslevel=9, mtime=0))
    spare.replace(path)


def make_day(variant_id: str, day: date) -> tuple[int, str, list[str]]:
    """The first candidate of the day the solver wins: its k, deal code and winning line."""
    variant = VARIANTS[variant_id]
    for budget in (NODES[variant_id], RETRY * NODES[variant_id]):
        for k in range(len(DIGITS)):
            code = deal_code(variant, candidate(variant_id, day, k))
            start = time.perf_counter()
            verdict, line = solve(new_game(variant.game, code), SECONDS, budget)
            took = time.perf_counter() - start
            print(f"  {variant_id} {day} candidate {k} ({code}): {verdict} in {took:.1f} s", flush=True)
            if verdict == "won":
                return k, code, line
    raise RuntimeError(f"no candidate of {variant_id} on {day} was won: raise its budget")


def write_table(folder: Path, table: Path = TABLE) -> None:
    """py/solitaire/daily_table.py from the days made: each variant's k, a line a month."""
    parts = [
        '"""The deals of the day, made ahead by scripts/daily_deals.py: do not edit by hand.\n\n'
        "For each variant, the candidate kept for each day from FIRST_DAY on (see `daily`), one\n"
        'base-36 digit a day, a line a month."""\n\n'
        "from datetime import date\nfrom typing import Final\n\n"
        f"FIRST_DAY: Final = date({FIRST_DAY.year}, {FIRST_DAY.month}, {FIRST_DAY.day})\n"
        "CHOICES: Final = {\n"
    ]
    for variant_id in VARIANTS:
        days = read_days(folder, variant_id)
        if not days:
            print(f"The table is not written: no day of {variant_id} has been made yet.")
            return
        months: dict[str, str] = {}
        for day, k, _, _ in days:
            months[day.isoformat()[:7]] = months.get(day.isoformat()[:7], "") + DIGITS[k]
        rows = "".join(f'        "{digits}"  # {month}\n' for month, digits in months.items())
        parts.append(f'    "{variant_id}": (\n{rows}    ),\n')
    parts.append("}\n")
    table.write_text("".join(parts))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--through", type=date.fromisoformat, help="the last day to make (yyyy-mm-dd)")
    parser.add_argument("--variant", action="append", choices=list(VARIANTS), help="only these games")
    parser.add_argument("--lines", type=Path, default=LINES, help="the folder of the days' files")
    parser.add_argument("--table", type=Path, default=TABLE, help="the table module to write")
    parser.add_argument("--table-only", action="store_true", help="only write the table from the files")
    options = parser.parse_args()
    if not options.table_only:
        if options.through is None:
            parser.error("--through is needed to make days")
        for variant_id in options.variant or list(VARIANTS):
            days = read_days(options.lines, variant_id)
            day = FIRST_DAY + timedelta(days=len(days))
            while day <= options.through:
                k, code, line = make_day(variant_id, day)
                days.append((day, k, code, line))
                write_days(options.lines, variant_id, days)
                print(f"{variant_id} {day}: {code} (candidate {k}), won in {len(line)} moves", flush=True)
                day += timedelta(days=1)
    write_table(options.lines, options.table)


if __name__ == "__main__":
    main()
