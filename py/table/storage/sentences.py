"""What storage tells the player, in the language the page speaks, although storage may not reach
the page's words (show/language.py is in a room above it: tests/test_structure.py).

Each sentence is marked here for the catalogs as everywhere else, with `_`, `n_` or `N_`, a
whole sentence with named values; but here `_` and `n_` word nothing yet: they return a
`Sentence`, the words and their values, worded where it is told, with the page's own `_` and `n_`
(control/notices.py). Its `str` is the English: for developers, logs and tests.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from gettext import NullTranslations
from typing import Final

from solitaire.errors import Refusal

Gettext = Callable[[str], str]
Ngettext = Callable[[str, str, int], str]
Numbers = Callable[[int], str]
Refused = Callable[[Refusal], str]  # an engine's refusal, worded (show/refusals.py)

_SOURCE: Final = NullTranslations()  # English: the words are their own


@dataclass(frozen=True)
class Sentence:
    """A sentence marked for the catalogs, and the values of its placeholders: data (a field's
    path, a value as shown, a number), sentences worded in turn, or the engine's refusals. A number
    is written where the sentence is worded, as the language writes it."""

    message: str  # the English, which is the catalogs' id
    plural: str | None = None  # its other form, when its words follow `count`
    count: int = 1
    values: Mapping[str, object] = field(default_factory=dict)

    def format(self, **values: object) -> Sentence:
        """The sentence with these values, filled in where it is worded (as `str.format` does)."""
        return replace(self, values={**self.values, **values})

    def worded(self, gettext: Gettext, ngettext: Ngettext, number: Numbers = str, refused: Refused = str) -> str:
        """The sentence in the words of `gettext` and `ngettext`, its numbers written by `number`
        and the engine's refusals worded by `refused`: those of the page's language."""
        words = gettext(self.message) if self.plural is None else ngettext(self.message, self.plural, self.count)
        values = {name: _value(value, gettext, ngettext, number, refused) for name, value in self.values.items()}
        return words.format(**values)

    def __str__(self) -> str:
        return self.worded(_SOURCE.gettext, _SOURCE.ngettext, _english)


def _english(n: int) -> str:
    """A number as the page's English writes it (show/writing.py's `ENGLISH`, which storage may
    not reach): the str is the English, for developers, logs and tests, never shown."""
    return f"{n:,}"


def _value(value: object, gettext: Gettext, ngettext: Ngettext, number: Numbers, refused: Refused) -> object:
    if isinstance(value, Sentence):
        return value.worded(gettext, ngettext, number, refused)
    if isinstance(value, Refusal):
        return refused(value)
    return number(value) if isinstance(value, int) and not isinstance(value, bool) else value


class Complaint(ValueError):
    """A ValueError whose message is for the player: its `sentence`, worded where it is told; its
    str is the English."""

    def __init__(self, sentence: Sentence) -> None:
        super().__init__(str(sentence))
        self.sentence = sentence


def N_(message: str) -> str:  # noqa: N802 - gettext's own name for this marker
    """Marks words kept in a table for the catalogs, to be made a sentence by `_` where used (as
    show/language.py's `N_`): the words themselves."""
    return message


def _(message: str) -> Sentence:
    """A sentence for the player, marked for the catalogs, worded where it is told."""
    return Sentence(message)


def n_(one: str, many: str, count: int) -> Sentence:
    """A sentence with a number, in the plural form `count` asks for, worded where it is told."""
    return Sentence(one, many, count)
