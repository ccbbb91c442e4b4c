"""The game on the table: turns the player's gestures into moves and keeps the view current.

Every change goes through `_update`, which redraws what changed and says what happened.
"""

from __future__ import annotations

import time
from typing import Any

from solitaire import VARIANTS, Game, IllegalMove, from_text
from solitaire.hints import hint, stalled
from solitaire.moves import parse_move

from . import links
from .selection import Pick, pick_up
from .view import View
from .words import describe

SOURCES = {"reserve": "r", "waste": "w", "stock": "s"}


def clock(seconds: float) -> str:
    minutes, seconds = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"


class Table:
    def __init__(self, view: View, page: Any, game: Game) -> None:
        self.view = view
        self.page = page  # the page's own parts: messages, notes, the result card
        self.game = game
        self.opening = game.to_text()  # "restart" returns here
        self.pick: Pick | None = None
        self.started: float | None = None  # the clock starts with the first move
        self.finished: float | None = None
        self.warned_deal = False  # Beetle: the player was told a deal would cover a space
        self._update()

    # Starting games ------------------------------------------------------------------------

    def start(self, game: Game, problem: str | None = None) -> None:
        self.game = game
        self.opening = game.to_text()
        self.pick = None
        self.started = self.finished = None
        self.warned_deal = False
        self.page.clear_notes()
        if problem:
            self.page.tell(problem, alert=True)
        self._update()
        self.page.say(f"New game: {game.variant.title}, deal {game.deal or 'from a position'}.")

    def new(self, variant_id: str | None = None) -> None:
        variant = VARIANTS[variant_id or self.game.variant.id]
        self.start(links.random_game(variant))

    def restart(self) -> None:
        """The same cards again, from where this game began."""
        self.start(from_text(self.opening))

    # Gestures --------------------------------------------------------------------------------

    def activate(self, pile: str) -> None:
        """A tap, click or Enter on a pile: pick up, drop, or put back."""
        if pile == "stock" and self.pick is None:
            self.deal()
            return
        if pile == "foundation":
            self.put_back()
            return
        source = SOURCES.get(pile, pile)
        if self.pick is not None:
            if pile.isdigit() and int(pile) in self.pick.drops:
                self.play(self.pick.drops[int(pile)])
            else:
                self.put_back()
            return
        self.lift(source)

    def lift(self, source: str, count: int | None = None) -> bool:
        """Picks up cards from a pile (the whole movable run unless told how many)."""
        return self._hold(pick_up(self.game, source, count))

    def _hold(self, pick: Pick | None) -> bool:
        self.pick = pick
        self.view.draw(self.game, pick)
        if pick is None:
            self.page.show_pick(None, None)
            return False
        cards = "1 card" if pick.count == 1 else f"{pick.count} cards"
        where = ", ".join(map(str, pick.drops)) or "nowhere"
        self.page.show_pick(pick, self.view.piles[self.view.pile_key(pick.source)])
        self.page.say(f"Picked up {cards}. They can go to {where}.")
        return True

    def drop(self, pile: str | None) -> None:
        if self.pick is not None and pile is not None and pile.isdigit() and int(pile) in self.pick.drops:
            self.play(self.pick.drops[int(pile)])
        else:
            self.put_back()

    def put_back(self) -> None:
        if self.pick is not None:
            self.pick = None
            self.page.show_pick(None, None)
            self.view.draw(self.game, None)

    def more(self) -> None:
        if self.pick is not None:
            self._hold(self.pick.more(self.game))

    def fewer(self) -> None:
        if self.pick is not None:
            self._hold(self.pick.fewer(self.game))

    # Actions ---------------------------------------------------------------------------------

    def deal(self) -> None:
        game = self.game
        if game.variant.id == "beetle" and "d" in game.legal_moves() and not self.warned_deal:
            empty = [str(n) for n, c in enumerate(game.position.columns, 1) if not c.cards]
            if empty:
                self.warned_deal = True
                what = "Column " + empty[0] + " is" if len(empty) == 1 else "Columns " + ", ".join(empty) + " are"
                self.page.stock_note(f"{what} empty: the deal will cover it. Deal again to go ahead.")
                return
        self.play("d")

    def play(self, move: str) -> bool:
        self.pick = None
        self.page.show_pick(None, None)
        before = Game(self.game.variant, self.game.position)
        try:
            self.game.play(move)
        except IllegalMove as refusal:
            self._refuse(move, str(refusal))
            return False
        self.warned_deal = False
        if self.started is None:
            self.started = time.monotonic()
        parsed = parse_move(move)
        self._update(origin="stock" if parsed.is_deal else self.view.pile_key(parsed.source))
        said = describe(before, move)
        self.page.say(f"Moved {said}." if not parsed.is_deal else f"Done: {said}.")
        return True

    def undo(self) -> None:
        if self.game.undo():
            self._update()
            self.page.say("Undone.")
        elif self.game.last_move is not None and self.game.last_move.is_deal:
            self.page.tell("A deal cannot be undone.")

    def redo(self) -> None:
        if self.game.redo():
            self._update()
            self.page.say("Redone.")

    def show_hint(self) -> None:
        self.put_back()
        suggestion = hint(self.game)
        if suggestion is None:
            self.page.tell("No move helps now.")
            self.page.show_stalled(self.game.stuck)
        elif suggestion == "d":
            self.page.flash(["stock"])
            self.page.tell("Only a deal is left.")
        else:
            move = parse_move(suggestion)
            self.page.flash([self.view.pile_key(move.source), str(move.target)])
            self.page.tell(f"Hint: move {describe(self.game, suggestion)}.")

    # Keeping the page current ----------------------------------------------------------------

    def elapsed(self) -> float:
        if self.started is None:
            return 0.0
        return (self.finished or time.monotonic()) - self.started

    def tick(self) -> None:
        self.view.show_time(clock(self.elapsed()))

    def _update(self, origin: str | None = None) -> None:
        self.view.draw(self.game, self.pick, origin=origin)
        self.page.set_game(self.game)
        self.tick()
        if self.game.won:
            if self.finished is None:
                self.finished = time.monotonic()
            self.page.show_result(self.game, clock(self.elapsed()))
        else:
            self.page.result.hidden = True
            # Searching for a way on can take a while: let the move paint first.
            self.page.later("stalled", self._check_stalled)

    def _check_stalled(self, *_: Any) -> None:
        if stalled(self.game):
            self.page.show_stalled(self.game.stuck and self.game.variant.game == "beehive")
        else:
            self.page.note.hidden = True

    def _refuse(self, move: str, why: str) -> None:
        self.view.draw(self.game, None)
        if move == "d":
            self.page.stock_note(why[0].upper() + why[1:] + ".")
        else:
            self.page.tell(why[0].upper() + why[1:] + ".", alert=True)
