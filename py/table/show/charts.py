"""Statistics as pictures: SVG drawn from a game's records, sized by a view box so they fit any
width from a phone's up, coloured by the page's look (classes the stylesheet fills).

Each picture is an `svg` with `role="img"` and an `aria-label` saying what it shows, and comes
with its numbers as a table a screen reader (or anyone) can read. Pure: strings in, strings out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from solitaire.stats import Result

from .words import clock, count

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
        return (
            f'<figure class="chart"><figcaption>{escape(self.title)}</figcaption>{self.svg}'
            f"<details><summary>The numbers</summary>{self.numbers}</details></figure>"
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
    label = (
        f"{title}: the last {count(len(shown), 'game')}, oldest first: {won} won, {len(shown) - won} lost"
        if shown
        else f"{title}: no game finished yet"
    )
    height, middle, left, right = 120, 62, 34, WIDTH - 6
    parts = [
        f'<line x1="{left}" y1="{middle}" x2="{right}" y2="{middle}" class="axis"/>',
        _text(left - 4, 34, "won", "end"),
        _text(left - 4, 94, "lost", "end"),
    ]
    step = (right - left) / RESULTS_SHOWN
    for i, game in enumerate(shown):
        x = left + i * step + step * 0.15
        if game.won:
            parts.append(f'<rect x="{x:.1f}" y="{middle - 44}" width="{step * 0.7:.1f}" height="44" class="won"/>')
        else:
            parts.append(f'<rect x="{x:.1f}" y="{middle}" width="{step * 0.7:.1f}" height="28" class="lost"/>')
    parts.append(_text(left, height - 6, "oldest" if shown else "no game yet"))
    parts.append(_text(right, height - 6, "newest", "end"))
    rows = [[str(n), "won" if g.won else "lost", str(g.moves), clock(g.seconds)] for n, g in enumerate(shown, 1)]
    return Picture(
        "Wins and losses", _svg(label, height, "".join(parts)), _table(["Game", "Result", "Moves", "Time"], rows)
    )


def _wins_chart(title: str, what: str, values: Sequence[float], key: tuple[str, str], best_words: str) -> str:
    """Bars for the wins, oldest first, the best one marked and named above them with the worst
    (`key`: their words, like "fewest 90" and "most 150")."""
    height, base, top, left, right = 136, 110, 26, 6, WIDTH - 6
    if not values:
        return _svg(f"{title}: no win yet", 60, _text(WIDTH / 2, 34, "No win yet", "middle"))
    most, best = max(values), min(values)
    step = (right - left) / WINS_SHOWN
    parts = [
        f'<rect x="{left}" y="4" width="10" height="10" class="best key"/>',
        _text(left + 14, 13, key[0], "start", "value"),
        _text(right, 13, key[1], "end", "value"),
        f'<line x1="{left}" y1="{base}" x2="{right}" y2="{base}" class="axis"/>',
    ]
    for i, value in enumerate(values):
        bar = max(2.0, (base - top) * value / most) if most else 2.0
        x = left + i * step + step * 0.15
        kind = "best" if value == best else "won"
        parts.append(
            f'<rect x="{x:.1f}" y="{base - bar:.1f}" width="{step * 0.7:.1f}" height="{bar:.1f}" class="{kind}"/>'
        )
    parts.append(_text(left, height - 6, "oldest win"))
    parts.append(_text(right, height - 6, "newest", "end"))
    label = f"{title}: {what} of the last {count(len(values), 'win')}, oldest first; {best_words}"
    return _svg(label, height, "".join(parts))


def moves_of_wins(title: str, games: Sequence[Result]) -> Picture:
    return _of_wins(title, games, "moves", lambda g: g.moves, str, ("fewest", "most"))


def times_of_wins(title: str, games: Sequence[Result]) -> Picture:
    return _of_wins(title, games, "time", lambda g: g.seconds, clock, ("fastest", "slowest"))


def _of_wins(
    title: str,
    games: Sequence[Result],
    what: str,
    measure: Callable[[Result], float],
    shown: Callable[[float], str],
    extremes: tuple[str, str],
) -> Picture:
    """A picture of one measure of the last wins, with its least and greatest in words."""
    wins = [g for g in games if g.won][-WINS_SHOWN:]
    values = [measure(g) for g in wins]
    least, most = extremes
    key = (f"{least} {shown(min(values))}", f"{most} {shown(max(values))}") if values else ("", "")
    svg = _wins_chart(title, f"the {what}", values, key, ", ".join(key))
    rows = [[str(n), shown(value)] for n, value in enumerate(values, 1)]
    column = what.capitalize()
    return Picture(f"{column} of each win", svg, _table(["Win", column], rows))


def streaks(title: str, bars: Sequence[tuple[str, int]]) -> Picture:
    """Streaks side by side, as horizontal bars with their lengths written at their ends."""
    row, left, right = 26, 118, WIDTH - 30
    height = row * len(bars) + 8
    longest = max((n for _, n in bars), default=0)
    parts = []
    for i, (name, length) in enumerate(bars):
        y = 6 + i * row
        width = (right - left) * length / longest if longest else 0
        parts.append(_text(left - 6, y + 15, name, "end"))
        parts.append(f'<rect x="{left}" y="{y + 3}" width="{max(width, 1.5):.1f}" height="16" class="streak"/>')
        parts.append(_text(left + width + 5, y + 15, str(length), "start", "value"))
    label = f"{title}: " + ", ".join(f"{name.lower()} {length}" for name, length in bars)
    rows = [[name, str(length)] for name, length in bars]
    return Picture("Streaks", _svg(label, height, "".join(parts)), _table(["Streak", "Length"], rows))
