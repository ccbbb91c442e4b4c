"""Browser test fixtures: the site's own server, Debian's Chromium, and a boot guard.

A broken boot does not announce itself: when the .wasm is missing, Pyodide never rejects and
PyScript shows nothing. `open_ready` therefore watches everything that can go wrong and fails
as soon as it does, instead of waiting for a timeout.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import fcntl
import subprocess
import time
import urllib.parse
from collections.abc import Callable, Generator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Error,
    Frame,
    Page,
    Request,
    Response,
    Route,
    Worker,
)

import serve
from browsers import HOST_RULES, TEST_CHROMIUM
from layout import ROOT, SITE

# Each test's browser context is a new device, which keeps no compiled code: V8 would compile the
# runtime's busy functions again with its optimizing compiler on every page, about 1.4 s of
# processor a page (half of it after the table is ready), for a page a test keeps a few seconds.
# The tests run the runtime on V8's baseline compiler alone: the same program, a quarter less
# processor for the whole suite.
BASELINE_WASM = "--js-flags=--liftoff-only"
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
BOOT_TIMEOUT = 60.0  # seconds; a healthy boot takes about 5 on a small machine

# Chromium words its own CSP console messages differently between versions; the standard
# event gives one stable message (a console error, so the guard sees it).
REPORT_CSP_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => {
  console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
});
"""


HERE = Path(__file__).resolve().parent


def pytest_configure(config: pytest.Config) -> None:
    """The browser loads the built site (`make site`): it is brought up to date once, before any
    test, so the tests always play the code in py/, never an older build. Under pytest-xdist only
    the controller builds it (its workers have `workerinput`); they find it built."""
    if not hasattr(config, "workerinput") and not config.option.collectonly:
        subprocess.run(["make", "--no-print-directory", "site"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here drives the browser: `-m "not browser"` leaves them out.

    And the longest files run first: the processes of a parallel run (`make test`, each file's
    tests in one process, `--no-loadscope-reorder` keeping this order) then end together, where a
    two-minute file started last would leave the other processes idle meanwhile. The files that hold
    a test marked `slow` come first, then the others; each by its number of tests, the most first."""
    ours = [item for item in items if item.path.is_relative_to(HERE)]
    for item in ours:
        item.add_marker(pytest.mark.browser)
    files: dict[Path, list[pytest.Item]] = {}
    for item in ours:
        files.setdefault(item.path, []).append(item)

    def longest_first(tests: list[pytest.Item]) -> tuple[bool, int]:
        return (not any(test.get_closest_marker("slow") for test in tests), -len(tests))

    ordered = [test for tests in sorted(files.values(), key=longest_first) for test in tests]
    items[:] = [item for item in items if not item.path.is_relative_to(HERE)] + ordered


@pytest.fixture(scope="session")
def base_url() -> Iterator[str]:
    """The built site, served with production headers on a free port (overrides pytest-base-url);
    each xdist worker serves it on a port of its own."""
    server = serve.make_server(port=0, root=SITE, quiet=True)
    serve.serve_in_thread(server)
    yield serve.url_of(server)
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {
        **browser_type_launch_args,
        "executable_path": TEST_CHROMIUM,
        "args": [*browser_type_launch_args.get("args", []), HOST_RULES, BASELINE_WASM],
    }


class PageProblem(AssertionError):
    """Something went wrong on the page (a failed request, an error, another host...)."""


class PageGuard:
    """Collects the problems of one page, from the moment it is attached."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.problems: list[str] = []
        # Leaving a page cancels what it still had in flight (the solver's worker boots after the
        # table is ready, and may ask for files until the next document replaces it), and that is
        # no failure of the site. So each request is numbered by the main frame's navigations
        # (counted when one starts and when its document commits), and a cancelled request is a
        # problem only if no navigation followed it by the time the page is checked.
        self.documents = 0
        self.document_of: dict[Request, int] = {}
        self.cancelled: list[tuple[int, str]] = []
        page.add_init_script(REPORT_CSP_VIOLATIONS)
        page.on("framenavigated", self._on_navigated)
        page.on("request", self._on_request)
        page.on("requestfailed", self._on_request_failed)
        page.on("response", self._on_response)
        page.on("pageerror", self._on_page_error)
        page.on("console", self._on_console)

    def _on_navigated(self, frame: Frame) -> None:
        if frame == self.page.main_frame:
            self.documents += 1

    def _on_request(self, request: Request) -> None:
        if request.is_navigation_request() and request.frame == self.page.main_frame:
            self.documents += 1
        self.document_of[request] = self.documents
        url = urllib.parse.urlsplit(request.url)
        if url.scheme in {"http", "https", "ws", "wss"} and url.hostname not in LOCAL_HOSTS:
            self.problems.append(f"request to another host: {request.method} {request.url}")

    def _on_request_failed(self, request: Request) -> None:
        if request.failure == "net::ERR_CACHE_MISS" and request.url.endswith(".wasm"):
            return  # the boot asked the HTTP cache only what it holds; it reads the release's copy
        problem = f"request failed ({request.failure}): {request.url}"
        if request.failure == "net::ERR_ABORTED":
            self.cancelled.append((self.document_of.get(request, self.documents), problem))
        else:
            self.problems.append(problem)

    def _on_response(self, response: Response) -> None:
        if response.status >= 400:
            self.problems.append(f"HTTP {response.status}: {response.url}")

    def _on_page_error(self, error: Error) -> None:
        self.problems.append(f"page error: {error.message}")

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.problems.append(f"console error: {message.text}")

    def check(self) -> None:
        """Raises PageProblem if anything went wrong so far, PyScript's error banner included."""
        self.problems += [problem for document, problem in self.cancelled if document == self.documents]
        self.cancelled = []
        if not self.problems and self.page.locator(".py-error").count():
            banner = self.page.locator(".py-error").first.inner_text()
            self.problems.append(f"PyScript error: {banner.strip()}")
        if self.problems:
            raise PageProblem(f"{self.page.url}:\n  " + "\n  ".join(self.problems))

    def wait_ready(self, timeout: float = BOOT_TIMEOUT) -> None:
        """Waits for <html data-ready>, failing at the first problem."""
        deadline = time.monotonic() + timeout
        ready = self.page.locator("html[data-ready]")
        while not ready.count():
            self.check()
            if time.monotonic() > deadline:
                raise PageProblem(f"{self.page.url}: not ready after {timeout:.0f} s")
            self.page.wait_for_timeout(50)  # lets Playwright deliver the page's events
        self.check()


OpenReady = Callable[..., PageGuard]


def table_python(page: Page) -> Page | Worker:
    """Where the table's Python runs, to evaluate script beside it: the worker (or the page) whose
    boot record (`globalThis.solitaireBoot`, static/app/boot.mjs) says the table is ready in it.
    The solver's worker boots through the same module but never says so."""
    deadline = time.monotonic() + BOOT_TIMEOUT
    while True:
        realms: list[Page | Worker] = [page, *page.workers]
        for realm in realms:
            try:
                if realm.evaluate("globalThis.solitaireBoot?.table === true"):
                    return realm
            except Error:
                continue  # a worker that ended while asked
        assert time.monotonic() < deadline, "no worker says the table is ready in it"
        page.wait_for_timeout(50)


# Where the browser keeps a device's snapshot (static/app/boot.mjs). Each test's browser context
# is a new device, and without one it would boot a second interpreter to make its own, for every
# test: so a test process makes one, and each device is given a copy, over the loopback.
SNAPSHOTS = "solitaire snapshots"
READ_KEPT_SNAPSHOT = f"""async () => {{
  const cache = await caches.open("{SNAPSHOTS}");
  const [request] = await cache.keys();
  const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {{
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }}
  return [request.url, btoa(text)];
}}"""
KEEP_SNAPSHOT = f"""async ([url, copy]) => {{
  const response = await fetch(copy);
  if (!response.ok) throw new Error(`the snapshot's copy: HTTP ${{response.status}}`);
  await (await caches.open("{SNAPSHOTS}")).put(url, response);
}}"""
BLANK = "<!doctype html><title>a device</title>"


class SnapshotCopies(BaseHTTPRequestHandler):
    """Answers any GET with the kept snapshot's bytes, to a page of any origin."""

    snapshot = b""

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(self.snapshot)))
        self.send_header("Access-Control-Allow-Origin", "*")
        self.end_headers()
        self.wfile.write(self.snapshot)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@dataclasses.dataclass(frozen=True)
class KeptSnapshot:
    url: str  # the key it is kept under: the build's snapshot address on this process's server
    copy: str  # where a copy of its bytes is served


def make_snapshot(browser: Browser, base_url: str) -> tuple[str, bytes]:
    """This build's snapshot as a device makes it (a table opened, its snapshot waited for and read
    back): the path of the address it is kept under, and its bytes."""
    context = browser.new_context(base_url=base_url)
    try:
        page = context.new_page()
        guard = PageGuard(page)
        page.goto("/?game=spider&deal=1-1", wait_until="commit")
        guard.wait_ready()
        table_python(page).evaluate("globalThis.solitaireBoot.saved")
        guard.check()
        url, encoded = page.evaluate(READ_KEPT_SNAPSHOT)
    finally:
        context.close()
    return urllib.parse.urlsplit(str(url)).path, base64.b64decode(encoded)


def run_snapshot(browser: Browser, base_url: str, config: pytest.Config, run: Path) -> tuple[str, bytes]:
    """The snapshot, made once for all the processes of a run: the first to ask makes it and leaves
    it in the run's folder, the others wait for it there (each would spend some 18 processor-seconds
    making the same one). A process on its own makes it."""
    if not hasattr(config, "workerinput"):
        return make_snapshot(browser, base_url)
    with (run / "kept-snapshot.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released as the file closes
        where, kept = run / "kept-snapshot.path", run / "kept-snapshot.bin"
        if not where.exists():
            path, snapshot = make_snapshot(browser, base_url)
            kept.write_bytes(snapshot)
            where.write_text(path, encoding="utf-8")
        return where.read_text(encoding="utf-8"), kept.read_bytes()


@pytest.fixture(scope="session")
def kept_snapshot(
    browser: Browser, base_url: str, pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[KeptSnapshot]:
    """This build's snapshot as a device makes it, under this process's address for it; and a
    server of its bytes. Under pytest-xdist each process's temporary folder is in the run's."""
    path, snapshot = run_snapshot(browser, base_url, pytestconfig, tmp_path_factory.getbasetemp().parent)
    handler = type("Copies", (SnapshotCopies,), {"snapshot": snapshot})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    serve.serve_in_thread(server)
    yield KeptSnapshot(url=urllib.parse.urljoin(base_url, path), copy=serve.url_of(server) + "snapshot")
    server.shutdown()
    server.server_close()


def keep_snapshot(context: BrowserContext, snapshot: KeptSnapshot) -> None:
    """Makes `context` a device that has visited before: it keeps this build's snapshot, so its
    tables start from it. Written from a blank page of the site's origin, closed again."""
    blank = urllib.parse.urljoin(snapshot.url, "/__a_device__")

    def answer(route: Route) -> None:
        route.fulfill(content_type="text/html", body=BLANK)

    context.route(blank, answer)
    # A page Playwright answered is of no address space, and may reach the loopback only if let.
    context.grant_permissions(["local-network-access"], origin=urllib.parse.urljoin(blank, "/").rstrip("/"))
    page = context.new_page()
    try:
        page.goto(blank)
        page.evaluate(KEEP_SNAPSHOT, [snapshot.url, snapshot.copy])
    finally:
        page.close()
        context.clear_permissions()
        context.unroute(blank, answer)


NewDevice = Callable[..., BrowserContext]


@pytest.fixture
def new_device(new_context: Callable[..., BrowserContext], request: pytest.FixtureRequest) -> NewDevice:
    """`new_device(**context_options)`: a browser context of its own, closed after the test, that
    already keeps this build's snapshot, as a device does from its second visit on. A test marked
    `first_visit` gets devices that never saw the site: they boot the ordinary way and make one."""
    first_visit = request.node.get_closest_marker("first_visit") is not None
    snapshot: KeptSnapshot | None = None if first_visit else request.getfixturevalue("kept_snapshot")

    def new_device(**options: Any) -> BrowserContext:
        context = new_context(**options)
        if snapshot is not None:
            keep_snapshot(context, snapshot)
        return context

    return new_device


PHONE: dict[str, Any] = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}


class SharedDevice:
    """One device for the tests of a file, each visiting it in turn, as a player comes back to the
    game. A page boots the same on it, but a new device would also copy the snapshot in and have the
    service worker precache the release after the table is ready: about a second of processor a
    test. After each test its pages are closed and what a visit leaves is forgotten (the origin's
    local storage, permissions, a network cut); the service worker and its release stay, as on a
    player's device. A test that failed leaves screenshots of the pages it had open."""

    def __init__(self, context: BrowserContext, site: str, results: Path) -> None:
        self.context = context
        self.origin = site.rstrip("/")
        self.results = results

    def after(self, test: pytest.Item) -> None:
        report = test.stash.get(CALL_REPORT, None)
        for number, page in enumerate(self.context.pages):
            if report is not None and report.failed:
                self.results.mkdir(parents=True, exist_ok=True)
                with contextlib.suppress(Error):  # a page that crashed or is closing
                    page.screenshot(path=self.results / f"{test.name}-{number}.png")
            page.close()  # after its last save: a page saves the game as it goes
        self.context.set_offline(False)
        self.context.clear_permissions()
        blank = self.context.new_page()
        try:
            session = self.context.new_cdp_session(blank)
            session.send("Storage.clearDataForOrigin", {"origin": self.origin, "storageTypes": "local_storage"})
            session.detach()
        finally:
            blank.close()


CALL_REPORT = pytest.StashKey[pytest.TestReport]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """Keeps each test's report of its call, for the shared device's screenshots of a failure."""
    report: pytest.TestReport = yield
    if report.when == "call":
        item.stash[CALL_REPORT] = report
    return report


def own_device_wanted(request: pytest.FixtureRequest) -> bool:
    """A first visit needs a device that never saw the site; a test that routes its page's requests
    needs one that no service worker controls, which would answer them before Playwright sees them."""
    return any(request.node.get_closest_marker(name) for name in ("first_visit", "own_device"))


def shared_device(
    browser: Browser, base_url: str, kept_snapshot: KeptSnapshot, pytestconfig: pytest.Config, **options: Any
) -> Iterator[SharedDevice]:
    context = browser.new_context(base_url=base_url, **options)
    keep_snapshot(context, kept_snapshot)
    yield SharedDevice(context, base_url, Path(pytestconfig.getoption("--output")))
    context.close()


@pytest.fixture(scope="module")
def file_device(
    browser: Browser, base_url: str, kept_snapshot: KeptSnapshot, pytestconfig: pytest.Config
) -> Iterator[SharedDevice]:
    """The device the tests of a file share (above)."""
    yield from shared_device(browser, base_url, kept_snapshot, pytestconfig)


@pytest.fixture(scope="module")
def file_phone(
    browser: Browser, base_url: str, kept_snapshot: KeptSnapshot, pytestconfig: pytest.Config
) -> Iterator[SharedDevice]:
    """The 360 px touch phone the tests of a file share (above)."""
    yield from shared_device(browser, base_url, kept_snapshot, pytestconfig, **PHONE)


@pytest.fixture
def context(request: pytest.FixtureRequest, new_device: NewDevice) -> Iterator[BrowserContext]:
    """The context of pytest-playwright's `page`: the file's shared device, or a device of its own
    (new, and closed after the test) for a first visit or a test marked `own_device`."""
    if own_device_wanted(request):
        yield new_device()
        return
    shared: SharedDevice = request.getfixturevalue("file_device")
    yield shared.context
    shared.after(request.node)


@pytest.fixture
def phone(request: pytest.FixtureRequest, new_device: NewDevice) -> Iterator[Page]:
    """A page on a 360 px touch phone: the file's shared phone, or one of its own (as `context`)."""
    if own_device_wanted(request):
        yield new_device(**PHONE).new_page()
        return
    shared: SharedDevice = request.getfixturevalue("file_phone")
    yield shared.context.new_page()
    shared.after(request.node)


@pytest.fixture
def open_ready() -> OpenReady:
    """`open_ready(page, url)`: navigates and waits until the page is ready, failing fast on any
    problem. Returns the page's guard: call `guard.check()` later to catch problems since."""

    def open_ready(page: Page, url: str, timeout: float = BOOT_TIMEOUT) -> PageGuard:
        guard = PageGuard(page)
        page.goto(url, wait_until="commit")
        guard.wait_ready(timeout)
        return guard

    return open_ready


@pytest.fixture
def table(page: Page, open_ready: OpenReady) -> Iterator[Callable[[str], Page]]:
    """Opens the table at a link; after the test, fails on any error the page met in play."""
    guards = []

    def open_table(url: str) -> Page:
        guards.append(open_ready(page, url))
        return page

    yield open_table
    for guard in guards:
        guard.check()
