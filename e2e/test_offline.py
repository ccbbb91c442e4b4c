"""After one visit the game loads and plays with no network, at the site's root or under a
sub-path, and a new release replaces the old one's cache."""

from __future__ import annotations

import json
import re
import shutil
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Error, Page, Request, Response, expect

import serve
import write_sw
from conftest import OpenReady, table_python
from layout import SITE
from reading import cards
from solitaire import new_game

# Each test starts as a device that never saw the site: the snapshot it makes is part of the test.
pytestmark = pytest.mark.first_visit

CONTROL_TIMEOUT = 60_000  # ms; precaching about 15 MB from a local server takes a few seconds

# The service worker's caches are named so (the device's snapshot has one of its own, "solitaire snapshots").
RELEASE_CACHE = "solitaire-"


# Resolves once the snapshot this device makes after a first visit is kept (static/app/boot.mjs).
SNAPSHOT_SAVED = "globalThis.solitaireBoot.saved.then(({ kept }) => kept > 0)"


def wait_for_the_snapshot(page: Page) -> None:
    """Waits until the device's snapshot is kept: the next load restores it."""
    assert table_python(page).evaluate(SNAPSHOT_SAVED) is True


def show_me_plays(page: Page) -> None:
    """Asks the solver's worker through the menu (show me a winning line): it starts, boots,
    answers, and the table plays the line's first move."""
    page.locator("#menu summary").click()
    page.locator('[data-action="show-me"]').click()
    expect(page.locator('[data-counter="moves"]')).not_to_have_text("0", timeout=60_000)


def worker_source(site: Path) -> tuple[str, list[str]]:
    """The version and the URLs to precache that scripts/write_sw.py wrote into `site`/sw.js."""
    text = (site / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'^const VERSION = "([0-9a-f]+)";$', text, re.M)
    precache = re.search(r"^const PRECACHE = (\{.*?\});$", text, re.M | re.S)
    assert version and precache, "sw.js is not written: run `make site`"
    return version.group(1), list(json.loads(precache.group(1)))


def write_worker(site: Path) -> str:
    return write_sw.write(site)[0]


@contextmanager
def served(root: Path = SITE, prefix: str = "/") -> Iterator[serve.SiteServer]:
    """The site on a server of its own, which a test may stop; stopped at the end if it did not."""
    server = serve.make_server(port=0, root=root, quiet=True, prefix=prefix)
    thread = serve.serve_in_thread(server)
    try:
        yield server
    finally:
        if thread.is_alive():
            server.shutdown()
        server.server_close()


def wait_until_controlled(page: Page) -> str:
    """Waits until the service worker has precached the site and controls the page (no reload
    needed: it claims the page once active); returns its scope."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=CONTROL_TIMEOUT)
    return str(page.evaluate("navigator.serviceWorker.ready.then((registration) => registration.scope)"))


def cached(page: Page) -> dict[str, list[str]]:
    """The service worker's caches, each with the URLs it holds, read through DevTools, in the order
    they were made. Not from the page: `caches.open` makes a cache that is missing, so a look made
    while a new release's worker deletes the old cache would make that cache again, for good."""
    session = page.context.new_cdp_session(page)
    try:
        origin = page.evaluate("location.origin")
        found: dict[str, list[str]] = {}
        for cache in session.send("CacheStorage.requestCacheNames", {"securityOrigin": origin})["caches"]:
            if not cache["cacheName"].startswith(RELEASE_CACHE):
                continue
            try:
                entries = session.send("CacheStorage.requestEntries", {"cacheId": cache["cacheId"], "pageSize": 1000})
            except Error:
                continue  # deleted since it was listed
            found[cache["cacheName"]] = [entry["requestURL"] for entry in entries["cacheDataEntries"]]
        return found
    finally:
        session.detach()


# The registration's workers, to say where an update stands when it seems stuck.
WORKERS = """navigator.serviceWorker.getRegistration().then((registration) => registration
  ? Object.fromEntries(["installing", "waiting", "active"].map((slot) => {
      const worker = registration[slot];
      return [slot, worker ? `${worker.scriptURL} ${worker.state}` : null];
    }))
  : null)"""


def wait_until_only_cached(page: Page, name: str) -> None:
    """Waits until the cache called `name` is the only one: a new release's worker has precached
    it, taken over and deleted the old release's."""
    deadline = time.monotonic() + CONTROL_TIMEOUT / 1000
    while list(found := cached(page)) != [name]:
        if time.monotonic() > deadline:
            # Whether each cache's install finished: it records the release last.
            held = {cache: (len(urls), any(url.endswith("?release") for url in urls)) for cache, urls in found.items()}
            raise AssertionError(
                f"still cached (files, recorded): {held}, waiting for {name}; workers: {page.evaluate(WORKERS)}"
            )
        page.wait_for_timeout(100)


def cache_of(version: str, site_url: str) -> str:
    return f"solitaire-{version} {urllib.parse.urlsplit(site_url).path}"


def release_cache(site_url: str, version: str, precache: list[str]) -> dict[str, list[str]]:
    """What the cache of a release holds: every precached URL, and the record of the release."""
    urls = [urllib.parse.urljoin(site_url, url) for url in [*precache, "./sw.js?release"]]
    return {cache_of(version, site_url): sorted(urls)}


def sorted_caches(page: Page) -> dict[str, list[str]]:
    return {name: sorted(urls) for name, urls in cached(page).items()}


def assert_shows_the_engines_deal(page: Page, game_id: str, code: str) -> None:
    game = new_game(game_id, code)
    assert page.locator("html").get_attribute("data-deal") == code
    for number, column in enumerate(game.position.columns, start=1):
        tokens = ["??" if i < column.hidden else str(c) for i, c in enumerate(column.cards)]
        assert cards(page, str(number)) == tokens, f"column {number}"


def assert_a_tap_plays(page: Page, game_id: str, code: str) -> None:
    """Taps the first legal move of a fresh deal: the card lifts, its targets light, it moves."""
    game = new_game(game_id, code)
    move = next(m for m in game.legal_moves() if m != "d" and ":" not in m)
    source, target = move.split(">")
    page.locator(f'[data-pile="{source}"] [data-card]').last.click()
    expect(page.locator(f'[data-pile="{source}"] .lifted')).not_to_have_count(0)
    expect(page.locator(f'[data-pile="{target}"][data-target]')).to_have_count(1)
    page.locator(f'[data-pile="{target}"]').click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")


def reload_offline(page: Page, guard: Any) -> None:
    response = page.reload(wait_until="commit")
    assert response and response.from_service_worker
    guard.wait_ready()
    assert page.evaluate("crossOriginIsolated") is True  # the cached page kept its COOP/COEP
    # and the fast start works offline: the snapshot this device made
    assert table_python(page).evaluate("globalThis.solitaireBoot.from") == "snapshot"


# How the service worker answered each request of the page since it loaded: the browser's static
# route from the release's cache ("cache"), or the worker's fetch handler ("fetch-event").
ANSWERS = """() => [
  ...performance.getEntriesByType("navigation"),
  ...performance.getEntriesByType("resource"),
].map((entry) => [new URL(entry.name).pathname, entry.workerMatchedSourceType ?? "", entry.deliveryType])"""


def assert_routed_from_the_cache(page: Page) -> None:
    """The page's own files came from the release's cache by the static route, without the
    worker's code; the page itself through the fetch handler (a deal link's query, the isolation
    headers)."""
    answers = page.evaluate(ANSWERS)
    page_answer, files = answers[0], answers[1:]
    assert page_answer[1] == "fetch-event"
    assert files and all(source == "cache" and delivery == "cache-storage" for _, source, delivery in files), files


def test_after_one_visit_the_game_loads_and_plays_offline(page: Page, open_ready: OpenReady, base_url: str) -> None:
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    assert wait_until_controlled(page) == base_url
    version, precache = worker_source(SITE)
    assert sorted_caches(page) == release_cache(base_url, version, precache)
    wait_for_the_snapshot(page)

    page.context.set_offline(True)
    requested: list[str] = []

    def record(request: Request) -> None:
        if request.url.startswith("blob:"):
            return  # made in the page (the solver's worker script), never fetched
        requested.append(request.url.split("?")[0] if request.is_navigation_request() else request.url)

    page.on("request", record)
    reload_offline(page, guard)
    assert_routed_from_the_cache(page)
    assert_a_tap_plays(page, "spider", "41739205-2")

    # A deal link never opened before deals its cards offline.
    page.goto("/?game=beetle&deal=123", wait_until="commit")
    guard.wait_ready()
    assert_shows_the_engines_deal(page, "beetle", "123")
    # The solver's worker, never started before, starts when asked, boots offline and answers.
    page.goto("/?game=beehive&deal=7", wait_until="commit")
    guard.wait_ready()
    show_me_plays(page)
    # Everything the page asked for offline was in the release's cache.
    assert set(requested) <= set(cached(page)[cache_of(version, base_url)])
    guard.check()


def test_the_runtime_comes_from_the_http_cache_and_from_the_release_when_that_has_dropped_it(
    page: Page, open_ready: OpenReady
) -> None:
    """The service worker leaves the runtime's WebAssembly to the HTTP cache, where Chromium keeps
    its compiled code; once the HTTP cache has dropped it, the boot reads the release's copy
    instead of downloading it again, online and offline."""
    guard = open_ready(page, "/?game=spider&deal=5-1")
    wait_until_controlled(page)
    wait_for_the_snapshot(page)
    answered: list[tuple[str, bool]] = []

    def record(response: Response) -> None:
        if response.url.endswith(".wasm"):
            answered.append((response.url, response.from_service_worker))

    failed: list[tuple[str, str | None]] = []
    page.on("requestfailed", lambda request: failed.append((request.url, request.failure)))
    page.on("response", record)
    page.reload(wait_until="commit")
    guard.wait_ready()
    assert answered and not any(by_the_worker for _, by_the_worker in answered), answered
    wasm = answered[0][0]

    def reload_with_the_http_cache_emptied() -> None:
        answered.clear()
        failed.clear()
        page.context.new_cdp_session(page).send("Network.clearBrowserCache")
        page.reload(wait_until="commit")
        guard.wait_ready()
        # The HTTP cache, asked only what it holds, says it holds nothing: that request alone fails.
        assert set(failed) <= {(wasm, "net::ERR_CACHE_MISS")}, failed
        assert answered == []  # not downloaded again
        assert table_python(page).evaluate("globalThis.solitaireBoot.from") == "snapshot"

    reload_with_the_http_cache_emptied()
    page.context.set_offline(True)
    reload_with_the_http_cache_emptied()
    assert_a_tap_plays(page, "spider", "5-1")
    guard.check()


def test_under_a_sub_path_and_with_the_server_stopped(browser: Browser, open_ready: OpenReady) -> None:
    with served(prefix="/solitaire/") as server:
        site = serve.url_of(server)
        assert site.endswith("/solitaire/")
        context = browser.new_context()
        try:
            page = context.new_page()
            guard = open_ready(page, f"{site}?game=spider&deal=5-1")
            assert_shows_the_engines_deal(page, "spider", "5-1")
            assert wait_until_controlled(page) == site
            # Installable from there: Chromium finds nothing wrong but the private window.
            devtools = context.new_cdp_session(page)
            manifest = devtools.send("Page.getAppManifest")
            assert manifest["errors"] == []
            assert manifest["manifest"]["startUrl"] == manifest["manifest"]["scope"] == site
            problems = devtools.send("Page.getInstallabilityErrors")["installabilityErrors"]
            assert {problem["errorId"] for problem in problems} <= {"in-incognito"}
            wait_for_the_snapshot(page)

            server.shutdown()
            server.server_close()
            with pytest.raises(urllib.error.URLError):
                urllib.request.urlopen(site, timeout=5)
            reload_offline(page, guard)
            assert_shows_the_engines_deal(page, "spider", "5-1")
            assert_a_tap_plays(page, "spider", "5-1")
            guard.check()
        finally:
            context.close()


def copy_site(target: Path) -> Path:
    """A copy of the built site, to release a changed version of it."""
    shutil.copytree(SITE, target, dirs_exist_ok=True)
    return target


def test_a_new_release_replaces_the_old_cache(browser: Browser, open_ready: OpenReady, tmp_path: Path) -> None:
    site = copy_site(tmp_path)
    first = write_worker(site)
    with served(site) as server:
        url = serve.url_of(server)
        context = browser.new_context(base_url=url)
        try:
            page = context.new_page()
            guard = open_ready(page, "/")
            wait_until_controlled(page)
            assert list(cached(page)) == [cache_of(first, url)]

            style = site / "static" / "app" / "app.css"
            style.write_text(style.read_text(encoding="utf-8") + "\n/* the next release */\n", encoding="utf-8")
            second = write_worker(site)
            assert second != first
            downloads: list[str] = []

            def record(request: Request) -> None:
                if request.service_worker:
                    downloads.append(request.url)

            context.on("request", record)

            # This load still runs the release it started with; meanwhile the browser finds the
            # new worker, which precaches the new release, takes over and deletes the old cache.
            page.reload(wait_until="commit")
            guard.wait_ready()
            wait_until_only_cached(page, cache_of(second, url))
            page.reload(wait_until="commit")
            guard.wait_ready()
            assert sorted_caches(page) == release_cache(url, second, worker_source(site)[1])
            # The new worker downloaded only what changed; the rest came from the old cache.
            assert set(downloads) - {url + "sw.js"} == {url + "static/app/app.css"}
            served_style = page.evaluate("fetch('./static/app/app.css').then((response) => response.text())")
            assert served_style.endswith("/* the next release */\n")
            guard.check()
        finally:
            context.close()


def test_a_worker_whose_release_was_deleted_never_makes_its_cache_again(page: Page, open_ready: OpenReady) -> None:
    """A new release's worker deletes the old release's cache as it takes over; the old worker may
    still answer a request or two of a page it controlled (started again for them, or for a worker
    script). It reads its cache without making it again: a cache made so would be empty and stay
    there, beside the new release's, until the next release."""
    guard = open_ready(page, "/?game=spider&deal=5-1")
    base_url = wait_until_controlled(page)
    release = cache_of(worker_source(SITE)[0], base_url)
    assert list(cached(page)) == [release]

    page.evaluate("(name) => caches.delete(name)", release)  # as the next release's worker does
    cdp = page.context.new_cdp_session(page)
    cdp.send("ServiceWorker.enable")
    cdp.send("ServiceWorker.stopAllWorkers")  # started afresh, it has not opened its cache yet
    response = page.reload(wait_until="commit")
    assert response is not None and response.from_service_worker  # the page went through it
    guard.wait_ready()
    assert release not in cached(page)
    assert_a_tap_plays(page, "spider", "5-1")
    guard.check()
