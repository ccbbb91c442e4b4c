"""The game on the table: the engine's game with what the table knows of it besides, its deal and
where it began, a challenge to beat, its day if it is a deal of the day, its clock, whether it
counts as played and whether the statistics have it, and what it saves. Pure: no page, no
storage; the table hands in the time (`now`, in seconds on its own clock).

Words: a *deal* is a deal code; the *opening* is the board text of where the game began (its
deal's opening position, or the position a link gave); a *start* is what goes on the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date

from solitaire import Game, from_text
from solitaire.challenge import Score
from solitaire.moves import Move
from solitaire.score import score
from solitaire.stats import Result

from ..storage.saved_game import SavedGame, new_name
from .clock import Clock
from .links import game_query
from .start import Start


@dataclass
class GameInPlay:
    game: Game
    deal: str | None  # the deal code it began from (None: a position)
    opening: str  # the board text of where it began: "restart" returns here
    beat: Score | None = None  # a challenge's result to beat
    daily: date | None = None  # the day, when it is a deal of the day
    clock: Clock = field(default_factory=Clock)
    played: bool = False  # a move was made: it counts as played, and its clock runs
    counted: bool = False  # the statistics have it
    warned_deal: bool = False  # the player was told a deal would cover an empty column
    changed: bool = True  # its cards changed since the table last kept it
    helped: bool = False  # the solver helped: a line it showed was played, or it took the game back
    id: str = field(default_factory=new_name)  # which game this is, in storage and in every tab

    @classmethod
    def begun(cls, start: Start, now: float) -> GameInPlay:
        saved = start.saved
        clock = Clock(saved.seconds if saved else 0.0)
        if saved is not None and saved.started and not saved.ended:
            clock.start(now)
        return cls(
            start.game,
            start.deal,
            start.opening,
            beat=start.beat,
            daily=start.daily,
            clock=clock,
            played=saved.started if saved else False,
            counted=saved.ended if saved else False,
            helped=saved.helped if saved else False,
            id=saved.identity if saved else new_name(),
        )

    def play(self, move: Move, now: float, *, seen: bool) -> None:
        """Plays a move (IllegalMove, and nothing changed, if the rules refuse it). The game counts
        from its first move, and so does the clock, once the page is seen."""
        self.game.play_move(move)
        self.warned_deal = False
        self.changed = True
        if not self.played:
            self.played = True
            if seen:
                self.clock.start(now)

    def undo(self) -> bool:
        done = self.game.undo()
        self.changed = done or self.changed
        return done

    def redo(self) -> bool:
        done = self.game.redo()
        self.changed = done or self.changed
        return done

    def back_to(self, moves: int) -> None:
        """The game taken back to where it stood after its first `moves` moves (where the solver
        can still win it): the same game, its clock running on, now won only with help."""
        game = from_text(self.opening)
        game.resume(self.game.record[:moves], undos=self.game.undos)
        self.game = game
        self.helped = True
        self.changed = True

    def elapsed(self, now: float) -> float:
        return self.clock.elapsed(now)

    def seen(self, seen: bool, when: float) -> bool:
        """The page was hidden or seen again at `when`: the clock stops while it is hidden and goes
        on when it is seen, unless the game is not begun or already counted. True: it stopped."""
        if not seen and self.clock.running:
            self.clock.stop(when)
            return True
        if seen and not self.clock.running and self.played and not self.counted:
            self.clock.start(when)
        return False

    def won(self, now: float, *, undos_count: bool = True) -> Result | None:
        """A won game: the clock stops, and the result to count, once (None after)."""
        self.clock.stop(now)
        if self.counted:
            return None
        self.counted = True
        return Result(True, self.game.moves, self.elapsed(now), self.helped, score(self.game, undos_count=undos_count))

    def left(self, now: float, *, undos_count: bool = True) -> Result | None:
        """The player turns to another game: one begun and not won counts as played (None: it
        does not, or it was counted already)."""
        if not self.played or self.counted:
            return None
        self.counted = True
        return Result(False, self.game.moves, self.elapsed(now), self.helped, score(self.game, undos_count=undos_count))

    def saved(self, now: float) -> SavedGame:
        saved = SavedGame.of(
            self.game,
            deal=self.deal,
            opening=self.opening,
            seconds=self.elapsed(now),
            started=self.played,
            ended=self.counted and self.game.won,
            beat=str(self.beat) if self.beat else None,
            daily=self.daily.isoformat() if self.daily else None,
        )
        return replace(saved, helped=self.helped, id=self.id)

    def link(self) -> str:
        """The address of this game: its deal link (with a challenge, or its day), or its opening."""
        return game_query(self.game, self.deal, self.opening, self.beat, self.daily)

    def again(self) -> Start:
        """The same cards again, from where this game began."""
        return Start(from_text(self.opening), self.deal, self.opening, beat=self.beat, daily=self.daily)
