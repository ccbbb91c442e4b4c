"""The game plays on a static host that sends no headers at all (GitHub Pages, S3, a plain
nginx, `python3 -m http.server`): the page is not cross-origin isolated there, so on a first visit
the table's Python runs on the page's thread (static/app/start.js); the service worker
adds the isolation headers to the page it serves (scripts/sw.template.js), so from the next
visit on, offline included, it runs in its worker again."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Request, expect

import serve
from conftest import OpenReady, PageGuard, table_python
from reading import counter
from test_keep import table_cards
from test_offline import (
    assert_a_tap_plays,
    cache_of,
    cached,
    copy_site,
    wait_for_the_snapshot,
    wait_until_controlled,
    wait_until_only_cached,
    write_worker,
)

GAME, CODE = "spider", "41739205-2"


@pytest.fixture
def plain_host(tmp_path: Path) -> Iterator[tuple[serve.SiteServer, Path]]:
    """A copy of the built site (a test may release a new version of it) on a server that sends
    none of netlify.toml's headers."""
    site = copy_site(tmp_path / "site")
    server = serve.make_server(port=0, root=site, quiet=True, headers=False)
    serve.serve_in_thread(server)
    yield server, site
    server.shutdown()
    server.server_close()


@pytest.fixture
def context(browser: Browser, plain_host: tuple[serve.SiteServer, Path]) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=serve.url_of(plain_host[0]))
    yield context
    context.close()


def documents_loaded(page: Page) -> list[str]:
    """The documents the main frame asks for from now on: a reload of the page shows up here (a
    change of the address by the page's history, as a deal link's, does not)."""
    seen: list[str] = []

    def record(request: Request) -> None:
        if request.is_navigation_request() and request.frame == page.main_frame:
            seen.append(request.url)

    page.on("request", record)
    return seen


def where_python_runs(page: Page) -> str:
    """Where the table's Python runs, as the page says it (`<html data-thread>`) and as found."""
    found = "page" if table_python(page) is page else "worker"
    assert page.evaluate("document.documentElement.dataset.thread") == found
    return found


def reload_under_the_service_worker(page: Page, guard: PageGuard, table: dict[str, list[str]], moves: str) -> None:
    """Reloads: the service worker serves the page with the isolation headers, the table's Python
    runs in its worker, and the game is the one left."""
    response = page.reload(wait_until="commit")
    assert response is not None and response.from_service_worker
    guard.wait_ready()
    assert page.evaluate("crossOriginIsolated") is True
    assert where_python_runs(page) == "worker"
    assert table_cards(page) == table and counter(page, "moves") == moves


def release_again(page: Page, guard: PageGuard, site: Path, url: str) -> None:
    """Releases a new version of the site and waits until its worker has replaced the old cache."""
    old = list(cached(page))
    style = site / "static" / "app" / "app.css"
    style.write_text(style.read_text(encoding="utf-8") + "\n/* the next release */\n", encoding="utf-8")
    second = write_worker(site)
    assert [cache_of(second, url)] != old
    page.reload(wait_until="commit")
    guard.wait_ready()
    wait_until_only_cached(page, cache_of(second, url))


@pytest.mark.slow
def test_a_first_visit_plays_on_the_page_thread_and_later_ones_in_the_worker_offline_too(
    context: BrowserContext, plain_host: tuple[serve.SiteServer, Path]
) -> None:
    server, site = plain_host
    page = context.new_page()
    guard = PageGuard(page)
    seen = documents_loaded(page)
    started = time.monotonic()
    response = page.goto(f"/?game={GAME}&deal={CODE}", wait_until="commit")
    assert response is not None
    assert "cross-origin-opener-policy" not in response.headers  # the host sends no headers
    guard.wait_ready()
    print(f"\nplain host, first visit: playable {time.monotonic() - started:.2f} s after navigating, no reload")
    assert page.evaluate("crossOriginIsolated") is False
    assert where_python_runs(page) == "page"
    assert len(seen) == 1  # the page never reloads itself

    # A move and a deal play.
    assert_a_tap_plays(page, GAME, CODE)
    page.locator('.controls [data-action="deal"]').click()
    expect(page.locator('[data-counter="deals-left"]')).to_have_text("4")
    table = table_cards(page)

    # The service worker takes over once the table is ready, and the device keeps a snapshot.
    wait_until_controlled(page)
    wait_for_the_snapshot(page)
    reload_under_the_service_worker(page, guard, table, "2")
    assert table_python(page).evaluate("globalThis.solitaireBoot.from") == "snapshot"

    # Offline, the same, and the game plays on.
    context.set_offline(True)
    reload_under_the_service_worker(page, guard, table, "2")
    page.locator('.controls [data-action="deal"]').click()
    expect(page.locator('[data-counter="deals-left"]')).to_have_text("3")
    table = table_cards(page)
    context.set_offline(False)

    # A new release replaces the old one's cache on this host too, and the page stays isolated.
    release_again(page, guard, site, serve.url_of(server))
    reload_under_the_service_worker(page, guard, table, "3")
    assert page.evaluate("fetch('./static/app/app.css').then((r) => r.text())").endswith("/* the next release */\n")
    guard.check()


def test_with_service_workers_blocked_every_visit_plays_on_the_page_thread(
    browser: Browser, plain_host: tuple[serve.SiteServer, Path], open_ready: OpenReady
) -> None:
    """A browser that refuses service workers (a setting, some private windows) gets no isolation
    ever: the page plays on its own thread, and still keeps the game and boots from the snapshot."""
    context = browser.new_context(base_url=serve.url_of(plain_host[0]), service_workers="block")
    try:
        page = context.new_page()
        guard = open_ready(page, f"/?game={GAME}&deal={CODE}")
        assert where_python_runs(page) == "page"
        assert_a_tap_plays(page, GAME, CODE)
        before = table_cards(page)
        wait_for_the_snapshot(page)
        page.reload(wait_until="commit")
        guard.wait_ready()
        assert page.evaluate("crossOriginIsolated") is False
        assert where_python_runs(page) == "page"
        assert page.evaluate("globalThis.solitaireBoot.from") == "snapshot"
        assert table_cards(page) == before
        guard.check()
    finally:
        context.close()
