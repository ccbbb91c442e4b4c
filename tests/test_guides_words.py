"""The help's words are in the catalogs: each guide's paragraphs, list items and example steps whole,
one message each, and under the pseudo-language the help shows none left in English: its title,
every section of its guide, the worked example's buttons and every step's caption."""

from __future__ import annotations

import html
import io
import re
from collections.abc import Iterator

import pytest
from babel.messages.mofile import write_mo

import catalogs
from recording_screen import table_of
from solitaire import VARIANTS
from table.show import language
from table.show.guides import GUIDES, PICKING, Guide

TEMPLATE = catalogs.read(catalogs.TEMPLATE)
_buffer = io.BytesIO()
write_mo(_buffer, catalogs.pseudo_catalog(TEMPLATE))
PSEUDO_WORDS = _buffer.getvalue()

TAG = re.compile(r"<[^>]*>")
LABEL = re.compile(r'aria-label="([^"]*)"')  # words inside a tag that a player hears
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")  # the innermost marked part: a message holds the messages put in it


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    language.speak(language.SOURCE, None)


def read(shown: str) -> str:
    """The words of markup as a player meets them: the text between its tags and the labels inside
    them, entities read."""
    return html.unescape(" ".join([*LABEL.findall(shown), TAG.sub(" ", shown)]))


def unmarked(shown: str) -> str:
    """What is left of the words once every marked part is taken out, innermost first."""
    left = read(shown)
    while MARKED.search(left):
        left = MARKED.sub(" ", left)
    return left


def assert_marked(shown: str) -> None:
    """Shown only in marked words. Outside the marks nothing is left but spaces, punctuation and
    digits (the numbers the code puts in, such as the example's step numbers); and since the
    pseudo-language accents every letter of a message, no plain letter is left inside them either:
    one there would be a value put into a message unworded, such as a step's sentence."""
    assert "⟦" in shown, f"nothing marked: {shown[:80]!r}"
    left = unmarked(shown)
    assert not re.search(r"[^\s\d.,:;·]", left), f"outside the marks: {left.split()}"
    plain = re.findall(r"[A-Za-z]+", read(shown))
    assert not plain, f"plain letters inside the marks: {plain} in {shown[:200]!r}"


def paragraphs(guide: Guide) -> list[str]:
    return [
        guide.layout,
        *guide.moving,
        guide.dealing,
        guide.winning,
        *guide.special,
        *guide.strategy,
        guide.example.intro,
        *(step.says for step in guide.example.steps),
    ]


@pytest.mark.parametrize("game", sorted(GUIDES))
def test_every_paragraph_item_and_step_of_a_guide_is_one_message_of_the_template(game):
    for words in paragraphs(GUIDES[game]):
        assert TEMPLATE.get(words) is not None, f"not in the template, whole: {words!r}"


def test_words_shared_by_several_guides_are_one_message():
    """How to pick cards up is one paragraph in every guide; the game's name in the help's own
    words is a placeholder, not one message per game."""
    assert all(PICKING in GUIDES[game].moving for game in GUIDES)
    assert TEMPLATE.get(PICKING) is not None
    for words, context in (("What is special in {game}", "help section"), ("How to play {game}", None)):
        message = TEMPLATE.get(words, context)
        assert message is not None and "python-brace-format" in message.flags
    ids = {message.id for message in TEMPLATE}
    assert not any(f"What is special in {variant.game_name}" in ids for variant in VARIANTS.values())


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_help_shows_no_word_unmarked_in_the_pseudo_language(variant):
    """Opened on the table, as a player opens it: the title, the guide and the key map's heading,
    then the example's caption at its start and after every step."""
    language.speak(language.PSEUDO, PSEUDO_WORDS)
    table, screen = table_of()
    table.enter(lambda: table.games.new(variant))
    table.router.act("help")
    shown = screen.sent["help"]
    assert_marked(shown["title"])
    assert_marked(shown["guide"])
    guide = GUIDES[VARIANTS[variant].game]
    for words in (guide.layout, *guide.moving, guide.dealing, guide.winning, guide.example.intro):
        assert f"<p>{html.escape(language._(words))}</p>" in shown["guide"], "a paragraph, whole"
    for words in (*guide.special, *guide.strategy):
        assert f"<li>{html.escape(language._(words))}</li>" in shown["guide"], "a list item, whole"
    head = re.search(r"<thead>.*</thead>", shown["keys"])  # the rows are the key map's (show/keys.py)
    assert head is not None
    assert_marked(head.group())
    captions = [screen.sent["example"]["step"]]
    for _ in guide.example.steps:
        table.router.act("example-next")
        captions.append(screen.sent["example"]["step"])
    assert len(set(captions)) == len(guide.example.steps) + 1
    for caption in captions:
        assert_marked(caption)
