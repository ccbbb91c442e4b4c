"""The questions the table puts to the player before it changes or forgets something (a reset of
statistics, a link from another device): one at a time, held in the table's state
(`Dialogs.question`, show/question.py) and drawn as the page's question dialog. The page tells
the answer (`AnswerMessage`): its button, or "no" when the dialog closed any other way. What a
"yes" does is the asking part's, decided from the question's values and what the part kept."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..messages import QuestionKind
from ..show.question import Question
from .desk import Desk

ANSWERS = ("yes", "no")


def ask(desk: Desk, question: Question) -> None:
    """Opens `question`, in place of any open (which is then left unanswered: nothing changes)."""
    desk.model = desk.model.filling(question=question)


class Questions:
    def __init__(self, desk: Desk, answered: Mapping[QuestionKind, Callable[[Question, bool], None]]) -> None:
        self.desk = desk
        self.answered = answered  # by the question's kind: what its answer does (True: yes)

    def answer(self, kind: object, answer: object) -> None:
        """The page's answer to the question of `kind`. One to no question open, or to another
        than the one open (a late answer), or neither yes nor no, changes nothing."""
        question = self.desk.model.dialogs.question
        if question is None or kind != question.kind or answer not in ANSWERS:
            return
        self.desk.model = self.desk.model.filling(question=None)
        self.answered[question.kind](question, answer == "yes")
