"""Cards held while the game changes under them: the table never draws a pick that the game no
longer backs, and the page is redrawn with the game.

Found by random play from a near-won two-suit board: a whole run moved into an empty column and
picked up there, then Undo. The run went back, but the held pick still named the emptied column;
drawing it raised, the page was never redrawn, and the next taps acted on cards that were not
where they looked."""

from __future__ import annotations

from playwright.sync_api import expect

from boards import board, board_link
from reading import Open, counter, expect_cards

SPADES = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
HEARTS = SPADES.replace("S", "H")
# Two runs to go, each waiting for its ace; columns 5 to 10 empty.
TWO_SUITS = board("spider-2", {1: SPADES, 2: HEARTS, 3: "AS", 4: "AH"}, done="S S S H H H")


def test_undo_while_holding_a_run_moved_into_an_empty_column_redraws_the_table(table: Open) -> None:
    page = table(board_link(TWO_SUITS))
    page.locator('[data-pile="1"] [data-card]').last.click()  # the whole run in hand
    page.locator('[data-pile="5"]').click()  # into the first empty column
    expect_cards(page, "5", SPADES.split())
    assert counter(page, "moves") == "1"
    page.locator('[data-pile="5"] [data-card]').last.click()  # picked up again, there
    expect(page.locator('[data-pile="5"].holding')).to_have_count(1)
    page.locator("#undo").click()
    expect_cards(page, "1", SPADES.split())  # the run is back where it was, and drawn there
    expect_cards(page, "5", [])
    expect(page.locator('[data-counter="moves"]')).to_have_text("0")
    expect(page.locator(".lifted")).to_have_count(0)  # nothing in hand that is not there
    expect(page.locator("[data-target]")).to_have_count(0)
    # The next tap acts on the cards where they are: the run picked up from column 1 again.
    page.locator('[data-pile="1"] [data-card]').last.click()
    expect(page.locator('[data-pile="1"].holding')).to_have_count(1)
    expect(page.locator("[data-target]")).to_have_count(6)
