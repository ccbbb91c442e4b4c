"""A seeded monkey for the table: random taps, drags, keys, controls, reloads, back and forward,
and resizes, each followed by the table's invariants.

After every action the page must have met no page error, no console error, no failed request
(the boot guard of conftest.py), and every card of the game must still be somewhere: on the
table (face up or down), in the stock, the waste or the beehive, or in a finished run or set.

Everything is chosen by one `random.Random(seed)` from what the page shows, and the page's own
randomness (the deals New draws) comes from a generator seeded the same way, so a seed replays
the same run: `MONKEY_SEED=7 MONKEY_ACTIONS=500 pytest e2e/test_monkey.py`. A failure says the
seed and the actions that led to it.
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Error, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from solitaire import VARIANTS as RULES
from solitaire import Variant, deal_code, new_game

VARIANTS = tuple(RULES)  # every game the engine plays
SIZES = ((360, 740), (1280, 800), (414, 896), (800, 600), (1024, 768))
KEYS = [*"1234567890", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " ", "+", "-", "="]
KEYS += ["Escape", "u", "y", "d", "h", "b", "w", "z", "Tab", "Shift+Tab", "Control+z", "Control+y", "Control+Shift+Z"]
# Controls the monkey leaves alone: searches in the solver's worker, whose answers come in their
# own time (so a run would no longer replay), and the file chooser.
LEFT_ALONE = {"show-me", "export"}

# The page's randomness, seeded: Python's `random` is seeded from crypto.getRandomValues when the
# page boots. Each document draws from its own generator, numbered by the documents before it.
SEEDED_RANDOMNESS = """
(() => {
  if (location.protocol === "about:") return; // the blank page before the first, where history may lead
  const seed = %d;
  const documents = Number(sessionStorage.getItem("monkey-documents") || 0) + 1;
  sessionStorage.setItem("monkey-documents", String(documents));
  let state = (seed * 2654435761 + documents * 40503) >>> 0;
  const next = () => {  // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0);
  };
  crypto.getRandomValues = function (array) {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 255;
    return array;
  };
})();
"""

# Waits until the page is still: a frame painted, the timers set for after it run, and every
# animation finished (an endless one, like a spinner, excepted).
SETTLE = """async () => {
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const moving = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(moving.map((a) => a.finished.catch(() => null)));
  await new Promise((done) => setTimeout(done, 0));
}"""


def left_by_navigation(error: Error) -> bool:
    """Whether Playwright gave up on a page because a navigation replaced its document."""
    return "context was destroyed" in error.message or "navigat" in error.message


def deal_link(variant_id: str, number: int) -> str:
    """The deal link of shuffle `number` of a variant."""
    variant = RULES[variant_id]
    return f"/?game={variant.game}&deal={deal_code(variant, number)}"


def facts(variant: Variant) -> dict[str, Any]:
    """What the page's cards are counted against, from the engine: the deck's suits, how many
    copies of a card it holds and its size, the cards of a finished run or set, and the stock at
    the opening (cards and deals), from which a stock that says "3 deals left" is counted."""
    deck = variant.deck()
    opening = new_game(variant.game, deal_code(variant, 0)).position
    return {
        "suits": "".join(sorted({c.suit for c in deck})),
        "copies": max(Counter(deck).values()),
        "deck": len(deck),
        "done": len(deck) // variant.goal,
        "columns": variant.column_count,
        "stock": len(opening.stock),
        "deals": variant.stock_count(opening),
        "countsDeals": variant.stock_counts == "deals",
    }


FACTS = {variant_id: facts(variant) for variant_id, variant in RULES.items()}


# How long the page may take to be still after an action. It takes well under a second; a page
# that takes longer is stuck (an animation that never ends, or a thread that never yields).
STILL_WITHIN_MS = 30_000

# The animations still running, to say what a stuck page was waiting for.
MOVING = """() => document.getAnimations().map((a) => ({
  on: ((t) => t && `${t.tagName.toLowerCase()}#${t.id}.${t.className}`)(a.effect?.target),
  name: a.animationName ?? a.transitionProperty ?? a.id, state: a.playState, time: a.currentTime,
}))"""

# Every card of the game, counted from what the page shows and says: the columns' cards, the
# counts the stock, waste and beehive tell a screen reader, and the cards of finished runs or
# sets. Also each face-up card seen more often than the game's decks hold it.
COUNT_CARDS = """(facts) => {
  if (!document.documentElement.hasAttribute("data-ready")) return null;
  if (document.querySelector(".py-error")) return { pyError: true };
  const game = document.documentElement.dataset.game;
  const known = facts[game];
  const suits = known.suits, decks = known.copies;
  // Counted from numbers, not words, so in any language the page speaks. The stock: its counter
  // (deals left: every deal but the last gives each column a card, and the last what is left, as
  // Scorpion's one deal of three cards, so the deals already made say how many cards the stock has
  // given; or its cards). A pile beside it: its caption's number.
  const heldBy = (pile) => {
    if (pile.dataset.pile === "stock") {
      const left = Number(document.querySelector('[data-counter="deals-left"]').textContent);
      const given = Math.min(known.stock, (known.deals - left) * known.columns);
      return known.countsDeals ? known.stock - given : left;
    }
    const number = (pile.getAttribute("data-caption") || "").match(/[0-9]+/);
    return number ? Number(number[0]) : NaN;
  };
  let cards = 0;
  const seen = {};
  for (const pile of document.querySelectorAll("#columns [data-pile], #top-row [data-pile]")) {
    const key = pile.dataset.pile;
    if (key === "foundation") continue;
    const shown = [...pile.querySelectorAll("[data-card]")].map((c) => c.dataset.card);
    for (const token of shown) if (token !== "??") seen[token] = (seen[token] || 0) + 1;
    if (/^[0-9]+$/.test(key)) cards += shown.length;
    else cards += heldBy(pile);
  }
  const done = Number(document.querySelector('[data-counter="completed"]').textContent);
  cards += done * known.done;
  const extra = Object.entries(seen).filter(([t, n]) => !suits.includes(t[1]) || n > decks).map(([t]) => t);
  return { game, cards, deck: known.deck, extra };
}"""

# What can be acted on now, with where it is: piles and their cards, the visible controls.
TARGETS = """() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
  const visible = (el) => {  // on screen, at least in part
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
  };
  const piles = [...document.querySelectorAll("[data-pile]")].filter(visible).map((pile) => ({
    key: pile.dataset.pile,
    box: box(pile),
    cards: [...pile.querySelectorAll("[data-card]")].filter(visible).map(box),
  }));
  // An open dialog is modal: what lies behind it cannot be reached, so only its own controls count.
  const dialog = document.querySelector("dialog[open]");
  const controls = [...(dialog ?? document).querySelectorAll("[data-action]")]
    .filter((b) => visible(b) && !b.disabled)
    .map((b) => ({ action: b.dataset.action, box: box(b) }));
  const inputs = dialog ? [...dialog.querySelectorAll("select, input[type=checkbox]")].filter(visible)
    .map((i) => ({ name: i.name || i.id, type: i.type, box: box(i) })) : [];
  const links = dialog ? [...dialog.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")) : [];
  return { piles, controls, dialog: dialog?.id ?? null, inputs, links, menu: document.querySelector("#menu").open,
           size: [innerWidth, innerHeight] };
}"""


# The game on the table, in a few words (for a verbose run).
TABLE = """() => `${document.documentElement.dataset.game} ${document.documentElement.dataset.deal} `
  + `moves ${document.querySelector('[data-counter="moves"]').textContent}`"""


# The piles lit as able to take the cards in hand, where they are on screen.
LIT = """() => [...document.querySelectorAll("[data-target]")].map((pile) => {
  const r = pile.getBoundingClientRect();
  return { key: pile.dataset.pile, box: [r.x, r.y, r.width, Math.min(r.height, innerHeight - r.y)] };
}).filter((t) => t.box[3] > 0)"""


class MonkeyFailure(AssertionError):
    pass


@dataclass
class Monkey:
    """Plays `page` at random from a seed; `guard` is the page's boot guard (conftest.py)."""

    page: Page
    guard: Any
    seed: int
    verbose: bool = False  # print each action as it is done
    actions: list[dict[str, Any]] = field(default_factory=list)
    count: int = 0  # the actions the run was asked for, shared among the games

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.started = time.monotonic()

    # The run ---------------------------------------------------------------------------------

    def run(self, count: int, variants: tuple[str, ...] = VARIANTS) -> None:
        """`count` actions, shared among the games, each game opened at a deal of its own."""
        self.count = count
        share = count // len(variants)
        for index, variant in enumerate(variants):
            self.open_game(variant)
            for _ in range(share + (1 if index < count % len(variants) else 0)):
                self.step()

    def step(self) -> None:
        kind = self.rng.choices(
            ["play", "tap", "drag", "key", "control", "panel", "reload", "link", "history", "resize"],
            weights=[30, 22, 12, 16, 9, 4, 1.5, 1, 1.5, 3],
        )[0]
        documents = self.guard.documents
        try:
            action = getattr(self, kind)()
        except Error as error:
            if not left_by_navigation(error):
                raise MonkeyFailure(self.report(error)) from error
            # The last action set off a navigation that committed only after the page was seen
            # still (a link tapped: its request can reach us late): this one found the next page.
            action = {"do": kind, "cut short": "the page navigated", "loads": True}
        except Exception as error:  # the monkey could not act: say where, as for a failed check
            raise MonkeyFailure(self.report(error)) from error
        self.actions.append(action)
        try:
            self.settle(action.get("loads") or self.guard.documents != documents)
        except Exception as error:
            raise MonkeyFailure(self.report(error)) from error
        if self.verbose:
            table = self.page.evaluate(TABLE)
            took = time.monotonic() - self.started
            print(f"{len(self.actions):5} {took:7.1f}s {json.dumps(action)} {table}", flush=True)

    def report(self, error: BaseException) -> str:
        shown = "\n".join(f"  {i:5}: {json.dumps(a)}" for i, a in enumerate(self.actions))
        return (
            f"The monkey failed after {len(self.actions)} actions, seed {self.seed} "
            f"(replay: MONKEY_SEED={self.seed} MONKEY_ACTIONS={self.count} pytest e2e/test_monkey.py;\n"
            f"the same count, since it sets each game's share):\n"
            f"{error}\nActions:\n{shown}"
        )

    # Keeping watch -----------------------------------------------------------------------------

    def settle(self, navigated: bool) -> None:
        """Waits for the page to be still, then checks it. After a navigation (or one a tap set
        off, found when the page under the wait goes away) it waits for the new table first."""
        for _ in range(3):
            if navigated:
                self.guard.wait_ready()
            try:
                counted = self.still_and_counted()
            except Error as error:
                if not left_by_navigation(error):
                    raise
                navigated = True
                continue
            if counted.get("ready") is False:  # a document not ready yet: a navigation a tap set off
                navigated = True
                continue
            if self.guard.problems or self.guard.cancelled or counted.get("pyError"):
                self.guard.check()
            if counted["cards"] != counted["deck"] or counted["extra"]:
                raise MonkeyFailure(f"cards lost or made up: {counted}")
            return
        raise MonkeyFailure("the page kept navigating")

    def still_and_counted(self) -> dict[str, Any]:
        """The cards counted once the page is still (`{"ready": False}` before its table plays).
        Waited for from outside the page, so that a page that never gets still fails the run
        with its actions instead of holding it up for good."""
        counting = f"({COUNT_CARDS})({json.dumps(FACTS)})"
        settled = f"async () => {{ await ({SETTLE})(); return {counting} ?? {{ ready: false }}; }}"
        try:
            counted: dict[str, Any] = self.page.wait_for_function(settled, timeout=STILL_WITHIN_MS).json_value()
        except PlaywrightTimeout:
            waited = STILL_WITHIN_MS / 1000
            raise MonkeyFailure(f"the page was not still after {waited:.0f} s: {self.moving()}") from None
        return counted

    def moving(self) -> str:
        """What a page that will not get still is doing, as far as it can still answer."""
        try:
            moving = self.page.wait_for_function(MOVING, timeout=5_000).json_value()
        except PlaywrightTimeout:
            return "its main thread does not answer"
        return f"animations: {json.dumps(moving)}"

    # Actions -----------------------------------------------------------------------------------

    def open_game(self, variant: str) -> dict[str, Any]:
        address = deal_link(variant, self.rng.randrange(2**32))
        self.page.goto(address, wait_until="commit")
        action = {"do": "open", "link": address, "loads": True}
        self.actions.append(action)
        try:
            self.settle(navigated=True)
        except Exception as error:
            raise MonkeyFailure(self.report(error)) from error
        return action

    def targets(self) -> dict[str, Any]:
        found: dict[str, Any] = self.page.evaluate(TARGETS)
        return found

    def _point(self, box: list[float], *, top: bool) -> tuple[float, float]:
        """A point of the box: near its top edge (what shows of a card in a fan) or anywhere."""
        x, y, width, height = box
        px = x + width * self.rng.uniform(0.2, 0.8)
        py = y + (min(6.0, height / 2) if top else height * self.rng.uniform(0.2, 0.8))
        return round(px, 1), round(py, 1)

    def _somewhere(self, seen: dict[str, Any]) -> tuple[str, tuple[float, float]]:
        """A pile, a card in it (its visible edge; the top card anywhere), or any point at all."""
        if not seen["piles"] or self.rng.random() < 0.1:
            width, height = seen["size"]
            return "anywhere", (round(self.rng.uniform(0, width), 1), round(self.rng.uniform(0, height), 1))
        pile = self.rng.choice(seen["piles"])
        if pile["cards"] and self.rng.random() < 0.8:
            index = self.rng.randrange(len(pile["cards"]))
            last = index == len(pile["cards"]) - 1
            return f"{pile['key']}#{index}", self._point(pile["cards"][index], top=not last)
        return pile["key"], self._point(pile["box"], top=False)

    def tap(self) -> dict[str, Any]:
        seen = self.targets()
        where, (x, y) = self._somewhere(seen)
        self.page.mouse.click(x, y)
        return {"do": "tap", "on": where, "at": [x, y]}

    def play(self) -> dict[str, Any]:
        """A move as a player makes one: a pile's top card tapped, then a pile lit to take it
        (up to four piles tried, each put back with Escape when nothing can take it)."""
        seen = self.targets()
        piles = [p for p in seen["piles"] if p["cards"] and p["key"] not in {"stock", "foundation"}]
        tried = []
        for pile in self.rng.sample(piles, min(4, len(piles))):
            x, y = self._point(pile["cards"][-1], top=False)
            self.page.mouse.click(x, y)
            tried.append([pile["key"], x, y])
            lit = self.page.evaluate(LIT)
            if lit:
                target = self.rng.choice(lit)
                tx, ty = self._point(target["box"], top=False)
                self.page.mouse.click(tx, ty)
                return {"do": "play", "tried": tried, "to": target["key"], "at": [tx, ty]}
            self.page.keyboard.press("Escape")
        return {"do": "play", "tried": tried, "to": None}

    def drag(self) -> dict[str, Any]:
        seen = self.targets()
        source, (x, y) = self._somewhere(seen)
        target, (tx, ty) = self._somewhere(seen)
        mouse = self.page.mouse
        mouse.move(x, y)
        mouse.down()
        steps = self.rng.randint(1, 6)
        mouse.move(tx, ty, steps=steps)
        mouse.up()
        return {"do": "drag", "from": source, "to": target, "at": [x, y, tx, ty], "steps": steps}

    def key(self) -> dict[str, Any]:
        key = self.rng.choice(KEYS)
        self.page.keyboard.press(key)
        return {"do": "key", "key": key}

    def control(self) -> dict[str, Any]:
        seen = self.targets()
        controls = [c for c in seen["controls"] if c["action"] not in LEFT_ALONE]
        behind = 0 if seen["dialog"] else 2  # the game picker and the menu, out of reach behind a dialog
        if not controls and not behind:
            return self.key()
        choice = self.rng.randrange(len(controls) + behind)
        if choice == len(controls):  # the game picker
            variant = self.rng.choice(VARIANTS)
            self.page.locator("#variant").select_option(variant)
            return {"do": "choose game", "variant": variant}
        if choice == len(controls) + 1:  # the menu, opened or closed
            # Clicked where it is, as the other controls are: a dialog the table's Python opened
            # since the look (it answers a moment later, from its worker) takes the click instead.
            box = self.page.locator("#menu summary").bounding_box()
            assert box is not None
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            self.page.mouse.click(x, y)
            return {"do": "menu", "at": [x, y]}
        control = controls[choice]
        x, y = self._point(control["box"], top=False)
        self.page.mouse.click(x, y)
        return {"do": "control", "action": control["action"], "at": [x, y]}

    def panel(self) -> dict[str, Any]:
        """Inside an open panel: a setting changed, a recent game's link, or Escape; else one opened."""
        seen = self.targets()
        if seen["dialog"] is None:
            which = self.rng.choice(["stats", "settings"])
            self.page.evaluate("(action) => document.querySelector(`[data-action=${action}]`).click()", which)
            return {"do": "open panel", "panel": which}
        inputs = [i for i in seen["inputs"] if i["name"] not in {"winnable", "live_verdict", "import-file"}]
        choice = self.rng.randrange(len(inputs) + len(seen["links"]) + 1)
        if choice < len(inputs):
            field_ = inputs[choice]
            element = self.page.locator(f'dialog[open] [name="{field_["name"]}"], dialog[open] #{field_["name"]}').first
            if field_["type"] == "checkbox":
                element.click()
                return {"do": "tick", "name": field_["name"]}
            options = element.evaluate("(select) => [...select.options].map((o) => o.value)")
            value = self.rng.choice(options)
            element.select_option(value)
            return {"do": "select", "name": field_["name"], "value": value}
        if choice < len(inputs) + len(seen["links"]):
            index = choice - len(inputs)
            # Scrolled into view and clicked where it shows (a recent game may be out of sight).
            self.page.locator("dialog[open] a[href]").nth(index).click()
            return {"do": "recent game link", "href": seen["links"][index], "loads": True}
        self.page.keyboard.press("Escape")
        return {"do": "key", "key": "Escape"}

    def reload(self) -> dict[str, Any]:
        self.page.reload(wait_until="commit")
        return {"do": "reload", "loads": True}

    def link(self) -> dict[str, Any]:
        address = deal_link(self.rng.choice(VARIANTS), self.rng.randrange(2**32))
        self.page.goto(address, wait_until="commit")
        return {"do": "open", "link": address, "loads": True}

    def history(self) -> dict[str, Any]:
        back = self.rng.random() < 0.6
        (self.page.go_back if back else self.page.go_forward)(wait_until="commit")
        if self.page.url == "about:blank":  # back past the first page, off the site: come back to it
            self.forward_to_the_site()
            return {"do": "back, off the site, and forward", "loads": True}
        return {"do": "back" if back else "forward", "loads": True}  # or none, if there is nowhere to go

    def forward_to_the_site(self) -> None:
        """Goes forward from the blank page before the site. Leaving a cross-origin isolated page
        for it moves the tab to another process, and until that is attached the browser has no
        history to go forward in ("Not attached to an active page")."""
        for _ in range(40):
            try:
                self.page.go_forward(wait_until="commit")
                return
            except Error as error:
                if "Not attached to an active page" not in error.message:
                    raise
            time.sleep(0.05)
        self.page.go_forward(wait_until="commit")

    def resize(self) -> dict[str, Any]:
        width, height = self.rng.choice(SIZES)
        self.page.set_viewport_size({"width": width, "height": height})
        return {"do": "resize", "size": [width, height]}
