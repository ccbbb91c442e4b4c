"""The page's elements as the table's Python reaches them: named by CSS selector, changed and read
through one function of the page (static/app/dom.js) that takes and gives plain values.

Python may run in a worker, where every page object it touches crosses as a proxy that Pyodide
probes dozens of times, one round trip each; a selector and a value cross in one. An operation
that changes elements changes every match of its selector; one that reads reads the first.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

Value = str | int | float | bool | None


class PageError(Exception):
    """What the page threw (`name`: the JavaScript error's, such as QuotaExceededError)."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(f"{name}: {message}")
        self.name = name


class Dom:
    def __init__(self, send: Callable[[str], Any]) -> None:
        self._send = send  # window.solitaireDom

    def __call__(self, selector: str) -> Element:
        """The elements `selector` matches, or after "@" an object reached from `window`."""
        return Element(self, selector)

    def by_id(self, name: str) -> Element:
        return Element(self, f"#{name}")

    def run(self, selector: str, op: str, *args: Any, functions: tuple[Any, ...] = ()) -> Any:
        answer = json.loads(str(self._send(json.dumps([selector, op, *args]), *functions)))
        if "thrown" in answer:
            raise PageError(str(answer["thrown"]), str(answer["message"]))
        return answer.get("value")  # absent when the page's answer was no JSON value (a function)


class Element:
    __slots__ = ("dom", "selector")

    def __init__(self, dom: Dom, selector: str) -> None:
        self.dom = dom
        self.selector = selector

    def set(self, **properties: Value) -> None:
        """Sets properties (`textContent`, `hidden`, `value`...) of every match."""
        self.dom.run(self.selector, "set", properties)

    def get(self, name: str) -> Any:
        """A property of the first match (None when nothing matches)."""
        return self.dom.run(self.selector, "get", name)

    def attr(self, name: str, value: str | None) -> None:
        """Sets an attribute of every match, or removes it (None)."""
        self.dom.run(self.selector, "attr", name, value)

    def toggle(self, name: str, on: bool) -> None:
        """Adds or removes a class of every match."""
        self.dom.run(self.selector, "toggle", name, on)

    def style(self, name: str, value: str | None) -> None:
        """Sets a style property (a custom one, `--columns`, too) of every match, or removes it."""
        self.dom.run(self.selector, "style", name, value)

    def call(self, method: str, *args: Value) -> Any:
        """Calls a method of every match; gives what the last gave, as JSON would hold it."""
        return self.dom.run(self.selector, "call", method, *args)

    def call_with(self, method: str, function: Any) -> None:
        """Calls a method of every match with a function of Python's that the page keeps (a
        handler made by `create_proxy`): it crosses as itself, after the plain values."""
        self.dom.run(self.selector, "call", method, functions=(function,))

    def attrs(self, name: str) -> list[str | None]:
        """An attribute of every match, in the page's order."""
        return list(self.dom.run(self.selector, "attrs", name))
