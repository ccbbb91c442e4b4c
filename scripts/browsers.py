"""The Chromium the tests and benchmarks drive, and how it is kept on this machine's loopback.

The browser tests drive Chromium's headless shell (`TEST_CHROMIUM`: the engine without its
window); the benchmarks, Lighthouse and the icons the browser a player runs (`CHROMIUM`). Both
from Debian (`make chromium`), named by the Makefile's variables of the same names.
"""

from __future__ import annotations

import os

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TEST_CHROMIUM = os.environ.get("TEST_CHROMIUM", "/usr/bin/chromium-headless-shell")
# Chromium keeps looking up Google hosts; this keeps every run on the loopback interface.
HOST_RULES = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
