"""How deep the property tests search, chosen once for the whole run by `HYPOTHESIS_PROFILE`:

- `dev`: 10 examples a test, for `make quick` while working;
- `ci` (the default): 100 examples a test, what `make unit` and `make test` run;
- `deep`: 3,000 examples a test, for a long search now and then
  (`HYPOTHESIS_PROFILE=deep pytest tests/test_stored_values.py`).

No test sets its own number. No deadline and no check on slow data in any of them: this machine
is shared and noisy, and speed is what the benchmarks measure, not the tests.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

import page_messages

_QUIET = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("dev", max_examples=10, **_QUIET)
settings.register_profile("ci", max_examples=100, **_QUIET)
settings.register_profile("deep", max_examples=3000, **_QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def an_event_loop() -> Iterator[None]:
    """Each test finds an event loop set, as the page always has one (Pyodide's): a test that ran a
    coroutine with `asyncio.run` leaves the thread with none, and a table spawning a task needs one."""
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    yield
    asyncio.set_event_loop(None)
    loop.close()


def pytest_sessionstart(session: pytest.Session) -> None:
    """The page's messages of an earlier run go, before any test process writes this run's (a
    process of pytest-xdist has `workerinput`: only the one that starts them clears)."""
    if not hasattr(session.config, "workerinput"):
        page_messages.clear()


def pytest_runtest_logfinish(nodeid: str) -> None:
    page_messages.write(nodeid)
