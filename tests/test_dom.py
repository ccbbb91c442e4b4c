"""The table's reach into the page (table.dom): one message per operation, plain values both ways,
and what the page throws raised in Python."""

from __future__ import annotations

import json

import pytest

from table.dom import Dom, PageError


def recording(answer: object) -> tuple[Dom, list[list[object]]]:
    sent: list[list[object]] = []

    def send(message: str) -> str:
        sent.append(json.loads(message))
        return json.dumps(answer)

    return Dom(send), sent


def test_each_operation_is_one_message_of_plain_values() -> None:
    dom, sent = recording({"value": None})
    dom.by_id("message").set(textContent="Moved.", hidden=False)
    dom('[data-pile="3"]').toggle("hinted", True)
    dom(":root").attr("data-daily", None)
    assert sent == [
        ["#message", "set", {"textContent": "Moved.", "hidden": False}],
        ['[data-pile="3"]', "toggle", "hinted", True],
        [":root", "attr", "data-daily", None],
    ]


def test_what_the_page_gives_back_is_the_value_it_answered() -> None:
    dom, _ = recording({"value": {"left": 10, "width": 80}})
    assert dom('[data-pile="1"]').call("getBoundingClientRect") == {"left": 10, "width": 80}


def test_what_the_page_throws_is_raised_with_its_name() -> None:
    dom, _ = recording({"thrown": "QuotaExceededError", "message": "the quota has been exceeded"})
    with pytest.raises(PageError) as raised:
        dom("@localStorage").call("setItem", "solitaire.game", "{}")
    assert raised.value.name == "QuotaExceededError"


def test_a_handler_crosses_as_itself_after_the_message() -> None:
    received: list[tuple[object, ...]] = []

    def send(message: str, *functions: object) -> str:
        received.append((json.loads(message), *functions))
        return "{}"  # what dom.js answers when the call gave a function: no JSON value

    def handler(message: str) -> None:
        del message

    Dom(send)("@solitaireHands").call_with("connect", handler)
    assert received == [(["@solitaireHands", "call", "connect"], handler)]
