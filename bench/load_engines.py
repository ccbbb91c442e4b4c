"""How long the table takes to play in Firefox ESR and in WebKitGTK (the engine of Safari), beside a
bare Pyodide page in the same engine: the rows `make bench-load` adds to Chromium's (bench/load.py).

Each run is a new device (a fresh browser process and profile; e2e/engines.py drives both), on the
site served with its headers:
- bare: a page of our origin that only boots Pyodide the ordinary way, as in bench/load.py; its
  return visit finds the runtime in the HTTP cache.
- ours: a first visit (nothing kept), then, once the service worker controls the page and the
  device has made its snapshot (or given up making one), a second and a third visit.

Figures, on the page's own clock from navigation start: `ready`, when the table plays (the mark
static/app/start.js sets with `data-ready`; the bare page sets the same mark once Python has run
a line), and `FCP`, the engine's first contentful paint. Medians, with the range of the runs; a
load not ready within BOOT_TIMEOUT is counted apart ("never").

Run: `python bench/load_engines.py [runs]` (default 3; 1 is a quick look).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Literal

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))  # layout.py: where the rest is

from layout import ROOT

sys.path.insert(0, str(ROOT / "e2e"))

import serve
from engines import Engine, open_engine
from load import bench_root, load_average

ENGINES: tuple[Literal["firefox", "webkit"], ...] = ("firefox", "webkit")
BOOT_TIMEOUT = 120.0
# The bare page's script is a file of its own: the site's policy allows no inline script.
BARE_PAGE = (
    '<!doctype html><link rel="icon" href="/static/app/favicon.svg">'
    '<script type="module" src="/bare/boot.mjs"></script>'
)
BARE_BOOT = """import { loadPyodide } from "/bare/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("1 + 1");
performance.mark("table-ready");
document.documentElement.setAttribute("data-ready", "");
"""
FIGURES = """() => ({
  ready: performance.getEntriesByName("table-ready")[0]?.startTime ?? null,
  fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  thread: document.documentElement.dataset.thread ?? null,
})"""
SETTLED = """() => navigator.serviceWorker.ready
  .then((registration) => registration.active?.state === "activated")
  .then(async (active) => active && (await (await caches.open("solitaire snapshots")).keys()).length > 0)"""
SNAPSHOT_WAIT = 60.0  # a device makes its snapshot a few seconds after the table is ready
Figures = dict[str, float | str | None]


def visit(engine: Engine, url: str) -> Figures:
    """A load's figures; a load not ready in time is counted as such, and the runs go on."""
    engine.goto(url)
    try:
        engine.wait_for("document.documentElement.hasAttribute('data-ready')", BOOT_TIMEOUT)
    except TimeoutError:
        return {"ready": None, "fcp": None, "thread": None, "missed": 1}
    figures: Figures = engine.evaluate(FIGURES)
    return figures


def bare_runs(engine: Engine, url: str) -> tuple[Figures, Figures]:
    first = visit(engine, url + "bare.html")
    time.sleep(2)
    return first, visit(engine, url + "bare.html")


def our_runs(engine: Engine, url: str) -> tuple[Figures, Figures, Figures, bool]:
    """The three visits, and whether the device had kept a snapshot before the second."""
    first = visit(engine, url)
    try:
        engine.wait_for(SETTLED, SNAPSHOT_WAIT)
        kept = True
    except TimeoutError:
        kept = False
    second = visit(engine, url)
    time.sleep(2)
    return first, second, visit(engine, url), kept


def seconds(rows: list[Figures], name: str) -> str:
    values = [float(value) / 1000 for row in rows if isinstance(value := row.get(name), int | float)]
    missed = sum(1 for row in rows if row.get("missed"))
    never = f", {missed} never" if missed and name == "ready" else ""
    if not values:
        return f"      -{never}"
    return f"{statistics.median(values):6.2f} ({min(values):.2f}-{max(values):.2f}){never}"


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    with tempfile.TemporaryDirectory() as folder:
        root = bench_root(Path(folder))
        (root / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
        (root / "bare" / "boot.mjs").write_text(BARE_BOOT, encoding="utf-8")
        server = serve.make_server(port=0, root=root, quiet=True)
        serve.serve_in_thread(server)
        url = serve.url_of(server)
        before = load_average()
        table: dict[str, dict[str, list[Figures]]] = {}
        notes: list[str] = []
        for _ in range(runs):  # the engines take turns, so a busier moment weighs on each alike
            for name in ENGINES:
                rows = table.setdefault(name, {})
                with open_engine(name) as engine:
                    bare_first, bare_return = bare_runs(engine, url)
                with open_engine(name) as engine:
                    first, second, third, kept = our_runs(engine, url)
                for row, figures in [
                    ("bare", bare_first),
                    ("bare return", bare_return),
                    ("cold", first),
                    ("2nd visit", second),
                    ("3rd visit", third),
                ]:
                    rows.setdefault(row, []).append(figures)
                notes.append(f"{name}: thread {first['thread']} / {second['thread']}, snapshot kept: {kept}")
        server.shutdown()
        server.server_close()
    print(f"Firefox ESR and WebKitGTK, {url}, medians (min-max) of {runs} runs; seconds from navigation")
    print(f"This machine: {before} before, {load_average()} after")
    print(f"{'engine':8} {'load':12} {'ready':<28} {'FCP':<19}")
    for engine_name, rows in table.items():
        for row, results in rows.items():
            print(f"{engine_name:8} {row:12} {seconds(results, 'ready'):<28} {seconds(results, 'fcp'):<19}")
    for note in sorted(set(notes)):
        print(note)


if __name__ == "__main__":
    main()
