"""Each language the page offers, opened by the browser's preference and chosen in the settings:
the page's own words, a move announced, a refusal, the result card and the help are in it; one
chosen in the settings redraws the whole page in it, and stays chosen; its numbers and dates are
written as it writes them."""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date

import pytest
from babel.messages.mofile import write_mo
from playwright.sync_api import Page, expect

import catalogs  # the build's script, to read each catalog's words
from boards import TWO_TO_WIN, board_link
from conftest import NewDevice, OpenReady
from reading import close_panel, open_panel, win
from solitaire import Reason, Why
from solitaire.daily import daily_deal
from table.show import language
from table.show.language import READY, direction
from table.show.refusals import as_sentence, why_words

SPOKEN = sorted(READY)


def said(tag: str, english: str, context: str | None = None) -> str:
    message = catalogs.read(catalogs.catalog_path(tag), tag).get(english, context)
    assert message is not None and message.string, f"{tag} has no {english!r}"
    return str(message.string)


@contextmanager
def speaking(tag: str) -> Iterator[None]:
    """The page's own Python speaking `tag` here, to word what the page should show."""
    buffer = io.BytesIO()
    write_mo(buffer, catalogs.read(catalogs.catalog_path(tag), tag), use_fuzzy=False)
    language.speak(tag, buffer.getvalue())
    try:
        yield
    finally:
        language.speak(language.SOURCE, None)


def reads_in(page: Page, tag: str) -> None:
    """On TWO_TO_WIN: a deal refused (its stock is spent: the engine's reason, worded), the two
    moves that win, announced; the result card and the help, all in `tag`'s words."""
    with speaking(tag):
        refused = as_sentence(why_words(Why(Reason.ALL_DEALS_DONE, count=5)))
    page.keyboard.press("d")
    expect(page.locator("#stock-note")).to_have_text(refused)
    win(page)
    title = page.locator("#result-title").inner_text()
    assert title and title != "You won!"
    assert "Moved" not in page.locator("#announce").inner_text()
    page.locator('#result [data-action="close-result"]').click()
    open_panel(page, "help", "help-panel")
    assert "How to play" not in page.locator("#help-title").inner_text()
    assert said(tag, "Keys", "page") in page.locator("#keys-title").inner_text()
    close_panel(page, "help-panel")


@pytest.mark.parametrize("tag", SPOKEN)
def test_the_browser_s_language_is_spoken_everywhere(tag: str, new_device: NewDevice, open_ready: OpenReady) -> None:
    device = new_device(locale=tag)
    try:
        page = device.new_page()
        guard = open_ready(page, board_link(TWO_TO_WIN))
        root = page.locator("html")
        expect(root).to_have_attribute("lang", tag)
        expect(root).to_have_attribute("dir", direction(tag))
        expect(page.locator('#menu [data-action="stats"]')).to_have_text(said(tag, "Statistics", "page"))
        expect(page.locator('.controls [data-action="undo"]')).to_have_text(said(tag, "Undo", "page"))
        reads_in(page, tag)
        guard.check()
    finally:
        device.close()


def test_a_language_chosen_in_the_settings_redraws_the_page_and_stays(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=spider&deal=5-4")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    open_panel(page, "settings", "settings-panel")
    choice = page.locator('[data-setting="language"]')
    expect(choice).to_be_visible()
    choice.select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#settings-title")).to_have_text(said("de", "Settings", "page"))
    close_panel(page, "settings-panel")
    expect(page.locator('#menu [data-action="stats"]')).to_have_text(said("de", "Statistics", "page"))
    open_ready(page, "/?game=spider&deal=5-4")  # the next visit speaks it from its first paint
    expect(page.locator("html")).to_have_attribute("lang", "de")
    guard.check()


def test_each_language_chosen_in_the_settings_is_read_everywhere(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, board_link(TWO_TO_WIN))
    for tag in SPOKEN:
        open_panel(page, "settings", "settings-panel")
        page.locator('[data-setting="language"]').select_option(tag)
        expect(page.locator("html")).to_have_attribute("lang", tag)
        expect(page.locator("html")).to_have_attribute("dir", direction(tag))
        expect(page.locator("#settings-title")).to_have_text(said(tag, "Settings", "page"))
        close_panel(page, "settings-panel")
        reads_in(page, tag)
        open_ready(page, board_link(TWO_TO_WIN))  # the next language on a fresh board, spoken at once
        expect(page.locator("html")).to_have_attribute("lang", tag)
    guard.check()


def test_a_deal_link_deals_the_same_cards_in_any_language(page: Page, open_ready: OpenReady) -> None:
    cards = "() => [...document.querySelectorAll('[data-pile] [data-card]')].map((card) => card.dataset.card)"
    guard = open_ready(page, "/?game=spider&deal=17-4")
    english = page.evaluate(cards)
    open_ready(page, "/?game=spider&deal=17-4&lang=ja")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    assert page.evaluate(cards) == english and "?game=spider&deal=17-4" in page.url
    guard.check()


def test_a_german_page_writes_the_deal_of_the_day_s_date_as_german_does(
    new_device: NewDevice, open_ready: OpenReady
) -> None:
    """The date comes from the browser's `Intl`, as it writes German: "30.11.2026", not "30 Nov 2026"."""
    device = new_device(locale="de")
    try:
        page = device.new_page()
        page.context.clock.set_fixed_time("2026-11-30T12:00:00")
        code = daily_deal("spider-4", date(2026, 11, 30))
        guard = open_ready(page, f"/?game=spider&deal={code}&daily=2026-11-30")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("#daily-banner")).to_contain_text("30.11.2026")
        guard.check()
    finally:
        device.close()
