"""Firefox ESR and WebKitGTK, driven the same way: the engines Playwright cannot bring here.

Firefox is spoken to directly over WebDriver BiDi (its own websocket); WebKitGTK through Debian's
WebKitWebDriver with Selenium, its MiniBrowser in a virtual X display (it has no headless mode).

    with open_engine("firefox") as browser:
        browser.goto(url)
        browser.wait_for("document.documentElement.hasAttribute('data-ready')", 60)
        browser.tap("#undo")

Each engine is one browser process with a profile of its own: one device, whose storage, caches
and service workers last across its navigations and reloads, and go with `close()`.
"""

from __future__ import annotations

import abc
import atexit
import base64
import contextlib
import itertools
import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, Self

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.remote.client_config import ClientConfig
from selenium.webdriver.remote.command import Command
from selenium.webdriver.remote.remote_connection import RemoteConnection
from urllib3.exceptions import HTTPError
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
# Debian keeps it in the architecture's library folder (x86_64-linux-gnu, aarch64-linux-gnu...).
MINIBROWSER = os.environ.get(
    "MINIBROWSER", next(map(str, Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser")), "MiniBrowser")
)
START_TIMEOUT = 30.0  # seconds for a browser to start and answer, on a busy small machine
COMMAND_TIMEOUT = 120.0  # seconds for one command: a navigation waits for the page's load event

# Every host but this machine's goes to a proxy that is not there, so a run never reaches the
# network. (The remote agent itself turns off first-run pages, updates and telemetry.)
FIREFOX_PREFS: dict[str, bool | int | str] = {
    "network.dns.disablePrefetch": True,
    "services.settings.server": "data:,#remote-settings-dummy/v1",  # else it retries against the proxy
    "network.proxy.type": 1,
    "network.proxy.http": "127.0.0.1",
    "network.proxy.http_port": 9,
    "network.proxy.ssl": "127.0.0.1",
    "network.proxy.ssl_port": 9,
    "network.proxy.no_proxies_on": "127.0.0.1,localhost",
    "network.proxy.allow_hijacking_localhost": False,
}

# WebDriver's code points for the keys that KeyboardEvent.key names with a word.
KEYS = {
    "Backspace": "\ue003",
    "Tab": "\ue004",
    "Enter": "\ue007",
    "Shift": "\ue008",
    "Control": "\ue009",
    "Alt": "\ue00a",
    "Escape": "\ue00c",
    "PageUp": "\ue00e",
    "PageDown": "\ue00f",
    "End": "\ue010",
    "Home": "\ue011",
    "ArrowLeft": "\ue012",
    "ArrowUp": "\ue013",
    "ArrowRight": "\ue014",
    "ArrowDown": "\ue015",
    "Delete": "\ue017",
    "Meta": "\ue03d",
}

# The page side of `evaluate`. The arguments travel as one JSON string, so neither protocol's own
# encoding of values matters.
CALL = """async (json) => {{
  const value = ({script}
  );
  return typeof value === "function" ? await value(...JSON.parse(json)) : await value;
}}"""

# An element's centre in the viewport, where pointer actions are aimed: the same in both engines,
# where element references are not.
CENTRE = """(selector) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  element.scrollIntoView({block: "nearest", inline: "nearest"});
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}"""

# The viewport's size once a frame is painted: a resize reaches the screen a frame later.
PAINTED_SIZE = (
    "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done([innerWidth, innerHeight]))))"
)

Action = dict[str, Any]


class EngineError(RuntimeError):
    """The browser could not start, died, or refused a command (a script's exception included)."""


class Engine(abc.ABC):
    """One browser, one page.

    `evaluate` takes an expression, or a function that it calls with the arguments; a promise is
    awaited; the value comes back as JSON-like data. `goto` and `reload` wait for the load event.
    `set_window` sizes the viewport in CSS pixels and returns the size reached. `screenshot` writes
    a PNG of the viewport. `errors` lists the console errors and uncaught exceptions seen so far.
    """

    name: str

    @property
    @abc.abstractmethod
    def url(self) -> str: ...
    @abc.abstractmethod
    def goto(self, url: str) -> None: ...
    @abc.abstractmethod
    def reload(self) -> None: ...
    @abc.abstractmethod
    def evaluate(self, script: str, *args: Any) -> Any: ...
    @abc.abstractmethod
    def set_window(self, width: int, height: int) -> tuple[int, int]: ...
    @abc.abstractmethod
    def screenshot(self, path: Path) -> None: ...
    @abc.abstractmethod
    def errors(self) -> list[str]: ...
    @abc.abstractmethod
    def close(self) -> None: ...
    @property
    @abc.abstractmethod
    def tab(self) -> str:
        """The handle of the tab turned to."""

    @abc.abstractmethod
    def new_tab(self) -> str:
        """Opens a blank tab of this browser (its profile, so its storage, shared) and turns to it:
        every command acts there from now on. Its handle, for `to_tab`."""

    @abc.abstractmethod
    def to_tab(self, tab: str) -> None:
        """Turns to an open tab, brought to the front."""

    @abc.abstractmethod
    def close_tab(self) -> None:
        """Closes the tab turned to (its errors are kept), and turns to the first one still open."""

    @abc.abstractmethod
    def _perform(self, actions: list[Action]) -> None:
        """Run WebDriver input action sequences, then release whatever they left pressed."""

    def wait_for(self, condition: str, timeout: float = 10.0, *args: Any) -> Any:
        """Poll `condition` (as `evaluate` takes it) until it is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while not (value := self.evaluate(condition, *args)):
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.name}: still {value!r} after {timeout:g} s on {self.url}: {condition}")
            time.sleep(0.1)
        return value

    def tap(self, selector: str) -> None:
        """A click at the element's centre by the mouse (not `element.click()`)."""
        x, y = self.evaluate(CENTRE, selector)
        self._perform([_mouse(_move(x, y), {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0})])

    def drag(self, source: str, target: str, steps: int = 8) -> None:
        """Press on `source`'s centre, move to `target`'s in `steps` moves, release."""
        (x0, y0), (x1, y1) = self.evaluate(CENTRE, source), self.evaluate(CENTRE, target)
        moves = [_move(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps, 20) for i in range(1, steps + 1)]
        down, up = {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}
        self._perform([_mouse(_move(x0, y0), down, *moves, up)])

    def key(self, key: str) -> None:
        """Press a key as KeyboardEvent.key names it ("d", "ArrowRight"), modifiers first ("Shift+Tab")."""
        values = [KEYS.get(name, name) for name in (key.split("+") if len(key) > 1 else [key])]
        if any(len(value) != 1 for value in values):
            raise ValueError(f"no WebDriver key for {key!r}")
        presses = [{"type": "keyDown", "value": v} for v in values]
        presses += [{"type": "keyUp", "value": v} for v in reversed(values)]
        self._perform([{"type": "key", "id": "keyboard", "actions": presses}])

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


def _mouse(*actions: Action) -> Action:
    return {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": list(actions)}


def _move(x: int, y: int, duration: int = 0) -> Action:
    return {"type": "pointerMove", "x": x, "y": y, "duration": duration, "origin": "viewport"}


def _tail(path: Path, size: int = 2000) -> str:
    try:
        return path.read_bytes()[-size:].decode(errors="replace").strip() or "(nothing)"
    except OSError:
        return "(no log)"


def _stop(process: subprocess.Popen[bytes] | None) -> None:
    """End a process started in a session of its own, and whatever it started."""
    if process is None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(5)
        os.killpg(process.pid, signal.SIGKILL)  # children that outlive the leader are still in its group
    process.wait()


def _plain(remote: dict[str, Any]) -> Any:
    """A BiDi RemoteValue as plain data; what has no plain form (a node, a window) stays as sent."""
    kind, value = remote["type"], remote.get("value", "")
    if kind in {"undefined", "null"}:
        return None
    if kind == "number":
        return float(value) if isinstance(value, str) else value  # NaN, -0 and the infinities come as words
    if kind == "bigint":
        return int(value)
    if kind in {"array", "set"}:
        return [_plain(item) for item in value or []]
    if kind in {"object", "map"}:
        return {key if isinstance(key, str) else _plain(key): _plain(item) for key, item in value or []}
    return value if kind in {"string", "boolean", "date"} else remote


class Firefox(Engine):
    name = "firefox"

    def __init__(self, binary: str = FIREFOX, timeout: float = START_TIMEOUT) -> None:
        self._home = Path(tempfile.mkdtemp(prefix="firefox-"))
        self._log = self._home / "firefox.log"
        self._errors: list[str] = []
        self._left: set[str] = set()  # the realms of documents navigated away from
        self._ids = itertools.count(1)
        self._socket: ClientConnection | None = None
        self._closing = contextlib.ExitStack()
        profile = self._home / "profile"
        profile.mkdir()
        prefs = "".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in FIREFOX_PREFS.items())
        (profile / "user.js").write_text(prefs)
        command = [binary, "--headless", "--remote-debugging-port=0", "--profile", str(profile), "--no-remote"]
        env = {**os.environ, "MOZ_REMOTE_SETTINGS_DEVTOOLS": "1"}  # lets services.settings.server be moved
        with self._log.open("wb") as log:
            self._process: subprocess.Popen[bytes] | None = subprocess.Popen(
                command, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True
            )
        try:
            port = self._port(profile / "WebDriverBiDiServer.json", self._process, timeout)
            socket = connect(f"ws://127.0.0.1:{port}/session", max_size=None, open_timeout=timeout)
            self._socket = self._closing.enter_context(socket)
            self._send("session.new", {"capabilities": {}})
            self._context: str = self._send("browsingContext.getTree", {"maxDepth": 0})["contexts"][0]["context"]
            self._send("session.subscribe", {"events": ["log.entryAdded"]})
        except BaseException:
            self.close()
            raise

    def _port(self, announcement: Path, process: subprocess.Popen[bytes], timeout: float) -> int:
        """The port Firefox chose (port 0 asks it to), which it writes into the profile once listening."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise EngineError(f"firefox exited ({process.returncode}) on starting: {_tail(self._log)}")
            with contextlib.suppress(OSError, ValueError, KeyError):
                return int(json.loads(announcement.read_text())["ws_port"])
            time.sleep(0.1)
        raise EngineError(f"firefox opened no WebDriver BiDi port within {timeout:g} s: {_tail(self._log)}")

    def _send(self, method: str, params: dict[str, Any]) -> Any:
        """A command's result. Events arrive on the same socket, between the replies."""
        if self._socket is None:
            raise EngineError("firefox is closed")
        ident = next(self._ids)
        try:
            self._socket.send(json.dumps({"id": ident, "method": method, "params": params}))
            while (message := json.loads(self._socket.recv(COMMAND_TIMEOUT))).get("id") != ident:
                self._event(message)
        except (ConnectionClosed, TimeoutError) as error:
            state = "running" if self._process and self._process.poll() is None else "gone"
            raise EngineError(f"firefox ({state}) did not answer {method}: {error!r}; {_tail(self._log)}") from error
        if message.get("type") == "error":
            raise EngineError(f"firefox: {method}: {message['error']}: {message.get('message')}")
        return message["result"]

    def _event(self, message: dict[str, Any]) -> None:
        if message.get("method") == "log.entryAdded" and message["params"].get("level") == "error":
            entry = message["params"]
            if (entry.get("source") or {}).get("realm") in self._left:
                return
            frames = (entry.get("stackTrace") or {}).get("callFrames") or [{}]
            where = (
                f"{frames[0].get('url', '?')}:{frames[0].get('lineNumber', '?')}"  # the page's own words may be bare
            )
            self._errors.append(f"{entry.get('text')} ({entry.get('type')}, at {where})")

    @property
    def url(self) -> str:
        return str(self._send("browsingContext.getTree", {"root": self._context})["contexts"][0]["url"])

    def goto(self, url: str) -> None:
        self._leave()
        self._send("browsingContext.navigate", {"context": self._context, "url": url, "wait": "complete"})

    def reload(self) -> None:
        self._leave()
        self._send("browsingContext.reload", {"context": self._context, "wait": "complete"})

    def _leave(self) -> None:
        """Before a navigation: the errors the page has made so far are kept, and what it and its
        workers report from then on is not, being torn down (Firefox tells a worker's import the
        unload broke off as an error of the page left)."""
        self.errors()
        realms = self._send("script.getRealms", {})["realms"]
        self._left |= {realm["realm"] for realm in realms if realm["type"] != "service-worker"}

    def evaluate(self, script: str, *args: Any) -> Any:
        arguments = [{"type": "string", "value": json.dumps(args)}]
        call = {"functionDeclaration": CALL.format(script=script), "arguments": arguments, "awaitPromise": True}
        result = self._send(
            "script.callFunction", {**call, "target": {"context": self._context}, "resultOwnership": "none"}
        )
        if result["type"] == "exception":
            raise EngineError(f"firefox: {result['exceptionDetails']['text']} in: {script}")
        return _plain(result["result"])

    def set_window(self, width: int, height: int) -> tuple[int, int]:
        size = {"width": width, "height": height}
        self._send("browsingContext.setViewport", {"context": self._context, "viewport": size})
        inner = self.evaluate(PAINTED_SIZE)
        return inner[0], inner[1]

    def screenshot(self, path: Path) -> None:
        shot = self._send("browsingContext.captureScreenshot", {"context": self._context, "origin": "viewport"})
        path.write_bytes(base64.b64decode(shot["data"]))

    def errors(self) -> list[str]:
        with contextlib.suppress(TimeoutError):
            while self._socket is not None:  # the events that came while no command was waiting
                self._event(json.loads(self._socket.recv(0)))
        return list(self._errors)

    @property
    def tab(self) -> str:
        return str(self._context)

    def new_tab(self) -> str:
        self.errors()
        self._context = str(self._send("browsingContext.create", {"type": "tab"})["context"])
        return self._context

    def to_tab(self, tab: str) -> None:
        self.errors()
        self._context = tab
        self._send("browsingContext.activate", {"context": tab})

    def close_tab(self) -> None:
        self.errors()
        self._send("browsingContext.close", {"context": self._context})
        self._context = self._send("browsingContext.getTree", {"maxDepth": 0})["contexts"][0]["context"]
        self._send("browsingContext.activate", {"context": self._context})

    def _perform(self, actions: list[Action]) -> None:
        self._send("input.performActions", {"context": self._context, "actions": actions})
        self._send("input.releaseActions", {"context": self._context})

    def close(self) -> None:
        if self._socket is not None:
            self._closing.close()
            self._socket = None
        _stop(self._process)
        self._process = None
        shutil.rmtree(self._home, ignore_errors=True)


# WebKitWebDriver has no console log to read, and MiniBrowser writes none in the private session
# it automates. A collector in the page records what happens after it is installed, right after
# each load: errors during the load itself, or on a page that reloads itself, are missed.
COLLECT = """() => {
  if (window.__pageErrors) return;
  const seen = window.__pageErrors = [];
  const error = console.error;
  console.error = (...args) => { seen.push(args.map(String).join(" ")); return error.apply(console, args); };
  addEventListener("error", (event) => seen.push(String(event.error ?? event.message)));
  addEventListener("unhandledrejection", (event) => seen.push(String(event.reason)));
}"""

# MiniBrowser's toolbar keeps its window wider than a phone's screen: its widgets are squeezed.
TOOLBAR_CSS = "* { min-width: 0; min-height: 0; margin: 0; padding: 0; font-size: 4px; }"


def _start_xvfb(log: Path, timeout: float) -> tuple[subprocess.Popen[bytes], str]:
    """A virtual X display on a free number, which Xvfb picks and tells once it is ready."""
    read, write = os.pipe()
    # -noreset: Xvfb otherwise starts anew when its last client leaves, and writes its number again,
    # to a pipe closed by then, which ends it.
    command = ["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset"]
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, pass_fds=(write,), stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    os.close(write)
    # Xvfb writes the number and its newline apart: a pipe closed after the number alone makes the
    # newline's write fail, and that ends Xvfb. So the whole line is read.
    told = b""
    deadline = time.monotonic() + timeout
    try:
        while select.select([read], [], [], max(0.0, deadline - time.monotonic()))[0]:
            chunk = os.read(read, 16)
            told += chunk
            if not chunk or told.endswith(b"\n"):
                break
    finally:
        os.close(read)
    number = told.decode().strip()
    if not number.isdigit():
        _stop(process)
        raise EngineError(f"Xvfb gave no display within {timeout:g} s: {_tail(log)}")
    return process, f":{number}"


# One virtual display for every WebKit of a test process, ended with the process: a display started
# and stopped for each browser was once taken again at once by the next, before it could be opened.
_display: str | None = None


def _shared_display(timeout: float) -> str:
    global _display
    if _display is None:
        log = Path(tempfile.mkdtemp(prefix="xvfb-")) / "xvfb.log"
        process, _display = _start_xvfb(log, timeout)
        atexit.register(_stop, process)
    return _display


class WebKit(Engine):
    name = "webkit"

    def __init__(self, driver: str = WEBKIT_DRIVER, browser: str = MINIBROWSER, timeout: float = START_TIMEOUT) -> None:
        self._home = Path(tempfile.mkdtemp(prefix="webkit-"))
        self._log = self._home / "driver.log"
        self._errors: list[str] = []
        self._driver: webdriver.Remote | None = None
        self._service: webdriver.WebKitGTKService | None = None
        try:
            display = _shared_display(timeout)
            (self._home / "gtk-3.0").mkdir()
            (self._home / "gtk-3.0" / "gtk.css").write_text(TOOLBAR_CSS)
            options = webdriver.WebKitGTKOptions()
            options.binary_location = browser
            options.add_argument("--automation")
            # Started here with its path given, so Selenium never looks for (or downloads) a driver.
            env = {**os.environ, "DISPLAY": display, "XDG_CONFIG_HOME": str(self._home)}
            self._service = webdriver.WebKitGTKService(
                driver, log_output=str(self._log), env=env, popen_kw={"start_new_session": True}
            )
            self._service.start()
            # Selenium waits for ever by default: a browser that dies on starting would hang the session.
            config = ClientConfig(self._service.service_url, timeout=int(timeout))
            self._driver = webdriver.Remote(RemoteConnection(client_config=config), options=options)
            config.timeout = int(COMMAND_TIMEOUT) + 10
            self._driver.set_script_timeout(COMMAND_TIMEOUT)
        except BaseException as error:
            failure = EngineError(f"webkit did not start: {error}; driver: {_tail(self._log)}")
            self.close()
            if isinstance(error, WebDriverException | HTTPError | OSError):  # HTTPError: the driver did not answer
                raise failure from error
            raise

    @property
    def driver(self) -> webdriver.Remote:
        if self._driver is None:
            raise EngineError("webkit is closed")
        return self._driver

    @property
    def url(self) -> str:
        return self.driver.current_url

    def _collect(self) -> None:
        self._errors += self.evaluate("(window.__pageErrors || []).splice(0)")

    def goto(self, url: str) -> None:
        self._collect()  # the errors of the page about to go
        self.driver.get(url)
        self.evaluate(COLLECT)

    def reload(self) -> None:
        self._collect()
        self.driver.refresh()
        self.evaluate(COLLECT)

    def evaluate(self, script: str, *args: Any) -> Any:
        # WebKitWebDriver awaits a promise that a synchronous script returns.
        try:
            return self.driver.execute_script(f"return ({CALL.format(script=script)})(arguments[0]);", json.dumps(args))
        except WebDriverException as error:
            raise EngineError(f"webkit: {error.msg} in: {script}") from error

    def set_window(self, width: int, height: int) -> tuple[int, int]:
        # The window's size includes MiniBrowser's toolbar: size it, then add what the viewport lacks.
        self.driver.set_window_size(width, height)
        for _ in range(5):  # the window manager may take a frame or two to apply each size
            inner_width, inner_height = self.evaluate(PAINTED_SIZE)
            if (inner_width, inner_height) == (width, height):
                break
            outer = self.driver.get_window_size()
            self.driver.set_window_size(outer["width"] + width - inner_width, outer["height"] + height - inner_height)
        inner = self.evaluate(PAINTED_SIZE)
        return inner[0], inner[1]

    def screenshot(self, path: Path) -> None:
        path.write_bytes(self.driver.get_screenshot_as_png())

    def errors(self) -> list[str]:
        self._collect()
        return list(self._errors)

    @property
    def tab(self) -> str:
        return str(self.driver.current_window_handle)

    def new_tab(self) -> str:
        self._collect()
        # A window, not a tab: MiniBrowser's automation hangs on input in a tab it did not start
        # with. The storage is the browser's all the same.
        self.driver.switch_to.new_window("window")
        return str(self.driver.current_window_handle)

    def to_tab(self, tab: str) -> None:
        self._collect()
        self.driver.switch_to.window(tab)

    def close_tab(self) -> None:
        self._collect()
        self.driver.close()
        self.driver.switch_to.window(self.driver.window_handles[0])

    def _perform(self, actions: list[Action]) -> None:
        self.driver.execute(Command.W3C_ACTIONS, {"actions": actions})
        self.driver.execute(Command.W3C_CLEAR_ACTIONS)

    def close(self) -> None:
        if self._driver is not None:
            with contextlib.suppress(WebDriverException):  # already gone: its processes are ended below
                self._driver.quit()
            self._driver = None
        if self._service is not None:
            process = getattr(self._service, "process", None)  # none if the driver could not be run
            if process is not None:
                self._service.stop()
            _stop(process)  # MiniBrowser and its web processes, if any outlived quit()
            self._service = None
        shutil.rmtree(self._home, ignore_errors=True)


def open_engine(name: Literal["firefox", "webkit"], timeout: float = START_TIMEOUT) -> Engine:
    """A new device: a fresh browser process with an empty profile."""
    return Firefox(timeout=timeout) if name == "firefox" else WebKit(timeout=timeout)
