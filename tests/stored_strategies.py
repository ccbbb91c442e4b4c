"""Hypothesis strategies for what the browser's storage may hold: values the page wrote, and
anything else (junk, foreign JSON, hostile numbers, deep nesting, a good value with one part
changed). `dump` writes JSON the way any program could, NaN and 1e400 included."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from datetime import date
from functools import reduce
from typing import Any

from hypothesis import strategies as st

from solitaire import GAMES, VARIANTS, deal_code, new_game
from solitaire.challenge import Score
from solitaire.daily import daily_deal, has_daily_deal
from solitaire.stats import Record, Result, stats_to_json
from table.storage.envelope import wrap
from table.storage.saved_game import SavedGame
from table.storage.settings import BACKS, CLOCKS, FACES, FELTS, SCORES, SOUNDS, SPEEDS, THEMES, Settings

KEYS = ("game", "parked", "settings", "stats", "history", "daily")


@dataclass(frozen=True)
class Raw:
    """A JSON token written as it is: `NaN`, `-Infinity`, `1e400`, a number of 5,000 digits."""

    text: str


HOSTILE_NUMBERS = [Raw("NaN"), Raw("Infinity"), Raw("-Infinity"), Raw("1e400"), Raw("-1e400"), Raw("9" * 5000)]


def dump(value: Any) -> str:
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(str(k)) + ":" + dump(v) for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ",".join(dump(v) for v in value) + "]"
    return json.dumps(value, allow_nan=True)


def envelope(data: Any, schema: Any = 1) -> str:
    return dump({"schema": schema, "data": data})


def deep(levels: int, opener: str = "[") -> str:
    closer = {"[": "]", '{"a":': "}"}[opener]
    return opener * levels + "1" + closer * levels


# Values the page itself writes ---------------------------------------------------------------

codes = st.sampled_from(list(VARIANTS)).flatmap(
    lambda v: st.integers(0, 2**32 - 1).map(lambda n: (v, deal_code(VARIANTS[v], n)))
)
scores = st.builds(Score, st.integers(1, 999_999), st.integers(0, 9_999_999))
days = st.dates(date(2025, 1, 1), date(2060, 12, 31))


@st.composite
def saved_games(draw: st.DrawFn, *, ended: bool | None = None) -> dict[str, Any]:
    variant, code = draw(codes)
    day = draw(st.none() | days) if has_daily_deal(variant) else None  # a deal of the day, or not
    if day is not None:
        code = daily_deal(variant, day)
    game = new_game(VARIANTS[variant].game, code)
    chooser = draw(st.randoms(use_true_random=False))
    for _ in range(draw(st.integers(0, 15))):
        moves = game.legal_moves()
        if not moves or game.won:
            break
        game.play(chooser.choice(moves))
    for _ in range(draw(st.integers(0, 3))):
        game.undo()
    from_position = day is None and draw(st.booleans())
    saved = SavedGame.of(
        game,
        deal=None if from_position else code,
        opening=new_game(VARIANTS[variant].game, code).to_text(),
        seconds=draw(st.floats(0, 1e7)),
        started=bool(game.record) or draw(st.booleans()),
        ended=draw(st.booleans()) if ended is None else ended,
        beat=str(draw(scores)) if draw(st.booleans()) else None,
        daily=None if day is None else day.isoformat(),
    )
    return replace(saved, helped=draw(st.booleans())).to_json()


results = st.builds(
    Result,
    st.booleans(),
    st.integers(0, 10**6),
    st.floats(0, 1e7).map(lambda s: round(s, 1)),
    st.booleans(),
    st.none() | st.integers(-(10**6), 10**4),  # kept before scores were: none
)
records = st.lists(results, max_size=8).map(lambda rs: reduce(Record.after, rs, Record()))
stats = st.dictionaries(st.sampled_from(list(VARIANTS)), records).map(stats_to_json)


@st.composite
def played(draw: st.DrawFn) -> dict[str, Any]:
    variant, code = draw(codes)
    return {
        "variant": variant,
        "deal": draw(st.sampled_from([code, None])),
        "won": draw(st.booleans()),
        "moves": draw(st.integers(0, 10**6)),
        "seconds": round(draw(st.floats(0, 1e7)), 1),
        "helped": draw(st.booleans()),
    }


history = st.lists(played(), max_size=50)


@st.composite
def settings(draw: st.DrawFn) -> dict[str, Any]:
    every = Settings(
        speed=draw(st.sampled_from(list(SPEEDS))),
        colours=draw(st.sampled_from(["two", "four"])),
        hand=draw(st.sampled_from(["right", "left"])),
        variant=draw(st.sampled_from(list(VARIANTS))),
        warn_beetle=draw(st.booleans()),
        live_verdict=draw(st.booleans()),
        winnable=tuple(draw(st.lists(st.sampled_from(GAMES), unique=True))),
        theme=draw(st.sampled_from(THEMES)),
        felt=draw(st.sampled_from(FELTS)),
        back=draw(st.sampled_from(BACKS)),
        faces=draw(st.sampled_from(FACES)),
        clock=draw(st.sampled_from(CLOCKS)),
        sound=draw(st.sampled_from(SOUNDS)),
        score=draw(st.sampled_from(SCORES)),
        undos_count=draw(st.booleans()),
    ).to_json()
    kept = draw(st.sets(st.sampled_from(list(every))))  # a setting never stored keeps its default
    return {name: list(value) if name == "winnable" else value for name, value in every.items() if name in kept}


won_days = st.dictionaries(
    st.sampled_from(list(VARIANTS)), st.lists(days.map(date.isoformat), max_size=20, unique=True).map(sorted)
)

GOOD = {"game": saved_games(), "parked": saved_games(ended=False), "settings": settings(), "stats": stats}
GOOD["history"] = history
GOOD["daily"] = won_days

# Anything else -------------------------------------------------------------------------------

NAMES = sorted(
    {"schema", "data", "variant", "deal", "opening", "record", "undone", "undos", "seconds", "started", "ended"}
    | {"beat", "speed", "winnable", "played", "won", "streak", "best_streak", "fewest_moves", "fastest", "moves"}
    | {"helped", "best_score", "score", "undos_count"}
    | set(VARIANTS)
)
TEXTS = ["", "d", "3>7", "1-4", "41739205-2", "112-354", "spider-1", "beetle", "NaN", "\ud800", "x" * 300]
leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(TEXTS + HOSTILE_NUMBERS + [math.nan, -0.0, 2**63, -1]),
)
json_values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(NAMES) | st.text(max_size=8), inner),
    max_leaves=12,
)
SCHEMAS = st.sampled_from([1, True, 1.0, 0, -1, 2, "1", None, Raw("NaN"), [1]])


def paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path to every part of a JSON value, itself included."""
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*here, index))
    return found


def replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: replaced(value[head], rest, new)}
    return [replaced(item, rest, new) if i == head else item for i, item in enumerate(value)]


def kind(value: Any) -> str:
    """A JSON value's type as JSON sees it (a bool is no number there)."""
    if value is None or isinstance(value, bool | str | list | dict):
        return type(value).__name__
    return "number"


OTHER_KINDS = {
    "bool": st.booleans(),
    "str": st.text(max_size=5),
    "list": st.lists(leaves, max_size=2),
    "dict": st.dictionaries(st.text(max_size=3), leaves, max_size=2),
    "number": st.integers(-5, 5) | st.floats(allow_nan=False),
}


@st.composite
def one_part_changed(draw: st.DrawFn, good: Any) -> Any:
    """A good value with one part replaced by anything, removed, or a field added."""
    path = draw(st.sampled_from(paths(good)))
    how = draw(st.sampled_from(["replace", "replace", "remove", "add"]))
    if how == "remove" and path:
        parent = path[:-1]
        target = _at(good, parent)
        smaller = (
            {k: v for k, v in target.items() if k != path[-1]}
            if isinstance(target, dict)
            else [v for i, v in enumerate(target) if i != path[-1]]
        )
        return replaced(good, parent, smaller)
    if how == "add" and isinstance(_at(good, path), dict):
        return replaced(good, path, {**_at(good, path), draw(st.sampled_from(NAMES)): draw(json_values)})
    return replaced(good, path, draw(json_values))


@st.composite
def one_part_of_the_wrong_kind(draw: st.DrawFn, good: Any) -> Any:
    """A good value with one part replaced by a value of another JSON type (never null). A part
    that is null is left alone: it may stand for a number not yet set (a best score), and which
    other types are wrong there only the reader knows."""
    path = draw(st.sampled_from([p for p in paths(good) if _at(good, p) is not None]))
    wrong = draw(st.sampled_from(sorted(set(OTHER_KINDS) - {kind(_at(good, path))})))
    return replaced(good, path, draw(OTHER_KINDS[wrong]))


@st.composite
def one_number_hostile(draw: st.DrawFn, good: Any) -> Any:
    """A good value with one of its numbers replaced by NaN, ±Infinity, 1e400 or 5,000 digits."""
    numbers = [p for p in paths(good) if kind(_at(good, p)) == "number"]
    if not numbers:
        return None
    return replaced(good, draw(st.sampled_from(numbers)), draw(st.sampled_from(HOSTILE_NUMBERS)))


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def stored(key: str) -> st.SearchStrategy[str]:
    """Any text the storage may hold under `key`: good, broken in one part, or junk."""
    good = GOOD[key]
    return st.one_of(
        good.map(wrap),
        good.flatmap(one_part_changed).map(envelope),
        good.flatmap(one_part_of_the_wrong_kind).map(envelope),
        good.flatmap(one_number_hostile).filter(lambda d: d is not None).map(envelope),
        st.tuples(good, SCHEMAS).map(lambda pair: envelope(*pair)),
        json_values.map(envelope),
        json_values.map(dump),
        st.text(max_size=40),
        st.tuples(st.integers(900, 3000), st.sampled_from(["[", '{"a":'])).map(lambda pair: deep(*pair)),
        st.integers(900, 3000).map(lambda n: envelope(Raw(deep(n)))),
    )
