"""The words around the piles: the result card of a win, the result of a deal of the day to share,
and the banners (a challenge, a deal of the day, a game kept aside, the stalled note, the solver's
verdict). Pure: values in, words out, in the language the page speaks.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

from solitaire import Game, Variant, daily_par
from solitaire.challenge import Score, verdict
from solitaire.solver import Verdict
from solitaire.stats import Record

from . import names
from .language import N_, _, day_words, n_, number, percent
from .words import clock

Status = Verdict | Literal["asking"]  # what the "Winnable" counter shows

# What the counter "Winnable" shows, after the solver saw every card: worded by `_` where shown.
STATUS_TEXT: dict[Status, str] = {
    # Translators: the counter "Winnable" while the solver looks at the deal
    "asking": N_("checking…"),
    # Translators: the counter "Winnable": the deal can be won
    "won": N_("yes"),
    # Translators: the counter "Winnable": the deal could be won before, not now
    "unwinnable": N_("no longer"),
    # Translators: the counter "Winnable": the solver could not decide
    "unknown": N_("can't tell"),
}


@dataclass(frozen=True)
class ResultCard:
    """The card a win shows: its numbers, the game's record when this win was just counted, the
    verdict on a challenge, and for a deal of the day the streak and a result to share."""

    summary: str
    numbers: tuple[tuple[str, str], ...]  # (name, value): time, moves, undos, completed
    record: str | None = None
    outcome: str | None = None  # "win", "loss" or "draw" against a challenge
    verdict: str = ""
    challenge: bool = False  # a challenge can be sent: the game has a deal code
    daily: str | None = None  # the streak of days won, and the result to share

    @property
    def said(self) -> str:
        return _("You won!") + " " + self.summary + " " + self.verdict


@dataclass(frozen=True)
class Win:
    """What a result card words of the game won, taken as it was won (a `Game` goes on changing)."""

    variant: Variant
    deal: str | None
    moves: int
    undos: int
    completed: int

    @classmethod
    def of(cls, game: Game) -> Win:
        return cls(game.variant, game.deal, game.moves, game.undos, game.completed)


def result_card(
    game: Win,
    seconds: float,
    record: Record | None,
    beat: Score | None,
    daily: tuple[date, int, int] | None = None,
    helped: bool = False,
    points: int | None = None,
) -> ResultCard:
    """`daily`: the day of a deal of the day won, and the streak of days won, now and at best;
    `helped`: won with the solver's help; `points`: the game's score."""
    time = clock(seconds)
    summary = _won_in(game, time) + " " + _undos(game.undos, helped)
    numbers = (
        ("time", time),
        ("moves", number(game.moves)),
        ("undos", number(game.undos)),
        ("completed", number(game.completed)),
        ("score", "–" if points is None else number(points)),
    )
    line = None
    if record is not None:
        line = _("{game}: won {won} of {played} ({rate}), {streak} in a row, best streak {best}.").format(
            game=names.title(game.variant),
            won=number(record.won),
            played=number(record.played),
            rate=percent(record.win_rate),
            streak=number(record.streak),
            best=number(record.best_streak),
        )
    outcome, said = None, ""
    if beat is not None:
        outcome = verdict(Score(game.moves, round(seconds)), beat)
        said = _against(outcome, beat)
    streak = None
    if daily is not None:
        day, now, best = daily
        text = share_text(game.variant, day, game.moves, seconds)
        # Translators: {result} is the result to share (a game · its date · its moves, its time)
        streak = _("{result}. Deals of the day won in a row: {now} (best {best}).").format(
            result=text, now=number(now), best=number(best)
        )
    return ResultCard(summary, numbers, line, outcome, said, game.deal is not None, streak)


def _won_in(game: Win, time: str) -> str:
    """The game, its deal, and the moves and time it was won in."""
    title, moves = names.title(game.variant), game.moves
    if game.deal is None:
        return n_(
            "{game}, deal from a position: won in {count} move and {time}.",
            "{game}, deal from a position: won in {count} moves and {time}.",
            moves,
        ).format(game=title, count=number(moves), time=time)
    return n_(
        "{game}, deal {code}: won in {count} move and {time}.",
        "{game}, deal {code}: won in {count} moves and {time}.",
        moves,
    ).format(game=title, code=game.deal, count=number(moves), time=time)


def _undos(undos: int, helped: bool) -> str:
    if helped:
        return n_(
            "With {count} undo, and with the solver's help.", "With {count} undos, and with the solver's help.", undos
        ).format(count=number(undos))
    return n_("With {count} undo.", "With {count} undos.", undos).format(count=number(undos))


def _against(outcome: str, beat: Score) -> str:
    """The verdict on a challenge: the result to beat, and how this win stands against it."""
    moves, time = beat.moves, clock(beat.seconds)
    if outcome == "win":
        said = n_(
            "You beat the challenge: {count} move in {time} to beat.",
            "You beat the challenge: {count} moves in {time} to beat.",
            moves,
        )
    elif outcome == "loss":
        said = n_(
            "The challenge stands: {count} move in {time} to beat.",
            "The challenge stands: {count} moves in {time} to beat.",
            moves,
        )
    else:
        said = n_(
            "A draw: {count} move in {time}, just like you.", "A draw: {count} moves in {time}, just like you.", moves
        )
    return said.format(count=number(moves), time=time)


def share_text(variant: Variant, day: date, moves: int, seconds: float) -> str:
    """ "Spider, four suits · 30 Nov 2026 · won in 212 moves (par 187), 14:03" """
    par = par_of(variant, day)
    words = {"game": names.title(variant), "day": day_words(day), "count": number(moves), "time": clock(seconds)}
    if par is None:
        # Translators: a deal of the day's result, to share: game · date · moves, time
        return n_(
            "{game} · {day} · won in {count} move, {time}", "{game} · {day} · won in {count} moves, {time}", moves
        ).format(**words)
    # Translators: a deal of the day's result, to share: game · date · moves (the solver's fewest), time
    return n_(
        "{game} · {day} · won in {count} move (par {par}), {time}",
        "{game} · {day} · won in {count} moves (par {par}), {time}",
        moves,
    ).format(par=number(par), **words)


def par_of(variant: Variant, day: date) -> int | None:
    """The fewest moves the solver has won the deal of the day in (None: no deals of the day yet)."""
    try:
        return daily_par(variant.id, day)
    except ValueError:
        return None


def challenge_banner(beat: Score) -> str:
    return n_(
        "Challenge: win this deal in fewer than {count} move, or as many in under {time}.",
        "Challenge: win this deal in fewer than {count} moves, or as many in under {time}.",
        beat.moves,
    ).format(count=number(beat.moves), time=clock(beat.seconds))


def daily_banner(variant: Variant, day: date) -> str:
    par = par_of(variant, day)
    if par is None:
        return _("Deal of the day, {day}: the same for everyone; won by the solver.").format(day=day_words(day))
    return n_(
        "Deal of the day, {day}: the same for everyone; par {count}: the solver has won it in {count} move.",
        "Deal of the day, {day}: the same for everyone; par {count}: the solver has won it in {count} moves.",
        par,
    ).format(day=day_words(day), count=number(par))


def parked_banner(title: str, moves: int) -> str:
    """`title`: the game's title as the engine writes it (show/names.py words it)."""
    return n_(
        "Your game of {game} in progress ({count} move) is kept aside.",
        "Your game of {game} in progress ({count} moves) is kept aside.",
        moves,
    ).format(game=_(title), count=number(moves))


# What the stalled note says while the solver looks back: worded by `_` where shown.
LOOKING_BACK = N_("Looking back over your moves for where this deal could still be won…")


def turning_note(found: int | None, moves: int) -> str:
    """What the look back over a game of `moves` moves found (`found`: the moves it could still be
    won after), in the words under the stalled note."""
    if found is None:
        return _("The solver could not win this deal from any point of your game.")
    if found == moves:
        # Translators: "Show me" is the button of that name
        return _("The solver can still win from here: Show me plays its line.")
    if found == 0:
        return _("This deal could still be won from its start: restart it to try again.")
    return _("This deal could still be won after move {move}.").format(move=number(found))


def turn_back(found: int | None, moves: int) -> int | None:
    """The moves to go back to, for the button that does (None: no going back, the note says why)."""
    return None if found is None or found in (0, moves) else found


def stalled_note(lost: bool) -> str:
    return _("No moves left: this game is lost.") if lost else _("No move helps any more.")
