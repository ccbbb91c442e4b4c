"""Every game's table, its menu and its dialogs, in the pseudo-language (every word marked and 40 %
longer), at a phone's size and a desktop's: nothing runs off the screen, no control covers
another, no word is clipped in its box, and nothing is left unmarked. Checked from the elements'
boxes, not by eye."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from conftest import NewDevice, OpenReady
from solitaire import GAMES, VARIANTS

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}

# What does not fit, as a list of what and where: an element out of the screen sideways, two
# controls of the bar over each other, or words cut in a box that hides its overflow.
MISFITS = """() => {
  const shown = (element) => element.checkVisibility() && element.getClientRects().length > 0;
  const name = (element) => element.dataset.action || element.id || element.textContent.trim().slice(0, 30);
  const problems = [];
  const wide = document.documentElement.scrollWidth;
  if (wide > innerWidth + 1) problems.push(`the page scrolls sideways: ${wide}`);
  // The bar's controls and counters, and the open menu's items: each group among itself (the
  // menu is drawn over the bar, as a menu is).
  const groups = [".bar button, .bar select, .bar summary, .counters > div", ".menu-items button, .menu-items input"];
  for (const selector of groups) {
    const items = [...document.querySelectorAll(selector)].filter(shown);
    const inMenu = (element) => element.closest(".menu-items") !== null;
    const members = selector.startsWith(".menu") ? items : items.filter((element) => !inMenu(element));
    for (const element of members) {
      const box = element.getBoundingClientRect();
      if (box.left < -1 || box.right > innerWidth + 1) {
        problems.push(`${name(element)} runs off: ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    for (let i = 0; i < members.length; i += 1) {
      for (let j = i + 1; j < members.length; j += 1) {
        const [a, b] = [members[i].getBoundingClientRect(), members[j].getBoundingClientRect()];
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2;
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
        const nested = members[i].contains(members[j]) || members[j].contains(members[i]);
        if (across && down && !nested) problems.push(`${name(members[i])} covers ${name(members[j])}`);
      }
    }
  }
  // Words cut in a box that hides what overflows (a box of a pixel is a screen reader's only).
  const worded = [...document.querySelectorAll("[data-words], button, dt, h2, h3, legend, label")].filter(shown);
  for (const element of worded) {
    const style = getComputedStyle(element);
    const hides = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
    if (hides && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1) {
      problems.push(`${name(element)} is cut: ${element.scrollWidth} > ${element.clientWidth}`);
    }
  }
  return problems;
}"""
UNMARKED = """() => [...document.querySelectorAll("[data-words]")]
  .filter((element) => element.checkVisibility() && !element.textContent.startsWith("⟦"))
  .map((element) => element.textContent)"""


def look(page: Page, where: str) -> list[str]:
    return [f"{where}: {problem}" for problem in page.evaluate(MISFITS)]


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["360x740", "1280x800"])
def test_every_screen_of_every_game_fits_in_a_longer_language(
    size: dict[str, object], new_device: NewDevice, open_ready: OpenReady
) -> None:
    device = new_device(**size)
    try:
        page = device.new_page()
        problems: list[str] = []
        for game in GAMES:
            variant = next(v for v in VARIANTS.values() if v.game == game)
            deal = "7" if variant.tier is None else f"7-{variant.tier}"
            guard = open_ready(page, f"/?game={game}&deal={deal}&lang=en-XA")
            expect(page.locator("html")).to_have_attribute("lang", "en-XA")
            problems += look(page, f"{game}, the table")
            assert page.evaluate(UNMARKED) == [], game
            page.locator("#menu summary").click()
            problems += look(page, f"{game}, the menu")
            page.locator("#menu summary").click()
            guard.check()
        for dialog in ("stats", "settings", "send", "help"):
            page.locator("#menu summary").click()
            page.locator(f'#menu [data-action="{dialog}"]').click()
            panel = page.locator(f"#{dialog}-panel")
            expect(panel).to_be_visible()
            problems += look(page, f"the {dialog} dialog")
            page.keyboard.press("Escape")
            expect(panel).to_be_hidden()
        assert problems == [], "\n".join(problems[:60])
    finally:
        device.close()
