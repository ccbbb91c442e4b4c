"""A player's visits, the same in every engine: Firefox and WebKit (e2e/engines.py) beside the
Chromium suite. One device per host, visited as a player does: a first visit, play by tap, drag
and key, a deal and an undo, sound, both window sizes; a second and a third visit under the
service worker; each language by a link, German, Japanese and Arabic at both sizes; a near-won
board played to its result card; statistics and game kept across
reloads; and a return with the network gone. Apart: the page's own questions (a transfer link's
in German, a reset in English), and two tabs of the site. On a host with the site's headers and on one with
none (GitHub Pages, S3), where the first visit is not isolated.

The tests are here; each engine's file (test_in_firefox.py, test_in_webkit.py) imports them beside
its `engine` fixture, so that pytest collects them once an engine: a file's tests run in one
process, and the two engines run side by side.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Literal

import pytest

import catalogs  # the build's script, to read each catalog's words
import serve
from bidi import DRAWN_AT, TYPE_DEAL
from boards import ANOTHER_TWO_TO_WIN, NEAR_WON, TWO_TO_WIN, board_link, transfer_fragment
from engines import Engine, open_engine
from layout import ROOT, SITE
from reading import FACES_DRAWN
from solitaire import new_game
from solitaire.daily import daily_deal
from table.show.language import READY, direction

GAME, CODE = "spider", "41739205-2"
DEAL = f"/?game={GAME}&deal={CODE}"
MRS_MOP = "/?game=mrs-mop&deal=5"
BOOT_TIMEOUT = 90.0  # seconds: a first visit on a busy two-core machine, in a browser without a snapshot
SHOTS = ROOT / "test-results" / "engines"
STARTED = "document.documentElement.hasAttribute('data-ready') || document.documentElement.dataset.start"
# Whether the whole table is inside the window: no pile, card or control past its edges, and
# nothing to scroll sideways. The piles' cards may run below the fold on a phone: they scroll.
OUTSIDE = """() => {
  const wide = document.documentElement.scrollWidth > innerWidth + 1;
  const out = [...document.querySelectorAll("[data-pile], .controls button:not([hidden]), .bar")]
    .filter((element) => element.checkVisibility())
    .map((element) => [element, element.getBoundingClientRect()])
    .filter(([, box]) => box.left < -1 || box.right > innerWidth + 1)
    .map(([element, box]) => [element.dataset.pile ?? element.dataset.action ?? element.className, box])
    .map(([name, box]) => `${name} ${Math.round(box.left)}..${Math.round(box.right)}`);
  return wide ? [`scrolls sideways: ${document.documentElement.scrollWidth} > ${innerWidth}`, ...out] : out;
}"""
TABLE = """() => Object.fromEntries([...document.querySelectorAll("[data-pile]")].map(
  (pile) => [pile.dataset.pile, [...pile.querySelectorAll("[data-card]")].map((card) => card.dataset.card)]))"""
TABLE_CHANGED = f"(before) => JSON.stringify(before) !== JSON.stringify(({TABLE})())"
STATS = "() => JSON.parse(localStorage.getItem('solitaire.stats') || 'null')?.data ?? null"
CONTROLLED = """navigator.serviceWorker.ready.then(
  (registration) => registration.active?.state === "activated" && navigator.serviceWorker.controller !== null)"""


@dataclass
class Host:
    """The built site on a server of its own, with netlify.toml's headers or none."""

    name: str
    headers: bool
    server: serve.SiteServer

    @property
    def url(self) -> str:
        return serve.url_of(self.server)

    def stop(self) -> None:
        """The network gone: nothing answers on this host any more."""
        self.server.shutdown()
        self.server.server_close()


def host(name: str) -> Iterator[Host]:
    headers = name == "headers"
    server = serve.make_server(port=0, root=SITE, quiet=True, headers=headers)
    serve.serve_in_thread(server)
    here = Host(name, headers, server)
    yield here
    with contextlib.suppress(OSError):  # stopped by the test already
        here.stop()


def visit(browser: Engine, url: str) -> float:
    """Opens `url` and waits until the table plays; the seconds it took. Fails at once if the page
    says its start failed."""
    started = time.monotonic()
    browser.goto(url)
    browser.wait_for(STARTED, BOOT_TIMEOUT)
    assert browser.evaluate("document.documentElement.dataset.start") is None, f"the start failed: {browser.errors()}"
    assert browser.evaluate("document.getElementById('starting').checkVisibility()") is False
    return time.monotonic() - started


def counter(browser: Engine, name: str) -> str:
    return str(browser.evaluate("(name) => document.querySelector(`[data-counter='${name}']`).textContent", name))


def wait_counter(browser: Engine, name: str, value: str) -> None:
    shows = "([name, value]) => document.querySelector(`[data-counter='${name}']`).textContent === value"
    browser.wait_for(shows, 10, [name, value])


def thread(browser: Engine) -> str:
    return str(browser.evaluate("document.documentElement.dataset.thread"))


def expected_thread(browser: Engine, isolated: bool) -> str:
    """Where the table's Python should run: in its worker only where the page is isolated and has
    SharedArrayBuffer (WebKitGTK never has it, so never there)."""
    shared = bool(browser.evaluate("typeof SharedArrayBuffer === 'function'"))
    return "worker" if isolated and shared else "page"


def shot(browser: Engine, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{browser.name}-{name}.png"
    browser.screenshot(path)
    return path


def assert_fits(browser: Engine, width: int, height: int, name: str) -> None:
    reached = browser.set_window(width, height)
    assert reached == (width, height), f"{browser.name}: the window is {reached}, not {(width, height)}"
    browser.wait_for("() => document.fonts.status === 'loaded'", 10)
    outside = browser.evaluate(OUTSIDE)
    shot(browser, f"{name}-{width}x{height}")
    assert outside == [], f"{browser.name} at {width}x{height}: {outside}"


def first_move() -> tuple[str, str]:
    move = next(m for m in new_game(GAME, CODE).legal_moves() if m != "d" and ":" not in m)
    source, target = move.split(">")
    return source, target


def play_by_every_hand(browser: Engine) -> None:
    """The deal's first move by tap, by key and by drag, each undone; then a deal."""
    source, target = first_move()
    before = browser.evaluate(TABLE)
    top = f'[data-pile="{source}"] [data-card]:last-child'

    browser.tap(top)  # tap to move: the card lifts and its targets light up
    browser.wait_for("(pile) => document.querySelector(`[data-pile='${pile}'][data-target]`) !== null", 10, target)
    browser.tap(f'[data-pile="{target}"]')
    wait_counter(browser, "moves", "1")
    browser.tap('.controls [data-action="undo"]')
    wait_counter(browser, "undos", "1")
    assert browser.evaluate(TABLE) == before

    browser.key(source)  # by key: the source column's number, then the target's
    browser.key(target)
    browser.wait_for(TABLE_CHANGED, 10, before)
    browser.key("u")
    wait_counter(browser, "undos", "2")

    browser.drag(top, f'[data-pile="{target}"]')  # by drag
    browser.wait_for(TABLE_CHANGED, 10, before)
    moved = browser.evaluate(TABLE)
    assert len(moved[target]) == len(before[target]) + 1

    browser.tap('.controls [data-action="deal"]')
    wait_counter(browser, "deals-left", "4")


def open_panel(browser: Engine, action: str, panel: str) -> None:
    browser.tap("#menu summary")
    browser.wait_for("document.getElementById('menu').open", 5)
    browser.tap(f'#menu [data-action="{action}"]')
    browser.wait_for("(id) => document.getElementById(id).open", 5, panel)


def close_panel(browser: Engine, panel: str) -> None:
    browser.tap(f'#{panel} [data-action="close-panel"]')
    browser.wait_for("(id) => !document.getElementById(id).open", 5, panel)


def every_dialog_opens_reads_and_closes(browser: Engine) -> None:
    """The statistics, the settings, the help with its example stepped, and the menu's days: each
    drawn from the table's state as it opens, and gone when it closes."""
    open_panel(browser, "stats", "stats-panel")
    browser.wait_for("document.querySelectorAll('#stats-table tr[data-variant]').length === 1", 5)
    assert browser.evaluate("document.getElementById('stats-game').value === document.documentElement.dataset.game")
    close_panel(browser, "stats-panel")
    open_panel(browser, "settings", "settings-panel")
    checked = "document.querySelector('#settings-form [name=felt]:checked')?.value"
    assert browser.evaluate(checked) == "green"
    close_panel(browser, "settings-panel")
    open_panel(browser, "help", "help-panel")
    assert "Spider" in str(browser.evaluate("document.getElementById('help-title').textContent"))
    browser.wait_for("document.querySelectorAll('#example .card').length > 0", 5)
    step = browser.evaluate("document.getElementById('example-step').textContent")
    browser.tap('#help-panel [data-action="example-next"]')
    browser.wait_for("(step) => document.getElementById('example-step').textContent !== step", 5, step)
    close_panel(browser, "help-panel")
    browser.tap("#menu summary")
    browser.wait_for("document.getElementById('daily-date').max !== ''", 5)
    browser.tap("#menu summary")
    browser.wait_for("!document.getElementById('menu').open", 5)
    open_panel(browser, "send", "send-panel")  # its QR code maker is fetched now, as a module
    browser.wait_for("document.querySelector('[data-qr] svg') !== null", 10)
    assert "#transfer=" in str(browser.evaluate("document.querySelector('[data-transfer]').href"))
    close_panel(browser, "send-panel")


def a_graded_deal(browser: Engine) -> None:
    browser.tap("#menu summary")
    browser.tap('#grades [data-grade="easy"]')
    browser.wait_for("document.documentElement.dataset.grade === 'easy'", 10)
    assert not browser.evaluate("document.getElementById('grade').hidden")


def sound_on_and_a_move(browser: Engine) -> None:
    open_panel(browser, "settings", "settings-panel")
    browser.tap('[data-setting="sound"]')
    browser.wait_for("document.documentElement.dataset.sound === 'on'", 5)
    close_panel(browser, "settings-panel")
    left = counter(browser, "deals-left")
    browser.tap('.controls [data-action="deal"]')
    wait_counter(browser, "deals-left", str(int(left) - 1))
    time.sleep(0.3)  # a sound plays at once: its error, if any, comes now


def plays_as_a_player_does(browser: Engine) -> None:
    play_by_every_hand(browser)
    every_dialog_opens_reads_and_closes(browser)
    sound_on_and_a_move(browser)
    a_graded_deal(browser)  # the game left counts as played, and nothing is kept aside


def every_language(browser: Engine, site: Host) -> None:
    """Each language the page speaks, opened by a link's `lang=` (kept for that visit alone): its
    words and direction, a deal refused in them (in a right-to-left language, a code and a move
    typed, drawn in their own order); German, Japanese, Korean, Hindi, Arabic and Hebrew fit both
    sizes (the pictures are kept). On the host without the site's headers, where each visit starts
    Python on the page's own thread, German and Arabic only: the same code, and many slower starts
    fewer."""
    for tag in sorted(READY) if site.headers else ["ar", "de"]:
        visit(browser, site.url + board_link(TWO_TO_WIN).lstrip("/") + f"&lang={tag}")
        root = "[document.documentElement.lang, document.documentElement.dir]"
        assert browser.evaluate(root) == [tag, direction(tag)]
        undo = catalogs.read(catalogs.catalog_path(tag), tag).get("Undo", "page")
        assert undo is not None
        text = "document.querySelector('.controls [data-action=undo]').textContent"
        assert browser.evaluate(text) == undo.string, tag
        browser.key("d")  # the stock is spent: the engine's reason, in the page's words
        note = "document.getElementById('stock-note')"
        browser.wait_for(f"{note}.checkVisibility() && {note}.textContent !== ''", 5)
        assert "stock is empty" not in str(browser.evaluate(f"{note}.textContent")), tag
        if direction(tag) == "rtl":
            a_refused_code_reads_in_its_own_order(browser)
        if tag in ("de", "ja", "ar", "he", "ko", "hi"):
            assert_fits(browser, 1280, 800, f"{site.name}-{tag}")
            assert_fits(browser, 360, 740, f"{site.name}-{tag}")
    assert not (errors := browser.errors()), errors


def a_refused_code_reads_in_its_own_order(browser: Engine) -> None:
    """A deal code, and a move, typed in the menu and refused, inside right-to-left words: drawn with
    the first character left of the last (by the bidirectional algorithm alone, each is drawn
    backwards: e2e/test_bidi.py)."""
    for typed in ("123-5", "3>7:2"):  # a code (Spider has no tier 5), and a move typed where a code goes
        browser.evaluate(TYPE_DEAL, typed)
        problem = "document.getElementById('deal-problem')"
        browser.wait_for(f"{problem}.checkVisibility() && {problem}.textContent.includes({json.dumps(typed)})", 5)
        first, last = browser.evaluate(DRAWN_AT, "#deal-problem", typed)
        assert first < last, (typed, first, last)
    assert browser.evaluate("getComputedStyle(document.getElementById('deal-code')).direction") == "ltr"
    browser.evaluate("document.getElementById('menu').open = false")


def result_card_shown(browser: Engine) -> None:
    """Waits for a win's result card, ending its celebration with a key, as a player may."""
    celebrating = "document.querySelector('[data-celebration]') !== null"
    browser.wait_for(f"{celebrating} || document.getElementById('result').open", 10)
    if browser.evaluate(celebrating):
        browser.key("Escape")
    browser.wait_for("document.getElementById('result').open", 15)


def win_the_near_won_board(browser: Engine, site: Host) -> None:
    visit(browser, site.url + board_link(NEAR_WON).lstrip("/"))
    browser.key("2")  # the ace of spades...
    browser.key("1")  # ...finishes the eighth run
    result_card_shown(browser)
    assert "won" in str(browser.evaluate("document.getElementById('result-title').textContent")).lower()


def a_players_visits(browser: Engine, site: Host) -> dict[str, float]:
    """Every visit of the suite on one device; the seconds each visit took to play."""
    times: dict[str, float] = {}
    isolated_at_first = site.headers

    # A first visit.
    times["first"] = visit(browser, site.url + DEAL.lstrip("/"))
    assert browser.evaluate("crossOriginIsolated") is isolated_at_first
    assert thread(browser) == expected_thread(browser, isolated_at_first)
    browser.wait_for(FACES_DRAWN, 20)  # the deck's faces
    assert_fits(browser, 1280, 800, f"{site.name}-spider")
    plays_as_a_player_does(browser)
    assert_fits(browser, 360, 740, f"{site.name}-spider")
    assert not (errors := browser.errors()), errors

    # The second and third visits, under the service worker: the same game, on the same table.
    browser.wait_for(CONTROLLED, 60)
    table, moves = browser.evaluate(TABLE), counter(browser, "moves")
    for name in ("second", "third"):
        times[name] = visit(browser, site.url)
        assert browser.evaluate("navigator.serviceWorker.controller !== null")
        assert browser.evaluate("crossOriginIsolated") is True  # the service worker isolates it
        assert thread(browser) == expected_thread(browser, True)
        assert browser.evaluate(TABLE) == table and counter(browser, "moves") == moves
        assert browser.evaluate("document.documentElement.dataset.sound") == "on"

    every_language(browser, site)

    # Mrs. Mop, at both sizes.
    visit(browser, site.url + MRS_MOP.lstrip("/"))
    browser.wait_for(FACES_DRAWN, 20)
    assert_fits(browser, 1280, 800, f"{site.name}-mrs-mop")
    assert_fits(browser, 360, 740, f"{site.name}-mrs-mop")

    # A near-won board played to its result card; the statistics keep the win, and the table the
    # game, over a reload.
    win_the_near_won_board(browser, site)
    won = browser.evaluate(STATS)
    assert won is not None and won["spider-1"]["won"] == 1, won
    browser.tap('#result [data-action="close-result"]')
    browser.wait_for("!document.getElementById('result').open", 5)
    browser.tap('.controls [data-action="undo"]')  # a move taken back: a game in progress again
    browser.wait_for("document.querySelectorAll('#columns [data-card]').length > 0", 10)
    table, moves = browser.evaluate(TABLE), counter(browser, "moves")
    browser.reload()
    browser.wait_for(STARTED, BOOT_TIMEOUT)
    assert browser.evaluate(STATS) == won
    assert browser.evaluate(TABLE) == table and counter(browser, "moves") == moves
    assert not (errors := browser.errors()), errors

    # Offline: the host is gone, and the game still opens and plays.
    visit(browser, site.url + DEAL.lstrip("/"))
    left = counter(browser, "deals-left")
    site.stop()
    times["offline"] = visit(browser, site.url + DEAL.lstrip("/"))
    assert counter(browser, "deals-left") == left
    browser.tap('.controls [data-action="deal"]')
    wait_counter(browser, "deals-left", str(int(left) - 1))
    assert browser.evaluate(STATS) == won
    errors = [error for error in browser.errors() if "NetworkError" not in error]
    assert errors == [], errors
    print(f"\n{browser.name}, {site.name} host: " + ", ".join(f"{k} {v:.1f} s" for k, v in times.items()))
    print(json.dumps({"engine": browser.name, "host": site.name, **times}))
    return times


# Two tabs of the site in one browser: nothing either did is lost, and each shows the other's. ----

SECOND_DEAL = "/?game=spider&deal=7-1"
HEARD = 30  # seconds for a tab in the background to hear another's write, on a busy machine
PLAYED = """() => [...document.querySelectorAll('#stats-table tr[data-variant="spider-1"] td')]
  .filter((cell) => ["Played", "Won"].includes(cell.dataset.label)).map((cell) => cell.textContent)"""
SHOWN = "(id) => document.getElementById(id).checkVisibility()"
SET_FIELD = """([name, value]) => {
  const field = document.querySelector(`#settings-form [name="${name}"]`);
  if (field.type === "checkbox") field.checked = value; else field.value = value;
  field.dispatchEvent(new Event("change", { bubbles: true }));
}"""


def choose(browser: Engine, name: str, value: str | bool) -> None:
    """A setting chosen in the settings panel, as a player does."""
    open_panel(browser, "settings", "settings-panel")
    browser.evaluate(SET_FIELD, [name, value])
    close_panel(browser, "settings-panel")


def win_in_two(browser: Engine, keys: str) -> None:
    for key in keys:
        browser.key(key)
    result_card_shown(browser)
    browser.tap('#result [data-action="close-result"]')
    browser.wait_for("!document.getElementById('result').open", 5)


def played_shown(browser: Engine, played: str) -> None:
    """The statistics panel, opened on one suit Spider, comes to show `played` games, all won."""
    open_panel(browser, "stats", "stats-panel")
    browser.evaluate(
        "() => { const s = document.getElementById('stats-game'); s.value = 'spider-1'; "
        "s.dispatchEvent(new Event('change', { bubbles: true })); }"
    )
    browser.wait_for(f"({PLAYED})().join() === '{played},{played}'", 10)


def two_tabs(browser: Engine, site: Host) -> None:
    """Four visits in all: a first tab, a second, a deal link in the second, and a new visit."""
    # Each tab wins a game: both count, and the first tab's open panel shows the second's win.
    visit(browser, site.url + board_link(TWO_TO_WIN).lstrip("/"))
    one = browser.tab
    win_in_two(browser, "2131")
    played_shown(browser, "1")
    two = browser.new_tab()
    visit(browser, site.url + board_link(ANOTHER_TWO_TO_WIN).lstrip("/"))
    win_in_two(browser, "2141")
    played_shown(browser, "2")
    close_panel(browser, "stats-panel")
    browser.to_tab(one)
    browser.wait_for(f"({PLAYED})().join() === '2,2'", HEARD)  # no reload
    close_panel(browser, "stats-panel")

    # A setting chosen in each tab: both hold, and each tab shows the other's at once.
    choose(browser, "theme", "dark")
    browser.to_tab(two)
    browser.wait_for("document.documentElement.dataset.theme === 'dark'", HEARD)
    choose(browser, "sound", True)
    browser.to_tab(one)
    browser.wait_for("document.documentElement.dataset.sound === 'on'", HEARD)
    assert browser.evaluate("document.documentElement.dataset.theme") == "dark"

    # A deal link opened in the second tab beside a game in progress: neither game is lost.
    browser.tap('.controls [data-action="new"]')
    browser.wait_for("!document.getElementById('result').open && document.documentElement.dataset.deal", 10)
    browser.key("d")
    wait_counter(browser, "moves", "1")
    first_deal = browser.evaluate("document.documentElement.dataset.deal")
    browser.to_tab(two)
    visit(browser, site.url + SECOND_DEAL.lstrip("/"))
    browser.wait_for(f"({SHOWN})('parked')", 10)  # the first tab's game, kept aside
    browser.key("d")
    wait_counter(browser, "moves", "1")
    browser.to_tab(one)
    browser.wait_for(f"({SHOWN})('elsewhere')", HEARD)  # this tab's game went aside: it says so
    assert_fits(browser, 360, 740, "two-tabs-elsewhere")
    assert_fits(browser, 1280, 800, "two-tabs-elsewhere-wide")
    browser.tap('#elsewhere [data-action="take-back"]')
    browser.wait_for(f"!({SHOWN})('elsewhere') && ({SHOWN})('parked')", 10)
    browser.key("d")
    wait_counter(browser, "moves", "2")
    errors = browser.errors()
    browser.to_tab(two)
    browser.close_tab()
    browser.new_tab()
    browser.to_tab(one)
    browser.close_tab()  # both closed: a new visit finds both games, and says the other is aside
    visit(browser, site.url)
    assert browser.evaluate("document.documentElement.dataset.deal") == first_deal
    assert counter(browser, "moves") == "2"
    assert "1 move" in str(browser.evaluate("document.getElementById('parked-text').textContent"))
    assert browser.evaluate("document.documentElement.dataset.theme") == "dark"
    assert not (errors := errors + browser.errors()), errors


# A language chosen in the settings on a deal of the day: its banner and the open panel in its words. --

DAY = date(2026, 11, 30)  # a deal of the day with a par
BANNER = "Deal of the day, {day}: the same for everyone; par {count}: the solver has won it in {count} move."
WINNABLE = "Deal only {game} deals the solver has won (it sees every card)"
STARTS = "([id, words]) => document.getElementById(id).textContent.startsWith(words)"


def first_words(tag: str, message: str) -> str:
    """A message's words in a language's catalog, up to its first value."""
    found = catalogs.read(catalogs.catalog_path(tag), tag).get(message)
    assert found is not None and found.string
    return str(found.string[0] if isinstance(found.string, tuple) else found.string).split("{")[0]


def a_language_chosen_on_a_deal_of_the_day(browser: Engine, site: Host) -> None:
    visit(browser, site.url + f"?game=spider&deal={daily_deal('spider-1', DAY)}&daily={DAY.isoformat()}")
    assert browser.evaluate(STARTS, ["daily-banner", BANNER.split("{", maxsplit=1)[0]])
    open_panel(browser, "settings", "settings-panel")
    assert browser.evaluate(STARTS, ["winnable-words", "Deal only "])
    browser.evaluate(SET_FIELD, ["language", "de"])
    browser.wait_for("document.documentElement.lang === 'de'", 20)
    browser.wait_for(STARTS, 10, ["daily-banner", first_words("de", BANNER)])
    browser.wait_for(STARTS, 5, ["winnable-words", first_words("de", WINNABLE)])
    shot(browser, "language-chosen")
    assert not (errors := browser.errors()), errors


# The page's questions, in every engine: a link from another device asked about in German, then,
# the language chosen in the settings, a reset asked about in English; Escape answers no. -------

QUESTION_OPEN = "(kind) => document.querySelector(`dialog[data-question='${kind}']`)?.open === true"
SAFE_FOCUSED = "document.activeElement?.dataset.answer === 'no'"  # the answer that changes nothing
NO_DIALOG = "document.querySelector('dialog[open]') === null"
OWN_STATS = f"(variant) => ({STATS})()?.[variant] ?? null"


def asked_in(browser: Engine, kind: str, tag: str, title: str) -> None:
    """The question about `kind` opens, titled in the language `tag`, on its answer "no"."""
    browser.wait_for(QUESTION_OPEN, 10, kind)
    translated = catalogs.read(catalogs.catalog_path(tag), tag).get(title, "question") if tag != "en" else None
    worded = title if translated is None else translated.string
    assert browser.evaluate("document.getElementById('question-title').textContent") == worded
    browser.wait_for(SAFE_FOCUSED, 5)


def questions_asked_in_the_page(browser: Engine, site: Host) -> None:
    visit(browser, site.url + board_link(NEAR_WON).lstrip("/") + "&lang=de")
    browser.key("2")
    browser.key("1")  # a win here, to reset
    result_card_shown(browser)
    browser.tap('#result [data-action="close-result"]')
    browser.wait_for("!document.getElementById('result').open", 5)
    deal = browser.evaluate("document.documentElement.dataset.deal")
    browser.evaluate("(hash) => { location.hash = hash; }", transfer_fragment())
    asked_in(browser, "transfer", "de", "A link from your other device")
    shot(browser, "question-transfer-de")
    browser.tap('#question [data-answer="yes"]')
    asked_in(browser, "transfer-game", "de", "The other device's game")
    browser.key("Escape")  # no: the game here stays
    browser.wait_for(NO_DIALOG, 5)
    assert browser.evaluate("document.documentElement.dataset.deal") == deal
    assert "Statistik und Einstellungen" in str(browser.evaluate("document.getElementById('message').textContent"))

    choose(browser, "language", "en")
    browser.wait_for("document.documentElement.lang === 'en'", 10)
    open_panel(browser, "stats", "stats-panel")
    browser.evaluate("() => { document.getElementById('reset-variant').value = 'spider-1'; }")
    browser.tap('[data-action="reset-stats"]')
    asked_in(browser, "reset", "en", "Reset statistics")
    browser.key("Escape")  # no: kept, and the statistics still open
    browser.wait_for("!document.querySelector('#question').open && document.getElementById('stats-panel').open", 5)
    browser.wait_for("document.activeElement?.dataset.action === 'reset-stats'", 5)  # the focus back
    assert browser.evaluate(OWN_STATS, "spider-1")["won"] == 1
    browser.tap('[data-action="reset-stats"]')
    asked_in(browser, "reset", "en", "Reset statistics")
    browser.tap('#question [data-answer="yes"]')
    browser.wait_for(f"({OWN_STATS})('spider-1') === null", 5)
    close_panel(browser, "stats-panel")
    assert not (errors := browser.errors()), errors


# The start's own checks, in every engine: a worker that cannot run is never waited for; and when
# nothing can start, the player is told, with a retry. The faults come from the host: a page that
# takes SharedArrayBuffer away before the start, and an entry point that fails.
NO_SHARED_MEMORY = {"fault.js": "delete globalThis.SharedArrayBuffer;\n"}
BROKEN_ENTRY_POINT = {"py/main.py": "import no_such_module\n"}


@contextlib.contextmanager
def faulty_host(tmp_path: Path, faults: dict[str, str]) -> Iterator[Host]:
    """The built site, with the site's headers, but for the files in `faults`; a `fault.js` is run
    by the page before anything else (a script of its own, which the site's policy allows)."""
    site = tmp_path / "site"
    shutil.copytree(SITE, site, copy_function=os.symlink)  # the files stay the build's
    if "fault.js" in faults:
        page = (SITE / "index.html").read_text(encoding="utf-8")
        faults = {**faults, "index.html": page.replace("<head>", '<head>\n  <script src="./fault.js"></script>', 1)}
    for name, text in faults.items():
        (site / name).unlink(missing_ok=True)
        (site / name).write_text(text, encoding="utf-8")
    server = serve.make_server(port=0, root=site, quiet=True)
    serve.serve_in_thread(server)
    try:
        yield Host("faulty", True, server)
    finally:
        server.shutdown()
        server.server_close()


def without_shared_memory_the_table_plays_on_the_page(browser: Engine, site: Host) -> None:
    visit(browser, site.url + DEAL.lstrip("/"))
    assert browser.evaluate("crossOriginIsolated") is True
    assert browser.evaluate("typeof SharedArrayBuffer") == "undefined"
    assert thread(browser) == "page"
    left = counter(browser, "deals-left")
    browser.tap('.controls [data-action="deal"]')
    wait_counter(browser, "deals-left", str(int(left) - 1))
    assert not (errors := browser.errors()), errors


def when_nothing_starts_the_player_is_told(browser: Engine, site: Host, root: Path) -> None:
    browser.goto(site.url + DEAL.lstrip("/"))
    browser.wait_for("document.documentElement.dataset.start === 'failed'", BOOT_TIMEOUT)
    assert browser.evaluate("document.getElementById('start-failed').checkVisibility()") is True
    assert browser.evaluate("document.getElementById('starting').checkVisibility()") is False
    assert "could not start" in str(browser.evaluate("document.getElementById('start-failed').textContent"))
    shot(browser, "start-failed")
    # Mended on the host: the retry starts the game.
    (root / "py" / "main.py").write_text((SITE / "py" / "main.py").read_text(encoding="utf-8"), encoding="utf-8")
    browser.tap('#start-failed [data-action="retry"]')
    # The retry reloads the page: a document between the two has no element yet.
    browser.wait_for("document.documentElement?.hasAttribute('data-ready')", BOOT_TIMEOUT)
    assert browser.evaluate("document.documentElement.dataset.start") is None


# The tests, collected in each engine's file with its `engine` fixture. ---------------------------


def engine_fixture(name: Literal["firefox", "webkit"]) -> Callable[[], Iterator[Engine]]:
    """The `engine` fixture of an engine's file: a new device, its own process and profile."""

    def engine() -> Iterator[Engine]:
        with open_engine(name) as browser:
            yield browser

    return pytest.fixture(engine)


@pytest.fixture(params=["headers", "plain"])
def site(request: pytest.FixtureRequest) -> Iterator[Host]:
    yield from host(request.param)


@pytest.mark.slow
def test_a_players_visits(engine: Engine, site: Host) -> None:
    a_players_visits(engine, site)


def test_two_tabs_of_the_site_lose_nothing_and_show_each_other(engine: Engine) -> None:
    for site in host("headers"):
        two_tabs(engine, site)


def test_a_language_chosen_on_a_deal_of_the_day_words_it_all_again(engine: Engine) -> None:
    for site in host("headers"):
        a_language_chosen_on_a_deal_of_the_day(engine, site)


def test_the_page_asks_in_its_own_dialog_and_escape_answers_no(engine: Engine) -> None:
    for site in host("headers"):
        questions_asked_in_the_page(engine, site)


def test_without_shared_memory_the_table_plays_on_the_page(engine: Engine, tmp_path: Path) -> None:
    with faulty_host(tmp_path, NO_SHARED_MEMORY) as faulty:
        without_shared_memory_the_table_plays_on_the_page(engine, faulty)


def test_when_nothing_starts_the_player_is_told_and_a_retry_starts_it(engine: Engine, tmp_path: Path) -> None:
    with faulty_host(tmp_path, BROKEN_ENTRY_POINT) as faulty:
        when_nothing_starts_the_player_is_told(engine, faulty, tmp_path / "site")
