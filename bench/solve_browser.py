"""The solver in its web worker, in headless Chromium: what it settles within a budget, how
long it takes, and how long the worker takes to boot. Not a test.

The deals of bench/solve.py (shuffle numbers 0 to N-1 of each variant), so the two compare:
each one's board text is made under CPython and sent to the worker, one at a time, as the
table's Python sends them. Each time is the worker's own (the search and its JSON); a winning
line is replayed under CPython. The worker's boot is timed from the moment the page adds its
<script> (once the table is ready) to the moment it takes a question, with the snapshot and
without it.

Run: `make bench-solve-browser`, or
`python bench/solve_browser.py [--first N] [--count N] [--seconds S] [--variant V ...] [--shorten]`
(by default deals 0-29 of each variant, 10 s each). The worker is asked for a verdict alone
(the first win ends a search), as the table's live verdict asks; with `--shorten` a win spends
the rest of its budget on a shorter line, as "show me" asks, and the lines' lengths are shown.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))  # layout.py: where the rest is

from layout import ROOT

sys.path.insert(0, str(ROOT / "py"))

from playwright.sync_api import Browser, Page, sync_playwright

import serve
from browsers import CHROMIUM, HOST_RULES
from load import keep_snapshot
from solitaire import VARIANTS, deal_code, from_text, new_game
from solitaire.solver import solvable

ARGS = [HOST_RULES]
TIMEOUT_MS = 120_000
SOLVER = """document.querySelector('script[type="py"][name="solver"]')"""

# On the page's clock: when the table is ready, when the worker's <script> appears, and when the
# worker is ready; and every main-thread task of 50 ms or more.
WATCH = f"""
window.__marks = {{}};
window.__longTasks = [];
new MutationObserver((_, observer) => {{
  const marks = window.__marks;
  if (!marks.ready && document.documentElement.hasAttribute("data-ready")) marks.ready = performance.now();
  const script = {SOLVER};
  if (script && !marks.workerStart) marks.workerStart = performance.now();
  if (script && script.xworker && !marks.watching) {{
    marks.watching = true;
    script.xworker.ready.then(() => {{ marks.workerReady = performance.now(); }});
  }}
  if (marks.watching && marks.ready) observer.disconnect();
}}).observe(document, {{ subtree: true, childList: true, attributes: true }});
new PerformanceObserver((list) => {{
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}}).observe({{ type: "longtask" }});
"""

SOLVE = f"""([text, seconds, shorten]) => {SOLVER}.xworker.sync.solve(text, seconds, shorten)"""

# What the page's first question does (table/browser/solver_worker.py): add the worker's <script>.
START_WORKER = f"""() => {{
  if ({SOLVER}) return;
  const script = document.createElement("script");
  script.type = "py";
  script.setAttribute("worker", "");
  script.setAttribute("name", "solver");
  script.setAttribute("config", "./pyscript.toml");
  script.src = "./py/solver_worker.py";
  document.body.append(script);
}}"""

Boot = dict[str, Any]

SOLVABLE = [variant_id for variant_id, variant in VARIANTS.items() if solvable(variant)]


def open_page(browser: Browser, url: str, snapshot: bool) -> tuple[Page, Boot]:
    """A fresh page whose solver worker has booted: on a first visit (no snapshot), or on the
    next one, from the snapshot the first made on this device."""
    page = browser.new_context().new_page()
    page.add_init_script(WATCH)
    page.goto(url, wait_until="commit")
    page.wait_for_function("window.__marks && window.__marks.ready !== undefined", timeout=TIMEOUT_MS)
    if snapshot:
        keep_snapshot(page.context)
        page.reload(wait_until="commit")
        page.wait_for_function("window.__marks && window.__marks.ready !== undefined", timeout=TIMEOUT_MS)
    page.evaluate(START_WORKER)
    page.wait_for_function("window.__marks && window.__marks.workerReady !== undefined", timeout=TIMEOUT_MS)
    marks = page.evaluate("window.__marks")
    solver = "globalThis.solitaireBoot !== undefined && globalThis.solitaireBoot.table !== true"
    worker = next((w for w in page.workers if w.evaluate(solver)), None)
    marks["from"] = worker.evaluate("globalThis.solitaireBoot.from") if worker else "?"
    return page, marks


Found = tuple[str, float, int]  # verdict, the worker's seconds, the line's length


def solve_all(page: Page, seconds: float, numbers: range, variants: list[str], shorten: bool) -> dict[str, list[Found]]:
    """For each variant, each deal's verdict, the worker's time and the winning line's length."""
    results: dict[str, list[Found]] = {}
    for variant_id in variants:
        variant = VARIANTS[variant_id]
        results[variant.id] = []
        for number in numbers:
            code = deal_code(variant, number)
            text = new_game(variant.game, code).to_text()
            answer = json.loads(page.evaluate(SOLVE, [text, seconds, shorten]))
            verdict = str(answer["verdict"])
            moves = answer.get("moves", [])
            if verdict == "won":
                replay = from_text(text)
                for move in moves:
                    replay.play(move)
                if not replay.won:
                    verdict = "wrong line"
            results[variant.id].append((verdict, float(answer.get("seconds", 0.0)), len(moves)))
            print(
                f"  {variant.id} {code}: {verdict} in {answer.get('seconds', 0.0):.2f} s", file=sys.stderr, flush=True
            )
    return results


def boot_line(name: str, marks: Boot) -> str:
    return (
        f"{name:<18}{marks['from']:>10}{marks['ready'] / 1000:>10.2f}{marks['workerStart'] / 1000:>10.2f}"
        f"{marks['workerReady'] / 1000:>10.2f}{(marks['workerReady'] - marks['workerStart']) / 1000:>10.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--first", type=int, default=0, help="the first shuffle number (0)")
    parser.add_argument("--count", type=int, default=30, help="how many deals per variant (30)")
    parser.add_argument("--seconds", type=float, default=10.0, help="the budget of each solve (10)")
    parser.add_argument("--variant", action="append", choices=SOLVABLE, help="only these variants")
    parser.add_argument("--shorten", action="store_true", help="spend what a win leaves on a shorter line")
    options = parser.parse_args()
    numbers = range(options.first, options.first + options.count)
    seconds = options.seconds
    server = serve.make_server(port=0, quiet=True)
    serve.serve_in_thread(server)
    url = serve.url_of(server) + "?game=spider&deal=1-1"
    load_before = os.getloadavg()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        plain, plain_marks = open_page(browser, url, snapshot=False)
        plain.context.close()
        page, marks = open_page(browser, url, snapshot=True)
        page.evaluate("window.__longTasks = []")  # from here on: the searches only
        started = time.monotonic()
        results = solve_all(page, seconds, numbers, options.variant or SOLVABLE, options.shorten)
        elapsed = time.monotonic() - started
        long_tasks = [float(t) for t in page.evaluate("window.__longTasks")]
        browser.close()
    server.shutdown()

    print("Solver worker boot, headless Chromium (seconds from navigation; boot = ready - start)")
    print(f"{'page':<18}{'from':>10}{'table':>10}{'start':>10}{'ready':>10}{'boot':>10}")
    print(boot_line("with snapshot", marks))
    print(boot_line("without snapshot", plain_marks))
    print()
    asked = "a shorter line with what a win leaves" if options.shorten else "a verdict: the first win ends a search"
    print(
        f"Solver in the worker: deals {numbers.start}-{numbers.stop - 1} of each variant, {seconds:g} s each,"
        f" {asked} ({elapsed:.0f} s in all)"
    )
    print(f"load average before: {' '.join(f'{load:.2f}' for load in load_before)}")
    print(f"load average after: {' '.join(f'{load:.2f}' for load in os.getloadavg())}")
    print(
        f"{'variant':<10}{'deals':>6}{'won':>6}{'unwin.':>8}{'unknown':>9}{'other':>7}{'decided':>9}"
        f"{'median s':>10}{'max s':>8}{'line med':>10}{'max':>6}"
    )
    for name, found in results.items():
        verdicts = [verdict for verdict, _, _ in found]
        times = [taken for _, taken, _ in found]
        lines = [length for verdict, _, length in found if verdict == "won"] or [0]
        other = len(verdicts) - sum(verdicts.count(v) for v in ("won", "unwinnable", "unknown"))
        decided = (verdicts.count("won") + verdicts.count("unwinnable")) / len(verdicts)
        print(
            f"{name:<10}{len(found):>6}{verdicts.count('won'):>6}{verdicts.count('unwinnable'):>8}"
            f"{verdicts.count('unknown'):>9}{other:>7}{decided:>9.0%}{statistics.median(times):>10.2f}"
            f"{max(times):>8.2f}{statistics.median(lines):>10.0f}{max(lines):>6}"
        )
    worst = f", the longest {max(long_tasks):.0f} ms" if long_tasks else ""
    print(f"Main-thread tasks of 50 ms or more during the searches: {len(long_tasks)}{worst}")


if __name__ == "__main__":
    main()
