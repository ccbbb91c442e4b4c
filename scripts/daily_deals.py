"""Makes the deals of the day ahead of time: for each game and day, the first of the day's
candidate deals that the solver wins (the rule is in py/solitaire/daily.py).

    nice -n 10 python3 scripts/daily_deals.py --through 2027-12-31 [--variant spider-4 ...]

Each variant's days are kept in tests/data/daily/<variant>.txt.gz, one line a day:
`<yyyy-mm-dd> <k> <deal code> <winning line>`. The script goes on from the last day there (a day
once made is never made again: a deal of the day must not change), saves each day as it is won,
so it can be stopped and started again, and writes py/solitaire/daily_table.py (the k of every
day and its par, all the page needs) from those files. `--table-only` just writes the table.

A day's par is the length of its line, which is made as short as the solver can make it once
the day's deal is chosen. scripts/daily_pars.py goes over the days already made and keeps any
shorter line today's solver finds for them (their deals never change), so the pars only ever
come down.

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

from layout import ROOT

sys.path.insert(0, str(ROOT / "py"))

from solitaire import VARIANTS, new_game
from solitaire.daily import DIGITS, PAR_BASE, PAR_DIGITS, candidate
from solitaire.deals import deal_code
from solitaire.game import Game
from solitaire.solver import search, solvable, solve
from solitaire.solver.shorten import shorten

LINES = ROOT / "tests" / "data" / "daily"
TABLE = ROOT / "py" / "solitaire" / "daily_table.py"
FIRST_DAY = date(2026, 11, 1)
SOLVED = [variant_id for variant_id, variant in VARIANTS.items() if solvable(variant)]  # the others have no days yet
# Positions a candidate may take, per game. Measured on the first candidates: one- and two-suit
# Spider and Beehive deals are nearly all won within a few thousand; Beetle's wins come within
# 20,000 six times in ten; four-suit Spider's within 15,000 about one time in seven, and a
# bigger budget wins too few more to pay for the searches that fail.
# The spider family's games with one deck or no stock are won within these nearly always;
# Scorpion's deals are won about one time in six, and those won are won at once: a candidate is
# not kept long.
NODES = {
    "spider-1": 50_000,
    "spider-2": 50_000,
    "spider-4": 15_000,
    "beetle": 20_000,
    "beehive": 50_000,
    "spiderette-1": 50_000,
    "spiderette-2": 50_000,
    "spiderette-4": 30_000,
    "will-o-the-wisp-1": 50_000,
    "will-o-the-wisp-2": 50_000,
    "will-o-the-wisp-4": 30_000,
    "simple-simon": 30_000,
    "mrs-mop": 30_000,
    "scorpion": 8_000,
}
RETRY = 10  # if no candidate of a day is won, those not proven lost are tried again with this many times
# the budget, and then once more with as many times that
SECONDS = 1800.0
# Looking for a shorter line once a day's deal is chosen: positions the searches for a shorter
# line may expand, and seconds for the passes that replay it (they end sooner when they find
# nothing more). The family's games came later, for more than a year of days at once: a lighter
# first search for them (scripts/daily_pars.py goes over their days again).
FIRST_GAMES = {"spider-1": 100_000, "spider-2": 100_000, "spider-4": 150_000, "beetle": 100_000, "beehive": 50_000}
FAMILY = NODES.keys() - FIRST_GAMES.keys()
PAR_NODES = FIRST_GAMES | dict.fromkeys(FAMILY, 10_000)
PAR_SECONDS = dict.fromkeys(FIRST_GAMES, 60.0) | dict.fromkeys(FAMILY, 2.0)


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
    """The first candidate of the day the solver wins: its k, deal code and winning line, as
    short as `shortest` makes it."""
    variant = VARIANTS[variant_id]
    lost: set[int] = set()  # candidates proven unwinnable: a bigger budget cannot win them
    for budget in (NODES[variant_id], RETRY * NODES[variant_id], RETRY * RETRY * NODES[variant_id]):
        for k in range(len(DIGITS)):
            if k in lost:
                continue
            code = deal_code(variant, candidate(variant_id, day, k))
            start = time.perf_counter()
            # The first win decides the day, so the choice does not depend on the shortening.
            verdict, line = solve(new_game(variant.game, code), SECONDS, budget, shorten=False)
            took = time.perf_counter() - start
            print(f"  {variant_id} {day} candidate {k} ({code}): {verdict} in {took:.1f} s", flush=True)
            if verdict == "won":
                return k, code, shortest(variant_id, code, line)
            if verdict == "unwinnable":
                lost.add(k)
    raise RuntimeError(f"no candidate of {variant_id} on {day} was won: raise its budget")


def shortest(variant_id: str, code: str, line: list[str]) -> list[str]:
    """The shortest of `line` and what the solver finds: its searches for a shorter line,
    then every pass that replays it, run until they find nothing more."""
    game = new_game(VARIANTS[variant_id].game, code)
    best = search(game, SECONDS, PAR_NODES[variant_id], known=line).line or line
    deadline = time.monotonic() + PAR_SECONDS[variant_id]
    best = shorten(game.variant, game.position, best, lambda: time.monotonic() > deadline)
    replay = Game(game.variant, game.position)
    for move in best:
        replay.play(move)
    assert replay.won, f"{variant_id} {code}: the shortened line does not win"
    return best if len(best) < len(line) else line


def write_table(folder: Path, table: Path = TABLE) -> None:
    """py/solitaire/daily_table.py from the days made: each variant's k and par, a line a month."""
    choices, pars = [], []
    for variant_id in SOLVED:
        days = read_days(folder, variant_id)
        if not days:
            print(f"The table is not written: no day of {variant_id} has been made yet.")
            return
        months: dict[str, tuple[str, str]] = {}
        for day, k, _, line in days:
            assert len(line) < PAR_BASE**PAR_DIGITS, f"{variant_id} {day}: a par too long to write"
            month = day.isoformat()[:7]
            digits, par = months.get(month, ("", ""))
            months[month] = (digits + DIGITS[k], par + _base36(len(line)).rjust(PAR_DIGITS, "0"))
        choices.append(_entry(variant_id, {month: digits for month, (digits, _) in months.items()}))
        pars.append(_entry(variant_id, {month: par for month, (_, par) in months.items()}))
    # Written whole, then put in place: a run stopped midway leaves the table as it was.
    spare = table.with_suffix(".part")
    spare.write_text(
        '"""The deals of the day, made ahead by scripts/daily_deals.py: do not edit by hand.\n\n'
        "For each variant, from FIRST_DAY on (see `daily`), a line a month: CHOICES, the candidate\n"
        "kept for each day, one digit a day (0-9, a-z, A-Z); PARS, the length of the shortest winning\n"
        "line known for each day's deal, two base-36 digits a day; scripts/daily_pars.py keeps the\n"
        'lines short."""\n\n'
        "from datetime import date\nfrom typing import Final\n\n"
        f"FIRST_DAY: Final = date({FIRST_DAY.year}, {FIRST_DAY.month}, {FIRST_DAY.day})\n"
        "CHOICES: Final = {\n" + "".join(choices) + "}\n"
        "PARS: Final = {\n" + "".join(pars) + "}\n"
    )
    spare.replace(table)


def _entry(variant_id: str, months: dict[str, str]) -> str:
    rows = "".join(f'        "{digits}"  # {month}\n' for month, digits in months.items())
    return f'    "{variant_id}": (\n{rows}    ),\n'


def _base36(number: int) -> str:
    text = ""
    while True:
        number, digit = divmod(number, PAR_BASE)
        text = DIGITS[digit] + text
        if not number:
            return text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--through", type=date.fromisoformat, help="the last day to make (yyyy-mm-dd)")
    parser.add_argument("--variant", action="append", choices=SOLVED, help="only these games")
    parser.add_argument("--lines", type=Path, default=LINES, help="the folder of the days' files")
    parser.add_argument("--table", type=Path, default=TABLE, help="the table module to write")
    parser.add_argument("--table-only", action="store_true", help="only write the table from the files")
    options = parser.parse_args()
    if not options.table_only:
        if options.through is None:
            parser.error("--through is needed to make days")
        for variant_id in options.variant or SOLVED:
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
