"""The full deck: pip layouts and court figures from the build's sheet (scripts/draw_faces.py),
taken after the first paint; large corner indexes on a phone, a printed deck's on a desktop."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from boards import board, board_link
from conftest import NewDevice, OpenReady
from reading import FACES_DRAWN

# Every court card face up in the first nine columns (the tenth takes the rest of the deck).
COURTS = board("spider-4", {1: "KS", 2: "QS", 3: "JS", 4: "KH", 5: "QH", 6: "JH", 7: "KD QD", 8: "JD", 9: "KC QC JC"})
SHOWN = '#columns [data-pile]:not([data-pile="10"]) [data-card]:not([data-card="??"])'

# When the page first painted, and when it asked for the deck's sheet (ms from navigation).
ASKED_AFTER_PAINT = """() => {
  const paint = performance.getEntriesByName("first-paint")[0];
  const sheet = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("faces.css"));
  return [paint?.startTime ?? null, sheet?.startTime ?? null];
}"""

# Each court's figure as the page paints it, drawn small on a canvas: how many colours it has,
# and its pixels, to tell one picture from another.
FIGURES = """
async (cards) => Promise.all(cards.map(async (card) => {
  const layer = getComputedStyle(card.querySelector("i"), "::after");
  const url = /url\\("(.*)"\\)/.exec(layer.backgroundImage)?.[1];
  const box = card.querySelector("i").getBoundingClientRect();
  if (!url) return { card: card.dataset.card, colours: 0, pixels: "", width: box.width };
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = new OffscreenCanvas(46, 68);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0, 46, 68);
  const data = context.getImageData(0, 0, 46, 68).data;
  const colours = new Set();
  let pixels = "";
  for (let i = 0; i < data.length; i += 4) {
    const key = data[i + 3] < 128 ? "-" : [data[i] >> 5, data[i + 1] >> 5, data[i + 2] >> 5].join(",");
    colours.add(key);
    pixels += key + ";";
  }
  return { card: card.dataset.card, colours: colours.size, pixels, width: box.width };
}))
"""


def faces_arrived(page: Page) -> None:
    """Waits until the deck's sheet applies: a card's pips come from it."""
    expect(page.locator("html")).to_have_attribute("data-ready", "")
    page.wait_for_function(FACES_DRAWN)


def test_the_deck_arrives_after_the_first_paint_and_every_court_has_a_picture_of_its_own(
    page: Page, open_ready: OpenReady
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    guard = open_ready(page, board_link(COURTS))
    faces_arrived(page)
    painted, asked = page.evaluate(ASKED_AFTER_PAINT)
    assert painted is not None and asked is not None
    assert asked >= painted  # the first paint never waited for it
    courts = page.locator(SHOWN)
    figures: list[dict[str, Any]] = courts.evaluate_all(FIGURES)
    assert sorted(f["card"] for f in figures) == sorted(r + s for r in "JQK" for s in "SHDC")
    for figure in figures:
        assert figure["width"] > 40, figure["card"]  # drawn, at a size to see
        assert figure["colours"] >= 6, figure["card"]  # a picture: more than a pip and its card
    assert len({f["pixels"] for f in figures}) == 12, "two court cards look alike"
    guard.check()


def rank_share(page: Page, selector: str) -> float:
    """The corner rank's size as a share of the card's width."""
    share: float = page.locator(selector).first.evaluate(
        "c => parseFloat(getComputedStyle(c, '::before').fontSize) / c.getBoundingClientRect().width"
    )
    return share


def test_a_phone_has_large_indexes_with_ten_columns_and_a_desktop_a_printed_decks(
    phone: Page, new_device: NewDevice, open_ready: OpenReady
) -> None:
    guard = open_ready(phone, "/?game=spider&deal=41739205-2")
    expect(phone.locator("html")).to_have_attribute("data-faces", "large")
    assert phone.locator("#columns [data-pile]").count() == 10
    faces_arrived(phone)
    card = '#columns [data-pile="4"] [data-card]:not([data-card="??"])'
    assert rank_share(phone, card) >= 0.4
    phone.goto("/?game=mrs-mop&deal=5")  # thirteen columns on the same phone
    guard.wait_ready()
    assert phone.locator("#columns [data-pile]").count() == 13
    assert rank_share(phone, '#columns [data-pile="13"] [data-card]') >= 0.4
    guard.check()

    context = new_device(viewport={"width": 1280, "height": 800})
    desktop = context.new_page()
    guard = open_ready(desktop, "/?game=spider&deal=41739205-2")
    expect(desktop.locator("html")).to_have_attribute("data-faces", "classic")
    assert 0.2 < rank_share(desktop, card) < 0.3
    guard.check()
    context.close()
