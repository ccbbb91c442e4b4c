"""The solver's web worker: searches in a thread of its own, so the table never freezes.

The page starts it at the first question, as the PyScript worker named "solver" with the
page's pyscript.toml: the same boot, with our packages, from the same snapshot. The main thread calls
`solve` through `pyscript.workers["solver"]` (table/browser/solver_worker.py) and gets JSON text back.
"""

from __future__ import annotations

import json
import time

from solitaire import from_text
from solitaire.solver import solve as search

__export__ = ["solve"]


def solve(board_text: str, seconds: float, shorten: bool = True) -> str:
    """`{"verdict": "won" | "unwinnable" | "unknown", "moves": [...], "seconds": taken}` as JSON
    text, or `{"verdict": "error", "message": ...}` for a board or budget it cannot take.
    With `shorten`, a win found early spends the rest of the budget on a shorter line (for a
    line to show); without it, the first win is the answer (for a verdict alone)."""
    started = time.perf_counter()
    try:
        verdict, moves = search(from_text(str(board_text)), float(seconds), shorten=bool(shorten))
    except Exception as error:  # a message to the page, never a dead call
        return json.dumps({"verdict": "error", "message": f"{type(error).__name__}: {error}"})
    return json.dumps({"verdict": verdict, "moves": moves, "seconds": round(time.perf_counter() - started, 3)})
