"""How to play, in the app: offered on a first game, opened from the menu or with ?, for every
game, with its worked example played on a picture of the table."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from reading import Open
from table.control.help import STEP_MS
from table.show.guides import GUIDES

STEP_WAIT = STEP_MS * 3  # milliseconds: a step as it plays by itself, on a busy machine

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
    """The cards of each pile of the example's picture (stock, waste and foundation too), bottom
    to top."""
    found = page.locator("#example .pile").evaluate_all(
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
    intro = f"{len(steps)} steps. {GUIDES[game].example.intro}"
    expect(step).to_have_text(intro)
    start = example_cards(page)
    next_step = help_panel.locator('[data-action="example-next"]')
    shown = [start]
    for number, said in enumerate(steps, start=1):  # each step moves cards, and marks where from
        next_step.click()
        expect(step).to_have_text(f"Step {number} of {len(steps)}: {said.says}")
        shown.append(example_cards(page))
        assert shown[-1] != shown[-2], f"step {number} left the picture as it was"
        expect(page.locator('#example [data-mark="from"]')).to_have_count(1)
    expect(next_step).to_have_attribute("aria-disabled", "true")  # the last step
    help_panel.locator('[data-action="example-back"]').click()
    expect(step).to_have_text(f"Step {len(steps) - 1} of {len(steps)}: {steps[-2].says}")
    assert example_cards(page) == shown[-2]  # drawn again with its cards
    help_panel.locator('[data-action="example-play"]').click()  # by itself, from the start
    expect(step).to_have_text(intro)
    assert example_cards(page) == start
    expect(step).to_have_text(f"Step 1 of {len(steps)}: {steps[0].says}", timeout=STEP_WAIT)
    page.keyboard.press("Escape")
    expect(help_panel).to_be_hidden()
    assert page.locator('[data-counter="moves"]').inner_text() == "0"  # the table never moved
    page.reload()
    page.wait_for_selector("html[data-ready]")
    expect(offer).to_be_hidden()  # offered once per game


def test_the_example_plays_by_itself_to_its_last_step(table: Open) -> None:
    page = table(f"/?game=spider&deal={DEALS['spider']}")
    page.locator('#offer [data-action="help"]').click()
    steps = GUIDES["spider"].example.steps
    page.locator('#help-panel [data-action="example-play"]').click()
    step = page.locator("#example-step")
    for number, said in enumerate(steps, start=1):
        expect(step).to_have_text(f"Step {number} of {len(steps)}: {said.says}", timeout=STEP_WAIT)
    expect(page.locator('#help-panel [data-action="example-next"]')).to_have_attribute("aria-disabled", "true")


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
