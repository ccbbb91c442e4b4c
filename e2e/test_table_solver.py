"""The solver at the table: "show me", the live verdict, and winnable deals only."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from boards import board, board_link
from reading import Open, counter
from solitaire import from_text, new_game
from solitaire.solver import solve

SOLVED = 90_000  # ms: the worker boots its own Python (the ordinary way on a first visit) first

# Two moves from a win: the three onto the four, then the six down to the ace onto the seven.
NEAR_WIN = board("spider-1", {1: "KS QS JS TS 9S 8S 7S", 2: "6S 5S 4S", 3: "3S 2S AS"}, done="S S S S S S S")
# Three cards can never fill ten columns, so the last row is never dealt: lost, though cards move.
LOST = board("spider-1", {1: "KS", 2: "5S", 3: "9S"}, done="S S S S S S S", stock_rows=1)
# Notes every verdict the page is told from now on.
WATCH_VERDICT = """() => {
  const verdict = document.getElementById("verdict");
  window.verdicts = [];
  new MutationObserver(() => window.verdicts.push(verdict.dataset.verdict)).observe(verdict, { attributes: true });
}"""


def change_settings(page: Page, *boxes: str) -> None:
    """Ticks settings checkboxes by their selectors, as a player does, and closes the panel."""
    page.locator("#menu summary").click()
    page.locator('[data-action="settings"]').click()
    for box in boxes:
        page.locator(f"#settings-form {box}").check()
    page.locator('#settings-panel [data-action="close-panel"]').click()


def show_me(page: Page) -> None:
    page.locator("#menu summary").click()
    page.locator('[data-action="show-me"]').click()


def test_show_me_plays_a_winning_line_and_each_move_can_be_undone(table: Open) -> None:
    page = table(board_link(NEAR_WIN))
    show_me(page)
    result = page.locator("#result")
    expect(result).to_be_visible(timeout=SOLVED)
    expect(result).to_contain_text("You won!")
    assert counter(page, "moves") == "2" and counter(page, "completed") == "8"
    result.locator('[data-action="close-result"]').click()  # the card holds the focus until closed
    page.locator("#undo").click()
    expect(result).to_be_hidden()
    expect(page.locator('[data-counter="completed"]')).to_have_text("7")
    assert counter(page, "moves") == "1"


def test_show_me_on_a_lost_game_says_so(table: Open) -> None:
    page = table(board_link(LOST))
    show_me(page)
    expect(page.locator("#message")).to_contain_text("can no longer be won", timeout=SOLVED)
    assert counter(page, "moves") == "0"


def test_the_live_verdict_follows_the_moves_and_the_table_answers_meanwhile(table: Open) -> None:
    # A four-suit deal the solver cannot decide within its budget: it searches for seconds.
    page = table("/?game=spider&deal=6-4")
    verdict = page.locator("#verdict")
    expect(verdict).to_be_hidden()
    change_settings(page, 'input[name="live_verdict"]')
    expect(verdict).to_have_attribute("data-verdict", "asking")
    page.locator('[data-pile="1"] [data-card]').last.click()
    expect(page.locator('[data-pile="1"] .lifted')).to_have_count(1)
    # The tap was answered while the worker was still searching.
    assert verdict.get_attribute("data-verdict") == "asking"
    page.keyboard.press("Escape")
    expect(verdict).to_have_attribute("data-verdict", "unknown", timeout=SOLVED)
    expect(verdict).to_have_text("can't tell")

    # A lost game says so, after each move too.
    page.goto(board_link(LOST))
    page.wait_for_selector("html[data-ready]")
    expect(verdict).to_have_attribute("data-verdict", "unwinnable", timeout=SOLVED)
    page.locator('[data-pile="1"] [data-card]').last.click()
    page.locator('[data-pile="4"]').click()
    expect(page.locator('[data-pile="4"] [data-card]')).to_have_count(1)
    expect(verdict).to_have_attribute("data-verdict", "unwinnable", timeout=SOLVED)
    expect(verdict).to_have_text("no longer")

    # A game that can be won says so; a move along the solver's line keeps it so at once.
    page.goto(board_link(NEAR_WIN))
    page.wait_for_selector("html[data-ready]")
    expect(verdict).to_have_attribute("data-verdict", "won", timeout=SOLVED)
    expect(verdict).to_have_text("yes")
    _, line = solve(from_text(NEAR_WIN), 10)
    source, target = line[0].split(">")
    page.evaluate(WATCH_VERDICT)
    page.locator(f'[data-pile="{source}"] [data-card]').last.click()
    page.locator(f'[data-pile="{target}"]').click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    expect(verdict).to_have_attribute("data-verdict", "won")
    assert "asking" not in page.evaluate("window.verdicts"), "the solver was asked again"


def test_a_winnable_only_new_game_is_one_the_solver_won(table: Open) -> None:
    page = table("/?game=beehive&deal=4")  # a deal the solver proves lost
    change_settings(page, 'input[name="winnable"][value="beehive"]')
    page.locator('.controls [data-action="new"]').click()
    message = page.locator("#message")
    expect(message).to_contain_text("Winnable with perfect play", timeout=SOLVED)
    html = page.locator("html")
    assert html.get_attribute("data-game") == "beehive"
    code = html.get_attribute("data-deal")
    assert code is not None and code != "4"
    verdict, line = solve(new_game("beehive", code), 10)
    assert verdict == "won" and line
