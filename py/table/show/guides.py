"""How to play each game, in the table's own words: its layout, how cards move, dealing, winning,
what is special about it, a little strategy, and a worked example on a real position.

Keyed by game id: a new game brings its own guide here and nothing else changes. Each example
is board text the engine reads and moves it plays (tests/test_guides.py replays them all).
Pure data; `howto` shows it. Every paragraph, list item and step is marked whole with `N_`, in
English, and worded by `howto` in the language the page speaks; words shared by several guides
(how to pick cards up, a paragraph the same in two games) are one message.
"""

from __future__ import annotations

from dataclasses import dataclass

from .language import N_


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
    moving: tuple[str, ...]  # its paragraphs: how cards move in this game, then how the table picks them up
    dealing: str
    winning: str
    special: tuple[str, ...]  # what this game does that its relatives do not
    strategy: tuple[str, ...]
    example: Example


# How the table picks cards up and puts them down, the same in every game.
PICKING = N_(
    "Tap a pile to pick up the cards that may move from it; every pile that can take them is outlined "
    "and marked with an arrow. Tap one to drop them there, or tap anywhere else to put them back. "
    "You can drag them as well."
)

SPIDER = Guide(
    layout=N_(
        "Ten columns: six cards in each of the first four, five in the others, only the top card of "
        "each face up. The other fifty cards are the stock: five deals. Eight finished runs win. "
        "One, two or four suits: only the number of suits changes, and more suits make it harder."
    ),
    moving=(
        N_(
            "A card lands on any card exactly one rank higher, whatever its suit, or on an empty column. "
            "Several cards lift together only if they are a run: one suit, going down."
        ),
        PICKING,
        # Translators: − and + are the two buttons (and keys) that take one card fewer or one more.
        N_("With a run in hand, − and + take fewer or more of it."),
    ),
    dealing=N_(
        "A deal puts one card face up on every column and counts as a move. It is refused while "
        "any column is empty, and it cannot be undone: undo stops at the last deal."
    ),
    winning=N_(
        "When the top of a column holds a run of one suit from king down to ace, it leaves for "
        "the foundation by itself. A face-down card that comes to the top turns over by itself. "
        "Eight runs win."
    ),
    special=(
        N_("Landing is loose but lifting is strict: cards you were allowed to build may not move as one."),
        N_("An empty column takes any card, and it is the only place to sort out a mixed pile."),
    ),
    strategy=(
        N_("Turn face-down cards over first: seeing more is worth more than a tidy column."),
        N_("Build in suit when you can; a mixed pile has to be taken apart later."),
        N_("Spend an empty column with care, and fill it before you deal."),
        N_("Make every move you can before dealing: the new row covers everything."),
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
        intro=N_("Two suits, five runs already home, one deal left in the stock."),
        steps=(
            Step(
                "5>6",
                N_(
                    "The six of hearts lands on the seven of spades: suits do not matter for landing. "
                    "The card under it turns over."
                ),
            ),
            Step(
                "3>4",
                N_(
                    "Nine, eight and seven of hearts are one suit going down, so they move together, "
                    "onto the ten of spades. The jack of hearts turns over."
                ),
            ),
            Step(
                "2>1",
                N_(
                    "The ace of spades finishes a run from king to ace: it leaves by itself, and "
                    "both columns turn their last face-down card over."
                ),
            ),
            Step("d", N_("Nothing useful is left, and no column is empty: the last deal puts a card on every column.")),
        ),
    ),
)

BEETLE = Guide(
    layout=N_(
        "Ten columns, every card face up: five cards in each of the first four, four in the others. "
        "The other sixty cards are the stock: six deals of ten. Eight finished runs win."
    ),
    moving=(
        N_(
            "As in Spider: a card lands on any card exactly one rank higher, whatever its suit, or on an "
            "empty column; several cards lift together only as a run of one suit going down."
        ),
        PICKING,
    ),
    dealing=N_(
        "A deal puts one card face up on every column, empty ones too, and counts as a move. "
        "Six deals, then the stock is gone; a deal cannot be undone."
    ),
    winning=N_("A run of one suit from king down to ace leaves by itself. Eight runs win."),
    special=(
        N_(
            "Beetle deals onto empty columns: it never refuses a deal while the stock has cards, so a "
            "space you worked for is lost if you deal with it still empty. The table warns you first."
        ),
        N_("Nothing is hidden: most of the deck is simply still to come."),
    ),
    strategy=(
        N_("Fill an empty column before you deal, with a king or a run you want to keep."),
        N_("Build in suit early, while the columns are short."),
        N_("Make every move before dealing, and count the deals: the last two land on a crowded table."),
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
        intro=N_("Everything is in sight, with one deal left."),
        steps=(
            Step("2>1", N_("The two of clubs goes onto the three of clubs, and column 2 is empty.")),
            Step("3>1", N_("The ace of clubs finishes the run from king to ace, which leaves by itself.")),
            Step("4>2", N_("A deal would cover the empty column, so the king of clubs goes there first.")),
            Step("d", N_("Now the deal puts a card on every column.")),
        ),
    ),
)

BEEHIVE = Guide(
    layout=N_(
        "Six piles of one card each; the beehive, ten cards of which only the top one plays; the "
        "stock, and the waste beside it. Thirteen sets of four win."
    ),
    moving=(
        N_(
            "The top card of the beehive, of the waste or of a pile goes onto a pile whose top card has "
            "the same rank; suits and colours never matter, and only single cards move."
        ),
        PICKING,
    ),
    dealing=N_(
        "A deal turns three cards from the stock onto the waste, whose top card plays. With the "
        "stock empty, a deal turns the waste over to be the stock again. Deals can be undone."
    ),
    winning=N_(
        "Four cards of one rank on a pile are a set: it leaves for the foundation by itself. All thirteen sets win."
    ),
    special=(
        N_(
            "An empty pile is refilled at once from the beehive. Once the beehive is empty, you fill it "
            "yourself, from the waste or straight from the stock."
        ),
        N_(
            "Redeals are unlimited, but each pass through the stock must play a card from the waste or "
            "the beehive. After a pass with none, the redeal is refused: with no other move, the game is lost."
        ),
    ),
    strategy=(
        N_("Empty the beehive early: its cards are the ones you cannot reach otherwise."),
        N_("Keep piles of different ranks, so more cards have somewhere to go."),
        N_("Play from the waste whenever you can: a pass that plays nothing from it may be your last."),
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
        intro=N_("Nine sets are home; two cards are left in the beehive."),
        steps=(
            Step(
                "w>1",
                N_(
                    "The five of clubs from the waste makes four fives: the set leaves, and the "
                    "beehive refills the empty pile with its top card."
                ),
            ),
            Step(
                "5>2",
                N_("The nine of spades goes onto the nine of diamonds; the beehive fills pile 5 with its last card."),
            ),
            Step("d", N_("A deal turns three cards onto the waste: the nine of clubs is on top.")),
            Step("w>2", N_("It joins the nines: three of them now.")),
        ),
    ),
)

SPIDERETTE = Guide(
    layout=N_(
        "Seven columns dealt as in Klondike: one card in the first, two in the second, up to seven "
        "in the last, only the top card of each face up. The other 24 cards are the stock. Four "
        "finished runs win. One, two or four suits: one deck's worth of cards in each."
    ),
    moving=(
        N_(
            "As in Spider: a card lands on any card exactly one rank higher, whatever its suit, or on an "
            "empty column; several cards lift together only as a run of one suit going down."
        ),
        PICKING,
    ),
    dealing=N_(
        "A deal puts one card face up on each of the seven columns and counts as a move. After three "
        "deals the last three cards go onto columns 1 to 3. Every deal, the short one too, is refused "
        "while any column is empty, and no deal can be undone."
    ),
    winning=N_(
        "A run of one suit from king down to ace on top of a column leaves by itself, and a "
        "face-down card that comes to the top turns over by itself. Four runs win."
    ),
    special=(
        N_("Only seven columns: an empty one is rare, and a deal must wait until it is filled again."),
        N_("The last deal is short: three cards, onto columns 1 to 3 only."),
        N_("The last column starts with six cards face down: get to them early."),
    ),
    strategy=(
        N_("Turn over the long columns' cards first: the short ones have little to hide."),
        N_("Build in suit when you can; with seven columns there is little room to sort a mixed pile."),
        N_("Before a deal, fill the empty column with a king or a long run you want to keep."),
    ),
    example=Example(
        board="""Game: spiderette-2
Done: S H
Stock: 3H 4H AH
1: QS
2: ks KH QH JH TH 9H 8H 7H
3: 2s 3s 6S 5S 4S
4: 7S
5: as 6H 5H
6: JS TS 9S 8S
7: 2H
""",
        intro=N_("Two suits, two runs home, and only the short last deal in the stock."),
        steps=(
            Step("6>1", N_("The spades from jack to eight are one run: they move together onto the queen of spades.")),
            Step(
                "3>6",
                N_(
                    "Column 6 is empty, so no deal can come. The run of spades from six to four fills it, "
                    "and the three of spades turns over."
                ),
            ),
            Step("5>2", N_("The six and five of hearts join the hearts; the ace of spades turns over.")),
            Step(
                "d",
                N_("Every column has cards: the last, short deal puts one card on each of columns 1 to 3."),
            ),
            Step("1>2", N_("The three of hearts goes onto the four of hearts that the deal brought.")),
            Step("7>2", N_("The two of hearts follows it.")),
            Step(
                "3>2",
                N_(
                    "The ace of hearts finishes a run from king to ace, which leaves by itself, and the "
                    "king of spades under it turns over."
                ),
            ),
        ),
    ),
)

WILL_O_THE_WISP = Guide(
    layout=N_(
        "Seven columns of three cards, the bottom two of each face down. The other 31 cards are the "
        "stock: four deals of seven, then three. Four finished runs win. One, two or four suits: one "
        "deck's worth of cards in each."
    ),
    moving=SPIDERETTE.moving,
    dealing=N_(
        "A deal puts one card face up on each of the seven columns and counts as a move; the fifth "
        "and last deal puts its three cards onto columns 1 to 3. Every deal is refused while any "
        "column is empty, and no deal can be undone."
    ),
    winning=SPIDERETTE.winning,
    special=(
        N_(
            "Short columns: each face-down card is only a move or two away, but most of the deck is still in the stock."
        ),
        N_("With so few cards out at first, the early deals do most of the work: play what you can, then deal."),
    ),
    strategy=(
        N_("Turn face-down cards over before anything else: there are only fourteen."),
        N_("Keep runs in suit; five deals will bury whatever is left mixed."),
        N_("Fill an empty column before you deal: the deal waits until every column has a card."),
    ),
    example=Example(
        board="""Game: will-o-the-wisp-1
Done: S S
Stock: JS 3S 4S TS 6S 8S 2S AS 5S 7S
1: 9s KS QS JS TS
2: 4s 8S 7S
3: 2s 5s 6S
4: 9S
5: as 3S
6: KS
7: QS
""",
        intro=N_("One suit, two runs home, and two deals left: seven cards, then three."),
        steps=(
            Step("4>1", N_("The nine of spades goes onto the ten; column 4 is empty.")),
            Step("2>1", N_("The eight and seven follow as one run, and the four of spades turns over.")),
            Step("3>1", N_("The six goes on as well; the five of spades turns over.")),
            Step(
                "3>4",
                N_(
                    "No deal while a column is empty: the five fills column 4, and the last face-down "
                    "card of column 3 turns over."
                ),
            ),
            Step("d", N_("Every column has cards, so the deal puts one on each of the seven.")),
        ),
    ),
)

SIMPLE_SIMON = Guide(
    layout=N_(
        "Ten columns, every card face up: eight cards in each of the first three, then seven, six, "
        "and so on down to one in the last. There is no stock. Four finished runs win."
    ),
    moving=(
        N_(
            "As in Spider: a card lands on any card exactly one rank higher, whatever its suit, and an "
            "empty column takes any card or run; several cards lift together only as a run of one suit "
            "going down."
        ),
        PICKING,
    ),
    dealing=N_("There is nothing to deal: every card is on the table from the start."),
    winning=N_("A run of one suit from king down to ace on top of a column leaves by itself. Four runs win."),
    special=(
        N_("Nothing is hidden and nothing comes later: every game can be planned from its first look."),
        N_("Undo has no limit, back to the deal, since there is no deal to stop at."),
    ),
    strategy=(
        N_("Empty columns are everything: they let you take a mixed pile apart."),
        N_("Build in suit first; a card on another suit must be moved again before its run can leave."),
        N_("Think before you spend an empty column on a single card."),
    ),
    example=Example(
        board="""Game: simple-simon
Done: S H
1: KC QC JC TC
2: KD QD JD TD 9D 8C
3: 9C 8D
4: 7C 6C 5C 4C 3C 2C AC
5: 7D 6D 5D
6: 4D 3D
7: 2D
8: AD
9:
10:
""",
        intro=N_("Spades and hearts are home; the clubs and diamonds are tangled in columns 2 and 3."),
        steps=(
            Step("2>9", N_("The eight of clubs lies on a diamond: it goes into an empty column for now.")),
            Step("3>2", N_("The eight of diamonds goes onto the nine of diamonds: in suit.")),
            Step("3>1", N_("The nine of clubs goes onto the ten of clubs, and column 3 is empty.")),
            Step("9>1", N_("The eight of clubs comes back, onto the nine of clubs.")),
            Step(
                "4>1", N_("Seven down to ace of clubs move as one run and finish the clubs: the run leaves by itself.")
            ),
        ),
    ),
)

MRS_MOP = Guide(
    layout=N_("Thirteen columns of eight cards, all face up: two full decks and no stock. Eight finished runs win."),
    moving=SIMPLE_SIMON.moving,
    dealing=SIMPLE_SIMON.dealing,
    winning=N_("A run of one suit from king down to ace on top of a column leaves by itself. Eight runs win."),
    special=(
        N_("Thirteen columns and every card in sight, but two of each card: pick which copy to move where."),
        N_("There is no stock to rescue you: the game is won or lost by the cards as dealt."),
    ),
    strategy=(
        N_("Free a column early: an empty column is worth more than any single move."),
        N_("Build in suit; two cards of a rank give you a choice, and the suit decides it."),
        N_("Undo costs nothing: try a line, and take it back if it leads nowhere."),
    ),
    example=Example(
        board="""Game: mrs-mop
Done: S S H H D C
1: KD QD JD TD 9D 8D
2: KC QC JC TC
3: 7D 9C
4: 6D 5D 4D 3D 2D AD
5: 8C 7C
6: 6C 5C 4C
7: 3C 2C AC
8:
9:
10:
11:
12:
13:
""",
        intro=N_("Six runs are home; a diamond and a club are left, and the seven of diamonds is covered."),
        steps=(
            Step("3>8", N_("The nine of clubs covers the seven of diamonds: it goes into an empty column.")),
            Step("3>1", N_("The seven of diamonds goes onto the eight of diamonds.")),
            Step("4>1", N_("Six down to ace of diamonds move as one run and finish the diamonds: the run leaves.")),
            Step("8>2", N_("The nine of clubs joins the clubs; three more runs finish the game.")),
        ),
    ),
)

SCORPION = Guide(
    layout=N_(
        "Seven columns of seven cards. In the first four the bottom three cards are face down; every "
        "other card is face up. The last three cards are the stock. Four finished runs win."
    ),
    moving=(
        N_(
            "A card goes only onto the card of its own suit one rank higher, and only a king goes into "
            "an empty column. But any face-up card moves, whatever lies on it: it takes every card above "
            "it along, in any order."
        ),
        PICKING,
    ),
    dealing=N_(
        "One deal, whenever you like, empty columns or not: it puts the three stock cards face up "
        "onto columns 1 to 3, and it cannot be undone."
    ),
    winning=N_(
        "A run of one suit from king down to ace on top of a column leaves by itself, and a "
        "face-down card that comes to the top turns over by itself. Four runs win."
    ),
    special=(
        N_(
            "Landing is strict but lifting is loose, the other way round from Spider: cards in any "
            "order move together, as long as the bottom one fits."
        ),
        N_("Only a king goes into an empty column, with whatever lies on it."),
        N_("The one deal may come at any time: save it until its cards can help."),
    ),
    strategy=(
        N_("Free the face-down cards of columns 1 to 4 first."),
        N_("A king at the bottom of a column is home: move kings into empty columns early."),
        N_("Before moving a card, look at what comes with it: the cards above may block a run later."),
    ),
    example=Example(
        board="""Game: scorpion
Done: S H
Stock: AD 2C AC
1: 7C 6C 5C 4C 3C
2: KC QC JC
3: TC 9C 8C 4D
4: qd jd TD 9D 8D 7D 6D 5D
5: 3D KD 2D
6:
7:
""",
        intro=N_("Spades and hearts are home; the clubs can follow."),
        steps=(
            Step(
                "3>2",
                N_(
                    "The ten of clubs goes onto the jack of clubs and takes the cards above it along, "
                    "the four of diamonds too."
                ),
            ),
            Step("5>3", N_("Only a king goes into an empty column: the king of diamonds, with the two on it.")),
            Step("2>4", N_("The four of diamonds goes onto the five of diamonds.")),
            Step("1>2", N_("Seven down to three of clubs go onto the eight of clubs.")),
            Step("d", N_("The deal comes whenever you like, empty column or not: three cards onto columns 1 to 3.")),
            Step("3>2", N_("The ace of clubs finishes the clubs: the run from king to ace leaves by itself.")),
        ),
    ),
)

GUIDES: dict[str, Guide] = {
    "spider": SPIDER,
    "beetle": BEETLE,
    "beehive": BEEHIVE,
    "spiderette": SPIDERETTE,
    "will-o-the-wisp": WILL_O_THE_WISP,
    "simple-simon": SIMPLE_SIMON,
    "mrs-mop": MRS_MOP,
    "scorpion": SCORPION,
}
