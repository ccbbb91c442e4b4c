"""What a screen reader meets: every pile named with what it holds, and one short sentence in the
live region for each thing that happens, the win's words kept to the end."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from boards import NEAR_WON, RUN, STALLED, board, board_link
from reading import Open
from solitaire import new_game

SAID = "#announce"


def said(page: Page) -> str:
    return page.locator(SAID).inner_text()


def test_the_tree_of_a_fresh_spider_deal_names_every_column_with_its_cards(table: Open) -> None:
    page = table("/?game=spider&deal=41739205-2")
    game = new_game("spider", "41739205-2")
    tree = page.locator("#columns").aria_snapshot()
    expected = ['- region "Columns":']
    for number, column in enumerate(game.position.columns, 1):
        top = column.cards[-1].name
        expected.append(f"""  - 'button "column {number}: {column.hidden} face down, then {top}"'""")  # quoted: a colon
    assert tree.splitlines() == expected  # and nothing else: no card's rank said bare
    assert page.get_by_role("button", name=re.compile(r"^stock: 5 deals left")).count() == 1


def test_a_move_a_flip_and_a_finished_run_are_said_in_one_go(table: Open) -> None:
    page = table(board_link(board("spider-1", {1: "as as " + RUN, 2: "3s AS"}, stock_rows=5)))
    page.keyboard.press("2")
    expect(page.locator(SAID)).to_have_text(re.compile(r"^Picked up the ace of spades: column 1(, .*)? takes it\.$"))
    expect(page.locator('[data-pile="1"]')).to_have_attribute("aria-label", re.compile("takes the ace of spades$"))
    page.keyboard.press("1")
    expect(page.locator(SAID)).to_have_text(
        "Moved the ace of spades from column 2 onto the two of spades in column 1. "
        "Column 1 turns over the ace of spades. Column 2 turns over the three of spades. A run is done: 1 of 8."
    )
    page.keyboard.press("d")
    expect(page.locator(SAID)).to_have_text("Dealt: 4 deals left.")
    page.keyboard.press("u")
    expect(page.locator("#message")).to_have_text("A deal cannot be undone.")
    expect(page.locator(SAID)).to_have_text("A deal cannot be undone.")


def test_a_refused_drop_and_escape_are_said(table: Open) -> None:
    page = table(board_link(board("spider-1", {1: "9S", 2: "KS", 3: "8S"}, stock_rows=5)))
    page.keyboard.press("3")
    page.keyboard.press("2")  # a king does not take an eight
    expect(page.locator(SAID)).to_have_text("Column 2 cannot take it.")
    expect(page.locator(".lifted")).to_have_count(0)
    page.keyboard.press("3")
    page.keyboard.press("Escape")
    expect(page.locator(SAID)).to_have_text("Put back.")
    page.keyboard.press("3")
    page.keyboard.press("1")
    expect(page.locator(SAID)).to_have_text(
        "Moved the eight of spades from column 3 onto the nine of spades in column 1."
    )
    page.keyboard.press("u")
    expect(page.locator(SAID)).to_have_text(
        "Undone: the eight of spades from column 3 onto the nine of spades in column 1."
    )


def test_the_win_is_said_after_the_last_move_and_stays(table: Open) -> None:
    page = table(board_link(NEAR_WON))
    page.keyboard.press("2")
    page.keyboard.press("1")
    expect(page.locator("#result")).to_be_visible()
    text = said(page)
    assert text.startswith("Moved the ace of spades from column 2 onto the two of spades in column 1."), text
    assert "A run is done: 8 of 8. You won! Spider, one suit, deal from a position: won in 1 move and" in text, text
    page.wait_for_timeout(1500)  # the clock ticks, timers run: the words stay
    assert said(page) == text
    expect(page.locator("#result")).to_have_accessible_description(
        re.compile("^Spider, one suit, deal from a position")
    )


def test_the_stalled_note_is_said(table: Open) -> None:
    page = table(board_link(STALLED))
    expect(page.locator("#note")).to_be_visible()
    # Added to what was said as the game opened, not put in its place.
    expect(page.locator(SAID)).to_have_text(
        re.compile(r"^New game: .*\. No move helps any more\. Undo, restart this deal, or start a new one\.$")
    )
