"""Where things are: the repository, and the built site that is published and served.

The site is built into one folder (`dist/`) by a sequence of small steps, each writing its own
part of it (see the Makefile's `site` target); that folder holds only what the page needs, and
is what Netlify publishes, `make play` serves and the browser tests load.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("SITE", ROOT / "dist")).resolve()
