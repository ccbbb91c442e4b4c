"""The first paint: the table the build draws into the page, each game's empty layout, the
paint the page keeps, and the script that puts one on screen agreeing with them."""

from __future__ import annotations

import json
import re

import pytest

import fake_page
import first_paint as build
from layout import ROOT
from solitaire import VARIANTS, deal_code, new_game
from table.play.pick import pick_up
from table.show import first_paint, scene
from table.show.state import Board, Looks, Notes, TableState
from table.storage.settings import Settings

SCRIPT = (ROOT / "static" / "app" / "first-paint.js").read_text()
PAGE = (ROOT / "index.html").read_text()


def element(html: str, element_id: str) -> str:
    match = re.search(rf'<(\w+)\b[^>]*\bid="{element_id}"[^>]*>(.*?)</\1>', html, re.DOTALL)
    assert match is not None, element_id
    return match[2]


def test_the_build_draws_the_deal_its_picker_and_every_layout_into_the_page():
    drawn = build.draw(PAGE, "spider-1", "1-1")
    game = new_game("spider", "1-1")
    assert re.search(
        r'<html\b[^>]*data-game="spider-1" data-deal="1-1" data-layout="spider" data-columns="10" data-stock="yes"',
        drawn,
    )
    columns = element(drawn, "columns")
    for number, column in enumerate(game.position.columns, 1):
        top = str(column.cards[-1])
        assert f'data-pile="{number}"' in columns and f'data-card="{top}"' in columns
    assert columns.count('data-card="??"') == 44
    assert 'data-caption="5 deals left"' in element(drawn, "top-row")
    assert re.search(r'data-counter="deals-left">5<', drawn) and re.search(r'data-counter="goal">8<', drawn)
    assert element(drawn, "variant").count("<option") == len(VARIANTS)
    assert '<option value="spider-1" selected>' in element(drawn, "variant")
    layouts = json.loads(element(drawn, "layouts"))
    assert set(layouts) == set(VARIANTS) | {f"{v}/left" for v in VARIANTS}
    left, right = layouts["beehive/left"]["regions"]["top-row"], layouts["beehive"]["regions"]["top-row"]
    assert left.index('data-pile="stock"') < left.index('data-pile="foundation"')
    assert right.index('data-pile="stock"') > right.index('data-pile="foundation"')
    assert re.search(r'<button[^>]*id="undo"[^>]*disabled>', drawn) and re.search(
        r'<button[^>]*id="redo"[^>]*disabled>', drawn
    )


def test_the_build_refuses_a_page_without_the_elements_it_fills():
    with pytest.raises(build.Missing, match="columns"):
        build.draw(PAGE.replace('id="columns"', 'id="elsewhere"'), "spider-1", "1-1")


def test_a_paint_holds_the_piles_as_the_view_draws_them():
    game = new_game("beehive", "3")
    paint = first_paint.paint_of(game, seconds=75)
    assert paint["root"] == {
        "data-game": "beehive",
        "data-deal": "3",
        "data-layout": "beehive",
        "data-columns": "6",
        "data-stock": "yes",
    }
    assert paint["counters"]["time"] == "1:15" and paint["counters"]["goal"] == "13"
    assert paint["texts"] == {"completed-label": "Sets", "stock-label": "Stock"}
    piles = scene.piles(game)
    for key, pile in piles.items():
        region = paint["regions"]["columns" if key.isdecimal() else "top-row"]
        assert f'data-pile="{key}"' in region and pile.html in region


def pile_markup(region: str) -> dict[str, str]:
    """Each pile's markup in a region, by `data-pile`."""
    starts = [m.start() for m in re.finditer(r'<div class="pile ', region)]
    piles = [region[a:b] for a, b in zip(starts, [*starts[1:], len(region)], strict=True)]
    return {re.search(r'data-pile="([^"]+)"', pile)[1]: pile for pile in piles}


@pytest.mark.parametrize("number", [7, 41739205, 4294967295])
def test_each_games_layout_is_what_every_deal_of_it_opens_with_and_shows_no_card(number):
    for key, layout in first_paint.layouts().items():
        variant = VARIANTS[key.removesuffix("/left")]
        game = new_game(variant.game, deal_code(variant, number))
        paint = first_paint.paint_of(game, left_handed=key.endswith("/left"))
        assert layout["root"] == {
            "data-game": variant.id,
            "data-layout": variant.game,
            "data-columns": str(variant.column_count),
            "data-stock": "yes" if variant.has_stock else "none",
        }
        assert layout["picker"] == variant.id and layout["counters"] == paint["counters"]
        assert layout["texts"] == paint["texts"] and layout["disabled"] == paint["disabled"]
        drawn = "".join(layout["regions"].values())
        assert set(re.findall(r'data-card="([^"]*)"', drawn)) <= {"??"}, "a card a player could read"
        columns = pile_markup(layout["regions"]["columns"])
        assert len(columns) == variant.column_count
        for index, column in enumerate(game.position.columns, 1):
            assert columns[str(index)].count('data-card="??"') == column.hidden
        laid, dealt = (pile_markup(region) for region in (layout["regions"]["top-row"], paint["regions"]["top-row"]))
        assert list(laid) == list(dealt)  # the same piles in the same order
        sides = {side.key for side in variant.side_piles}
        for pile in set(laid) - sides:  # the stock and the foundation, exactly as the deal draws them
            assert laid[pile] == dealt[pile]
        for pile in sides:  # the same caption: "Beehive 10"
            assert re.findall(r'data-caption="[^"]*"', laid[pile]) == re.findall(r'data-caption="[^"]*"', dealt[pile])


def test_a_paint_is_safe_inside_the_page():
    text = first_paint.encode({"regions": {"x": "</script><script>alert(1)</script>"}})
    assert "</script>" not in text and json.loads(text)["regions"]["x"].startswith("</script>")


def test_the_page_keeps_what_it_shows_with_the_players_own_settings():
    game = new_game("spider", "7-2")
    game.play(game.legal_moves()[0])
    parked = "Your game of Beetle in progress (3 moves) is kept aside."
    looks = Looks.of(Settings(colours="four"), system_dark=False, language="ar")
    pick = pick_up(game, next(str(n) for n in range(1, 11) if game.liftable(str(n))))
    assert pick is not None
    kept = first_paint.kept(TableState(Board.of(game, pick, 5.0), Notes(parked=parked), looks))
    assert kept["version"] == first_paint.VERSION and kept["picker"] == "spider-2"
    assert kept["root"] == {
        "data-game": "spider-2",
        "data-deal": "7-2",
        "data-layout": "spider",
        "data-columns": "10",
        "data-stock": "yes",
        "data-colours": "four",
        "data-hand": "right",
        "data-motion": "on",
        "lang": "ar",
        "dir": "rtl",  # a return visit's first paint is in the player's language, and its direction
    }
    assert set(kept["root"]) == set(first_paint.ROOT_ATTRIBUTES)
    assert kept["regions"] == first_paint.table_html(game)  # nothing of the moment: no cards in hand
    assert kept["counters"]["time"] == "0:05" and kept["texts"]["parked-text"] == parked
    assert set(kept["texts"]) == set(first_paint.TEXTS) and set(kept["hidden"]) == set(first_paint.HIDDEN)
    assert kept["texts"]["completed-label"] == "Runs" and kept["disabled"] == {"undo": False, "redo": True}
    assert kept["hidden"] == {"challenge": True, "parked": False, "verdict-item": True}
    json.dumps(kept)  # stored as JSON


def test_the_page_keeps_the_paint_of_the_state_it_drew_with_no_read_of_the_page():
    page = fake_page.Booted(fake_page.FakeStorage(), "?game=beetle&deal=7")
    reads = len([call for call in page.window.solitaireDom.calls if call[1] in ("get", "attrs")])
    page.window.run_timers()  # the paint is kept once the page has drawn
    kept = json.loads(page.window.localStorage[first_paint.KEY])
    assert kept == first_paint.kept(page.table.drawn)
    assert kept["root"]["data-deal"] == "7"
    assert len([call for call in page.window.solitaireDom.calls if call[1] in ("get", "attrs")]) == reads


def test_every_element_and_attribute_of_a_paint_passes_the_scripts_allowlist():
    elements = set(re.findall(r'"(\w+)"', re.search(r"const ELEMENTS = new Set\(\[(.*?)\]\)", SCRIPT)[1]))
    attribute = re.compile(re.search(r"const ATTRIBUTE = /(.*?)/;", SCRIPT)[1])
    style = re.compile(re.search(r"const STYLE = /(.*?)/;", SCRIPT)[1])
    for variant in VARIANTS.values():
        game = new_game(variant.game, deal_code(variant, 12))
        html = "".join(first_paint.table_html(game).values())
        assert set(re.findall(r"<(\w+)", html)) <= elements
        for name, value in re.findall(r'\s([\w-]+)="([^"]*)"', html):
            assert attribute.fullmatch(name) or (name == "style" and style.fullmatch(value)), (name, value)


def test_a_left_handed_paint_has_the_stock_first_as_the_table_does():
    game = new_game("beehive", "4242")
    order = [scene.top_row(game.variant, left_handed=left)[0][0] for left in (False, True)]
    assert order == ["foundation", "stock"]
    for left in (False, True):
        top = first_paint.table_html(game, left_handed=left)["top-row"]
        assert top.index(f'data-pile="{order[left]}"') == top.index("data-pile=")
