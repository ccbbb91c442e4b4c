"""The player's settings, stored with the games. Pure."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from solitaire import GAMES, VARIANTS

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}  # animation time, times normal
# The looks, each list's first the default; static/app/theme.js knows the same lists.
THEMES = ("system", "light", "dark")
FELTS = ("green", "blue", "red", "grey")
BACKS = ("blue", "red", "black")


@dataclass(frozen=True)
class Settings:
    speed: str = "normal"  # one of SPEEDS
    colours: str = "two"  # "four": diamonds blue and clubs green, easier to tell apart
    hand: str = "right"  # "left": the stock on the left, under the left thumb
    variant: str = "spider-1"  # the game a new visit deals
    warn_beetle: bool = True  # warn before a Beetle deal covers an empty column
    live_verdict: bool = False  # after each move, say whether the game can still be won
    winnable: tuple[str, ...] = ()  # the games whose new deals the solver must have won first
    offered: tuple[str, ...] = ()  # the games whose help was offered, on their first game
    theme: str = THEMES[0]  # light, dark, or as the system prefers
    felt: str = FELTS[0]  # the table's cloth
    back: str = BACKS[0]  # the card backs

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from stored JSON; a value we do not know is an error, a missing one its default."""
        if not isinstance(data, dict) or not set(data) <= {f.name for f in fields(cls)}:
            raise ValueError("not our settings")
        for name in ("winnable", "offered"):
            if isinstance(data.get(name), list):
                data = {**data, name: tuple(data[name])}  # JSON has lists only
        settings = cls(**data)
        allowed = {
            "speed": set(SPEEDS),
            "colours": {"two", "four"},
            "hand": {"right", "left"},
            "variant": set(VARIANTS),
            "theme": set(THEMES),
            "felt": set(FELTS),
            "back": set(BACKS),
        }
        for name, values in allowed.items():
            if getattr(settings, name) not in values:
                raise ValueError(f"{name} cannot be {getattr(settings, name)!r}")
        for name in ("winnable", "offered"):
            games = getattr(settings, name)
            if not isinstance(games, tuple) or not set(games) <= set(GAMES):
                raise ValueError(f"{name} cannot be {games!r}")
        for name in ("warn_beetle", "live_verdict"):
            if type(getattr(settings, name)) is not bool:
                raise ValueError(f"{name} must be true or false")
        return settings
