"""Click-to-render time on a late Beetle board, in headless Chromium. Not a test.

A seeded game of Beetle is played under CPython until the stock is spent (about a hundred
cards on the table), then opened in the browser by its position link. Inside the page, each
tap is dispatched as pointer events and timed from the event to the end of the layout of the
redraw it causes (the first change to the piles, then a forced layout), which is what the
player waits for before the next frame can paint. The table's Python runs in a worker, so the
redraw arrives after the event's handlers have returned. Picks, drops (a move) and undos are
timed apart; "move+after" also waits for the work the table defers until after the paint (the
check for a stalled game); "move>kept" is timed from the tap to the game's write to storage, which
reads what is stored now before it writes (another tab may have written it).

Run: `make bench-click`.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))  # layout.py: where the rest is

from layout import ROOT

sys.path.insert(0, str(ROOT / "py"))

from playwright.sync_api import Page, sync_playwright

import serve
from browsers import CHROMIUM, HOST_RULES
from solitaire import Game, new_game

ROUNDS = 40

# Resolves once the cards change (a redraw's first mutation of the piles), or after a second.
# The table's Python answers in a worker: the gesture returns at once, the redraw comes later.
REDRAWN = """new Promise((done) => {
  const observer = new MutationObserver(() => { observer.disconnect(); done(true); });
  for (const id of ["top-row", "columns"]) {
    observer.observe(document.getElementById(id), { subtree: true, childList: true, attributes: true });
  }
  setTimeout(() => { observer.disconnect(); done(false); }, 1000);
})"""

# A tap on a pile's top card (or on the pile), timed to the end of the layout of the redraw it
# causes; with `settled`, also through the work the table leaves for after the paint (the
# stalled check).
TAP = f"""async ([pile, part, settled, stored]) => {{
  const el = part === "card"
    ? document.querySelector(`[data-pile="${{pile}}"] [data-card]:last-child`)
    : document.querySelector(`[data-pile="${{pile}}"]`);
  const box = el.getBoundingClientRect();
  const at = {{bubbles: true, clientX: box.left + 5, clientY: box.top + 5, pointerId: 1, button: 0, isPrimary: true}};
  const redrawn = {REDRAWN};
  const kept = new Promise((done) => {{ window.__onStored = done; setTimeout(() => done(NaN), 1000); }});
  const start = performance.now();
  el.dispatchEvent(new PointerEvent("pointerdown", at));
  el.dispatchEvent(new PointerEvent("pointerup", at));
  if (stored) return (await kept) - start;
  if (!(await redrawn)) return NaN;
  document.body.offsetHeight;  // the layout the change needs before it can paint
  for (let wait = 0; settled && wait < 2; wait++) await new Promise((done) => setTimeout(done, 0));
  return performance.now() - start;
}}"""

KEY = f"""async (key) => {{
  const redrawn = {REDRAWN};
  const start = performance.now();
  document.dispatchEvent(new KeyboardEvent("keydown", {{key, bubbles: true}}));
  if (!(await redrawn)) return NaN;
  document.body.offsetHeight;
  return performance.now() - start;
}}"""


# The game's writes to storage, and every read and write of the player's values, counted: a move
# reads what is stored now before it writes (storage/kept.py), and that read is part of its cost.
WATCH_STORAGE = """() => {
  window.__storage = { reads: 0, writes: 0 };
  const { getItem, setItem } = Storage.prototype;
  Storage.prototype.getItem = function (key) {
    if (key.startsWith("solitaire.")) window.__storage.reads += 1;
    return getItem.call(this, key);
  };
  Storage.prototype.setItem = function (key, value) {
    setItem.call(this, key, value);
    if (key.startsWith("solitaire.") && key !== "solitaire.paint") window.__storage.writes += 1;
    if (key === "solitaire.game" && window.__onStored) {
      const done = window.__onStored;
      window.__onStored = null;
      done(performance.now());
    }
  };
}"""

# Every task of 50 ms or more the main thread runs, as the browser reports them.
WATCH_LONG_TASKS = """() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask" });
}"""


def late_beetle(seed: int = 7) -> Game:
    """A Beetle game played at random, dealing whenever it must, until the stock is spent."""
    chooser = random.Random(seed)
    game = new_game("beetle", str(seed))
    while game.position.stock:
        moves = [m for m in game.legal_moves() if m != "d"]
        game.play(chooser.choice(moves) if moves and chooser.random() < 0.8 else "d")
    return game


def table_moves(game: Game) -> list[str]:
    """Moves between columns that a tap-and-tap plays (the whole fitting run)."""
    return [
        m
        for m in game.legal_moves()
        if m != "d" and ":" not in m and game.position.columns[int(m.split(">")[1]) - 1].cards
    ]


def summary(name: str, times: list[float]) -> str:
    times = sorted(t for t in times if not math.isnan(t))  # a tap that changed nothing in a second
    if not times:
        return f"{name:<10} {0:>4}   (no redraw seen)"
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return f"{name:<10} {len(times):>4} {statistics.median(times):>9.2f} {p95:>9.2f} {times[-1]:>9.2f}"


def measure(page: Page, game: Game) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"pick": [], "move": [], "undo": [], "move+after": [], "move>kept": []}
    moves = table_moves(game)
    assert moves, "the late board has no move between columns"
    for round_number in range(ROUNDS):
        source, target = moves[round_number % len(moves)].split(">")
        times["pick"].append(page.evaluate(TAP, [source, "card", False, False]))
        times["move"].append(page.evaluate(TAP, [target, "pile", False, False]))
        times["undo"].append(page.evaluate(KEY, "u"))
        page.evaluate(TAP, [source, "card", False, False])
        times["move+after"].append(page.evaluate(TAP, [target, "pile", True, False]))
        page.evaluate(KEY, "u")
        page.evaluate(TAP, [source, "card", False, False])
        times["move>kept"].append(page.evaluate(TAP, [target, "pile", False, True]))  # to the game's write
        page.evaluate(KEY, "u")
    return times


def main() -> None:
    game = late_beetle()
    on_table = sum(len(c) for c in game.position.columns)
    server = serve.make_server(port=0, quiet=True)
    serve.serve_in_thread(server)
    link = serve.url_of(server) + "?board=" + quote(game.to_text())
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[HOST_RULES])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(link)
        page.wait_for_selector("html[data-ready]", timeout=120_000)
        page.emulate_media(reduced_motion="reduce")  # time the redraw, not the glide after it
        page.evaluate(WATCH_LONG_TASKS)
        page.evaluate(WATCH_STORAGE)
        times = measure(page, game)
        storage = page.evaluate("window.__storage")
        page.wait_for_timeout(200)
        long_tasks = [float(t) for t in page.evaluate("window.__longTasks")]
        moved = page.locator('[data-counter="undos"]').inner_text()
        browser.close()
    server.shutdown()
    print(
        f"Click to render on a late Beetle board: {on_table} cards on the table, {ROUNDS} rounds ({moved} undos seen)"
    )
    print(f"{'action':<10} {'runs':>4} {'median ms':>9} {'p95 ms':>9} {'max ms':>9}")
    for name, values in times.items():
        print(summary(name, values))
    worst = f", the longest {max(long_tasks):.0f} ms" if long_tasks else ""
    print(f"Main-thread tasks of 50 ms or more during those {ROUNDS * 8} taps and keys: {len(long_tasks)}{worst}")
    changes = ROUNDS * 6  # the moves and undos: each stores the game
    print(
        f"The player's values in storage: {storage['reads'] / changes:.1f} reads and "
        f"{storage['writes'] / changes:.1f} writes a move or undo"
    )


if __name__ == "__main__":
    main()
