"""The cards the last move moved carry data-last, through moves and undo; and a game whose rest
needs no choice is offered a finish, played out move by move, undoable, a win of the player's."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from boards import board, board_link
from conftest import OpenReady

# All face up, nothing to deal, and won by two moves: 2>1, then 3>1.
FINISHABLE = board("spider-1", {1: "KS QS JS TS 9S 8S 7S", 2: "6S 5S 4S", 3: "3S 2S AS"}, done="S S S S S S S")
MARKED = "[data-last]"


def marked(page: Page) -> list[str]:
    """The piles whose cards are marked, with the marked cards, in the page's order."""
    found: list[str] = page.locator(MARKED).evaluate_all(
        "cs => cs.map(c => c.closest('[data-pile]').dataset.pile + ':' + c.dataset.card)"
    )
    return found


def test_data_last_follows_each_move_and_undo(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=spider&deal=41739205-1")
    assert marked(page) == []
    page.keyboard.press("d")
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    expect(page.locator(MARKED)).to_have_count(10)  # the card dealt onto each column
    tops = page.locator("#columns [data-pile]").evaluate_all(
        "ps => ps.map(p => p.dataset.pile + ':' + p.lastElementChild.dataset.card)"
    )
    assert marked(page) == tops
    page.locator('[data-action="hint"]').click()
    hinted = page.locator(".pile.hinted")
    expect(hinted).to_have_count(2)
    source, target = hinted.evaluate_all("ps => ps.map(p => p.dataset.pile)")
    page.locator(f'[data-pile="{source}"]').click()
    page.locator(f'[data-pile="{target}"]').click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("2")
    after_move = marked(page)
    assert after_move and all(mark.startswith(f"{target}:") for mark in after_move)
    page.locator('.controls [data-action="undo"]').click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    assert marked(page) == tops  # the deal is the last move again
    page.locator('.controls [data-action="redo"]').click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("2")
    assert marked(page) == after_move
    guard.check()


def test_an_all_face_up_game_is_offered_a_finish_that_plays_out_to_the_result_undoably(
    page: Page, open_ready: OpenReady
) -> None:
    guard = open_ready(page, board_link(FINISHABLE))
    finish = page.locator('[data-action="finish"]')
    expect(finish).to_be_visible(timeout=20_000)  # once the solver has found the line
    finish.click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("2", timeout=10_000)  # the line's two moves
    expect(page.locator("#result")).to_be_visible(timeout=10_000)
    expect(page.locator("#result")).to_contain_text("You won!")
    expect(finish).to_be_hidden()
    stats = page.evaluate("JSON.parse(localStorage.getItem('solitaire.stats')).data['spider-1']")
    assert stats["won"] == 1  # the player's own win
    page.locator('[data-action="close-result"]').click()
    page.locator('.controls [data-action="undo"]').click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    expect(page.locator('[data-counter="completed"]')).to_have_text("7")
    guard.check()


def test_a_finish_stops_at_a_tap_on_the_table(page: Page, open_ready: OpenReady) -> None:
    long_line = board(
        "spider-1",
        {1: "KS QS JS TS 9S", 2: "8S", 3: "7S", 4: "6S", 5: "5S", 6: "4S", 7: "3S", 8: "2S", 9: "AS"},
        done="S S S S S S S",
    )
    guard = open_ready(page, board_link(long_line))
    finish = page.locator('[data-action="finish"]')
    expect(finish).to_be_visible(timeout=20_000)
    finish.click()
    # Once the finish has begun (asked often: a move lasts half a second, and expect's polls grow
    # to a second apart), the player takes over.
    page.wait_for_function(
        "Number(document.querySelector('[data-counter=\"moves\"]').textContent) >= 1", polling=50, timeout=10_000
    )
    page.locator('[data-pile="10"]').click()
    moves = page.locator('[data-counter="moves"]').inner_text()
    page.wait_for_timeout(1_500)  # three moves' time, at the default speed
    expect(page.locator('[data-counter="moves"]')).to_have_text(moves)
    assert int(moves) < 8  # stopped before the line was played out
    expect(page.locator("#result")).to_be_hidden()
    guard.check()
