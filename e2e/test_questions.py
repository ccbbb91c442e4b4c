"""The page's questions before it changes or forgets something, asked in its own dialog and in the
player's language (`dialog[data-question]`, NOTATION.md): a reset of statistics and a link from
another device. Each opens on the answer that changes nothing, gives the focus back where it was,
and Escape answers no. In English and in German, at both window sizes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

import catalogs  # the build's script, to read each catalog's words
from axe import assert_accessible
from boards import NEAR_WON, board_link, transfer_fragment
from layout import ROOT
from reading import answer, close_panel, open_panel, result_card_shown

SHOTS = ROOT / "test-results" / "questions"
SIZES = ((1280, 800), (360, 740))
STATS = "() => JSON.parse(localStorage.getItem('solitaire.stats') || 'null')?.data ?? {}"


def words(tag: str, message: str, context: str | None = None) -> str:
    """`message` in the language `tag`, as its catalog has it (English: itself)."""
    if tag == "en":
        return message
    found = catalogs.read(catalogs.catalog_path(tag), tag).get(message, context)
    assert found is not None and isinstance(found.string, str), message
    return found.string


def asked(page: Page, kind: str, tag: str, title: str, yes: tuple[str, str], no: tuple[str, str]) -> None:
    """The question about `kind` is open, worded in `tag`, named and described by its words, with
    the focus on the answer that changes nothing."""
    dialog = page.locator(f'dialog[data-question="{kind}"]')
    expect(dialog).to_be_visible()
    expect(page.locator("#question-title")).to_have_text(words(tag, title, "question"))
    expect(dialog.locator('[data-answer="yes"]')).to_have_text(words(tag, *yes))
    expect(dialog.locator('[data-answer="no"]')).to_have_text(words(tag, *no))
    expect(dialog.locator('[data-answer="no"]')).to_be_focused()
    assert dialog.get_attribute("aria-labelledby") == "question-title"
    assert dialog.get_attribute("aria-describedby") == "question-text"
    expect(page.locator("#question-text")).not_to_be_empty()


def shoot(page: Page, name: str) -> None:
    """The question as a player sees it, at each size (test-results/questions/)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        box = page.locator("#question").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, (name, width, box)
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, (name, height, box)
        page.screenshot(path=str(Path(SHOTS / f"{name}-{width}x{height}.png")))


def won_here(page: Page) -> None:
    """The near-won board's last move, and its result card closed: a win of one suit Spider here."""
    page.keyboard.press("2")
    page.keyboard.press("1")
    result_card_shown(page)
    page.locator('#result [data-action="close-result"]').click()
    expect(page.locator("#result")).to_be_hidden()


@pytest.mark.parametrize("tag", ["en", "de"])
def test_a_reset_and_a_transfer_ask_in_the_page_s_own_dialog_and_escape_answers_no(
    table: Callable[[str], Page], tag: str
) -> None:
    page = table(board_link(NEAR_WON) + f"&lang={tag}")
    won_here(page)
    assert page.evaluate(STATS)["spider-1"]["won"] == 1

    # The reset: "no", then Escape, keep the statistics; "yes" clears them.
    open_panel(page, "stats", "stats-panel")
    page.locator("#reset-variant").select_option("spider-1")
    reset = page.locator('[data-action="reset-stats"]')
    played = page.locator('#stats-table tr[data-variant="spider-1"] td').first
    expect(played).to_have_text("1")
    reset.click()
    asked(page, "reset", tag, "Reset statistics", ("Reset", "page"), ("Cancel", "question"))
    if tag == "en":
        assert_accessible(page, "the reset's question")
    shoot(page, f"reset-{tag}")
    answer(page, "reset", "no")
    expect(reset).to_be_focused()  # the focus back where it was
    reset.click()
    answer(page, "reset", "Escape")
    expect(reset).to_be_focused()
    expect(page.locator("#stats-panel")).to_be_visible()  # Escape closed the question alone
    assert page.evaluate(STATS)["spider-1"]["won"] == 1
    expect(played).to_have_text("1")
    reset.click()
    answer(page, "reset", "yes")
    expect(played).to_have_text("0")
    assert "spider-1" not in page.evaluate(STATS)
    told = words(tag, "Statistics of {game} reset.").format(game=words(tag, "Spider, one suit"))
    expect(page.locator("#message")).to_have_text(told)
    close_panel(page, "stats-panel")

    # A link from another device, opened in this tab: its statistics added, its game not played.
    deal = page.locator("html").get_attribute("data-deal")
    page.evaluate("(hash) => { location.hash = hash; }", transfer_fragment())
    asked(page, "transfer", tag, "A link from your other device", ("Add", "question"), ("Not now", "page"))
    shoot(page, f"transfer-{tag}")
    answer(page, "transfer", "yes")
    expect(page.locator("#message")).to_have_text(words(tag, "Added the other device's statistics and settings."))
    asked(page, "transfer-game", tag, "The other device's game", ("Play", "page"), ("Not now", "page"))
    answer(page, "transfer-game", "Escape")
    expect(page.locator("dialog[open]")).to_have_count(0)
    assert page.locator("html").get_attribute("data-deal") == deal  # the game here stays
    expect(page.locator("#parked")).to_be_hidden()
