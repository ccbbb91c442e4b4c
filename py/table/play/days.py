"""The deal of the day at the table: which days may be played, and the
streak of days won. Pure: the page hands in today's date (the player's own).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, timedelta

from solitaire.daily_table import FIRST_DAY

from ..show.language import _, day_words


def playable_day(text: str, today: date) -> date:
    """The day a date field or a link names, if its deal may be played today: from the first
    deal of the day to today. ValueError saying why not, in a sentence for the player."""
    try:
        day = date.fromisoformat(text)
    except ValueError:
        # Translators: keep "yyyy-mm-dd" as it is: the date field takes it so in every language.
        wrong = _("{text} is not a date: write it as yyyy-mm-dd, like {example}.")
        raise ValueError(wrong.format(text=repr(text), example=today.isoformat())) from None
    if day < FIRST_DAY:
        raise ValueError(_("The deals of the day began on {day}.").format(day=day_words(FIRST_DAY)))
    if day > today + timedelta(days=1):  # a day ahead: a friend's today, east of here
        raise ValueError(_("The deal of {day} is not out yet.").format(day=day_words(day)))
    return day


def streaks(won: Iterable[date], today: date) -> tuple[int, int]:
    """The days won in a row up to today (or to yesterday, while today's deal is still to be
    won), and the longest such run ever."""
    days = sorted(set(won))
    best = run = 0
    previous: date | None = None
    for day in days:
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    current = 0
    day = today if today in days else today - timedelta(days=1)
    held = set(days)
    while day in held:
        current += 1
        day -= timedelta(days=1)
    return current, best
