"""Draws the table from the engine's state: only the piles whose cards changed are touched.

What each pile shows comes from `scene` (pure); the view applies it to the document. Each
changed pile is drawn by one `innerHTML` assignment (DOM calls cost more from Python than from
JavaScript), and the view remembers what it drew, so an unchanged pile costs nothing. The view
knows no rules: it is told the game and the cards in hand.
"""

from __future__ import annotations

from typing import Any

from solitaire import Game, Variant

from . import scene
from .motion import Motion
from .selection import Pick


class View:
    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        self.document = document
        self.root = document.documentElement
        self.columns_area = document.getElementById("columns")
        self.top_row = document.getElementById("top-row")
        self.counters = {el.dataset.counter: el for el in document.querySelectorAll("[data-counter]")}
        self.piles: dict[str, Any] = {}
        self.drawn: dict[str, scene.Pile] = {}
        self.labels: dict[str, str] = {}  # each pile's aria-label, as set
        self.targets: set[str] = set()
        self.lifted: tuple[str, int] | None = None
        self.motion = Motion(document, window, proxy)
        self.variant: Variant | None = None
        self.left_handed = False

    # Building the piles of a game's layout -------------------------------------------------

    def lay_out(self, variant: Variant) -> None:
        """Empty piles for the game's layout (once per variant)."""
        if self.variant is variant:
            return
        self.top_row.innerHTML, self.columns_area.innerHTML = scene.layout_html(variant, left_handed=self.left_handed)
        self.root.dataset.layout = variant.game
        self.piles = {el.dataset.pile: el for el in self.document.querySelectorAll("[data-pile]")}
        self.drawn = {}
        self.labels = {}
        self.targets = set()
        self.lifted = None
        self.variant = variant

    def arrange(self, *, left_handed: bool) -> None:
        """Puts the top row's piles in the order the player's hand wants (the piles move, as they
        are: nothing is redrawn)."""
        self.left_handed = left_handed
        if self.variant is not None:
            for key, _ in scene.top_row(self.variant, left_handed=left_handed):
                self.top_row.append(self.piles[key])

    # Drawing ----------------------------------------------------------------------------------

    def draw(self, game: Game, pick: Pick | None, *, origin: str | None = None) -> None:
        """Brings the table up to date with `game`. After a move, `origin` names the pile it took
        cards from ("stock" for a deal), so cards that appear from nowhere glide from there."""
        self.lay_out(game.variant)
        piles = scene.piles(game)
        changed: dict[str, tuple[tuple[str, ...], scene.Pile]] = {}  # key -> (tokens before, pile)
        for key, pile in piles.items():
            before = self.drawn.get(key)
            element = self.piles[key]
            if pile.caption and (before is None or before.caption != pile.caption):
                element.setAttribute("data-caption", pile.caption)
            if before is None or before.tokens != pile.tokens:
                changed[key] = (before.tokens if before else (), pile)
        self.drawn = piles
        if changed:
            self._mark_pick(None)  # lifted cards may be redrawn
            moving = {key: (self.piles[key], old, pile.tokens) for key, (old, pile) in changed.items()}
            if origin is not None:
                self.motion.before(moving, self.piles[origin])
            for key, (_, pile) in changed.items():
                element = self.piles[key]
                element.innerHTML = pile.html
                if key.isdigit():  # the stylesheet closes up the fan of a long column
                    downs, ups = pile.fan
                    element.style.setProperty("--downs", str(downs))
                    element.style.setProperty("--ups", str(ups))
            if origin is not None:
                self.motion.after(moving, self.piles[scene.FOUNDATION])
        self._mark_pick(pick)
        self._label(scene.labels(game, pick, piles))
        self._count(game)

    def _label(self, labels: dict[str, str]) -> None:
        for key, label in labels.items():
            if self.labels.get(key) != label:
                self.piles[key].setAttribute("aria-label", label)
        self.labels = labels

    def _mark_pick(self, pick: Pick | None) -> None:
        lifted = (scene.pile_key(self.variant, pick.source), pick.count) if pick and self.variant else None
        if lifted != self.lifted:
            if self.lifted:
                self._lift(*self.lifted, on=False)
            if lifted:
                self._lift(*lifted, on=True)
            self.lifted = lifted
        targets = {str(t) for t in pick.drops} if pick else set()
        for key in self.targets - targets:
            self.piles[key].removeAttribute("data-target")
        for key in targets - self.targets:
            self.piles[key].setAttribute("data-target", "")
        self.targets = targets

    def _lift(self, key: str, count: int, *, on: bool) -> None:
        pile = self.piles[key]
        cards = pile.children
        for i in range(max(cards.length - count, 0), cards.length):
            cards.item(i).classList.toggle("lifted", on)
        pile.classList.toggle("holding", on)

    def _count(self, game: Game) -> None:
        for name, value in scene.counters(game).items():
            counter = self.counters.get(name)
            if counter is not None and counter.textContent != value:
                counter.textContent = value

    def show_time(self, text: str) -> None:
        counter = self.counters.get("time")
        if counter is not None and counter.textContent != text:
            counter.textContent = text
