"""Draws the table from the engine's state: only the piles whose cards changed are touched.

Each pile's cards are drawn by one `innerHTML` assignment of markup built in Python (DOM calls
cost more from Python than from JavaScript); the view remembers what it drew, so an unchanged
pile costs nothing. The view knows no rules: it is told the game and the cards in hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solitaire import Game
from solitaire.cards import KING, RANKS, SUITS, Card, card

from . import markup
from .motion import Motion
from .selection import Pick

# Move notation's sources that are not columns, and the piles (data-pile) they name.
PILES_OF_SOURCES = {"r": "reserve", "w": "waste", "s": "stock"}
SOURCES_OF_PILES = {pile: source for source, pile in PILES_OF_SOURCES.items()}


def _pile_html(key: str, label: str, extra: str = "") -> str:
    return (
        f'<div class="pile pile-{key if not key.isdigit() else "column"}{extra}" data-pile="{key}" '
        f'tabindex="0" role="button" aria-label="{label}"></div>'
    )


class View:
    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        self.document = document
        self.window = window
        self.root = document.documentElement
        self.columns_area = document.getElementById("columns")
        self.top_row = document.getElementById("top-row")
        self.counters = {el.dataset.counter: el for el in document.querySelectorAll("[data-counter]")}
        self.piles: dict[str, Any] = {}
        self.drawn: dict[str, tuple[str, ...]] = {}  # pile -> card tokens drawn, bottom first
        self.labels: dict[str, str] = {}
        self.targets: set[str] = set()
        self.lifted: tuple[str, int] | None = None
        self.motion = Motion(document, window, proxy)
        self.layout_of: str | None = None
        # Short words under the piles of the top row, for those who see them.
        self.captions: dict[str, Callable[[Game], str]] = {
            "stock": self._stock_caption,
            "waste": lambda game: "Waste",
            "reserve": lambda game: f"Beehive {len(game.position.reserve)}",
            "foundation": lambda game: (
                f"{'Sets' if game.variant.game == 'beehive' else 'Runs'} {game.completed}/{game.variant.goal}"
            ),
        }

    # Building the piles of a game's layout -------------------------------------------------

    def lay_out(self, game: Game) -> None:
        """Empty piles for the game's layout (once per variant)."""
        variant = game.variant
        if self.layout_of == variant.id:
            return
        beehive = variant.game == "beehive"
        top = [_pile_html("stock", "stock")]
        if beehive:
            top += [_pile_html("waste", "waste"), _pile_html("reserve", "beehive")]
        top.append(_pile_html("foundation", "foundation"))
        self.top_row.innerHTML = "".join(top)
        noun = "pile" if beehive else "column"
        self.columns_area.innerHTML = "".join(
            _pile_html(str(n), f"{noun} {n}") for n in range(1, variant.column_count + 1)
        )
        self.root.dataset.layout = variant.game
        self.piles = {el.dataset.pile: el for el in self.document.querySelectorAll("[data-pile]")}
        self.drawn = {}
        self.labels = {}
        self.targets = set()
        self.lifted = None
        self.layout_of = variant.id

    # Drawing ----------------------------------------------------------------------------------

    def draw(self, game: Game, pick: Pick | None, *, origin: str | None = None) -> None:
        """Brings the table up to date with `game`. After a move, `origin` names the pile it took
        cards from ("stock" for a deal), so cards that appear from nowhere glide from there."""
        self.lay_out(game)
        changed: dict[str, tuple[tuple[str, ...], str]] = {}
        for key, (tokens, html, label) in self._piles_of(game).items():
            if self.labels.get(key) != label:
                self.piles[key].setAttribute("aria-label", label)
                self.labels[key] = label
                if key in self.captions:
                    self.piles[key].setAttribute("data-caption", self.captions[key](game))
            if self.drawn.get(key) != tokens:
                changed[key] = (tokens, html)
        if changed:
            self._mark_pick(None)  # lifted cards may be redrawn
            moving = {key: (self.piles[key], self.drawn.get(key, ()), tokens) for key, (tokens, _) in changed.items()}
            if origin is not None:
                self.motion.before(moving, self.piles[self.pile_key(origin)])
            for key, (tokens, html) in changed.items():
                pile = self.piles[key]
                pile.innerHTML = html
                if key.isdigit():  # the stylesheet closes up the fan of a long column
                    downs = tokens.count("??")
                    pile.style.setProperty("--downs", str(downs))
                    pile.style.setProperty("--ups", str(len(tokens) - downs))
                self.drawn[key] = tokens
            if origin is not None:
                self.motion.after(moving, self.piles["foundation"])
        self._mark_pick(pick)
        self._count(game)

    def _piles_of(self, game: Game) -> dict[str, tuple[tuple[str, ...], str, str]]:
        """For every pile: its card tokens, markup and spoken label."""
        position = game.position
        piles: dict[str, tuple[tuple[str, ...], str, str]] = {}
        beehive = game.variant.game == "beehive"
        noun = "pile" if beehive else "column"
        for number, column in enumerate(position.columns, 1):
            tokens = tuple("??" if i < column.hidden else str(c) for i, c in enumerate(column.cards))
            piles[str(number)] = (tokens, markup.column_html(column), markup.column_label(number, column, noun))
        if beehive:
            stock_shown = min(len(position.stock), 1)
            piles["waste"] = self._stack(position.waste, True, 3, "waste")
            piles["reserve"] = self._stack(position.reserve, True, 1, "beehive")
        else:
            stock_shown = len(position.stock) // game.variant.column_count
        piles["stock"] = (
            ("??",) * stock_shown,
            "".join(markup.back_html(down=i) for i in range(stock_shown)),
            f"stock: {len(position.stock)} cards, activate to deal",
        )
        done = tuple(self._done_card(token) for token in position.done)
        piles["foundation"] = (
            tuple(map(str, done)),
            "".join(markup.card_html(c, down=0, up=i) for i, c in enumerate(done)),
            f"foundation: {len(done)} of {game.variant.goal} done",
        )
        return piles

    @staticmethod
    def _stack(cards: tuple[Card, ...], face_up: bool, shown: int, name: str) -> tuple[tuple[str, ...], str, str]:
        label = f"{name}: {len(cards)} cards" + (f", top card {cards[-1].name}" if cards else ", empty")
        return tuple(map(str, cards[-shown:])), markup.stack_html(cards, face_up=face_up, shown=shown), label

    @staticmethod
    def _done_card(token: str) -> Card:
        """The card that stands for a finished run (its king) or set (its rank)."""
        return card(RANKS[KING - 1] + token) if token in SUITS else card(token + SUITS[-1])

    def _mark_pick(self, pick: Pick | None) -> None:
        lifted = (pick.source, pick.count) if pick else None
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

    def _lift(self, source: str, count: int, *, on: bool) -> None:
        pile = self.piles[self.pile_key(source)]
        cards = pile.children
        for i in range(max(cards.length - count, 0), cards.length):
            cards.item(i).classList.toggle("lifted", on)
        pile.classList.toggle("holding", on)

    def _count(self, game: Game) -> None:
        position = game.position
        if game.variant.game == "beehive":
            stock = str(len(position.stock))
        else:
            stock = str(len(position.stock) // game.variant.column_count)
        values = {
            "completed": str(game.completed),
            "goal": str(game.variant.goal),
            "deals-left": stock,
            "moves": str(game.moves),
            "undos": str(game.undos),
        }
        for name, value in values.items():
            counter = self.counters.get(name)
            if counter is not None and counter.textContent != value:
                counter.textContent = value

    def show_time(self, text: str) -> None:
        counter = self.counters.get("time")
        if counter is not None and counter.textContent != text:
            counter.textContent = text

    @staticmethod
    def _stock_caption(game: Game) -> str:
        stock = len(game.position.stock)
        if game.variant.game == "beehive":
            return f"Stock {stock}" if stock else "Stock: tap to redeal"
        deals = stock // game.variant.column_count
        return f"{deals} deal{'s' if deals != 1 else ''} left" if deals else "No deals left"

    @staticmethod
    def pile_key(source: str) -> str:
        """The pile a move's source names: `"r"` is the pile keyed `"reserve"`, `"3"` is `"3"`."""
        return PILES_OF_SOURCES.get(source, source)
