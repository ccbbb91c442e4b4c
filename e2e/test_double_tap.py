"""The foundation as a row of slots, and a double-tap that sends cards where they fit best.

Two taps are sent with the times of a person's fingers (through the DevTools protocol), so the
interval the page sees is the one a test chooses, however busy the machine is.
"""

from __future__ import annotations

from typing import Literal

from playwright.sync_api import Locator, Page, expect

from boards import board, board_link
from conftest import OpenReady
from reading import Open, cards, counter

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
# A nine of hearts with a ten of spades and a ten of hearts to go to; a king with nowhere.
CHOICES = board("spider-4", {1: "3d 9H", 2: "4d TS", 3: "5d TH", 4: "6d KC"}, stock_rows=5)


def tap_twice(page: Page, card: Locator, pointer: Literal["mouse", "touch"], gap: float = 0.15) -> None:
    """Two taps (or clicks) on a card, the second `gap` seconds after the first."""
    box = card.bounding_box()
    assert box
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)
    start = float(page.evaluate("Date.now() / 1000"))
    for n, at in enumerate((start, start + gap), 1):
        if pointer == "touch":
            cdp.send(
                "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}], "timestamp": at}
            )
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": [], "timestamp": at + 0.05})
        else:
            for kind, when in (("mousePressed", at), ("mouseReleased", at + 0.05)):
                event = {"type": kind, "x": x, "y": y, "button": "left", "clickCount": n, "timestamp": when}
                cdp.send("Input.dispatchMouseEvent", event)
    cdp.detach()


def test_the_foundation_shows_a_slot_per_run_lighting_up_as_runs_arrive(table: Open) -> None:
    text = board("spider-1", {1: RUN, 2: "AS"}, done="S S S S S S")
    page = table(board_link(text))
    slots = page.locator('[data-pile="foundation"] [data-slot]')
    expect(slots).to_have_count(8)
    expect(page.locator('[data-pile="foundation"] [data-slot][data-filled]')).to_have_count(6)
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator('[data-pile="foundation"] [data-filled]')).to_have_count(7)
    assert slots.nth(6).get_attribute("data-filled") == "" and slots.nth(7).get_attribute("data-filled") is None
    assert cards(page, "foundation") == ["KS"] * 7


def test_beehive_has_thirteen_slots_and_a_double_click_completes_a_set(table: Open) -> None:
    text = board("beehive", {1: "5S 5H 5D", 2: "9D", 3: "KC", 4: "2C", 5: "3C", 6: "4C"}, waste="5C", reserve="7C 8D")
    page = table(board_link(text))
    expect(page.locator('[data-pile="foundation"] [data-slot]')).to_have_count(13)
    tap_twice(page, page.locator('[data-pile="waste"] [data-card]').last, "mouse")  # the fourth five
    expect(page.locator('[data-pile="foundation"] [data-filled]')).to_have_count(1)
    assert counter(page, "moves") == "1"


def test_a_double_click_plays_a_card_to_its_best_place(table: Open) -> None:
    page = table(board_link(CHOICES))
    tap_twice(page, page.locator('[data-pile="1"] [data-card]').last, "mouse")
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    assert cards(page, "3") == ["??", "TH", "9H"]  # onto the ten of its own suit, not the spade
    assert cards(page, "1") == ["3D"]
    expect(page.locator("[data-target]")).to_have_count(0)


def test_a_double_tap_on_a_card_with_nowhere_to_go_says_so_and_moves_nothing(table: Open) -> None:
    page = table(board_link(CHOICES))
    before = cards(page, "4")
    tap_twice(page, page.locator('[data-pile="4"] [data-card]').last, "mouse")
    expect(page.locator("#message")).to_contain_text("The king of clubs has nowhere to go")
    assert cards(page, "4") == before and counter(page, "moves") == "0"
    expect(page.locator("[data-target]")).to_have_count(0)


def test_a_double_tap_on_a_touch_screen_and_two_slow_taps_that_are_not_one(phone: Page, open_ready: OpenReady) -> None:
    guard = open_ready(phone, board_link(CHOICES))
    nine = phone.locator('[data-pile="1"] [data-card]').last
    tap_twice(phone, nine, "touch", gap=0.9)  # picked up, then put back
    expect(phone.locator(".lifted")).to_have_count(0)
    assert counter(phone, "moves") == "0"
    tap_twice(phone, nine, "touch")
    expect(phone.locator('[data-counter="moves"]')).to_have_text("1")
    assert cards(phone, "3") == ["??", "TH", "9H"]
    guard.check()
