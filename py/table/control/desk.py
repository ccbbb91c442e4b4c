"""What the table's parts (the hand, the games, sharing, the panels, the help) see of the table:
the game in play, the player's data, the page, the model, and the effects of the change under way.
control/table.py is the table; the parts import this, never it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from solitaire import Game

from ..play.game_in_play import GameInPlay
from ..show.effects import Effects
from ..show.state import Model
from ..storage.player_data import PlayerData
from ..storage.settings import Settings
from .notices import Notices
from .screen import Screen
from .solving import Solving
from .turning import Turning


class Desk(Protocol):
    screen: Screen
    data: PlayerData
    playing: GameInPlay  # the game on the table
    model: Model  # what the table shows besides the game and the data: replaced, never changed
    effects: Effects  # what the change under way does once
    notices: Notices
    solving: Solving
    turning: Turning

    @property
    def game(self) -> Game: ...
    @property
    def settings(self) -> Settings: ...
    def put_down(self) -> None:
        """The cards in hand go back, unsaid (another game goes on the table)."""

    def later(self, name: str, ms: int, action: Callable[[], None]) -> None:
        """Runs `action` as a change of its own in `ms` milliseconds (replacing one waiting by
        that name)."""
