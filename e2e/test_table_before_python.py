"""The table is on screen before Python runs: the build's table on a first visit, the player's
own game on a return, a link's layout otherwise; taps made meanwhile are played once ready.

Python is held back by a route that keeps the runtime's WebAssembly waiting, so "before ready"
is a state the test controls, not a race. Service workers are blocked: the route must see every
request (and the offline tests cover the worker)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect

from boards import NEAR_WON, board_link
from conftest import NewDevice, PageGuard
from reading import cards, counter
from solitaire import new_game
from table.show import first_paint

WASM = "**/pyodide.asm.wasm"
FIRST_DEAL = ("spider-1", "1-1")  # scripts/first_paint.py's default, which the build draws

# Sums the layout shifts the page makes (none from input), from navigation on, and keeps what
# moved, from where to where, for the failure to name.
RECORD_SHIFTS = """
window.__shifts = 0;
window.__shifted = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    window.__shifts += entry.value;
    for (const source of entry.sources || []) {
      const node = source.node;
      const name = node && node.nodeType === 1 ? node.outerHTML.slice(0, 120) : String(node);
      const [from, to] = [source.previousRect, source.currentRect].map((rect) => JSON.stringify(rect));
      window.__shifted.push([entry.value, name, from, to]);
    }
  }
}).observe({ type: "layout-shift", buffered: true });
"""


def assert_the_table_stayed_put(page: Page) -> None:
    shifted = page.evaluate("window.__shifted")
    assert page.evaluate("window.__shifts") < 0.001, f"the table moved when Python took over: {shifted}"


class Held:
    """The runtime's wasm, kept waiting until `release`."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.routes: list[Route] = []
        page.route(WASM, self.hold)

    def hold(self, route: Route) -> None:
        self.routes.append(route)

    def release(self) -> None:
        for route in self.routes:
            route.continue_()
        self.routes = []
        self.page.unroute(WASM)


@pytest.fixture
def context(new_device: NewDevice) -> Iterator[BrowserContext]:
    context = new_device(service_workers="block")
    context.add_init_script(RECORD_SHIFTS)
    yield context
    context.close()


def all_cards(page: Page) -> dict[str, list[str]]:
    piles = page.locator("[data-pile]").evaluate_all("els => els.map(e => e.dataset.pile)")
    return {pile: cards(page, pile) for pile in piles}


def open_held(page: Page, url: str) -> tuple[PageGuard, Held]:
    guard = PageGuard(page)
    held = Held(page)
    page.goto(url)
    expect(page.locator("#starting")).to_be_visible()
    assert not page.locator("html[data-ready]").count()
    return guard, held


@pytest.mark.first_visit
def test_a_first_visit_shows_the_builds_table_and_plays_that_very_deal(context: BrowserContext) -> None:
    page = context.new_page()
    guard, held = open_held(page, "/")
    before = all_cards(page)
    game = new_game("spider", FIRST_DEAL[1])
    assert before["1"] == ["??"] * 5 + [str(game.position.columns[0].cards[-1])]
    assert sum(len(c) for c in before.values()) == 54 + 5  # the columns, and a back per deal left
    held.release()
    guard.wait_ready()
    assert page.locator("html").get_attribute("data-deal") == FIRST_DEAL[1]
    assert all_cards(page) == before
    expect(page.locator("#starting")).to_be_hidden()
    assert_the_table_stayed_put(page)
    guard.check()


def test_a_return_shows_the_game_as_left_before_python_and_the_same_once_ready(context: BrowserContext) -> None:
    page = context.new_page()
    guard = PageGuard(page)
    page.goto("/?game=beehive&deal=7")
    guard.wait_ready()
    game = new_game("beehive", "7")
    for move in [*game.legal_moves()[:1], "d"]:
        if move == "d":
            page.keyboard.press("d")
        else:
            play(page, move)
        game.play(move)
    # the cards are read once the deal has been drawn and has landed (in flight, a dealt card is
    # in no pile yet), and the next visit once the page has kept its picture of them
    expect(page.locator('[data-counter="moves"]')).to_have_text("2")
    page.wait_for_function("document.getAnimations().length === 0")
    left = all_cards(page)
    moves = counter(page, "moves")
    page.wait_for_function("JSON.parse(localStorage.getItem('solitaire.paint') || '{}').counters?.moves === '2'")

    again = context.new_page()
    guard, held = open_held(again, "/?game=beehive&deal=7")
    assert all_cards(again) == left and counter(again, "moves") == moves
    assert again.locator("html").get_attribute("data-layout") == "beehive"
    held.release()
    guard.wait_ready()
    assert all_cards(again) == left and counter(again, "moves") == moves
    guard.check()


def play(page: Page, move: str) -> None:
    source, target = move.split(">")
    pile = {"r": "reserve", "w": "waste"}.get(source, source)
    page.locator(f'[data-pile="{pile}"]').click()
    page.locator(f'[data-pile="{target}"]').click()


def test_a_link_to_another_game_shows_its_layout_before_python(context: BrowserContext) -> None:
    page = context.new_page()
    guard, held = open_held(page, "/?game=beehive&deal=12")
    assert page.locator("html").get_attribute("data-layout") == "beehive"
    assert page.locator("#columns [data-pile]").count() == 6 and page.locator("[data-pile=reserve]").count() == 1
    assert page.locator("#completed-label").inner_text() == "Sets"
    held.release()
    guard.wait_ready()
    assert cards(page, "reserve") == [str(new_game("beehive", "12").position.reserve[-1])]
    guard.check()


def test_a_link_to_a_deal_shows_what_every_deal_of_its_variant_opens_with(context: BrowserContext) -> None:
    page = context.new_page()
    guard, held = open_held(page, "/?game=spider&deal=41739205-2")
    assert page.locator("html").get_attribute("data-game") == "spider-2"  # the tier the deal code names
    assert page.locator("#variant").input_value() == "spider-2"
    before = all_cards(page)
    game = new_game("spider", "41739205-2")
    for number, column in enumerate(game.position.columns, 1):
        assert before[str(number)] == ["??"] * column.hidden  # its face-down cards, none face up yet
    stock = page.locator("[data-pile=stock]").get_attribute("data-caption")
    assert stock == "5 deals left" and before["stock"] == ["??"] * 5
    assert page.locator("[data-pile=foundation] [data-slot]").count() == 8
    held.release()
    guard.wait_ready()
    after = all_cards(page)
    for number, column in enumerate(game.position.columns, 1):
        assert after[str(number)] == before[str(number)] + [str(card) for card in column.face_up]
    assert after["stock"] == before["stock"]
    assert page.locator("[data-pile=stock]").get_attribute("data-caption") == stock
    assert_the_table_stayed_put(page)
    guard.check()


def test_a_board_link_shows_its_games_piles_without_cards_before_python(context: BrowserContext) -> None:
    page = context.new_page()
    guard, held = open_held(page, board_link(NEAR_WON))  # seven runs done: no opening
    assert page.locator("html").get_attribute("data-game") == "spider-1"
    assert page.locator("#columns [data-pile]").count() == 10
    assert page.locator("#table [data-card]").count() == 0 and page.locator("[data-pile][data-caption]").count() == 0
    held.release()
    guard.wait_ready()
    assert cards(page, "2") == ["AS"] and page.locator("[data-pile=foundation] [data-card]").count() == 7
    guard.check()


@pytest.mark.parametrize("link", ["/?board=Game:%20__proto__", "/?game=constructor&deal=3-2"])
def test_a_link_naming_no_game_keeps_the_builds_table_before_python(context: BrowserContext, link: str) -> None:
    page = context.new_page()
    guard, held = open_held(page, link)  # the guard fails the test on a page error
    assert page.locator("html").get_attribute("data-game") == FIRST_DEAL[0]
    assert len(all_cards(page)["1"]) == 6
    held.release()
    guard.wait_ready()
    guard.check()


def test_taps_before_python_are_marked_and_played_once_ready(context: BrowserContext) -> None:
    page = context.new_page()
    guard, held = open_held(page, "/")
    game = new_game("spider", FIRST_DEAL[1])
    source = next(m for m in game.legal_moves() if m != "d").split(">")
    page.locator(f'[data-pile="{source[0]}"]').click()
    page.locator(f'[data-pile="{source[1]}"]').click()
    expect(page.locator("[data-pending]")).to_have_count(2)
    assert counter(page, "moves") == "0"
    held.release()
    guard.wait_ready()
    expect(page.locator("[data-pending]")).to_have_count(0)
    game.play(">".join(source))
    assert counter(page, "moves") == "1"
    column = game.position.columns[int(source[1]) - 1]
    assert cards(page, source[1]) == ["??" if i < column.hidden else str(c) for i, c in enumerate(column.cards)]
    guard.check()


# Connects both hands as table/browser/hands.py does, to a recorder, while Python is still held back.
CONNECT_RECORDERS = """() => {
  window.__told = [];
  const record = (message) => window.__told.push(JSON.parse(message));
  solitaireHands.connect(record);
  solitaireControls.connect(record);
}"""


def test_a_tap_once_its_hand_is_connected_goes_to_that_hand_alone(context: BrowserContext) -> None:
    """Python connects the hands a moment before it says ready. A tap in that moment is the
    connected hand's: kept for later as well, it would be played twice."""
    page = context.new_page()
    guard, held = open_held(page, "/")
    page.locator('[data-action="stats"]').dispatch_event("click")  # a control before the connection: kept
    page.evaluate(CONNECT_RECORDERS)
    game = new_game("spider", FIRST_DEAL[1])
    source = next(m for m in game.legal_moves() if m != "d").split(">")[0]
    page.locator(f'[data-pile="{source}"]').click()
    page.locator('[data-action="daily"]').click()
    told = page.evaluate("window.__told")
    assert [message.get("tap", message.get("action")) for message in told] == [source, "daily"]
    assert page.evaluate("window.solitairePending") == [{"action": "stats"}]
    expect(page.locator("[data-pending]")).to_have_count(1)
    held.release()
    guard.wait_ready()
    expect(page.locator("[data-pending]")).to_have_count(0)
    expect(page.locator("#stats-panel")).to_be_visible()  # the one tap kept is played once ready
    assert counter(page, "moves") == "0"  # the pile's tap went to the recorder, not Python
    guard.check()


FOREIGN: dict[str, Any] = {  # markup of other kinds than ours, with nothing that runs
    "version": first_paint.VERSION,
    "root": {"data-game": "spider-1", "data-deal": "1-1", "data-layout": "spider", "data-colours": '"><img src=x>'},
    "regions": {
        "top-row": '<img src=x><div data-pile="stock" style="background:url(x)"><form action=x></form></div>',
        "columns": '<script>console.error("ran")</script><a href="https://example.com">x</a><div data-card="AS"></div>',
    },
    "counters": {"moves": "<b>9</b>", "time": 5},
    "texts": {"challenge": "<i>text</i>"},
    "hidden": {"challenge": "no"},
    "picker": {"x": 1},
}
HANDLERS = {**FOREIGN, "regions": {"top-row": '<img src=x onerror="console.error(1)">', "columns": "<div/onclick=x()>"}}
BROKEN = ["{not json", '{"version": 1, "root": [], "regions": "x"}', "[]", json.dumps({**FOREIGN, "version": 2})]


@pytest.mark.parametrize("stored", [json.dumps(FOREIGN), json.dumps(HANDLERS), *BROKEN])
def test_a_hostile_paint_in_storage_shows_nothing_foreign_and_the_page_boots(
    context: BrowserContext, stored: str
) -> None:
    context.add_init_script(f"localStorage.setItem({json.dumps(first_paint.KEY)}, {json.dumps(stored)})")
    page = context.new_page()
    foreign: list[str] = []
    page.on("request", lambda request: foreign.extend([request.url] if request.url.endswith("/x") else []))
    guard, held = open_held(page, "/")
    assert page.locator("#columns script, #columns a, #top-row img, [onclick], [onerror]").count() == 0
    assert page.locator("html").get_attribute("data-colours") != '"><img src=x>'
    assert counter(page, "moves") == "0" and page.locator("#challenge").inner_text() in ("", "<i>text</i>")
    held.release()
    guard.wait_ready()
    assert foreign == []
    guard.check()
