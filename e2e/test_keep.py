"""What the page keeps: deal links, the game in progress, statistics, settings, and storage
that fails or holds garbage."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from boards import board, board_link
from conftest import NewDevice, OpenReady
from reading import answer, cards, counter, stats_row
from solitaire import new_game

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
NEAR_WON = board("spider-1", {1: RUN, 2: "AS"}, done="S S S S S S S")


def table_cards(page: Page) -> dict[str, list[str]]:
    piles = page.locator("[data-pile]").evaluate_all("els => els.map(e => e.dataset.pile)")
    return {str(pile): cards(page, str(pile)) for pile in piles}


def play_some(page: Page, game_id: str, code: str, count: int) -> Any:
    """Plays `count` moves by tapping, mirrored on the engine; returns the engine's game."""
    game = new_game(game_id, code)
    for _ in range(count):
        move = next(m for m in game.legal_moves() if m != "d" and ":" not in m)
        source, target = move.split(">")
        page.locator(f'[data-pile="{source}"] [data-card]').last.click()
        page.locator(f'[data-pile="{target}"]').click()
        game.play(move)
        expect(page.locator('[data-counter="moves"]')).to_have_text(str(game.moves))
    return game


def test_the_address_bar_shows_the_deal_link_and_a_copied_link_opens_the_same_cards(
    page: Page, open_ready: OpenReady, new_device: NewDevice
) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_ready(page, "/?game=beetle")
    deal = page.locator("html").get_attribute("data-deal")
    assert page.url.endswith(f"?game=beetle&deal={deal}")
    page.locator("#menu summary").click()
    page.locator('[data-action="copy-link"]').click()
    expect(page.locator("#message")).to_contain_text("copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link == page.url
    other = new_device()
    try:
        fresh = other.new_page()
        open_ready(fresh, link)
        assert table_cards(fresh) == table_cards(page)
        assert table_cards(fresh)["1"] == [str(c) for c in new_game("beetle", str(deal)).position.columns[0].cards]
    finally:
        other.close()


def test_a_reload_mid_game_restores_the_position_counters_and_undo(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    play_some(page, "spider", "41739205-2", 3)
    page.locator('.controls [data-action="undo"]').click()
    expect(page.locator('[data-counter="undos"]')).to_have_text("1")
    before = (table_cards(page), counter(page, "moves"), counter(page, "undos"))
    assert before[1:] == ("2", "1")
    page.reload()
    guard.wait_ready()
    assert (table_cards(page), counter(page, "moves"), counter(page, "undos")) == before
    page.locator('.controls [data-action="redo"]').click()  # the undone move comes back
    expect(page.locator('[data-counter="moves"]')).to_have_text("3")
    page.locator('.controls [data-action="undo"]').click()
    page.locator('.controls [data-action="undo"]').click()
    expect(page.locator('[data-counter="undos"]')).to_have_text("3")
    assert counter(page, "moves") == "1"
    guard.check()


def test_statistics_count_a_won_game_and_an_abandoned_one(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, board_link(NEAR_WON))
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator("#result")).to_be_visible()
    expect(page.locator("#result-record")).to_contain_text("won 1 of 1")
    page.locator("#result-new").click()  # a won game is not counted twice
    assert stats_row(page, "spider-1")[:6] == ["1", "1", "0", "100%", "1", "1"]  # played, won, with help...
    assert stats_row(page, "spider-1")[6] == "1"  # fewest moves
    page.goto("/?game=spider&deal=5-1")
    guard.wait_ready()
    play_some(page, "spider", "5-1", 1)
    page.locator('.controls [data-action="new"]').click()  # abandoned after a move: played, not won
    assert stats_row(page, "spider-1")[:6] == ["2", "1", "0", "50%", "0", "1"]
    page.locator('.controls [data-action="new"]').click()  # never begun: not counted
    assert stats_row(page, "spider-1")[0] == "2"
    page.locator("#menu summary").click()
    page.locator('[data-action="stats"]').click()
    recent = page.locator("#recent li")
    expect(recent.first).to_contain_text("Spider, one suit, deal 5-1: 1 move,")
    expect(recent.nth(1)).to_contain_text("a position")
    recent.first.locator("a").click()  # plays that deal again
    guard.wait_ready()
    assert page.locator("html").get_attribute("data-deal") == "5-1" and counter(page, "moves") == "0"
    guard.check()


def test_export_then_import_round_trips(page: Page, open_ready: OpenReady, tmp_path: Path) -> None:
    guard = open_ready(page, board_link(NEAR_WON))
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator("#result")).to_be_visible()
    page.locator("#result-new").click()
    page.locator("#menu summary").click()
    page.locator('[data-action="stats"]').click()
    with page.expect_download() as download:
        page.locator('[data-action="export"]').click()
    exported = tmp_path / "stats.json"
    download.value.save_as(exported)
    assert json.loads(exported.read_text())["stats"]["spider-1"]["won"] == 1
    page.locator("#reset-variant").select_option("spider-1")
    page.locator('[data-action="reset-stats"]').click()
    answer(page, "reset", "yes")
    expect(page.locator('#stats-table tr[data-variant="spider-1"] td').first).to_have_text("0")
    page.locator("#import-file").set_input_files(str(exported))
    expect(page.locator('#stats-table tr[data-variant="spider-1"] td').nth(1)).to_have_text("1")
    expect(page.locator("#message")).to_contain_text("imported")
    guard.check()


def test_a_challenge_link_shows_the_result_to_beat_and_the_verdict(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, board_link(NEAR_WON) + "&beat=2-500")
    expect(page.locator("#challenge")).to_contain_text("fewer than 2 moves")
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    verdict = page.locator("#result-verdict")
    expect(verdict).to_be_visible()
    expect(verdict).to_contain_text("You beat the challenge")
    assert verdict.get_attribute("data-verdict") == "win"
    guard.check()


def two_moves_into_a_game_then_open(page: Page, open_ready: OpenReady, link: str) -> tuple[Any, dict[str, list[str]]]:
    """Plays two moves of a Spider deal, then opens `link`: the page's guard, and the table as it
    was before the link."""
    guard = open_ready(page, "/?game=spider&deal=41739205-2")
    play_some(page, "spider", "41739205-2", 2)
    mid_game = table_cards(page)
    page.goto(link)
    guard.wait_ready()
    return guard, mid_game


def test_a_deal_link_keeps_the_game_in_progress_aside_with_a_way_back(page: Page, open_ready: OpenReady) -> None:
    guard, mid_game = two_moves_into_a_game_then_open(page, open_ready, "/?game=beetle&deal=123")
    expect(page.locator("#parked")).to_be_visible()
    expect(page.locator("#parked")).to_contain_text("Spider, two suits in progress (2 moves)")
    page.locator('#parked [data-action="return"]').click()
    # The table's Python answers from its worker: the counter comes in the same redraw as the cards.
    expect(page.locator('[data-counter="moves"]')).to_have_text("2")
    assert table_cards(page) == mid_game and counter(page, "moves") == "2"
    expect(page.locator("#parked")).to_be_hidden()
    guard.check()


def test_a_malformed_deal_link_says_why_and_loses_nothing(page: Page, open_ready: OpenReady) -> None:
    guard, mid_game = two_moves_into_a_game_then_open(page, open_ready, "/?game=spider&deal=41739205-9")
    expect(page.locator("#message")).to_contain_text("not a Spider deal code")
    expect(page.locator("#message")).to_contain_text("Your game in progress is back.")
    assert table_cards(page) == mid_game and counter(page, "moves") == "2"
    guard.check()


GARBAGE = {
    "solitaire.game": "{{{",
    "solitaire.parked": '{"schema": 1, "data": {"variant": "spider-9"}}',
    "solitaire.settings": '{"schema": 1, "data": {"speed": "warp"}}',
    "solitaire.history": '{"schema": 42, "data": []}',
}


@contextmanager
def opened_with_storage(
    new_device: NewDevice, base_url: str, open_ready: OpenReady, values: dict[str, str]
) -> Iterator[Page]:
    """The table in a fresh browser whose storage for the site held `values` before it loaded;
    fails afterwards on any error the page met."""
    items = [{"name": name, "value": value} for name, value in values.items()]
    state: Any = {"cookies": [], "origins": [{"origin": base_url.rstrip("/"), "localStorage": items}]}
    context = new_device(storage_state=state)
    try:
        page = context.new_page()
        guard = open_ready(page, "/")
        yield page
        guard.check()
    finally:
        context.close()


def test_garbage_in_every_stored_key_is_set_aside_told_and_good_values_kept(
    page: Page, open_ready: OpenReady, new_device: NewDevice, base_url: str
) -> None:
    open_ready(page, board_link(NEAR_WON))
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator("#result")).to_be_visible()
    good_stats = str(page.evaluate("localStorage.getItem('solitaire.stats')"))

    with opened_with_storage(new_device, base_url, open_ready, {**GARBAGE, "solitaire.stats": good_stats}) as again:
        message = again.locator("#message")
        for label in ("game in progress", "game kept aside", "settings", "list of recent deals"):
            expect(message).to_contain_text(f"Your saved {label} could not be read")
        assert again.evaluate("localStorage.getItem('solitaire.stats')") == good_stats
        aside = again.evaluate(
            "Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.endsWith('.unreadable')))"
        )
        assert aside == {key + ".unreadable": value for key, value in GARBAGE.items()}
        assert stats_row(again, "spider-1")[:2] == ["1", "1"]
        assert len(cards(again, "1")) >= 1  # a fresh game is on the table, playable

    with opened_with_storage(new_device, base_url, open_ready, {"solitaire.stats": "garbage too"}) as again:
        expect(again.locator("#message")).to_contain_text("Your saved statistics could not be read")
        assert again.evaluate("localStorage.getItem('solitaire.stats.unreadable')") == "garbage too"


def test_a_second_game_kept_aside_counts_the_first_as_played_and_says_so(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=spider&deal=5-1")
    play_some(page, "spider", "5-1", 1)
    page.goto("/?game=beetle&deal=123")  # the Spider game is kept aside
    guard.wait_ready()
    play_some(page, "beetle", "123", 1)
    page.goto("/?game=beehive&deal=9")  # the Beetle game now; the Spider one is let go, and said so
    guard.wait_ready()
    expect(page.locator("#message")).to_contain_text(
        "The game of Spider, one suit kept aside before was counted as played"
    )
    expect(page.locator("#parked")).to_contain_text("Beetle")
    assert stats_row(page, "spider-1")[:2] == ["1", "0"]
    guard.check()
