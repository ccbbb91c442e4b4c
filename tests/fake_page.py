"""The page's own start (`table.browser.app.run`) run under CPython against a small stand-in for the
browser: enough of the DOM, `window` and `localStorage` for the table's Python to boot, draw,
tick its clock and open its panels, so tests can feed it any stored value and see what it shows.

The stand-in is forgiving about what it does not model (any element id exists, layout boxes are
empty); it models what the table reads back: the piles it drew, the counters, texts, timers, the
console, and the handlers it connected.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any, get_args

from table import messages
from table.messages import DomMessage, DomOp, PaintMessage

INDEX = Path(__file__).resolve().parent.parent / "index.html"
COUNTERS = re.findall(r'data-counter="([\w-]+)"', INDEX.read_text())
PILE = re.compile(r'data-pile="([^"]+)"')


class FakeStorage(dict[str, str]):
    """`localStorage` as a dictionary; told `full`, it refuses writes like a full quota."""

    full = False

    def getItem(self, key: str) -> str | None:
        return self.get(key)

    def setItem(self, key: str, value: str) -> None:
        if self.full:
            raise RuntimeError("QuotaExceededError")
        self[key] = value

    def removeItem(self, key: str) -> None:
        self.pop(key, None)


class Data:
    """An element's `dataset`: a missing name reads as None, as JavaScript's undefined would."""

    def __getattr__(self, name: str) -> Any:
        return None


class Style:
    def __init__(self) -> None:
        self.properties: dict[str, str] = {}

    def setProperty(self, name: str, value: str) -> None:
        self.properties[name] = value

    def removeProperty(self, name: str) -> None:
        self.properties.pop(name, None)


class ClassList:
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add(self, name: str) -> None:
        self.names.add(name)

    def remove(self, name: str) -> None:
        self.names.discard(name)

    def toggle(self, name: str, on: bool | None = None) -> None:
        (self.names.add if (name not in self.names if on is None else on) else self.names.discard)(name)

    def contains(self, name: str) -> bool:
        return name in self.names


class Rect:
    def __init__(self) -> None:
        self.left = self.top = self.right = self.bottom = self.width = self.height = 0.0


class Element:
    def __init__(self, document: Document, name: str = "") -> None:
        self._document = document
        self.name = name
        self.id = name
        self.dataset = Data()
        self.style = Style()
        self.classList = ClassList()
        self.attributes: dict[str, str] = {}
        self.hidden = False
        self.textContent = ""
        self._html = ""
        self.value = ""
        self.checked = False
        self.disabled = False
        self.open = False
        self.lifted = 0  # the cards in hand, on a pile that holds them
        self._named: dict[str, Element] = {}

    # Markup: the piles and cards drawn into it are what querySelectorAll finds later.
    @property
    def innerHTML(self) -> str:
        return self._html

    @innerHTML.setter
    def innerHTML(self, html: str) -> None:
        assert isinstance(html, str), f"innerHTML set to {type(html).__name__}"
        self._html = html
        for key in PILE.findall(html):
            self._document.pile(key)

    @property
    def elements(self) -> Element:
        return self

    def namedItem(self, name: str) -> Element:
        return self._named.setdefault(name, Element(self._document, name))

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def setAttribute(self, name: str, value: str) -> None:
        assert isinstance(value, str), f"attribute {name} set to {type(value).__name__}"
        self.attributes[name] = value

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)

    def getBoundingClientRect(self) -> Rect:
        return Rect()

    def _nothing(self, *_: Any) -> None:
        return None

    focus = close = append = scrollIntoView = _nothing


class Document(Element):
    def __init__(self) -> None:
        super().__init__(self, "document")
        self.by_id: dict[str, Element] = {}
        self.piles: dict[str, Element] = {}
        self.counters: dict[str, Element] = {}
        for name in COUNTERS:
            counter = self.counters[name] = Element(self, name)
            counter.dataset.counter = name
        self.documentElement = Element(self, "html")
        self.visibilityState = "visible"

    def pile(self, key: str) -> Element:
        if key not in self.piles:
            pile = self.piles[key] = Element(self, key)
            pile.dataset.pile = key
        return self.piles[key]

    def getElementById(self, name: str) -> Element:
        return self.by_id.setdefault(name, Element(self, name))


class Console:
    def __init__(self) -> None:
        self.messages: list[tuple[str, str]] = []

    def info(self, text: str) -> None:
        self.messages.append(("info", str(text)))

    def warn(self, text: str) -> None:
        self.messages.append(("warn", str(text)))

    def error(self, text: str) -> None:
        self.messages.append(("error", str(text)))


class Stage:
    """static/app/stage.js: applies the view's messages to the stand-in document, each field of a
    `messages.PaintMessage` by a handler of its own (the motion is the page's alone: `origin` is
    read and left out)."""

    def __init__(self, document: Document) -> None:
        self.document = document
        self.messages: list[PaintMessage] = []  # every message, as the table sent it
        self.orders: list[list[str]] = []  # every order of the top row, as arranged
        self.fields: dict[str, Callable[[Any, PaintMessage], None]] = {
            "layout": self._layout,
            "captions": self._captions,
            "piles": self._piles,
            "origin": lambda origin, _: None,
            "liftable": self._liftable,
            "lift": lambda lift, message: self._pick(lift, message.get("targets", [])),
            "targets": lambda targets, message: self._pick(message.get("lift"), targets),
            "last": self._last,
            "labels": self._labels,
            "counters": self._counters,
            "root": self._root,
            "sound": lambda sound, _: self.sounds.append(sound),
        }
        self.marked: dict[str, int] = {}  # the cards the last move moved: how many on top of each pile
        self.sounds: list[str] = []  # every sound the page was told to play

    def paint(self, text: str) -> None:
        message: PaintMessage = json.loads(text)
        self.messages.append(message)
        if message.get("piles"):
            self._pick(None, [])  # the cards in hand may be redrawn
        for name in self.fields:  # in stage.js's order
            if name in message:
                self.fields[name](message[name], message)  # type: ignore[literal-required]

    def _layout(self, layout: Any, _: PaintMessage) -> None:
        self.document.getElementById("top-row").innerHTML = layout["top"]
        self.document.getElementById("columns").innerHTML = layout["columns"]

    def _captions(self, captions: dict[str, str], _: PaintMessage) -> None:
        for key, caption in captions.items():
            self.document.pile(key).setAttribute("data-caption", caption)

    def _piles(self, piles: dict[str, Any], _: PaintMessage) -> None:
        for key, drawn in piles.items():
            self.document.pile(key).innerHTML = drawn["html"]

    def _liftable(self, liftable: dict[str, int], _: PaintMessage) -> None:
        for key, count in liftable.items():
            self.document.pile(key).dataset.liftable = str(count)

    def _pick(self, lift: Any, targets: list[str]) -> None:
        """The pile holding the cards in hand (`holding`, with how many) and those that would take
        them (`data-target`)."""
        for pile in self.document.piles.values():
            pile.classList.remove("holding")
            pile.removeAttribute("data-target")
            pile.lifted = 0
        if lift:
            holding = self.document.piles[lift[0]]  # a KeyError: a pick of a pile not drawn
            holding.classList.add("holding")
            holding.lifted = lift[1]
        for key in targets:
            if key in self.document.piles:
                self.document.piles[key].setAttribute("data-target", "")

    def _last(self, last: dict[str, int], _: PaintMessage) -> None:
        self.marked = dict(last)

    def _labels(self, labels: dict[str, str], _: PaintMessage) -> None:
        for key, label in labels.items():
            self.document.pile(key).setAttribute("aria-label", label)

    def _counters(self, counters: dict[str, str], _: PaintMessage) -> None:
        for name, value in counters.items():
            self.document.counters[name].textContent = value

    def _root(self, root: dict[str, str], _: PaintMessage) -> None:
        for name, value in root.items():
            self.document.documentElement.setAttribute(name, value)

    def arrange(self, text: str) -> None:
        self.orders.append(json.loads(text))


class Hands:
    """static/app/hands.js, and static/app/controls.js's connection: keeps the handler the
    gestures connect."""

    def __init__(self) -> None:
        self.tell: Callable[[str], None] | None = None

    def connect(self, handler: Callable[[str], None]) -> None:
        self.tell = handler


class Controls(Hands):
    """static/app/controls.js: what the page's chrome does for Python, noted."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []  # the dialogs opened, by id
        self.copied: list[str] = []
        self.downloads: list[tuple[str, str]] = []

    def openModal(self, dialog: str) -> None:
        self.opened.append(dialog)

    def copy(self, text: str) -> None:
        self.copied.append(text)
        assert self.tell is not None
        self.tell(json.dumps({"copied": True}))

    def download(self, name: str, text: str, kind: str) -> None:
        self.downloads.append((name, text))

    def systemDark(self) -> bool:
        return False

    def today(self) -> list[int]:
        return [2026, 11, 30]  # the player's date


class Dom:
    """static/app/dom.js over the stand-in: the selectors the table uses, as the stand-in models
    them (ids, `:root`, piles, the hinted ones, open dialogs, and objects reached from `window`).
    What it does not model matches nothing."""

    OPS: tuple[DomOp, ...] = get_args(DomOp)

    def __init__(self, window: Window, document: Document) -> None:
        self.window = window
        self.document = document
        self.calls: list[list[Any]] = []

    def __call__(self, message: str, *functions: Any) -> str:
        sent: DomMessage = json.loads(message)
        for change in sent["changes"]:
            try:
                self.apply(change)
            except Exception as error:  # reported by the page, as dom.js does
                self.window.console.error(f"The table could not {change[1]} {change[0]}: {error}")
        if "ask" not in sent:
            return "{}"
        try:
            value = self.apply(sent["ask"], functions)
        except Exception as error:  # what the browser would throw, as dom.js reports it
            return json.dumps({"thrown": type(error).__name__, "message": str(error)})
        return json.dumps({"value": value})

    def apply(self, operation: list[Any], functions: tuple[Any, ...] = ()) -> Any:
        selector, op, *args = operation
        assert op in self.OPS, op
        self.calls.append([selector, op, *args])
        targets = [found for part in selector.split(",") for found in self.find(part.strip())]
        return getattr(self, "_" + op)(targets, *args, *functions)

    def find(self, selector: str) -> list[Any]:
        document = self.document
        if selector.startswith("@"):
            target: Any = self.window
            for name in filter(None, selector[1:].split(".")):
                target = getattr(target, name, None)
            return [] if target is None else [target]
        panels = ("stats-panel", "settings-panel", "help-panel")
        fixed = {
            ":root": lambda: [document.documentElement],
            "[data-pile]": lambda: list(document.piles.values()),
            ".hinted": lambda: [pile for pile in document.piles.values() if pile.classList.contains("hinted")],
            "dialog.panel[open]": lambda: [document.by_id[n] for n in panels if document.getElementById(n).open],
        }
        if selector in fixed:
            return fixed[selector]()
        if match := re.fullmatch(r'\[data-pile="([^"]+)"\]', selector):
            return [document.piles[match[1]]] if match[1] in document.piles else []
        if match := re.fullmatch(r"#([\w-]+)(\[open\])?", selector):
            element = document.getElementById(match[1])
            return [element] if element.open or not match[2] else []
        if match := re.fullmatch(r'#([\w-]+) \[data-action="([\w-]+)"\]', selector):  # a control inside an element
            return [document.getElementById(f"{match[1]} {match[2]}")]
        if match := re.fullmatch(r'#settings-form (?:select|input)?\[name="(\w+)"\](?:\[value="\w+"\])?', selector):
            return [document.getElementById("settings-form").namedItem(match[1])]
        return []

    @staticmethod
    def _set(targets: list[Any], properties: dict[str, Any]) -> None:
        for target in targets:
            for name, value in properties.items():
                setattr(target, name, value)

    @staticmethod
    def _get(targets: list[Any], name: str) -> Any:
        return getattr(targets[0], name) if targets else None

    @staticmethod
    def _attr(targets: list[Any], name: str, value: str | None) -> None:
        for target in targets:
            target.removeAttribute(name) if value is None else target.setAttribute(name, value)

    @staticmethod
    def _toggle(targets: list[Any], name: str, on: bool) -> None:
        for target in targets:
            target.classList.toggle(name, on)

    @staticmethod
    def _style(targets: list[Any], name: str, value: str | None) -> None:
        for target in targets:
            target.style.removeProperty(name) if value is None else target.style.setProperty(name, value)

    @staticmethod
    def _call(targets: list[Any], method: str, *args: Any) -> Any:
        result = None
        for target in targets:
            result = getattr(target, method)(*args)
        return vars(result) if isinstance(result, Rect) else result

    @staticmethod
    def _attrs(targets: list[Any], name: str) -> list[str | None]:
        return [target.getAttribute(name) for target in targets]


class Window:
    def __init__(self, storage: Any, query: str, document: Document) -> None:
        self.document = document
        self.solitaireStage = Stage(document)
        self.solitaireHands = Hands()
        self.solitaireControls = Controls()
        self.solitaireSolver = StandInSolver()
        self.solitaireDom = Dom(self, document)
        self.solitairePending: Any = None
        self.localStorage = storage
        self.location = types.SimpleNamespace(search=query, origin="http://127.0.0.1", pathname="/")
        self.addresses: list[str] = []
        self.history = types.SimpleNamespace(replaceState=lambda _state, _title, url: self.addresses.append(url))
        self.timers: dict[int, Callable[..., Any]] = {}
        self.intervals: list[Callable[..., Any]] = []
        self.microtasks: list[Callable[..., Any]] = []
        self.console = Console()
        self.performance = types.SimpleNamespace(mark=lambda _name: None, now=lambda: time.monotonic() * 1000)
        self.innerWidth = 1280
        self.scrollX = self.scrollY = 0
        self._next = 0

    def queueMicrotask(self, callback: Callable[..., Any]) -> None:
        self.microtasks.append(callback)

    def end_task(self) -> None:
        """What the browser does once a task's script returns: runs the microtasks it queued (and
        those they queue)."""
        while self.microtasks:
            self.microtasks.pop(0)()

    def setTimeout(self, callback: Callable[..., Any], ms: int) -> int:
        self._next += 1
        self.timers[self._next] = callback
        return self._next

    def clearTimeout(self, timer: int) -> None:
        self.timers.pop(timer, None)

    def setInterval(self, callback: Callable[..., Any], ms: int) -> int:
        self.intervals.append(callback)
        return 0

    def confirm(self, text: str) -> bool:
        return True

    def run_timers(self) -> None:
        """Runs the timers due, as the browser would after a paint (and those they set)."""
        for _ in range(10):
            timers, self.timers = self.timers, {}
            for callback in timers.values():
                callback()
                self.end_task()
            if not self.timers:
                return


class StandInSolver:
    """The page's side of the solver's worker (static/app/solver-worker.js): it answers every
    question at once, without deciding anything."""

    def ask(self, board_text: str, seconds: float, reply: Callable[[str], None], shorten: bool = True) -> None:
        reply(json.dumps({"verdict": "unknown", "moves": [], "seconds": 0.0, "message": ""}))


class Booted:
    """The table started by the page's own entry point on the stand-in browser."""

    loop: asyncio.AbstractEventLoop | None = None  # one for all, as the page has one

    def __init__(self, storage: Any, query: str = "") -> None:
        _stand_in_for_pyodide()
        from table.browser.app import run  # noqa: PLC0415 - only once pyodide.ffi stands in

        if Booted.loop is None:
            Booted.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(Booted.loop)
        self.document = Document()
        self.window = Window(storage, query, self.document)
        self.table = run(self.window, self.window)
        self.window.end_task()
        self.settle()
        # The hands exist only as the handlers they connected (create_proxy here is the
        # identity, so each handler is a bound method of the one Hands object).
        assert self.window.solitaireHands.tell is not None
        self.hands = self.window.solitaireHands.tell.__self__

    def control(self, **event: Any) -> None:
        """An event of the page's controls, as static/app/controls.js sends it (a message it does
        not send is a mistake of the test's)."""
        kinds = [kind for kind in messages.kinds(messages.ControlMessage) if set(event) <= set(kind.__annotations__)]
        assert any(next(iter(kind.__annotations__)) in event for kind in kinds), f"controls.js sends no {event}"
        self.hands.control(json.dumps(event))
        self.settle()

    def settle(self) -> None:
        """Lets the table's background work (the solver's answers) run to its end."""
        assert Booted.loop is not None
        for _ in range(20):
            Booted.loop.run_until_complete(asyncio.sleep(0))
            self.window.end_task()
            if not [task for task in asyncio.all_tasks(Booted.loop) if not task.done()]:
                return

    def act(self, action: str) -> None:
        self.control(action=action)

    def tick(self) -> None:
        for interval in self.window.intervals:
            interval()
            self.window.end_task()

    def text(self, element_id: str) -> str:
        return str(self.document.getElementById(element_id).textContent)

    def html(self, element_id: str) -> str:
        return self.document.getElementById(element_id).innerHTML

    @property
    def time(self) -> str:
        return str(self.document.counters["time"].textContent)

    @property
    def errors(self) -> list[str]:
        return [text for kind, text in self.window.console.messages if kind == "error"]


class Proxy:
    """What `create_proxy` makes: the function itself, called directly, and `destroy`."""

    def __init__(self, function: Callable[..., Any]) -> None:
        self.function = function
        self.__self__ = getattr(function, "__self__", None)  # the gestures' listeners are bound methods

    def __call__(self, *arguments: Any) -> Any:
        return self.function(*arguments)

    def destroy(self) -> None:
        self.function = lambda *_: None


def _stand_in_for_pyodide() -> None:
    """`pyodide.ffi.create_proxy`: the stand-in calls Python functions directly."""
    if "pyodide.ffi" not in sys.modules:
        pyodide = types.ModuleType("pyodide")
        ffi = types.ModuleType("pyodide.ffi")
        ffi.create_proxy = Proxy  # type: ignore[attr-defined]
        pyodide.ffi = ffi  # type: ignore[attr-defined]
        sys.modules["pyodide"] = pyodide
        sys.modules["pyodide.ffi"] = ffi
