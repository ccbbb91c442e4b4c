"""The statistics and settings panels, and the file and clipboard they use."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from html import escape
from urllib.parse import urlencode

from solitaire import VARIANTS
from solitaire.stats import Record, Result

from ..browser.dom import Element
from ..browser.page import Page
from ..play import days
from ..show import charts
from ..show.howto import HowTo
from ..show.words import clock, count
from ..storage.player_data import PlayerData
from ..storage.settings import Settings

EXPORT_NAME = "solitaire-statistics.json"


TITLES = (
    "Game",
    "Played",
    "Won",
    "Win rate",
    "Streak",
    "Best streak",
    "Fewest moves",
    "Fastest",
    "Days in a row",
    "Best run of days",
)


def stats_table_html(memory: PlayerData, today: date) -> str:
    """The statistics panel's table: a row per variant. On a narrow screen the stylesheet lays
    each row out as a card, each number under its own heading (`data-label`), so the roles say
    it is a table whatever its display."""
    head = "<tr role=row>" + "".join(f"<th scope=col role=columnheader>{title}</th>" for title in TITLES) + "</tr>"
    rows = []
    for variant_id, variant in VARIANTS.items():
        record = memory.stats.get(variant_id)
        days_won = days.streaks(memory.won_days(variant_id), today)  # of deals of the day
        if record is None:
            cells = ["0", "0", "–", "0", "0", "–", "–"]
        else:
            cells = [
                str(record.played),
                str(record.won),
                f"{record.win_rate:.0%}",
                str(record.streak),
                str(record.best_streak),
                "–" if record.fewest_moves is None else str(record.fewest_moves),
                "–" if record.fastest is None else clock(record.fastest),
            ]
        cells += [str(n) for n in days_won]
        rows.append(
            f'<tr role=row data-variant="{variant_id}"><th scope=row role=rowheader>{escape(variant.title)}</th>'
            + "".join(
                f'<td role=cell data-label="{title}">{cell}</td>' for title, cell in zip(TITLES[1:], cells, strict=True)
            )
            + "</tr>"
        )
    return f"<thead role=rowgroup>{head}</thead><tbody role=rowgroup>{''.join(rows)}</tbody>"


def charts_html(memory: PlayerData, variant_id: str, today: date) -> str:
    """The pictures of one game's statistics: wins and losses, the moves and times of wins, and
    the streaks."""
    variant = VARIANTS[variant_id]
    record = memory.stats.get(variant_id, Record())
    games = [Result(p.won, p.moves, p.seconds) for p in reversed(memory.history) if p.variant == variant_id]
    now, best = days.streaks(memory.won_days(variant_id), today)
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


def recent_html(memory: PlayerData) -> str:
    """The last games finished, newest first, each deal a link to play it again."""
    items = []
    for played in memory.history[:RECENT_SHOWN]:
        variant = VARIANTS[played.variant]
        outcome = "won" if played.won else "not won"
        what = f"{count(played.moves, 'move')}, {clock(played.seconds)}, {outcome}"
        if played.deal is None:
            deal = "a position"
        else:
            query = urlencode({"game": variant.game, "deal": played.deal})
            deal = f'<a href="?{escape(query)}">deal {escape(played.deal)}</a>'
        items.append(f"<li>{escape(variant.title)}, {deal}: {what}</li>")
    return "".join(items) or "<li>No game finished yet.</li>"


class Panels:
    def __init__(self, memory: PlayerData, page: Page) -> None:
        self.memory = memory
        self.page = page
        self.get = page.get
        self.howto = HowTo(page)

    def open_stats(self, variant_id: str | None = None) -> None:
        """Opens the statistics, with the pictures of the game on the table (or of `variant_id`)."""
        if variant_id is not None:
            self.get("stats-game").set(value=variant_id)
        self._show_stats()
        self._open("stats-panel")

    def _show_stats(self) -> None:
        self.get("stats-table").set(innerHTML=stats_table_html(self.memory, self.page.today()))
        self.get("recent").set(innerHTML=recent_html(self.memory))
        self.show_charts()

    def show_charts(self) -> None:
        """The pictures of the game chosen in the statistics panel."""
        variant_id = str(self.get("stats-game").get("value"))
        if variant_id not in VARIANTS:  # no option chosen yet
            variant_id = self.memory.settings.variant
        self.get("charts").set(innerHTML=charts_html(self.memory, variant_id, self.page.today()))

    def open_settings(self) -> None:
        settings = self.memory.settings
        field = self._field
        field("speed").set(value=settings.speed)
        field("colours").set(checked=settings.colours == "four")
        field("hand").set(checked=settings.hand == "left")
        field("warn_beetle").set(checked=settings.warn_beetle)
        field("live_verdict").set(checked=settings.live_verdict)
        for name in ("theme", "felt", "back"):  # a select, and two groups of radio buttons
            value = getattr(settings, name)
            self.page.dom(f'#settings-form select[name="{name}"]').set(value=value)
            self.page.dom(f'#settings-form input[name="{name}"][value="{value}"]').set(checked=True)
        boxes = self.page.dom('#settings-form input[name="winnable"]')
        for game in boxes.attrs("value"):
            self.page.dom(f'#settings-form input[name="winnable"][value="{game}"]').set(
                checked=game in settings.winnable
            )
        self._open("settings-panel")

    def settings_changed(self) -> Settings:
        """Reads the form into the stored settings, applies and returns them."""
        field = self._field
        chosen = self.page.dom('#settings-form input[name="winnable"]:checked')
        settings = replace(
            self.memory.settings,
            speed=str(field("speed").get("value")),
            colours="four" if field("colours").get("checked") else "two",
            hand="left" if field("hand").get("checked") else "right",
            warn_beetle=bool(field("warn_beetle").get("checked")),
            live_verdict=bool(field("live_verdict").get("checked")),
            winnable=tuple(str(value) for value in chosen.attrs("value")),
            theme=self._choice("theme"),
            felt=self._choice("felt"),
            back=self._choice("back"),
        )
        self.memory.save_settings(settings)
        self.page.apply_settings(settings)
        return settings

    def _field(self, name: str) -> Element:
        return self.page.dom(f'#settings-form [name="{name}"]')

    def _choice(self, name: str) -> str:
        """The value of a setting chosen with a select or with radio buttons."""
        chosen = self.page.dom(f'#settings-form select[name="{name}"], #settings-form [name="{name}"]:checked')
        return str(chosen.get("value"))

    def close(self) -> None:
        self.page.dom("dialog.panel[open]").send("close")

    def export(self) -> None:
        """Downloads the statistics as a JSON file."""
        self.page.download(EXPORT_NAME, self.memory.export(), "application/json")
        self.page.tell("Statistics exported to " + EXPORT_NAME + ".")

    def import_text(self, text: str) -> None:
        try:
            self.memory.import_file(text)
        except ValueError as error:
            self.page.tell(f"Nothing was imported: {error}.", alert=True)
            return
        self.page.apply_settings(self.memory.settings)
        self._show_stats()
        self.page.tell("Statistics imported.")

    def reset(self) -> None:
        variant = str(self.get("reset-variant").get("value"))
        title = VARIANTS[variant].title
        if not self.page.confirm(f"Reset the statistics of {title}? This cannot be undone."):
            return
        self.memory.reset(variant)
        self._show_stats()
        self.page.tell(f"Statistics of {title} reset.")

    def _open(self, dialog: str) -> None:
        self.close()
        self.page.open_modal(dialog)
