"""Statistics as pictures: SVG with a label that says what it shows and a table of its numbers."""

from datetime import date
from xml.etree import ElementTree

from fake_page import FakeStorage
from solitaire.stats import Result
from table.control.panels import charts_html, stats_table_html
from table.show import charts
from table.storage.envelope import Store
from table.storage.player_data import PlayerData

WON, LOST = Result(True, 120, 300.0), Result(False, 40, 95.0)


def svg_of(picture: charts.Picture) -> ElementTree.Element:
    return ElementTree.fromstring(picture.svg)  # well-formed, so the page parses it as drawn


def bars(svg: ElementTree.Element) -> list[str | None]:
    """The classes of a picture's bars (not of its key)."""
    return [rect.get("class") for rect in svg.iter("rect") if "key" not in str(rect.get("class"))]


def test_wins_and_losses_are_bars_up_and_down_oldest_first_and_said_in_words():
    picture = charts.results("Beetle", [WON, LOST, WON])
    svg = svg_of(picture)
    assert svg.get("role") == "img"
    assert svg.get("aria-label") == "Beetle: the last 3 games, oldest first: 2 won, 1 lost"
    assert [rect.get("class") for rect in svg.iter("rect")] == ["won", "lost", "won"]
    assert "<td>2</td><td>lost</td><td>40</td><td>1:35</td>" in picture.numbers
    assert "no game finished yet" in charts.results("Beetle", []).svg


def test_only_the_last_games_are_drawn():
    svg = svg_of(charts.results("Beehive", [LOST] * 5 + [WON] * charts.RESULTS_SHOWN))
    assert len(list(svg.iter("rect"))) == charts.RESULTS_SHOWN
    assert "0 lost" in str(svg.get("aria-label"))


def test_the_moves_and_times_of_wins_mark_the_best():
    games = [WON, LOST, Result(True, 90, 400.0), Result(True, 150, 200.0)]
    moves = svg_of(charts.moves_of_wins("Spider, one suit", games))
    assert moves.get("aria-label") == (
        "Spider, one suit: the moves of the last 3 wins, oldest first; fewest 90, most 150"
    )
    assert bars(moves) == ["won", "best", "won"]
    times = svg_of(charts.times_of_wins("Spider, one suit", games))
    assert bars(times) == ["won", "won", "best"]
    assert "fastest 3:20, slowest 6:40" in str(times.get("aria-label"))
    assert svg_of(charts.moves_of_wins("Beetle", [LOST])).get("aria-label") == "Beetle: no win yet"


def test_streaks_are_bars_as_long_as_they_are():
    picture = charts.streaks("Beehive: wins in a row 2, best streak 4", [("Wins in a row", 2), ("Best streak", 4)])
    svg = svg_of(picture)
    assert svg.get("aria-label") == "Beehive: wins in a row 2, best streak 4"
    widths = [float(str(rect.get("width"))) for rect in svg.iter("rect")]
    assert widths[1] == 2 * widths[0]
    assert "<td>Best streak</td><td>4</td>" in picture.numbers


def test_the_panel_draws_the_pictures_of_one_game_from_its_recent_games():
    memory = PlayerData(Store(FakeStorage()))
    memory.record("beetle", "5", Result(True, 100, 200.0))
    memory.record("spider-1", "5-1", Result(False, 10, 20.0))
    memory.record("beetle", "6", Result(False, 30, 60.0))
    memory.record_daily("beetle", date(2026, 11, 29))
    memory.record_daily("beetle", date(2026, 11, 30))
    html = charts_html(memory, "beetle", date(2026, 11, 30))
    assert html.count('role="img"') == 4
    assert "Beetle: the last 2 games, oldest first: 1 won, 1 lost" in html
    assert "Beetle: wins in a row 0, best streak 1, days in a row 2, best run of days 2" in html
    table = stats_table_html(memory, date(2026, 12, 2))  # a day missed: the run of days is broken
    assert '<td role=cell data-label="Played">2</td>' in table
    assert '<td role=cell data-label="Days in a row">0</td><td role=cell data-label="Best run of days">2</td>' in table
