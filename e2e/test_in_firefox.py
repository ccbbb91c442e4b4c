"""The player's visits and the start's checks in Firefox ESR (e2e/across_engines.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pytest

import across_engines as suite
from engines import Engine, open_engine

ENGINE: Final = "firefox"


@pytest.fixture
def engine() -> Iterator[Engine]:
    """A new device: the engine's own process and profile."""
    with open_engine(ENGINE) as browser:
        yield browser


@pytest.fixture(params=["headers", "plain"])
def site(request: pytest.FixtureRequest) -> Iterator[suite.Host]:
    yield from suite.host(request.param)


@pytest.mark.slow
def test_a_players_visits(engine: Engine, site: suite.Host) -> None:
    suite.a_players_visits(engine, site)


def test_without_shared_memory_the_table_plays_on_the_page(engine: Engine, tmp_path: Path) -> None:
    with suite.faulty_host(tmp_path, suite.NO_SHARED_MEMORY) as site:
        suite.without_shared_memory_the_table_plays_on_the_page(engine, site)


def test_when_nothing_starts_the_player_is_told_and_a_retry_starts_it(engine: Engine, tmp_path: Path) -> None:
    with suite.faulty_host(tmp_path, suite.BROKEN_ENTRY_POINT) as site:
        suite.when_nothing_starts_the_player_is_told(engine, site, tmp_path / "site")
