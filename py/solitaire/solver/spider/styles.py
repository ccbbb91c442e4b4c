"""The spider family's tuning: how a search plays each game (what it values, which moves it
tries), and how far and for how long the restarts stray from that. The figures were found by
measuring on deals (bench/solve.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final


@dataclass(frozen=True)
class Style:
    """How the search plays one game: what it values, per unit, and which moves it tries.
    Found by measuring on deals (bench/solve.py)."""

    deal_made: int  # added to the score for each deal made
    step_cost: int = 0  # taken off for each move of the line
    run_left: int = 400  # a finished run: far more than anything it cost to make
    face_down: int = -40  # each card still face down
    in_suit: int = 15  # each card in suit on the card under it
    blocked: int = 0  # each face-up card on a card it does not follow in rank
    empty: int = 25  # each empty column
    clean: int = 0  # each column with cards but none face down
    supermoves: bool = False  # move a column's stack of runs at once, through empty columns
    patience: int | None = None  # positions expanded before the search gives way to the next style
    # Moves made without trying any other: a run that can join its suit off a card it does not
    # follow (1), or off any card (2); 0: none.
    sure_moves: int = 0
    # A run that lies on a card it follows in rank, moved onto another card it follows but not
    # of its suit: it frees the card under it and gains nothing else; not tried when False.
    swaps: bool = True
    # Every legal move tried (or one that plays the same): part of a run onto a card, each empty
    # column while deals are to come, a whole column into an empty one. Running out of positions
    # then proves the game lost.
    every_move: bool = False


# One suit: dealt cards nearly always build on something, so dealing early pays. With more
# suits they bury runs, and the search does better putting deals off; with four, a deal that
# costs little is taken at once, five times over, and the search then spends its budget on the
# last stage with thirty cards still face down. Beetle, whose every card is known from the
# start, wanders into long aimless lines unless each move costs something; in Spider the same
# cost keeps the search from digging deep enough. Each game is searched in two styles side by
# side: the second decides deals the first does not.
# Four suits need a player's shortcuts: a run joins its suit at once, a stack of runs moves
# through empty columns in one step, and an empty column is worth more. Won of deals 0-99 given
# 100,000 positions: 51 without them, 79 with the first two; given 300,000: 89 with those, 92
# with all three and the first style not trying swaps (which also halves the positions kept).
FOUR_SUITS: Final = Style(deal_made=-100, empty=50, supermoves=True, sure_moves=2)
# Two-deck four-suit Spider's own styles give way after this many positions to the restarts
# (styles like them, their weights shaken), and the first costs a point a move: of deals 0-99
# in 8 s of search, 92 won without either, 94 with the first, 95 with both; of deals
# 1000-1199, 180 and 186. The first winning lines come out shorter too (median 415 moves, the
# longest 2,531, before; 278 and 748 after). The one-deck games did no better with them.
FOUR_SUITS_PATIENCE: Final = 40_000
# The one-deck four-suit games' second style costs 8 points a move, so it goes wider before it
# goes deeper. Given 500,000 positions (about 10 s), four-suit Spiderette won 84 of deals 0-99
# and 85 of 100-199 without it, 86 and 86 with it, Will o' the Wisp 97 and 98 of 0-99, and the
# winning lines came out shorter (Spiderette's median 157 moves, 128 with it).
ONE_DECK_FOUR_SUITS: Final = (
    replace(FOUR_SUITS, swaps=False),
    replace(FOUR_SUITS, deal_made=-15, step_cost=8),
)
# Simple Simon and Mrs. Mop have every card face up and no stock: a search that goes nowhere
# soon goes nowhere for good, so each style gives way after a while to others like it (Mrs. Mop's
# deals 0-15 in 8 s: 8 won without giving way, 13 with).
NO_STOCK: Final = (
    Style(deal_made=0, step_cost=1, supermoves=True, sure_moves=2, patience=20_000),
    Style(deal_made=0, step_cost=2, supermoves=True, sure_moves=1, patience=20_000),
)
# Mrs. Mop's 104 cards, all face up in thirteen columns, give each position many more moves than
# Simple Simon's 52: a search in which each move costs more (wider before it goes deeper) finds
# its wins, and sooner. Given 150,000 positions: of deals 0-99, 70 won with the styles above
# (winning lines median 199 moves, longest 471), 79 with these (165, 202); of 100-199, 67 and 79.
MRS_MOP: Final = (
    replace(NO_STOCK[0], step_cost=8, patience=75_000),
    replace(NO_STOCK[1], step_cost=6, patience=75_000),
)
# Most Scorpion deals are lost, and only a search that tries every move (its first style) can
# prove it. The second, which finds some wins sooner, gives way after this many positions and no
# restart takes its turn (OWN_STYLES_ONLY), so the proof has the whole budget: of deals 0-99 in
# 10 s, 90 % decided with both styles searching to the end, 95 % so.
SCORPION_PATIENCE: Final = 20_000
STYLES: Final = {
    "spider-1": (Style(deal_made=15), Style(deal_made=-15)),
    "spider-2": (Style(deal_made=-15), Style(deal_made=-100)),
    "spider-4": (
        replace(FOUR_SUITS, swaps=False, step_cost=1, patience=FOUR_SUITS_PATIENCE),
        replace(FOUR_SUITS, deal_made=-15, patience=FOUR_SUITS_PATIENCE),
    ),
    "beetle": (Style(deal_made=-15, step_cost=4), Style(deal_made=-15, step_cost=2)),
    "spiderette-1": (Style(deal_made=15), Style(deal_made=-15)),
    "spiderette-2": (Style(deal_made=-15), Style(deal_made=-100)),
    "spiderette-4": ONE_DECK_FOUR_SUITS,
    "will-o-the-wisp-1": (Style(deal_made=15), Style(deal_made=-15)),
    "will-o-the-wisp-2": (Style(deal_made=-15), Style(deal_made=-100)),
    "will-o-the-wisp-4": ONE_DECK_FOUR_SUITS,
    "simple-simon": NO_STOCK,
    "mrs-mop": MRS_MOP,
    "scorpion": (
        Style(deal_made=-15, clean=40, blocked=-20, every_move=True),
        Style(deal_made=15, step_cost=2, clean=40, blocked=-20, patience=SCORPION_PATIENCE),
    ),
}
# Games searched in their own styles alone, with no restarts after them.
OWN_STYLES_ONLY: Final = frozenset({"scorpion"})
# The search that tries every move, started when a style runs out of positions without a proof.
EVERY_MOVE: Final = Style(deal_made=-15, every_move=True)

# Restarts: after the game's own styles (which never give way), styles like them with their
# weights shaken by up to SHAKE either way, each given FIRST_PATIENCE positions in the first
# round and PATIENCE_GROWTH times more each round after.
RESTART_SEED: Final = 1  # the restarts' random draws: the same in every run
SHORTER_SEED: Final = 2  # and those of the searches for a shorter line
SHAKE: Final = 0.3
FIRST_PATIENCE: Final = 20_000
PATIENCE_GROWTH: Final = 1.5
STEP_COSTS: Final = (0, 0, 1, 2, 4)  # a restart's step cost, drawn from these
# A search for a shorter line is a restart whose moves cost more (so its lines come out
# shorter): its first round's patience, and the step costs drawn from.
SHORTER_PATIENCE: Final = 20_000
SHORTER_STEP_COSTS: Final = (4, 8, 12, 16)
