"""Your game on your other device: the link of one browser, opened in another, asks, then adds the
statistics (once, however often it is opened) and plays the game in progress, the one there kept
aside; the QR code drawn decodes to that very link."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from boards import TWO_TO_WIN, board_link
from conftest import NewDevice, OpenReady
from reading import answer, close_panel, open_panel, win

JSQR = Path(__file__).resolve().parent.parent / "node_modules" / "jsqr" / "dist" / "jsQR.js"

# The code's picture, drawn on a canvas and read by jsQR, as a phone's camera would read it.
DECODE = """async (svg) => {
  const image = new Image();
  image.src = "data:image/svg+xml;base64," + btoa(svg);
  await image.decode();
  const size = 800;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  const found = jsQR(context.getImageData(0, 0, size, size).data, size, size);
  return found ? found.data : null;
}"""


def played(page: Page, variant: str) -> tuple[str, str]:
    """A game's games played and won, as the statistics panel shows them."""
    open_panel(page, "stats", "stats-panel")
    page.locator("#stats-game").select_option(variant)
    row = page.locator(f'#stats-table tr[data-variant="{variant}"]')
    counts = (row.locator('td[data-label="Played"]').inner_text(), row.locator('td[data-label="Won"]').inner_text())
    close_panel(page, "stats-panel")
    return counts


def one_move(page: Page) -> None:
    page.keyboard.press("2")
    page.keyboard.press("1")
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")


def test_a_transfer_link_merges_statistics_once_and_brings_the_game_asking_first(
    open_ready: OpenReady, new_device: NewDevice
) -> None:
    laptop_device, phone_device = new_device(), new_device()
    laptop = laptop_device.new_page()
    guard = open_ready(laptop, board_link(TWO_TO_WIN))
    win(laptop)  # one game won here
    laptop.locator('#result [data-action="close-result"]').click()
    open_ready(laptop, board_link(TWO_TO_WIN))
    one_move(laptop)  # and one in progress
    open_panel(laptop, "send", "send-panel")
    link = laptop.locator("[data-transfer]")
    href = link.get_attribute("href") or ""
    assert "#transfer=" in href and href.startswith("http://")
    svg = laptop.locator("[data-qr] svg")
    expect(svg).to_be_visible()
    picture = svg.evaluate("element => element.outerHTML")
    reader = laptop_device.new_page()  # a page of its own, where jsQR may run
    reader.add_script_tag(path=str(JSQR))
    assert reader.evaluate(DECODE, picture) == href
    reader.close()
    close_panel(laptop, "send-panel")

    phone = phone_device.new_page()
    open_ready(phone, board_link(TWO_TO_WIN))
    win(phone)  # one game won on the phone
    phone.locator('#result [data-action="close-result"]').click()
    open_ready(phone, board_link(TWO_TO_WIN))
    phone.keyboard.press("3")
    phone.keyboard.press("2")  # its own game in progress, another move
    expect(phone.locator('[data-counter="moves"]')).to_have_text("1")
    assert played(phone, "spider-1") == ("1", "1")

    open_ready(phone, href)
    assert "holds the statistics of 1 game played" in answer(phone, "transfer", "yes")
    expect(phone.locator("#message")).to_have_text("Added the other device's statistics and settings.")
    assert "kept aside" in answer(phone, "transfer-game", "yes")
    assert "#" not in phone.url  # the address no longer holds it
    expect(phone.locator("#parked")).to_be_visible()  # the phone's own game, kept aside
    expect(phone.locator('[data-counter="moves"]')).to_have_text("1")
    assert played(phone, "spider-1") == ("2", "2")

    open_ready(phone, href)  # the same link again: counted once
    answer(phone, "transfer", "yes")
    expect(phone.locator("#message")).to_have_text("Nothing new: this link's statistics are here already.")
    assert played(phone, "spider-1") == ("2", "2")
    guard.check()


def test_a_link_cut_short_says_so_and_changes_nothing(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=beetle&deal=7#transfer=eJyrVkrLz1eyUkpKLFKqBQA")
    expect(page.locator("#message")).to_contain_text("That link from another device cannot be read")
    expect(page.locator("#message")).to_contain_text("Nothing was changed.")
    guard.check()
