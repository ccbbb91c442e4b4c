"""The table's reach into the browser's objects (table.browser.dom): plain values both ways, what the page throws raised
in Python, and the changes nobody waits for sent together, in order, with the next message."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from table.browser.dom import Dom, PageError


def recording(answer: object, deferred: list[Callable[[], None]] | None = None) -> tuple[Dom, list[object]]:
    """A Dom whose page answers `answer` and keeps what it was sent; with `deferred`, a Dom whose
    changes wait for the end of the task, which a test ends by running what was deferred."""
    sent: list[object] = []

    def send(message: str) -> str:
        sent.append(json.loads(message))
        return json.dumps(answer)

    return Dom(send, None if deferred is None else deferred.append), sent


def test_without_a_task_to_wait_for_each_change_crosses_at_once() -> None:
    dom, sent = recording({})
    dom("@solitairePage").send("draw", '{"address": "?game=beetle"}')
    dom("@solitaireControls").set(solitairePending=None)
    assert sent == [
        {"changes": [["@solitairePage", "call", "draw", '{"address": "?game=beetle"}']]},
        {"changes": [["@solitaireControls", "set", {"solitairePending": None}]]},
    ]


def test_changes_cross_together_at_the_end_of_the_task_in_order() -> None:
    deferred: list[Callable[[], None]] = []
    dom, sent = recording({}, deferred)
    dom("@solitairePage").send("draw", "{}")
    dom("@solitairePage").send("ready")
    assert sent == [] and len(deferred) == 1  # one end of task asked for, however many changes
    deferred.pop()()
    assert sent == [{"changes": [["@solitairePage", "call", "draw", "{}"], ["@solitairePage", "call", "ready"]]}]
    dom.flush()  # nothing left: nothing sent
    assert len(sent) == 1


def test_an_operation_that_reads_carries_the_changes_before_it() -> None:
    deferred: list[Callable[[], None]] = []
    dom, sent = recording({"value": {"game": "beetle", "deal": "7"}}, deferred)
    dom("@solitairePage").send("draw", "{}")
    assert dom("@solitairePage").call("shown") == {"game": "beetle", "deal": "7"}
    assert sent == [{"changes": [["@solitairePage", "call", "draw", "{}"]], "ask": ["@solitairePage", "call", "shown"]}]
    deferred.pop()()  # the end of the task finds nothing left to send
    assert len(sent) == 1


def test_what_the_page_gives_back_is_the_value_it_answered() -> None:
    dom, _ = recording({"value": "?game=spider&deal=3"})
    assert dom("@location").get("search") == "?game=spider&deal=3"


def test_what_the_page_throws_is_raised_with_its_name() -> None:
    dom, _ = recording({"thrown": "QuotaExceededError", "message": "the quota has been exceeded"})
    with pytest.raises(PageError) as raised:
        dom("@localStorage").call("setItem", "solitaire.game", "{}")
    assert raised.value.name == "QuotaExceededError"


def test_a_read_apart_leaves_the_changes_waiting_for_the_end_of_the_task() -> None:
    deferred: list[Callable[[], None]] = []
    dom, sent = recording({"value": 1234.5}, deferred)
    dom("@solitairePage").send("draw", "{}")
    assert dom.apart("@performance").call("now") == 1234.5
    assert sent == [{"changes": [], "ask": ["@performance", "call", "now"]}]
    deferred.pop()()
    assert sent[-1] == {"changes": [["@solitairePage", "call", "draw", "{}"]]}


def test_a_handler_crosses_as_itself_after_the_message() -> None:
    received: list[tuple[object, ...]] = []

    def send(message: str, *functions: object) -> str:
        received.append((json.loads(message), *functions))
        return "{}"  # what dom.js answers when the call gave a function: no JSON value

    def handler(message: str) -> None:
        del message

    Dom(send)("@solitaireHands").call_with("connect", handler)
    assert received == [({"changes": [], "ask": ["@solitaireHands", "call", "connect"]}, handler)]
