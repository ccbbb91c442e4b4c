"""A seeded monkey plays every game at random and the table keeps every card and never errs.

`make test` runs 500 actions from a fixed seed; `make monkey` runs a long one (5,000 actions by
default, MONKEY_SEED and MONKEY_ACTIONS choose). A failure prints the seed and the actions.
"""

from __future__ import annotations

import os

import pytest

from conftest import NewDevice, OpenReady
from monkey import SEEDED_RANDOMNESS, Monkey

SEED = int(os.environ.get("MONKEY_SEED", "20261130"))
ACTIONS = int(os.environ.get("MONKEY_ACTIONS", "500"))
# The monkey waits for every animation to end before it looks at the table, so it watches them
# played this many times as fast (DevTools' playback rate; the page's code runs as it does for a
# player): the same animations and their ends, and about a fifth less time a run.
ANIMATION_RATE = 4.0


@pytest.mark.slow
def test_a_monkey_plays_every_game_and_no_card_is_lost_and_nothing_errs(
    new_device: NewDevice, open_ready: OpenReady
) -> None:
    context = new_device(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.add_init_script(SEEDED_RANDOMNESS % SEED)
        devtools = context.new_cdp_session(page)  # the rate holds for the page's later documents too
        devtools.send("Animation.enable")
        devtools.send("Animation.setPlaybackRate", {"playbackRate": ANIMATION_RATE})
        guard = open_ready(page, "/")
        monkey = Monkey(page, guard, SEED, verbose=bool(os.environ.get("MONKEY_VERBOSE")))
        monkey.run(ACTIONS)
        assert len(monkey.actions) >= ACTIONS
        guard.check()
    finally:
        context.close()
