"""Your game on your other device: a transfer link carries this device's statistics, days won,
settings and game in progress; the device that opens it adds them to its own, once, and asks
before anything changes; a link cut short, altered or forged changes nothing and says why."""

from __future__ import annotations

import base64
import json
import zlib
from dataclasses import replace
from datetime import date

import pytest

from fake_page import FakeStorage
from recording_screen import table_of
from solitaire import new_game
from solitaire.graded import graded_deals
from solitaire.stats import Record, Result, combined
from table.control.table import Table
from table.storage.envelope import Store
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame
from table.storage.schema import MAX_DEVICES
from table.storage.transfer import FRAGMENT, pack, unpack
from table.storage.validator import ShapeError

WIN = Result(True, 120, 300.0, score=900)
LOSS = Result(False, 40, 100.0)
AT = 1_780_000_000_000


def device(*results: tuple[str, str | None, Result], days: tuple[tuple[str, str], ...] = ()) -> PlayerData:
    data = PlayerData(Store(FakeStorage()))
    for variant, deal, result in results:
        data.record(variant, deal, result)
    for variant, day in days:
        data.record_daily(variant, date.fromisoformat(day))
    return data


def in_progress(moves: int = 3) -> SavedGame:
    game = new_game("spider", "7-4")
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return SavedGame.of(game, deal="7-4", opening=None, seconds=42.0, started=True, ended=False, beat=None)


def test_a_link_carries_every_stored_shape_and_reads_back_the_same():
    easy = graded_deals("spider-1", "easy")[0]
    data = device(("spider-1", easy, WIN), ("beetle", "7", LOSS), days=(("spider-1", "2026-11-30"),))
    data.save_settings(replace(data.settings, theme="dark", score="shown", winnable=("beetle",)))
    sent = data.transfer(AT, in_progress())
    fragment = pack(sent)
    assert fragment.startswith(FRAGMENT) and len(fragment) < 1000
    assert unpack(fragment) == sent
    assert unpack(pack(replace(sent, game=None))) == replace(sent, game=None)
    assert unpack("") is None and unpack("#deal=5") is None  # no transfer: nothing to read


def test_opened_on_another_device_the_statistics_are_added_and_counted_once():
    phone = device(("spider-1", None, WIN), ("spider-1", None, LOSS), days=(("spider-1", "2026-11-29"),))
    laptop = device(("spider-1", None, WIN), ("beehive", None, WIN), days=(("spider-1", "2026-11-30"),))
    laptop.save_settings(replace(laptop.settings, faces="large"))
    phone.save_settings(replace(phone.settings, theme="dark", faces="classic", language="de"))
    link = pack(phone.transfer(AT, None))
    transfer = unpack(link)
    assert transfer is not None
    assert laptop.merge(transfer)
    together = laptop.combined("spider-1")
    assert together is not None and (together.played, together.won) == (3, 2)
    assert laptop.combined("beehive") == laptop.stats["beehive"]
    assert laptop.won_days("spider-1") == [date(2026, 11, 29), date(2026, 11, 30)]
    assert laptop.settings.theme == "dark" and laptop.settings.faces == "large"  # faces suit the screen
    assert laptop.settings.language == "auto"  # and the language is this browser's
    assert not laptop.merge(transfer)  # the same link again: nothing new
    assert laptop.combined("spider-1") == together
    phone.record("spider-1", None, WIN)  # the phone plays on, and sends again: the newer replaces the older
    assert laptop.merge(replace(phone.transfer(AT + 1000, None)))
    again = laptop.combined("spider-1")
    assert again is not None and (again.played, again.won) == (4, 3)
    assert not laptop.merge(phone.transfer(AT, None))  # an older link changes nothing
    assert laptop.combined("spider-1") == again
    assert not laptop.merge(laptop.transfer(AT + 5000, None))  # a link of its own
    kept = PlayerData(laptop.store)  # and all of it is kept
    assert kept.combined("spider-1") == again and kept.device == laptop.device


def test_statistics_combined_keep_the_bests_and_this_device_s_streak():
    here = Record().after(WIN).after(LOSS).after(WIN)
    there = Record().after(replace(WIN, moves=90, seconds=100.0, score=950)).after(WIN).after(WIN)
    both = combined(here, [there])
    assert (both.played, both.won, both.streak, both.best_streak) == (6, 5, 1, 3)
    assert (both.fewest_moves, both.fastest, both.best_score) == (90, 100.0, 950)
    helped = Record().after(replace(WIN, helped=True))
    assert combined(Record(), [helped]).fewest_moves is None and combined(Record(), [helped]).best_score is None


def test_no_more_devices_than_the_store_holds():
    here = device()
    for n in range(MAX_DEVICES):
        assert here.merge(replace(device(("beetle", None, WIN)).transfer(AT, None), device=f"{n:016x}"))
    with pytest.raises(ValueError, match="8 other devices"):
        here.merge(replace(device().transfer(AT, None), device="f" * 16))


def _packed(data: object) -> str:
    return FRAGMENT + base64.urlsafe_b64encode(zlib.compress(json.dumps(data).encode())).rstrip(b"=").decode()


def test_a_link_cut_short_altered_or_forged_is_refused_saying_why():
    fragment = pack(device(("spider-1", None, WIN)).transfer(AT, in_progress()))
    for end in range(len(FRAGMENT) + 1, len(fragment), 7):
        with pytest.raises(ShapeError, match=r"cut short|not a transfer"):
            unpack(fragment[:end])
    with pytest.raises(ShapeError, match="not a transfer link"):
        unpack(fragment + "!")
    good = json.loads(zlib.decompress(base64.urlsafe_b64decode(fragment[len(FRAGMENT) :] + "==")))
    forged = [
        {**good, "kind": "something else"},
        {**good, "schema": 2},
        {**good, "device": "../../etc"},
        {**good, "at": -1},
        {**good, "stats": {"spider-1": {**good["stats"]["spider-1"], "won": 5}}},  # more won than played
        {**good, "stats": {"spider-1:impossible": good["stats"]["spider-1"]}},
        {**good, "game": {**good["game"], "record": ["1>2", "9>9"]}},  # moves the rules refuse
        {**good, "settings": {**good["settings"], "theme": "<script>"}},
        [good],
    ]
    for data in forged:
        with pytest.raises(ShapeError):
            unpack(_packed(data))
    bomb = FRAGMENT + base64.urlsafe_b64encode(zlib.compress(b" " * 5_000_000, 9)).rstrip(b"=").decode()
    with pytest.raises(ShapeError, match="more than any player"):
        unpack(bomb)


def answer(table: Table, kind: str, answer: str) -> None:
    """The player's answer to the question open, as the page tells it (the dialog closed by Escape: "no")."""
    table.router.control({"answer": answer, "question": kind})


def test_a_link_opened_asks_first_and_changes_nothing_when_refused():
    table, screen = table_of("beetle", "7")
    phone = device(("spider-1", None, WIN))
    before = (table.data.export(), dict(table.data.others))
    table.enter(lambda: table.sending.received(pack(phone.transfer(AT, in_progress()))))
    asked = screen.sent["question"]
    assert asked is not None and asked["kind"] == "transfer" and screen.state.dialogs.question is not None
    assert asked["text"].startswith("This link holds the statistics of 1 game played on your other device")
    assert (asked["yes"], asked["no"]) == ("Add", "Not now")
    assert (table.data.export(), dict(table.data.others)) == before  # nothing yet
    answer(table, "transfer", "no")
    assert (table.data.export(), dict(table.data.others)) == before
    game = screen.sent["question"]  # then its game, asked about on its own
    assert game is not None and game["kind"] == "transfer-game" and "Spider, four suits at move 3" in game["text"]
    assert (game["yes"], game["no"]) == ("Play", "Not now")
    answer(table, "transfer-game", "no")
    assert screen.sent["question"] is None and screen.state.dialogs.question is None
    assert (table.data.export(), dict(table.data.others)) == before
    assert table.playing.deal == "7"
    table.enter(lambda: table.sending.received(pack(phone.transfer(AT, None))))
    answer(table, "transfer", "yes")
    assert screen.sent["once"]["told"]["text"] == "Added the other device's statistics and settings."
    assert screen.state.dialogs.question is None  # no game in progress there: nothing more to ask
    together = table.data.combined("spider-1")
    assert together is not None and together.won == 1


def test_a_game_in_progress_from_the_other_device_is_played_only_when_asked_and_the_one_here_kept_aside():
    table, screen = table_of("beetle", "7")
    table.enter(table.hand.deal)  # a game in progress here
    assert table.data.saved is not None and table.data.saved.in_progress
    here = table.data.saved
    game = in_progress()
    table.enter(lambda: table.sending.received(pack(device().transfer(AT, game))))
    answer(table, "transfer", "yes")
    assert table.playing.deal == "7"  # not before it is asked
    answer(table, "transfer", "yes")  # a late answer to the question answered: nothing
    answer(table, "transfer-game", "yes")
    assert table.playing.game.record == game.record and table.playing.deal == "7-4"
    assert table.data.parked == here  # not lost
    assert screen.state.notes.parked is not None


def test_a_bad_link_says_so_and_changes_nothing():
    table, screen = table_of("beetle", "7")
    before = table.data.export()
    table.enter(lambda: table.sending.received(FRAGMENT + "AAAA"))
    told = screen.sent["once"]["told"]
    assert told["alert"] and "cannot be read" in told["text"] and "Nothing was changed" in told["text"]
    assert table.data.export() == before


def test_the_send_dialog_holds_the_link_and_a_qr_code_only_when_it_fits():
    table, screen = table_of("spider", "7-4")
    table.router.act("send")
    shown = screen.state.dialogs.send
    assert shown is not None and shown["qr"] and screen.sent["open"] == "send"
    assert shown["link"].startswith("http://127.0.0.1/?game=spider&deal=7-4#transfer=")
    transfer = unpack(shown["link"][shown["link"].index("#") :])
    assert transfer is not None and transfer.device == table.data.device
    for n in range(400):  # a heavy player: many days of deals of the day won in every game
        for variant in ("spider-1", "spider-2", "spider-4", "beetle", "beehive"):
            table.data.record_daily(variant, date(2026, 11, 1).fromordinal(date(2026, 11, 1).toordinal() + n))
    table.router.act("send")
    heavy = screen.state.dialogs.send
    assert heavy is not None and not heavy["qr"] and "too long for a QR code" in heavy["note"]
