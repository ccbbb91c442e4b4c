"""Every message the table sends page.js in the unit tests (through the stand-in page,
fake_page.py, or the recording screen), kept for the page's own scripts to draw:
tests/js/replay.test.mjs draws them on the site's own index.html, page.js and stage.js under Node.

A message holds only what changed since the one before, so each page's messages are kept together
and in order: one line per page, `{"test": node id, "messages": [text...]}`, in
test-results/page-messages/<process>.jsonl. Each test's pages are written as it ends, and a page
already written by this process (the same messages: many tests boot the same table) is not
written again. conftest.py clears the folder as the run starts, before any process writes.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "test-results" / "page-messages"

_pages: list[list[str]] = []  # the pages of the test running, each its messages so far
_written: set[bytes] = set()


def page() -> list[str]:
    """A new page: the list its messages are added to, in the order they are drawn."""
    messages: list[str] = []
    _pages.append(messages)
    return messages


def clear() -> None:
    shutil.rmtree(FOLDER, ignore_errors=True)


def write(test: str) -> None:
    """The pages of the test that ended, each not yet written by this process."""
    pages = [messages for messages in _pages if messages]
    _pages.clear()
    lines = []
    for messages in pages:
        digest = hashlib.blake2b("\0".join(messages).encode(), digest_size=16).digest()
        if digest not in _written:
            _written.add(digest)
            lines.append(json.dumps({"test": test, "messages": messages}) + "\n")
    if lines:
        FOLDER.mkdir(parents=True, exist_ok=True)
        name = os.environ.get("PYTEST_XDIST_WORKER", "main")
        with (FOLDER / f"{name}.jsonl").open("a", encoding="utf-8") as file:
            file.writelines(lines)
