"""The statistics panel's contents: a table of every game's numbers, the pictures of one game's,
and the last games finished. Pure: built from the player's data and today's date.
"""

from __future__ import annotations

from datetime import date
from html import escape
from urllib.parse import urlencode

from solitaire import VARIANTS
from solitaire.graded import grades_of, stats_key
from solitaire.stats import Record, Result

from ..play import days
from ..storage.player_data import PlayerData
from . import charts
from .picker import ALL_GAMES
from .words import clock, count, grade_row

TITLES = (
    "Game",
    "Played",
    "Won",
    "With help",
    "Win rate",
    "Streak",
    "Best streak",
    "Fewest moves",
    "Fastest",
    "Days in a row",
    "Best run of days",
    "Best score",
)
SCORE = "Best score"  # a column the stylesheet hides while the score is


def stats_table_html(data: PlayerData, today: date, chosen: str = ALL_GAMES) -> str:
    """The statistics panel's table: a row per variant (for `ALL_GAMES`), or the row of the
    variant `chosen` followed by a row for its deals of each grade. On a narrow screen the
    stylesheet lays each row out as a card, each number under its own heading (`data-label`), so
    the roles say it is a table whatever its display."""
    head = "<tr role=row>" + "".join(f"<th scope=col role=columnheader{_kind(title)}>{title}</th>" for title in TITLES)
    head += "</tr>"
    rows = []
    for variant_id, variant in VARIANTS.items():
        if chosen not in (ALL_GAMES, variant_id):
            continue
        days_won = days.streaks(data.won_days(variant_id), today)  # of deals of the day
        rows.append(_row(f'data-variant="{variant_id}"', variant.title, data.combined(variant_id), days_won))
        if chosen == variant_id:
            rows += [
                _row(
                    f'data-grade="{grade}"',
                    grade_row(grade),
                    data.combined(stats_key(variant_id, grade)),
                    None,
                )
                for grade in grades_of(variant_id)
            ]
    return f"<thead role=rowgroup>{head}</thead><tbody role=rowgroup>{''.join(rows)}</tbody>"


def _row(attributes: str, name: str, record: Record | None, days_won: tuple[int, int] | None) -> str:
    """One row of the table: a variant's, or its deals' of one grade (no days of their own)."""
    if record is None:
        cells = ["0", "0", "0", "–", "0", "0", "–", "–"]
    else:
        cells = [
            str(record.played),
            str(record.won),
            str(record.helped),
            f"{record.win_rate:.0%}",
            str(record.streak),
            str(record.best_streak),
            "–" if record.fewest_moves is None else str(record.fewest_moves),
            "–" if record.fastest is None else clock(record.fastest),
        ]
    cells += ["–", "–"] if days_won is None else [str(n) for n in days_won]
    cells.append("–" if record is None or record.best_score is None else str(record.best_score))
    return (
        f"<tr role=row {attributes}><th scope=row role=rowheader>{escape(name)}</th>"
        + "".join(
            f'<td role=cell data-label="{title}"{_kind(title)}>{cell}</td>'
            for title, cell in zip(TITLES[1:], cells, strict=True)
        )
        + "</tr>"
    )


def _kind(title: str) -> str:
    return " class=score" if title == SCORE else ""


def charts_html(data: PlayerData, variant_id: str, today: date) -> str:
    """The pictures of one game's statistics: wins and losses, the moves and times of wins, and
    the streaks; for `ALL_GAMES`, where to find them."""
    if variant_id == ALL_GAMES:
        return '<p class="charts-note">Choose a game to see its games in pictures.</p>'
    variant = VARIANTS[variant_id]
    record = data.combined(variant_id) or Record()
    games = [Result(p.won, p.moves, p.seconds) for p in reversed(data.history) if p.variant == variant_id]
    now, best = days.streaks(data.won_days(variant_id), today)
    streaks = [
        ("Wins in a row", record.streak),
        ("Best streak", record.best_streak),
        ("Days in a row", now),
        ("Best run of days", best),
    ]
    pictures = [
        charts.results(variant.title, games),
        charts.moves_of_wins(variant.title, games),
        charts.times_of_wins(variant.title, games),
        charts.streaks(variant.title, streaks),
    ]
    return "".join(picture.html for picture in pictures)


RECENT_SHOWN = 10


def recent_html(data: PlayerData) -> str:
    """The last games finished, newest first, each deal a link to play it again."""
    items = []
    for played in data.history[:RECENT_SHOWN]:
        variant = VARIANTS[played.variant]
        outcome = ("won with help" if played.helped else "won") if played.won else "not won"
        what = f"{count(played.moves, 'move')}, {clock(played.seconds)}, {outcome}"
        if played.deal is None:
            deal = "a position"
        else:
            query = urlencode({"game": variant.game, "deal": played.deal})
            deal = f'<a href="?{escape(query)}">deal {escape(played.deal)}</a>'
        items.append(f"<li>{escape(variant.title)}, {deal}: {what}</li>")
    return "".join(items) or "<li>No game finished yet.</li>"
