"""axe-core finds nothing wrong in any state a player can reach, on a phone and on a desktop.

One page per width walks through the states that need no new link (every game freshly dealt, with
the offer of its help, a pick held, the menu, each dialog, the help of every game); the result
card and the stalled note each need a position of their own. Every rule axe runs by default counts, whatever its impact.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from axe import assert_accessible
from boards import NEAR_WON, STALLED, board_link
from conftest import OpenReady
from solitaire import VARIANTS

WIDTHS = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 800}}


@pytest.fixture(params=list(WIDTHS))
def sized(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[tuple[str, Page]]:
    context = browser.new_context(viewport=WIDTHS[request.param], base_url=base_url)  # type: ignore[arg-type]
    yield request.param, context.new_page()
    context.close()


def test_every_game_the_pick_the_menu_and_the_dialogs(sized: tuple[str, Page], open_ready: OpenReady) -> None:
    width, page = sized
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    assert_accessible(page, f"{width}, Spider freshly dealt")
    page.keyboard.press("4")
    expect(page.locator("[data-target]")).not_to_have_count(0)
    assert_accessible(page, f"{width}, a pick held")
    page.keyboard.press("Escape")
    page.locator("#menu summary").click()
    assert_accessible(page, f"{width}, the menu open")
    for dialog in ("stats", "settings"):
        page.locator(f'#menu [data-action="{dialog}"]').click()
        expect(page.locator(f"#{dialog}-panel")).to_be_visible()
        assert_accessible(page, f"{width}, {dialog}")
        page.keyboard.press("Escape")
        page.locator("#menu summary").click()
    page.keyboard.press("Escape")
    for variant in VARIANTS:
        page.locator("#variant").select_option(variant)
        expect(page.locator("html")).to_have_attribute("data-game", variant)
        assert_accessible(page, f"{width}, {variant} freshly dealt")
        page.keyboard.press("?")
        expect(page.locator("#help-panel")).to_be_visible()
        page.locator('#help-panel [data-action="example-next"]').click()
        assert_accessible(page, f"{width}, the help of {variant}, its example a step on")
        page.keyboard.press("Escape")
    guard.check()


def test_the_result_card_and_the_stalled_note(sized: tuple[str, Page], open_ready: OpenReady) -> None:
    width, page = sized
    guard = open_ready(page, board_link(NEAR_WON))
    page.keyboard.press("2")
    page.keyboard.press("1")
    expect(page.locator("#result")).to_be_visible()
    assert_accessible(page, f"{width}, the result card")
    page.goto(board_link(STALLED))  # the same guard: what the last page left unfinished is no fault
    guard.wait_ready()
    expect(page.locator("#note")).to_be_visible()
    assert_accessible(page, f"{width}, the stalled note")
    guard.check()
