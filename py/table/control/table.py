"""The table: a small controller over the game in play.

Everything the player (or a timer, or the solver) does is one change, run through `enter`: its
part of the table (the hand, the games, sharing, the panels, the help) changes the game in play
and says what happened, and then `actuate` keeps what must be kept (a win counted, the game
saved), builds one `TableState` and has the page draw it in one call. A pick is checked against
the game before each state is built, so the state drawn never names cards that are not there; a
draw that fails anyway is reported and followed by a full redraw, so the page never stays apart
from the game.

The solver's side (`Solving`) sees the table only as its `Seat` and `Voice`; the parts see it as
a `Desk`; the router (`actions`) as a `Front`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

from solitaire import Game
from solitaire.moves import Move

from ..play.game_in_play import GameInPlay
from ..play.start import Start
from ..show import first_paint, language
from ..show.effects import Effects
from ..show.language import _
from ..show.result import Status
from ..show.state import Model, TableState, view
from ..storage.player_data import PlayerData
from ..storage.settings import Settings
from .actions import Parts, Router
from .games import Games
from .hand import Hand
from .help import Help
from .notices import Notices
from .panels import Panels
from .questions import Questions
from .screen import Screen
from .sending import Sending
from .sharing import Sharing
from .solving import Solver, Solving
from .tabs import OtherTabs
from .turning import Turning

T = TypeVar("T")


class Table:
    def __init__(
        self, screen: Screen, data: PlayerData, solver: Solver, start: Start, asked_language: str | None = None
    ) -> None:
        self.screen = screen
        self.data = data
        self.asked_language = asked_language  # a link's `lang=`: this visit's alone
        self.preferred = screen.languages()  # the browser's
        self.effects = Effects()  # what the change under way does once
        # What the table shows besides the game and the data: replaced by each change, never changed.
        self.model = Model(dark=screen.system_dark(), lang=language.spoken())
        self.notices = Notices()
        self.drawn: TableState | None = None  # what the page shows, as last drawn
        self.entered = 0  # changes under way (one may run inside another: only the outer draws)
        self.drawing = False
        self.waiting = False  # a change came in while the page was drawing: draw again after
        self.playing = GameInPlay.begun(start, screen.now())
        self.solving = Solving(self, self, solver)
        self.turning = Turning(self, solver, self.solving.background)
        self.hand = Hand(self)
        self.games = Games(self)
        self.sharing = Sharing(self)
        self.panels = Panels(self)
        self.help = Help(self)
        self.tabs = OtherTabs(self, self.panels, self._speak_chosen)
        self.sending = Sending(self, self.games, self.sharing)
        self.questions = Questions(
            self,
            {
                "reset": self.panels.reset_answered,
                "transfer": self.sending.answered,
                "transfer-game": self.sending.answered,
            },
        )
        parts = Parts(
            self.hand,
            self.games,
            self.sharing,
            self.panels,
            self.help,
            self.solving,
            self.turning,
            self.sending,
            self.tabs,
            self.questions,
        )
        self.router = Router(self, parts, lambda: self.game.variant)
        self.enter(lambda: self.games.begin(start))

    @property
    def game(self) -> Game:
        return self.playing.game

    @property
    def settings(self) -> Settings:
        return self.data.settings

    # One way through ---------------------------------------------------------------------------

    def enter(self, change: Callable[[], T]) -> T:
        """Runs one change of the table, then draws the state it leaves (unless it runs inside
        another change, which draws once it is done)."""
        self.entered += 1
        try:
            return change()
        finally:
            self.entered -= 1
            if not self.entered:
                self.actuate()
            elif self.drawing:  # came in while the page drew (its answer to a call): drawn next
                self.waiting = True

    def actuate(self) -> None:
        """Keeps what the change made (a win counted, the game saved), and has the page draw the
        state it leaves, with what it did once."""
        self.entered += 1  # whatever this sets off waits for the draw
        try:
            if self.playing.changed:
                self._settle()
            pick = self.model.pick
            self.model = replace(self.model, pick=pick.kept(self.game) if pick is not None else None).settled()
            effects, self.effects = self.effects, Effects()
            self.drawing = True
            try:
                after = self.state()
                self.screen.draw(self.drawn, after, effects)
                self.drawn = after
            except Exception as error:  # a fault of ours: reported, and the page drawn afresh
                self.screen.report(error)
                self._redraw()
        finally:
            self.drawing = False
            self.entered -= 1
        if self.waiting:
            self.waiting = False
            self.actuate()

    def _redraw(self) -> None:
        """The whole page drawn again from the game, with nothing in hand: never left apart."""
        self.model = replace(self.model, pick=None)
        try:
            after = self.state()
            self.screen.draw(None, after, Effects())
            self.drawn = after
        except Exception as error:
            self.screen.report(error)
            self.drawn = None  # the next change draws the whole page

    def state(self) -> TableState:
        return view(self.model, self.playing, self.settings, self.screen.now(), self.tabs.aside())

    def _settle(self) -> None:
        """After the game's cards changed: a win is counted (once) and shown; the game is saved
        before it is drawn, so a tab closed as a move shows never loses it; whether nothing helps
        is looked for once the move painted; the solver's verdict follows the position."""
        self.playing.changed = False
        if self.game.won:
            if self.effects.sound is not None:  # the move that won sounds like a win
                self.effects.sound = "win"
            self.model = self.model.noting(result=self.games.won(), stalled=None).filling(open="result")
        else:
            self.model = self.model.noting(result=None)
            self.later("stalled", 0, self.hand.check_stalled)
        self.save()
        self.solving.position_changed()

    def save(self, *, moved: bool = True) -> None:
        """Keeps the game in progress, and, once the page has drawn it, its picture for the next
        visit's first paint (`moved`: its cards changed; else only its clock went on)."""
        stored = self.data.save_game(self.playing.saved(self.screen.now()), moved=moved)
        self.games.counted_aside(stored.counted)
        self.tabs.follow(stored.newer)
        own_language = self.asked_language is None
        self.screen.later(
            "paint",
            0,
            lambda: self.screen.keep_paint(first_paint.kept(self.drawn or self.state(), own_language=own_language)),
        )
        self.notices.tell(self.effects, self.data)

    def later(self, name: str, ms: int, action: Callable[[], None]) -> None:
        self.screen.later(name, ms, lambda: self.enter(action))

    def put_down(self) -> None:
        self.model = replace(self.model, pick=None)

    # The page's own events -----------------------------------------------------------------------

    def tick(self) -> None:
        """The clock as it stands (every second)."""
        self.enter(lambda: None)

    def page_seen(self, seen: bool, at: float | None = None) -> None:
        """The clock counts only while the page is seen: a hidden tab stops it (and the game is
        saved, as a phone may close the tab unannounced); it goes on when the page is seen again.
        `at`: when the page changed, on the table's clock (Python may hear of it a moment later)."""
        self.model = replace(self.model, seen=seen)
        if self.playing.seen(seen, self.screen.now() if at is None else at):
            self.save(moved=False)

    def settings_changed(self, fields: dict[str, Any]) -> None:
        """The settings panel changed (`fields`: its fields by name): they are stored and shown; the
        live verdict shows or hides; another language is fetched and spoken."""
        self.panels.settings_changed(fields)
        self.solving.position_changed()
        self._speak_chosen()

    def _speak_chosen(self) -> None:
        """The language the settings choose, fetched and spoken if the page speaks another."""
        wanted = language.chosen(None, self.settings.language, self.preferred)
        if wanted != self.model.lang:
            self.asked_language = None  # the player's choice now, over the link's
            self.solving.background.spawn(self._speak(wanted))

    async def _speak(self, wanted: str) -> None:
        """Fetches a language's catalog and redraws the whole page in it."""
        try:
            catalog = await self.screen.catalog(wanted)
        except OSError as problem:
            told = _("That language could not be loaded ({why}).").format(why=problem)
            self.enter(lambda: self.effects.tell(told, alert=True))
            return

        written = self.screen.writing(wanted)

        def spoken() -> None:
            language.speak(wanted, catalog, written)
            self.model = replace(self.model, lang=wanted)
            for part in (self.help, self.panels, self.sending):
                part.reword()  # what the dialogs hold, in the new words
            self.drawn = None  # every part again, in the new words

        self.enter(spoken)

    def system_dark(self, dark: bool) -> None:
        self.model = replace(self.model, dark=dark)

    # The solver's seat and voice ---------------------------------------------------------------

    def play(self, move: Move, *, helped: bool = False) -> bool:
        """A move of a line the solver plays: "show me"'s help the player (`helped`), a finish's
        are the player's own."""

        def step() -> bool:
            played = self.hand.play(move)
            self.playing.helped = self.playing.helped or (played and helped)
            return played

        return self.enter(step)

    def deal_new(self, game: Game, note: str | None = None) -> None:
        self.enter(lambda: self.games.deal_new(game, note))

    def show_verdict(self, status: Status | None) -> None:
        self._noting(verdict=status)

    def offer_finish(self, offered: bool) -> None:
        if self.model.notes.finish != offered:
            self._noting(finish=offered)

    def _noting(self, **notes: Any) -> None:
        def noted() -> None:
            self.model = self.model.noting(**notes)

        self.enter(noted)

    def tell(self, text: str, *, alert: bool = False) -> None:
        self.enter(lambda: self.effects.tell(text, alert=alert))

    def warn(self, text: str) -> None:
        self.screen.warn(text)

    def report(self, error: BaseException) -> None:
        self.screen.report(error)
