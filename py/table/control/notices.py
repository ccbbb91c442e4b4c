"""What went wrong with links or storage, kept until the table tells the player: at once, and in
one message, in the language the page speaks."""

from __future__ import annotations

from ..show.effects import Effects
from ..show.language import _, n_, number
from ..show.refusals import refusal_words
from ..storage.player_data import PlayerData
from ..storage.sentences import Complaint, Sentence


def worded(problem: str | Sentence | Exception) -> str:
    """A problem in the page's language. Storage's sentences are worded here, where they are told
    (storage may not reach the page's words): its own, and a complaint's it raised; and the
    engine's refusals. Other problems come worded."""
    if isinstance(problem, Complaint):
        problem = problem.sentence
    if isinstance(problem, Sentence):
        return problem.worded(_, n_, number, refusal_words)
    if isinstance(problem, ValueError):
        return refusal_words(problem)
    return str(problem)


class Notices:
    def __init__(self) -> None:
        self.problems: list[str | Sentence] = []

    def add(self, problem: str) -> None:
        self.problems.append(problem)

    def tell(self, effects: Effects, data: PlayerData) -> None:
        """Tells every problem waiting, and those storage met since, as one alert."""
        self.problems += data.store.take_problems()
        if self.problems:
            effects.tell(" ".join(map(worded, self.problems)), alert=True)
            self.problems = []
