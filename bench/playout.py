"""Random-playout throughput of the engine under CPython, per variant, in moves per second.

Each playout deals a fresh code and plays uniformly random legal moves (listing them every
time, as a player's client or a search would) until the game is won, stuck, or 500 moves long.
Run: `make bench-engine` (or `python bench/playout.py [seconds per variant]`).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from solitaire import VARIANTS, deal_code, new_game

LONGEST = 500


def playouts(variant_id: str, seconds: float) -> tuple[int, int, float]:
    """Games and moves played in about `seconds`, and the time taken."""
    variant = VARIANTS[variant_id]
    chooser = random.Random(variant_id)
    games = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(variant.game, deal_code(variant, chooser.randrange(2**32)))
        for _ in range(LONGEST):
            legal = game.legal_moves()
            if not legal:
                break
            game.play(chooser.choice(legal))
            moves += 1
        games += 1
    return games, moves, time.perf_counter() - start


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print(f"Random playouts, CPython {sys.version.split()[0]}, about {seconds:g} s per variant")
    print(f"{'variant':<10} {'games':>7} {'moves':>9} {'moves/s':>10}")
    for variant_id in VARIANTS:
        games, moves, took = playouts(variant_id, seconds)
        print(f"{variant_id:<10} {games:>7} {moves:>9} {moves / took:>10,.0f}")


if __name__ == "__main__":
    main()
