"""How to play, in the app: offered on a first game, opened from the menu or with ?, for every
game, with its worked example played on a picture of the table."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from reading import Open
from table.show.guides import GUIDES

DEALS = {
    "spider": "41739205-2",
    "beetle": "123",
    "beehive": "4242",
    "spiderette": "4242-2",
    "will-o-the-wisp": "4242-1",
    "simple-simon": "4242",
    "mrs-mop": "4242",
    "scorpion": "4242",
}


def example_cards(page: Page) -> list[list[str]]:
    """The cards of each column of the example's picture, bottom to top."""
    found = page.locator("#example .pile-column").evaluate_all(
        "els => els.map(e => [...e.querySelectorAll('[data-shows]')].map(c => c.dataset.shows))"
    )
    return [[str(card) for card in column] for column in found]


@pytest.mark.parametrize("game", sorted(GUIDES))
def test_the_help_opens_for_each_game_and_its_example_plays(table: Open, game: str) -> None:
    page = table(f"/?game={game}&deal={DEALS[game]}")
    offer = page.locator("#offer")
    expect(offer).to_be_visible()  # a first game of this kind
    offer.locator('[data-action="help"]').click()
    help_panel = page.locator("#help-panel")
    expect(help_panel).to_be_visible()
    expect(page.locator("#help-title")).to_contain_text("How to play")
    expect(offer).to_be_hidden()
    steps = GUIDES[game].example.steps
    step = page.locator("#example-step")
    expect(step).to_have_text(f"{len(steps)} steps. {GUIDES[game].example.intro}")
    start = example_cards(page)
    help_panel.locator('[data-action="example-next"]').click()
    expect(step).to_have_text(f"Step 1 of {len(steps)}: {steps[0].says}")
    assert example_cards(page) != start
    expect(page.locator('#example [data-mark="from"]')).to_have_count(1)
    help_panel.locator('[data-action="example-back"]').click()
    expect(step).to_have_text(f"{len(steps)} steps. {GUIDES[game].example.intro}")  # drawn with its cards
    assert example_cards(page) == start
    help_panel.locator('[data-action="example-play"]').click()  # by itself, a step at a time
    expect(step).to_have_text(f"Step {len(steps)} of {len(steps)}: {steps[-1].says}", timeout=20_000)
    page.keyboard.press("Escape")
    expect(help_panel).to_be_hidden()
    assert page.locator('[data-counter="moves"]').inner_text() == "0"  # the table never moved
    page.reload()
    page.wait_for_selector("html[data-ready]")
    expect(offer).to_be_hidden()  # offered once per game


def test_question_mark_opens_the_key_map_and_escape_gives_the_focus_back(table: Open) -> None:
    page = table("/?game=beehive&deal=4242")
    page.locator('[data-pile="3"]').focus()
    page.keyboard.press("?")
    expect(page.locator("#help-panel")).to_be_visible()
    assert page.evaluate("document.activeElement.id") == "keys-title"
    expect(page.locator(".key-map")).to_contain_text("Pick up from the beehive")
    page.keyboard.press("d")  # the table's keys rest
    assert page.locator('[data-counter="moves"]').inner_text() == "0"
    page.keyboard.press("Escape")
    expect(page.locator("#help-panel")).to_be_hidden()
    assert page.evaluate("document.activeElement.dataset.pile") == "3"
