"""What the page's address asks for: a deal (`?game=spider&deal=41739205-2`), a deal of the day
(the same with `&daily=2026-11-30`), a position (`?board=...`), or a new random deal. Pure: the
page hands in the query string."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from urllib.parse import parse_qs, urlencode

from solitaire import VARIANTS, Game, Variant, deal_code, from_text, new_game
from solitaire.challenge import Score
from solitaire.daily import daily_deal
from solitaire.deals import SHUFFLES
from solitaire.errors import quoted
from solitaire.graded import graded_deals

from ..show.language import _, day_words
from ..show.refusals import refusal_words

DEFAULT_VARIANT = "spider-1"


@dataclass(frozen=True)
class Asked:
    """What a link asks for: the game it opens (a new deal when it asks for none, or is bad)."""

    game: Game
    problem: str | None = None  # what was wrong with the link, told to the player
    daily: date | None = None  # the day whose deal of the day it is


def random_game(variant: Variant, chooser: random.Random | None = None) -> Game:
    number = (chooser or random.Random()).randrange(SHUFFLES)
    return new_game(variant.game, deal_code(variant, number))


def graded_game(
    variant: Variant,
    grade: str,
    played: set[str | None],
    *,
    exclude: str | None = None,
    chooser: random.Random | None = None,
) -> Game:
    """A deal of `variant`'s pool of `grade` (solitaire.graded), chosen among those not in
    `played` (the player's recent deals) if any is left, never `exclude` (the one on the
    table) while the pool has another."""
    pool = [code for code in graded_deals(variant.id, grade) if code != exclude] or list(
        graded_deals(variant.id, grade)
    )
    fresh = [code for code in pool if code not in played]
    return new_game(variant.game, (chooser or random.Random()).choice(fresh or pool))


def open_link(query: str, fallback: str = DEFAULT_VARIANT) -> Asked:
    """The game the query string opens; a bad link opens a new deal and says what was wrong."""
    fields = {key: values[-1] for key, values in parse_qs(query.lstrip("?"), keep_blank_values=True).items()}
    variant = VARIANTS.get(fallback, VARIANTS[DEFAULT_VARIANT])
    if "board" in fields:
        try:
            return Asked(from_text(fields["board"]))
        except ValueError as error:
            cannot = _("That position link cannot be opened: {why}.")
            return Asked(random_game(variant), cannot.format(why=refusal_words(error)))
    game_id = fields.get("game")
    if game_id is None:
        if "deal" in fields:  # a deal code alone could be Beetle's or Beehive's: never guess
            # Translators: keep "game=spider", "game=beetle" and "game=beehive" as they are: a link's words.
            no_game = _(
                "That deal link names no game: it needs game=spider, game=beetle or game=beehive beside its deal."
            )
            return Asked(random_game(variant), no_game)
        return Asked(random_game(variant))
    if "deal" not in fields:
        chosen = next((v for v in VARIANTS.values() if v.game == game_id), None)
        if chosen is None:
            unknown = _("That link names an unknown game, {game}.").format(game=quoted(game_id))
            return Asked(random_game(variant), unknown)
        return Asked(random_game(variant if variant.game == game_id else chosen))
    return _open_deal(game_id, fields, variant)


def _open_deal(game_id: str, fields: dict[str, str], variant: Variant) -> Asked:
    """A deal link's game (a deal of the day if it names its day); a new deal if it is bad."""
    try:
        game = new_game(game_id, fields["deal"])
    except ValueError as error:
        cannot = _("That deal link cannot be opened: {why}.")
        return Asked(random_game(variant), cannot.format(why=refusal_words(error)))
    if "daily" not in fields:
        return Asked(game)
    try:
        return Asked(game, daily=daily_of(game, fields["daily"]))
    except ValueError as error:
        return Asked(game, str(error))


def daily_of(game: Game, text: str) -> date:
    """The day of a link's `daily=`, if the game is that day's deal; ValueError saying why not,
    in a sentence for the player."""
    try:
        day = date.fromisoformat(text)
    except ValueError:
        # Translators: keep "yyyy-mm-dd" as it is: a link writes its day so in every language.
        wrong = _("That link's deal opens, but not as a deal of the day: {text} is not a date written yyyy-mm-dd.")
        raise ValueError(wrong.format(text=repr(text))) from None
    if daily_deal(game.variant.id, day) != game.deal:
        other = _("That link's deal opens, but not as a deal of the day: it is not the deal of the day of {day}.")
        raise ValueError(other.format(day=day_words(day)))
    return day


def typed_deal(text: str, variant: Variant) -> Game:
    """The deal a code typed in the menu names, in the game on the table, or that a deal link
    pasted there names; checked as a link is. ValueError with the message to show if neither."""
    text = text.strip()
    if not text:
        raise ValueError(_("Type a deal code, like {example}.").format(example=deal_code(variant, 41739205)))
    if "?" in text or "=" in text:  # a whole link, or its query string
        query = text.split("?", 1)[-1]
        if "deal" not in parse_qs(query):
            raise ValueError(_("That link names no deal."))
        link = open_link(query, variant.id)
        if link.problem is not None:
            raise ValueError(link.problem)
        return link.game
    try:
        return new_game(variant.game, text)
    except ValueError as error:
        raise ValueError(_("That deal code cannot be opened: {why}.").format(why=refusal_words(error))) from None


def game_query(game: Game, deal: str | None, opening: str, beat: Score | None = None, daily: date | None = None) -> str:
    """The query string that opens `game` where it began: its deal link (with the day, for a deal
    of the day, and a challenge's result to beat), or for a game without a deal code, its
    opening position."""
    if deal is None:
        return "?" + urlencode({"board": opening})
    query = {"game": game.variant.game, "deal": deal}
    if daily is not None:
        query["daily"] = daily.isoformat()
    if beat is not None:
        query["beat"] = str(beat)
    return "?" + urlencode(query)


def challenge_query(game: Game, deal: str | None, seconds: float) -> str | None:
    """The link that dares a friend to beat a won game on the same deal (None: no deal code)."""
    if not game.won or deal is None:
        return None
    score = Score(game.moves, round(seconds))
    return "?" + urlencode({"game": game.variant.game, "deal": deal, "beat": str(score)})
