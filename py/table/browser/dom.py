"""The page's elements as the table's Python reaches them: named by CSS selector, changed and read
through one function of the page (static/app/dom.js) that takes and gives plain values.

Python may run in a worker, where every page object it touches crosses as a proxy that Pyodide
probes dozens of times, one round trip each; a selector and a value cross in one. An operation
that changes elements changes every match of its selector; one that reads reads the first.

Changes need no answer, so they wait and cross together: with the next operation that reads, or
at the end of the current task (`defer`). A redraw of many changes is then one round trip, and the
page's thread applies them in one task, drawing one frame instead of one per change. The order of
everything Python does is kept.
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
    def __init__(
        self,
        send: Callable[..., Any],
        defer: Callable[[Callable[..., None]], None] | None = None,
        proxy: Callable[[Callable[..., None]], Any] = lambda function: function,
    ) -> None:
        """`send` is the page's `window.solitaireDom`. `defer` runs a function once the current
        task is done (the worker's `queueMicrotask`): without it, each change crosses at once. The
        function it is given is made by `proxy` (`create_proxy`), so that it lasts until then."""
        self._send = send
        self._defer = defer
        self._changes: list[list[Any]] = []
        self._flush_later = proxy(lambda *_: self.flush())

    def __call__(self, selector: str) -> Element:
        """The elements `selector` matches, or after "@" an object reached from `window`."""
        return Element(self, selector)

    def by_id(self, name: str) -> Element:
        return Element(self, f"#{name}")

    def apart(self, selector: str) -> Element:
        """An object the changes cannot touch (the clock, storage, the hands' link to Python),
        reached without them: reading it leaves them waiting, so that a redraw and what follows
        it still cross together and the page draws one frame, not one per read."""
        return Element(self, selector, apart=True)

    def run(self, selector: str, op: str, *args: Any, functions: tuple[Any, ...] = (), apart: bool = False) -> Any:
        """Does the operation after the changes waiting (unless `apart`), and gives what it gave."""
        answer = self._cross([] if apart else self._take_changes(), [selector, op, *args], functions)
        if "thrown" in answer:
            raise PageError(str(answer["thrown"]), str(answer["message"]))
        return answer.get("value")  # absent when the page's answer was no JSON value (a function)

    def change(self, selector: str, op: str, *args: Any) -> None:
        """An operation whose answer nobody waits for: it crosses with the next one."""
        if self._defer is None:
            self._cross([[selector, op, *args]])
            return
        if not self._changes:
            self._defer(self._flush_later)
        self._changes.append([selector, op, *args])

    def flush(self) -> None:
        """Sends the changes waiting, if any. What one of them throws, the page reports itself."""
        if self._changes:
            self._cross(self._take_changes())

    def _take_changes(self) -> list[list[Any]]:
        changes, self._changes = self._changes, []
        return changes

    def _cross(self, changes: list[list[Any]], ask: list[Any] | None = None, functions: tuple[Any, ...] = ()) -> Any:
        message: dict[str, Any] = {"changes": changes} if ask is None else {"changes": changes, "ask": ask}
        return json.loads(str(self._send(json.dumps(message), *functions)))


class Element:
    __slots__ = ("apart", "dom", "selector")

    def __init__(self, dom: Dom, selector: str, *, apart: bool = False) -> None:
        self.dom = dom
        self.selector = selector
        self.apart = apart  # reached apart from the changes waiting (Dom.apart)

    def set(self, **properties: Value) -> None:
        """Sets properties (`textContent`, `hidden`, `value`...) of every match."""
        self.dom.change(self.selector, "set", properties)

    def get(self, name: str) -> Any:
        """A property of the first match (None when nothing matches)."""
        return self.dom.run(self.selector, "get", name, apart=self.apart)

    def attr(self, name: str, value: str | None) -> None:
        """Sets an attribute of every match, or removes it (None)."""
        self.dom.change(self.selector, "attr", name, value)

    def toggle(self, name: str, on: bool) -> None:
        """Adds or removes a class of every match."""
        self.dom.change(self.selector, "toggle", name, on)

    def style(self, name: str, value: str | None) -> None:
        """Sets a style property (a custom one, `--columns`, too) of every match, or removes it."""
        self.dom.change(self.selector, "style", name, value)

    def call(self, method: str, *args: Value) -> Any:
        """Calls a method of every match; gives what the last gave, as JSON would hold it."""
        return self.dom.run(self.selector, "call", method, *args, apart=self.apart)

    def send(self, method: str, *args: Value) -> None:
        """Calls a method of every match as a change: what it gives is not waited for."""
        self.dom.change(self.selector, "call", method, *args)

    def call_with(self, method: str, function: Any) -> None:
        """Calls a method of every match with a function of Python's that the page keeps (a
        handler made by `create_proxy`): it crosses as itself, after the plain values."""
        self.dom.run(self.selector, "call", method, functions=(function,), apart=self.apart)

    def attrs(self, name: str) -> list[str | None]:
        """An attribute of every match, in the page's order."""
        return list(self.dom.run(self.selector, "attrs", name, apart=self.apart))
