"""The player's table: light, dark or as the system's, the felt and the card backs, kept with
the settings and in place from the first paint."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from conftest import OpenReady

# What the page looked like when its document was parsed, long before Python is up.
AT_FIRST_PAINT = """
document.addEventListener("DOMContentLoaded", () => {
  const root = document.documentElement;
  window.firstLook = {
    theme: root.dataset.theme, felt: root.dataset.felt, back: root.dataset.back,
    felt_colour: getComputedStyle(root).getPropertyValue("--felt").trim(), ready: "ready" in root.dataset,
  };
});
"""


def open_settings(page: Page) -> None:
    page.locator("#menu summary").click()
    page.locator('[data-action="settings"]').click()


def test_a_chosen_look_is_applied_kept_and_there_at_the_first_paint(page: Page, open_ready: OpenReady) -> None:
    page.emulate_media(color_scheme="light")
    page.add_init_script(AT_FIRST_PAINT)
    guard = open_ready(page, "/?game=spider&deal=7-4")
    root = page.locator("html")
    expect(root).to_have_attribute("data-theme", "light")  # as the system's, by default
    open_settings(page)
    form = page.locator("#settings-form")
    form.locator('select[name="theme"]').select_option("dark")
    form.locator('input[name="felt"][value="blue"]').check()
    form.locator('input[name="back"][value="red"]').check()
    expect(root).to_have_attribute("data-theme", "dark")
    expect(root).to_have_attribute("data-felt", "blue")
    expect(root).to_have_attribute("data-back", "red")
    page.locator('#settings-panel [data-action="close-panel"]').click()
    back = page.locator('[data-pile="stock"] .card.back').first
    assert "138, 26, 38" in back.evaluate("e => getComputedStyle(e).backgroundImage")  # the red back

    page.reload()
    guard.wait_ready()
    first = page.evaluate("window.firstLook")
    assert first["ready"] is False  # seen before Python was up
    assert (first["theme"], first["felt"], first["back"]) == ("dark", "blue", "red")
    assert first["felt_colour"] == "#0f2f4d"  # the dark blue felt, not the default green
    open_settings(page)
    expect(page.locator('#settings-form select[name="theme"]')).to_have_value("dark")
    expect(page.locator('#settings-form input[name="felt"][value="blue"]')).to_be_checked()
    guard.check()


def test_as_the_systems_follows_the_system_as_it_changes(page: Page, open_ready: OpenReady) -> None:
    page.emulate_media(color_scheme="dark")
    open_ready(page, "/?game=beehive&deal=5")
    root = page.locator("html")
    expect(root).to_have_attribute("data-theme", "dark")
    page.emulate_media(color_scheme="light")
    expect(root).to_have_attribute("data-theme", "light")
    expect(root).to_have_attribute("data-felt", "green")
    expect(root).to_have_attribute("data-back", "blue")
