"""The page boots from the interpreter's memory snapshot, and boots without it when it must."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Route

from layout import SITE
from solitaire import new_game

OpenReady = Callable[..., Any]
MANIFEST = SITE / "static" / "snapshot" / "manifest.json"


def built() -> bool:
    return MANIFEST.exists() and bool(json.loads(MANIFEST.read_text()).get("file"))


needs_snapshot = pytest.mark.skipif(not built(), reason="no snapshot was built (no Chromium at build time)")


@needs_snapshot
def test_the_page_boots_from_the_snapshot_with_fresh_randomness(
    browser: Browser, base_url: str, open_ready: OpenReady
) -> None:
    deals = []
    for _ in range(2):
        context = browser.new_context(base_url=base_url)
        try:
            page = context.new_page()
            guard = open_ready(page, "/?game=beetle")
            assert page.evaluate("globalThis.solitaireBoot.from") == "snapshot"
            deals.append(page.locator("html").get_attribute("data-deal"))
            guard.check()
        finally:
            context.close()
    assert deals[0] != deals[1]  # the snapshot's random state was not replayed


@needs_snapshot
def test_a_game_from_the_snapshot_plays_the_engines_cards(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    assert page.evaluate("globalThis.solitaireBoot.from") == "snapshot"
    game = new_game("spider", "41739205-2")
    top = page.locator('[data-pile="4"] [data-card]').last.get_attribute("data-card")
    assert top == str(game.position.columns[3].cards[-1])
    guard.check()


def test_a_damaged_snapshot_is_refused_and_the_page_boots_without_it(page: Page, open_ready: OpenReady) -> None:
    def damaged(route: Route) -> None:
        route.fulfill(status=200, body=b"\x1f\x8b not a snapshot", content_type="application/octet-stream")

    page.route("**/static/snapshot/snapshot.bin.gz", damaged)
    guard = open_ready(page, "/?game=beehive&deal=7")
    boot = page.evaluate("globalThis.solitaireBoot")
    assert boot["from"] == "normal"
    assert page.locator('[data-pile="reserve"] [data-card]').count() == 1
    guard.check()
