"""How long the page takes to boot in headless Chromium, and how many bytes it transfers.

Bare: a page of our origin that only boots Pyodide the ordinary way (no PyScript, no snapshot,
no game): the floor the interpreter sets, measured beside us. Cold: a fresh browser profile for
each load (empty HTTP cache). Warm: one profile, loaded once to fill its cache, then navigated
to again. Offline: one profile whose service worker has taken control, loaded from its cache.
Each time is navigation start to <html data-ready>, measured in the page. The app's own rows
also say where its time went: PyScript up to the interpreter's start, the snapshot's restore,
what PyScript does after it up to our entry point, and our entry point itself.

Run: `make bench-load` (after `make runtime`), optionally with a count: `python bench/load.py 10`.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import serve

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
TIMEOUT_MS = 120_000

# Records when Python marks the page ready, on the page's own clock (0 = navigation start).
RECORD_READY = """
new MutationObserver((_, observer) => {
  if (document.documentElement.hasAttribute("data-ready")) {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributeFilter: ["data-ready"] });
"""


def new_profile(playwright: Playwright, directory: str) -> BrowserContext:
    # A persistent profile has a disk cache like a real browser's; the default incognito
    # context keeps only a memory cache, too small for the 9.6 MB wasm.
    context = playwright.chromium.launch_persistent_context(
        directory, executable_path=CHROMIUM, args=ARGS, headless=True
    )
    context.add_init_script(RECORD_READY)
    return context


BARE_PAGE = """<!doctype html><link rel="icon" href="/static/app/favicon.svg"><script type="module">
import { loadPyodide } from "/static/pyodide-%s/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("1 + 1");
document.documentElement.setAttribute("data-ready", "");
</script>"""

# Where the app's time went, from marks the page leaves: PyScript until it starts the
# interpreter, the restore, PyScript's own work after it, and our entry point.
PHASES = """() => {
  const boot = globalThis.solitaireBoot || {};
  const mark = (name) => (performance.getEntriesByName(name)[0] || {}).startTime;
  return [boot.from, boot.started, boot.restored, mark("main-start"), mark("main-end")];
}"""

Result = tuple[float, int, list[Any]]


def load(context: BrowserContext, url: str) -> Result:
    """One navigation: (milliseconds to ready, bytes received over the network, phases)."""
    page = context.pages[0] if context.pages else context.new_page()
    received = 0

    def on_finished(event: dict[str, Any]) -> None:
        nonlocal received
        received += int(event["encodedDataLength"])

    cdp = context.new_cdp_session(page)
    cdp.on("Network.loadingFinished", on_finished)
    cdp.send("Network.enable")
    page.goto("about:blank")  # a fresh navigation each time, never a reload
    page.goto(url, wait_until="commit")
    page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
    elapsed = float(page.evaluate("window.__readyAt"))
    phases = page.evaluate(PHASES)
    page.wait_for_load_state("networkidle")  # count late requests too
    cdp.detach()
    return elapsed, received, phases


def cold_loads(playwright: Playwright, url: str, count: int) -> list[Result]:
    results = []
    for _ in range(count):
        with tempfile.TemporaryDirectory() as profile:
            context = new_profile(playwright, profile)
            context.route(
                "**/bare.html",
                lambda route: route.fulfill(body=BARE_PAGE % pyodide_version(), content_type="text/html"),
            )
            results.append(load(context, url))
            context.close()
    return results


def warm_loads(playwright: Playwright, url: str, count: int) -> list[Result]:
    with tempfile.TemporaryDirectory() as profile:
        context = new_profile(playwright, profile)
        load(context, url)  # fills the cache
        results = [load(context, url) for _ in range(count)]
        context.close()
    return results


def offline_loads(playwright: Playwright, url: str, count: int) -> list[Result] | None:
    """Loads served by the service worker with the network cut; None if the site has none."""
    if not (ROOT / "sw.js").exists():
        return None
    with tempfile.TemporaryDirectory() as profile:
        context = new_profile(playwright, profile)
        load(context, url)
        page = context.pages[0]
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        if not page.evaluate("navigator.serviceWorker.controller !== null"):
            load(context, url)  # the first page of a visit is not yet under the worker
        context.set_offline(True)
        results = [load(context, url) for _ in range(count)]
        context.close()
    return results


def pyodide_version() -> str:
    return str(json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"])


def report(name: str, results: list[Result]) -> str:
    times = [elapsed for elapsed, _, _ in results]
    sizes = [size for _, size, _ in results]
    line = (
        f"{name:<8}{len(results):>5}{statistics.median(times) / 1000:>10.2f}"
        f"{min(times) / 1000:>8.2f}{max(times) / 1000:>8.2f}"
        f"{statistics.median(sizes) / 1e6:>14.2f}"
    )
    phases = [p for _, _, p in results if p and p[0]]
    if phases:

        def median(i: int, j: int) -> float:
            return float(statistics.median(p[j] - p[i] for p in phases if p[i] is not None and p[j] is not None)) / 1000

        source = ", ".join(sorted({str(p[0]) for p in phases}))
        if all(None not in p[1:] for p in phases):
            line += (
                f"   [{source}] PyScript {statistics.median(p[1] for p in phases) / 1000:.2f}"
                f" + restore {median(1, 2):.2f} + PyScript after {median(2, 3):.2f} + ours {median(3, 4):.2f}"
            )
        else:
            line += f"   [{source}]"
    return line


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    server = serve.make_server(quiet=True)
    serve.serve_in_thread(server)
    url = serve.url_of(server)
    with sync_playwright() as playwright:
        bare = cold_loads(playwright, url + "bare.html", count)
        cold = cold_loads(playwright, url, count)
        warm = warm_loads(playwright, url, count)
        offline = offline_loads(playwright, url, count)
    server.shutdown()
    print(f"Boot to data-ready, headless Chromium, {url}")
    columns = f"{'load':<8}{'runs':>5}{'median s':>10}{'min':>8}{'max':>8}{'MB received':>14}"
    print(f"{columns}   where the time went (medians, s)")
    print(report("bare", bare))
    print(report("cold", cold))
    print(report("warm", warm))
    print(report("offline", offline) if offline else "offline  (no service worker in this build)")
    floor = statistics.median(t for t, _, _ in bare)
    print(f"cold / bare floor: {statistics.median(t for t, _, _ in cold) / floor:.2f} (target below 0.33)")
    print("Targets: cold at most 1.5 s; warm and offline at most 1.0 s.")
    print("MB received: median bytes over the network, headers included; the local server does not")
    print("compress (the production host does, and the snapshot travels gzipped either way).")


if __name__ == "__main__":
    main()
