"""The table without a pointer: keys act on the table only, dialogs and the menu take the keys
while they are open, Escape closes what is open, and the focus always goes back where it was."""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

from boards import NEAR_WON, board_link
from reading import Open, cards, counter, expect_cards

MENU = "#menu summary"


def focused(page: Page) -> str:
    """The focused element, as a test names it: its id, `data-pile`, or text."""
    return str(
        page.evaluate(
            """() => { const e = document.activeElement;
            return e.id ? `#${e.id}` : e.dataset.pile ? `pile ${e.dataset.pile}` : e.textContent.trim(); }"""
        )
    )


def press_until(page: Page, key: str, wanted: Locator, limit: int = 40) -> None:
    """Presses `key` until `wanted` has the focus, as a keyboard user walks to a control."""
    for _ in range(limit):
        if wanted.evaluate("e => e === document.activeElement"):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reached {wanted}; the focus is on {focused(page)}")


def open_from_menu(page: Page, item: str) -> None:
    """Opens a menu item with the keyboard alone: to the ⋯ button, Enter, down to the item, Enter."""
    press_until(page, "Shift+Tab", page.locator(MENU))
    page.keyboard.press("Enter")
    expect(page.locator("#menu")).to_have_attribute("open", "")
    press_until(page, "ArrowDown", page.locator(f'#menu [data-action="{item}"]'))
    page.keyboard.press("Enter")


def test_no_table_key_acts_while_the_menu_or_a_dialog_is_open(table: Open) -> None:
    page = table("/?game=spider&deal=41739205-2")
    page.keyboard.press("4")
    page.keyboard.press("7")  # the one move: 4>7
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    before = {pile: cards(page, pile) for pile in ("1", "4", "7", "10")}
    for opened in ("menu", "stats", "settings", "help"):
        if opened == "menu":
            page.locator(MENU).click()
            expect(page.locator("#menu")).to_have_attribute("open", "")
        else:
            open_from_menu(page, opened)
            expect(page.locator(f"#{opened}-panel")).to_be_visible()
        for key in ("d", "D", "u", "Control+z", "y", "h", "1", "4", "0", "b", "w"):
            page.keyboard.press(key)
        assert counter(page, "moves") == "1" and counter(page, "undos") == "0", opened
        assert counter(page, "deals-left") == "5", opened
        assert {pile: cards(page, pile) for pile in before} == before, opened
        expect(page.locator("[data-target], .lifted")).to_have_count(0)
        page.keyboard.press("Escape")
        expect(page.locator("#menu")).not_to_have_attribute("open", "")
        expect(page.locator("dialog[open]")).to_have_count(0)
    page.keyboard.press("d")  # with everything closed, the keys act again
    expect(page.locator('[data-counter="deals-left"]')).to_have_text("4")


def test_escape_closes_the_menu_then_the_dialogs_then_the_pick(table: Open) -> None:
    page = table("/?game=spider&deal=41739205-2")
    page.keyboard.press("4")
    expect(page.locator('[data-pile="4"] .lifted')).to_have_count(1)
    page.locator(MENU).focus()
    page.keyboard.press("Enter")
    expect(page.locator("#menu")).to_have_attribute("open", "")
    page.keyboard.press("Escape")
    expect(page.locator("#menu")).not_to_have_attribute("open", "")
    assert focused(page) == "⋯"
    expect(page.locator('[data-pile="4"] .lifted')).to_have_count(1)  # the pick is still held
    for dialog in ("stats", "settings", "help"):
        open_from_menu(page, dialog)
        panel = page.locator(f"#{dialog}-panel")
        expect(panel).to_be_visible()
        press_until(page, "Tab", panel.locator('[data-action="close-panel"]'))
        page.keyboard.press("Escape")  # from its Close button too
        expect(panel).to_be_hidden()
        assert focused(page) == "⋯", dialog
        expect(page.locator('[data-pile="4"] .lifted')).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator(".lifted")).to_have_count(0)


def test_a_near_won_spider_is_played_to_the_result_and_every_dialog_opened_by_keyboard(table: Open) -> None:
    page = table(board_link(NEAR_WON))
    page.keyboard.press("2")  # the ace of spades in hand
    page.keyboard.press("3")  # onto an empty column
    expect(page.locator('[data-counter="moves"]')).to_have_text("1")
    page.keyboard.press("u")
    expect(page.locator('[data-counter="undos"]')).to_have_text("1")
    assert cards(page, "2") == ["AS"]
    page.keyboard.press("y")
    expect_cards(page, "3", ["AS"])
    page.keyboard.press("3")
    page.keyboard.press("1")  # the ace finishes the eighth run
    result = page.locator("#result")
    expect(result).to_be_visible()
    assert focused(page) == "#result-new"
    for _ in range(8):  # Tab goes round the card (and the browser's own controls), never to the table
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement === document.body") or result.evaluate(
            "(r) => r.contains(document.activeElement)"
        ), focused(page)
    page.keyboard.press("Escape")
    expect(result).to_be_hidden()
    assert focused(page) == "pile 1"  # where the focus was when the game was won
    for dialog in ("stats", "settings", "help"):
        open_from_menu(page, dialog)
        panel = page.locator(f"#{dialog}-panel")
        expect(panel).to_be_visible()
        assert panel.evaluate("(p) => p.contains(document.activeElement)")
        press_until(page, "Tab", panel.locator('[data-action="close-panel"]'))
        page.keyboard.press("Enter")
        expect(panel).to_be_hidden()
        assert focused(page) == "⋯", dialog


def tab_order(page: Page) -> list[str]:
    """The piles in the order Tab reaches them."""
    page.locator('[data-pile="1"]').focus()
    press_until(page, "Shift+Tab", page.locator(MENU))
    order: list[str] = []
    while len(order) < 20:
        page.keyboard.press("Tab")
        pile = page.evaluate("document.activeElement.dataset.pile")
        if pile == "1":
            return order
        if pile:
            order.append(str(pile))
    raise AssertionError(f"Tab never reached column 1: {order}")


def drawn_order(page: Page) -> list[str]:
    """The top row's piles as drawn: row by row, left to right."""
    boxes = page.locator("#top-row [data-pile]").evaluate_all(
        "els => els.map(e => { const box = e.getBoundingClientRect();"
        " return [Math.round(box.top), box.left, e.dataset.pile]; })"
    )
    return [str(pile) for *_, pile in sorted(boxes)]


def test_tab_goes_through_the_top_row_as_drawn_for_either_hand(table: Open) -> None:
    page = table("/?game=spider&deal=41739205-2")
    assert tab_order(page) == drawn_order(page) == ["foundation", "stock"]
    page.locator(MENU).click()
    page.locator('#menu [data-action="settings"]').click()
    page.locator('#settings-form [name="hand"]').check()
    page.keyboard.press("Escape")
    expect(page.locator("#top-row [data-pile]").first).to_have_attribute("data-pile", "stock")  # moved over
    assert tab_order(page) == drawn_order(page) == ["stock", "foundation"]
    page.locator("#variant").select_option("beehive")  # the sets drawn on a row of their own
    expect(page.locator("html")).to_have_attribute("data-game", "beehive")
    assert tab_order(page) == drawn_order(page) == ["stock", "waste", "reserve", "foundation"]


def test_the_help_opens_with_question_mark_and_its_example_plays_by_keyboard(table: Open) -> None:
    page = table(board_link(NEAR_WON))
    page.locator('[data-pile="2"]').focus()
    page.keyboard.press("?")
    panel = page.locator("#help-panel")
    expect(panel).to_be_visible()
    press_until(page, "Tab", panel.locator('[data-action="example-next"]'))
    for _ in range(6):  # past the last step, the button keeps the focus
        page.keyboard.press("Enter")
    expect(page.locator("#example-step")).to_contain_text("Step 4 of 4")
    assert focused(page) == "Next step"
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    assert focused(page) == "pile 2"
