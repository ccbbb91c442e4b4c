"""What went wrong with links or storage, kept until the table tells the player: at once, and in
one message."""

from __future__ import annotations

from ..show.effects import Effects
from ..storage.player_data import PlayerData


class Notices:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def add(self, problem: str) -> None:
        self.problems.append(problem)

    def tell(self, effects: Effects, data: PlayerData) -> None:
        """Tells every problem waiting, and those storage met since, as one alert."""
        self.problems += data.store.take_problems()
        if self.problems:
            effects.tell(" ".join(self.problems), alert=True)
            self.problems = []
