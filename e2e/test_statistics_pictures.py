"""Statistics as pictures, and a panel that fits every width from a phone's."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from boards import board, board_link
from conftest import OpenReady

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
NEAR_WON = board("spider-1", {1: RUN, 2: "AS"}, done="S S S S S S S")


def win_then_abandon(page: Page) -> None:
    """A won game of one-suit Spider, then one begun and left for a new deal."""
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator("#result")).to_be_visible()
    page.locator("#result-new").click()
    expect(page.locator("#result")).to_be_hidden()  # the new deal is on the table
    expect(page.locator('[data-counter="moves"]')).to_have_text("0")
    page.keyboard.press("d")  # a deal is a move: the new game counts as played
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    page.locator(".controls [data-action='new']").click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("0")


@pytest.mark.parametrize("width", [360, 1280])
def test_the_pictures_appear_after_games_are_played_and_the_panel_fits(
    page: Page, open_ready: OpenReady, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 800})
    guard = open_ready(page, board_link(NEAR_WON))
    win_then_abandon(page)
    page.locator("#menu summary").click()
    page.locator('[data-action="stats"]').click()
    panel = page.locator("#stats-panel")
    expect(panel).to_be_visible()
    expect(page.locator("#stats-game")).to_have_value("spider-1")
    pictures = panel.locator('svg[role="img"]')
    expect(pictures).to_have_count(4)
    expect(pictures.first).to_have_attribute(
        "aria-label", "Spider, one suit: the last 2 games, oldest first: 1 won, 1 lost"
    )
    expect(pictures.nth(1)).to_have_attribute(
        "aria-label", "Spider, one suit: the moves of the last 1 win, oldest first; fewest 1, most 1"
    )
    for n in range(4):
        box = pictures.nth(n).bounding_box()
        assert box and box["width"] >= 250 and box["x"] >= 0 and box["x"] + box["width"] <= width
    # Nothing is cut off or scrolls sideways: every number of the table is on screen.
    assert panel.evaluate("p => p.scrollWidth <= p.clientWidth")
    for cell in panel.locator("#stats-table td:visible").all():  # the score's, hidden by default, has no box
        box = cell.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= width
    page.locator("#stats-game").select_option("beehive")
    expect(pictures.first).to_have_attribute("aria-label", "Beehive: no game finished yet")
    expect(panel.locator(".chart details").first).to_contain_text("The numbers")
    guard.check()
