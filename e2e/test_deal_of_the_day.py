"""The deal of the day: the same cards for everyone on a date, earlier days too, its own streak,
and a result to share. The browsers' clocks are set to one date, the player's own."""

from __future__ import annotations

import gzip
import json
import re
from datetime import date
from pathlib import Path

from playwright.sync_api import Page, expect

from conftest import NewDevice, OpenReady
from reading import cards
from solitaire import VARIANTS, new_game
from solitaire.daily import daily_deal, daily_par

TODAY = date(2026, 11, 30)
NOON = "2026-11-30T12:00:00"
LINES = Path(__file__).resolve().parent.parent / "tests" / "data" / "daily"


def all_cards(page: Page) -> dict[str, list[str]]:
    piles = page.locator("[data-pile]").evaluate_all("els => els.map(e => e.dataset.pile)")
    return {str(pile): cards(page, str(pile)) for pile in piles}


def winning_line(variant_id: str, code: str) -> list[str]:
    for text in gzip.decompress((LINES / f"{variant_id}.txt.gz").read_bytes()).decode().splitlines():
        _, _, found, *line = text.split()
        if found == code:
            return line
    raise AssertionError(f"no winning line for {variant_id} {code}")


def test_today_opens_the_days_deal_and_a_second_browser_gets_the_same_cards(
    page: Page, open_ready: OpenReady, new_device: NewDevice
) -> None:
    page.context.clock.set_fixed_time(NOON)
    guard = open_ready(page, "/?game=spider&deal=5-4")
    page.locator('[data-action="daily"]').click()
    code = daily_deal("spider-4", TODAY)
    root = page.locator("html")
    expect(root).to_have_attribute("data-daily", "2026-11-30")
    expect(root).to_have_attribute("data-deal", code)
    par = daily_par("spider-4", TODAY)
    expect(page.locator("#daily-banner")).to_have_text(
        f"Deal of the day, 30 Nov 2026: the same for everyone; par {par}: the solver has won it in {par} moves."
    )
    assert page.url.endswith(f"?game=spider&deal={code}&daily=2026-11-30")
    game = new_game("spider", code)
    assert cards(page, "1")[-1] == str(game.position.columns[0].cards[-1])
    mine = all_cards(page)

    other = new_device()
    try:
        other.clock.set_fixed_time(NOON)
        second = other.new_page()
        open_ready(second, "/?game=spider&deal=77-4")  # another game first
        second.locator('[data-action="daily"]').click()
        expect(second.locator("html")).to_have_attribute("data-daily", "2026-11-30")
        assert all_cards(second) == mine
    finally:
        other.close()
    page.locator(".controls [data-action='new']").click()  # a new deal is no deal of the day
    expect(root).not_to_have_attribute("data-daily", "2026-11-30")
    guard.check()


def test_an_earlier_day_is_played_from_the_menu_and_a_day_to_come_is_not(page: Page, open_ready: OpenReady) -> None:
    page.context.clock.set_fixed_time(NOON)
    open_ready(page, "/?game=beehive&deal=5")
    page.locator("#menu summary").click()
    day = page.locator("#daily-date")
    expect(day).to_have_attribute("max", "2026-11-30")
    day.fill("2026-12-25")
    day.press("Enter")
    expect(page.locator("#daily-problem")).to_have_text("The deal of 25 Dec 2026 is not out yet.")
    day.fill("2026-10-01")
    day.press("Enter")
    expect(page.locator("#daily-problem")).to_have_text("The deals of the day began on 1 Nov 2026.")
    day.fill("2026-11-29")
    page.locator("#daily-form button").click()
    expect(page.locator("html")).to_have_attribute("data-daily", "2026-11-29")
    expect(page.locator("html")).to_have_attribute("data-deal", daily_deal("beehive", date(2026, 11, 29)))


def test_a_daily_win_counts_in_its_own_streak_and_its_result_can_be_shared(page: Page, open_ready: OpenReady) -> None:
    """A game of today's deal saved one move short of its win (the solver's line), as if the
    player had played it so far: the last move wins it."""
    page.context.clock.set_fixed_time(NOON)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    code = daily_deal("spider-1", TODAY)
    line = winning_line("spider-1", code)
    saved = {
        "variant": "spider-1",
        "deal": code,
        "opening": None,
        "record": line[:-1],
        "undone": [],
        "undos": 0,
        "seconds": 843.0,
        "started": True,
        "ended": False,
        "beat": None,
        "daily": TODAY.isoformat(),
    }
    envelope = json.dumps({"schema": 1, "data": saved})
    page.add_init_script(f"localStorage.setItem('solitaire.game', {json.dumps(envelope)})")
    guard = open_ready(page, "/")
    expect(page.locator("html")).to_have_attribute("data-daily", "2026-11-30")
    source, _, rest = line[-1].partition(">")
    target, _, count = rest.partition(":")
    if line[-1] == "d":
        page.keyboard.press("d")
    else:
        page.locator(f'[data-pile="{source}"] [data-card]').last.click()
        while count and page.locator("#pick-count").inner_text() != count:
            page.locator('[data-action="fewer"]').click()
        page.locator(f'[data-pile="{target}"]').click()
    expect(page.locator("#result")).to_be_visible(timeout=10_000)  # after the win's celebration
    moves = len(line)
    shared = page.locator("#result-daily")
    par = daily_par("spider-1", TODAY)
    expect(shared).to_contain_text(
        f"{VARIANTS['spider-1'].title} · 30 Nov 2026 · won in {moves} moves (par {par}), 14:"
    )
    expect(shared).to_contain_text("Deals of the day won in a row: 1 (best 1).")
    page.locator("#result-share").click()
    expect(page.locator("#message")).to_contain_text("Your result copied")
    text = str(page.evaluate("navigator.clipboard.readText()"))
    first, link = text.split("\n")
    assert re.fullmatch(
        rf"Spider, one suit · 30 Nov 2026 · won in {moves} moves \(par {par}\), 14:\d\d", first
    )  # the clock runs on while the page plays
    assert link.endswith(f"?game=spider&deal={code}&daily=2026-11-30")
    page.locator("#result [data-action='restart']").click()
    page.locator("#menu summary").click()
    page.locator('[data-action="stats"]').click()
    row = page.locator('#stats-table tr[data-variant="spider-1"]')
    expect(row.locator('td[data-label="Days in a row"]')).to_have_text("1")
    expect(row.locator('td[data-label="Best run of days"]')).to_have_text("1")
    expect(page.locator('#charts svg[role="img"]').last).to_have_attribute(
        "aria-label", "Spider, one suit: wins in a row 1, best streak 1, days in a row 1, best run of days 1"
    )
    guard.check()


def test_a_link_naming_the_wrong_day_opens_the_deal_but_not_as_a_deal_of_the_day(
    page: Page, open_ready: OpenReady
) -> None:
    page.context.clock.set_fixed_time(NOON)
    code = daily_deal("beetle", TODAY)
    open_ready(page, f"/?game=beetle&deal={code}&daily=2026-11-29")
    expect(page.locator("#message")).to_contain_text(
        "That link's deal opens, but not as a deal of the day: it is not the deal of the day of 29 Nov 2026."
    )
    assert page.locator("html").get_attribute("data-deal") == code
    assert page.locator("html").get_attribute("data-daily") is None
