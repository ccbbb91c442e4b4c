"""The page's language: which one a visit speaks (a link's, the player's choice, the browser's),
its words from a compiled catalog, and the catalogs themselves: the template what the code marks,
each language's complete, and a pseudo-language that shows which words are marked."""

from __future__ import annotations

import asyncio
import io
import re
import zlib
from collections.abc import Coroutine, Iterator
from typing import Any

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo

import catalogs
from recording_screen import table_of
from solitaire import VARIANTS
from solitaire.cards import RANK_NAMES, SUIT_NAMES
from table.browser.catalogs import LARGEST, CatalogMissing, inflated
from table.show import language, names
from table.show.language import PSEUDO, SOURCE, asked, best_match, chosen, direction


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


PSEUDO_WORDS = compiled(catalogs.pseudo_catalog(catalogs.read(catalogs.TEMPLATE)))


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    language.speak(SOURCE, None)


@pytest.fixture
def ready(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if the catalogs of these languages were complete."""
    monkeypatch.setattr(language, "READY", frozenset({"de", "pt-BR", "zh-Hans", "ar", "ja"}))


@pytest.mark.usefixtures("ready")
def test_the_browser_s_preferences_are_matched_by_whole_tag_then_language():
    assert best_match(["de-AT", "en"]) == "de"
    assert best_match(["fr-FR", "ja-JP"]) == "ja"  # French not ready: the next preference
    assert best_match(["zh-CN"]) == "zh-Hans" and best_match(["zh"]) == "zh-Hans"
    assert best_match(["zh-TW", "ar-EG"]) == "ar"  # Traditional Chinese is not Simplified
    assert best_match(["pt-PT"]) == "pt-BR"
    assert best_match(["x" * 100, 5, None, "klingon"]) == SOURCE  # hostile or unknown: English
    assert best_match([]) == SOURCE


@pytest.mark.usefixtures("ready")
def test_a_link_s_language_comes_first_then_the_choice_then_the_browser():
    assert asked("?game=spider&deal=5-1&lang=ja") == ("ja", None)
    assert asked("?game=spider&deal=5-1") == (None, None)
    assert asked(f"?lang={PSEUDO}") == (PSEUDO, None)
    tag, problem = asked("?lang=<script>")
    assert tag is None and problem is not None and "'<script>'" in problem
    assert chosen("ja", "de", ["ar"]) == "ja"
    assert chosen(None, "de", ["ar"]) == "de"
    assert chosen(None, "auto", ["ar"]) == "ar"
    assert chosen(None, "fr", ["ar"]) == "ar"  # a choice not ready (a newer page's): the browser's
    assert direction("ar") == "rtl" and direction("de") == "ltr"


def test_the_words_are_the_catalog_s_and_a_broken_catalog_changes_nothing():
    language.speak(PSEUDO, PSEUDO_WORDS)
    assert language.spoken() == PSEUDO
    assert language._("Easy deal").startswith("⟦") and "{game}" in language._("{game} has no deals of that difficulty.")
    with pytest.raises(ValueError, match="no catalog"):
        language.speak("de", b"not a catalog")
    assert language.spoken() == PSEUDO  # as it was
    language.speak(SOURCE, None)
    assert language._("Easy deal") == "Easy deal"


def test_the_marked_words_of_the_table_are_drawn_in_its_language():
    """Under the pseudo-language, every part moved to the catalogs shows only marked words."""
    language.speak(PSEUDO, PSEUDO_WORDS)
    table, screen = table_of("spider", "7-1")
    table.router.control({"action": "graded", "choice": "easy"})
    grade = screen.sent["notes"]["grade"]
    assert grade is not None and grade[1].startswith("⟦") and grade[1].endswith("⟧")
    table.router.act("send")
    send = screen.state.dialogs.send
    assert send is not None and send["note"].startswith("⟦")
    table.router.act("stats")
    rows = screen.state.dialogs.stats
    assert rows is not None and "⟦" in rows["table"]
    assert screen.state.looks.lang == PSEUDO and screen.state.looks.dir == "ltr"


@pytest.mark.usefixtures("ready")
def test_a_language_chosen_in_the_settings_is_fetched_and_the_whole_page_drawn_in_it():
    table, screen = table_of("spider", "7-1")

    async def pseudo_words(_: str) -> bytes:
        return PSEUDO_WORDS

    screen.catalog = pseudo_words  # type: ignore[method-assign]
    spawned: list[Coroutine[Any, Any, None]] = []
    table.solving.background.spawn = spawned.append  # type: ignore[method-assign]
    table.router.control({"settings": {"language": "de"}})
    assert table.settings.language == "de" and len(spawned) == 1
    asyncio.run(spawned[0])
    assert language.spoken() == "de" and screen.state.looks.lang == "de"
    assert "chrome" in screen.sent  # every part again
    table.router.control({"action": "graded", "choice": "hard"})
    assert screen.sent["notes"]["grade"][1].startswith("⟦")


@pytest.mark.usefixtures("ready")
def test_a_language_that_cannot_be_fetched_is_told_and_the_page_stays_in_its_own():
    table, screen = table_of("spider", "7-1")
    asyncio.run(table._speak("de"))  # the recording screen has no catalogs
    assert language.spoken() == SOURCE
    told = screen.sent["once"]["told"]
    assert told["alert"] and told["text"].startswith("That language could not be loaded")


def test_the_template_is_what_the_code_marks_and_every_catalog_is_complete():
    source = catalogs.template()
    written = catalogs.read(catalogs.TEMPLATE)
    assert [(m.id, m.context) for m in source if m.id] == [(m.id, m.context) for m in written if m.id]
    complete = set()
    for tag in language.NAMES:
        path = catalogs.catalog_path(tag)
        if tag != SOURCE and path.exists():
            found = catalogs.problems(catalogs.read(path, tag), source)
            assert not found, f"{tag}: {found[:5]}"
            complete.add(tag)
    assert complete == set(language.READY)  # offered only when complete, and every complete one offered


def test_the_checks_find_what_keeps_a_catalog_from_being_complete():
    source = Catalog(locale="en")
    source.add("Deal {code} is on the table.", flags=("python-brace-format",))
    source.add(("{n} move", "{n} moves"))
    source.add("Undo")
    german = Catalog(locale="de", fuzzy=False)
    german.add("Deal {code} is on the table.", "Austeilung {nummer} liegt auf dem Tisch.")
    german[("{n} move", "{n} moves")] = Message(("{n} move", "{n} moves"), ("{n} Zug",))
    german.add("Gone", "Weg")
    found = catalogs.problems(german, source)
    assert any(line.startswith("placeholders ['nummer'], not ['code']") for line in found)
    assert any("1 plural forms, not 2" in line for line in found)
    assert any(line.startswith("missing: 'Undo'") for line in found)
    assert any(line.startswith("not in the template: 'Gone'") for line in found)
    fuzzy = Catalog(locale="de", fuzzy=False)
    fuzzy.add("Undo", "Rückgängig", flags=("fuzzy",))
    only_undo = Catalog(locale="en")
    only_undo.add("Undo")
    assert catalogs.problems(fuzzy, only_undo) == ["fuzzy: 'Undo'"]
    header = Catalog(locale="pl", fuzzy=True)  # compiled, it would lose its three plural forms
    header.add("Undo", "Cofnij")
    assert catalogs.problems(header, only_undo) == ["fuzzy: the header"]


def test_the_pseudo_language_marks_every_word_and_keeps_placeholders_and_markup():
    shown = catalogs.pseudo("Deal {code} is <b>on</b> the table &amp; more.")
    assert shown.startswith("⟦") and shown.endswith("⟧")
    assert "{code}" in shown and "<b>" in shown and "&amp;" in shown
    assert "Deal" not in shown and len(shown) >= 1.4 * len("Deal {code} is <b>on</b> the table &amp; more.")


def test_every_name_the_engine_gives_is_in_the_catalogs():
    given = {variant.title for variant in VARIANTS.values()} | {variant.game_name for variant in VARIANTS.values()}
    assert given == set(names.TITLES)
    sides = {side.name for variant in VARIANTS.values() for side in variant.side_piles}
    assert sides == set(names.SIDE_PILES)
    assert [names.RANKS[n] for n in range(1, 14)] == list(RANK_NAMES[1:]) and names.SUITS == SUIT_NAMES


@pytest.mark.slow  # seconds on its own: `make unit` and `make test` run it
def test_each_compiled_catalog_reaches_the_player_in_at_most_30_kb_and_inflates_to_its_words(tmp_path):
    catalogs.compile_catalogs(tmp_path)
    folder = tmp_path / catalogs.OUTPUT
    sent = {path.name.removesuffix(catalogs.COMPILED): path.read_bytes() for path in folder.iterdir()}
    assert set(sent) == {*language.READY, PSEUDO}
    for tag, packed in sent.items():
        assert len(packed) <= 30_000, (tag, len(packed))  # as sent by any host: it compresses no further
        if tag != PSEUDO:
            words = inflated(packed)
            assert words == compiled_for(tag)
            language.speak(tag, words)
            assert language.spoken() == tag


def compiled_for(tag: str) -> bytes:
    """A language's catalog as the build compiles it."""
    catalog = catalogs.read(catalogs.catalog_path(tag), tag)
    if tag in language.RIGHT_TO_LEFT:
        catalogs.isolate_notation(catalog)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def test_a_catalog_cut_short_spoiled_or_too_big_is_not_taken():
    words = compiled(catalogs.pseudo_catalog(catalogs.read(catalogs.TEMPLATE)))
    packed = zlib.compress(words, 9)
    assert inflated(packed) == words
    for bad in (packed[:-10], packed[:2] + bytes(10) + packed[12:], b"", zlib.compress(bytes(LARGEST + 1))):
        with pytest.raises(CatalogMissing):
            inflated(bad)


SPOKEN_SYMBOLS = ("→", "←", "⇒", "⇐", "->", "<-")  # a screen reader reads them out: "right arrow"


@pytest.mark.parametrize("tag", sorted(language.READY))
def test_no_catalog_says_a_move_or_a_way_with_an_arrow(tag: str) -> None:
    """Moves are announced, and ways through the menus told, as sentences: an arrow standing for
    a word is read aloud as "arrow" by a screen reader."""
    for message in catalogs.read(catalogs.catalog_path(tag), tag):
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            assert not any(symbol in (form or "") for symbol in SPOKEN_SYMBOLS), (message.id, form)


def test_the_settings_offer_every_language_in_itself_and_in_its_direction() -> None:
    """index.html's choice of language holds every language the page speaks (English and the ready
    ones), in `NAMES`' order, each named in itself, tagged with its language and, when written right
    to left, its direction; a language still being translated is not offered."""
    page = (catalogs.ROOT / "index.html").read_text(encoding="utf-8")
    choice = page[
        page.index('data-setting="language"') : page.index("</select>", page.index('data-setting="language"'))
    ]
    offered = re.findall(r'<option value="([^"]+)" lang="([^"]+)"( dir="rtl")?>([^<]+)</option>', choice)
    assert [(value, tag, bool(rtl), name) for value, tag, rtl, name in offered] == [
        (tag, tag, tag in language.RIGHT_TO_LEFT, name)
        for tag, name in language.NAMES.items()
        if tag == language.SOURCE or tag in language.READY
    ]
