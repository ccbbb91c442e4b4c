"""Reading the table in the browser, as the tests do: a pile's cards, a counter's value, a game's
row of statistics."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable

from playwright.sync_api import Page, TimeoutError, expect

Open = Callable[[str], Page]  # the `table` fixture (conftest.py): opens the table at a link
# Whether the deck's sheet applies: a face-up card's pips come from it (in every engine).
FACES_DRAWN = """() => {
  const card = document.querySelector('[data-card]:not([data-card="??"])');
  return card !== null && getComputedStyle(card).getPropertyValue("--pips").includes("data:image/svg+xml");
}"""


def cards(page: Page, pile: str) -> list[str]:
    """The `data-card` of each card in a pile, bottom to top."""
    found = page.locator(f'[data-pile="{pile}"] [data-card]').evaluate_all("els => els.map(e => e.dataset.card)")
    return [str(card) for card in found]


def counter(page: Page, name: str) -> str:
    return page.locator(f'[data-counter="{name}"]').inner_text()


def open_panel(page: Page, action: str, panel: str) -> None:
    """Opens a dialog from the menu (`action`: its item's data-action) and waits until it shows."""
    page.locator("#menu summary").click()
    page.locator(f'#menu [data-action="{action}"]').click()
    expect(page.locator(f"#{panel}")).to_be_visible()  # filled before it opens


def close_panel(page: Page, panel: str) -> None:
    """Closes a dialog by its Close button; the table's keys wait for it to be gone (a key pressed
    while it is open is the dialog's)."""
    page.locator(f'#{panel} [data-action="close-panel"]').click()
    expect(page.locator(f"#{panel}")).to_be_hidden()


def answer(page: Page, kind: str, answer: str) -> str:
    """Answers the page's question about `kind` (`data-question`) as a player does: its button
    `answer` ("yes" or "no"), or the Escape key; gives what it asked."""
    dialog = page.locator(f'dialog[data-question="{kind}"]')
    expect(dialog).to_be_visible()
    asked = page.locator("#question-text").inner_text()
    if answer == "Escape":
        page.keyboard.press("Escape")
    else:
        dialog.locator(f'[data-answer="{answer}"]').click()
    expect(dialog).to_be_hidden()
    return asked


def stats_row(page: Page, variant: str) -> list[str]:
    """A game's row in the statistics panel, opened from the menu (on the game on the table), the
    game chosen there, and closed again."""
    open_panel(page, "stats", "stats-panel")
    page.locator("#stats-game").select_option(variant)
    cells = page.locator(f'#stats-table tr[data-variant="{variant}"] td')
    expect(cells.first).to_be_visible()
    row = cells.all_inner_texts()
    close_panel(page, "stats-panel")
    return row


SHOWS = """([pile, wanted]) => JSON.stringify(
  [...document.querySelectorAll(`[data-pile="${pile}"] [data-card]`)].map((card) => card.dataset.card)
) === wanted"""


def expect_cards(page: Page, pile: str, expected: list[str], timeout: float = 5_000) -> None:
    """Waits for a pile to show `expected`, bottom to top: the table redraws a moment after the
    gesture, once its Python (in a worker) has played the move."""
    with contextlib.suppress(TimeoutError):  # the assertion below says what it shows instead
        page.wait_for_function(SHOWS, arg=[pile, json.dumps(expected, separators=(",", ":"))], timeout=timeout)
    assert cards(page, pile) == expected


def win(page: Page) -> None:
    """Wins TWO_TO_WIN (boards.py) with its two moves, and waits for the result card."""
    page.keyboard.press("2")
    page.keyboard.press("1")
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    page.keyboard.press("3")
    page.keyboard.press("1")
    result_card_shown(page)


def result_card_shown(page: Page) -> None:
    """Waits for a win's result card, ending its celebration with a key, as a player may."""
    card = page.locator("#result")
    page.wait_for_timeout(300)
    if not card.is_visible():
        page.keyboard.press("Escape")  # the celebration ends on a key
    expect(card).to_be_visible(timeout=15_000)


def tap_move(page: Page, move: str) -> None:
    """A move between piles as a player makes it: a tap on the cards, fewer of them first for
    `3>7:2`, and one on where they go."""
    source, _, rest = move.partition(">")
    target, _, count = rest.partition(":")
    page.locator(f'[data-pile="{source}"] [data-card]').last.click()
    while count and page.locator("#pick-count").inner_text() != count:
        page.locator('[data-action="fewer"]').click()
    page.locator(f'[data-pile="{target}"]').click()
