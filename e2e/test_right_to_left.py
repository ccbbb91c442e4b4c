"""Arabic, right to left, at a phone's size and a desktop's: the page's chrome, menu and dialogs
mirror, the piles keep the rules' order (column 1 on the left), and axe finds nothing."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from axe import assert_accessible
from conftest import NewDevice, OpenReady
from reading import close_panel, open_panel
from table.show.language import READY

PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}


@pytest.mark.skipif("ar" not in READY, reason="the Arabic catalog is not complete yet")
@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["360x740", "1280x800"])
def test_arabic_mirrors_the_page_and_keeps_the_table_s_order(
    size: dict[str, object], new_device: NewDevice, open_ready: OpenReady
) -> None:
    device = new_device(locale="ar-EG", **size)
    try:
        page = device.new_page()
        guard = open_ready(page, "/?game=spider&deal=41739205-2")
        root = page.locator("html")
        expect(root).to_have_attribute("lang", "ar")
        expect(root).to_have_attribute("dir", "rtl")
        first, second = (page.locator(f'[data-pile="{n}"]').bounding_box() for n in ("1", "2"))
        assert first and second and first["x"] < second["x"]  # column 1 on the left, as the rules number it
        picker = page.locator("#variant").bounding_box()
        menu = page.locator("#menu summary").bounding_box()
        assert picker and menu and menu["x"] < picker["x"]  # the bar reads from the right
        assert_accessible(page, "Arabic, the table")
        page.locator("#menu summary").click()
        items = page.locator("#menu .menu-items").bounding_box()
        width = page.viewport_size["width"] if page.viewport_size else 0
        assert items and items["x"] >= 0 and items["x"] + items["width"] <= width
        assert_accessible(page, "Arabic, the menu")
        page.locator("#menu summary").click()
        for dialog in ("settings", "stats", "help"):
            open_panel(page, dialog, f"{dialog}-panel")
            assert_accessible(page, f"Arabic, {dialog}")
            close_panel(page, f"{dialog}-panel")
        guard.check()
    finally:
        device.close()
