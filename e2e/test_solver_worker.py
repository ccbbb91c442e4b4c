"""The solver runs in a web worker of its own: the table's Python gets its answers, and the
table keeps answering the player while it searches.

No hook in the product: the first test runs Python as the table's does, in a worker of its own
made by a <script type="py" worker> with the page's configuration, which asks through the page
as the table's Python does; the second calls the worker's export from JavaScript, through the `xworker`
PyScript gives the worker's <script> element (added by the first question a feature asks: here
the test asks, through the page's Python).
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, Worker, expect

from conftest import OpenReady, table_python
from solitaire import from_text, new_game

ANSWER_TIMEOUT = 90.0  # seconds: the worker's boot (ordinary on a first visit) on a busy machine, and the search

ASKER = "/asker.py"  # served by the test alone: the site's policy lets a worker load only its own files
RUN_PYTHON = f"""() => {{
  const script = document.createElement("script");
  script.type = "py";
  script.setAttribute("worker", "");
  script.setAttribute("config", "./pyscript.toml");
  script.src = ".{ASKER}";
  document.body.append(script);
}}"""

ASK = """
import json
from pyodide.ffi import create_proxy
from pyscript import window
from table.browser.solver_worker import SolverWorker
worker = SolverWorker(window.solitaireSolver, create_proxy)
answers = [await worker.ask(%s, 10), await worker.ask("not a board", 1)]
window.solverAnswers = json.dumps([{**vars(a), "moves": [str(m) for m in a.moves]} for a in answers])
"""

SOLVER = """document.querySelector('script[type="py"][name="solver"]')?.xworker"""

# Starts a search in the worker; `done` turns true once its answer is back on the main thread.
# (How long the main thread pauses meanwhile is a figure, not a test: `make bench-solve-browser`
# counts its long tasks during searches.)
START_SEARCH = f"""async ([text, seconds]) => {{
  const worker = {SOLVER};
  await worker.ready;
  const search = {{ done: false }};
  search.answer = worker.sync.solve(text, seconds).then((answer) => {{
    search.done = true;
    return answer;
  }});
  window.solverSearch = search;
}}"""
SEARCH_SECONDS = 8  # the budget of a search the solver does not settle here in 10 s: drawing a deal takes ms


def wait_for(page: Page, guard: Any, expression: str) -> Any:
    """The value of `expression` once it is defined, failing at the page's first problem."""
    deadline = time.monotonic() + ANSWER_TIMEOUT
    while (value := page.evaluate(expression)) is None:
        guard.check()
        assert time.monotonic() < deadline, f"{expression}: nothing after {ANSWER_TIMEOUT:.0f} s"
        page.wait_for_timeout(50)
    return value


def boot_of(worker: Worker) -> Any:
    """How a worker booted; None for one that did not boot Python, or that ended meanwhile (the
    worker that makes the device's snapshot after a first visit ends once it has)."""
    try:
        return worker.evaluate("globalThis.solitaireBoot ?? null")
    except PlaywrightError:
        return None


@pytest.mark.own_device  # routes its page's requests
def test_the_tables_python_gets_the_workers_answers(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=beehive&deal=7")
    game = new_game("beehive", "7")
    code = ASK % json.dumps(game.to_text())
    page.route(f"**{ASKER}", lambda route: route.fulfill(body=code, content_type="text/x-python"))
    page.evaluate(RUN_PYTHON)
    won, error = json.loads(wait_for(page, guard, "window.solverAnswers ?? null"))
    assert won["verdict"] == "won", won
    replay = from_text(game.to_text())
    for move in won["moves"]:
        replay.play(move)
    assert replay.won
    assert error["verdict"] == "error" and error["message"] and error["moves"] == []
    # The solver's worker (and the asker's) booted through the page's boot module (from the
    # device's snapshot once it has one).
    table = table_python(page)
    boots = [boot_of(worker) for worker in page.workers if worker != table]
    assert len([boot for boot in boots if boot]) == 2, boots
    assert {boot["from"] for boot in boots if boot} <= {"normal", "snapshot"}, boots
    guard.check()


def test_the_table_answers_the_player_while_the_worker_searches(page: Page, open_ready: OpenReady) -> None:
    guard = open_ready(page, "/?game=spider&deal=6-4")
    # A four-suit deal the solver cannot settle in its budget: the search takes all of it.
    page.evaluate("window.solitaireSolver.start()")  # as the first question would (static/app/solver-worker.js)
    page.wait_for_function(f"{SOLVER} !== undefined")
    page.evaluate(START_SEARCH, [new_game("spider", "6-4").to_text(), SEARCH_SECONDS])
    page.keyboard.press("d")  # a deal, played and drawn by the table's Python
    expect(page.locator('[data-counter="deals-left"]')).to_have_text("4")
    # The deal was drawn while the search went on: had the search held the main thread, the
    # answer would have been back before the deal could be drawn.
    assert page.evaluate("window.solverSearch.done") is False, "the deal was drawn only after the search"
    answer = json.loads(page.evaluate("window.solverSearch.answer"))
    assert answer["verdict"] in {"unknown", "won", "unwinnable"}
    guard.check()
