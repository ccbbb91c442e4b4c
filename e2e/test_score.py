"""The score (docs/rules.md): hidden until the player shows it, then beside the counters, on the
result card and in the statistics; an undo's cost as the player chose."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from boards import TWO_TO_WIN, board_link
from reading import close_panel, open_panel, win


def test_the_score_shows_when_asked_on_the_table_the_result_card_and_the_statistics(
    table: Callable[[str], Page],
) -> None:
    page = table(board_link(TWO_TO_WIN))
    score = page.locator('[data-counter="score"]')
    expect(score).to_be_hidden()  # hidden until the player shows it
    open_panel(page, "settings", "settings-panel")
    page.locator('#settings-form [name="score"]').check()
    close_panel(page, "settings-panel")
    expect(page.locator("html")).to_have_attribute("data-score", "shown")
    expect(score).to_be_visible()
    expect(score).to_have_text("1,200")  # seven runs home
    page.keyboard.press("u")  # nothing to undo yet: no cost
    win(page)
    expect(page.locator("#result-score")).to_be_visible()
    expect(page.locator("#result-score")).to_have_text("1,298")  # eight runs, two moves
    page.locator('#result [data-action="close-result"]').click()
    open_panel(page, "stats", "stats-panel")
    best = page.locator('#stats-table tr[data-variant="spider-1"] td.score')
    expect(best).to_be_visible()
    expect(best).to_have_text("1,298")
    width = page.viewport_size["width"] if page.viewport_size else 0
    for cell in page.locator("#stats-table td:visible").all():  # the new column fits beside the others
        box = cell.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= width
    close_panel(page, "stats-panel")

    open_panel(page, "settings", "settings-panel")  # hidden again, everywhere
    page.locator('#settings-form [name="score"]').uncheck()
    close_panel(page, "settings-panel")
    expect(score).to_be_hidden()
    open_panel(page, "stats", "stats-panel")
    expect(best).to_be_hidden()
    close_panel(page, "stats-panel")


def test_an_undo_costs_the_score_as_the_player_chose(table: Callable[[str], Page]) -> None:
    page = table(board_link(TWO_TO_WIN))
    open_panel(page, "settings", "settings-panel")
    page.locator('#settings-form [name="score"]').check()
    expect(page.locator('#settings-form [name="undos_count"]')).to_be_checked()  # as in Windows
    close_panel(page, "settings-panel")
    score = page.locator('[data-counter="score"]')
    page.keyboard.press("2")
    page.keyboard.press("1")
    expect(score).to_have_text("1,199")
    page.keyboard.press("u")
    expect(score).to_have_text("1,198")  # the undo's point, and the move's kept
    open_panel(page, "settings", "settings-panel")
    page.locator('#settings-form [name="undos_count"]').uncheck()
    close_panel(page, "settings-panel")
    expect(score).to_have_text("1,200")  # undos free: the move's point comes back
    page.reload()
    page.wait_for_selector("html[data-ready]")
    expect(score).to_have_text("1,200")  # kept, from the first paint on
