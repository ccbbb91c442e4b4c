"""Touch and sight: controls a finger can hit, a table that keeps its cards, picks and targets
under forced colours, nothing told by colour alone, and text at twice its size without loss.
Each test also leaves a screenshot in test-results/ to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from conftest import NewDevice, OpenReady

SHOTS = Path(__file__).resolve().parent.parent / "test-results" / "sight"
CONTROLS = "button:visible, select:visible, summary:visible"


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_every_control_is_44_px_under_a_finger(phone: Page, open_ready: OpenReady) -> None:
    guard = open_ready(phone, "/?game=beehive&deal=4242")
    assert phone.evaluate("matchMedia('(pointer: coarse)').matches")
    phone.locator("#menu summary").tap()
    small = phone.locator(CONTROLS).evaluate_all(
        """els => els.map(e => [e.textContent.trim() || e.getAttribute('aria-label'), e.getBoundingClientRect()])
            .filter(([, box]) => box.width < 44 || box.height < 44).map(([name]) => name)"""
    )
    assert small == []
    shot(phone, "phone-menu")
    guard.check()


def test_forced_colours_keep_pips_the_pick_and_the_targets(phone: Page, open_ready: OpenReady) -> None:
    phone.emulate_media(forced_colors="active")
    guard = open_ready(phone, "/?game=spider&deal=41739205-2")
    card = phone.locator('[data-pile="4"] [data-card]').last
    pip, face = card.evaluate(
        """c => [getComputedStyle(c, '::after').backgroundColor, getComputedStyle(c).backgroundColor]"""
    )
    assert pip != face, "the pip would vanish into the card"
    phone.keyboard.press("4")
    target = phone.locator("[data-target]").first
    expect(target).to_be_visible()
    assert target.evaluate("t => getComputedStyle(t).outlineStyle") == "dashed"
    arrow = target.evaluate("t => getComputedStyle(t, '::after').borderTopStyle")
    assert arrow == "solid"  # the arrow over a target: a shape, not a colour
    lifted = phone.locator(".lifted").first.evaluate("c => getComputedStyle(c).outlineStyle")
    assert lifted == "solid"
    shot(phone, "forced-colours-pick")
    phone.keyboard.press("Escape")
    phone.locator('[data-pile="1"]').focus()
    shot(phone, "forced-colours-focus")
    guard.check()


@pytest.mark.parametrize("width", [360, 1280])
def test_text_at_twice_its_size_loses_nothing(new_device: NewDevice, open_ready: OpenReady, width: int) -> None:
    context = new_device(viewport={"width": width, "height": 800})
    page = context.new_page()
    guard = open_ready(page, "/?game=beetle&deal=123")
    before = page.locator(".controls button").first.evaluate("b => parseFloat(getComputedStyle(b).fontSize)")
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    after = page.locator(".controls button").first.evaluate("b => parseFloat(getComputedStyle(b).fontSize)")
    assert after == pytest.approx(2 * before)
    overflow = page.evaluate("document.scrollingElement.scrollWidth - innerWidth")
    assert overflow <= 0, "the page scrolls sideways"
    clipped = page.locator(f"{CONTROLS}, .counters div, .banner, .offer").evaluate_all(
        """els => els.filter(e => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > innerWidth)
            .map(e => e.textContent.trim())"""
    )
    assert clipped == []
    shot(page, f"text-200-{width}")
    page.locator("#menu summary").click()
    page.locator('#menu [data-action="help"]').click()
    expect(page.locator("#help-panel")).to_be_visible()
    shot(page, f"text-200-help-{width}")
    guard.check()
    context.close()


def test_focus_rings_show(new_device: NewDevice, open_ready: OpenReady) -> None:
    context = new_device(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    page.keyboard.press("4")  # focuses column 4 and lifts its card: the targets show too
    expect(page.locator('[data-pile="4"]')).to_be_focused()
    expect(page.locator('[data-pile="4"] .lifted')).to_have_count(1)
    ring = page.locator('[data-pile="4"]').evaluate("p => getComputedStyle(p).outlineStyle")
    assert ring == "solid"
    shot(page, "focus-pile-and-targets")
    page.keyboard.press("Escape")
    page.locator('.controls [data-action="hint"]').focus()
    page.keyboard.press("Shift+Tab")  # past Redo and Undo, which have nothing to do: Restart, by keyboard
    restart = page.locator('.controls [data-action="restart"]')
    expect(restart).to_be_focused()
    assert restart.evaluate("b => getComputedStyle(b).outlineStyle") == "solid"
    shot(page, "focus-button")
    guard.check()
    context.close()


def test_the_help_on_a_phone(phone: Page, open_ready: OpenReady) -> None:
    guard = open_ready(phone, "/?game=beehive&deal=4242")
    phone.locator("#offer [data-action=help]").tap()
    expect(phone.locator("#help-panel")).to_be_visible()
    shot(phone, "help-phone-top")
    phone.locator('[data-action="example-next"]').tap()
    phone.locator("#example").scroll_into_view_if_needed()
    shot(phone, "help-phone-example")
    phone.locator("#keys-title").scroll_into_view_if_needed()
    shot(phone, "help-phone-keys")
    guard.check()
