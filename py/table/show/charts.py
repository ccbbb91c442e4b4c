"""Statistics as pictures: SVG drawn from a game's records, sized by a view box so they fit any
width from a phone's up, coloured by the page's look (classes the stylesheet fills).

Each picture is an `svg` with `role="img"` and an `aria-label` saying what it shows, and comes
with its numbers as a table a screen reader (or anyone) can read. Pure: strings in, strings out, in
the language the page speaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import NamedTuple

from solitaire.stats import Result

from .language import _, n_, number
from .words import clock

WIDTH = 320  # the view box's width; text is sized against it, so it reads at 360 px
RESULTS_SHOWN = 40  # games in the picture of wins and losses
WINS_SHOWN = 20  # wins in the pictures of moves and times


@dataclass(frozen=True)
class Picture:
    title: str
    svg: str
    numbers: str  # an HTML table of what the picture shows

    @property
    def html(self) -> str:
        numbers = _("The numbers")  # not inside the f-string, where Babel would not find it
        return (
            f'<figure class="chart"><figcaption>{escape(self.title)}</figcaption>{self.svg}'
            f"<details><summary>{escape(numbers)}</summary>{self.numbers}</details></figure>"
        )


def _svg(label: str, height: int, body: str) -> str:
    return (
        f'<svg role="img" aria-label="{escape(label)}" viewBox="0 0 {WIDTH} {height}" '
        f'preserveAspectRatio="xMidYMid meet" class="chart-svg">{body}</svg>'
    )


def _text(x: float, y: float, words: str, anchor: str = "start", kind: str = "label") -> str:
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" class="{kind}">{escape(words)}</text>'


def _table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    cells = "".join(f"<th scope=col>{escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table class=chart-numbers><thead><tr>{cells}</tr></thead><tbody>{body}</tbody></table>"


def results(title: str, games: Sequence[Result]) -> Picture:
    """Wins and losses, oldest first: a bar up for each win, a shorter one down for each loss."""
    shown = list(games)[-RESULTS_SHOWN:]
    won = sum(g.won for g in shown)
    if shown:
        label = n_(
            "{game}: the last {count} game, oldest first: {won} won, {lost} lost",
            "{game}: the last {count} games, oldest first: {won} won, {lost} lost",
            len(shown),
        ).format(game=title, count=len(shown), won=won, lost=len(shown) - won)
    else:
        label = _("{game}: no game finished yet").format(game=title)
    height, middle, left, right = 120, 62, 34, WIDTH - 6
    parts = [
        f'<line x1="{left}" y1="{middle}" x2="{right}" y2="{middle}" class="axis"/>',
        # Translators: a short label: beside the bars of the games won, and a game's result in a table
        _text(left - 4, 34, _("won"), "end"),
        # Translators: a short label: beside the bars of the games lost, and a game's result in a table
        _text(left - 4, 94, _("lost"), "end"),
    ]
    step = (right - left) / RESULTS_SHOWN
    for i, game in enumerate(shown):
        x = left + i * step + step * 0.15
        if game.won:
            parts.append(f'<rect x="{x:.1f}" y="{middle - 44}" width="{step * 0.7:.1f}" height="44" class="won"/>')
        else:
            parts.append(f'<rect x="{x:.1f}" y="{middle}" width="{step * 0.7:.1f}" height="28" class="lost"/>')
    # Translators: a short label under the first bar of a picture
    parts.append(_text(left, height - 6, _("oldest") if shown else _("no game yet")))
    # Translators: a short label under the last bar of a picture
    parts.append(_text(right, height - 6, _("newest"), "end"))
    rows = [
        [number(n), _("won") if g.won else _("lost"), number(g.moves), clock(g.seconds)] for n, g in enumerate(shown, 1)
    ]
    head = [_("Game"), _("Result"), _("Moves"), _("Time")]
    return Picture(_("Wins and losses"), _svg(label, height, "".join(parts)), _table(head, rows))


class _Said(NamedTuple):
    """A picture of wins in words: its label, and its key's words for the best and the worst."""

    label: str
    best: str
    worst: str


def moves_of_wins(title: str, games: Sequence[Result]) -> Picture:
    """The moves of the last wins, the fewest marked."""
    moves = [g.moves for g in _last_wins(games)]
    said = None
    if moves:
        fewest, most = min(moves), max(moves)
        label = n_(
            "{game}: the moves of the last {count} win, oldest first; fewest {fewest}, most {most}",
            "{game}: the moves of the last {count} wins, oldest first; fewest {fewest}, most {most}",
            len(moves),
        )
        said = _Said(
            label.format(game=title, count=number(len(moves)), fewest=number(fewest), most=number(most)),
            _("fewest {moves}").format(moves=number(fewest)),
            _("most {moves}").format(moves=number(most)),
        )
    return _of_wins(title, _("Moves of each win"), _("Moves"), moves, [number(m) for m in moves], said)


def times_of_wins(title: str, games: Sequence[Result]) -> Picture:
    """The times of the last wins, the fastest marked."""
    times = [g.seconds for g in _last_wins(games)]
    said = None
    if times:
        fastest, slowest = clock(min(times)), clock(max(times))
        label = n_(
            "{game}: the time of the last {count} win, oldest first; fastest {fastest}, slowest {slowest}",
            "{game}: the time of the last {count} wins, oldest first; fastest {fastest}, slowest {slowest}",
            len(times),
        )
        said = _Said(
            label.format(game=title, count=number(len(times)), fastest=fastest, slowest=slowest),
            _("fastest {time}").format(time=fastest),
            _("slowest {time}").format(time=slowest),
        )
    return _of_wins(title, _("Time of each win"), _("Time"), times, [clock(t) for t in times], said)


def _last_wins(games: Sequence[Result]) -> list[Result]:
    return [g for g in games if g.won][-WINS_SHOWN:]


def _of_wins(
    title: str, heading: str, column: str, values: Sequence[float], shown: Sequence[str], said: _Said | None
) -> Picture:
    """A picture of one measure of the last wins (`shown`: each in words), with their numbers;
    `said`: the picture in words (None: no win yet)."""
    if said is None:
        svg = _svg(_("{game}: no win yet").format(game=title), 60, _text(WIDTH / 2, 34, _("No win yet"), "middle"))
    else:
        svg = _wins_chart(values, said)
    rows = [[number(n), value] for n, value in enumerate(shown, 1)]
    # Translators: a column heading: the number of a win, oldest first
    return Picture(heading, svg, _table([_("Win"), column], rows))


def _wins_chart(values: Sequence[float], said: _Said) -> str:
    """Bars for the wins, oldest first, the best one marked and named above them with the worst."""
    height, base, top, left, right = 136, 110, 26, 6, WIDTH - 6
    most, best = max(values), min(values)
    step = (right - left) / WINS_SHOWN
    parts = [
        f'<rect x="{left}" y="4" width="10" height="10" class="best key"/>',
        _text(left + 14, 13, said.best, "start", "value"),
        _text(right, 13, said.worst, "end", "value"),
        f'<line x1="{left}" y1="{base}" x2="{right}" y2="{base}" class="axis"/>',
    ]
    for i, value in enumerate(values):
        bar = max(2.0, (base - top) * value / most) if most else 2.0
        x = left + i * step + step * 0.15
        kind = "best" if value == best else "won"
        parts.append(
            f'<rect x="{x:.1f}" y="{base - bar:.1f}" width="{step * 0.7:.1f}" height="{bar:.1f}" class="{kind}"/>'
        )
    # Translators: a short label under the first bar of a picture of wins
    parts.append(_text(left, height - 6, _("oldest win")))
    parts.append(_text(right, height - 6, _("newest"), "end"))
    return _svg(said.label, height, "".join(parts))


def streaks(label: str, bars: Sequence[tuple[str, int]]) -> Picture:
    """Streaks side by side, as horizontal bars with their lengths written at their ends; `label`
    says them all in a sentence, for a screen reader."""
    row, left, right = 26, 118, WIDTH - 30
    height = row * len(bars) + 8
    longest = max((n for _name, n in bars), default=0)
    parts = []
    for i, (name, length) in enumerate(bars):
        y = 6 + i * row
        width = (right - left) * length / longest if longest else 0
        parts.append(_text(left - 6, y + 15, name, "end"))
        parts.append(f'<rect x="{left}" y="{y + 3}" width="{max(width, 1.5):.1f}" height="16" class="streak"/>')
        parts.append(_text(left + width + 5, y + 15, number(length), "start", "value"))
    rows = [[name, number(length)] for name, length in bars]
    return Picture(_("Streaks"), _svg(label, height, "".join(parts)), _table([_("Streak"), _("Length")], rows))
