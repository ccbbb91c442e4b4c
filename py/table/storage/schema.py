"""Every shape the page stores or imports, described once, and read only through the validator.

Stored under `solitaire.<name>` (envelope.py wraps each in its schema envelope): the game in progress
(`game`) and the one kept aside (`parked`), `settings`, `stats` and `history` (recent games).
Imported and exported: a statistics file holding the last three. A reader here either returns
a value the page can show and replay without raising, or raises ShapeError (a ValueError)
whose sentence tells the player what is wrong (the rules' clauses are marked here with N_);
`keep_good` saves what can be saved of statistics, recent games and settings when only part of
them is wrong. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from solitaire import GAMES, VARIANTS, parse_deal
from solitaire.challenge import parse_score
from solitaire.daily import daily_deal, has_daily_deal
from solitaire.graded import GRADES, stats_key
from solitaire.moves import MAX_MOVE_TEXT, parse_move
from solitaire.stats import Record, stats_to_json

from .envelope import SCHEMA, Unreadable, unwrap
from .saved_game import MAX_SECONDS, SavedGame
from .sentences import N_, _
from .settings import BACKS, CLOCKS, FACES, FELTS, LANGUAGES, SCORES, SOUNDS, SPEEDS, THEMES, Settings
from .validator import (
    Exactly,
    Fields,
    Flag,
    ListOf,
    MapOf,
    Maybe,
    Number,
    Shape,
    ShapeError,
    Text,
    Whole,
    read_json,
    shown,
)

# Games, wins, streaks, moves and undos: beyond any player's reach, above any move counter board
# text can start from (12 digits), and still exact as a JavaScript number.
MAX_COUNT = 10**15
MAX_RECORD = 20_000  # moves kept in a saved game (and as many undone): games run to a few hundred
MAX_BOARD = 20_000  # characters of a position's board text; a real one has about 400
HISTORY_SIZE = 300  # finished games remembered: the statistics draw each game's last ones
MAX_DAYS = 10_000  # days of deals of the day won, per game: 27 years, so every game's fit in an export
EXPORT_KIND = "solitaire statistics"
MAX_EXPORT = 1_000_000  # characters of an exported file; 300 recent games take about 30,000

# What is wrong with text its reader refuses, the text shown as `{value}` (validator.Text's rule).
# Translators: d, source>target, 3>7 and 3>7:2 are the game's notation for moves, kept as they are.
NOT_A_MOVE = N_("{value} is not a move: write d to deal, or source>target like 3>7 or 3>7:2")
# Translators: moves-seconds and 112-354 are how a result to beat is written, kept as they are.
NOT_A_SCORE = N_("{value} is not a result to beat: write moves-seconds, like 112-354")
NOT_A_DAY = N_("{value} is not a day: write year-month-day, like 2026-11-30")

VARIANT = Text(max(map(len, VARIANTS)), frozenset(VARIANTS))  # the longest id, `will-o-the-wisp-1`, has 17
GAME = Text(max(map(len, GAMES)), frozenset(GAMES))
DEAL_CODE = Text(16)  # which variant's code it must be is a rule of the object holding it
MOVE = Text(MAX_MOVE_TEXT, rule=(parse_move, NOT_A_MOVE))
COUNT = Whole(0, MAX_COUNT)
SCORE = Whole(-(10**9), 10**9)  # a long game's score falls below zero; a billion moves is no game
SECONDS = Number(0, MAX_SECONDS)
DAY = Text(10, rule=(date.fromisoformat, NOT_A_DAY))  # `2026-11-30`


# A device's name and a game's: 64 random bits, in hexadecimal.
def _name_of_sixteen(text: str) -> None:
    if re.fullmatch(r"[0-9a-f]{16}", text) is None:
        raise ValueError(f"{text!r} is no name of ours")


GAME_ID = Text(16, rule=(_name_of_sixteen, N_("a game's name is 16 hexadecimal digits")))


def _deal_fits(value: dict[str, Any]) -> bool:
    """The deal code, if any, is a code of the variant named beside it."""
    if value["deal"] is None:
        return True
    try:
        variant = parse_deal(VARIANTS[value["variant"]].game, value["deal"])[0]
    except ValueError:
        return False
    return bool(variant.id == value["variant"])


DEAL_FITS = (_deal_fits, N_("its deal code is not a code of its game"))


def _day_fits(value: dict[str, Any]) -> bool:
    """A deal of the day is that day's deal (a game saved before deals of the day names none)."""
    day = value.get("daily")
    if day is None:
        return True
    variant = value["variant"]
    deal = value["deal"]
    return deal is not None and has_daily_deal(variant) and daily_deal(variant, date.fromisoformat(day)) == deal


SAVED_GAME = Fields(
    {
        "variant": VARIANT,
        "deal": Maybe(DEAL_CODE),
        "opening": Maybe(Text(MAX_BOARD)),
        "record": ListOf(MOVE, MAX_RECORD),
        "undone": ListOf(MOVE, MAX_RECORD),
        "undos": COUNT,
        "seconds": SECONDS,
        "started": Flag(),
        "ended": Flag(),
        "beat": Maybe(Text(16, rule=(parse_score, NOT_A_SCORE))),
        "daily": Maybe(DAY),
        "helped": Flag(),
        "id": GAME_ID,
    },
    optional=frozenset({"daily", "helped", "id"}),
    rules=(
        (lambda v: (v["deal"] is None) != (v["opening"] is None), N_("it needs a deal code or a position, not both")),
        DEAL_FITS,
        (_day_fits, N_("it is not the deal of the day it says")),
    ),
)

SETTINGS = Fields(
    {
        "speed": Text(8, frozenset(SPEEDS)),
        "colours": Text(8, frozenset({"two", "four"})),
        "hand": Text(8, frozenset({"right", "left"})),
        "variant": VARIANT,
        "warn_beetle": Flag(),
        "live_verdict": Flag(),
        "winnable": ListOf(GAME, len(GAMES), unique=True),
        "offered": ListOf(GAME, len(GAMES), unique=True),
        "theme": Text(8, frozenset(THEMES)),
        "felt": Text(8, frozenset(FELTS)),
        "back": Text(8, frozenset(BACKS)),
        "faces": Text(8, frozenset(FACES)),
        "clock": Text(8, frozenset(CLOCKS)),
        "sound": Text(8, frozenset(SOUNDS)),
        "score": Text(8, frozenset(SCORES)),
        "undos_count": Flag(),
        "language": Text(8, frozenset(LANGUAGES)),
    },
    optional=frozenset(Settings.__dataclass_fields__),  # a setting not stored keeps its default
)

RECORD = Fields(
    {
        "played": COUNT,
        "won": COUNT,
        "streak": COUNT,
        "best_streak": COUNT,
        "fewest_moves": Maybe(COUNT),
        "fastest": Maybe(SECONDS),
        "helped": COUNT,
        "best_score": Maybe(SCORE),
    },
    # statistics kept before wins with help were told apart have no "helped", before scores no score
    optional=frozenset({"helped", "best_score"}),
    rules=(
        (lambda r: r["won"] <= r["played"], N_("more games won than played")),
        (lambda r: r["streak"] <= r["best_streak"] <= r["won"], N_("the streaks do not add up")),
        (lambda r: r.get("helped", 0) <= r["won"], N_("more wins with help than wins")),
        (
            lambda r: r.get("best_score") is None or r["won"] > r.get("helped", 0),
            N_("a best score with no win of its own"),
        ),
        (
            lambda r: (r["fewest_moves"] is None) == (r["fastest"] is None) == (r["won"] == r.get("helped", 0)),
            N_("the best win does not match the wins"),
        ),
    ),
)

# Each variant's statistics, and those of its deals of each grade (solitaire.graded) beside them.
STATS_KEYS = frozenset(VARIANTS) | {stats_key(variant, grade) for variant in VARIANTS for grade in GRADES}
STATS = MapOf(Text(max(map(len, STATS_KEYS)), STATS_KEYS), RECORD, len(STATS_KEYS))

PLAYED = Fields(
    {
        "variant": VARIANT,
        "deal": Maybe(DEAL_CODE),
        "won": Flag(),
        "moves": COUNT,
        "seconds": SECONDS,
        "helped": Flag(),
        "id": GAME_ID,  # the game's (SavedGame.id): a game is counted once, whichever tab ends it
    },
    optional=frozenset({"helped", "id"}),
    rules=(DEAL_FITS,),
)

HISTORY = ListOf(PLAYED, HISTORY_SIZE)

DAILY = MapOf(VARIANT, ListOf(DAY, MAX_DAYS), len(VARIANTS))  # the days whose deal of the day was won

EXPORT = Fields(
    {
        "kind": Exactly(EXPORT_KIND),
        "schema": Exactly(SCHEMA),
        "stats": STATS,
        "history": HISTORY,
        "settings": SETTINGS,
        "daily": DAILY,
    },
    optional=frozenset({"daily"}),  # files exported before deals of the day have none
)


# This browser's name among the player's devices, and what it holds of each other device's: the
# statistics and days won there, as of the newest transfer link from it (storage/transfer.py).
DEVICE = Text(16, rule=(_name_of_sixteen, N_("a device's name is 16 hexadecimal digits")))
MAX_DEVICES = 8
TIME = Whole(0, MAX_COUNT)  # milliseconds since 1970
FROM_DEVICE = Fields({"at": TIME, "stats": STATS, "daily": DAILY})
OTHERS = MapOf(DEVICE, FROM_DEVICE, MAX_DEVICES)

TRANSFER_KIND = "solitaire transfer"
MAX_TRANSFER = 400_000  # characters of a transfer's JSON, unpacked: a heavy player's is about 10,000
TRANSFER = Fields(
    {
        "kind": Exactly(TRANSFER_KIND),
        "schema": Exactly(SCHEMA),
        "device": DEVICE,
        "at": TIME,
        "stats": STATS,
        "daily": DAILY,
        "settings": SETTINGS,
        "game": Maybe(SAVED_GAME),
    }
)


@dataclass(frozen=True)
class Played:
    """One finished game, in the list of recent games."""

    variant: str
    deal: str | None  # None: a game begun from a position
    won: bool
    moves: int
    seconds: float
    helped: bool = False  # won with the solver's help
    id: str | None = None  # the game's (SavedGame.id); None: counted before games had one

    def to_json(self) -> dict[str, Any]:
        played = vars(self).copy()
        if self.id is None:
            del played["id"]  # as it was stored
        return played


# Readers: each checks the whole value before building anything from it. -----------------------


def read_saved_game(data: object) -> SavedGame:
    """A saved game, checked by its shape and then by replaying its moves through the rules."""
    SAVED_GAME.check(data)
    assert isinstance(data, dict)
    saved = SavedGame(**data)
    try:
        saved.restore()
    except ValueError as error:  # IllegalMove, BoardError: the rules refuse the moves or the position
        # The rules' own reason says why, worded where it is told (as a refused move is on the table).
        raise ShapeError(_("its moves do not replay: {why}").format(why=error)) from None
    return saved


def read_settings(data: object) -> Settings:
    SETTINGS.check(data)
    assert isinstance(data, dict)
    games = {name: tuple(data.get(name, ())) for name in ("winnable", "offered")}  # JSON has lists only
    return Settings(**{**data, **games})


def stored_language(raw: object) -> str:
    """The language chosen in the settings as stored (`raw`: their envelope's text, or None):
    "auto" if there is none or it cannot be read. Read before the table's data, on its own, as
    `keep_good` would keep it; static/app/first-paint.js reads it so too."""
    try:
        data = unwrap(raw) if isinstance(raw, str) else None
    except Unreadable:
        return "auto"
    chosen = data.get("language") if type(data) is dict else None
    return chosen if isinstance(chosen, str) and _passes(SETTINGS.fields["language"], chosen) else "auto"


def read_stats(data: object) -> dict[str, Record]:
    STATS.check(data)
    assert isinstance(data, dict)
    return {variant: Record(**record) for variant, record in data.items()}


def read_history(data: object) -> list[Played]:
    HISTORY.check(data)
    assert isinstance(data, list)
    return [Played(**played) for played in data]


def read_daily(data: object) -> dict[str, list[str]]:
    """The days whose deal of the day was won, by variant, each list sorted and without repeats."""
    DAILY.check(data)
    assert isinstance(data, dict)
    return {variant: sorted(set(days)) for variant, days in data.items()}


@dataclass(frozen=True)
class FromDevice:
    """What this browser holds of another device's: its statistics and days won, as of `at`."""

    at: int  # when its transfer link was made, in milliseconds since 1970 (that device's clock)
    stats: dict[str, Record]
    daily: dict[str, list[str]]

    def to_json(self) -> dict[str, Any]:
        return {"at": self.at, "stats": stats_to_json(self.stats), "daily": self.daily}


def read_device(data: object) -> str:
    DEVICE.check(data)
    assert isinstance(data, str)
    return data


def read_others(data: object) -> dict[str, FromDevice]:
    OTHERS.check(data)
    assert isinstance(data, dict)
    return {
        device: FromDevice(held["at"], read_stats(held["stats"]), read_daily(held["daily"]))
        for device, held in data.items()
    }


@dataclass(frozen=True)
class Export:
    stats: dict[str, Record]
    history: list[Played]
    settings: Settings
    daily: dict[str, list[str]] | None  # None: a file from before deals of the day


def read_export(text: str) -> Export:
    """An exported statistics file; ShapeError saying what is wrong with it."""
    data = read_json(text, longest=MAX_EXPORT)
    if type(data) is not dict or data.get("kind") != EXPORT_KIND:
        raise ShapeError(_("it is not an export of these statistics"))
    schema = data.get("schema")
    if type(schema) is not int or schema != SCHEMA:  # `true` is not 1 here
        raise ShapeError(
            _("it has schema {schema}; this version reads {version}").format(schema=shown(schema), version=SCHEMA)
        )
    EXPORT.check(data)
    daily = read_daily(data["daily"]) if "daily" in data else None
    return Export(read_stats(data["stats"]), read_history(data["history"]), read_settings(data["settings"]), daily)


def keep_good(shape: Shape, value: object) -> Any:
    """What can be kept of a value that failed its check: the entries of a table, the items of a
    list, the fields of an object with defaults, that pass on their own. ShapeError if nothing."""
    kept: Any
    if isinstance(shape, MapOf) and type(value) is dict:
        kept = {}
        for key, item in value.items():
            if len(kept) < shape.longest and _passes(shape.keys, key) and _passes(shape.values, item):
                kept[key] = item
    elif isinstance(shape, ListOf) and type(value) is list:
        kept = [item for item in value if _passes(shape.item, item)][: shape.longest]
        if shape.unique:
            kept = list(dict.fromkeys(kept))
    elif isinstance(shape, Fields) and shape.optional == frozenset(shape.fields) and type(value) is dict:
        kept = {
            name: item for name, item in value.items() if name in shape.fields and _passes(shape.fields[name], item)
        }
    else:
        raise ShapeError(_("nothing in it can be kept"))
    if not kept or not _passes(shape, kept):
        raise ShapeError(_("nothing in it can be kept"))
    return kept


def _passes(shape: Shape, value: object) -> bool:
    try:
        shape.check(value)
    except ShapeError:
        return False
    return True
