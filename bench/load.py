"""How long the page takes to boot in headless Chromium, and how many bytes it transfers.

Cold: a fresh browser profile for each load (empty HTTP cache). Warm: one profile, loaded once
to fill its cache, then navigated to again. Each time is navigation start to <html data-ready>,
measured in the page. Run: `make bench-load` (after `make runtime`), optionally with a count:
`python bench/load.py 10`.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Playwright, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import serve  # noqa: E402

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


def load(context: BrowserContext, url: str) -> tuple[float, int]:
    """One navigation: (milliseconds to ready, bytes received over the network)."""
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
    page.wait_for_load_state("networkidle")  # count late requests too
    cdp.detach()
    return elapsed, received


def cold_loads(playwright: Playwright, url: str, count: int) -> list[tuple[float, int]]:
    results = []
    for _ in range(count):
        with tempfile.TemporaryDirectory() as profile:
            context = new_profile(playwright, profile)
            results.append(load(context, url))
            context.close()
    return results


def warm_loads(playwright: Playwright, url: str, count: int) -> list[tuple[float, int]]:
    with tempfile.TemporaryDirectory() as profile:
        context = new_profile(playwright, profile)
        load(context, url)  # fills the cache
        results = [load(context, url) for _ in range(count)]
        context.close()
    return results


def report(name: str, results: list[tuple[float, int]]) -> str:
    times = [elapsed for elapsed, _ in results]
    sizes = [size for _, size in results]
    return (
        f"{name:<6}{len(results):>6}{statistics.median(times) / 1000:>10.2f}"
        f"{min(times) / 1000:>8.2f}{max(times) / 1000:>8.2f}"
        f"{statistics.median(sizes) / 1e6:>14.2f}"
    )


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    server = serve.make_server(quiet=True)
    serve.serve_in_thread(server)
    url = serve.url_of(server)
    with sync_playwright() as playwright:
        cold = cold_loads(playwright, url, count)
        warm = warm_loads(playwright, url, count)
    server.shutdown()
    print(f"Boot to data-ready, headless Chromium, {url}")
    print(f"{'load':<6}{'runs':>6}{'median s':>10}{'min':>8}{'max':>8}{'MB received':>14}")
    print(report("cold", cold))
    print(report("warm", warm))
    print("MB received: median bytes over the network, headers included, uncompressed")
    print("(the production host compresses; the local server does not).")


if __name__ == "__main__":
    main()
