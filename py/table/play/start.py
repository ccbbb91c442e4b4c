"""What goes on the table when the page opens: the link's game, or the game in progress.

A link never destroys a game in progress silently: a reload (the link of the game in progress)
resumes it; another deal's link opens that deal and keeps the game in progress aside, to go
back to; the link of the game kept aside (a step back to its page, say) brings that game back and
keeps the other aside in its place; a broken link says what is wrong and resumes the game in
progress. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from urllib.parse import parse_qs

from solitaire import VARIANTS, Game, new_game
from solitaire.challenge import Score, parse_score

from ..show.language import _
from ..show.refusals import refusal_words
from ..storage.saved_game import SavedGame
from .links import open_link, random_game


@dataclass(frozen=True)
class Start:
    """What goes on the table: a game, where it began, and what comes with it."""

    game: Game
    deal: str | None  # the deal code it began from, or None for a position
    opening: str  # the board text of where it began
    saved: SavedGame | None = None  # the saved game it resumes, if it does
    parked: SavedGame | None = None  # the game in progress the link put aside
    beat: Score | None = None  # a challenge's result to beat
    problem: str | None = None  # what was wrong with the link
    daily: date | None = None  # the day, when it is a deal of the day


def fresh(game: Game, problem: str | None = None) -> Start:
    return Start(game, game.deal, game.to_text(), problem=problem)


def resumed(saved: SavedGame, beat: Score | None = None, problem: str | None = None) -> Start:
    daily = date.fromisoformat(saved.daily) if saved.daily else None
    opening = saved.opened().to_text()
    return Start(saved.restore(), saved.deal, opening, saved=saved, beat=beat, problem=problem, daily=daily)


def choose_start(
    query: str,
    saved: SavedGame | None,
    fallback: str,
    shown: tuple[str, str] | None = None,
    parked: SavedGame | None = None,
) -> Start:
    """The game to put on the table for the address `query`, given the saved game and the one
    kept aside; `shown` is the (variant id, deal code) the page showed at its first paint, dealt
    again on a first visit (of the game the player prefers) so that what they saw is what they
    play. A Start whose `saved` is `parked` takes that game out of its place aside."""
    fields = {key: values[-1] for key, values in parse_qs(query.lstrip("?"), keep_blank_values=True).items()}
    beat: Score | None = None
    problem: str | None = None
    if "beat" in fields:
        try:
            beat = parse_score(fields["beat"])
        except ValueError as error:
            problem = _("That challenge link cannot be read: {why}.").format(why=refusal_words(error))
    variant = VARIANTS.get(saved.variant if saved else fallback, VARIANTS[fallback])
    if not {"board", "game", "deal"} & set(fields):  # no link: the address has no game in it
        if saved is not None and not saved.ended:
            return resumed(saved, problem=problem)
        first = _shown_game(shown) if saved is None and shown and shown[0] == variant.id else None
        return fresh(first or random_game(variant), problem=problem)
    link = open_link(query, variant.id)
    if link.problem is not None:
        if saved is not None and saved.in_progress:
            kept = _("Your game in progress is back.")
            return resumed(saved, problem=f"{link.problem} {kept}")  # two sentences: what was wrong, then this
        return fresh(link.game, problem=link.problem)
    asked_deal = "deal" in fields or "board" in fields
    if saved is not None and not saved.ended and _same_start(saved, link.game, asked_deal):
        return resumed(saved, beat=beat or _saved_beat(saved), problem=problem)
    in_progress = saved if saved is not None and saved.in_progress else None
    if parked is not None and parked.in_progress and asked_deal and _same_start(parked, link.game, asked_deal):
        back = resumed(parked, beat=beat or _saved_beat(parked), problem=problem)
        return replace(back, parked=in_progress)
    deal = link.game.deal if "board" not in fields else None
    return Start(link.game, deal, link.game.to_text(), parked=in_progress, beat=beat, problem=problem, daily=link.daily)


def _shown_game(shown: tuple[str, str] | None) -> Game | None:
    """The deal the first paint showed, if it names one of ours (the page's attributes may have
    come from storage: a bad one is ignored)."""
    if shown is None or shown[0] not in VARIANTS:
        return None
    try:
        game = new_game(VARIANTS[shown[0]].game, shown[1])
    except ValueError:
        return None
    return game if game.variant.id == shown[0] else None


def _same_start(saved: SavedGame, game: Game, asked_deal: bool) -> bool:
    """Whether the link asks for the saved game: its deal, its position, or just its game."""
    if not asked_deal:  # `?game=beetle`: any game of Beetle will do, the one in progress first
        return VARIANTS[saved.variant].game == game.variant.game
    if saved.deal is not None:
        return game.deal == saved.deal and game.moves == 0 and game.to_text() == saved.opened().to_text()
    return saved.opening is not None and game.to_text() == saved.opened().to_text()


def _saved_beat(saved: SavedGame) -> Score | None:
    return parse_score(saved.beat) if saved.beat else None
