"""How long the page takes to show a table and to boot in headless Chromium, and what it costs
on the wire, on this machine's loopback and on a throttled mobile network.

Loads:
- bare: a page of our origin that only boots Pyodide the ordinary way (no PyScript, no snapshot,
  no game, Pyodide's own full standard library and lock file, served beside the built site under
  /bare/): the floor the interpreter sets, measured beside us in the same run.
- cold: a fresh browser profile for each load (empty HTTP cache, no service worker, no storage).
- 2nd visit, 3rd visit: a profile loaded once to fill its caches (and, once the page has made
  it, to keep the device's memory snapshot), left idle for IDLE_MS, navigated to again (the first
  start from the snapshot), left idle as long again, and navigated to a third time. A profile for
  each run.
- no SW: the same visits in a browser that blocks service workers (a setting, some private
  windows): the page is answered by the HTTP cache alone, the floor a service worker's answers are
  measured against.
- plain host: a first and a second visit of the site served with none of its headers
  (`scripts/serve.py --no-headers`, as GitHub Pages or S3 serve it): the first visit's page is not
  cross-origin isolated, so the table's Python runs on the page's thread; the second is served by
  the service worker, which makes it isolated.
  The bare page, ours, ours with no SW and the plain host take turns, a profile each per run, so a
  machine busier at one moment weighs on each alike; the cold rows are their first visits.
- warm: one profile, as for a 2nd visit, then navigated to again and again: the visits after the
  fourth are measured. Each start from the snapshot finds more of the runtime kept compiled by
  Chromium, which keeps a module's optimized machine code only once its optimizing compiler has
  been idle for a moment: so each visit lasts a few seconds (VISIT_MS), as a player's does.
  Visits cut short after half a second would compile it again each time (about 0.6 s of a second
  core's time) and start slower.
- reopened: as warm, but the browser is closed and opened again before each visit, as when a
  phone drops the tab between games. Within one browser, Chromium also keeps the runtime's
  compiled code in memory from one visit to the next; here only what it keeps on disk carries
  over: Cache Storage, and the runtime's code cache, which Chromium writes during a visit once
  its optimizing compiler has been idle for a couple of seconds (by the 2nd to 4th visit here).
- offline: one profile whose service worker has taken control, loaded with the network cut.
- throttled: cold and warm again (and bare cold) with DevTools' network emulation at Lighthouse's
  mobile preset: 1.6 Mbps down, 750 kbps up, 150 ms round trip. The processor is not slowed.

Figures, each on the page's own clock from navigation start:
- table: the first table paint, the start of the first animation frame whose page holds a
  visible card (`#columns [data-card]`), give or take a frame. A page that draws its cards only
  once Python runs has its first table paint when Python draws it (about when it is ready).
- FCP: Chromium's first contentful paint (anything: a spinner's text counts).
- ready: `<html data-ready>`, set by Python once the table plays.
- TBT, long: the main thread's blocking time to ready (the sum over its tasks of their time past
  50 ms, as Lighthouse counts it) and its longest task, in seconds.
- MB to ready: bytes on the wire (compressed bodies and headers) of the requests the page made
  before it was ready; "all" adds what it fetched after (precaching, workers) until the network
  is quiet. The local server compresses as Netlify does (scripts/serve.py).
The app's rows also say where its boot went: PyScript up to the interpreter's start, the
snapshot's restore, PyScript's own work after it, and our entry point.

Run: `make bench-load`, or `python bench/load.py [runs] [throttled runs] [--stand-in] [--locale=de]` (default
5 and 3). With --stand-in, the page served has a table in its markup as the build may draw it (the
table Python draws for a fixed deal, taken from a live page), to time a first table paint before
Python.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Error, Page, Playwright, Request, Worker, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))  # layout.py: where the rest is

import serve
from browsers import CHROMIUM, HOST_RULES
from layout import ROOT, SITE

ARGS = [HOST_RULES]
TIMEOUT_MS = 300_000
VISIT_MS = 5_000  # how long each warm or offline visit stays on the table before the next
IDLE_MS = 8_000  # how long a profile stays idle on the table before its 2nd and its 3rd visit
EARLIER_VISITS = 3  # from the snapshot, before a profile's warm visits are measured
# Lighthouse's mobile preset: 1638.4 kbps down, 675 kbps up (as 750), 150 ms round trip.
THROTTLED = {
    "offline": False,
    "latency": 150,
    "downloadThroughput": 1638.4 * 1024 / 8,
    "uploadThroughput": 750 * 1024 / 8,
}

# On the page's clock: when a visible card is first in a frame, FCP, and when Python is ready.
RECORD = """
(() => {
  const look = (time) => {
    const card = document.querySelector("#columns [data-card]");
    if (card && card.checkVisibility()) window.__tableAt = time;
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver((_, observer) => {
    if (document.documentElement.hasAttribute("data-ready")) {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributeFilter: ["data-ready"] });
})();
"""

FIGURES = """() => ({
  tasks: window.__longTasks.filter(([start]) => start <= window.__readyAt).map(([, duration]) => duration),
  table: window.__tableAt ?? null,
  fcp: (performance.getEntriesByName("first-contentful-paint")[0] || {}).startTime ?? null,
  origin: performance.timeOrigin,
})"""

BARE_PAGE = """<!doctype html><link rel="icon" href="/static/app/favicon.svg"><script type="module">
import { loadPyodide } from "/bare/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("1 + 1");
document.documentElement.setAttribute("data-ready", "");
</script>"""


@dataclass
class Load:
    ready: float  # ms
    table: float | None  # ms; None if no card was drawn
    fcp: float | None
    to_ready: int  # bytes
    total: int
    boot: list[Any] = field(default_factory=list)
    tasks: list[float] = field(default_factory=list)  # main-thread tasks of 50 ms or more, to ready


# The browser's language (`--locale=de`): a player whose browser prefers a language the page speaks
# gets its catalog too. English, the source, by default.
LOCALE = next((argument.split("=", 1)[1] for argument in sys.argv if argument.startswith("--locale=")), "en-US")


def new_profile(playwright: Playwright, directory: str, service_workers: bool = True) -> BrowserContext:
    # A persistent profile has a disk cache like a real browser's; the default incognito
    # context keeps only a memory cache, too small for the 9.6 MB wasm.
    context = playwright.chromium.launch_persistent_context(
        directory,
        executable_path=CHROMIUM,
        args=ARGS,
        headless=True,
        service_workers="allow" if service_workers else "block",
        locale=LOCALE,
    )
    context.add_init_script(RECORD)
    return context


def wire_bytes(request: Request) -> int:
    """What `request` cost on the wire (headers and compressed body); 0 if it never finished."""
    try:
        sizes = request.sizes()
    except Error:
        return 0
    return max(0, sizes["responseHeadersSize"]) + max(0, sizes["responseBodySize"])  # -1: unknown (a cached answer)


def load(context: BrowserContext, url: str, throttled: bool = False) -> Load:
    """One navigation, measured. Requests are Playwright's, which include the workers' (the
    table's Python runs in one): DevTools' page session alone does not see them. Its network
    emulation does reach them."""
    page = context.pages[0] if context.pages else context.new_page()
    page.goto("about:blank")  # a fresh navigation each time, never a reload
    requests: list[Request] = []

    def on_request(request: Request) -> None:
        requests.append(request)

    page.on("request", on_request)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    if throttled:
        cdp.send("Network.emulateNetworkConditions", THROTTLED)
    page.goto(url, wait_until="commit")
    page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS, polling=50)
    ready = float(page.evaluate("window.__readyAt"))
    page.wait_for_load_state("networkidle", timeout=TIMEOUT_MS)  # count late requests too
    page.wait_for_timeout(500)
    figures = page.evaluate(FIGURES)
    boot = boot_record(page, float(figures["origin"]))
    if throttled:
        cdp.send(
            "Network.emulateNetworkConditions",
            {**THROTTLED, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
        )
    cdp.detach()
    page.remove_listener("request", on_request)
    ready_at = float(figures["origin"]) + ready  # since the epoch, as Playwright times requests
    served = [(request.timing["startTime"], wire_bytes(request)) for request in requests]
    return Load(
        ready=ready,
        table=figures["table"],
        fcp=figures["fcp"],
        to_ready=sum(size for start, size in served if start <= ready_at),
        total=sum(size for _, size in served),
        boot=boot,
        tasks=[float(duration) for duration in figures["tasks"]],
    )


# The boot record of the realm the table's Python runs in (static/app/boot.mjs), with the marks
# py/main.py sets around our start on that realm's clock (all since the epoch), else null.
BOOT = """(() => {
  const boot = globalThis.solitaireBoot;
  const mark = (name) => performance.timeOrigin + performance.getEntriesByName(name)[0].startTime;
  return boot?.table ? [boot.from, boot.started, boot.restored, mark("main-start"), mark("main-end")] : null;
})()"""


def realms(page: Page) -> list[Page | Worker]:
    """The page and its workers: the table's Python runs in one of them."""
    return [page, *page.workers]


def boot_record(page: Page, origin: float) -> list[Any]:
    """Where the table's Python booted from, and when it started, restored, and ran our start on
    the page's clock (times since the epoch: the table's worker has a clock of its own). Empty for
    a page without one (the bare page)."""
    for realm in realms(page):
        if record := realm.evaluate(BOOT):
            return [record[0], *(time - origin for time in record[1:])]
    return []


def profile_for(playwright: Playwright, directory: str, url: str, service_workers: bool = True) -> BrowserContext:
    """A profile to load `url` in (the bare page is answered by the benchmark itself)."""
    context = new_profile(playwright, directory, service_workers)
    if url.endswith("bare.html"):  # routing turns the HTTP cache off: only for this page
        context.route(url, lambda route: route.fulfill(body=BARE_PAGE, content_type="text/html"))
    return context


def cold_loads(
    playwright: Playwright, url: str, count: int, throttled: bool = False, service_workers: bool = True
) -> list[Load]:
    results = []
    for _ in range(count):
        with tempfile.TemporaryDirectory() as profile:
            context = profile_for(playwright, profile, url, service_workers)
            results.append(load(context, url, throttled))
            context.close()
    return results


def keep_snapshot(context: BrowserContext) -> None:
    """Waits until the page has made and kept this device's snapshot, if it makes one."""
    page = context.pages[0]
    for realm in realms(page):
        try:
            if realm.evaluate("globalThis.solitaireBoot?.table === true && globalThis.solitaireBoot.from === 'normal'"):
                realm.evaluate("globalThis.solitaireBoot.saved")
        except Error:
            continue  # a worker that ended while asked (the snapshot's, its work done)


def first_visit(
    playwright: Playwright, directory: str, url: str, service_workers: bool = True
) -> tuple[BrowserContext, Load]:
    """A profile in `directory` that has visited `url` once (measured): its caches filled and,
    once the page has made it, this device's snapshot kept."""
    context = profile_for(playwright, directory, url, service_workers)
    first = load(context, url)
    keep_snapshot(context)
    return context, first


def visit(context: BrowserContext, url: str, throttled: bool = False) -> Load:
    """A load, then the rest of a short visit on the table (VISIT_MS in all)."""
    measured = load(context, url, throttled)
    context.pages[0].wait_for_timeout(max(0.0, VISIT_MS - measured.ready))
    return measured


# Resolves once the page's service worker, if it registered one, controls the page.
TAKEN_OVER = """(async () => {
  if (!navigator.serviceWorker || !(await navigator.serviceWorker.getRegistration())) return false;
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
  }
  return true;
})()"""


@dataclass
class Visits:
    """A profile's first three visits, each with a pause on the table before the next."""

    first: list[Load] = field(default_factory=list)
    second: list[Load] = field(default_factory=list)
    third: list[Load] = field(default_factory=list)


def three_visits(playwright: Playwright, url: str, service_workers: bool, visits: Visits) -> None:
    """A player's first visit, then a second (the first start from the snapshot) and a third, each
    after IDLE_MS on the table, in a profile of their own."""
    with tempfile.TemporaryDirectory() as profile:
        context, first = first_visit(playwright, profile, url, service_workers)
        visits.first.append(first)
        page = context.pages[0]
        # The service worker, if the page registers one, has taken over, as a second visit finds it.
        page.evaluate(TAKEN_OVER)
        page.wait_for_timeout(IDLE_MS)
        visits.second.append(load(context, url))
        page.wait_for_timeout(IDLE_MS)
        visits.third.append(load(context, url))
        context.close()


def return_visits(playwright: Playwright, pages: list[tuple[str, bool]], count: int) -> list[Visits]:
    """Three visits of each page (its URL, and whether service workers are allowed), `count`
    times. The pages take turns, so that a machine busier at one moment than another weighs on
    all of them alike."""
    visits = [Visits() for _ in pages]
    for _ in range(count):
        for (url, service_workers), kept in zip(pages, visits, strict=True):
            three_visits(playwright, url, service_workers, kept)
    return visits


def warm_loads(playwright: Playwright, url: str, count: int, throttled: bool = False) -> list[Load]:
    """Later visits: a profile's fifth visit on. Each start from the snapshot finds more of the
    runtime kept compiled by Chromium from the visits before, and the start settles by the
    fourth or so."""
    with tempfile.TemporaryDirectory() as profile:
        context = first_visit(playwright, profile, url)[0]
        for _ in range(EARLIER_VISITS):
            visit(context, url)
        results = [visit(context, url, throttled) for _ in range(count)]
        context.close()
    return results


def reopened_loads(playwright: Playwright, url: str, count: int) -> list[Load]:
    """Later visits as in warm_loads, each in the browser opened anew on the same profile."""
    with tempfile.TemporaryDirectory() as profile:
        first_visit(playwright, profile, url)[0].close()
        results = []
        for _ in range(EARLIER_VISITS + count):
            context = new_profile(playwright, profile)
            results.append(visit(context, url))
            context.close()
    return results[EARLIER_VISITS:]


def offline_loads(playwright: Playwright, url: str, count: int, site: Path) -> list[Load] | None:
    """Loads served by the service worker with the network cut; None if the site has none."""
    if not (site / "sw.js").exists():
        return None
    with tempfile.TemporaryDirectory() as profile:
        context = first_visit(playwright, profile, url)[0]
        context.pages[0].evaluate("navigator.serviceWorker.ready.then(() => true)")
        visit(context, url)  # under the service worker from now on, and the first start from the snapshot
        context.set_offline(True)
        results = [visit(context, url) for _ in range(count)]
        context.close()
    return results


BARE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def bench_root(folder: Path) -> Path:
    """The built site, and beside it under bare/ Pyodide as its package ships (for the bare page)."""
    for entry in SITE.iterdir():
        (folder / entry.name).symlink_to(entry)
    (folder / "bare").mkdir()
    for name in BARE_FILES:
        (folder / "bare" / name).symlink_to(ROOT / "node_modules" / "pyodide" / name)
    return folder


def median(values: list[float]) -> float:
    return float(statistics.median(values))


def seconds(results: list[Load], figure: Callable[[Load], float | None]) -> str:
    values = [value for value in map(figure, results) if value is not None]
    if len(values) < len(results):
        return f"{'-':>6}"
    return f"{median(values) / 1000:>6.2f}"


HEADER = (
    f"{'load':<12}{'runs':>5}{'ready s':>9}{'min':>7}{'max':>7}{'table s':>9}{'FCP s':>7}"
    f"{'MB to ready':>13}{'MB all':>8}{'TBT s':>7}{'long':>6}   where the boot went (medians, s)"
)


def report(name: str, results: list[Load]) -> str:
    times = [r.ready for r in results]
    line = (
        f"{name:<12}{len(results):>5}{median(times) / 1000:>9.2f}{min(times) / 1000:>7.2f}{max(times) / 1000:>7.2f}"
        f"{seconds(results, lambda r: r.table):>9}{seconds(results, lambda r: r.fcp):>7}"
        f"{median([r.to_ready for r in results]) / 1e6:>13.2f}{median([r.total for r in results]) / 1e6:>8.2f}"
        f"{median([sum(max(0.0, t - 50) for t in r.tasks) for r in results]) / 1000:>7.2f}"
        f"{median([max(r.tasks, default=0.0) for r in results]) / 1000:>6.2f}"
    )
    phases = [r.boot for r in results if r.boot and r.boot[0]]
    if not phases:
        return line

    def between(i: int, j: int) -> float:
        return median([p[j] - p[i] for p in phases if p[i] is not None and p[j] is not None]) / 1000

    source = ", ".join(sorted({str(p[0]) for p in phases}))
    if all(None not in p[1:] for p in phases):
        line += (
            f"   [{source}] PyScript {median([p[1] for p in phases]) / 1000:.2f}"
            f" + restore {between(1, 2):.2f} + PyScript after {between(2, 3):.2f} + ours {between(3, 4):.2f}"
        )
    else:
        line += f"   [{source}]"
    return line


def stand_in(playwright: Playwright, url: str, root: Path) -> None:
    """Replaces the served index.html by one whose markup holds the table Python draws for a fixed
    deal, as a table drawn at build time would be."""
    with tempfile.TemporaryDirectory() as profile:
        context = new_profile(playwright, profile)
        page = context.pages[0]
        page.goto(url + "?game=spider&deal=1-2")
        page.wait_for_selector("html[data-ready]", timeout=TIMEOUT_MS)
        table = str(page.evaluate("document.querySelector('#table').outerHTML"))
        context.close()
    html = (SITE / "index.html").read_text(encoding="utf-8")
    start, end = html.index('<main id="table"'), html.index("</main>") + len("</main>")
    (root / "index.html").unlink()
    (root / "index.html").write_text(html[:start] + table + html[end:], encoding="utf-8")


def table_of_visits(columns: list[tuple[str, Visits]]) -> list[str]:
    """The first three visits side by side, one column per page (medians)."""

    def cell(results: list[Load], figure: Callable[[Load], float | None], unit: float, digits: int) -> str:
        values = [value for value in map(figure, results) if value is not None]
        return f"{median(values) / unit:.{digits}f}" if len(values) == len(results) and values else "-"

    lines = [f"{'':<26}" + "".join(f"{name:>18}" for name, _ in columns)]
    for label, pick, figure, unit, digits in (
        ("table s, 1st visit", "first", lambda r: r.table, 1000, 2),
        ("ready s, 1st visit", "first", lambda r: r.ready, 1000, 2),
        ("ready s, 2nd visit", "second", lambda r: r.ready, 1000, 2),
        ("ready s, 3rd visit", "third", lambda r: r.ready, 1000, 2),
        ("MB to ready, 1st visit", "first", lambda r: r.to_ready, 1e6, 2),
    ):
        cells = [cell(getattr(visits, pick), figure, unit, digits) for _, visits in columns]
        lines.append(f"{label:<26}" + "".join(f"{value:>18}" for value in cells))
    return lines


def load_average() -> str:
    return "load average " + ", ".join(f"{value:.2f}" for value in os.getloadavg())


def main() -> None:
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    count = int(arguments[0]) if arguments else 5
    slow = int(arguments[1]) if len(arguments) > 1 else 3
    site = SITE
    root = tempfile.TemporaryDirectory()
    folder = bench_root(Path(root.name))
    server = serve.make_server(root=folder, quiet=True)
    plain_server = serve.make_server(root=folder, quiet=True, headers=False)
    for running in (server, plain_server):
        serve.serve_in_thread(running)
    url, plain_url = serve.url_of(server), serve.url_of(plain_server)
    before = load_average()
    with sync_playwright() as playwright:
        if "--stand-in" in sys.argv:
            stand_in(playwright, url, Path(root.name))
        cold_loads(playwright, url, 1)  # the server compresses each file once, as a host's cache does
        pages = [(url + "bare.html", True), (url, True), (url, False), (plain_url, True)]
        bare, ours, blocked, plain = return_visits(playwright, pages, count)
        rows = [
            ("bare", bare.first),
            ("bare 2nd", bare.second),
            ("bare 3rd", bare.third),
            ("cold", ours.first),
            ("2nd visit", ours.second),
            ("3rd visit", ours.third),
            ("cold, no SW", blocked.first),
            ("2nd, no SW", blocked.second),
            ("3rd, no SW", blocked.third),
            ("warm", warm_loads(playwright, url, count)),
            ("reopened", reopened_loads(playwright, url, count)),
        ]
        offline = offline_loads(playwright, url, count, site)
        rows += [("plain cold", plain.first), ("plain 2nd", plain.second), ("plain 3rd", plain.third)]
        slow_rows = []
        if slow:
            slow_rows.append(("bare", cold_loads(playwright, url + "bare.html", slow, throttled=True)))
            slow_rows.append(("cold", cold_loads(playwright, url, slow, throttled=True)))
            slow_rows.append(("warm", warm_loads(playwright, url, slow, throttled=True)))
    for running in (server, plain_server):
        running.shutdown()
    root.cleanup()
    print(f"Headless Chromium {url}, medians; compressed as Netlify does (brotli q{serve.BROTLI_QUALITY})")
    print(f"The browser prefers {LOCALE}")
    print(f"This machine: {os.cpu_count()} cores; {before} before, {load_average()} after")
    if "--stand-in" in sys.argv:
        print("With a stand-in table in the page's markup (the table Python draws for spider 1-2)")
    print(HEADER)
    for name, results in rows:
        print(report(name, results))
    print(report("offline", offline) if offline else "offline     (no service worker in this build)")
    if slow_rows:
        print("Throttled: 1.6 Mbps down, 750 kbps up, 150 ms round trip (Lighthouse's mobile network)")
        print(HEADER)
        for name, results in slow_rows:
            print(report(name, results))
    print()
    columns = [("bare Pyodide", bare), ("ours", ours), ("ours, no SW", blocked), ("ours, plain host", plain)]
    print("\n".join(table_of_visits(columns)))
    bare_cold, cold = median([r.ready for r in bare.first]), median([r.ready for r in ours.first])
    print(f"cold / bare: {cold / bare_cold:.2f}")
    print("Targets: ready on a return visit <= 0.5 s and no slower than without the service worker;")
    print("cold / bare <= 1.0; table cold <= 0.25 s; MB to ready cold <= 4.9; throttled rows no worse than before.")


if __name__ == "__main__":
    main()
