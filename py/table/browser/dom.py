"""The browser's objects as the table's Python reaches them (its storage, the address, the clock,
the page's scripts): named from `window` (`messages.Reached`), called and read through one
function of the page (static/app/dom.js) that takes and gives plain values. Elements are never
reached here: the page's scripts draw them from the messages they are sent.

Python may run in a worker, where every page object it touches crosses as a proxy that Pyodide
probes dozens of times, one round trip each; a name and a value cross in one.

Calls that need no answer (a redraw) wait and cross together: with the next operation that reads,
or at the end of the current task (`defer`). A redraw is then one round trip, and the page's thread
applies it in one task, drawing one frame. The order of everything Python does is kept.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..messages import Reached

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

    def __call__(self, name: Reached) -> Reachable:
        """An object reached from `window`: "@localStorage", "@location"..."""
        return Reachable(self, name)

    def apart(self, name: Reached) -> Reachable:
        """An object the changes cannot touch (the clock, storage, the hands' link to Python),
        reached without them: reading it leaves them waiting, so that a redraw and what follows
        it still cross together and the page draws one frame, not one per read."""
        return Reachable(self, name, apart=True)

    def run(self, name: str, op: str, *args: Any, functions: tuple[Any, ...] = (), apart: bool = False) -> Any:
        """Does the operation after the changes waiting (unless `apart`), and gives what it gave."""
        answer = self._cross([] if apart else self._take_changes(), [name, op, *args], functions)
        if "thrown" in answer:
            raise PageError(str(answer["thrown"]), str(answer["message"]))
        return answer.get("value")  # absent when the page's answer was no JSON value (a function)

    def change(self, name: str, op: str, *args: Any) -> None:
        """An operation whose answer nobody waits for: it crosses with the next one."""
        if self._defer is None:
            self._cross([[name, op, *args]])
            return
        if not self._changes:
            self._defer(self._flush_later)
        self._changes.append([name, op, *args])

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


class Reachable:
    __slots__ = ("apart", "dom", "name")

    def __init__(self, dom: Dom, name: str, *, apart: bool = False) -> None:
        self.dom = dom
        self.name = name
        self.apart = apart  # reached apart from the changes waiting (Dom.apart)

    def set(self, **properties: Value) -> None:
        """Sets properties of the object."""
        self.dom.change(self.name, "set", properties)

    def get(self, name: str) -> Any:
        """A property of the object (None when there is no such object)."""
        return self.dom.run(self.name, "get", name, apart=self.apart)

    def call(self, method: str, *args: Value) -> Any:
        """Calls a method of the object; gives what it gave, as JSON would hold it."""
        return self.dom.run(self.name, "call", method, *args, apart=self.apart)

    def send(self, method: str, *args: Value) -> None:
        """Calls a method of the object as a change: what it gives is not waited for."""
        self.dom.change(self.name, "call", method, *args)

    def call_with(self, method: str, function: Any) -> None:
        """Calls a method of the object with a function of Python's that the page keeps (a
        handler made by `create_proxy`): it crosses as itself, after the plain values."""
        self.dom.run(self.name, "call", method, functions=(function,), apart=self.apart)
