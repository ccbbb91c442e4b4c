"""How to play each game, in the table's own words: its layout, how cards move, dealing, winning,
what is special about it, a little strategy, and a worked example on a real position.

Keyed by game id: a new game brings its own guide here and nothing else changes. Each example
is board text the engine reads and moves it plays (tests/test_guides.py replays them all).
Pure data; `howto` shows it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    move: str  # in move notation: "5>6", "w>1", "d"
    says: str  # what the step shows


@dataclass(frozen=True)
class Example:
    board: str  # the position it starts from, as board text
    intro: str
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Guide:
    layout: str
    moving: str
    dealing: str
    winning: str
    special: tuple[str, ...]  # what this game does that its relatives do not
    strategy: tuple[str, ...]
    example: Example


PICKING = (
    "Tap a pile to pick up the cards that may move from it; every pile that can take them is outlined "
    "and marked with an arrow. Tap one to drop them there, or tap anywhere else to put them back. "
    "You can drag them as well."
)

SPIDER = Guide(
    layout=(
        "Ten columns: six cards in each of the first four, five in the others, only the top card of "
        "each face up. The other fifty cards are the stock: five deals. Eight finished runs win. "
        "One, two or four suits: only the number of suits changes, and more suits make it harder."
    ),
    moving=(
        "A card lands on any card exactly one rank higher, whatever its suit, or on an empty column. "
        "Several cards lift together only if they are a run: one suit, going down. "
        + PICKING
        + " With a run in hand, − and + take fewer or more of it."
    ),
    dealing=(
        "A deal puts one card face up on every column and counts as a move. It is refused while "
        "any column is empty, and it cannot be undone: undo stops at the last deal."
    ),
    winning=(
        "When the top of a column holds a run of one suit from king down to ace, it leaves for "
        "the foundation by itself. A face-down card that comes to the top turns over by itself. "
        "Eight runs win."
    ),
    special=(
        "Landing is loose but lifting is strict: cards you were allowed to build may not move as one.",
        "An empty column takes any card, and it is the only place to sort out a mixed pile.",
    ),
    strategy=(
        "Turn face-down cards over first: seeing more is worth more than a tidy column.",
        "Build in suit when you can; a mixed pile has to be taken apart later.",
        "Spend an empty column with care, and fill it before you deal.",
        "Make every move you can before dealing: the new row covers everything.",
    ),
    example=Example(
        board="""Game: spider-2
Done: S S H H H
Stock: AH AS 2S 3H 3S 4H 4S 5S 6S 8S
1: kh KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S
2: qh AS
3: jh 9H 8H 7H
4: 5h TS
5: 2h 6H
6: 7S
7: 9s KS
8: TH
9: JS
10: QS
""",
        intro="Two suits, five runs already home, one deal left in the stock.",
        steps=(
            Step(
                "5>6",
                "The six of hearts lands on the seven of spades: suits do not matter for landing. "
                "The card under it turns over.",
            ),
            Step(
                "3>4",
                "Nine, eight and seven of hearts are one suit going down, so they move together, "
                "onto the ten of spades. The jack of hearts turns over.",
            ),
            Step(
                "2>1",
                "The ace of spades finishes a run from king to ace: it leaves by itself, and "
                "both columns turn their last face-down card over.",
            ),
            Step("d", "Nothing useful is left, and no column is empty: the last deal puts a card on every column."),
        ),
    ),
)

BEETLE = Guide(
    layout=(
        "Ten columns, every card face up: five cards in each of the first four, four in the others. "
        "The other sixty cards are the stock: six deals of ten. Eight finished runs win."
    ),
    moving=(
        "As in Spider: a card lands on any card exactly one rank higher, whatever its suit, or on an "
        "empty column; several cards lift together only as a run of one suit going down. " + PICKING
    ),
    dealing=(
        "A deal puts one card face up on every column, empty ones too, and counts as a move. "
        "Six deals, then the stock is gone; a deal cannot be undone."
    ),
    winning="A run of one suit from king down to ace leaves by itself. Eight runs win.",
    special=(
        "Beetle deals onto empty columns: it never refuses a deal while the stock has cards, so a "
        "space you worked for is lost if you deal with it still empty. The table warns you first.",
        "Nothing is hidden: most of the deck is simply still to come.",
    ),
    strategy=(
        "Fill an empty column before you deal, with a king or a run you want to keep.",
        "Build in suit early, while the columns are short.",
        "Make every move before dealing, and count the deals: the last two land on a crowded table.",
    ),
    example=Example(
        board="""Game: beetle
Done: S S H H D
Stock: AC AD 2C 2D 3C 3D 4C 4D 5C 6C
1: 9C KC QC JC TC 9C 8C 7C 6C 5C 4C 3C
2: 2C
3: 8C AC
4: 5D KC
5: 6D TD
6: 7C JC
7: 7D JD
8: 8D QC
9: 9D QD
10: TC KD
""",
        intro="Everything is in sight, with one deal left.",
        steps=(
            Step("2>1", "The two of clubs goes onto the three of clubs, and column 2 is empty."),
            Step("3>1", "The ace of clubs finishes the run from king to ace, which leaves by itself."),
            Step("4>2", "A deal would cover the empty column, so the king of clubs goes there first."),
            Step("d", "Now the deal puts a card on every column."),
        ),
    ),
)

BEEHIVE = Guide(
    layout=(
        "Six piles of one card each; the beehive, ten cards of which only the top one plays; the "
        "stock, and the waste beside it. Thirteen sets of four win."
    ),
    moving=(
        "The top card of the beehive, of the waste or of a pile goes onto a pile whose top card has "
        "the same rank; suits and colours never matter, and only single cards move. " + PICKING
    ),
    dealing=(
        "A deal turns three cards from the stock onto the waste, whose top card plays. With the "
        "stock empty, a deal turns the waste over to be the stock again. Deals can be undone."
    ),
    winning=(
        "Four cards of one rank on a pile are a set: it leaves for the foundation by itself. All thirteen sets win."
    ),
    special=(
        "An empty pile is refilled at once from the beehive. Once the beehive is empty, you fill it "
        "yourself, from the waste or straight from the stock.",
        "Redeals are unlimited, but each pass through the stock must play a card from the waste or "
        "the beehive. After a pass with none, the redeal is refused: with no other move, the game is lost.",
    ),
    strategy=(
        "Empty the beehive early: its cards are the ones you cannot reach otherwise.",
        "Keep piles of different ranks, so more cards have somewhere to go.",
        "Play from the waste whenever you can: a pass that plays nothing from it may be your last.",
    ),
    example=Example(
        board="""Game: beehive
Done: A 3 4 6 7 8 T J Q
Stock: 2H 2S 9C 9H KS
Waste: 5C
Reserve: 2D KD
1: 5S 5H 5D
2: 9D
3: KC
4: 2C
5: 9S
6: KH
""",
        intro="Nine sets are home; two cards are left in the beehive.",
        steps=(
            Step(
                "w>1",
                "The five of clubs from the waste makes four fives: the set leaves, and the "
                "beehive refills the empty pile with its top card.",
            ),
            Step(
                "5>2", "The nine of spades goes onto the nine of diamonds; the beehive fills pile 5 with its last card."
            ),
            Step("d", "A deal turns three cards onto the waste: the nine of clubs is on top."),
            Step("w>2", "It joins the nines: three of them now."),
        ),
    ),
)

GUIDES: dict[str, Guide] = {"spider": SPIDER, "beetle": BEETLE, "beehive": BEEHIVE}
