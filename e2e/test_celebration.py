"""A win is celebrated on the table (the foundation's cards bounce across it) before the result
card; never under reduced motion; a tap ends it."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from boards import NEAR_WON, board_link
from conftest import NewDevice, OpenReady

# Whether an element with data-celebration was ever on the page (it removes itself when done).
WATCH = """
window.celebrated = 0;
new MutationObserver((changes) => {
  for (const change of changes) {
    for (const node of change.addedNodes) {
      if (node.nodeType === 1 && node.hasAttribute("data-celebration")) window.celebrated += 1;
    }
  }
}).observe(document, { childList: true, subtree: true });
"""


def win(page: Page) -> None:
    page.locator('[data-pile="2"]').click()
    page.locator('[data-pile="1"]').click()


def test_a_win_is_celebrated_on_the_table_then_the_result_card_and_a_tap_ends_it(
    page: Page, open_ready: OpenReady
) -> None:
    page.add_init_script(WATCH)
    guard = open_ready(page, board_link(NEAR_WON))
    win(page)
    celebration = page.locator("[data-celebration]")
    expect(celebration).to_have_count(1)
    assert celebration.get_attribute("aria-hidden") == "true"
    assert celebration.locator(".card").count() >= 8  # the eight kings, with their trails
    assert not page.evaluate("document.getElementById('result').open")  # it comes after
    celebration.click(position={"x": 10, "y": 10})  # a tap on the table ends it at once
    expect(celebration).to_have_count(0)
    expect(page.locator("#result")).to_be_visible()
    expect(page.locator("#result-new")).to_be_focused()
    assert page.evaluate("window.celebrated") == 1
    guard.check()


def test_it_plays_out_by_itself_and_not_at_all_under_reduced_motion(
    new_device: NewDevice, open_ready: OpenReady
) -> None:
    context = new_device(reduced_motion="reduce")
    page = context.new_page()
    page.add_init_script(WATCH)
    guard = open_ready(page, board_link(NEAR_WON))
    win(page)
    expect(page.locator("#result")).to_be_visible()
    assert page.evaluate("window.celebrated") == 0
    guard.check()
    context.close()

    context = new_device()
    page = context.new_page()
    page.add_init_script(WATCH)
    guard = open_ready(page, board_link(NEAR_WON))
    win(page)
    expect(page.locator("[data-celebration]")).to_have_count(1)
    expect(page.locator("#result")).to_be_visible()  # by itself, in a few seconds
    expect(page.locator("[data-celebration]")).to_have_count(0)
    guard.check()
    context.close()
