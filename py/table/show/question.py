"""A question put to the player before the table changes or forgets something: resetting a game's
statistics, adding the statistics of a link from another device, playing that device's game. The
table's state holds it as codes and values (`Question`); it is worded only when drawn
(`worded`), so a language spoken while it is open words it anew."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from solitaire import VARIANTS

from ..messages import QuestionKind, QuestionShown
from . import names
from .language import _, n_, number, p_


@dataclass(frozen=True)
class Question:
    """A question as the table's state holds it: what it asks about, and the values its words need."""

    kind: QuestionKind  # what it asks about (`data-question`)
    variant: str = ""  # the game it names: whose statistics, or the other device's game
    games: int = 0  # a transfer link's: the games its statistics count
    days: int = 0  # and the deals of the day won there
    moves: int = 0  # the other device's game: the moves made in it


def worded(question: Question) -> QuestionShown:
    """The question in the language spoken: its title, what it asks, and its two buttons' words
    (the safe answer, "no", leaves everything as it is)."""
    title, text, yes, no = WORDING[question.kind](question)
    return {"kind": question.kind, "title": title, "text": text, "yes": yes, "no": no}


def _game(variant: str) -> str:
    return names.title(VARIANTS[variant]) if variant in VARIANTS else variant


def _reset(question: Question) -> tuple[str, str, str, str]:
    text = _("Reset the statistics of {game}? This cannot be undone.").format(game=_game(question.variant))
    # Translators: the title of the question asked before a game's statistics are reset.
    title = p_("question", "Reset statistics")
    # Translators: the button of that question that leaves the statistics as they are.
    cancel = p_("question", "Cancel")
    return title, text, p_("page", "Reset"), cancel


def _transfer(question: Question) -> tuple[str, str, str, str]:
    holds = n_(
        "This link holds the statistics of {games} game played on your other device, and its settings.",
        "This link holds the statistics of {games} games played on your other device, and its settings.",
        question.games,
    ).format(games=number(question.games))
    won = _("Deals of the day won there: {days}.").format(days=number(question.days))
    ask = _("Add them to this device's? Opening the link again counts each game once.")
    # Translators: the title of the question asked when a link from another device is opened.
    title = p_("question", "A link from your other device")
    # Translators: the button of that question that adds the statistics the link holds to this device's.
    add = p_("question", "Add")
    return title, f"{holds} {won} {ask}", add, p_("page", "Not now")


def _transfer_game(question: Question) -> tuple[str, str, str, str]:
    text = _(
        "Play its game in progress, {game} at move {move}? The game on this table is kept aside, not lost."
    ).format(game=_game(question.variant), move=number(question.moves))
    # Translators: the title of the question whether to play the game in progress that a link
    # from another device holds.
    return p_("question", "The other device's game"), text, p_("page", "Play"), p_("page", "Not now")


WORDING: dict[QuestionKind, Callable[[Question], tuple[str, str, str, str]]] = {
    "reset": _reset,
    "transfer": _transfer,
    "transfer-game": _transfer_game,
}
