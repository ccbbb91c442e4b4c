"""The statistics panel's contents: a table of every game's numbers, the pictures of one game's,
and the last games finished. Pure: built from the player's data and today's date, in the language
the page speaks.
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
from . import charts, names
from .language import _, n_, number, p_, percent
from .picker import ALL_GAMES
from .words import clock, grade_row

SCORE = "score"  # the column the stylesheet hides while the score is (its class)


def _columns() -> tuple[tuple[str, str], ...]:
    """Each column of the table, by its id, and its heading in the language spoken."""
    return (
        ("game", p_("statistics column", "Game")),
        ("played", p_("statistics column", "Played")),
        ("won", p_("statistics column", "Won")),
        ("helped", p_("statistics column", "With help")),
        ("rate", p_("statistics column", "Win rate")),
        ("streak", p_("statistics column", "Streak")),
        ("best-streak", p_("statistics column", "Best streak")),
        ("fewest-moves", p_("statistics column", "Fewest moves")),
        ("fastest", p_("statistics column", "Fastest")),
        ("days", p_("statistics column", "Days in a row")),
        ("best-days", p_("statistics column", "Best run of days")),
        (SCORE, p_("statistics column", "Best score")),
    )


def stats_table_html(data: PlayerData, today: date, chosen: str = ALL_GAMES) -> str:
    """The statistics panel's table: a row per variant (for `ALL_GAMES`), or the row of the
    variant `chosen` followed by a row for its deals of each grade. On a narrow screen the
    stylesheet lays each row out as a card, each number under its own heading (`data-label`), so
    the roles say it is a table whatever its display."""
    shown = _columns()
    head = "".join(f"<th scope=col role=columnheader{_kind(column)}>{escape(title)}</th>" for column, title in shown)
    rows = []
    for variant_id, variant in VARIANTS.items():
        if chosen not in (ALL_GAMES, variant_id):
            continue
        days_won = days.streaks(data.won_days(variant_id), today)  # of deals of the day
        rows.append(
            _row(shown, f'data-variant="{variant_id}"', names.title(variant), data.combined(variant_id), days_won)
        )
        if chosen == variant_id:
            rows += [
                _row(
                    shown,
                    f'data-grade="{grade}"',
                    grade_row(grade),
                    data.combined(stats_key(variant_id, grade)),
                    None,
                )
                for grade in grades_of(variant_id)
            ]
    return f"<thead role=rowgroup><tr role=row>{head}</tr></thead><tbody role=rowgroup>{''.join(rows)}</tbody>"


def _row(
    shown: tuple[tuple[str, str], ...],
    attributes: str,
    name: str,
    record: Record | None,
    days_won: tuple[int, int] | None,
) -> str:
    """One row of the table: a variant's, or its deals' of one grade (no days of their own)."""
    if record is None:
        cells = ["0", "0", "0", "–", "0", "0", "–", "–"]
    else:
        cells = [
            number(record.played),
            number(record.won),
            number(record.helped),
            percent(record.win_rate),
            number(record.streak),
            number(record.best_streak),
            "–" if record.fewest_moves is None else number(record.fewest_moves),
            "–" if record.fastest is None else clock(record.fastest),
        ]
    cells += ["–", "–"] if days_won is None else [number(n) for n in days_won]
    cells.append("–" if record is None or record.best_score is None else number(record.best_score))
    return (
        f"<tr role=row {attributes}><th scope=row role=rowheader>{escape(name)}</th>"
        + "".join(
            f'<td role=cell data-label="{escape(title)}"{_kind(column)}>{escape(cell)}</td>'
            for (column, title), cell in zip(shown[1:], cells, strict=True)
        )
        + "</tr>"
    )


def _kind(column: str) -> str:
    return " class=score" if column == SCORE else ""


def charts_html(data: PlayerData, variant_id: str, today: date) -> str:
    """The pictures of one game's statistics: wins and losses, the moves and times of wins, and
    the streaks; for `ALL_GAMES`, where to find them."""
    if variant_id == ALL_GAMES:
        note = _("Choose a game to see its games in pictures.")
        return f'<p class="charts-note">{escape(note)}</p>'
    title = names.title(VARIANTS[variant_id])
    record = data.combined(variant_id) or Record()
    games = [Result(p.won, p.moves, p.seconds) for p in reversed(data.history) if p.variant == variant_id]
    now, best = days.streaks(data.won_days(variant_id), today)
    streaks = [
        (_("Wins in a row"), record.streak),
        (_("Best streak"), record.best_streak),
        (_("Days in a row"), now),
        (_("Best run of days"), best),
    ]
    # Translators: the picture of the streaks, for a screen reader: each streak's name and length
    said = _("{game}: wins in a row {streak}, best streak {best}, days in a row {days}, best run of days {best_days}")
    said = said.format(
        game=title,
        streak=number(record.streak),
        best=number(record.best_streak),
        days=number(now),
        best_days=number(best),
    )
    pictures = [
        charts.results(title, games),
        charts.moves_of_wins(title, games),
        charts.times_of_wins(title, games),
        charts.streaks(said, streaks),
    ]
    return "".join(picture.html for picture in pictures)


RECENT_SHOWN = 10


def recent_html(data: PlayerData) -> str:
    """The last games finished, newest first, each deal a link to play it again."""
    items = []
    for played in data.history[:RECENT_SHOWN]:
        variant = VARIANTS[played.variant]
        result = escape(_result_words(played.moves, played.seconds, _outcome(played.won, played.helped)))
        title = escape(names.title(variant))  # each sentence escaped, then its values (markup) put in
        if played.deal is None:
            # Translators: one of the last games finished, from a position: {result} is "1 move, 0:03, won"
            item = escape(_("{game}, a position: {result}")).format(game=title, result=result)
        else:
            query = urlencode({"game": variant.game, "deal": played.deal})
            deal = _("deal {code}").format(code=played.deal)
            link = f'<a href="?{escape(query)}">{escape(deal)}</a>'
            # Translators: one of the last games finished: {deal} is a link, "deal 5-2"; {result}, "1 move, 0:03, won"
            item = escape(_("{game}, {deal}: {result}")).format(game=title, deal=link, result=result)
        items.append(f"<li>{item}</li>")
    return "".join(items) or "<li>" + escape(_("No game finished yet.")) + "</li>"


def _outcome(won: bool, helped: bool) -> str:
    """How a finished game ended, as the list of the last games says it."""
    if not won:
        # Translators: one of the last games finished, ended without a win
        return _("not won")
    return _("won with help") if helped else _("won")


def _result_words(moves: int, seconds: float, outcome: str) -> str:
    # Translators: one of the last games finished: its moves, its time, "won", "won with help" or "not won"
    return n_("{count} move, {time}, {outcome}", "{count} moves, {time}, {outcome}", moves).format(
        count=number(moves), time=clock(seconds), outcome=outcome
    )
