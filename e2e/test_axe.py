"""axe-core finds nothing wrong in any state a player can reach, on a phone and on a desktop.

One page per width walks through the states that need no new link (every game freshly dealt, with
the offer of its help, a pick held, the menu, each dialog, the help of every game); the result
card and the stalled note each need a position of their own. Every rule axe runs by default counts, whatever its impact.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from axe import assert_accessible
from boards import NEAR_WON, STALLED, board, board_link
from conftest import NewDevice, OpenReady
from solitaire import VARIANTS

WIDTHS = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 800}}


@pytest.fixture(params=list(WIDTHS))
def sized(request: pytest.FixtureRequest, new_device: NewDevice) -> Iterator[tuple[str, Page]]:
    context = new_device(viewport=WIDTHS[request.param])
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
    for dialog in ("stats", "settings", "send"):
        page.locator(f'#menu [data-action="{dialog}"]').click()
        expect(page.locator(f"#{dialog}-panel")).to_be_visible()
        if dialog == "send":
            expect(page.locator("[data-qr] svg")).to_be_visible()
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


# All face up, nothing to deal, won by 2>1 then 3>1: a finish is offered at once.
FINISHABLE = board("spider-1", {1: "KS QS JS TS 9S 8S 7S", 2: "6S 5S 4S", 3: "3S 2S AS"}, done="S S S S S S S")


def test_the_looks_the_finish_and_the_celebration_on_a_phone_held_sideways(
    new_device: NewDevice, open_ready: OpenReady
) -> None:
    context = new_device(viewport={"width": 740, "height": 360}, has_touch=True, is_mobile=True)
    page = context.new_page()
    guard = open_ready(page, board_link(FINISHABLE))
    expect(page.locator('[data-action="finish"]')).to_be_visible()
    assert_accessible(page, "sideways, a finish offered")
    page.locator('[data-pile="2"]').click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator("[data-last]")).not_to_have_count(0)
    assert_accessible(page, "sideways, the last move's cards marked")
    page.locator("#menu summary").click()
    page.locator('#menu [data-action="settings"]').click()
    for name in ("hand", "sound", "clock"):
        page.locator(f'[data-setting="{name}"]').check()
    page.locator('[data-setting="faces"]').select_option("large")
    assert_accessible(page, "sideways, the settings chosen")
    page.locator('#settings-panel [data-action="close-panel"]').click()
    expect(page.locator("html")).to_have_attribute("data-hand", "left")
    assert_accessible(page, "sideways, left hand, large faces, no clock")
    page.locator('[data-action="finish"]').click()
    expect(page.locator("[data-celebration]")).to_have_count(1, timeout=10_000)
    assert_accessible(page, "sideways, the win celebrated")
    guard.check()
    context.close()
