"""The settings form, both ways: the fields as the player's settings fill them, and the settings
the fields say once the player changed one (static/app/controls.js sends them all, by name: a
box's check, a choice's value). Pure; what the page sends is read as hostile (storage's
validator has the last word when the settings are kept)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from solitaire import GAMES, Variant

from ..messages import SettingsShown
from ..storage.settings import BACKS, FACES, FELTS, LANGUAGES, SPEEDS, THEMES, Settings
from . import names
from .language import READY, SOURCE, _

BOXES = {  # a box's setting, and its values checked and not
    "colours": ("four", "two"),
    "hand": ("left", "right"),
    "clock": ("hidden", "shown"),
    "sound": ("on", "off"),
    "score": ("shown", "hidden"),
}
FLAGS = ("warn_beetle", "live_verdict", "undos_count")  # boxes whose setting is a yes or no
CHOICES: dict[str, Any] = {
    "speed": SPEEDS,
    "theme": THEMES,
    "faces": FACES,
    "felt": FELTS,
    "back": BACKS,
    "language": LANGUAGES,
}
# (selects, and groups of radio buttons: a value of none of their options is no choice)


def settings_shown(settings: Settings, game: Variant) -> SettingsShown:
    """The form's fields as `settings` has them; the choice of winnable deals only is the one of
    `game`'s (the game on the table), each game keeping its own."""
    offered = ["auto", SOURCE, *sorted(READY)]
    return refilled(
        {
            "fields": {},
            "winnable": game.game,
            "winnableWords": _("Deal only {game} deals the solver has won (it sees every card)").format(
                game=names.game_name(game)
            ),
            "languages": offered,
        },
        settings,
    )


def refilled(shown: SettingsShown, settings: Settings) -> SettingsShown:
    """The same form (the same game's box of winnable deals only) filled from `settings`."""
    fields: dict[str, str | bool] = {name: getattr(settings, name) == on for name, (on, _) in BOXES.items()}
    fields.update({name: bool(getattr(settings, name)) for name in FLAGS})
    fields.update({name: str(getattr(settings, name)) for name in CHOICES})
    fields["winnable"] = shown["winnable"] in settings.winnable
    return {**shown, "fields": fields}


def settings_read(settings: Settings, fields: dict[str, Any], shown: SettingsShown | None) -> Settings:
    """`settings` as the form's `fields` change them; a field missing keeps its setting, and the
    box of winnable deals only is the game's the form showed. A field as the form `shown` showed
    it is no change: a choice another tab made since then holds."""
    if shown is not None:
        fields = {name: value for name, value in fields.items() if shown["fields"].get(name) != value}
    changes: dict[str, Any] = {}
    for name, (on, off) in BOXES.items():
        if isinstance(fields.get(name), bool):
            changes[name] = on if fields[name] else off
    changes.update({name: fields[name] for name in FLAGS if isinstance(fields.get(name), bool)})
    changes.update(
        {
            name: value
            for name, values in CHOICES.items()
            if isinstance(value := fields.get(name), str) and value in values
        }
    )
    if shown is not None and isinstance(fields.get("winnable"), bool):
        changes["winnable"] = winnable_games(settings, shown["winnable"], fields["winnable"])
    return replace(settings, **changes)


def winnable_games(settings: Settings, game: str, checked: bool) -> tuple[str, ...]:
    """The games dealt winnable only, once the box of `game` says `checked`."""
    others = tuple(other for other in settings.winnable if other != game)
    return (*others, game) if checked and game in GAMES else others
