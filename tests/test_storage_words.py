"""Storage's words in the language the page speaks: what the player is told of hostile stored
values, of a file that cannot be imported and of a bad transfer link is marked for the catalogs,
sentence by sentence, the values in it as data.

Storage may not reach the page's words (show/ is a room above it): its sentences are marked where
they are written and worded where they are told (control/notices.py's `worded`). So each problem
is read here as the player reads it, in the pseudo-language, whose every letter is accented and
every sentence between ⟦ ⟧: a letter left plain is a word not marked, unless it is one of the
data values the sentence quotes (a field's path, a value as shown, the choices it could have
been), which the case names.
"""

from __future__ import annotations

import base64
import io
import json
import re
import zlib
from collections.abc import Iterator
from typing import Any, get_args

import pytest
from babel.messages.mofile import write_mo

import catalogs
from fake_page import Booted, FakeStorage
from solitaire import GAMES, new_game
from solitaire.stats import Result, stats_to_json
from stored_strategies import Raw, deep, envelope
from table.control.notices import worded
from table.show import language
from table.storage.envelope import NOT_SAVED, PART_KEPT, SET_ASIDE, Name, Store, wrap
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame
from table.storage.schema import MAX_DEVICES
from table.storage.sentences import Complaint
from table.storage.settings import SPEEDS, THEMES
from table.storage.transfer import FRAGMENT, pack, unpack
from table.storage.validator import ShapeError


def compiled_pseudo_language() -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalogs.pseudo_catalog(catalogs.read(catalogs.TEMPLATE)))
    return buffer.getvalue()


PSEUDO_WORDS = compiled_pseudo_language()
WON = {"played": 1, "won": 1, "streak": 1, "best_streak": 1, "fewest_moves": 90, "fastest": 60.0}


@pytest.fixture
def pseudo() -> Iterator[None]:
    language.speak(language.PSEUDO, PSEUDO_WORDS)
    yield
    language.speak(language.SOURCE, None)


def unmarked(told: str, *data: str) -> list[str]:
    """The words of `told` that are not marked: each of its sentences (joined by spaces) between
    ⟦ ⟧, and no plain letter left in them once the data values named are taken out."""
    assert told.startswith("⟦") and told.endswith("⟧"), told
    outside, depth = [], 0
    for character in told:
        depth += {"⟦": 1, "⟧": -1}.get(character, 0)
        if depth == 0 and character not in "⟦⟧":
            outside.append(character)
    assert "".join(outside).strip() == "", f"words between the sentences: {told}"
    for value in sorted(data, key=len, reverse=True):
        assert value in told, f"{value!r} is not in {told!r}"
        told = told.replace(value, "")
    return re.findall(r"\S*[A-Za-z]\S*", told)


def a_saved_game(**change: Any) -> dict[str, Any]:
    game = new_game("spider", "41739205-2")
    game.play(next(move for move in game.legal_moves() if move != "d"))
    saved = SavedGame.of(game, deal="41739205-2", opening=None, seconds=42.0, started=True, ended=False, beat=None)
    return {**saved.to_json(), **change}


def good_storage() -> FakeStorage:
    """Statistics and settings beside the value under test; help already offered in every game,
    so that the page has nothing else to tell."""
    storage = FakeStorage()
    memory = PlayerData(Store(storage))
    memory.record("beetle", "7", Result(True, 100, 60.0))
    memory.save_settings(memory.settings.__class__(offered=tuple(GAMES)))
    return storage


# Stored values, told by the page as it opens ----------------------------------------------------

HOSTILE = {
    "not JSON": ("history", "{not json", ()),
    "not an envelope": ("settings", '"plain"', ()),
    "from a newer version": ("game", '{"schema":99,"data":{}}', ("99",)),
    "nested too deep": ("parked", deep(1000), ()),
    "not a number": ("stats", envelope({"beetle": {**WON, "fastest": Raw("NaN")}}), ("NaN",)),
    "a setting that is none": (
        "settings",
        envelope({"speed": "zoom", "colours": "four"}),
        ("speed", ", ".join(sorted(SPEEDS)), "'zoom'"),
    ),
    "more won than played": ("stats", envelope({"beetle": {**WON, "played": 0}}), ("beetle",)),
    "no day": ("daily", envelope({"beetle": ["2026-13-01"], "beehive": ["2026-11-29"]}), ("beetle.0",)),
    "a deal code of another game": ("game", envelope(a_saved_game(variant="beetle")), ()),
    "a move that is none": ("parked", envelope(a_saved_game(record=["4>7", "up"])), ("record.1", "'up'")),
    "no device's name": ("device", envelope("not a name"), ()),
}


def test_every_stored_value_has_its_own_sentences() -> None:
    """Each value is named in whole sentences of its own ("Your saved statistics..."), so that
    each language words it as its grammar wants: one for each that can be set aside or not saved,
    and for each whose good part is kept."""
    assert set(SET_ASIDE) == set(NOT_SAVED) == set(get_args(Name))
    assert set(PART_KEPT) == {"stats", "history", "settings", "daily", "others"}


@pytest.mark.parametrize("case", HOSTILE)
@pytest.mark.usefixtures("pseudo")
def test_what_the_page_tells_of_a_hostile_stored_value_is_marked(case: str) -> None:
    key, raw, data = HOSTILE[case]
    storage = good_storage()
    storage[f"solitaire.{key}"] = raw
    page = Booted(storage)
    assert storage[f"solitaire.{key}.unreadable"] == raw  # told of, and set aside
    assert unmarked(page.message, *data) == []


def test_a_full_storage_is_told_in_marked_words(pseudo: None) -> None:
    storage = FakeStorage()
    memory = PlayerData(Store(storage))
    storage.full = True
    memory.record("beetle", "7", Result(True, 100, 60.0))
    problems = memory.store.take_problems()
    assert len(problems) == 2  # the statistics and the recent deals
    for problem in problems:
        assert unmarked(worded(problem), "QuotaExceededError") == []


# A file that cannot be imported ---------------------------------------------------------------


def exported(**change: Any) -> str:
    memory = PlayerData(Store(FakeStorage()))
    memory.record("beetle", "7", Result(True, 100, 60.0))
    return json.dumps({**json.loads(memory.export()), **change})


BAD_FILES = {
    "not JSON": ("nonsense", ()),
    "not an export": ("{}", ()),
    "of another schema": (exported(schema=True), ("true",)),
    "with a field we do not know": (exported(extra=1), ("'extra'",)),
    "more won than played": (exported(stats={"beetle": {**WON, "played": 0}}), ("stats.beetle",)),
    "a theme that is none": (
        exported(settings={"theme": "<script>"}),
        ("settings.theme", ", ".join(sorted(THEMES)), "'<script>'"),
    ),
    "too long": (" " * 1_000_001, ("1,000,001", "1,000,000")),
}


@pytest.mark.parametrize("case", BAD_FILES)
def test_what_is_told_of_a_file_that_cannot_be_imported_is_marked(pseudo: None, case: str) -> None:
    text, data = BAD_FILES[case]
    with pytest.raises(Complaint) as refused:
        PlayerData(Store(FakeStorage())).import_file(text)
    assert unmarked(worded(refused.value), *data) == []


# A bad transfer link -----------------------------------------------------------------------------


def transfer_link() -> str:
    memory = PlayerData(Store(FakeStorage()))
    memory.record("spider-1", None, Result(True, 120, 300.0))
    return pack(memory.transfer(1_780_000_000_000, None))


def packed(**change: Any) -> str:
    """A link from another device, forged: its data changed."""
    good = json.loads(zlib.decompress(base64.urlsafe_b64decode(transfer_link()[len(FRAGMENT) :] + "==")))
    text = json.dumps({**good, **change}).encode()
    return FRAGMENT + base64.urlsafe_b64encode(zlib.compress(text)).rstrip(b"=").decode()


BAD_LINKS = {
    "cut short": (transfer_link()[:-12], ()),
    "altered": (transfer_link() + "!", ()),
    "of something else": (packed(kind="something else"), ()),
    "from no device": (packed(device="../../etc"), ("device",)),
    "more won than played": (packed(stats={"spider-1": {**WON, "played": 0}}), ("stats.spider-1",)),
    "a bomb": (FRAGMENT + base64.urlsafe_b64encode(zlib.compress(b" " * 5_000_000, 9)).rstrip(b"=").decode(), ()),
}


@pytest.mark.parametrize("case", BAD_LINKS)
def test_what_is_told_of_a_bad_transfer_link_is_marked(pseudo: None, case: str) -> None:
    link, data = BAD_LINKS[case]
    with pytest.raises(ShapeError) as refused:
        unpack(link)
    assert unmarked(worded(refused.value), *data) == []


def test_a_link_from_one_device_too_many_is_told_in_marked_words(pseudo: None) -> None:
    here = PlayerData(Store(FakeStorage()))
    links = []
    for number in range(MAX_DEVICES + 1):
        store = Store(FakeStorage())
        store.save("device", f"{number:016x}")
        other = PlayerData(store)
        links.append(other.transfer(1_780_000_000_000, None))
    for link in links[:-1]:
        assert here.merge(link)
    with pytest.raises(Complaint) as refused:
        here.merge(links[-1])
    assert unmarked(worded(refused.value)) == []


# The same complaints in English: for developers and the tests, as they were -----------------------


def test_a_complaint_s_english_is_its_str_whatever_the_page_speaks(pseudo: None) -> None:
    with pytest.raises(Complaint) as refused:
        PlayerData(Store(FakeStorage())).import_file(exported(schema=True))
    assert str(refused.value) == "that file cannot be read: it has schema true; this version reads 1"
    with pytest.raises(ShapeError) as refused:
        unpack(packed(stats={"spider-1": {**WON, "played": "x"}}))
    assert str(refused.value) == "stats.spider-1.played must be a whole number from 0 to 1,000,000,000,000,000, not 'x'"
    language.speak(language.SOURCE, None)
    assert worded(refused.value) == str(refused.value)


def test_a_stored_value_s_problem_is_told_once_in_english_too() -> None:
    storage = good_storage()
    storage["solitaire.stats"] = wrap(stats_to_json({}))[:-1]  # cut short
    told = Booted(storage).message
    assert (
        told
        == "Your saved statistics could not be read (it is not JSON), so it was set aside; nothing else was changed."
    )
