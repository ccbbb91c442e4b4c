"""Any deal by its number: the box in the menu opens it, or says what is wrong with the code."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from reading import Open, cards
from solitaire import new_game


def test_a_deal_code_typed_in_the_menu_opens_that_deal(table: Open) -> None:
    page = table("/?game=spider&deal=5-1")
    page.locator("#menu summary").click()
    box = page.locator("#deal-code")
    expect(box).to_have_attribute("placeholder", "41739205-1")
    box.fill("41739205-4")
    box.press("Enter")
    expect(page.locator("html")).to_have_attribute("data-deal", "41739205-4")
    assert page.locator("html").get_attribute("data-game") == "spider-4"
    game = new_game("spider", "41739205-4")
    assert cards(page, "1")[-1] == str(game.position.columns[0].cards[-1])
    expect(page).to_have_url(re.compile(r"\?game=spider&deal=41739205-4$"))  # the address follows
    expect(page.locator("#menu")).not_to_have_attribute("open", "")


def test_a_bad_deal_code_says_why_and_leaves_the_game_alone(table: Open) -> None:
    page = table("/?game=beetle&deal=123")
    before = cards(page, "1")
    page.locator("#menu summary").click()
    page.locator("#deal-code").fill("123-4")
    page.locator('#deal-form button[type="submit"]').click()
    problem = page.locator("#deal-problem")
    expect(problem).to_be_visible()
    expect(problem).to_have_text(
        "That deal code cannot be opened: '123-4' is not a Beetle deal code: a whole number like 41739205, "
        "without leading zeros."
    )
    assert page.locator("html").get_attribute("data-deal") == "123" and cards(page, "1") == before
    page.locator("#deal-code").fill("124")  # corrected, it opens
    page.locator("#deal-code").press("Enter")
    expect(page.locator("html")).to_have_attribute("data-deal", "124")
    expect(problem).to_be_hidden()
