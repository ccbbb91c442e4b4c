"""The clock counts only while the page is seen (the Page Visibility API).

Headless Chromium 156 always reports its pages visible: a tab brought to the front over it, a
background target, a minimised window and Page.setWebLifecycleState all leave visibilityState at
"visible", and the DevTools protocol has no visibility emulation. So the test does what the
browser does when a tab is hidden: visibilityState reads "hidden" and `visibilitychange` fires.
Time is Playwright's clock, which the page's Python reads too, so no test waits for real seconds.
The clock shown is read as the tab hides, when the page shows it exactly: between, it shows the
last of its ticks, whose phase is the boot's.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

OpenReady = Any  # the fixture in conftest.py

SET_SEEN = """(state) => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
}"""


def test_a_hidden_tab_stops_the_clock_and_a_seen_one_starts_it_again(page: Page, open_ready: OpenReady) -> None:
    page.clock.install()
    guard = open_ready(page, "/?game=beehive&deal=7")
    page.clock.pause_at(page.evaluate("Date.now()") + 1_000)  # from here, time moves only when told
    clock = page.locator('[data-counter="time"]')
    page.keyboard.press("d")  # the first move starts the clock
    page.clock.fast_forward(5_000)
    page.evaluate(SET_SEEN, "hidden")
    expect(clock).to_have_text("0:05")
    assert saved_seconds(page) == 5.0  # the game is saved as the tab hides
    page.clock.fast_forward(3_600_000)  # an hour in another tab
    page.clock.run_for(2_000)
    expect(clock).to_have_text("0:05")
    page.evaluate(SET_SEEN, "visible")
    page.clock.fast_forward(3_000)
    page.evaluate(SET_SEEN, "hidden")
    expect(clock).to_have_text("0:08")
    assert saved_seconds(page) == 8.0
    guard.check()


def saved_seconds(page: Page) -> float:
    return float(page.evaluate("JSON.parse(localStorage.getItem('solitaire.game')).data.seconds"))
