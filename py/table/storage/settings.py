"""The player's settings, stored with the games (read back by schema.py). Pure."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, get_args

from ..messages import Back, Clock, Faces, Felt, Language, Scored, Sound, Theme

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}  # animation time, times normal
# The looks, each list's first the default (described with static/app/theme.js, in messages.py).
THEMES: tuple[str, ...] = get_args(Theme)
FELTS: tuple[str, ...] = get_args(Felt)
BACKS: tuple[str, ...] = get_args(Back)
FACES: tuple[str, ...] = get_args(Faces)
CLOCKS: tuple[str, ...] = get_args(Clock)
SOUNDS: tuple[str, ...] = get_args(Sound)
SCORES: tuple[str, ...] = get_args(Scored)
LANGUAGES: tuple[str, ...] = ("auto", *get_args(Language))  # auto: as the browser prefers


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
    faces: str = FACES[0]  # the card faces: classic, large indexes, or as the screen suits
    clock: str = CLOCKS[0]  # hidden: no time on screen (the statistics still keep it)
    sound: str = SOUNDS[0]  # the table's sounds (static/app/sound.js)
    score: str = SCORES[0]  # shown: Windows' score beside the counters, on the result card and in the statistics
    undos_count: bool = True  # an undo costs the score a point, as in Windows (solitaire.score)
    language: str = LANGUAGES[0]  # one of LANGUAGES: the browser's preference until the player chooses

    def to_json(self) -> dict[str, Any]:
        # JSON has lists, not tuples
        return {name: list(value) if isinstance(value, tuple) else value for name, value in asdict(self).items()}
