"""The clock counts only while the page is seen (the Page Visibility API).

Headless Chromium 156 always reports its pages visible: a tab brought to the front over it, a
background target, a minimised window and Page.setWebLifecycleState all leave visibilityState at
"visible", and the DevTools protocol has no visibility emulation. So the test does what the
browser does when a tab is hidden: visibilityState reads "hidden" and `visibilitychange` fires.
Time is Playwright's clock, which the page's Python reads too, so no test waits for real seconds.
The time is read as the tab hides, when the game is saved with it and the page shows it.
"""

from __future__ import annotations

import contextlib

import pytest
from playwright.sync_api import Page, TimeoutError, expect

from conftest import OpenReady

SET_SEEN = """(state) => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
}"""


SAVED = "JSON.parse(localStorage.getItem('solitaire.game')).data.seconds"


def test_a_hidden_tab_stops_the_clock_and_a_seen_one_starts_it_again(page: Page, open_ready: OpenReady) -> None:
    page.clock.install()
    guard = open_ready(page, "/?game=beehive&deal=7")
    page.clock.pause_at(page.evaluate("Date.now()") + 1_000)  # from here, time moves only when told
    clock = page.locator('[data-counter="time"]')
    page.keyboard.press("d")  # the first move starts the clock
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    page.clock.fast_forward(5_000)
    page.evaluate(SET_SEEN, "hidden")
    seen = saved_anew(page, 0.0)  # the game is saved as the tab hides, with the time it was seen
    # Five seconds, or under a second less: in long runs the move has been seen to start the clock
    # after the paused time moved on, so what is checked exactly is what the hidden hour adds (nothing)
    # and what three seen seconds add.
    assert 4.0 <= seen <= 5.0, seen
    shown = f"0:{int(seen):02d}"  # the page draws once the save is made: wait for it
    expect(clock).to_have_text(shown)
    page.clock.fast_forward(3_600_000)  # an hour in another tab
    page.clock.run_for(2_000)
    expect(clock).to_have_text(shown)
    assert saved_seconds(page) == seen
    page.evaluate(SET_SEEN, "visible")
    page.clock.fast_forward(3_000)
    page.evaluate(SET_SEEN, "hidden")
    assert saved_anew(page, seen) == pytest.approx(seen + 3.0, abs=0.11)  # saved to a tenth
    guard.check()


def saved_anew(page: Page, before: float) -> float:
    """The seconds saved with the game once it is saved with others than `before`: the table's
    Python (in a worker) saves a moment after the page's event."""
    with contextlib.suppress(TimeoutError):  # then the seconds saved are `before`, and say so
        page.wait_for_function(f"(before) => {SAVED} !== before", arg=before, timeout=5_000)
    return saved_seconds(page)


def saved_seconds(page: Page) -> float:
    return float(page.evaluate(SAVED))
