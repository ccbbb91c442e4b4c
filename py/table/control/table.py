"""The table's controller: every action a player can take, in one place.

Gestures (taps, drags, keys, buttons) arrive here as calls; the engine plays the moves; every
change goes through `_update`, which redraws what changed and says what happened. The solver's
side (`Solving`) sees the table only as a `Seat`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from typing import Any
from urllib.parse import urlencode

from solitaire import VARIANTS, Game, IllegalMove, from_text, new_game
from solitaire.challenge import Score
from solitaire.daily import daily_deal
from solitaire.daily_table import FIRST_DAY
from solitaire.hints import hint, stalled
from solitaire.moves import DEAL_MOVE, Move, parse_move
from solitaire.stats import Record, Result

from ..browser.page import Page
from ..browser.solver_worker import Solver
from ..browser.view import View
from ..play import days, links
from ..play.pick import Pick, best_move, pick_up
from ..play.start import Start, fresh, resumed
from ..show import scene
from ..show.guides import GUIDES
from ..show.words import clock, dealt, describe, followed, picked
from ..show.words import count as count_of
from ..storage.player_data import PlayerData
from ..storage.saved_game import SavedGame
from ..storage.settings import Settings
from .panels import Panels
from .solving import Solving


class Table:
    def __init__(
        self,
        view: View,
        page: Page,
        panels: Panels,
        memory: PlayerData,
        solver: Solver,
        start: Start,
        clock_now: Callable[[], float] = time.monotonic,
        keep_paint: Callable[[Game, float], None] = lambda game, seconds: None,
    ) -> None:
        self.view = view
        self.page = page  # the page's own parts: messages, notes, the result, the address
        self.panels = panels
        self.memory = memory
        self.now = clock_now
        self.keep_paint = keep_paint  # keeps the table as drawn, for the next visit's first paint
        self.pick: Pick | None = None
        self.warned_deal = False  # the player was told a deal would cover an empty column
        self.problems: list[str] = []  # to tell the player
        self.seen = True  # the page is visible: the clock counts only then
        self.solving = Solving(self, page, solver)
        self.arrange()
        self.actions: dict[str, Callable[[], None]] = {
            "deal": self.deal,
            "undo": self.undo,
            "redo": self.redo,
            "hint": self.show_hint,
            "show-me": self.solving.show_me,
            "restart": self.restart,
            "new": self.new,
            "daily": self.play_today,
            "share": self.share,
            "more": self.more,
            "fewer": self.fewer,
            "put-back": self.put_back,
            "return": self.return_to_parked,
            "copy-link": self.copy_link,
            "copy-position": self.copy_position,
            "challenge": self.copy_challenge,
            "stats": self.open_stats,
            "settings": panels.open_settings,
            "export": panels.export,
            "reset-stats": panels.reset,
            "close-panel": panels.close,
            "help": self.show_help,
            "keys": self.show_keys,
            "example-next": panels.howto.next,
            "example-back": panels.howto.back,
            "example-play": panels.howto.play,
            "dismiss-offer": lambda: page.offer_help(None),
            "close-result": page.hide_result,
        }
        self.begin(start)

    def act(self, action: str) -> None:
        """A control's `data-action` (or its key): does what it names; unknown names do nothing."""
        if action in self.actions:
            self.actions[action]()

    @property
    def settings(self) -> Settings:
        return self.memory.settings

    # Starting and leaving games --------------------------------------------------------------

    def begin(self, start: Start) -> None:
        """Puts a game on the table: new, resumed, or opened from a link."""
        saved = start.saved
        self.game = start.game
        self.deal_code = start.deal  # the deal code it began from (None: a position)
        self.opening = start.opening  # "restart" returns here
        self.beat = start.beat
        self.daily = start.daily  # the day, when the game is a deal of the day
        self.pick = None
        self.warned_deal = False
        self.counted = saved.ended if saved else False  # already in the statistics
        self.clock_from: float | None = None  # when the clock (re)started
        self.clock_before = saved.seconds if saved else 0.0  # time on the clock before that
        if saved is not None and saved.started and not saved.ended:
            self.clock_from = self.now()
        self.played = saved.started if saved else False
        if start.parked is not None:
            self._keep_aside(start.parked)
        self.page.clear_notes()
        self._offer_help()
        self._update()
        self.page.set_address(self.link())
        self.page.show_challenge(self.beat)
        self.page.show_daily(self.daily)
        self.page.show_parked(self.memory.parked)
        if start.problem:
            self.problems.append(start.problem)
        self._tell_problems()
        what = "Resumed" if saved else "New game"
        which = f"the deal of the day of {days.day_words(self.daily)}," if self.daily else "deal"
        self.page.say(f"{what}: {self.game.variant.title}, {which} {self.deal_code or 'from a position'}.")

    def _offer_help(self) -> None:
        """The help is offered on a player's first game of each kind, once: that it was offered is
        remembered with the settings."""
        kind = self.game.variant.game
        first = kind in GUIDES and kind not in self.settings.offered
        if first:
            self.memory.save_settings(replace(self.settings, offered=(*self.settings.offered, kind)))
        self.page.offer_help(self.game.variant.game.capitalize() if first else None)

    def show_help(self) -> None:
        self.page.offer_help(None)
        self.panels.howto.open(self.game.variant, left_handed=self.settings.hand == "left")

    def show_keys(self) -> None:
        self.panels.howto.open(self.game.variant, left_handed=self.settings.hand == "left", at_keys=True)

    def _keep_aside(self, parked: SavedGame) -> None:
        """One game is kept aside at a time: one kept before is counted as played, and said so."""
        older = self.memory.parked
        if older is not None and older.in_progress and older != parked:
            self.memory.record(older.variant, older.deal, Result(False, len(older.record), older.seconds))
            title = VARIANTS[older.variant].title
            self.problems.append(
                f"The game of {title} kept aside before was counted as played: only one game is kept aside."
            )
        self.memory.park(parked)

    def leave(self) -> None:
        """The player turns to another game: a game begun and not won counts as played."""
        if self.played and not self.counted:
            self.counted = True
            self.memory.record(self.game.variant.id, self.deal_code, Result(False, self.game.moves, self.elapsed()))

    def new(self, variant_id: str | None = None) -> None:
        self.solving.stop()
        variant = VARIANTS[variant_id or self.game.variant.id]
        if variant.id != self.settings.variant:
            self.memory.save_settings(replace(self.settings, variant=variant.id))
        if variant.game in self.settings.winnable:
            self.solving.deal_winnable(variant)
        else:
            self.deal_new(links.random_game(variant))

    def deal_new(self, game: Game, note: str | None = None) -> None:
        """Puts a fresh deal on the table, leaving the game that was there."""
        self.leave()
        self.begin(fresh(game))
        if note:
            self.page.tell(note)

    def restart(self) -> None:
        """The same cards again, from where this game began."""
        self.solving.stop()
        self.leave()
        game = from_text(self.opening)
        self.begin(Start(game, self.deal_code, self.opening, beat=self.beat, daily=self.daily))

    def open_typed(self, text: str) -> None:
        """The deal box in the menu: opens the deal typed there, keeping a game in progress
        aside as a link does; a code that cannot be opened says why and changes nothing."""
        try:
            game = links.typed_deal(text, self.game.variant)
        except ValueError as problem:
            self.page.show_deal_problem(str(problem))
            return
        self.page.show_deal_problem(None)
        if game.deal == self.deal_code and game.variant is self.game.variant:
            self.page.tell(f"Deal {game.deal} is the one on the table.")
            return
        self.open_deal(game)

    def open_deal(self, game: Game, daily: date | None = None) -> None:
        """Puts a deal asked for by name (or by its day) on the table, keeping a game in
        progress aside."""
        self.solving.stop()
        saved = self.memory.saved
        parked = saved if saved is not None and saved.in_progress else None
        self.begin(Start(game, game.deal, game.to_text(), parked=parked, daily=daily))

    def menu_opened(self) -> None:
        self.page.offer_days(FIRST_DAY, self.page.today())

    def play_today(self) -> None:
        """Today's deal of the game on the table, the same for everyone."""
        self.open_daily(self.page.today())

    def open_day(self, text: str) -> None:
        """The deal of the day of a date chosen in the menu (yesterday's, or earlier)."""
        try:
            day = days.playable_day(text, self.page.today())
        except ValueError as problem:
            why = str(problem)
            self.page.show_day_problem(f"{why[0].upper()}{why[1:]}.")
            return
        self.page.show_day_problem(None)
        self.open_daily(day)

    def open_daily(self, day: date) -> None:
        variant = self.game.variant
        code = daily_deal(variant.id, day)
        if self.daily == day and self.deal_code == code:
            self.page.tell(f"The deal of the day of {days.day_words(day)} is on the table.")
            return
        self.open_deal(new_game(variant.game, code), daily=day)

    def share(self) -> None:
        """A won deal of the day, as a line of text and its link, to share."""
        if self.daily is None or not self.game.won:
            return
        text = days.share_text(self.game.variant, self.daily, self.game.moves, self.elapsed())
        self.page.copy(f"{text}\n{self.page.full_link(self.link())}", "Your result")

    def return_to_parked(self) -> None:
        parked = self.memory.unpark()
        if parked is None:
            return
        self.solving.stop()
        self.leave()
        self.begin(resumed(parked))

    def open_stats(self) -> None:
        self.panels.open_stats(self.game.variant.id)

    def settings_changed(self) -> None:
        """The settings panel changed: store and apply them; the live verdict shows or hides."""
        self.panels.settings_changed()
        self.arrange()
        self.solving.position_changed()

    def import_text(self, text: str) -> None:
        """An exported file chosen in the statistics panel: its statistics and settings replace ours."""
        self.panels.import_text(text)
        self.arrange()

    def arrange(self) -> None:
        """The top row as the player's hand wants it."""
        self.view.arrange(left_handed=self.settings.hand == "left")

    def link(self) -> str:
        """The address of this game: its deal link (with a challenge), or its opening position."""
        return links.game_query(self.game, self.deal_code, self.opening, self.beat, self.daily)

    def copy_link(self) -> None:
        self.page.copy(self.page.full_link(self.link()), "The deal link")

    def copy_position(self) -> None:
        self.page.copy(self.page.full_link("?" + urlencode({"board": self.game.to_text()})), "The position link")

    def copy_challenge(self) -> None:
        query = links.challenge_query(self.game, self.deal_code, self.elapsed())
        if query is not None:
            self.page.copy(self.page.full_link(query), "The challenge link")

    # Gestures --------------------------------------------------------------------------------

    def activate(self, pile: str) -> None:
        """A tap, click or Enter on a pile: pick up, drop, or put back."""
        self.solving.stop()
        if pile == scene.STOCK and self.pick is None:
            self.deal()
            return
        if self.pick is not None:
            self.drop(pile)
            return
        if pile != scene.FOUNDATION:
            self.lift(pile)

    def lift(self, pile: str, count: int | None = None) -> bool:
        """Picks up cards from a pile (the whole movable run unless told how many)."""
        return self._hold(pick_up(self.game, scene.source_of(self.game.variant, pile), count))

    def send(self, pile: str, count: int | None = None) -> None:
        """A double-tap: the top `count` cards of a pile (all that may move together if None) go
        where they fit best; if nowhere, nothing moves and a short note says so."""
        self.solving.stop()
        self.put_back()
        game = self.game
        source = scene.source_of(game.variant, pile)
        most = game.liftable(source)
        count = most if count is None else count
        move = best_move(game, source, count)
        if move is not None:
            self.play(move)
        elif not most:
            self.page.tell("Nothing there can move.")
        elif count > most:
            self.page.tell(f"Only the top {count_of(most, 'card')} can move from there.")
        else:
            cards = game.variant.cards_taken(game.position, Move(source, 0, count))
            self.page.tell(f"The {cards[0].name} has nowhere to go.")

    def _hold(self, pick: Pick | None) -> bool:
        self.pick = pick
        self.view.draw(self.game, pick)
        if pick is None:
            self.page.show_pick(None, None)
            return False
        self.page.show_pick(pick, scene.pile_key(self.game.variant, pick.source))
        self.page.say(picked(self.game, pick.source, pick.count, sorted(pick.drops)))
        return True

    def drop(self, pile: str | None) -> None:
        """The cards in hand onto a pile, if it takes them; anywhere else puts them back."""
        pick = self.pick
        move = pick.drops.get(int(pile)) if pick and pile and pile.isdecimal() else None
        if move is not None:
            self.play(move)
            return
        self.put_back(quietly=True)
        if pick is None:
            return
        if pile is not None and pile != scene.pile_key(self.game.variant, pick.source):
            them = "them" if pick.count > 1 else "it"
            self.page.say(f"{scene.pile_name(self.game.variant, pile).capitalize()} cannot take {them}.")
        else:
            self.page.say("Put back.")

    def put_back(self, *, quietly: bool = False) -> None:
        if self.pick is not None:
            self.pick = None
            self.page.show_pick(None, None)
            self.view.draw(self.game, None)
            if not quietly:
                self.page.say("Put back.")

    def more(self) -> None:
        if self.pick is not None:
            self._hold(self.pick.more(self.game))

    def fewer(self) -> None:
        if self.pick is not None:
            self._hold(self.pick.fewer(self.game))

    # Actions ---------------------------------------------------------------------------------

    def deal(self) -> None:
        self.solving.stop()
        game = self.game
        if game.variant.deals_onto_empty and self.settings.warn_beetle and not self.warned_deal and game.can_deal:
            empty = [str(n) for n, c in enumerate(game.position.columns, 1) if not c.cards]
            if empty:
                self.warned_deal = True
                what = "Column " + empty[0] + " is" if len(empty) == 1 else "Columns " + ", ".join(empty) + " are"
                self.page.stock_note(f"{what} empty: the deal will cover it. Deal again to go ahead.")
                return
        self.play(DEAL_MOVE)

    def play(self, move: Move) -> bool:
        self.pick = None
        self.page.show_pick(None, None)
        before = Game(self.game.variant, self.game.position)
        try:
            self.game.play_move(move)
        except IllegalMove as refusal:
            self._refuse(move, str(refusal))
            return False
        self.warned_deal = False
        if not self.played:
            self.played = True  # the game counts from its first move, and so does the clock
            self.clock_from = self.now() if self.seen else None
        variant, position = self.game.variant, self.game.position
        said = dealt(variant, before.position, position) if move.is_deal else f"Moved {describe(before, move)}."
        self.page.say(" ".join([said, *followed(variant, before.position, position, move)]))
        self._update(origin=scene.move_origin(self.game.variant, move))  # and then, maybe, the win
        return True

    def undo(self) -> None:
        self.solving.stop()
        move = self.game.last_move
        if move is not None and self.game.undo():
            self.page.say(f"Undone: {describe(self.game, move)}.")
            self._update()
        elif self.game.last_move is not None and self.game.last_move.is_deal:
            self.page.tell("A deal cannot be undone.")

    def redo(self) -> None:
        self.solving.stop()
        before = Game(self.game.variant, self.game.position)
        if self.game.redo():
            move = self.game.last_move
            self.page.say(f"Redone: {describe(before, move)}." if move else "Redone.")
            self._update()

    def show_hint(self) -> None:
        self.put_back(quietly=True)
        suggestion = hint(self.game)
        if suggestion is None:
            self.page.tell("No move helps now.")
            self.page.show_stalled(self.game.stuck)
            return
        move = parse_move(suggestion)
        if move.is_deal:
            self.page.flash([scene.STOCK])
            self.page.tell("Only a deal is left.")
        else:
            self.page.flash([scene.move_origin(self.game.variant, move), str(move.target)])
            self.page.tell(f"Hint: move {describe(self.game, move)}.")

    # Keeping the page current ----------------------------------------------------------------

    def elapsed(self, at: float | None = None) -> float:
        """Seconds on the clock (at the time `at`, or now), which runs from the first move to the win."""
        now = self.now() if at is None else at
        running = now - self.clock_from if self.clock_from is not None else 0.0
        return self.clock_before + running

    def page_seen(self, seen: bool, at: float | None = None) -> None:
        """The clock counts only while the page is seen: a hidden tab stops it (and the game is
        saved, as a phone may close the tab unannounced); it goes on when the page is seen again,
        unless the game is not begun or already counted. `at`: when the page changed, on the
        table's clock (Python may hear of it a moment later)."""
        self.seen = seen
        when = self.now() if at is None else at
        if not seen and self.clock_from is not None:
            self.clock_before, self.clock_from = self.elapsed(when), None
            self.save()
        elif seen and self.clock_from is None and self.played and not self.counted:
            self.clock_from = when
        self.tick()  # the clock as it stands, not as at the last tick

    def tick(self) -> None:
        self.view.show_time(clock(self.elapsed()))

    def _update(self, origin: str | None = None) -> None:
        """After a change of the game: it is counted (a win) and kept first, then shown. The page
        shows a move a moment before the rest of this runs, when Python runs in a worker: a tab
        closed as a move shows never loses it."""
        record = self._count_win() if self.game.won else None
        self.save()
        self.view.draw(self.game, self.pick, origin=origin)
        self.page.set_game(self.game)
        if self.game.won:
            self._show_win(record)
        else:
            self.page.hide_result()
            # Searching for a way on can take a while: let the move paint first.
            self.page.later("stalled", self._check_stalled)
        self.solving.position_changed()
        self.tick()

    def _count_win(self) -> Record | None:
        """A won game: the clock stops and the statistics count it, once (its record then)."""
        if self.clock_from is not None:
            self.clock_before, self.clock_from = self.elapsed(), None
        if self.counted:
            return None
        self.counted = True
        result = Result(True, self.game.moves, self.elapsed())
        record = self.memory.record(self.game.variant.id, self.deal_code, result)
        if self.daily is not None:
            self.memory.record_daily(self.game.variant.id, self.daily)
        return record

    def _show_win(self, record: Record | None) -> None:
        """The result card, with the record when this win was just counted."""
        mine = Score(self.game.moves, round(self.elapsed()))
        daily = None
        if self.daily is not None:
            streak, best = days.streaks(self.memory.won_days(self.game.variant.id), self.page.today())
            share = days.share_text(self.game.variant, self.daily, self.game.moves, self.elapsed())
            daily = (share, streak, best)
        self.page.show_result(self.game, clock(self.elapsed()), record, self.beat, mine, daily)

    def save(self) -> None:
        self.memory.save_game(
            SavedGame.of(
                self.game,
                deal=self.deal_code,
                opening=self.opening,
                seconds=self.elapsed(),
                started=self.played,
                ended=self.counted and self.game.won,
                beat=str(self.beat) if self.beat else None,
                daily=self.daily.isoformat() if self.daily else None,
            )
        )
        self.page.later("paint", lambda: self.keep_paint(self.game, self.elapsed()))  # once drawn
        self._tell_problems()

    def _tell_problems(self) -> None:
        """What went wrong with links or storage, told at once and in one message."""
        self.problems += self.memory.store.take_problems()
        if self.problems:
            self.page.tell(" ".join(self.problems), alert=True)
            self.problems = []

    def _check_stalled(self, *_: Any) -> None:
        if stalled(self.game):
            self.page.show_stalled(self.game.stuck)
        else:
            self.page.hide_stalled()

    def _refuse(self, move: Move, why: str) -> None:
        self.view.draw(self.game, None)
        sentence = why[0].upper() + why[1:] + "."
        if move.is_deal:
            self.page.stock_note(sentence)
        else:
            self.page.tell(sentence, alert=True)
