"""Reading the table in the browser, as the tests do: a pile's cards, a counter's value, a game's
row of statistics."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page

Open = Callable[[str], Page]  # the `table` fixture (conftest.py): opens the table at a link


def cards(page: Page, pile: str) -> list[str]:
    """The `data-card` of each card in a pile, bottom to top."""
    found = page.locator(f'[data-pile="{pile}"] [data-card]').evaluate_all("els => els.map(e => e.dataset.card)")
    return [str(card) for card in found]


def counter(page: Page, name: str) -> str:
    return page.locator(f'[data-counter="{name}"]').inner_text()


def stats_row(page: Page, variant: str) -> list[str]:
    """A game's row in the statistics panel, opened from the menu and closed again."""
    page.locator("#menu summary").click()
    page.locator('[data-action="stats"]').click()
    row = page.locator(f'#stats-table tr[data-variant="{variant}"] td').all_inner_texts()
    page.locator('#stats-panel [data-action="close-panel"]').click()
    return row
