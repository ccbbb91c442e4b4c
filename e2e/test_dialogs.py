"""Every dialog, drawn from the table's state (static/app/page.js), opens filled, reads as it
should, takes the player's choices, and closes: the statistics, the settings, the help and its
example, the menu's days and deal box, and the result card of a win."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from boards import board, board_link
from reading import close_panel, open_panel

TWO_TO_WIN = board("spider-1", {1: "KS QS JS TS 9S 8S 7S", 2: "6S 5S 4S", 3: "3S 2S AS"}, done="S S S S S S S")


def test_every_dialog_opens_filled_takes_the_players_choice_and_closes(table: Callable[[str], Page]) -> None:
    page = table("/?game=beetle&deal=7")
    open_panel(page, "stats", "stats-panel")
    expect(page.locator("#stats-game")).to_have_value("beetle")
    expect(page.locator("#stats-table tr[data-variant]")).to_have_count(1)
    page.locator("#stats-game").select_option("all")  # every game, a choice away
    expect(page.locator("#stats-table tr[data-variant]")).not_to_have_count(1)
    close_panel(page, "stats-panel")

    open_panel(page, "settings", "settings-panel")
    expect(page.locator("#winnable-words")).to_have_text(
        "Deal only Beetle deals the solver has won (it sees every card)"
    )
    expect(page.locator('#settings-form [name="felt"][value="green"]')).to_be_checked()
    page.locator('#settings-form [name="felt"][value="blue"]').check()
    expect(page.locator("html")).to_have_attribute("data-felt", "blue")
    page.locator('#settings-form [name="theme"]').select_option("dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    close_panel(page, "settings-panel")
    open_panel(page, "settings", "settings-panel")  # opened again: as the player left it
    expect(page.locator('#settings-form [name="felt"][value="blue"]')).to_be_checked()
    expect(page.locator('#settings-form [name="theme"]')).to_have_value("dark")
    close_panel(page, "settings-panel")

    open_panel(page, "help", "help-panel")
    expect(page.locator("#help-title")).to_have_text("How to play Beetle")
    expect(page.locator("#help-title")).to_be_focused()
    step = page.locator("#example-step").inner_text()
    back = page.locator('#help-panel [data-action="example-back"]')
    expect(back).to_have_attribute("aria-disabled", "true")
    page.locator('#help-panel [data-action="example-next"]').click()
    expect(page.locator("#example-step")).not_to_have_text(step)
    expect(back).to_have_attribute("aria-disabled", "false")
    page.keyboard.press("Escape")  # closed by the browser itself, not by a control of ours
    expect(page.locator("#help-panel")).to_be_hidden()

    page.locator("#menu summary").click()
    expect(page.locator("#daily-date")).not_to_have_attribute("max", "")
    page.locator("#deal-code").fill("12")
    page.locator("#deal-code").press("Enter")
    expect(page.locator("html")).to_have_attribute("data-deal", "12")
    expect(page.locator("#menu")).not_to_have_attribute("open", "")
    expect(page.locator("#deal-code")).to_have_value("")


def test_the_result_card_opens_filled_on_a_win_and_closes(table: Callable[[str], Page]) -> None:
    page = table(board_link(TWO_TO_WIN))
    page.keyboard.press("2")
    page.keyboard.press("1")
    page.keyboard.press("3")
    page.keyboard.press("1")
    card = page.locator("#result")
    if not card.is_visible():
        page.keyboard.press("Escape")  # the celebration ends on a key
    expect(card).to_be_visible(timeout=15_000)
    expect(page.locator("#result-moves")).to_have_text("2")
    expect(page.locator("#result-summary")).not_to_be_empty()
    expect(page.locator("#result-new")).to_be_focused()
    page.locator('#result [data-action="close-result"]').click()
    expect(card).to_be_hidden()
