"""Grows the pools of deals by difficulty: searches candidate deals of each game with the
solver, records what each search cost, and grades the deals it won (the rule is in
py/solitaire/graded.py).

    nice -n 15 python3 scripts/graded_deals.py [--variant spider-4 ...] [--through 60]
        [--minutes 20] [--table-only]

Candidate k of a game is a shuffle number fixed for good (`graded.candidate`). Each candidate
gets one search with its game's budget of positions (NODES: what a 10 s search of the deal of
the day expands, as in scripts/daily_pars.py), which ends at its first win: the positions it
expanded to get there are the deal's measure. A won deal's line is then made shorter by the
passes that replay it, for up to SHORTEN_SECONDS of processor time, and kept with the tests.

Each game's candidates are kept in tests/data/graded/<variant>.txt.gz, one line each:
`<k> <deal code> <verdict> <positions expanded> <searches started> <moves of the first line>
<winning line>`. The candidates go in rounds (candidate k of every game asked, then k + 1), each
saved as it is searched, so a run can stop at any moment and the next goes on from there.
py/solitaire/graded_table.py (each grade's shuffle numbers, all the page needs) is written
from those files by `grade`, after every candidate and with `--table-only`.
"""

from __future__ import annotations

import argparse
import gzip
import os
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from daily_pars import NODES
from layout import ROOT

sys.path.insert(0, str(ROOT / "py"))

from solitaire import VARIANTS, new_game
from solitaire.deals import deal_code
from solitaire.game import Game
from solitaire.graded import GRADES, candidate
from solitaire.solver import search, solvable
from solitaire.solver.shorten import shorten

LINES = ROOT / "tests" / "data" / "graded"
TABLE = ROOT / "py" / "solitaire" / "graded_table.py"
SOLVED = [variant_id for variant_id, variant in VARIANTS.items() if solvable(variant)]
SECONDS = 1800.0  # only a safety net: the positions end a search long before
SHORTEN_SECONDS = 1.0


@dataclass(frozen=True)
class Searched:
    """One candidate searched: its deal, the verdict, the positions expanded and searches
    started up to the first win (or the end of the budget), and the moves of the first winning
    line and of the kept one."""

    k: int
    code: str
    verdict: str
    expanded: int
    searches: int
    first: int
    line: tuple[str, ...]


def lines_path(folder: Path, variant_id: str) -> Path:
    return folder / f"{variant_id}.txt.gz"


def read_searched(folder: Path, variant_id: str) -> list[Searched]:
    """The candidates searched so far, in order from the first."""
    path = lines_path(folder, variant_id)
    if not path.exists():
        return []
    searched = []
    for text in gzip.decompress(path.read_bytes()).decode().splitlines():
        k, code, verdict, expanded, searches, first, *line = text.split()
        searched.append(Searched(int(k), code, verdict, int(expanded), int(searches), int(first), tuple(line)))
    assert [each.k for each in searched] == list(range(len(searched))), f"{path}: a candidate is missing"
    return searched


def write_searched(folder: Path, variant_id: str, searched: list[Searched]) -> None:
    text = "".join(
        f"{s.k} {s.code} {s.verdict} {s.expanded} {s.searches} {s.first} {' '.join(s.line)}".rstrip() + "\n"
        for s in searched
    )
    folder.mkdir(parents=True, exist_ok=True)
    path = lines_path(folder, variant_id)
    spare = path.with_suffix(".part")
    spare.write_bytes(gzip.compress(text.encode(), compresslevel=9, mtime=0))
    spare.replace(path)


def search_candidate(variant_id: str, k: int) -> Searched:
    """Candidate `k` searched to its first win within the game's budget, its line shortened."""
    variant = VARIANTS[variant_id]
    code = deal_code(variant, candidate(variant_id, k))
    game = new_game(variant.game, code)
    outcome = search(game, SECONDS, NODES[variant_id], shorten=False)
    line: list[str] = []
    if outcome.line is not None:
        deadline = time.process_time() + SHORTEN_SECONDS
        line = shorten(variant, game.position, outcome.line, lambda: time.process_time() > deadline)
        replay = Game(variant, game.position)
        for move in line:
            replay.play(move)
        assert replay.won, f"{variant_id} {code}: the shortened line does not win"
    first = len(outcome.line) if outcome.line is not None else 0
    return Searched(k, code, outcome.verdict, outcome.expanded, outcome.searches, first, tuple(line))


# A game's grades are fixed by its first FIXED candidates, so a deal's grade never changes as
# its pool grows: the positions of the first wins among them, split in thirds (easy, medium,
# hard); where the hardest tenth took LONG_TAIL times the median or more, in tenths 3-3-3-1,
# the last tenth expert. A game whose wins there all took about the same (the hardest less than
# NARROW times the easiest, as Scorpion's: the solver wins a deal at once or not at all) has no
# measure to grade by, and no grades.
FIXED = 60
LONG_TAIL = 10
NARROW = 4
THIRDS = ((1, 3), (2, 3))
TENTHS = ((3, 10), (6, 10), (9, 10))


def bounds(searched: list[Searched]) -> tuple[int, ...] | None:
    """A game's bounds, in positions expanded to the first win: a deal is easy up to the first,
    medium up to the second, hard up to the third (if any), and expert above it. None while
    fewer than FIXED candidates are searched, or for a game with no range."""
    if len(searched) < FIXED:
        return None
    won = sorted(each.expanded for each in searched[:FIXED] if each.verdict == "won")
    if len(won) < 2 * len(THIRDS + TENTHS) or won[-1] < NARROW * won[0]:
        return None
    median, tail = won[len(won) // 2], won[len(won) * 9 // 10]
    shares = TENTHS if tail >= LONG_TAIL * median else THIRDS
    return tuple(won[len(won) * part // whole] for part, whole in shares)


def grade(searched: list[Searched]) -> dict[str, tuple[int, ...]]:
    """Each grade's deals, by shuffle number in the order searched: the candidates won, placed
    by the positions their first win took against the game's bounds (none: no grades)."""
    limits = bounds(searched)
    if limits is None:
        return {}
    pools: dict[str, list[int]] = {name: [] for name in GRADES[: len(limits) + 1]}
    for each in searched:
        if each.verdict == "won":
            place = sum(each.expanded > limit for limit in limits)
            pools[GRADES[place]].append(int(each.code.split("-")[0]))
    return {name: tuple(numbers) for name, numbers in pools.items()}


def write_table(folder: Path, table: Path = TABLE) -> None:
    """py/solitaire/graded_table.py from the candidates searched."""
    rows = []
    for variant_id in SOLVED:
        pools = grade(read_searched(folder, variant_id))
        if not pools:
            continue
        entries = "".join(_entry(name, numbers) for name, numbers in pools.items())
        rows.append(f'    "{variant_id}": {{\n{entries}    }},\n')
    spare = table.with_suffix(f".{os.getpid()}.part")  # two runs may share the table
    spare.write_text(
        '"""The deals by difficulty, graded ahead by scripts/graded_deals.py: do not edit by hand.\n\n'
        'For each variant, each grade\'s shuffle numbers (see `graded`), in the order searched."""\n\n'
        "from typing import Final\n\n"
        "POOLS: Final[dict[str, dict[str, str]]] = {\n" + "".join(rows) + "}\n"
    )
    spare.replace(table)


def _entry(name: str, numbers: tuple[int, ...], width: int = 120) -> str:
    """One grade's shuffle numbers as text, laid out as `ruff format` lays it out: on the name's
    line if they fit there, else on a line of their own, else in as few lines as fit."""
    text = " ".join(map(str, numbers))
    line = f'        "{name}": ("{text}"),\n'
    if len(line) <= width + 1:
        return line
    room = width - len('            ""')
    if len(text) <= room:
        return f'        "{name}": (\n            "{text}"\n        ),\n'
    lines = [""]
    for number in map(str, numbers):
        if lines[-1] and len(lines[-1]) + len(number) + 1 > room:  # each line but the last ends in a space
            lines.append("")
        lines[-1] += number + " "
    lines[-1] = lines[-1].rstrip()
    return f'        "{name}": (\n' + "".join(f'            "{text}"\n' for text in lines) + "        ),\n"


def run(variants: list[str], through: int, folder: Path, table: Path, minutes: float | None) -> None:
    searched = {variant_id: read_searched(folder, variant_id) for variant_id in variants}
    costs: dict[str, list[float]] = {}
    start = time.monotonic()
    for k in range(through):
        for variant_id in variants:
            if len(searched[variant_id]) > k:
                continue
            if minutes is not None and time.monotonic() - start > 60 * minutes:
                print("Out of time.", flush=True)
                return report(costs)
            began = time.process_time()
            each = search_candidate(variant_id, k)
            took = time.process_time() - began
            searched[variant_id].append(each)
            write_searched(folder, variant_id, searched[variant_id])
            write_table(folder, table)
            costs.setdefault(variant_id, []).append(took)
            print(
                f"{variant_id} {k} ({each.code}): {each.verdict}, {each.expanded:,} positions, "
                f"{each.searches} searches, {each.first} -> {len(each.line)} moves, {took:.1f} s",
                flush=True,
            )
    report(costs)


def report(costs: dict[str, list[float]]) -> None:
    for variant_id, seconds in costs.items():
        print(f"{variant_id}: {len(seconds)} candidates, median {statistics.median(seconds):.1f} s of processor time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", action="append", choices=SOLVED, help="only these games")
    parser.add_argument("--through", type=int, default=60, help="search candidates 0 to this, less one")
    parser.add_argument("--minutes", type=float, help="stop after the candidate in hand once these have gone")
    parser.add_argument("--lines", type=Path, default=LINES, help="the folder of the candidates' files")
    parser.add_argument("--table", type=Path, default=TABLE, help="the table module to write")
    parser.add_argument("--table-only", action="store_true", help="only write the table from the files")
    options = parser.parse_args()
    if not options.table_only:
        run(options.variant or SOLVED, options.through, options.lines, options.table, options.minutes)
    write_table(options.lines, options.table)


if __name__ == "__main__":
    main()
