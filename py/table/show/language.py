"""The languages the page speaks, and the words of the one it speaks now.

Every word a player reads or hears goes through `_` (a sentence), `n_` (a sentence with a number,
in the language's plural forms) or `p_` (words whose sense needs a context, such as a button's);
`N_` marks words kept in a table, worded by `_` where they are shown:
Python's own gettext, over the compiled catalog of the language chosen (scripts/catalogs.py builds
them from locales/). English is the source: with no catalog, the words are their own. A sentence
is marked whole, its values named (`_("Deal {code} is on the table.").format(code=code)`), so a
language may put them where its grammar wants them.

Its numbers and dates are written as the language writes them, by `number`, `percent` and `day_words`
(with the facts of show/writing.py, which the browser gives when the language is learned).
"""

from __future__ import annotations

import gettext
import io
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from typing import Any, Final, Generic, TypeVar
from urllib.parse import parse_qs

from solitaire.errors import quoted

from ..messages import Language
from . import writing

SOURCE: Final[Language] = "en"
# Each language the page speaks, by its tag (BCP 47, as `<html lang>` and `lang=` write it), named
# in itself, as the settings offer it.
NAMES: Final[dict[Language, str]] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "it": "Italiano",
    "pt-BR": "Português (Brasil)",
    "nl": "Nederlands",
    "pl": "Polski",
    "cs": "Čeština",
    "uk": "Українська",
    "ru": "Русский",
    "tr": "Türkçe",
    "id": "Bahasa Indonesia",
    "vi": "Tiếng Việt",
    "hi": "हिन्दी",
    "ko": "한국어",
    "ja": "日本語",
    "zh-Hans": "简体中文",
    "ar": "العربية",
    "he": "עברית",
}
RIGHT_TO_LEFT: Final = frozenset({"ar", "he"})
# The languages whose catalogs are complete (scripts/catalogs.py compiles only those; a test holds
# this to them): the only ones offered, and matched to a browser's preferences.
READY: Final[frozenset[Language]] = frozenset(
    {
        "de",
        "fr",
        "es",
        "it",
        "pt-BR",
        "nl",
        "pl",
        "ru",
        "tr",
        "ja",
        "zh-Hans",
        "ar",
        "he",
        "ko",
        "id",
        "vi",
        "hi",
        "uk",
        "cs",
    }
)
# A pseudo-language for the tests, asked for by a link only (`lang=en-XA`): every word of the
# catalogs accented and longer, to find what is not marked and what a longer language clips.
PSEUDO: Final = "en-XA"
# The browser's tags that name a language by another of its tags: Chinese as written in China and
# Singapore is Simplified; Portuguese is offered as Brazil writes it.
ALIASES: Final = {"zh": "zh-Hans", "zh-cn": "zh-Hans", "zh-sg": "zh-Hans", "zh-hans": "zh-Hans", "pt": "pt-BR"}
NOT_ALIASED: Final = frozenset({"zh-tw", "zh-hk", "zh-mo", "zh-hant"})  # Traditional: not Simplified


def best_match(preferred: Sequence[object]) -> str:
    """The language to speak for a browser whose preferences are `preferred` (its
    `navigator.languages`, most wanted first): the first that the page speaks, by its whole tag
    or its language alone (`de-AT` is German); English if none."""
    for wanted in preferred:
        if not isinstance(wanted, str) or len(wanted) > 35:
            continue
        tag = wanted.strip().lower()
        if tag.startswith(tuple(NOT_ALIASED)):
            continue
        for candidate in (tag, tag.split("-")[0]):
            found = _known(ALIASES.get(candidate, candidate))
            if found is not None:
                return found
    return SOURCE


def _known(tag: str) -> str | None:
    """The language of a tag, if the page speaks it (English, or a language whose catalog is ready)."""
    return next((language for language in (SOURCE, *READY) if language.lower() == tag.lower()), None)


def asked(query: str) -> tuple[str | None, str | None]:
    """The language a link asks for this visit (`lang=ja`), if any, and what is wrong with one
    the page does not speak."""
    values = parse_qs(query.lstrip("?")).get("lang")
    if not values:
        return None, None
    if values[-1] == PSEUDO:
        return PSEUDO, None  # the tests' language, never offered
    found = _known(ALIASES.get(values[-1].lower(), values[-1]))
    if found is None:
        told = _("The link asks for a language this page does not speak ({tag}).")
        return None, told.format(tag=quoted(values[-1]))
    return found, None


def chosen(link: str | None, setting: str, preferred: Sequence[object]) -> str:
    """The language of this visit: the link's, else the player's choice, else the browser's."""
    if link is not None:
        return link
    return _known(setting) or best_match(preferred)


def direction(language: str) -> str:
    """`<html dir>` for a language: "rtl" or "ltr"."""
    return "rtl" if language in RIGHT_TO_LEFT else "ltr"


# Bidirectional text (Unicode's UAX #9). In a sentence written right to left, a value written left
# to right that holds neutral characters (a deal code 41739205-2, a move 3>7, a day 2026-11-30)
# would be drawn with its parts in the sentence's order, backwards; and a value's own letters may
# pull its neighbours along. So in a right-to-left language every value put into a sentence, and
# every notation the catalogs write literally, is isolated (`isolated`): around it the sentence
# reads as if it were one neutral character, and PDI ends it. docs/languages.md says more.
FSI, RLI, PDI = "\u2068", "\u2067", "\u2069"  # first-strong and right-to-left isolates, and their end
# A literal notation in a catalog's sentence: letters or digits joined by the signs of moves, deal
# codes, results, days, keys and links (3>7:2, 41739205-2, 112-354, yyyy-mm-dd, Ctrl+Z, game=spider).
NOTATION = re.compile(r"(?<![\w{\u2068])[A-Za-z0-9]+(?:[>:\-+=/&?._][A-Za-z0-9]+)+(?![\w}\u2069])")
MARKUP_OR_NOTATION = re.compile(r"<[^>]*>|" + NOTATION.pattern)  # a tag is passed over whole
ISOLATE = re.compile("[\u2066-\u2068][^\u2066-\u2069]*\u2069")  # an isolate holding none
SIGNED = re.compile(r"\s*[-+\u2212]\d")  # a number with its sign: -5, +12


def isolated(value: object) -> str:
    """A value isolated inside right-to-left words: in its own direction (FSI) when it has one, a
    letter or a notation (left to right when its first letter is, or it has none: 3>7); in the
    words' (RLI) when it is only numbers and signs between them, as a list "1, 2" is, read in the
    order of the sentence around it."""
    text = str(value)
    return f"{FSI if _has_direction(text) else RLI}{text}{PDI}"


def _has_direction(text: str) -> bool:
    """A strong letter outside the isolates it holds, a notation, or a sign before a number."""
    while (bare := ISOLATE.sub("", text)) != text:
        text = bare
    strong = any(unicodedata.bidirectional(c) in ("L", "R", "AL") for c in text)
    return strong or NOTATION.search(text) is not None or SIGNED.match(text) is not None


def paragraph(text: str) -> str:
    """Words of the language spoken, to go outside the page (the clipboard): in a language written
    right to left, isolated as right to left, so they read in order pasted into a left-to-right
    field or app too."""
    return f"{RLI}{text}{PDI}" if _now.speech.right_to_left else text


def notation_isolated(text: str) -> str:
    """A right-to-left catalog's sentence with each literal notation in it isolated (scripts/catalogs.py
    compiles them so); markup's names and attributes are no notation."""
    return MARKUP_OR_NOTATION.sub(lambda found: found[0] if found[0].startswith("<") else isolated(found[0]), text)


class Sentence(str):
    """Words of the language spoken, with places for values (`{code}`, `{move}`...): `format`
    fills them, and in a language written right to left isolates each value (above)."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        if not _now.speech.right_to_left:
            return str.format(self, *args, **kwargs)
        return str.format(self, *map(isolated, args), **{name: isolated(value) for name, value in kwargs.items()})


T = TypeVar("T")


@dataclass(frozen=True)
class Wording(Generic[T]):
    """Words the table keeps as what they say, not as text: the function of show/ that words them
    and the facts it words (a deal's day, a challenge's score, whether a game is lost). They are
    worded when drawn, in the language the page speaks then, so a switch of language words every
    banner and note again. Two wordings are equal when they say the same: `word` is a function of
    a module (never a lambda), and its facts are values.
    """

    word: Callable[..., T]
    facts: tuple[Any, ...] = ()

    def __call__(self) -> T:
        return self.word(*self.facts)


def wording(word: Callable[..., T], *facts: Any) -> Wording[T]:
    return Wording(word, facts)


def refusal(check: Callable[..., object], *facts: Any) -> str:
    """The words of the ValueError `check` raises on `facts` (a sentence for the player), worded
    again when drawn by running the check again; "" if it takes them."""
    try:
        check(*facts)
    except ValueError as problem:
        return str(problem)
    return ""


def said(message: str) -> Wording[str]:
    """A sentence marked with `N_` where it is written, worded by `_` when drawn."""
    return Wording(_, (message,))


PAGE: Final = "page"  # the context of the page's own words (index.html's `data-words`)


@dataclass(frozen=True)
class Speech:
    """A language as the page speaks it: its words, the page's own among them, and how it writes
    numbers and dates."""

    tag: str
    words: gettext.NullTranslations
    page: dict[str, str]  # the catalog's page words, found once when it is learned
    written: writing.Writing

    @property
    def right_to_left(self) -> bool:
        return self.tag in RIGHT_TO_LEFT


_SOURCE_SPEECH: Final = Speech(SOURCE, gettext.NullTranslations(), {}, writing.ENGLISH)
_learned: dict[str, Speech] = {SOURCE: _SOURCE_SPEECH}  # each language spoken since the page opened


class _Now:
    """The language the page speaks now: one for the whole page, as gettext's own `install` keeps it."""

    speech: Speech = _SOURCE_SPEECH


_now = _Now()


def speak(language: str, catalog: bytes | None, written: writing.Writing = writing.ENGLISH) -> None:
    """From now on, speak `language` with the words of its compiled catalog (a `.mo` file's
    bytes; None: the source's words), writing its numbers and dates as `written` says. ValueError
    if the bytes are no catalog: nothing changes."""
    words = gettext.NullTranslations()
    if catalog is not None:
        try:
            words = gettext.GNUTranslations(io.BytesIO(catalog))
        except (OSError, UnicodeDecodeError, ValueError, IndexError) as error:
            raise ValueError(f"that is no catalog: {error}") from None
    _now.speech = _learned[language] = Speech(language, words, _of_page(words), written)


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Words in `language` (one the page has spoken) within, whatever the page speaks now: the
    view words a state in the language the state holds, so the same state always reads the same."""
    before = _now.speech
    _now.speech = _learned.get(language, before)
    try:
        yield
    finally:
        _now.speech = before


def page_words() -> dict[str, str]:
    """The page's own words (index.html's, marked `data-words`) in the language spoken, each by its
    English: what static/app/first-paint.js puts in their place. Empty in English."""
    return dict(_now.speech.page)


def _of_page(words: gettext.NullTranslations) -> dict[str, str]:
    held = getattr(words, "_catalog", {})  # GNUTranslations keeps its messages there, by context
    prefix = f"{PAGE}\x04"
    return {
        key[len(prefix) :]: str(value) for key, value in held.items() if isinstance(key, str) and key.startswith(prefix)
    }


def spoken() -> str:
    """The language the page speaks now."""
    return _now.speech.tag


def number(n: float, digits: int = 0) -> str:
    """A number as the language spoken writes it: "1,234", "1.234", "1234" (four digits, in Spanish)."""
    return writing.number(_now.speech.written, n, digits)


def percent(rate: float) -> str:
    """A rate (0.12) as the language spoken writes a whole percent: "12%", "12 %", "%12"."""
    return writing.percent(_now.speech.written, rate)


def day_words(when: date) -> str:
    """A date as the language spoken writes it: "30 Nov 2026", "30.11.2026", "2026/11/30"."""
    return writing.day_words(_now.speech.written, when)


def N_(message: str) -> str:  # noqa: N802 - gettext's own name for this marker
    """Marks words for the catalogs where they are written (a table of names), to be worded by `_`
    where they are shown: the words themselves, untranslated."""
    return message


def Nn_(one: str, many: str) -> tuple[str, str]:  # noqa: N802 - named as N_ is
    """`N_` for a sentence with a number: its two English forms, worded by `n_` where shown."""
    return one, many


def capitalized(words: str) -> str:
    """Words that begin with a value ("column 3 cannot take it.") as a sentence: its first letter
    a capital (a script without capitals is left as it is)."""
    return words[:1].upper() + words[1:]


def _(message: str) -> str:
    return Sentence(_now.speech.words.gettext(message))


def n_(one: str, many: str, count: int) -> str:
    return Sentence(_now.speech.words.ngettext(one, many, count))


def p_(context: str, message: str) -> str:
    return Sentence(_now.speech.words.pgettext(context, message))
