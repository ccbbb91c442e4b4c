"""Deals by difficulty: the menu offers the grades of the game on the table, a grade chosen deals
from its pool and says so, its link deals the same cards in a fresh browser, and the statistics
read per grade."""

from __future__ import annotations

import gzip
from pathlib import Path

from playwright.sync_api import Page, expect

from conftest import NewDevice, OpenReady
from reading import cards, close_panel, open_panel, tap_move
from solitaire.graded import GRADES, graded_deals, grades_of

LINES = Path(__file__).resolve().parent.parent / "tests" / "data" / "graded"


def all_cards(page: Page) -> dict[str, list[str]]:
    piles = page.locator("[data-pile]").evaluate_all("els => els.map(e => e.dataset.pile)")
    return {str(pile): cards(page, str(pile)) for pile in piles}


def first_move(variant_id: str, code: str) -> str:
    """The first move of the deal's kept winning line (scripts/graded_deals.py)."""
    for text in gzip.decompress((LINES / f"{variant_id}.txt.gz").read_bytes()).decode().splitlines():
        _, found, verdict, _, _, _, *line = text.split()
        if found == code and verdict == "won":
            return next(move for move in line if move != "d")
    raise AssertionError(f"{code} is no won deal of {variant_id}")


def test_a_grade_from_the_menu_deals_from_its_pool_and_its_link_deals_the_same_cards_elsewhere(
    page: Page, open_ready: OpenReady, new_device: NewDevice
) -> None:
    guard = open_ready(page, "/?game=spider&deal=5-4")
    root = page.locator("html")
    expect(root).not_to_have_attribute("data-grade", "hard")
    expect(page.locator("#grade")).to_be_hidden()
    page.locator("#menu summary").click()
    offered = [grade for grade in GRADES if page.locator(f'#grades [data-grade="{grade}"]').is_visible()]
    assert offered == list(grades_of("spider-4"))
    page.locator('#grades [data-grade="hard"]').click()
    expect(root).to_have_attribute("data-grade", "hard")
    code = root.get_attribute("data-deal")
    assert code in graded_deals("spider-4", "hard")
    expect(page.locator("#grade")).to_have_text("Hard deal")
    expect(page.locator("#menu .menu-items")).to_be_hidden()  # the menu closed
    assert page.url.endswith(f"?game=spider&deal={code}")
    mine = all_cards(page)
    tap_move(page, first_move("spider-4", code))
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")

    other = new_device()
    try:
        second = other.new_page()
        open_ready(second, f"/?game=spider&deal={code}")
        expect(second.locator("html")).to_have_attribute("data-grade", "hard")
        expect(second.locator("#grade")).to_have_text("Hard deal")
        assert all_cards(second) == mine
    finally:
        other.close()

    page.locator(".controls [data-action='new']").click()  # a random deal: the game left counts as played
    expect(root).not_to_have_attribute("data-deal", code)
    expect(page.locator("#grade")).to_be_hidden()
    assert root.get_attribute("data-grade") is None
    open_panel(page, "stats", "stats-panel")
    page.locator("#stats-game").select_option("spider-4")
    hard = page.locator('#stats-table tr[data-grade="hard"]')
    expect(hard.locator("th")).to_have_text("Hard deals")
    expect(hard.locator('td[data-label="Played"]')).to_have_text("1")
    expect(page.locator('#stats-table tr[data-grade="easy"] td[data-label="Played"]')).to_have_text("0")
    expect(page.locator('#stats-table tr[data-variant="spider-4"] td[data-label="Played"]')).to_have_text("1")
    close_panel(page, "stats-panel")
    guard.check()


def test_a_game_with_no_grades_offers_none(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=scorpion&deal=5")
    page.locator("#menu summary").click()
    expect(page.locator('#menu [data-action="stats"]')).to_be_visible()
    expect(page.locator("#grades")).to_be_hidden()
    guard.check()
