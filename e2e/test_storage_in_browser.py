"""Values that once broke the page, written into a real browser's storage: the page opens,
says what it set aside, keeps it aside, and keeps the statistics and settings beside it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, Route, expect

from conftest import NewDevice, OpenReady
from reading import stats_row
from solitaire import new_game
from solitaire.stats import Record, Result, stats_to_json
from table.storage.envelope import SET_ASIDE, wrap
from table.storage.saved_game import SavedGame
from table.storage.settings import Settings

BLANK = "/blank-for-storage.html"  # a page of the site's origin without the app, to write storage from

GOOD_STATS = wrap(stats_to_json({"beetle": Record().after(Result(True, 100, 60.0))}))
GOOD_SETTINGS = wrap(Settings(colours="four").to_json())


def unreadable(key: str) -> str:
    """The words of every sentence saying that the stored `key` could not be read, all of it or a
    part: "saved statistics could not be read"."""
    return SET_ASIDE[key].removeprefix("Your ").split(" (")[0]


def saved_game(**change: Any) -> str:
    game = new_game("spider", "41739205-2")
    for _ in range(2):
        game.play(next(m for m in game.legal_moves() if m != "d"))
    saved = SavedGame.of(game, deal="41739205-2", opening=None, seconds=42.0, started=True, ended=False, beat=None)
    return json.dumps({"schema": 1, "data": {**saved.to_json(), **change}}, allow_nan=True)


def with_seconds(number: str) -> str:
    return saved_game().replace('"seconds": 42.0', f'"seconds": {number}')


def recent(moves: str = "9", seconds: str = "60.0") -> str:
    entry = f'{{"variant": "beetle", "deal": "7", "won": true, "moves": {moves}, "seconds": {seconds}}}'
    return f'{{"schema": 1, "data": [{entry}]}}'


def record(fewest: str = "9", fastest: str = "60.0") -> str:
    counts = '"played": 1, "won": 1, "streak": 1, "best_streak": 1'
    return f'{{"schema": 1, "data": {{"beetle": {{{counts}, "fewest_moves": {fewest}, "fastest": {fastest}}}}}}}'


WRITE_STORAGE = """(values) => {
  localStorage.clear();
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
}"""
DEEP = "[" * 1000 + "]" * 1000

# Each case: the bad values, under their keys, beside good statistics and settings (unless the
# case is about those), and the link the page is opened at.
CASES = {
    "null deal, number opening": ({"game": saved_game(deal=None, opening=5)}, "/"),
    "NaN and ±Infinity seconds": (
        {"game": with_seconds("NaN"), "parked": with_seconds("Infinity"), "history": recent(seconds="-Infinity")},
        "/",
    ),
    "1e400 seconds": ({"game": with_seconds("1e400"), "history": recent(seconds="1e400")}, "/"),
    "a beat of 5": ({"game": saved_game(beat=5)}, "/?game=spider&deal=41739205-2"),
    "a beat of garbage": ({"game": saved_game(beat="garbage"), "parked": DEEP}, "/?game=spider&deal=41739205-2"),
    "negative moves and seconds": ({"history": recent(moves="-3", seconds="-7195")}, "/"),
    "fastest Infinity": ({"stats": record(fastest="Infinity")}, "/"),
    "fewest moves 2.5": ({"stats": record(fewest="2.5")}, "/"),
    "fewest moves Infinity, settings nested deep": ({"stats": record(fewest="Infinity"), "settings": DEEP}, "/"),
    "schema true": ({"settings": '{"schema": true, "data": {}}'}, "/"),
}


@pytest.fixture
def site(new_device: NewDevice) -> Iterator[Page]:
    """One page for every case; no service worker, so that the blank page is not the app."""
    context = new_device(service_workers="block")
    page = context.new_page()

    def blank(route: Route) -> None:
        route.fulfill(body="<!doctype html><title>storage</title>", content_type="text/html")

    page.route(f"**{BLANK}", blank)
    yield page
    context.close()


@pytest.mark.slow
def test_each_value_that_broke_the_page_is_set_aside_told_and_the_rest_kept(site: Page, open_ready: OpenReady) -> None:
    guard = None
    for name, (bad, link) in CASES.items():  # one page for all: each case is a visit with other stored values
        values = {"stats": GOOD_STATS, "settings": GOOD_SETTINGS, **bad}
        if guard is not None:
            # The table left behind saves its game as it goes, and Chromium may run that after
            # the next page has loaded: it must not overwrite the values this case writes.
            site.evaluate("Storage.prototype.setItem = () => {}")
        site.goto(BLANK)
        site.evaluate(WRITE_STORAGE, {f"solitaire.{key}": value for key, value in values.items()})
        if guard is None:
            guard = open_ready(site, link)
        else:
            site.goto(link, wait_until="commit")
            guard.wait_ready()
        message = site.locator("#message")
        for key in bad:
            expect(message).to_contain_text(unreadable(key), timeout=2000)
            aside = site.evaluate(f"localStorage.getItem('solitaire.{key}.unreadable')")
            assert aside == bad[key], f"{name}: {key} was not kept aside as it was"
        if "stats" not in bad:
            assert stats_row(site, "beetle")[:2] == ["1", "1"], name
            assert site.evaluate("localStorage.getItem('solitaire.stats')") == GOOD_STATS
        if "settings" not in bad:
            assert site.locator("html").get_attribute("data-colours") == "four", name
        assert site.locator('[data-pile="1"] [data-card]').count() >= 1, name  # a game is on the table
        guard.check()
        site.reload()  # the next visit opens quietly: nothing is told twice
        guard.wait_ready()
        expect(message).not_to_contain_text("could not be read")
    assert guard is not None
    guard.check()


def test_an_imported_file_with_a_number_that_is_not_finite_changes_nothing(
    site: Page, open_ready: OpenReady, tmp_path: Any
) -> None:
    site.goto(BLANK)
    site.evaluate("(stats) => localStorage.setItem('solitaire.stats', stats)", GOOD_STATS)
    guard = open_ready(site, "/")
    exported = {
        "kind": "solitaire statistics",
        "schema": 1,
        "stats": {"beetle": {"played": 1, "won": 1, "streak": 1, "best_streak": 1, "fewest_moves": 9}},
        "history": [],
        "settings": {},
    }
    file = tmp_path / "stats.json"
    file.write_text(json.dumps(exported).replace('"fewest_moves": 9}', '"fewest_moves": 9, "fastest": Infinity}'))
    site.locator("#menu summary").click()
    site.locator('[data-action="stats"]').click()
    site.locator("#import-file").set_input_files(str(file))
    expect(site.locator("#message")).to_contain_text("Nothing was imported")
    assert site.evaluate("localStorage.getItem('solitaire.stats')") == GOOD_STATS
    guard.check()
