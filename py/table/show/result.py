"""The words around the piles: the result card of a win, the result of a deal of the day to share,
and the banners (a challenge, a deal of the day, a game kept aside, the stalled note, the solver's
verdict). Pure: values in, words out.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

from solitaire import Game, Variant, daily_par
from solitaire.challenge import Score, verdict
from solitaire.solver import Verdict
from solitaire.stats import Record

from ..play.days import day_words
from .words import clock, count, plural

Status = Verdict | Literal["asking"]  # what the "Winnable" counter shows

# What the counter "Winnable" shows, after the solver saw every card.
STATUS_TEXT: dict[Status, str] = {
    "asking": "checking…",
    "won": "yes",
    "unwinnable": "no longer",
    "unknown": "can't tell",
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
        return "You won! " + self.summary + " " + self.verdict


def result_card(
    game: Game,
    seconds: float,
    record: Record | None,
    beat: Score | None,
    daily: tuple[str, int, int] | None = None,
    *,
    helped: bool = False,
    points: int | None = None,
) -> ResultCard:
    """`daily`: the result to share and the streak of days won, now and at best; `helped`: won
    with the solver's help; `points`: the game's score."""
    time = clock(seconds)
    noun = plural(game.variant.done_noun)
    summary = (
        f"{game.variant.title}, deal {game.deal or 'from a position'}: "
        f"{game.completed} {noun} in {count(game.moves, 'move')} and {time}, with {count(game.undos, 'undo')}"
        + (", and with the solver's help." if helped else ".")
    )
    numbers = (
        ("time", time),
        ("moves", str(game.moves)),
        ("undos", str(game.undos)),
        ("completed", str(game.completed)),
        ("score", "–" if points is None else str(points)),
    )
    line = None
    if record is not None:
        line = (
            f"{game.variant.title}: won {record.won} of {record.played} ({record.win_rate:.0%}), "
            f"{record.streak} in a row, best streak {record.best_streak}."
        )
    outcome, said = None, ""
    if beat is not None:
        outcome = verdict(Score(game.moves, round(seconds)), beat)
        theirs = f"{beat.moves} moves in {clock(beat.seconds)}"
        said = {
            "win": f"You beat the challenge: {theirs} to beat.",
            "loss": f"The challenge stands: {theirs} to beat.",
            "draw": f"A draw: {theirs}, just like you.",
        }[outcome]
    streak = None
    if daily is not None:
        text, now, best = daily
        streak = f"{text}. Deals of the day won in a row: {now} (best {best})."
    return ResultCard(summary, numbers, line, outcome, said, game.deal is not None, streak)


def share_text(variant: Variant, day: date, moves: int, seconds: float) -> str:
    """ "Spider, four suits · 30 Nov 2026 · won in 212 moves (par 187), 14:03" """
    par = par_of(variant, day)
    against = "" if par is None else f" (par {par})"
    return f"{variant.title} · {day_words(day)} · won in {count(moves, 'move')}{against}, {clock(seconds)}"


def par_of(variant: Variant, day: date) -> int | None:
    """The fewest moves the solver has won the deal of the day in (None: no deals of the day yet)."""
    try:
        return daily_par(variant.id, day)
    except ValueError:
        return None


def challenge_banner(beat: Score) -> str:
    return f"Challenge: win this deal in fewer than {beat.moves} moves, or as many in under {clock(beat.seconds)}."


def daily_banner(variant: Variant, day: date) -> str:
    par = par_of(variant, day)
    solver = "won by the solver" if par is None else f"par {par}: the solver has won it in {count(par, 'move')}"
    return f"Deal of the day, {day_words(day)}: the same for everyone; {solver}."


def parked_banner(title: str, moves: int) -> str:
    return f"Your game of {title} in progress ({moves} moves) is kept aside."


LOOKING_BACK = "Looking back over your moves for where this deal could still be won…"


def turning_note(found: int | None, moves: int) -> tuple[str, int | None]:
    """What the look back over a game of `moves` moves found: the words under the stalled note,
    and the moves to go back to (None: no going back)."""
    if found is None:
        return "The solver could not win this deal from any point of your game.", None
    if found == moves:
        return "The solver can still win from here: Show me plays its line.", None
    if found == 0:
        return "This deal could still be won from its start: restart it to try again.", None
    return f"This deal could still be won after move {found}.", found


def stalled_note(lost: bool) -> str:
    return "No moves left: this game is lost." if lost else "No move helps any more."
