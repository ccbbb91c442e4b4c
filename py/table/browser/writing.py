"""How the language spoken writes numbers and dates, asked of the browser's `Intl` once, when the
language is learned: one call to static/app/page.js (`writing`), plain values back, read and
checked by show/writing.py. English, the source, asks nothing: it writes as the page always has."""

from __future__ import annotations

from collections.abc import Callable

from ..show.language import READY
from ..show.writing import ENGLISH, Writing, learned
from .dom import Dom, PageError


def learn_writing(dom: Dom, language: str, warn: Callable[[str], None]) -> Writing:
    """`language`'s writing, as the browser's `Intl` gives it; English's, saying why in the console
    (`warn`), if the browser gives nothing the page can trust."""
    if language not in READY:
        return ENGLISH  # the source, and the tests' pseudo-language
    page = dom("@solitairePage")
    try:
        return learned(page.call("writing", language))
    except (PageError, ValueError) as problem:
        warn(
            f"How {language} writes numbers and dates could not be learned ({problem}): they are written as in English."
        )
        return ENGLISH
