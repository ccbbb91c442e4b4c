"""The settings form as it shows the player's settings: the value or the box of each setting.
Pure: the operations the page applies (static/app/dom.js), by the form's field names."""

from __future__ import annotations

from solitaire import GAMES, Variant

from ..messages import DomOperation
from ..storage.settings import Settings

FORM = "#settings-form"
CHOICES = ("theme", "faces", "felt", "back")  # two selects, and two groups of radio buttons


def field(name: str) -> str:
    return f'{FORM} [name="{name}"]'


def choice(name: str) -> str:
    """Whichever element holds a setting chosen with a select or with radio buttons."""
    return f'{FORM} select[name="{name}"], {FORM} [name="{name}"]:checked'


def settings_fields(settings: Settings, game: Variant) -> list[DomOperation]:
    """The form's fields as `settings` has them; the choice of winnable deals only is the one of
    `game`'s (the game on the table), each game keeping its own."""
    changes: list[DomOperation] = [
        [field("speed"), "set", {"value": settings.speed}],
        [field("colours"), "set", {"checked": settings.colours == "four"}],
        [field("hand"), "set", {"checked": settings.hand == "left"}],
        [field("clock"), "set", {"checked": settings.clock == "hidden"}],
        [field("sound"), "set", {"checked": settings.sound == "on"}],
        [field("warn_beetle"), "set", {"checked": settings.warn_beetle}],
        [field("live_verdict"), "set", {"checked": settings.live_verdict}],
    ]
    for name in CHOICES:
        value = getattr(settings, name)
        changes.append([f'{FORM} select[name="{name}"]', "set", {"value": value}])
        changes.append([f'{FORM} input[name="{name}"][value="{value}"]', "set", {"checked": True}])
    changes.append([field("winnable"), "set", {"value": game.game, "checked": game.game in settings.winnable}])
    changes.append(["#winnable-game", "set", {"textContent": game.game_name}])
    return changes


def winnable_games(settings: Settings, game: object, checked: bool) -> tuple[str, ...]:
    """The games dealt winnable only, once the box of `game` (read from the form) says `checked`."""
    others = tuple(other for other in settings.winnable if other != game)
    return (*others, game) if checked and isinstance(game, str) and game in GAMES else others
