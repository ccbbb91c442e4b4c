"""The dialogs and the menu as parts of the table's state: the controllers fill them, and the page is
sent each part only when it changed. Driven through the `Screen` protocol with a screen that
records what it is asked to draw; no page, real or stand-in."""

from __future__ import annotations

import pytest

from recording_screen import table_of
from solitaire import from_text
from solitaire.daily_table import FIRST_DAY
from solitaire.moves import parse_move
from table.play.start import fresh
from test_control_words import table_at
from test_results_words import NEAR_WON


def test_the_help_is_a_part_of_the_state_sent_once_and_its_example_steps_with_it():
    table, screen = table_of()
    table.router.act("help")
    shown = screen.state.dialogs.help
    assert shown is not None and shown["title"] == "How to play Spider, one suit"
    assert screen.sent["help"] == shown and screen.sent["open"] == "help"
    example = screen.sent["example"]
    assert example is not None and example["first"] and not example["last"]
    table.router.act("example-next")
    assert "help" not in screen.sent, "the guide's markup is not sent again"
    stepped = screen.sent["example"]
    assert stepped is not None and not stepped["first"] and stepped["step"] != example["step"]
    table.tick()
    assert "example" not in screen.sent and "help" not in screen.sent


def test_help_for_a_game_sharing_its_example_sends_the_example_again_with_its_markup():
    table, screen = table_of()
    table.router.act("help")
    table.router.act("close-panel")
    table.enter(lambda: table.games.new("spider-4"))
    table.router.act("help")
    assert screen.sent["help"]["title"] == "How to play Spider, four suits"
    assert screen.sent["example"] is not None, "the new markup holds an empty example until it is drawn"


def test_the_example_stops_playing_by_itself_once_the_help_closes():
    table, screen = table_of()
    table.router.act("help")
    table.router.act("example-play")
    screen.timers.pop("example")()
    assert "example" in screen.timers  # still playing
    table.router.control({"closed": "help"})
    screen.timers.pop("example")()
    assert "example" not in screen.timers and table.help.example is not None and not table.help.example.playing


def test_the_statistics_follow_the_game_chosen_in_the_message_not_a_read_of_the_page():
    table, screen = table_of("beetle", "7")
    table.router.act("stats")
    assert screen.state.dialogs.stats is not None and screen.state.dialogs.stats["game"] == "beetle"
    table.router.control({"statsGame": "all"})
    stats = screen.state.dialogs.stats
    assert stats["game"] == "all" and screen.sent["stats"] == stats
    table.router.control({"statsGame": "<script>"})  # no option of the picker: the game preferred
    assert screen.state.dialogs.stats["game"] == table.settings.variant


def test_the_settings_read_from_the_message_and_a_choice_no_option_offers_is_no_choice():
    table, screen = table_of("spiderette", "3-2")
    table.router.act("settings")
    shown = screen.state.dialogs.settings
    assert shown is not None and shown["winnable"] == "spiderette" and shown["fields"]["winnable"] is False
    fields = {**shown["fields"], "winnable": True, "theme": "dark", "felt": "plaid", "colours": "yes"}
    table.router.control({"settings": fields})
    settings = table.settings
    assert settings.winnable == ("spiderette",) and settings.theme == "dark"
    assert settings.felt == "green" and settings.colours == "two"  # as they were
    assert screen.state.looks.theme == "dark" and screen.sent["looks"] == {"theme": "dark"}
    fields = screen.sent["settings"]["fields"]  # the form shows the settings kept, not what it was sent
    assert fields["felt"] == "green" and fields["colours"] is False and fields["winnable"] is True


@pytest.mark.parametrize("choice", [None, "", "all", "__proto__"])
def test_a_reset_with_no_game_chosen_does_nothing(choice):
    table, screen = table_of()
    before = table.data.export()
    event = {"action": "reset-stats"} if choice is None else {"action": "reset-stats", "choice": choice}
    table.router.control(event)
    assert table.data.export() == before and "told" not in screen.sent.get("once", {})
    assert screen.state.dialogs.question is None  # nothing to ask about


def test_the_menu_s_days_are_a_part_sent_when_the_menu_opens():
    table, screen = table_of()
    table.router.control({"menu": True})
    assert screen.sent["days"] == {"first": FIRST_DAY.isoformat(), "last": "2026-11-30", "suggested": "2026-11-29"}
    table.router.control({"menu": True})
    assert "days" not in screen.sent


def test_a_deal_typed_closes_the_menu_and_empties_its_box_once():
    table, screen = table_of()
    table.router.control({"deal": "12-1"})
    once = screen.sent["once"]
    assert once.get("clearDeal") and once.get("closeMenu")
    table.tick()
    assert "once" not in screen.sent


def test_a_result_card_closed_by_escape_is_closed_in_the_table_s_state():
    table, screen = table_at(fresh(from_text(NEAR_WON)))
    assert table.play(parse_move("2>1"))
    assert screen.state.notes.result is not None and screen.sent["open"] == "result"
    table.router.control({"closed": "result"})  # Escape, or a tap on the backdrop: the page tells
    assert screen.state.notes.result is None and screen.sent["result"] is None
    table.tick()
    assert "result" not in screen.sent, "nothing draws the card again"
    table.router.control({"closed": ["result"]})  # hostile values change nothing
    table.router.control({"closed": "no-such-dialog"})
    assert screen.state.notes.result is None
