"""The page's own start (`table.browser.app.run`) run under CPython against a small stand-in for the
browser: enough of `window`, `localStorage` and the page's scripts for the table's Python to boot,
draw, tick its clock and open its panels, so tests can feed it any stored value and see what it
shows.

The stand-in models the page's scripts as the table's Python reaches them, each by the messages
of py/table/messages.py: page.js keeps each part of the state as drawn, stage.js the piles and
what the tests read of them, controls.js and hands.js the handlers, and dom.js reaches the
browser's objects. It fails loudly on an object dom.js does not reach and an element it does not
model. Whether page.js and stage.js can draw each message is theirs to say: every message sent
here is recorded (tests/page_messages.py) and drawn by the page's own scripts under Node
(tests/js/), which refuse a part or a field they do not know.
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
from typing import Any, get_args, get_type_hints

import page_messages
from table import messages
from table.messages import DomMessage, DomOp, Once, PageMessage, PaintMessage, Reached

INDEX = Path(__file__).resolve().parent.parent / "index.html"
WRITING = Path(__file__).resolve().parent / "data" / "intl_writing.json"  # page.js's `writing`, by language
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


class ClassList:
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add(self, name: str) -> None:
        self.names.add(name)

    def remove(self, name: str) -> None:
        self.names.discard(name)

    def contains(self, name: str) -> bool:
        return name in self.names


class Element:
    """A pile, a counter, a region of the piles, or `<html>`: what the stage draws."""

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.classList = ClassList()
        self.attributes: dict[str, str] = {}
        self.textContent = ""
        self.innerHTML = ""
        self.lifted = 0  # the cards in hand, on a pile that holds them

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def setAttribute(self, name: str, value: str) -> None:
        assert isinstance(value, str), f"attribute {name} set to {type(value).__name__}"
        self.attributes[name] = value

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)


class Document:
    """The stage's part of the page: the two regions of piles, the piles drawn into them, the
    counters, and `<html>`. The page's other elements are page.js's to draw, from the parts it is
    sent (`PageScript.shown`); an element the stand-in does not model raises."""

    REGIONS = ("top-row", "columns")

    def __init__(self) -> None:
        self.regions = {name: Element(name) for name in self.REGIONS}
        self.piles: dict[str, Element] = {}
        self.counters: dict[str, Element] = {}
        for name in COUNTERS:
            self.counters[name] = Element(name)
        self.documentElement = Element("html")
        self.visibilityState = "visible"

    def pile(self, key: str) -> Element:
        if key not in self.piles:
            self.piles[key] = Element(key)
        return self.piles[key]

    def getElementById(self, name: str) -> Element:
        if name not in self.regions:
            raise KeyError(f"the stand-in has no element #{name}: page.js draws it, from its part of the state")
        return self.regions[name]


class Console:
    def __init__(self) -> None:
        self.messages: list[tuple[str, str]] = []

    def warn(self, text: str) -> None:
        self.messages.append(("warn", str(text)))

    def error(self, text: str) -> None:
        self.messages.append(("error", str(text)))


class Stage:
    """static/app/stage.js, as far as the tests read it: the piles laid out, their cards, the pile
    holding the cards in hand and those that would take them, the counters, `<html>`'s hooks, the
    cards the last move moved and the sounds (captions, labels, what each pile lets the hand lift,
    and the motion are stage.js's alone, drawn under Node)."""

    def __init__(self, document: Document) -> None:
        self.document = document
        self.messages: list[PaintMessage] = []  # every message, as the table sent it
        self.orders: list[list[str]] = []  # every order of the top row, as arranged
        self.marked: dict[str, int] = {}  # the cards the last move moved: how many on top of each pile
        self.sounds: list[str] = []  # every sound the page was told to play

    def paint(self, message: PaintMessage) -> None:
        """In stage.js's order."""
        self.messages.append(message)
        if "layout" in message:
            self.document.piles.clear()
            for region, html in (("top-row", message["layout"]["top"]), ("columns", message["layout"]["columns"])):
                self.document.getElementById(region).innerHTML = html
                for key in PILE.findall(html):
                    self.document.pile(key)
        if message.get("piles"):
            self._pick(None, [])  # the cards in hand may be redrawn
        for key, drawn in message.get("piles", {}).items():
            self.document.piles[key].innerHTML = drawn["html"]
        if "targets" in message:
            self._pick(message.get("lift"), message["targets"])
        if "last" in message:
            self.marked = dict(message["last"])
        for name, value in message.get("root", {}).items():
            self.document.documentElement.setAttribute(name, value)
        for name, value in message.get("counters", {}).items():
            self.document.counters[name].textContent = value
        if "sound" in message:
            self.sounds.append(message["sound"])

    def _pick(self, lift: Any, targets: list[str]) -> None:
        """The pile holding the cards in hand (`holding`, with how many) and those that would take
        them (`data-target`)."""
        for pile in self.document.piles.values():
            pile.classList.remove("holding")
            pile.removeAttribute("data-target")
            pile.lifted = 0
        if lift:
            holding = self.document.piles[lift[0]]
            holding.classList.add("holding")
            holding.lifted = lift[1]
        for key in targets:
            if key in self.document.piles:
                self.document.piles[key].setAttribute("data-target", "")

    def arrange(self, order: list[str]) -> None:
        self.orders.append(order)


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


class PageScript:
    """static/app/page.js: takes each `messages.PageMessage` and keeps what the page shows: each
    part as last drawn (those of named values, `total=False`, merged), `<html>`'s attributes, and
    what each change did once, in order. Each message as sent is recorded for page.js itself."""

    PARTS: tuple[str, ...] = tuple(name for name in get_type_hints(PageMessage) if name != "once")
    MERGED = frozenset(
        name for name, kind in get_type_hints(PageMessage).items() if getattr(kind, "__total__", True) is False
    )
    ONCE: tuple[str, ...] = tuple(get_type_hints(Once))

    def __init__(self, window: Window, document: Document) -> None:
        self.window = window
        self.document = document
        self.messages: list[PageMessage] = []  # every message, as the table sent it
        self.parts: dict[str, Any] = {}  # each part as the page shows it
        self.once: dict[str, list[Any]] = {name: [] for name in self.ONCE}  # every effect, in order
        self.open: set[str] = set()  # the dialogs open
        self.sent = page_messages.page()  # the messages as sent, for page.js itself (tests/js)

    def draw(self, text: str) -> None:
        message: dict[str, Any] = json.loads(text)
        once: dict[str, Any] = message.get("once", {})
        self.messages.append(message)  # type: ignore[arg-type]
        self.sent.append(text)
        for name in self.PARTS:  # in page.js's order
            if name not in message:
                continue
            if name in ("board", "arrange"):
                getattr(self.window.solitaireStage, "paint" if name == "board" else "arrange")(message[name])
            elif name in self.MERGED:
                self.parts.setdefault(name, {}).update(message[name])
            else:
                self.parts[name] = message[name]
        root = self.document.documentElement
        for name, value in message.get("looks", {}).items():
            if name not in ("faces", "speed"):  # theme.js's, and a style
                root.setAttribute(name if name in ("lang", "dir") else f"data-{name}", value)
        if "daily" in message.get("notes", {}):
            day = message["notes"]["daily"]
            root.removeAttribute("data-daily") if day is None else root.setAttribute("data-daily", day)
        for name, value in once.items():
            self.once[name].append(value)
        if "question" in message:
            self._question(message["question"])
        if "open" in message:
            self._dialog(message["open"])
        self._once(once)

    def _once(self, once: dict[str, Any]) -> None:
        """What page.js hands on: a text copied, a file downloaded."""
        controls = self.window.solitaireControls
        if "copy" in once:
            controls.copy(once["copy"])
        if "download" in once:
            controls.download(once["download"]["name"], once["download"]["text"], once["download"]["type"])

    def _dialog(self, name: str | None) -> None:
        """The dialog the table has open (by its id: `result`, `<name>-panel`), the others closed
        (and told closed, as the browser's close event does); the question is its own."""
        wanted = None if name is None else "result" if name == "result" else f"{name}-panel"
        for dialog in sorted(self.open - {"question", wanted}):
            self.open.discard(dialog)
            self.window.closed(dialog)
        if wanted is not None and wanted not in self.open:
            self.open.add(wanted)
            self.window.solitaireControls.openModal(wanted)

    def _question(self, question: Any) -> None:
        """The question dialog: opened with a question, closed without (the table's own closing
        tells no answer)."""
        if question is None:
            self.open.discard("question")
        else:
            self.open.add("question")
            self.window.solitaireControls.openModal("question")

    # What page.js offers beside `draw`.

    def shown(self) -> dict[str, str]:
        root = self.document.documentElement
        return {"game": root.getAttribute("data-game") or "", "deal": root.getAttribute("data-deal") or ""}

    def pending(self) -> Any:
        taps, self.window.solitairePending = self.window.solitairePending or [], None
        return taps

    def writing(self, tag: str) -> Any:
        """How the browser's `Intl` writes a language (as Node's full ICU wrote it: tests/data)."""
        return json.loads(WRITING.read_text())[tag]

    def ready(self) -> None:
        self.document.documentElement.removeAttribute("data-restoring")
        self.document.documentElement.setAttribute("data-ready", "")


class Dom:
    """static/app/dom.js over the stand-in: the browser's objects reached from `window`, those of
    `messages.Reached` and no others (an element, or an object not declared, raises)."""

    OPS: tuple[DomOp, ...] = get_args(DomOp)
    REACHED: tuple[str, ...] = get_args(Reached)

    def __init__(self, window: Window) -> None:
        self.window = window
        self.calls: list[list[Any]] = []

    def __call__(self, message: str, *functions: Any) -> str:
        sent: DomMessage = json.loads(message)
        for change in sent["changes"]:
            try:
                self.apply(change)
            except (AssertionError, KeyError):
                raise  # a mistake of the table's or the stand-in's: the test fails on it
            except Exception as error:  # reported by the page, as dom.js does
                self.window.console.error(f"The table could not {change[1]} {change[0]}: {error}")
        if "ask" not in sent:
            return "{}"
        try:
            value = self.apply(sent["ask"], functions)
        except (AssertionError, KeyError):
            raise
        except Exception as error:  # what the browser would throw, as dom.js reports it
            return json.dumps({"thrown": type(error).__name__, "message": str(error)})
        return json.dumps({"value": value})

    def apply(self, operation: list[Any], functions: tuple[Any, ...] = ()) -> Any:
        name, op, *args = operation
        assert op in self.OPS, f"dom.js has no operation {op}"
        assert name in self.REACHED, f"dom.js reaches no {name}"
        self.calls.append([name, op, *args])
        target: Any = self.window
        for part in filter(None, name[1:].split(".")):
            target = getattr(target, part)
        return getattr(self, "_" + op)(target, *args, *functions)

    @staticmethod
    def _set(target: Any, properties: dict[str, Any]) -> None:
        for name, value in properties.items():
            setattr(target, name, value)

    @staticmethod
    def _get(target: Any, name: str) -> Any:
        return getattr(target, name, None)

    @staticmethod
    def _call(target: Any, method: str, *args: Any) -> Any:
        return getattr(target, method)(*args)


class Window:
    def __init__(self, storage: Any, query: str, document: Document) -> None:
        self.document = document
        self.solitaireStage = Stage(document)
        self.solitaireHands = Hands()
        self.solitaireControls = Controls()
        self.solitaireSolver = StandInSolver()
        self.solitaireDom = Dom(self)
        self.solitairePending: Any = None
        self.localStorage = storage
        self.location = types.SimpleNamespace(search=query, hash="", origin="http://127.0.0.1", pathname="/")
        self.navigator = types.SimpleNamespace(languages=["en-GB", "en"])
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
        self.solitairePage = PageScript(self, document)

    def queueMicrotask(self, callback: Callable[..., Any]) -> None:
        self.microtasks.append(callback)

    def closed(self, dialog: str) -> None:
        """A dialog closed (by its id): controls.js tells the table its name (`data-dialog`), in a
        task of its own as the browser fires the event."""
        tell = self.solitaireControls.tell
        name = dialog.removesuffix("-panel")
        if tell is not None:
            self.queueMicrotask(lambda: tell(json.dumps({"closed": name})))

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

    async def fetch(self, url: str) -> Any:
        raise OSError(f"the stand-in page has no network: {url}")

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

    def __init__(self, storage: Any, query: str = "", fragment: str = "") -> None:
        _stand_in_for_pyodide()
        from table.browser.app import run  # noqa: PLC0415 - only once pyodide.ffi stands in

        if Booted.loop is None:
            Booted.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(Booted.loop)
        self.document = Document()
        self.window = Window(storage, query, self.document)
        self.window.location.hash = fragment
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

    def answer(self, answer: str) -> None:
        """The question open answered, as controls.js tells it when its dialog closes: a button's
        answer, or "no" when it closed any other way (Escape)."""
        page = self.window.solitairePage
        assert "question" in page.open, "no question is open"
        page.open.discard("question")
        self.control(answer=answer, question=page.parts["question"]["kind"])

    def change_settings(self, **changed: str | bool) -> None:
        """Fields of the settings form changed by the player: controls.js sends them all."""
        self.control(settings={**self.shown("settings")["fields"], **changed})

    def shown(self, part: str) -> Any:
        """A part of the page as page.js shows it (None: never drawn)."""
        return self.window.solitairePage.parts.get(part)

    @property
    def words(self) -> list[str]:
        """Everything the page has said or shown in words: the live region's, the passing
        messages, and the notes around the piles as they stand."""
        once = self.window.solitairePage.once
        notes = self.shown("notes") or {}
        shown = [text if isinstance(text, str) else text[1] for text in notes.values() if text is not None]
        return [text for said in once["said"] for text, _ in said] + [told["text"] for told in once["told"]] + shown

    @property
    def message(self) -> str:
        """The passing message last shown ("" if none yet)."""
        told = self.window.solitairePage.once["told"]
        return str(told[-1]["text"]) if told else ""

    def tick(self) -> None:
        for interval in self.window.intervals:
            interval()
            self.window.end_task()

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
