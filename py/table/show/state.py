"""What the table shows, as values. The `Model` is what the table keeps between changes besides the
game in play and the player's data: each change replaces it, never changes it. After every change
the `view` makes of the three one `TableState`, and the page draws it in one call (`paint`, from
the state drawn before); the first paint is built from it too. Its parts are the board, the notes
around it, the player's looks, the address and the dialogs. Pure and immutable: two states compare
equal when the page would show the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from solitaire import Game, Variant, score

from ..messages import DaysShown, Dialog, ExampleShown, HelpShown, SendShown, SettingsShown, StatsShown
from ..play.game_in_play import GameInPlay
from ..play.pick import Pick
from ..storage.settings import SPEEDS, Settings
from . import scene
from .language import Wording, direction, number
from .last_move import last_moved
from .question import Question
from .result import ResultCard, Status
from .words import clock

Words = Wording[str]


@dataclass(frozen=True)
class Board:
    """The piles as drawn: their cards, markup and words, what the hand may lift from each, the
    cards in hand and where they would go, and the counters."""

    variant: Variant
    piles: dict[str, scene.Pile]
    liftable: dict[str, int]
    labels: dict[str, str]
    counters: dict[str, str]  # by `data-counter`, the time included
    lift: tuple[str, int] | None  # the pile the cards in hand are on, and how many
    targets: tuple[str, ...]  # the piles that would take them
    most: int  # the most cards the pick may hold (the − n + bar shows from two)
    deal: str  # `<html data-deal>`: the deal code, "" for a position
    can_undo: bool
    can_redo: bool
    last: dict[str, int]  # the cards the last move moved, on top of each pile (`data-last`)

    @classmethod
    def of(cls, game: Game, pick: Pick | None, seconds: float, *, undos_count: bool = True) -> Board:
        variant = game.variant
        piles = scene.piles(game)
        return cls(
            variant,
            piles,
            {key: game.liftable(scene.source_of(variant, key)) for key in piles},
            scene.labels(game, pick, piles),
            {**scene.counters(game), "time": clock(seconds), "score": number(score(game, undos_count=undos_count))},
            (scene.pile_key(variant, pick.source), pick.count) if pick else None,
            tuple(sorted(str(target) for target in pick.drops)) if pick else (),
            pick.most if pick else 0,
            game.deal or "",
            game.can_undo,
            game.can_redo,
            last_moved(game),
        )


@dataclass(frozen=True)
class Notes:
    """What the page says around the piles, each None while it is not shown. Whatever is worded
    is kept as a `Wording`, worded only when drawn: a switch of language words it again."""

    challenge: Words | None = None  # the banner of a challenge to beat
    daily: str | None = None  # the day of a deal of the day, yyyy-mm-dd
    daily_banner: Words | None = None
    grade: str | None = None  # the grade of a deal of the pools by difficulty (solitaire.graded)
    parked: str | None = None  # the banner of the game kept aside (worded as each state is built)
    elsewhere: str | None = None  # this tab's game was put aside while another tab played (likewise)
    offer: Words | None = None  # the offer of the help: the game's name
    stalled: Words | None = None  # the note when nothing helps
    turning: Words | None = None  # under it: where the game could still be won (control/turning.py)
    turn_back: int | None = None  # the moves to go back to, for the button that does
    verdict: Status | None = None  # the solver's live verdict
    finish: bool = False  # the offer to play the game out (`data-action="finish"`)
    result: Wording[ResultCard] | None = None  # the card of a win
    deal_problem: Words | None = None  # what is wrong with the deal code typed in the menu
    day_problem: Words | None = None  # and with the day chosen there

    def stalled_as(self, note: Words | None) -> Notes:
        """With the stalled note (or without, None): it takes the place of the offer of the help
        and of the result card, and never covers the table."""
        if note is None:
            return replace(self, stalled=None, turning=None, turn_back=None)
        return replace(self, stalled=note, offer=None, result=None)


@dataclass(frozen=True)
class Looks:
    """The player's settings as `<html>` shows them, the system's look resolved."""

    colours: str = "two"
    hand: str = "right"
    motion: str = "on"
    speed: str = "1.0"
    felt: str = "green"
    back: str = "blue"
    theme: str = "light"
    faces: str = "auto"  # theme.js resolves "auto" to classic or large for the screen
    clock: str = "shown"
    sound: str = "off"
    score: str = "hidden"
    lang: str = "en"  # the language the page speaks (show/language.py)
    dir: str = "ltr"

    @classmethod
    def of(cls, settings: Settings, system_dark: bool, language: str = "en") -> Looks:
        theme = settings.theme
        if theme == "system":
            theme = "dark" if system_dark else "light"
        motion = "off" if settings.speed == "off" else "on"
        speed = str(SPEEDS[settings.speed])
        looks = (settings.colours, settings.hand, motion, speed, settings.felt, settings.back, theme)
        shown = (settings.faces, settings.clock, settings.sound, settings.score)
        return cls(*looks, *shown, language, direction(language))

    @property
    def left_handed(self) -> bool:
        return self.hand == "left"


@dataclass(frozen=True)
class Dialogs:
    """What the dialogs and the menu hold, as last filled (None: not yet). Each is built when its
    dialog opens or its choice changes, not at every redraw: a guide's markup is long."""

    help: HelpShown | None = None
    example: ExampleShown | None = None  # the help's worked example at its step
    stats: StatsShown | None = None
    settings: SettingsShown | None = None
    days: DaysShown | None = None  # the menu's choice of a day
    send: SendShown | None = None  # the transfer link to another device
    open: Dialog | None = None  # the dialog open, as the table opened it and the page told it closed
    question: Question | None = None  # the question open, as codes: worded when drawn


@dataclass(frozen=True)
class TableState:
    board: Board
    notes: Notes = field(default_factory=Notes)
    looks: Looks = field(default_factory=Looks)
    address: str = ""  # the query string of the game's link, shown in the address bar
    dialogs: Dialogs = field(default_factory=Dialogs)


@dataclass(frozen=True)
class Example:
    """The help's worked example as the player left it: its guide, the steps played, and whether
    it plays by itself."""

    game: str  # the guide's, by the variant's game (show/guides.py)
    shown: int = 0
    playing: bool = False
    left_handed: bool = False


@dataclass(frozen=True)
class Model:
    """What the table keeps between changes, besides the game in play (`GameInPlay`, changed only
    by its own moves) and the player's data (`PlayerData`, as stored): one value, replaced by each
    change. `tests/test_model.py` holds that nothing else the screen shows is kept anywhere."""

    notes: Notes = field(default_factory=Notes)
    dialogs: Dialogs = field(default_factory=Dialogs)
    pick: Pick | None = None  # the cards in hand
    example: Example | None = None  # the help's worked example, once the help opened
    seen: bool = True  # the page is visible: the game's clock counts only then
    dark: bool = False  # the system's look, for a theme that follows it
    lang: str = "en"  # the language spoken: the view words the table in it

    def noting(self, **notes: Any) -> Model:
        return replace(self, notes=replace(self.notes, **notes))

    def filling(self, **dialogs: Any) -> Model:
        return replace(self, dialogs=replace(self.dialogs, **dialogs))

    def stalled_as(self, note: Words | None) -> Model:
        return replace(self, notes=self.notes.stalled_as(note))

    def settled(self) -> Model:
        """The same, with nothing open that is gone: the result card once its win is (a new game,
        an undo)."""
        if self.dialogs.open == "result" and self.notes.result is None:
            return self.filling(open=None)
        return self


def view(
    model: Model, playing: GameInPlay, settings: Settings, now: float, aside: tuple[str | None, str | None]
) -> TableState:
    """What the page shows of the table at `now` (on the table's clock), with the games other tabs
    put aside (`aside`: the banners of this tab's and of another's)."""
    board = Board.of(playing.game, model.pick, playing.elapsed(now), undos_count=settings.undos_count)
    parked, elsewhere = aside
    notes = replace(model.notes, parked=parked, elsewhere=elsewhere)
    return TableState(board, notes, Looks.of(settings, model.dark, model.lang), playing.link(), model.dialogs)
