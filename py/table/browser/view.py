"""Draws the table from the engine's state: only the piles whose cards changed are touched.

What each pile shows comes from `scene` (pure); the view works out what changed since it last
drew and sends it to the page's stage (static/app/stage.js) as one message, which applies it and
lets the cards glide. One crossing per redraw: a call from Python into the page costs far more
than the same work done in JavaScript. The view knows no rules: it is told the game and the cards
in hand.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

from solitaire import Game, Variant

from ..play.pick import Pick
from ..show import scene
from .dom import Element

V = TypeVar("V")


class View:
    def __init__(self, stage: Element) -> None:
        """`stage`: the page's `solitaireStage` (static/app/stage.js), reached through dom.py."""
        self.stage = stage
        self.drawn: dict[str, scene.Pile] = {}
        # What the page was last sent: each pile's aria-label, each counter's text, and how many
        # cards each pile lets the hand lift.
        self.labels: dict[str, str] = {}
        self.counted: dict[str, str] = {}
        self.named: dict[str, str] = {}  # <html data-game data-deal>
        self.liftable: dict[str, int] = {}
        self.variant: Variant | None = None
        self.left_handed = False

    def arrange(self, *, left_handed: bool) -> None:
        """Puts the top row's piles in the order the player's hand wants (the piles move, as they
        are: nothing is redrawn)."""
        self.left_handed = left_handed
        if self.variant is not None:
            order = [key for key, _ in scene.top_row(self.variant, left_handed=left_handed)]
            self.stage.send("arrange", json.dumps(order))

    def draw(self, game: Game, pick: Pick | None, *, origin: str | None = None) -> None:
        """Brings the table up to date with `game`. After a move, `origin` names the pile it took
        cards from ("stock" for a deal), so cards that appear from nowhere glide from there."""
        message: dict[str, Any] = {}
        if self.variant is not game.variant:  # a new game's empty piles, once per variant
            top, columns = scene.layout_html(game.variant, left_handed=self.left_handed)
            message["layout"] = {"top": top, "columns": columns, "name": game.variant.game}
            self.drawn, self.labels, self.liftable, self.variant = {}, {}, {}, game.variant
        piles = scene.piles(game)
        message["captions"] = {
            key: pile.caption
            for key, pile in piles.items()
            if pile.caption and (key not in self.drawn or self.drawn[key].caption != pile.caption)
        }
        message["piles"] = {
            key: {
                "html": pile.html,
                "old": list(self.drawn[key].tokens) if key in self.drawn else [],
                "now": list(pile.tokens),
                "fan": pile.fan if key.isdigit() else None,  # the stylesheet closes up a long column
            }
            for key, pile in piles.items()
            if key not in self.drawn or self.drawn[key].tokens != pile.tokens
        }
        message["origin"] = origin
        liftable = {key: game.liftable(scene.source_of(game.variant, key)) for key in piles}
        message["liftable"] = _changed(liftable, self.liftable)
        self.drawn = piles
        message["lift"] = (scene.pile_key(game.variant, pick.source), pick.count) if pick else None
        message["targets"] = sorted(str(target) for target in pick.drops) if pick else []
        message["labels"] = _changed(scene.labels(game, pick, piles), self.labels)
        message["counters"] = _changed(scene.counters(game), self.counted)
        # The hooks that name the game change with its cards, in the same message.
        message["root"] = _changed({"data-game": game.variant.id, "data-deal": game.deal or ""}, self.named)
        self.stage.send("paint", json.dumps(message))

    def show_time(self, text: str) -> None:
        if counters := _changed({"time": text}, self.counted):
            self.stage.send("paint", json.dumps({"counters": counters}))


def _changed(values: dict[str, V], sent: dict[str, V]) -> dict[str, V]:
    """The values that differ from those `sent` last, which then counts them as sent."""
    changed = {key: value for key, value in values.items() if sent.get(key) != value}
    sent.update(changed)
    return changed
