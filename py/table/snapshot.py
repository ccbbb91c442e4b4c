"""Whether the modules a memory snapshot brought are the ones on the site now.

A snapshot holds the interpreter with our modules already imported. If the site's Python
changed since the snapshot was made, the old modules would run: so the snapshot records a
digest of our sources, and the page compares it with the files it was just given. A mismatch
drops our modules, and they are imported afresh from the files. Pure: runs under CPython too,
where the snapshot build computes the same digest.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

PACKAGES = ("solitaire", "table")


def source_digest(root: Path) -> str:
    """SHA-256 over our packages' Python files under `root`: their paths and contents."""
    digest = hashlib.sha256()
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            digest.update(path.relative_to(root).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def forget_stale_modules(root: Path) -> bool:
    """Drops our imported modules if they came from a snapshot of other sources; True if so."""
    recorded = getattr(sys, "_solitaire_sources", None)
    if recorded is None or recorded == source_digest(root):
        return False
    for name in [n for n in sys.modules if n.split(".")[0] in PACKAGES]:
        del sys.modules[name]
    return True
