"""Every start ends: on the thread the browser can run the table's Python on, on the page's thread
when the worker fails, or with the player's message and a retry when nothing starts
(static/app/start.js). Never an endless "Starting…"."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect

from conftest import OpenReady, PageGuard, table_python
from table.storage.schema import read_export

DEAL = "/?game=spider&deal=41739205-2"
TAKE_AWAY_SHARED_MEMORY = "delete globalThis.SharedArrayBuffer;"
# Every worker the page makes runs a script that fails as it starts, as one broken by a browser's
# policy or an extension would. Workers made are counted.
REFUSE_WORKERS = """
globalThis.workersMade = 0;
const RealWorker = globalThis.Worker;
globalThis.Worker = class extends RealWorker {
  constructor(url, options) {
    globalThis.workersMade += 1;
    const script = "setTimeout(() => { throw new Error('refused'); }, 100);";
    super(URL.createObjectURL(new Blob([script], { type: "text/javascript" })), options);
  }
};
"""
# A worker that never says a word: it loads, and does nothing.
SILENT_WORKERS = REFUSE_WORKERS.replace("throw new Error('refused');", "")


def thread_of(page: Page) -> str:
    return str(page.evaluate("document.documentElement.dataset.thread"))


def remembered(page: Page) -> object:
    return page.evaluate("JSON.parse(localStorage.getItem('solitaire.start'))")


def assert_playable(page: Page) -> None:
    page.locator('.controls [data-action="deal"]').click()
    expect(page.locator('[data-counter="deals-left"]')).to_have_text("4")


@pytest.mark.own_device
def test_an_isolated_page_without_shared_memory_plays_on_its_own_thread(
    context: BrowserContext, open_ready: OpenReady
) -> None:
    """WebKitGTK's case: isolated, but no SharedArrayBuffer. The worker is never tried."""
    context.add_init_script(TAKE_AWAY_SHARED_MEMORY)
    page = context.new_page()
    guard = open_ready(page, DEAL)
    assert page.evaluate("crossOriginIsolated") is True
    assert thread_of(page) == "page" and table_python(page) is page
    assert remembered(page) is None  # chosen, not failed: nothing to remember
    assert_playable(page)
    guard.check()


@pytest.mark.own_device
def test_a_worker_that_fails_gives_way_to_the_page_thread_and_the_device_remembers(
    context: BrowserContext, open_ready: OpenReady
) -> None:
    context.add_init_script(REFUSE_WORKERS)
    page = context.new_page()
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    guard = open_ready(page, DEAL, timeout=30)
    assert thread_of(page) == "page" and table_python(page) is page
    assert any("could not start in its worker" in text for text in warnings), warnings
    kept = remembered(page)
    assert isinstance(kept, dict) and kept["thread"] == "page" and kept["release"] != "unbuilt"
    assert page.locator("#start-failed").is_hidden()
    assert_playable(page)
    guard.check()

    # The next visit starts on the page's thread at once: no worker is tried for the table.
    page.reload(wait_until="commit")
    guard.wait_ready()
    assert thread_of(page) == "page"
    assert page.evaluate("globalThis.workersMade") == 0

    # The solver's worker fails too: asked for a line, the player is told it is not available.
    page.locator("#menu summary").click()
    page.locator('[data-action="show-me"]').click()
    expect(page.locator("#message")).to_contain_text("not available in this browser")
    assert page.evaluate("globalThis.workersMade") == 1
    guard.check()


@pytest.mark.own_device
def test_a_worker_that_never_answers_is_given_up_in_bounded_time(
    context: BrowserContext, open_ready: OpenReady
) -> None:
    context.add_init_script(SILENT_WORKERS)
    page = context.new_page()
    guard = open_ready(page, DEAL, timeout=60)  # the first step's bound, then a boot on the page
    assert thread_of(page) == "page"
    assert_playable(page)
    guard.check()


def break_the_entry_point(route: Route) -> None:
    route.fulfill(content_type="text/x-python", body="import no_such_module\n")


@pytest.mark.own_device
def test_when_nothing_starts_the_player_is_told_and_can_retry_and_save_their_statistics(
    context: BrowserContext,
) -> None:
    stats = {"spider-2": {"played": 3, "won": 1, "streak": 0, "best_streak": 1, "fewest_moves": 140, "fastest": 400.0}}
    envelope = json.dumps({"schema": 1, "data": stats})
    context.add_init_script(f"localStorage.setItem('solitaire.stats', {json.dumps(envelope)});")
    context.route("**/py/main.py", break_the_entry_point)
    page = context.new_page()
    page.goto(DEAL, wait_until="commit")
    page.locator('.controls [data-action="deal"]').click()  # a tap kept for Python, which never comes
    expect(page.locator("[data-pending]")).to_have_count(1)
    failed = page.locator("html[data-start='failed']")
    expect(failed).to_have_count(1, timeout=60_000)
    expect(page.locator("[data-pending]")).to_have_count(0)  # nothing shows it still waits
    expect(page.locator("#start-failed")).to_be_visible()
    expect(page.locator("#start-failed")).to_contain_text("could not start")
    expect(page.locator("#starting")).to_be_hidden()
    assert not page.evaluate("document.documentElement.hasAttribute('data-ready')")

    # The statistics the game keeps are saved without Python, as a file the import takes back.
    with page.expect_download() as saving:
        page.locator('#start-failed [data-action="save-backup"]').click()
    saved = read_export(saving.value.path().read_text(encoding="utf-8"))
    assert saved.stats["spider-2"].played == 3

    # Once the fault is gone, a retry starts the game.
    context.unroute("**/py/main.py", break_the_entry_point)
    guard = PageGuard(page)
    page.locator('#start-failed [data-action="retry"]').click()
    guard.wait_ready()
    assert page.evaluate("document.documentElement.dataset.start") is None
    assert thread_of(page) == "worker"  # the retry forgot the failure: both ways are tried again
    assert_playable(page)
    guard.check()
