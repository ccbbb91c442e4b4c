"""The settings of how the table looks and sounds: card faces, a hidden clock and sound, each
reflected on <html> (data-faces, data-clock, data-sound), kept, and in place at the first paint."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from boards import board, board_link
from conftest import OpenReady
from reading import close_panel, open_panel

TWO_TO_WIN = board("spider-1", {1: "KS QS JS TS 9S 8S 7S", 2: "6S 5S 4S", 3: "3S 2S AS"}, done="S S S S S S S")

# Every audio node the page makes, counted: a sound is a context and nodes in it.
COUNT_AUDIO = """
window.audioCalls = 0;
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { super(...args); window.audioCalls += 1; }
  createOscillator() { window.audioCalls += 1; return super.createOscillator(); }
  createBufferSource() { window.audioCalls += 1; return super.createBufferSource(); }
};
"""

SET_SEEN = """(state) => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
}"""


def move_once(page: Page, moves: str) -> None:
    """Plays one move (column 4 onto where it goes, or a deal) and waits for it."""
    page.keyboard.press("d")
    # Generous: on a busy two-core machine the device's snapshot may be booting beside the table.
    expect(page.locator('[data-counter="moves"]')).to_have_text(moves, timeout=20_000)


def test_sound_is_off_until_turned_on_and_then_a_move_makes_audio_but_never_in_a_hidden_tab(
    page: Page, open_ready: OpenReady
) -> None:
    page.add_init_script(COUNT_AUDIO)
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    root = page.locator("html")
    expect(root).to_have_attribute("data-sound", "off")
    move_once(page, "1")
    page.wait_for_timeout(300)  # a sound would start at once; give it the time to
    assert page.evaluate("window.audioCalls") == 0
    open_panel(page, "settings", "settings-panel")
    page.locator('[data-setting="sound"]').check()
    close_panel(page, "settings-panel")
    expect(root).to_have_attribute("data-sound", "on")
    move_once(page, "2")
    page.wait_for_function("window.audioCalls > 0")
    made = page.evaluate("window.audioCalls")
    page.evaluate(SET_SEEN, "hidden")
    assert page.evaluate("window.solitaireSound.play('place')") is False
    assert page.evaluate("window.audioCalls") == made
    page.evaluate(SET_SEEN, "visible")
    page.reload()
    guard.wait_ready()
    expect(root).to_have_attribute("data-sound", "on")  # kept
    guard.check()


def test_a_hidden_clock_shows_no_time_and_the_statistics_still_keep_it(page: Page, open_ready: OpenReady) -> None:
    page.clock.install()
    guard = open_ready(page, board_link(TWO_TO_WIN))
    open_panel(page, "settings", "settings-panel")
    page.locator('[data-setting="clock"]').check()
    close_panel(page, "settings-panel")
    root = page.locator("html")
    expect(root).to_have_attribute("data-clock", "hidden")
    expect(page.locator('[data-counter="time"]')).to_be_hidden()
    page.locator('[data-pile="2"]').click()
    page.locator('[data-pile="1"]').click()  # the first move starts the clock
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    page.clock.fast_forward(65_000)
    page.locator('[data-pile="3"]').click()
    page.locator('[data-pile="1"]').click()  # and the second wins
    expect(page.locator("#result")).to_be_visible(timeout=10_000)
    expect(page.locator("#result-time")).to_be_hidden()
    fastest = page.evaluate("JSON.parse(localStorage.getItem('solitaire.stats')).data['spider-1'].fastest")
    assert fastest >= 60  # the time was kept all the same
    page.reload()
    guard.wait_ready()
    expect(root).to_have_attribute("data-clock", "hidden")
    guard.check()


def test_large_faces_chosen_on_a_desktop_and_kept_from_the_first_paint(page: Page, open_ready: OpenReady) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    root = page.locator("html")
    expect(root).to_have_attribute("data-faces", "classic")
    open_panel(page, "settings", "settings-panel")
    page.locator('[data-setting="faces"]').select_option("large")
    close_panel(page, "settings-panel")
    expect(root).to_have_attribute("data-faces", "large")
    card = page.locator('#columns [data-pile="4"] [data-card]').last
    share = card.evaluate("c => parseFloat(getComputedStyle(c, '::before').fontSize) / c.getBoundingClientRect().width")
    assert share >= 0.4
    page.add_init_script(
        """document.addEventListener("DOMContentLoaded", () => {
          window.facesFirst = document.documentElement.dataset.faces;
        });"""
    )
    page.reload()
    guard.wait_ready()
    assert page.evaluate("window.facesFirst") == "large"  # before Python was up
    guard.check()
