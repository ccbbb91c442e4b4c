"""The player's visits and the start's checks (e2e/across_engines.py) in WebKitGTK, the engine of Safari."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from across_engines import (  # noqa: F401 - collected here, for this engine
    site,
    test_a_players_visits,
    test_when_nothing_starts_the_player_is_told_and_a_retry_starts_it,
    test_without_shared_memory_the_table_plays_on_the_page,
)
from engines import Engine, open_engine


@pytest.fixture
def engine() -> Iterator[Engine]:
    """A new device: the engine's own process and profile."""
    with open_engine("webkit") as browser:
        yield browser
