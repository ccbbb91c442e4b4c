"""Playing as a person does: tapping, dragging and typing, in every game."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

import pytest
from playwright.sync_api import Page, expect

from boards import board, board_link
from conftest import NewDevice, OpenReady
from reading import Open, cards, counter, expect_cards
from solitaire import VARIANTS, from_text, new_game
from solitaire.hints import hint

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"


def settle(page: Page) -> None:
    """Waits for cards to stop gliding, so their boxes are where a finger would find them."""
    page.wait_for_function("document.getAnimations().length === 0")


def engine_tokens(game: Any, number: int) -> list[str]:
    column = game.position.columns[number - 1]
    return ["??" if i < column.hidden else str(c) for i, c in enumerate(column.cards)]


@pytest.mark.parametrize(
    ("game_id", "code"),
    [("spider", "0-1"), ("spider", "41739205-2"), ("spider", "77-4"), ("beetle", "123"), ("beehive", "4242")],
)
def test_a_deal_code_shows_the_engines_cards(table: Open, game_id: str, code: str) -> None:
    page = table(f"/?game={game_id}&deal={code}")
    game = new_game(game_id, code)
    assert page.locator("html").get_attribute("data-game") == game.variant.id
    assert page.locator("html").get_attribute("data-deal") == code
    for number in range(1, game.variant.column_count + 1):
        assert cards(page, str(number)) == engine_tokens(game, number)
    if game_id == "beehive":
        assert cards(page, "reserve") == [str(game.position.reserve[-1])]
    labels = page.locator('[data-pile="1"] [data-card]').evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert labels[-1] == game.position.columns[0].cards[-1].name


def test_tap_picks_up_lights_the_targets_and_drops(table: Open) -> None:
    page = table("/?game=spider&deal=41739205-2")
    game = new_game("spider", "41739205-2")
    move = "4>7"
    assert move in game.legal_moves()
    page.locator('[data-pile="4"] [data-card]').last.click()
    expected = sorted(str(t) for t in game.drops("4", game.liftable("4")))
    expect(page.locator("[data-target]")).to_have_count(len(expected))
    assert sorted(page.locator("[data-target]").evaluate_all("els => els.map(e => e.dataset.pile)")) == expected
    page.locator('[data-pile="7"]').click()
    game.play(move)
    expect(page.locator("[data-target]")).to_have_count(0)
    expect_cards(page, "7", engine_tokens(game, 7))
    expect_cards(page, "4", engine_tokens(game, 4))  # and the card beneath turned over
    assert counter(page, "moves") == "1"
    expect(page.locator("#announce")).to_contain_text("Moved")


def test_tapping_elsewhere_puts_the_cards_back(table: Open) -> None:
    page = table("/?game=spider&deal=41739205-2")
    page.locator('[data-pile="4"] [data-card]').last.click()
    expect(page.locator("[data-target]")).not_to_have_count(0)
    page.locator('[data-pile="1"]').click()  # not a target
    expect(page.locator("[data-target]")).to_have_count(0)
    expect(page.locator(".lifted")).to_have_count(0)
    assert counter(page, "moves") == "0"


def test_drag_and_drop_with_the_mouse(table: Open) -> None:
    game = new_game("beetle", "123")
    move = next(m for m in game.legal_moves() if m != "d")
    source, target = move.split(">")
    page = table("/?game=beetle&deal=123")
    start = page.locator(f'[data-pile="{source}"] [data-card]').last.bounding_box()
    lane = page.locator(f'[data-pile="{target}"]').bounding_box()
    assert start and lane
    page.mouse.move(start["x"] + 10, start["y"] + 10)
    page.mouse.down()
    page.mouse.move(start["x"] + 30, start["y"] + 30, steps=4)
    expect(page.locator(f'[data-pile="{target}"][data-target]')).to_have_count(1)
    page.mouse.move(lane["x"] + lane["width"] / 2, lane["y"] + lane["height"] - 20, steps=6)  # low in the lane
    page.mouse.up()
    game.play(move)
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    assert cards(page, target) == engine_tokens(game, int(target))


def test_a_drag_dropped_nowhere_changes_nothing(table: Open) -> None:
    page = table("/?game=beetle&deal=123")
    before = cards(page, "1")
    start = page.locator('[data-pile="1"] [data-card]').last.bounding_box()
    assert start
    page.mouse.move(start["x"] + 10, start["y"] + 10)
    page.mouse.down()
    page.mouse.move(start["x"] + 40, start["y"] - 150, steps=6)  # up over the counters
    page.mouse.up()
    expect(page.locator("[data-target]")).to_have_count(0)
    assert cards(page, "1") == before and counter(page, "moves") == "0"


def test_a_press_on_a_table_laid_anew_before_it_is_released_plays_nothing(table: Open) -> None:
    """The table's Python answers from its worker a moment late: a game it lays while a finger is
    down replaces the pressed pile, and the finger's drag or tap must not land in the new game."""

    def nothing_happened() -> None:
        # A key's answer comes after the gesture's, from the same queue: once the key map shows,
        # whatever the release was going to do is done.
        page.keyboard.press("?")
        expect(page.locator("#help-panel")).to_be_visible()
        assert page.locator(".lifted, .dragging, [data-target]").count() == 0
        assert counter(page, "moves") == "0"
        page.keyboard.press("Escape")
        expect(page.locator("#help-panel")).to_be_hidden()

    page = table("/?game=beetle&deal=123")
    card = page.locator('[data-pile="1"] [data-card]').last.bounding_box()
    assert card
    page.mouse.move(card["x"] + 10, card["y"] + 10)
    page.mouse.down()
    page.locator("#variant").select_option("beehive")
    expect(page.locator("html")).to_have_attribute("data-game", "beehive")
    page.mouse.move(card["x"] + 40, card["y"] + 150, steps=6)  # a drag from a pile no longer there
    page.mouse.up()
    nothing_happened()

    stock = page.locator('[data-pile="stock"]').bounding_box()  # a tap would turn a card over
    assert stock
    page.mouse.move(stock["x"] + stock["width"] / 2, stock["y"] + stock["height"] / 2)
    page.mouse.down()
    page.locator("#variant").select_option("spider-1")  # whose stock a tap would deal from
    expect(page.locator("html")).to_have_attribute("data-game", "spider-1")
    page.mouse.up()
    nothing_happened()


def test_play_by_keyboard(table: Open) -> None:
    text = board("beehive", {1: "5S", 2: "5H", 3: "9D", 4: "KC", 5: "2C", 6: "3C"}, reserve="7C 8D 5D")
    page = table(board_link(text))
    page.keyboard.press("b")  # the beehive's top card, a five
    expect(page.locator('[data-pile="reserve"] .lifted')).to_have_count(1)
    expect(page.locator("[data-target]")).to_have_count(2)
    page.keyboard.press("2")
    expect_cards(page, "2", ["5H", "5D"])
    page.keyboard.press("1")
    page.keyboard.press("2")  # three fives on pile 2; pile 1 refilled from the beehive
    expect_cards(page, "2", ["5H", "5D", "5S"])
    expect_cards(page, "1", ["8D"])
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")  # focus moved from pile 2 to pile 1: picks up the 8D
    expect(page.locator('[data-pile="1"] .lifted')).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator(".lifted")).to_have_count(0)
    page.keyboard.press("u")
    expect_cards(page, "1", ["5S"])
    assert counter(page, "undos") == "1"
    page.keyboard.press("Control+y")
    expect_cards(page, "1", ["8D"])
    assert counter(page, "moves") == "2"


def test_fewer_cards_into_an_empty_column(table: Open) -> None:
    text = board("spider-1", {1: "9s 8S 7S 6S 5S", 2: ""}, stock_rows=0)
    page = table(board_link(text))
    page.locator('[data-pile="1"] [data-card]').last.click()
    expect(page.locator('[data-pile="1"] .lifted')).to_have_count(4)
    expect(page.locator("#pick-count")).to_have_text("4")
    page.locator('[data-action="fewer"]').click()
    page.locator('[data-action="fewer"]').click()
    expect(page.locator('[data-pile="1"] .lifted')).to_have_count(2)
    page.locator('[data-pile="2"]').click()
    expect_cards(page, "2", ["6S", "5S"])
    expect_cards(page, "1", ["??", "8S", "7S"])


def test_a_refused_spider_deal_says_why_beside_the_stock(table: Open) -> None:
    text = board("spider-2", {10: ""}, stock_rows=5)
    page = table(board_link(text))
    page.locator('[data-pile="stock"]').click()
    expect(page.locator("#stock-note")).to_be_visible()
    expect(page.locator("#stock-note")).to_contain_text("Fill every column before dealing")
    assert counter(page, "deals-left") == "5" and counter(page, "moves") == "0"
    page.locator('.controls [data-action="deal"]').click()  # the button says the same
    expect(page.locator("#stock-note")).to_contain_text("Fill every column")


def test_beetle_warns_then_deals_onto_an_empty_column(table: Open) -> None:
    text = board("beetle", {4: ""}, stock_rows=6)
    page = table(board_link(text))
    page.keyboard.press("d")
    expect(page.locator("#stock-note")).to_contain_text("Column 4 is empty")
    assert cards(page, "4") == [] and counter(page, "deals-left") == "6"
    page.keyboard.press("d")
    expect(page.locator('[data-counter="deals-left"]')).to_have_text("5")
    assert len(cards(page, "4")) == 1 and counter(page, "moves") == "1"


def test_undo_and_redo_across_a_flip_and_a_finished_run(table: Open) -> None:
    text = board("spider-1", {1: "as as " + RUN, 2: "3s AS"}, stock_rows=5)
    page = table(board_link(text))
    before = {pile: cards(page, pile) for pile in ("1", "2", "foundation")}
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator('[data-counter="completed"]')).to_have_text("1")
    assert cards(page, "1") == ["??", "AS"] and cards(page, "2") == ["3S"]
    assert cards(page, "foundation") == ["KS"]
    assert counter(page, "moves") == "1"
    page.locator('.controls [data-action="undo"]').click()
    expect(page.locator('[data-counter="completed"]')).to_have_text("0")
    assert {pile: cards(page, pile) for pile in before} == before
    assert counter(page, "moves") == "0" and counter(page, "undos") == "1"
    page.locator('.controls [data-action="redo"]').click()
    expect(page.locator('[data-counter="completed"]')).to_have_text("1")
    assert cards(page, "1") == ["??", "AS"] and counter(page, "moves") == "1"


def test_a_beehive_set_leaves_and_the_beehive_refills_the_pile(table: Open) -> None:
    text = board("beehive", {1: "5S 5H 5D", 2: "9D", 3: "KC", 4: "2C", 5: "3C", 6: "4C"}, waste="5C", reserve="7C 8D")
    page = table(board_link(text))
    page.locator('[data-pile="waste"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator('[data-counter="completed"]')).to_have_text("1")
    assert cards(page, "1") == ["8D"]  # refilled from the beehive at once
    assert cards(page, "reserve") == ["7C"]
    assert counter(page, "moves") == "1"


def test_a_won_game_shows_the_result_card(table: Open) -> None:
    text = board("spider-1", {1: RUN, 2: "AS"}, done="S S S S S S S")
    page = table(board_link(text))
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    result = page.locator("#result")
    expect(result).to_be_visible()
    expect(result).to_contain_text("You won!")
    expect(page.locator("#result-moves")).to_have_text("1")
    expect(page.locator("#result-completed")).to_have_text("8")
    page.locator("#result-new").click()
    expect(result).to_be_hidden()
    expect(page.locator('[data-counter="completed"]')).to_have_text("0")
    assert counter(page, "moves") == "0"


def test_the_stalled_note_offers_a_way_out_and_leaves_the_table_playable(table: Open) -> None:
    # The stock is spent and only pointless moves remain: the five wanders between the sixes.
    columns = [
        "ac ac 9C",
        "6C 5C",
        "3c 3c 6C",
        "4c 4c KC",
        "7c 7c KC",
        "8c 8c 2C",
        "tc tc 2C",
        "qc qc JC",
        "5c JC",
        "9C",
    ]
    text = board("spider-4", dict(enumerate(columns, 1)), done="S S H H D D")
    page = table(board_link(text))
    note = page.locator("#note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("No move helps")
    page.locator('[data-pile="2"] [data-card]').last.click()  # the table still answers
    expect(page.locator("[data-target]")).to_have_count(1)
    page.locator('[data-pile="3"]').click()
    expect_cards(page, "3", ["??", "??", "6C", "5C"])
    assert counter(page, "moves") == "1"
    note.locator('[data-action="restart"]').click()
    expect_cards(page, "2", ["6C", "5C"])
    assert counter(page, "moves") == "0"


def test_a_bad_board_link_says_why_and_deals_a_new_game(table: Open) -> None:
    page = table("/?board=" + "Game%3A%20spider-1%0A1%3A%20ZZ")
    expect(page.locator("#message")).to_contain_text("That position link cannot be opened")
    assert page.locator("html").get_attribute("data-game") in VARIANTS
    assert len(cards(page, "1")) >= 5  # a fresh deal is on the table


def test_a_hint_points_at_a_move(table: Open) -> None:
    text = board("spider-4", {1: "3d 8C", 2: "KD 8S", 3: "9S"}, stock_rows=5)
    source, target = str(hint(from_text(text))).split(">")
    page = table(board_link(text))
    # The piles light up for a moment only: what lit is recorded as it happens, so a busy machine
    # that looks late still sees it.
    page.evaluate(RECORD_HINTED)
    page.keyboard.press("h")
    expect(page.locator("#message")).to_contain_text(f"column {source}")
    expect(page.locator("#message")).to_contain_text(f"column {target}")
    page.wait_for_function("window.hinted.size === 2")
    assert sorted(page.evaluate("[...window.hinted]")) == sorted([source, target])


RECORD_HINTED = """() => {
  window.hinted = new Set();
  new MutationObserver(() => {
    for (const pile of document.querySelectorAll(".hinted")) window.hinted.add(pile.dataset.pile);
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["class"] });
}"""


@pytest.fixture
def touch_page(new_device: NewDevice) -> Iterator[Page]:
    context = new_device(has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})
    yield context.new_page()
    context.close()


def test_touch_taps_and_a_touch_drag_play_on_a_phone(touch_page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(touch_page, "/?game=beetle&deal=123")
    page = touch_page
    game = new_game("beetle", "123")
    first, second = [m for m in game.legal_moves() if m != "d" and ":" not in m][:2]
    source, target = first.split(">")
    page.locator(f'[data-pile="{source}"] [data-card]').last.tap()
    expect(page.locator(f'[data-pile="{target}"][data-target]')).to_have_count(1)
    page.locator(f'[data-pile="{target}"]').tap()
    game.play(first)
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    assert cards(page, target) == engine_tokens(game, int(target))

    second = next(m for m in game.legal_moves() if m != "d" and ":" not in m)
    source, target = second.split(">")
    settle(page)
    start = page.locator(f'[data-pile="{source}"] [data-card]').last.bounding_box()
    lane = page.locator(f'[data-pile="{target}"]').bounding_box()
    assert start and lane
    touch = page.context.new_cdp_session(page)
    path = [(start["x"] + 8, start["y"] + 8), (start["x"] + 20, start["y"] + 30)]
    path += [(lane["x"] + lane["width"] / 2, lane["y"] + 40 + 20 * i) for i in range(3)]
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": path[0][0], "y": path[0][1]}]})
    for x, y in path[1:]:
        touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    game.play(second)
    expect(page.locator('[data-counter="moves"]')).to_have_text("2")
    assert cards(page, target) == engine_tokens(game, int(target))
    guard.check()


# Counts the cards that fly and turn as it happens, however long the test takes to look.
COUNT_MOTION = """() => {
  window.__flying = new Set();
  window.__turning = new Set();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.classList?.contains("card") && node.parentElement?.id === "flying") window.__flying.add(node);
      }
      if (record.type === "attributes" && record.target.classList.contains("turning")) {
        window.__turning.add(record.target);
      }
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
}"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_finished_run_flies_home_unless_the_player_prefers_reduced_motion(
    table: Open, motion: Literal["no-preference", "reduce"]
) -> None:
    text = board("spider-1", {1: "as as " + RUN, 2: "3s AS"}, stock_rows=5)
    page = table(board_link(text))
    page.emulate_media(reduced_motion=motion)
    page.evaluate(COUNT_MOTION)
    page.locator('[data-pile="2"] [data-card]').last.click()
    page.locator('[data-pile="1"]').click()
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    flying, turning = page.evaluate("[window.__flying.size, window.__turning.size]")
    if motion == "reduce":
        assert (flying, turning) == (0, 0)
    else:
        # The run leaves (its king glides onto the foundation, the rest fly there and fade),
        # and both columns turn a card over.
        assert flying == 12 and turning == 2
        expect(page.locator("#flying .card")).to_have_count(0)  # and the flight ends
    assert cards(page, "foundation") == ["KS"]
