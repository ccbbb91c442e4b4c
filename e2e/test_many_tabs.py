"""One player, many tabs: two tabs of the site in one browser each keep what the player did in it,
and each shows what the other did at once, with no reload: games won in each count twice, a deal
link opened beside a game in progress loses neither game, and a setting chosen in each holds.
(Firefox and WebKit play the same in e2e/across_engines.py.)"""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, expect

from boards import ANOTHER_TWO_TO_WIN, TWO_TO_WIN, board_link
from conftest import OpenReady
from reading import close_panel, open_panel, win

FIRST, SECOND = "/?game=spider&deal=41739205-2", "/?game=spider&deal=7-1"


def played_and_won(page: Page) -> tuple[str, str]:
    """One suit Spider's games played and won, as the open statistics panel shows them."""
    row = page.locator('#stats-table tr[data-variant="spider-1"]')
    return row.locator('td[data-label="Played"]').inner_text(), row.locator('td[data-label="Won"]').inner_text()


def deal_once(page: Page, moves: str) -> None:
    page.keyboard.press("d")
    expect(page.locator('[data-counter="moves"]')).to_have_text(moves, timeout=20_000)


def test_two_tabs_each_win_a_game_and_both_count_in_both(context: BrowserContext, open_ready: OpenReady) -> None:
    first, second = context.new_page(), context.new_page()
    guards = [open_ready(first, board_link(TWO_TO_WIN)), open_ready(second, board_link(ANOTHER_TWO_TO_WIN))]
    win(first)
    first.locator('#result [data-action="close-result"]').click()
    open_panel(first, "stats", "stats-panel")
    first.locator("#stats-game").select_option("spider-1")
    expect(first.locator('#stats-table tr[data-variant="spider-1"] td[data-label="Played"]')).to_have_text("1")

    for key in "2141":  # the second tab's win adds to what is stored now, not to what it read
        second.keyboard.press(key)
    expect(second.locator("#result")).to_be_visible(timeout=15_000)
    second.locator('#result [data-action="close-result"]').click()
    open_panel(second, "stats", "stats-panel")
    second.locator("#stats-game").select_option("spider-1")
    expect(second.locator('#stats-table tr[data-variant="spider-1"] td[data-label="Played"]')).to_have_text("2")
    assert played_and_won(second) == ("2", "2")
    # The first tab's panel, open all along, shows the second's win: no reload.
    expect(first.locator('#stats-table tr[data-variant="spider-1"] td[data-label="Played"]')).to_have_text("2")
    assert played_and_won(first) == ("2", "2")
    for guard in guards:
        guard.check()


def test_a_deal_link_in_a_second_tab_loses_neither_game(context: BrowserContext, open_ready: OpenReady) -> None:
    first = context.new_page()
    guards = [open_ready(first, FIRST)]
    deal_once(first, "1")
    second = context.new_page()  # a deal link someone sent, opened beside the game
    guards.append(open_ready(second, SECOND))
    expect(second.locator("#parked")).to_be_visible()  # the first tab's game, kept aside
    deal_once(second, "1")
    # The first tab hears it: its game is aside now, and it says so, offering to take it back.
    elsewhere = first.locator("#elsewhere")
    expect(elsewhere).to_be_visible()
    expect(elsewhere).to_contain_text("another tab")
    deal_once(first, "2")  # a move takes it back: the second tab's game goes aside in its place
    expect(elsewhere).to_be_hidden()
    expect(first.locator("#parked")).to_be_visible()
    expect(second.locator("#elsewhere")).to_be_visible()
    deal_once(second, "2")
    first.keyboard.press("d")
    expect(first.locator('[data-counter="moves"]')).to_have_text("3", timeout=20_000)
    for page, guard in zip((first, second), guards, strict=True):
        guard.check()
        page.close()

    visit = context.new_page()  # a new visit: the game touched last, the other kept aside and said
    guard = open_ready(visit, "/")
    expect(visit.locator("html")).to_have_attribute("data-deal", "41739205-2")
    expect(visit.locator('[data-counter="moves"]')).to_have_text("3")
    expect(visit.locator("#parked-text")).to_contain_text("2 moves")
    visit.locator('#parked [data-action="return"]').click()  # and the other is there to go back to
    expect(visit.locator("html")).to_have_attribute("data-deal", "7-1")
    expect(visit.locator('[data-counter="moves"]')).to_have_text("2")
    guard.check()


def test_a_setting_chosen_in_each_tab_holds_and_shows_in_both(context: BrowserContext, open_ready: OpenReady) -> None:
    first, second = context.new_page(), context.new_page()
    guards = [open_ready(first, FIRST), open_ready(second, FIRST)]
    open_panel(first, "settings", "settings-panel")
    first.locator('[data-setting="theme"]').select_option("dark")
    close_panel(first, "settings-panel")
    expect(second.locator("html")).to_have_attribute("data-theme", "dark")  # at once, no reload
    open_panel(second, "settings", "settings-panel")
    second.locator('[data-setting="sound"]').check()
    close_panel(second, "settings-panel")
    expect(first.locator("html")).to_have_attribute("data-sound", "on")
    for page in (first, second):
        expect(page.locator("html")).to_have_attribute("data-theme", "dark")  # neither undid the other
        expect(page.locator("html")).to_have_attribute("data-sound", "on")
        page.reload()
        expect(page.locator("html")).to_have_attribute("data-theme", "dark")
        expect(page.locator("html")).to_have_attribute("data-sound", "on")
    for guard in guards:
        guard.check()
