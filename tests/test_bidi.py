"""Right-to-left text: every value put into a sentence, and every notation a catalog writes
literally, is isolated (FSI ... PDI) in a language written right to left, and in no other; what
goes to the clipboard reads as one right-to-left paragraph. docs/languages.md says why."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.catalog import Catalog

import catalogs
from table.show import language
from table.show.language import FSI, PDI, RIGHT_TO_LEFT, RLI, SOURCE, isolated, notation_isolated
from test_language import compiled_for

PLACEHOLDER = re.compile(r"\{(\w+)\}")
# Values as the table puts them into sentences: a deal code, a move, a typed text, a day, a card.
VALUES = ["41739205-2", "3>7:2", "abc 1-2", "2026-11-30", "TS", "العمود 3"]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    language.speak(SOURCE, None)


def template() -> Catalog:
    return catalogs.read(catalogs.TEMPLATE)


def with_places(source: Catalog) -> list[str]:
    return [message.id for message in source if isinstance(message.id, str) and PLACEHOLDER.search(message.id)]


@pytest.mark.parametrize("tag", sorted(RIGHT_TO_LEFT))
def test_every_value_is_isolated_in_a_right_to_left_language(tag: str) -> None:
    language.speak(tag, compiled_for(tag))
    sentences = with_places(template())
    assert len(sentences) > 150
    for number, msgid in enumerate(sentences):
        value = VALUES[number % len(VALUES)]
        said = language._(msgid)
        filled = said.format(**dict.fromkeys(PLACEHOLDER.findall(said), value))
        assert f"{FSI}{value}{PDI}" in filled, (msgid, filled)
        assert filled.replace(f"{FSI}{value}{PDI}", "").count(value) == 0, (msgid, filled)  # none bare


@pytest.mark.parametrize("tag", sorted(language.READY - RIGHT_TO_LEFT))
def test_no_value_is_isolated_in_a_left_to_right_language(tag: str) -> None:
    language.speak(tag, compiled_for(tag))
    for msgid in with_places(template()):
        said = language._(msgid)
        filled = said.format(**dict.fromkeys(PLACEHOLDER.findall(said), "41739205-2"))
        assert FSI not in filled and PDI not in filled and RLI not in filled, (msgid, filled)


def test_a_plural_and_a_context_isolate_as_a_sentence_does() -> None:
    language.speak("ar", compiled_for("ar"))
    moves = language.n_("{count} move", "{count} moves", 5).format(count=5)
    assert f"{RLI}5{PDI}" in moves  # a number alone: in the words' direction
    refused = language._("{value} is not a move: write d to deal, or source>target like 3>7 or 3>7:2")
    assert f"{FSI}9>9{PDI}" in refused.format(value="9>9")


@pytest.mark.parametrize("tag", sorted(RIGHT_TO_LEFT))
def test_every_literal_notation_of_a_right_to_left_catalog_is_isolated_as_compiled(tag: str) -> None:
    """3>7, 41739205-2, yyyy-mm-dd, game=spider... as the catalog writes them in its sentences."""
    language.speak(tag, compiled_for(tag))
    found = 0
    for message in template():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if len(ids) == 2:
            forms = [language.n_(ids[0], ids[1], n) for n in range(12)]
        else:
            forms = [language.p_(message.context, ids[0]) if message.context else language._(ids[0])]
        for said in forms:
            bare = language.NOTATION.findall(re.sub(r"<[^>]*>|\u2068[^\u2069]*\u2069", "", said))
            assert bare == [], (ids[0], bare)
            found += said.count(FSI)
    assert found > 20  # the catalog does write notation: the check reads what it means to


def test_notation_is_isolated_and_markup_and_placeholders_are_left_alone() -> None:
    isolated = notation_isolated('مثل 3>7:2، و<kbd class="a-b">Ctrl+Z</kbd> و{code} 1.5')
    assert isolated == f'مثل {FSI}3>7:2{PDI}، و<kbd class="a-b">{FSI}Ctrl+Z{PDI}</kbd> و{{code}} {FSI}1.5{PDI}'
    assert notation_isolated(isolated) == isolated  # once only
    assert notation_isolated("write d to deal") == "write d to deal"


def test_what_goes_to_the_clipboard_is_one_right_to_left_paragraph_in_arabic_only() -> None:
    assert language.paragraph("Spider · won") == "Spider · won"
    language.speak("ar", compiled_for("ar"))
    assert language.paragraph("العنكبوت") == f"{RLI}العنكبوت{PDI}"


def test_a_value_of_numbers_alone_reads_in_the_order_of_the_words_around_it() -> None:
    """A list "1, 2" has no direction of its own: isolated right to left (RLI), its first item is
    read first in a right-to-left sentence; a notation or a word keeps its own (FSI)."""
    assert isolated("1, 2") == f"{RLI}1, 2{PDI}" and isolated("5") == f"{RLI}5{PDI}"
    assert (
        isolated(f"{FSI}1{PDI}, {FSI}2{PDI}") == f"{RLI}{FSI}1{PDI}, {FSI}2{PDI}{PDI}"
    )  # letters inside isolates count not
    for directed in ("3>7", "-5", "Spider", "العمود 3", f"{FSI}1{PDI} או {FSI}4{PDI}"):
        assert isolated(directed).startswith(FSI), directed
