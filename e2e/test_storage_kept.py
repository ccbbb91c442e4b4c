"""What the game keeps is asked to be kept for good (static/app/persistence.js): once, when the
statistics open; where the browser says no, the statistics say it may clear them and point to the
export. The browser's answer is set by each test, as Safari (no), or an installed app (yes)."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, expect

from conftest import OpenReady
from reading import close_panel, open_panel

# The browser's storage manager: it answers persist() as the test says, remembers a yes across
# visits as a browser does, and counts the questions of each visit.
STORAGE = """
globalThis.persistAsked = 0;
Object.defineProperty(navigator, "storage", { value: {
  persisted: async () => localStorage.getItem("stand-in.persistent") === "yes",
  persist: async () => {
    globalThis.persistAsked += 1;
    if (%s) localStorage.setItem("stand-in.persistent", "yes");
    return localStorage.getItem("stand-in.persistent") === "yes";
  },
}});
"""


@pytest.mark.parametrize("granted", [False, True], ids=["may-clear", "persistent"])
def test_the_statistics_say_whether_this_browser_may_clear_them(
    context: BrowserContext, open_ready: OpenReady, granted: bool
) -> None:
    page = context.new_page()
    page.add_init_script(STORAGE % ("true" if granted else "false"))
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    assert page.evaluate("navigator.storage.persist !== undefined")
    assert page.evaluate("globalThis.persistAsked") == 0  # not at the first paint: nothing kept yet
    open_panel(page, "stats", "stats-panel")
    state = "persistent" if granted else "may-clear"
    expect(page.locator("html")).to_have_attribute("data-storage", state)
    note = page.locator("#storage-note")
    if granted:
        expect(note).to_be_hidden()
    else:
        expect(note).to_be_visible()
        expect(note).to_contain_text("may clear")
        expect(page.locator('#stats-panel [data-action="export"]')).to_be_visible()
    assert page.evaluate("localStorage.getItem('solitaire.persistence')") == ("granted" if granted else "denied")
    close_panel(page, "stats-panel")

    # Asked once: the answer is kept, and the next visit does not ask again.
    page.reload(wait_until="commit")
    guard.wait_ready()
    open_panel(page, "stats", "stats-panel")
    expect(page.locator("html")).to_have_attribute("data-storage", state)
    assert page.evaluate("globalThis.persistAsked") == 0
    guard.check()
