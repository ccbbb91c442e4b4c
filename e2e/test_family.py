"""Spider's family at the table: each new game opened from the picker and from a deal link, a
move, a deal where there is a stock, undo, and a near-won board played to its result card on a
phone and on a desktop."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from boards import board, board_link
from conftest import NewDevice, OpenReady
from reading import Open, cards, counter, expect_cards
from solitaire import VARIANTS, Game, deal_code, new_game
from solitaire.moves import parse_move

# One variant of each new game (the tiers differ only in their suits).
FAMILY = ("spiderette-2", "will-o-the-wisp-4", "simple-simon", "mrs-mop", "scorpion")
WIDTHS = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 800}}
RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
# Each game one move from its win: the ace of spades finishes the last run.
NEAR_WON = {
    "spiderette-1": board("spiderette-1", {1: RUN, 2: "AS"}, done="S S S"),
    "will-o-the-wisp-2": board("will-o-the-wisp-2", {1: RUN, 2: "AS"}, done="S H H"),
    "simple-simon": board("simple-simon", {1: RUN, 2: "AS"}, done="H D C"),
    "mrs-mop": board("mrs-mop", {1: RUN, 2: "AS"}, done="S H H D D C C"),
    "scorpion": board("scorpion", {1: RUN, 2: "AS"}, done="H D C"),
}


def tokens(game: Game, number: int) -> list[str]:
    column = game.position.columns[number - 1]
    return ["??" if i < column.hidden else str(c) for i, c in enumerate(column.cards)]


def a_move(game: Game) -> str:
    """A move onto a card that leaves its column with cards, so a deal may follow it."""
    for move in game.legal_moves():
        if move == "d" or ":" in move:
            continue
        source, target = (int(n) for n in move.split(">"))
        moved = game.variant.cards_moved(game.position, parse_move(move))
        if game.position.columns[target - 1].cards and moved < len(game.position.columns[source - 1].cards):
            return move
    raise AssertionError(f"no move onto a card in {game.deal}")


@pytest.mark.parametrize("variant_id", FAMILY)
def test_a_deal_link_opens_the_game_and_it_plays_deals_and_undoes(table: Open, variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    code = deal_code(variant, 2026)
    page = table(f"/?game={variant.game}&deal={code}")
    root = page.locator("html")
    expect(root).to_have_attribute("data-game", variant_id)
    expect(root).to_have_attribute("data-deal", code)
    game = new_game(variant.game, code)
    assert page.locator("#columns [data-pile]").count() == variant.column_count
    for number in range(1, variant.column_count + 1):
        assert cards(page, str(number)) == tokens(game, number)

    move = a_move(game)
    source, target = move.split(">")
    page.locator(f'[data-pile="{source}"] [data-card]').last.click()
    expect(page.locator(f'[data-pile="{target}"][data-target]')).to_have_count(1)
    page.locator(f'[data-pile="{target}"]').click()
    opening = [tokens(game, int(source)), tokens(game, int(target))]
    game.play(move)
    expect_cards(page, target, tokens(game, int(target)))
    assert cards(page, source) == tokens(game, int(source)) and counter(page, "moves") == "1"

    page.locator("#undo").click()
    expect_cards(page, target, opening[1])
    assert cards(page, source) == opening[0]
    assert counter(page, "moves") == "0" and counter(page, "undos") == "1"
    game.undo()

    if variant.has_stock:
        dealt = game.variant.dealt_columns(game.position)
        page.locator('.controls [data-action="deal"]').click()
        game.play("d")
        expect(page.locator('[data-counter="deals-left"]')).to_have_text(str(variant.stock_count(game.position)))
        for number in dealt:
            expect_cards(page, str(number), tokens(game, number))
        assert counter(page, "moves") == "1"
        expect(page.locator("#undo")).to_be_disabled()  # a deal cannot be undone


def test_the_picker_opens_each_new_game(table: Open) -> None:
    page = table("/?game=spider&deal=41739205-2")
    for variant_id in [v for v in VARIANTS if VARIANTS[v].game in {VARIANTS[f].game for f in FAMILY}]:
        variant = VARIANTS[variant_id]
        page.locator("#variant").select_option(variant_id)
        root = page.locator("html")
        expect(root).to_have_attribute("data-game", variant_id)
        code = root.get_attribute("data-deal")
        assert code is not None
        game = new_game(variant.game, code)  # a deal of that very variant
        assert game.variant.id == variant_id
        expect(page.locator("#columns [data-pile]")).to_have_count(variant.column_count)
        assert cards(page, str(variant.column_count)) == tokens(game, variant.column_count)


@pytest.fixture(params=list(WIDTHS))
def sized(request: pytest.FixtureRequest, new_device: NewDevice) -> Iterator[Page]:
    context = new_device(viewport=WIDTHS[request.param])
    yield context.new_page()
    context.close()


def test_a_near_won_board_of_each_new_game_plays_to_its_result_card(sized: Page, open_ready: OpenReady) -> None:
    page = sized
    guard = None
    for variant_id, text in NEAR_WON.items():
        if guard is None:
            guard = open_ready(page, board_link(text))
        else:
            page.goto(board_link(text))
            guard.wait_ready()
        expect(page.locator("html")).to_have_attribute("data-game", variant_id)
        page.locator('[data-pile="2"] [data-card]').last.click()
        page.locator('[data-pile="1"]').click()
        # The win is celebrated on every table; a key ends it, as a player's would (test_celebration.py
        # watches one play out by itself), and the result card follows.
        expect(page.locator("[data-celebration]")).to_have_count(1)
        page.keyboard.press("Escape")
        result = page.locator("#result")
        expect(result).to_be_visible()
        expect(result).to_contain_text("You won!")
        expect(page.locator("#result-completed")).to_have_text(str(VARIANTS[variant_id].goal))
        expect(page.locator("#result-moves")).to_have_text("1")
    assert guard is not None
    guard.check()


def test_scorpion_warns_of_an_empty_column_only_when_its_deal_reaches_it(table: Open) -> None:
    page = table(board_link(board("scorpion", {5: ""}, stock_cards=3)))
    page.keyboard.press("d")  # the deal goes onto columns 1 to 3: column 5 stays empty, no warning
    expect(page.locator('[data-counter="deals-left"]')).to_have_text("0")
    assert cards(page, "5") == [] and counter(page, "moves") == "1"
    page = table(board_link(board("scorpion", {2: ""}, stock_cards=3)))
    page.keyboard.press("d")
    expect(page.locator("#stock-note")).to_contain_text("Column 2 is empty")
    assert counter(page, "deals-left") == "1"
    page.keyboard.press("d")
    expect(page.locator('[data-counter="deals-left"]')).to_have_text("0")
    assert len(cards(page, "2")) == 1


ONE_OF_EACH = ("spider-4", "beetle", "spiderette-4", "will-o-the-wisp-1", "simple-simon", "mrs-mop", "scorpion")


def test_every_game_lays_its_columns_in_one_row_on_a_phone_and_a_desktop(sized: Page, open_ready: OpenReady) -> None:
    """Seven, ten or thirteen columns side by side, nothing past the screen's edge; a game without
    a stock shows no stock, no Deal and no deals counter."""
    page = sized
    width = page.viewport_size["width"] if page.viewport_size else 0
    guard = None
    for variant_id in ONE_OF_EACH:
        variant = VARIANTS[variant_id]
        link = f"/?game={variant.game}&deal={deal_code(variant, 7)}"
        if guard is None:
            guard = open_ready(page, link)
        else:
            page.goto(link)
            guard.wait_ready()
        expect(page.locator("html")).to_have_attribute("data-game", variant_id)
        boxes = page.locator("#columns > [data-pile]").evaluate_all(
            "piles => piles.map((pile) => pile.getBoundingClientRect().toJSON())"
        )
        assert len(boxes) == variant.column_count
        assert len({round(box["top"]) for box in boxes}) == 1, f"{variant_id}: the columns wrap"
        assert boxes[0]["left"] >= 0 and boxes[-1]["right"] <= width, f"{variant_id}: a column is off the screen"
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        deal, deals_left = page.locator('.controls [data-action="deal"]'), page.locator('[data-counter="deals-left"]')
        if variant.has_stock:
            expect(deal).to_be_visible()
            expect(page.locator('[data-pile="stock"]')).to_have_count(1)
        else:
            expect(deal).to_be_hidden()
            expect(deals_left).to_be_hidden()
            expect(page.locator('[data-pile="stock"]')).to_have_count(0)
    assert guard is not None
    guard.check()


def test_shift_and_a_digit_pick_up_from_the_columns_after_ten(table: Open) -> None:
    game = new_game("mrs-mop", "11")
    page = table("/?game=mrs-mop&deal=11")
    # as on a US keyboard, Shift and 1 type "!" (where Shift and that key type "1", it is column 1)
    page.locator("body").press("Shift+!")
    expect(page.locator('[data-pile="11"].holding')).to_have_count(1)
    expect(page.locator('[data-pile="11"]')).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator(".holding")).to_have_count(0)
    page.keyboard.press("Shift+#")
    expect(page.locator('[data-pile="13"].holding')).to_have_count(1)
    assert cards(page, "13") == tokens(game, 13)
