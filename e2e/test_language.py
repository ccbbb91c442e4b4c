"""The page's language: English fetches no catalog; a link's `lang=` speaks that language for the
visit, fetching its catalog alone, before anything is drawn in another; a language the page
does not speak is told; a first visit in another language keeps room for its words, so the
table does not move when they come."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, Request, expect

from across_engines import BANNER, DAY, WINNABLE, first_words
from conftest import PHONE, NewDevice, OpenReady
from solitaire.daily import daily_deal
from table.show.language import direction


def catalogs_fetched(page: Page) -> list[str]:
    fetched: list[str] = []

    def seen(request: Request) -> None:
        if "/static/locales/" in request.url:
            fetched.append(request.url.rsplit("/", 1)[-1])

    page.context.on("request", seen)  # the table's Python may fetch from its worker
    return fetched


def test_english_fetches_no_catalog(page: Page, open_ready: OpenReady) -> None:
    fetched = catalogs_fetched(page)
    guard = open_ready(page, "/?game=spider&deal=5-4")
    root = page.locator("html")
    expect(root).to_have_attribute("lang", "en")
    expect(root).to_have_attribute("dir", "ltr")
    assert fetched == []
    guard.check()


def test_a_link_s_language_is_spoken_for_the_visit_with_its_catalog_alone(page: Page, open_ready: OpenReady) -> None:
    fetched = catalogs_fetched(page)
    guard = open_ready(page, "/?game=spider&deal=5-4&lang=en-XA")
    expect(page.locator("html")).to_have_attribute("lang", "en-XA")
    assert set(fetched) == {"en-XA.mo.zlib"}  # (a request through the service worker is seen twice)
    # The page's own words, and the attributes marked, are the catalog's: every letter accented.
    expect(page.locator('#menu [data-action="stats"]')).to_have_text(re.compile(r"^⟦Šţàţîšţîçš·+⟧$"))
    expect(page.locator("nav.controls")).to_have_attribute("aria-label", re.compile(r"^⟦Ĝàɱé"))
    expect(page.locator('.controls [data-action="undo"]')).to_have_attribute("title", re.compile(r"^⟦Ûñđö"))
    unmarked = "els => els.filter(e => !e.textContent.startsWith('⟦')).map(e => e.textContent)"
    assert page.locator("[data-words]").evaluate_all(unmarked) == []
    page.locator("#menu summary").click()
    page.locator('#grades [data-grade="easy"]').click()
    badge = page.locator("#grade")
    expect(badge).to_be_visible()
    assert badge.inner_text().startswith("⟦Éàšý đéàļ") and badge.inner_text().endswith("⟧")  # "Easy deal", marked
    guard.check()


@pytest.mark.parametrize("tag", ["zz", "constructor", "__proto__"])
def test_a_language_the_page_does_not_speak_is_told(tag: str, page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, f"/?game=beetle&deal=7&lang={tag}")  # no first paint breaks on a name of JavaScript's
    expect(page.locator("#message")).to_contain_text(
        f"The link asks for a language this page does not speak ('{tag}')."
    )
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert page.locator("html").get_attribute("data-words-coming") is None
    guard.check()


# The layout shifts of the visit so far, summed, with what moved in each (the Layout Instability API).
SHIFTS = """new Promise((resolve) => new PerformanceObserver((list, observer) => {
  observer.disconnect();
  const named = (source) => source.node?.id || source.node?.className || "";
  resolve(list.getEntries().map((entry) => [entry.value, entry.sources.map(named)]));
}).observe({ type: "layout-shift", buffered: true }))"""
NO_SHIFT = "new Promise((resolve) => setTimeout(() => resolve([]), 500))"


@pytest.mark.parametrize("tag", ["de", "ru", "ar"])
def test_a_first_visit_in_another_language_keeps_room_for_its_words_and_the_table_does_not_move(
    tag: str, new_device: NewDevice, open_ready: OpenReady
) -> None:
    device = new_device(locale=tag, **PHONE)
    try:
        page = device.new_page()
        guard = open_ready(page, "/?game=spider&deal=5-4")
        expect(page.locator("html")).to_have_attribute("lang", tag)
        expect(page.locator("html")).to_have_attribute("dir", direction(tag))
        assert page.locator("html").get_attribute("data-words-coming") == tag  # kept for the whole visit
        shifts = page.evaluate(f"Promise.race([{SHIFTS}, {NO_SHIFT}])")
        moved = {name for _, names in shifts for name in names}
        assert not moved & {"columns", "top", "counters"}, shifts  # only buttons, as their words change
        assert sum(value for value, _ in shifts) < 0.05, shifts
        guard.check()
    finally:
        device.close()


def test_a_first_visit_in_english_keeps_no_room(new_device: NewDevice, open_ready: OpenReady) -> None:
    device = new_device(locale="en-GB", **PHONE)
    try:
        page = device.new_page()
        open_ready(page, "/?game=spider&deal=5-4")
        assert page.locator("html").get_attribute("data-words-coming") is None
        assert page.evaluate(f"Promise.race([{SHIFTS}, {NO_SHIFT}])") == []
    finally:
        device.close()


def test_a_language_chosen_on_a_deal_of_the_day_words_its_banner_and_the_settings_again(
    page: Page, open_ready: OpenReady
) -> None:
    code = daily_deal("spider-1", DAY)
    guard = open_ready(page, f"/?game=spider&deal={code}&daily={DAY.isoformat()}")
    banner, winnable = page.locator("#daily-banner"), page.locator("#winnable-words")
    expect(banner).to_have_text(re.compile(r"^Deal of the day, 30 Nov 2026: the same for everyone; par \d+"))
    page.locator("#menu summary").click()
    page.locator('#menu [data-action="settings"]').click()
    expect(winnable).to_have_text(re.compile(r"^Deal only Spider"))
    page.locator('#settings-form [name="language"]').select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(banner).to_have_text(re.compile("^" + re.escape(first_words("de", BANNER))))
    expect(winnable).to_have_text(re.compile("^" + re.escape(first_words("de", WINNABLE))))  # the open panel too
    guard.check()
