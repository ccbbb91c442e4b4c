"""Numbers and dates as each language writes them (show/writing.py), from the facts the browser's
`Intl` gives (tests/data/intl_writing.json holds them as Node 20's full ICU wrote them, through
static/app/page.js's own `writing`); what the browser says is checked, and anything odd refused."""

from __future__ import annotations

import ast
import copy
import json
import re
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from fake_page import WRITING, FakeStorage, Window
from table.browser.dom import Dom
from table.browser.writing import learn_writing
from table.show import language
from table.show.writing import ENGLISH, Writing, day_words, learned, number, percent

FACTS: dict[str, Any] = json.loads(WRITING.read_text())
DAY = date(2026, 11, 30)
NBSP, NNBSP, LRM, RLM = "\u00a0", "\u202f", "\u200e", "\u200f"


def written(tag: str) -> Writing:
    return learned(FACTS[tag])


def test_english_writes_as_the_page_always_has():
    assert (number(ENGLISH, 1234), percent(ENGLISH, 0.12), day_words(ENGLISH, DAY)) == ("1,234", "12%", "30 Nov 2026")
    assert [number(ENGLISH, n) for n in (0, 7, 999, 1000, 1234567, -1234)] == [
        "0",
        "7",
        "999",
        "1,000",
        "1,234,567",
        "-1,234",
    ]
    assert number(ENGLISH, 1234.5, 1) == "1,234.5" and percent(ENGLISH, 1) == "100%" and percent(ENGLISH, 0) == "0%"


@pytest.mark.parametrize(
    ("tag", "thousands", "millions", "rate", "day"),
    [
        ("en", "1,234", "1,234,567", "12%", "Nov 30, 2026"),  # as the browser writes it, were it asked
        ("de", "1.234", "1.234.567", f"12{NBSP}%", "30.11.2026"),
        ("fr", f"1{NNBSP}234", f"1{NNBSP}234{NNBSP}567", f"12{NBSP}%", "30 nov. 2026"),
        ("pl", "1234", f"1{NBSP}234{NBSP}567", "12%", "30 lis 2026"),  # four digits ungrouped
        ("es", "1234", "1.234.567", f"12{NBSP}%", "30 nov 2026"),
        ("tr", "1.234", "1.234.567", "%12", "30 Kas 2026"),
        ("ja", "1,234", "1,234,567", "12%", "2026/11/30"),
        ("zh-Hans", "1,234", "1,234,567", "12%", "2026年11月30日"),
        ("ru", f"1{NBSP}234", f"1{NBSP}234{NBSP}567", f"12{NBSP}%", f"30 \u043d\u043e\u044f\u0431. 2026{NNBSP}\u0433."),
        ("ar", "1,234", "1,234,567", f"12{LRM}%{LRM}", f"30{RLM}/11{RLM}/2026"),  # Latin digits
    ],
)
def test_each_language_writes_as_its_browser_does(tag, thousands, millions, rate, day):
    writing = written(tag)
    assert (number(writing, 1234), number(writing, 1234567), percent(writing, 0.12)) == (thousands, millions, rate)
    assert day_words(writing, DAY) == day


def test_a_day_below_ten_and_every_month():
    assert day_words(written("de"), date(2026, 1, 5)) == "05.01.2026"
    assert day_words(written("fr"), date(2027, 2, 5)) == "5 févr. 2027"
    assert [day_words(written("ja"), date(2026, m, 1)) for m in (1, 12)] == ["2026/01/01", "2026/12/01"]
    assert number(written("de"), 1234.5, 1) == "1.234,5"


def test_every_language_the_page_speaks_is_learned():
    assert all(isinstance(learned(facts), Writing) for facts in FACTS.values())


def broken(tag: str, change: Any) -> Any:
    facts = copy.deepcopy(FACTS[tag])
    change(facts)
    return facts


HOSTILE = [
    None,
    "1,234",
    [],
    {},
    {"numbers": [], "percent": [], "days": []},
    broken("de", lambda f: f.update(numbers=f["numbers"][:1])),
    broken("de", lambda f: f["numbers"][0].__setitem__(1, ["group", "<b>"])),  # markup
    broken("de", lambda f: f["numbers"][1].__setitem__(1, ["group", ","])),  # two group separators
    broken("de", lambda f: f["numbers"][0].__setitem__(3, ["decimal", "."])),  # decimal as the group
    broken("de", lambda f: f["numbers"][0].__setitem__(3, ["decimal", "x"])),  # a letter
    broken("de", lambda f: f["numbers"][0].__setitem__(0, ["integer", "\u0661"])),  # other digits
    broken("de", lambda f: f["numbers"][0].__setitem__(1, ["group", "\x00"])),
    broken("de", lambda f: f["numbers"][0].__setitem__(1, ["group", 7])),
    broken("de", lambda f: f["numbers"][0].__setitem__(1, ["group"])),
    broken("de", lambda f: f.update(percent=[["integer", "12"], ["literal", "<script>"], ["percentSign", "%"]])),
    broken("de", lambda f: f.update(percent=[["integer", "12"], ["percentSign", "pct"]])),
    broken("de", lambda f: f.update(percent=[["integer", "13"], ["percentSign", "%"]])),
    broken("de", lambda f: f.update(percent=[["percentSign", "%"]])),
    broken("de", lambda f: f.update(days=f["days"][:11])),
    broken("de", lambda f: f["days"][0].append(["weekday", "Mo"])),
    broken("de", lambda f: f["days"][3].__setitem__(2, ["month", "01"])),  # two months alike
    broken("de", lambda f: f["days"][3].__setitem__(2, ["month", "7"])),  # April is no 7
    broken("de", lambda f: f["days"][3].__setitem__(1, ["literal", "/"])),  # other literals
    broken("de", lambda f: f["days"][0].__setitem__(4, ["year", "2569"])),  # another calendar
    broken("de", lambda f: f["days"][0].__setitem__(0, ["day", "6"])),
    broken("fr", lambda f: f["days"][0].__setitem__(2, ["month", "j" * 100])),
    broken("fr", lambda f: f["days"][0].__setitem__(2, ["month", "janv.\u202e"])),  # a bidi override
    broken("fr", lambda f: f["days"][0].__setitem__(2, ["month", 'a"b'])),
    {"numbers": FACTS["de"]["numbers"], "percent": FACTS["de"]["percent"], "days": [["x"]] * 12},
]


@pytest.mark.parametrize("facts", HOSTILE)
def test_what_the_browser_says_is_refused_unless_it_makes_sense(facts):
    with pytest.raises(ValueError):
        learned(facts)


class Answering:
    """page.js's `writing`, answering what a test says (or throwing)."""

    def __init__(self, answer: Any) -> None:
        self.answer = answer
        self.asked: list[str] = []

    def writing(self, tag: str) -> Any:
        self.asked.append(tag)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


def learn(answer: Any, tag: str = "de") -> tuple[Writing, list[str], list[str]]:
    window = Window(FakeStorage(), "", None)  # type: ignore[arg-type]  # no document: only dom.js is reached
    page = window.solitairePage = Answering(answer)  # type: ignore[assignment]
    warned: list[str] = []
    return learn_writing(Dom(window.solitaireDom), tag, warned.append), page.asked, warned


def test_the_browser_is_asked_once_for_a_language_and_never_for_english():
    assert learn(FACTS["de"]) == (written("de"), ["de"], [])
    assert learn(FACTS["de"], "en") == (ENGLISH, [], [])
    assert learn(FACTS["de"], "en-XA") == (ENGLISH, [], [])


@pytest.mark.parametrize("answer", [*HOSTILE[:8], RuntimeError("RangeError: Incorrect locale information provided")])
def test_a_browser_that_answers_nonsense_or_throws_leaves_english_and_says_so(answer):
    writing, asked, warned = learn(answer)
    assert (writing, asked) == (ENGLISH, ["de"]) and len(warned) == 1


def test_the_language_spoken_writes_its_numbers_and_its_english_again_after():
    try:
        language.speak("de", None, written("de"))
        assert (language.number(12345), language.percent(0.5), language.day_words(DAY)) == (
            "12.345",
            f"50{NBSP}%",
            "30.11.2026",
        )
    finally:
        language.speak("en", None)
    assert (language.number(12345), language.percent(0.5), language.day_words(DAY)) == ("12,345", "50%", "30 Nov 2026")


def test_a_stat_and_the_deal_of_the_day_are_written_in_the_language_spoken():
    from solitaire import VARIANTS  # noqa: PLC0415
    from solitaire.stats import Record  # noqa: PLC0415
    from table.show.result import daily_banner  # noqa: PLC0415
    from table.show.stats import _row  # noqa: PLC0415

    try:
        language.speak("tr", None, written("tr"))
        record = Record(played=1234, won=617)
        row = _row((("game", ""), *((str(n), "") for n in range(11))), "", "Spider", record, (0, 0))
        assert '<td role=cell data-label="">1.234</td>' in row and ">%50<" in row
        assert "30 Kas 2026" in daily_banner(VARIANTS["spider-1"], DAY)
    finally:
        language.speak("en", None)


# No number a player reads is written by a format of its own -------------------------------------

PAGE_LAYER = Path(__file__).resolve().parent.parent / "py" / "table"
# A format spec that groups (",", "_") or writes a percent: language.number and language.percent do.
BY_HAND = re.compile(r"[,_%]")
# In a str.format template ("{:,}", "{count:.0%}") too.
IN_TEMPLATE = re.compile(r"\{[\w.\[\]]*![rsa]?:[^{}]*[,_%][^{}]*\}|\{[\w.\[\]]*:[^{}]*[,_%][^{}]*\}")


def formats_by_hand(source: str) -> list[str]:
    """Each f-string format, format() call or template in `source` that groups digits or writes
    a percent, with its line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            spec = ast.unparse(node.format_spec)
            if BY_HAND.search(spec):
                found.append(f"{node.lineno}: {spec}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "format":
            found += [
                f"{node.lineno}: format()"
                for a in node.args[1:]
                if isinstance(a, ast.Constant) and BY_HAND.search(str(a.value))
            ]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and IN_TEMPLATE.search(node.value):
            found.append(f"{node.lineno}: {node.value!r}")
    return found


def test_the_check_finds_a_number_formatted_by_hand():
    source = 'x = f"{n:,}"\ny = f"{r:.0%}"\nz = "{:,}".format(n)\nw = format(n, "_")\n'
    assert sorted(formats_by_hand(source)) == ["1: f','", "2: f'.0%'", "3: '{:,}'", "4: format()"]
    assert formats_by_hand('x = f"{n:.1f} {w:02d}"\ny = "{count} moves, 50%"') == []


def test_no_number_of_the_page_layer_is_grouped_or_made_a_percent_by_hand():
    found = {
        f"{path.relative_to(PAGE_LAYER)}:{where}"
        for path in sorted(PAGE_LAYER.rglob("*.py"))
        for where in formats_by_hand(path.read_text())
    }
    # A complaint's str: English for developers and logs, as show/writing.py's ENGLISH writes it
    # (storage may not reach it); the player reads the complaint worded by language.number.
    assert found == {
        "storage/sentences.py:" + next(iter(formats_by_hand((PAGE_LAYER / "storage/sentences.py").read_text())))
    }
    assert len(formats_by_hand((PAGE_LAYER / "storage/sentences.py").read_text())) == 1


def test_hindi_groups_as_india_writes_and_vietnamese_months_carry_their_number() -> None:
    hindi, vietnamese = written("hi"), written("vi")
    assert [number(hindi, n) for n in (1234, 12345, 123456, 1234567)] == ["1,234", "12,345", "1,23,456", "12,34,567"]
    assert number(written("de"), 1234567) == "1.234.567"  # and the others as before
    assert day_words(vietnamese, DAY) == "30 thg 11, 2026"
