"""Every screen shape: a phone held sideways shows the whole game without scrolling, and the
left hand mirrors the table (the stock, the foundation and the controls change sides)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from conftest import NewDevice, OpenReady

# The page's height beside the screen's, and where each column's top card and each control ends.
MEASURE = """() => ({
  scroll: document.scrollingElement.scrollHeight, screen: innerHeight, width: innerWidth,
  tops: [...document.querySelectorAll("#columns [data-pile]")].map((pile) => {
    const box = pile.lastElementChild.getBoundingClientRect();
    return [box.top, box.bottom, box.left, box.right];
  }),
  controls: [...document.querySelectorAll(".bar button, .bar select, .bar summary")]
    .filter((e) => e.checkVisibility())
    .map((e) => {
      const box = e.getBoundingClientRect();
      return [box.top, box.bottom, box.left, box.right];
    }),
})"""


def test_four_suit_spider_after_three_deals_fits_a_phone_held_sideways(
    new_device: NewDevice, open_ready: OpenReady
) -> None:
    context = new_device(viewport={"width": 740, "height": 360}, has_touch=True, is_mobile=True)
    page = context.new_page()
    guard = open_ready(page, "/?game=spider&deal=41739205-4")
    deals = page.locator('[data-counter="deals-left"]')
    for left in ("4", "3", "2"):
        page.locator('.controls [data-action="deal"]').click()
        expect(deals).to_have_text(left)
    expect(page.locator('#columns [data-pile="1"] [data-card]')).to_have_count(9)
    shape: dict[str, Any] = page.evaluate(MEASURE)
    assert shape["scroll"] <= shape["screen"], "the page scrolls"
    for top, bottom, left, right in shape["tops"] + shape["controls"]:
        assert top >= 0 and bottom <= shape["screen"], "a column's top card or a control is off the screen"
        assert left >= 0 and right <= shape["width"]
    guard.check()
    context.close()


def test_the_left_hand_mirrors_the_stock_the_foundation_and_the_controls(page: Page, open_ready: OpenReady) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    root = page.locator("html")
    expect(root).to_have_attribute("data-hand", "right")

    def left_of(selector: str) -> float:
        left: float = page.locator(selector).first.evaluate("e => e.getBoundingClientRect().left")
        return left

    assert left_of('[data-pile="foundation"]') < left_of('[data-pile="stock"]')
    assert left_of('.controls [data-action="new"]') < left_of('.controls [data-action="deal"]')
    page.locator("#menu summary").click()
    page.locator('#menu [data-action="settings"]').click()
    page.locator('#settings-form [name="hand"]').check()
    page.locator('#settings-panel [data-action="close-panel"]').click()
    expect(root).to_have_attribute("data-hand", "left")
    assert left_of('[data-pile="stock"]') < left_of('[data-pile="foundation"]')
    assert left_of('.controls [data-action="deal"]') < left_of('.controls [data-action="new"]')
    assert left_of("#menu summary") < left_of("#variant")
    guard.check()


# Every pile's box (a column's by its top card), and the rail's.
PILES_AND_RAIL = """() => ({
  scroll: document.scrollingElement.scrollHeight, screen: innerHeight, width: innerWidth,
  piles: [...document.querySelectorAll("[data-pile]")].map((pile) => {
    const shown = pile.closest("#columns") && pile.lastElementChild ? pile.lastElementChild : pile;
    const box = shown.getBoundingClientRect();
    return [pile.dataset.pile, box.top, box.bottom, box.left, box.right];
  }),
  rail: document.querySelector(".bar").getBoundingClientRect().toJSON(),
})"""


def test_every_game_opens_whole_on_a_phone_held_sideways(new_device: NewDevice) -> None:
    """Each game's table at its opening: nothing below the screen, and no pile under the rail."""
    context = new_device(viewport={"width": 740, "height": 360}, has_touch=True, is_mobile=True)
    page = context.new_page()
    for link in (
        "?game=spider&deal=7-4",
        "?game=beetle&deal=7",
        "?game=beehive&deal=7",
        "?game=spiderette&deal=7-4",
        "?game=will-o-the-wisp&deal=7-2",
        "?game=simple-simon&deal=7",
        "?game=mrs-mop&deal=7",
        "?game=scorpion&deal=7",
    ):
        page.goto("/" + link)
        page.wait_for_selector("html[data-ready]")
        shape: dict[str, Any] = page.evaluate(PILES_AND_RAIL)
        rail = shape["rail"]
        assert shape["scroll"] <= shape["screen"], f"{link}: the page scrolls"
        for pile, top, bottom, left, right in shape["piles"]:
            assert top >= 0 and bottom <= shape["screen"] and left >= 0, f"{link}: pile {pile} is off the screen"
            assert right <= rail["left"] or left >= rail["right"], f"{link}: pile {pile} is under the rail"
    context.close()
