"""Games coming and going: a new deal, the same one again, a deal typed in the menu, a deal of the
day, and the way back to the game kept aside. A game begun and not won counts as played when the
player turns to another; a link never destroys a game in progress silently: it is kept aside.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from solitaire import VARIANTS, Game, new_game, score
from solitaire.daily import daily_deal
from solitaire.daily_table import FIRST_DAY
from solitaire.graded import grade_of, grades_of
from solitaire.stats import Record

from ..messages import DaysShown
from ..play import days, links
from ..play.game_in_play import GameInPlay
from ..play.start import Start, fresh, resumed
from ..show import names
from ..show.guides import GUIDES
from ..show.language import Wording, _, day_words, refusal, wording
from ..show.refusals import as_sentence, refusal_words
from ..show.result import ResultCard, Win, challenge_banner, daily_banner, result_card
from ..storage.saved_game import SavedGame
from .desk import Desk


class Games:
    def __init__(self, desk: Desk) -> None:
        self.desk = desk

    def begin(self, start: Start) -> None:
        """Puts a game on the table: new, resumed, or opened from a link."""
        desk = self.desk
        desk.playing = GameInPlay.begun(start, desk.screen.now())
        desk.put_down()
        if start.parked is not None:
            self.counted_aside(desk.data.park(start.parked, coming=desk.playing.id))
        desk.model = desk.model.noting(
            stalled=None,
            result=None,
            offer=self._offer_help(),
            challenge=wording(challenge_banner, start.beat) if start.beat else None,
            daily=start.daily.isoformat() if start.daily else None,
            grade=grade_of(start.game.variant.id, start.deal),
            daily_banner=wording(daily_banner, start.game.variant, start.daily) if start.daily else None,
        )
        if start.problem:
            desk.notices.add(start.problem)
        desk.notices.tell(desk.effects, desk.data)
        desk.effects.say(begun_words(start))

    def _offer_help(self) -> Wording[str] | None:
        """The help is offered on a player's first game of each kind, once: that it was offered is
        remembered with the settings."""
        kind = self.desk.game.variant.game
        settings = self.desk.settings
        if kind not in GUIDES or kind in settings.offered:
            return None
        self.desk.data.save_settings(replace(settings, offered=(*settings.offered, kind)))
        return wording(names.game_name, self.desk.game.variant)

    def counted_aside(self, older: SavedGame | None) -> None:
        """One game is kept aside at a time: one kept before, counted as played to make room
        (`older`), is said so."""
        if older is not None:
            counted = _("The game of {game} kept aside before was counted as played: only one game is kept aside.")
            self.desk.notices.add(counted.format(game=names.title(VARIANTS[older.variant])))

    def leave(self) -> None:
        """The player turns to another game: a game begun and not won counts as played."""
        playing = self.desk.playing
        result = playing.left(self.desk.screen.now(), undos_count=self.desk.settings.undos_count)
        if result is not None:
            self.desk.data.record(playing.game.variant.id, playing.deal, result, playing.id)

    def new(self, variant_id: str | None = None) -> None:
        desk = self.desk
        variant = VARIANTS.get(variant_id or desk.game.variant.id)
        if variant is None:  # no game of ours: the picker offers only those
            return
        desk.solving.stop()
        if variant.id != desk.settings.variant:
            desk.data.save_settings(replace(desk.settings, variant=variant.id))
        if variant.game in desk.settings.winnable:
            desk.solving.deal_winnable(variant)
        else:
            self.deal_new(links.random_game(variant))

    def new_graded(self, grade: str) -> None:
        """A new deal of the game on the table from its pool of `grade`, one the player has not
        finished lately if there is one."""
        desk = self.desk
        variant = desk.game.variant
        if grade not in grades_of(variant.id):  # a page older than the pools, or a forged message
            desk.effects.tell(_("{game} has no deals of that difficulty.").format(game=names.title(variant)))
            return
        desk.solving.stop()
        desk.effects.close_menu = True
        played = {p.deal for p in desk.data.history if p.variant == variant.id}
        self.deal_new(links.graded_game(variant, grade, played, exclude=desk.playing.deal))

    def deal_new(self, game: Game, note: str | None = None) -> None:
        """Puts a fresh deal on the table, leaving the game that was there."""
        self.leave()
        self.begin(fresh(game))
        if note:
            self.desk.effects.tell(note)

    def restart(self) -> None:
        """The same cards again, from where this game began."""
        self.desk.solving.stop()
        self.leave()
        self.begin(self.desk.playing.again())

    def open_typed(self, text: str) -> None:
        """The deal box in the menu: opens the deal typed there, keeping a game in progress
        aside as a link does; a code that cannot be opened says why and changes nothing."""
        desk = self.desk
        try:
            game = links.typed_deal(text, desk.game.variant)
        except ValueError as problem:
            desk.model = desk.model.noting(deal_problem=wording(refusal, links.typed_deal, text, desk.game.variant))
            desk.effects.say(str(problem))
            return
        desk.model = desk.model.noting(deal_problem=None)
        desk.effects.clear_deal = True
        desk.effects.close_menu = True
        if game.deal == desk.playing.deal and game.variant is desk.game.variant:
            desk.effects.tell(_("Deal {code} is the one on the table.").format(code=game.deal))
            return
        self.open_deal(game)

    def open_deal(self, game: Game, daily: date | None = None) -> None:
        """Puts a deal asked for by name (or by its day) on the table, keeping a game in progress
        aside."""
        self.desk.solving.stop()
        saved = self.desk.data.saved
        parked = saved if saved is not None and saved.in_progress else None
        self.begin(Start(game, game.deal, game.to_text(), parked=parked, daily=daily))

    def resume_from(self, saved: SavedGame) -> None:
        """A game in progress from another device, the one on this table kept aside."""
        self.desk.solving.stop()
        here = self.desk.data.saved
        self.begin(replace(resumed(saved), parked=here if here is not None and here.in_progress else None))

    def menu_opened(self) -> None:
        """The menu's choice of a day: any from the first deal of the day to today (yesterday's
        until the player chooses)."""
        today = self.desk.screen.today()
        days_shown: DaysShown = {
            "first": FIRST_DAY.isoformat(),
            "last": today.isoformat(),
            "suggested": (today - timedelta(days=1)).isoformat(),
        }
        self.desk.model = self.desk.model.filling(days=days_shown)

    def play_today(self) -> None:
        """Today's deal of the game on the table, the same for everyone."""
        self.open_daily(self.desk.screen.today())

    def open_day(self, text: str) -> None:
        """The deal of the day of a date chosen in the menu (yesterday's, or earlier)."""
        desk = self.desk
        try:
            day = days.playable_day(text, desk.screen.today())
        except ValueError as problem:  # worded for the player (play/days.py)
            desk.model = desk.model.noting(day_problem=wording(refusal, days.playable_day, text, desk.screen.today()))
            desk.effects.say(str(problem))
            return
        desk.model = desk.model.noting(day_problem=None)
        desk.effects.close_menu = True
        self.open_daily(day)

    def open_daily(self, day: date) -> None:
        variant, playing = self.desk.game.variant, self.desk.playing
        try:
            code = daily_deal(variant.id, day)
        except ValueError as problem:  # a game with no deals of the day yet: the engine's reason
            self.desk.effects.tell(as_sentence(refusal_words(problem)))
            return
        if playing.daily == day and playing.deal == code:
            # Translators: {day} is a date, "30 Nov 2026".
            self.desk.effects.tell(_("The deal of the day of {day} is on the table.").format(day=day_words(day)))
            return
        self.open_deal(new_game(variant.game, code), daily=day)

    def won(self) -> Wording[ResultCard]:
        """The game on the table is won: counted in the statistics (once), and its result card."""
        desk, playing, data = self.desk, self.desk.playing, self.desk.data
        now = desk.screen.now()
        result = playing.won(now, undos_count=desk.settings.undos_count)
        record: Record | None = None
        variant = playing.game.variant
        if result is not None:
            data.record(variant.id, playing.deal, result, playing.id)
            record = data.combined(variant.id)  # with the other devices' games
            if playing.daily is not None:
                data.record_daily(variant.id, playing.daily)
        daily = None
        seconds = playing.elapsed(now)
        if playing.daily is not None:
            streak, best = days.streaks(data.won_days(variant.id), desk.screen.today())
            daily = (playing.daily, streak, best)
        points = score(playing.game, undos_count=desk.settings.undos_count)
        facts = (Win.of(playing.game), seconds, record, playing.beat, daily, playing.helped, points)
        return wording(result_card, *facts)

    def close_result(self) -> None:
        self.desk.model = self.desk.model.noting(result=None)

    def return_to_parked(self) -> None:
        parked = self.desk.data.unpark()
        if parked is None:
            return
        self.desk.solving.stop()
        self.leave()
        self.begin(resumed(parked))


def begun_words(start: Start) -> str:
    """What a game put on the table is said to be: "New game: Spider, one suit, deal 7-1.", one
    whole sentence for each kind of start."""
    again = start.saved is not None
    if start.daily is not None:
        said = (
            # Translators: {game}: a title, "Spider, one suit"; {day}: a date, "30 Nov 2026"; {code}: a deal code.
            _("Resumed: {game}, the deal of the day of {day}, {code}.")
            if again
            # Translators: {game}: a title, "Spider, one suit"; {day}: a date, "30 Nov 2026"; {code}: a deal code.
            else _("New game: {game}, the deal of the day of {day}, {code}.")
        )
    elif start.deal is None:
        said = _("Resumed: {game}, deal from a position.") if again else _("New game: {game}, deal from a position.")
    else:
        said = _("Resumed: {game}, deal {code}.") if again else _("New game: {game}, deal {code}.")
    day = day_words(start.daily) if start.daily else ""
    return said.format(game=names.title(start.game.variant), day=day, code=start.deal)
