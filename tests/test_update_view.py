"""The table as a function of what happens to it, and the page as a function of the table: any run
of messages the page can send (controls, gestures, keys), with values plausible or hostile, never
makes the table raise or report a fault; and drawing a state is pure: the same state, in the same
language, always makes the same message, and drawing leaves the state as it was."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, get_args

from hypothesis import given, settings
from hypothesis import strategies as st

from recording_screen import RecordingScreen, table_of
from table.control.table import Table
from table.messages import ControlMessage, HandMessage
from table.show import language
from table.show.effects import Effects
from table.show.paint import paint
from test_control_words import PSEUDO_WORDS

# Each message of the page's scripts, by where the router takes it and its required fields.
MESSAGES = [("control", kind.__required_keys__) for kind in get_args(ControlMessage)] + [
    ("gesture", kind.__required_keys__) for kind in get_args(HandMessage)
]
PILES = ["1", "5", "10", "stock", "foundation", "0", "-1", "99", "", "__proto__"]

hostile = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


def plausible(table: Table) -> dict[str, st.SearchStrategy[Any]]:
    """Values the page sends for each field, by its name; any other field takes anything."""
    actions = sorted(table.router.actions) + sorted(table.router.chosen)
    return {
        "action": st.sampled_from(actions),
        "choice": st.sampled_from(["spider", "beetle", "easy", "hard", "all"]),
        "tap": st.sampled_from(PILES),
        "lift": st.sampled_from(PILES),
        "drop": st.sampled_from([*PILES, None]),
        "count": st.integers(-2, 14),
        "when": st.floats(0, 1e6),
        "key": st.sampled_from(["u", "d", "h", "n", "1", "0", "Escape", "Enter", "ArrowLeft", " ", "?"]),
        "closed": st.sampled_from(["result", "help", "stats", "settings", "send", "question", "help-panel"]),
        "settings": st.fixed_dictionaries({}, optional={"felt": st.sampled_from(["blue", "x"]), "speed": hostile}),
    }


@st.composite
def message(draw: st.DrawFn, table: Table) -> tuple[str, dict[str, Any]]:
    source, keys = draw(st.sampled_from(MESSAGES))
    known = plausible(table)
    fields = {key: draw(hostile | known[key]) if key in known else draw(hostile) for key in keys}
    return source, fields


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_no_message_the_page_can_send_makes_the_table_raise(data: st.DataObject) -> None:
    table, screen = table_of("beetle", "12")
    for _ in range(data.draw(st.integers(1, 12))):
        source, fields = data.draw(message(table))
        getattr(table.router, source)(fields)  # RecordingScreen.report raises what the table reports
        for name in list(screen.timers):  # what it set for later, run as the page would
            screen.timers.pop(name)()
    assert_drawn_purely(screen)


def assert_drawn_purely(screen: RecordingScreen) -> None:
    state = screen.state
    kept = repr(state)
    first, again = paint(None, state, Effects()), paint(None, state, Effects())
    assert first == again
    assert paint(state, state, Effects()) == {}, "an unchanged state sends nothing"
    assert repr(state) == kept, "drawing changed the state"


def test_a_state_is_drawn_in_the_language_it_holds_whatever_the_page_speaks_now() -> None:
    """The view takes the language from the state: a state in German reads the same drawn while
    the page speaks English (a catalog learned once is kept, as the page keeps it)."""
    table, screen = table_of("spider", "7-1")
    table.router.act("daily")
    language.speak("de", PSEUDO_WORDS)
    try:
        table.model = replace(table.model, lang="de")  # as the table's switch leaves it
        table.enter(lambda: None)
        german = screen.state
        drawn = paint(None, german, Effects())
        language.speak(language.SOURCE, None)
        assert german.looks.lang == "de" and paint(None, german, Effects()) == drawn
        assert drawn["notes"]["dailyBanner"].startswith("⟦")
        english = paint(None, replace(german, looks=replace(german.looks, lang="en")), Effects())
        assert not english["notes"]["dailyBanner"].startswith("⟦")
    finally:
        language.speak(language.SOURCE, None)
