"""How a language writes its numbers and dates: its separators, its percent, its months and the
order of a date, as facts (`Writing`), and the pure functions that write with them.

The facts come from the browser's `Intl` (browser/writing.py asks it once, when a language is
learned), as the parts its formatters give for a few samples (`learned` reads them); English,
the source, needs none: `ENGLISH` writes as the page always has ("1,234", "12%", "30 Nov 2026").
What the browser says is checked, never trusted: anything unexpected is refused, and the page
writes English numbers rather than wrong ones. Digits are always Latin (0-9), in every language,
as the clock, the deal codes and the columns' keys are written.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import date
from typing import Final, Literal

DatePart = Literal["day", "month", "year", "literal"]
DATE_PARTS: Final[dict[str, DatePart]] = {"day": "day", "month": "month", "year": "year", "literal": "literal"}

ENGLISH_MONTHS: Final = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# The samples browser/writing.py formats (static/app/page.js, `writing`): a number of four digits
# with a decimal (is it grouped?), one of seven (its groups), a percent, and the fifth day of each
# month of a year (a day below ten shows if the day is written with two digits).
NUMBER_SAMPLES: Final = (1234.5, 1234567)
PERCENT_SAMPLE: Final = 0.12
SAMPLE_YEAR, SAMPLE_DAY = 2026, 5
# Invisible marks a right-to-left language puts around numbers and dates (LRM, RLM, ALM).
BIDI_MARKS: Final = frozenset("\u200e\u200f\u061c")
NEVER: Final = frozenset('<>&"\\')  # no markup, whatever the browser says
THOUSANDS, LAKH = ["1", "234", "567"], ["12", "34", "567"]  # 1234567's groups


@dataclass(frozen=True)
class Writing:
    """How one language writes numbers and dates."""

    decimal: str = "."
    group: str = ","  # between each three digits of the integer
    group_four: bool = True  # False: a number of four digits is not grouped ("1234", in Spanish or Polish)
    lakh: bool = False  # above the last three digits, groups of two ("12,34,567", as India writes)
    percent: tuple[str, str] = ("", "%")  # what comes before and after the number
    months: tuple[str, ...] = ENGLISH_MONTHS  # as a date writes them ("Nov", "nov.", "11")
    date: tuple[tuple[DatePart, str], ...] = (
        ("day", ""),
        ("literal", " "),
        ("month", ""),
        ("literal", " "),
        ("year", ""),
    )
    two_digit_day: bool = False  # "05.01.2026"


ENGLISH: Final = Writing()


def number(writing: Writing, n: float, digits: int = 0) -> str:
    """`n` with `digits` decimals, its integer grouped as the language groups it: "1,234",
    "1.234", "1234" (Spanish writes four digits ungrouped), "12 345,5"."""
    text = f"{abs(n):.{digits}f}"
    whole, _, fraction = text.partition(".")
    if len(whole) > 4 or (len(whole) == 4 and writing.group_four):
        size = 2 if writing.lakh else 3  # of the groups before the last three digits
        upper, last = whole[:-3], whole[-3:]
        head = len(upper) % size or size
        whole = writing.group.join([upper[:head], *(upper[i : i + size] for i in range(head, len(upper), size)), last])
    sign = "-" if n < 0 and any(c != "0" for c in text if c.isdigit()) else ""
    return sign + whole + (writing.decimal + fraction if fraction else "")


def percent(writing: Writing, rate: float) -> str:
    """A rate (0.12) as a whole percent: "12%", "12 %", "%12"."""
    before, after = writing.percent
    return before + number(writing, round(rate * 100)) + after


def day_words(writing: Writing, when: date) -> str:
    """A date as the language writes it in a sentence: "30 Nov 2026", "30.11.2026", "2026/11/30"."""
    values = {
        "day": f"{when.day:02d}" if writing.two_digit_day else str(when.day),
        "month": writing.months[when.month - 1],
        "year": str(when.year),
    }
    return "".join(values.get(part, text) for part, text in writing.date)


# What the browser said, read ---------------------------------------------------------------------


def learned(facts: object) -> Writing:
    """The writing of the browser's answer (static/app/page.js, `writing`): each sample's parts,
    as `Intl`'s `formatToParts` gives them, in pairs `[type, value]`. ValueError, saying what is
    wrong, for anything else."""
    if not isinstance(facts, dict):
        raise ValueError("the browser's answer is no object")
    numbers, percent_parts, days = facts.get("numbers"), facts.get("percent"), facts.get("days")
    if not isinstance(numbers, list) or len(numbers) != len(NUMBER_SAMPLES):
        raise ValueError("no numbers")
    decimal, group, group_four, lakh = _separators(_parts(numbers[0]), _parts(numbers[1]))
    if not isinstance(days, list) or len(days) != len(ENGLISH_MONTHS):
        raise ValueError("not twelve dates")
    order, two_digit_day, months = _dates([_parts(each) for each in days])
    return Writing(decimal, group, group_four, lakh, _percent(_parts(percent_parts)), months, order, two_digit_day)


Parts = list[tuple[str, str]]


def _parts(value: object) -> Parts:
    if not isinstance(value, list) or not 0 < len(value) <= 12:
        raise ValueError("no parts")
    parts = []
    for part in value:
        if not (isinstance(part, list) and len(part) == 2 and all(isinstance(each, str) for each in part)):
            raise ValueError(f"a part is no [type, value]: {str(part)[:40]!r}")
        parts.append((part[0], _text(part[1])))
    return parts


def _text(value: str, longest: int = 24) -> str:
    """A value the browser gave, if it is plain text: short, and nothing that could be markup or
    a control character (a right-to-left mark is allowed)."""
    if not 0 < len(value) <= longest:
        raise ValueError(f"{value[:40]!r} is empty or too long")
    for c in value:
        if c in NEVER or (unicodedata.category(c)[0] == "C" and c not in BIDI_MARKS):
            raise ValueError(f"{value[:40]!r} holds {c!r}")
    return value


def _separator(value: str) -> str:
    """A separator holds no letter and no digit: spaces, punctuation, marks."""
    if len(value) > 3 or any(unicodedata.category(c)[0] in "LN" for c in value):
        raise ValueError(f"{value!r} is no separator")
    return value


def _separators(four: Parts, seven: Parts) -> tuple[str, str, bool, bool]:
    """The decimal and group separators, from 1234.5 and 1234567, if four digits are grouped, and if
    the groups above the last three are of two digits (12,34,567)."""
    kinds = [kind for kind, _ in four]
    values = [value for _, value in four]
    if kinds == ["integer", "group", "integer", "decimal", "fraction"] and values[::2] == ["1", "234", "5"]:
        grouped, decimal = values[1], values[3]
    elif kinds == ["integer", "decimal", "fraction"] and values[::2] == ["1234", "5"]:
        grouped, decimal = "", values[1]
    else:
        raise ValueError(f"1234.5 is written {values}")
    kinds, values = [kind for kind, _ in seven], [value for _, value in seven]
    if kinds != ["integer", "group", "integer", "group", "integer"] or values[::2] not in (LAKH, THOUSANDS):
        raise ValueError(f"1234567 is written {values}")
    group = values[1]
    if values[3] != group or grouped not in ("", group):
        raise ValueError("more than one group separator")
    decimal, group = _separator(decimal), _separator(group)
    if decimal == group:
        raise ValueError("the decimal and group separators are the same")
    return decimal, group, bool(grouped), values[::2] == LAKH


def _percent(parts: Parts) -> tuple[str, str]:
    """What comes before and after the number of 12 %."""
    kinds = [kind for kind, _ in parts]
    if kinds.count("integer") != 1 or kinds.count("percentSign") != 1 or parts[kinds.index("integer")][1] != "12":
        raise ValueError(f"12 % is written {kinds}")
    if not set(kinds) <= {"integer", "percentSign", "literal"}:
        raise ValueError(f"12 % is written {kinds}")
    at = kinds.index("integer")
    before, after = "".join(v for _, v in parts[:at]), "".join(v for _, v in parts[at + 1 :])
    for side in (before, after):
        if len(side) > 6 or any(unicodedata.category(c)[0] in "LN" for c in side):
            raise ValueError(f"{side!r} is no part of a percent")
    return before, after


def _dates(days: list[Parts]) -> tuple[tuple[tuple[DatePart, str], ...], bool, tuple[str, ...]]:
    """The order and literals of a date, if its day has two digits, and the twelve months' names."""
    first = days[0]
    kinds = [kind for kind, _ in first]
    if sorted(k for k in kinds if k != "literal") != ["day", "month", "year"] or not set(kinds) <= set(DATE_PARTS):
        raise ValueError(f"a date is written {kinds}")
    order = tuple((DATE_PARTS[kind], value if kind == "literal" else "") for kind, value in first)
    months = []
    for month, parts in enumerate(days, start=1):
        if [kind for kind, _ in parts] != kinds:
            raise ValueError(f"month {month} is written in another order")
        values = dict(parts)
        if values["year"] != str(SAMPLE_YEAR) or values["day"] not in (str(SAMPLE_DAY), f"{SAMPLE_DAY:02d}"):
            raise ValueError(f"the year or day of month {month} is written otherwise")
        if [v for k, v in parts if k == "literal"] != [v for k, v in first if k == "literal"]:
            raise ValueError(f"month {month} is written with other words around it")
        name = values["month"]
        digits = "".join(c for c in name if c.isdigit())  # "11", "thg 11" (Vietnamese): the month's number
        if digits and digits.lstrip("0") != str(month):
            raise ValueError(f"month {month} is written {name!r}")
        months.append(name)
    if len(set(months)) != len(months):
        raise ValueError("two months are written alike")
    return order, dict(first)["day"] == f"{SAMPLE_DAY:02d}", tuple(months)
