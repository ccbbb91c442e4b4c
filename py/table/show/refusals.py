"""What the engine refuses, in the language the page speaks. The engine gives a reason's code and
its values (`solitaire.errors.Why`), never words to show: each reason is worded here, as a clause
("the seven of spades cannot go on the nine of hearts: …") that a sentence of the page holds, its
values worded too: a card by its name, a game by its title, a number as the language writes it,
what the player wrote quoted as written. A test holds this table to the engine's reasons, and its
English to the engine's own."""

from __future__ import annotations

from typing import Final

from solitaire.cards import Card
from solitaire.errors import Either, Named, Refusal, Said, Value, Why, quoted
from solitaire.notation import BoardError
from solitaire.reasons import Reason

from .language import N_, Nn_, _, capitalized, n_, number, p_
from .names import card_name

# Translators: each of these is a clause, not a sentence: the page puts it in a sentence of its own
# ("That deal link cannot be opened: {why}."), or makes it one ("{refusal}."). {moving}, {onto} and
# {wanted} are cards' names ("seven of spades"); {title} and {game} are games' names; {text} is what
# the player wrote, quoted; the other values are numbers, or notation shown as it is written.
WORDS: Final[dict[Reason, str | tuple[str, str]]] = {
    Reason.ONLY_BETWEEN_COLUMNS: N_("{title} moves cards only between columns 1 to {columns}"),
    Reason.NO_SUCH_COLUMN: N_("there is no column {column}: columns are 1 to {columns}"),
    Reason.ONTO_OWN_COLUMN: N_("cards cannot move onto their own column"),
    Reason.COLUMN_EMPTY: N_("column {column} is empty"),
    Reason.TOO_FEW_FACE_UP: Nn_(
        "column {column} has only {count} face-up card", "column {column} has only {count} face-up cards"
    ),
    Reason.NOT_ONE_RANK_HIGHER: N_("the {moving} cannot go on the {onto}: a card goes only on a card one rank higher"),
    Reason.NOT_OWN_SUIT_ONE_HIGHER: N_(
        "the {moving} cannot go on the {onto}: a card goes only on the card of its own suit one rank higher"
    ),
    Reason.ONLY_KING_INTO_EMPTY: N_("only a king goes into an empty column, not the {moving}"),
    Reason.NO_KING_TO_EMPTY: N_("only a king goes into an empty column, and column {column} has no face-up king"),
    Reason.ACE_TAKES_NOTHING: N_("nothing goes on the {onto}: an ace takes no card"),
    Reason.WANTED_NOT_FACE_UP: N_("the {onto} takes only the {wanted}, and it is not face up in column {column}"),
    Reason.NOT_A_RUN: N_(
        "only a run of one suit moves together: the {moving} and the cards on it are not one suit in order"
    ),
    # Translators: {count} is how many of the column's cards are face up.
    Reason.ONLY_FACE_UP_MOVE: N_("only face-up cards move: the column has {count}"),
    Reason.NO_STOCK: N_("{game} has no stock: there is nothing to deal"),
    Reason.LAST_DEAL_DONE: N_("the stock is empty: its one deal is done"),
    Reason.ALL_DEALS_DONE: Nn_(
        "the stock is empty: its {count} deal is done", "the stock is empty: all {count} deals are done"
    ),
    Reason.FILL_COLUMNS_FIRST: N_("fill every column before dealing"),
    Reason.SINGLE_CARDS_ONLY: N_("in Beehive only single cards move"),
    Reason.NO_SUCH_PILE: N_("there is no pile {pile}: piles are 1 to {piles}"),
    Reason.BEEHIVE_EMPTY: N_("the beehive is empty"),
    Reason.WASTE_EMPTY: N_("the waste is empty: deal to turn cards from the stock"),
    Reason.STOCK_EMPTY: N_("the stock is empty"),
    Reason.STOCK_ONLY_TO_EMPTY: N_(
        "a card comes straight from the stock only onto an empty pile, once the beehive is empty"
    ),
    Reason.ONTO_OWN_PILE: N_("a card cannot move onto its own pile"),
    Reason.PILE_EMPTY: N_("pile {pile} is empty"),
    Reason.NOT_SAME_RANK: N_("the {moving} cannot go on the {onto}: only cards of one rank go together"),
    Reason.STOCK_AND_WASTE_EMPTY: N_("the stock and the waste are both empty"),
    Reason.NO_REDEAL: N_("no redeal: this pass through the stock played no card from the waste or the beehive"),
    Reason.UNDO_PAST_DEAL: N_("a saved undo reaches back past a deal"),
    # Translators: "3>7" and "d" are move notation: keep them as they are.
    Reason.MOVE_NOT_TEXT: N_("a move is written as text, like 3>7 or d"),
    # Translators: "d", "source>target", "3>7" and "3>7:2" are move notation: keep them as they are.
    Reason.NOT_A_MOVE: N_("{text} is not a move: write d to deal, or source>target like 3>7 or 3>7:2"),
    # Translators: "7S" and "TH" are card notation (S spades, H hearts): keep them as they are.
    Reason.NOT_A_CARD: N_("{text} is not a card (write rank then suit, like 7S or TH)"),
    Reason.NOT_A_RANK: N_("{text} is not a rank (one of {ranks})"),
    # Translators: {games} lists the games' names in links ("spider, beetle, …"): notation.
    Reason.UNKNOWN_GAME: N_("unknown game {text}: choose one of {games}"),
    Reason.CODE_NOT_TEXT: N_("a deal code is written as text, like 41739205-2"),
    # Translators: {tiers} is a choice of numbers ("1, 2 or 4"): the suits a deal is played with.
    Reason.NOT_A_TIERED_CODE: N_(
        "{text} is not a {game} deal code: a shuffle number and the suit tier {tiers}, like 41739205-2"
    ),
    Reason.NOT_A_PLAIN_CODE: N_(
        "{text} is not a {game} deal code: a whole number like 41739205, without leading zeros"
    ),
    Reason.SHUFFLE_TOO_BIG: N_("{text} is not a deal code: the shuffle number must be below {shuffles}"),
    # Translators: "moves-seconds" and "112-354" are how a link writes a result: 112 moves in 354 seconds.
    Reason.NOT_A_RESULT: N_("{text} is not a result to beat: write moves-seconds, like 112-354"),
    Reason.NO_DAILY_YET: N_("there is no deal of the day yet for {title}"),
    Reason.NO_DAILY: N_("{text} has no deal of the day: choose one of {games}"),
    # Translators: board text is how a position is written: "Key: value" lines such as "Game: spider-2".
    # Keep "Key: value", "Game:", the keys ({key}) and the cards' codes as they are.
    Reason.BOARD_NOT_TEXT: N_("a board is written as text, in lines of 'Key: value'"),
    Reason.BOARD_TOO_LONG: N_("the board text is too long ({length} characters; a board has a few hundred)"),
    Reason.NOT_KEY_VALUE: N_("expected 'Key: value', found {text}"),
    Reason.KEY_TWICE: N_("{key} is given twice (first on line {first})"),
    Reason.NOT_A_WHOLE_NUMBER: N_("{key} takes a whole number, not {text}"),
    Reason.NUMBER_TOO_LONG: N_("{key} takes a whole number of at most {digits} digits"),
    Reason.NO_GAME_LINE: N_("the board text has no 'Game:' line (like 'Game: spider-2')"),
    Reason.UNKNOWN_BOARD_GAME: N_("unknown game {text}: one of {games}"),
    Reason.NO_SUCH_BOARD_COLUMN: N_("there is no column {text} in {variant}"),
    Reason.UNKNOWN_KEY: N_("unknown key {text} in {variant}"),
    Reason.COLUMN_MISSING: N_("column {column} is missing (write '{column}:' for an empty one)"),
    Reason.OTHER_DEAL: N_("deal {code} is a {dealt} deal, not {variant}"),
    Reason.UPPER_CASE_ONLY: N_("{key} cards are written in upper case"),
    Reason.HIDDEN_CARD: N_("?? hides a card, but a game needs every card known"),
    Reason.MIXED_CASE: N_("write {text} all in upper case (face up) or all in lower case (face down)"),
    Reason.FACE_DOWN_BELOW: N_("face-down cards lie only below face-up ones"),
    # Translators: {card} is a card's code ("7S"); {variant} a game's name in links ("spider-2").
    Reason.CARD_TOO_MANY: N_("one {card} too many: {variant} has {have}"),
    Reason.CARD_NOT_IN_DECK: N_("one {card} too many: {variant} has none"),
    # Translators: {cards} lists cards' codes ("7S 8H ...").
    Reason.CARDS_MISSING: Nn_(
        "{count} card of {variant} is missing: {cards}", "{count} cards of {variant} are missing: {cards}"
    ),
    # Translators: {suits} lists suits' letters ("S H D C"): keep them as they are.
    Reason.NOT_A_RUN_TOKEN: N_("{text} is not a finished run of {variant}: write its suit, one of {suits}"),
    # Translators: "5" and "K" are ranks' codes: keep them as they are.
    Reason.NOT_A_SET_TOKEN: N_("{text} is not a finished set: write its rank, like 5 or K"),
    Reason.NO_FACE_DOWN: N_("{title} has no face-down cards"),
    Reason.FACE_DOWN_ON_TOP: N_("a face-down card on top of a column would have turned over"),
    Reason.RUN_WOULD_HAVE_LEFT: N_("a finished king-to-ace run would have left the column"),
    Reason.NO_FACE_DOWN_HERE: N_("{title} deals no face-down cards to column {column}"),
    Reason.GAME_HAS_NO_STOCK: N_("{game} has no stock"),
    Reason.WHOLE_ROWS: N_("the stock deals whole rows of {columns} cards"),
    # Translators: {sizes} is a choice of numbers ("31, 24, 17, 10 or 3").
    Reason.STOCK_SIZES: N_("the stock of {title} holds {sizes} cards, or none"),
    Reason.ONE_RANK_A_PILE: N_("a pile holds cards of one rank only"),
    # Translators: {count} is always 4: a set is the four cards of a rank.
    Reason.SET_WOULD_HAVE_LEFT: N_("{count} cards of a rank would have left as a set"),
    Reason.PILE_REFILLED: N_("an empty pile is refilled from the beehive at once"),
    Reason.PASSES_FROM_ONE: N_("passes are counted from 1"),
}


def value_words(value: Value) -> str:
    """A refusal's value as the page says it."""
    if isinstance(value, Card):
        return card_name(value)
    if isinstance(value, Named):
        return _(value.name)  # its English is in the catalogs (show/names.py)
    if isinstance(value, Said):
        return quoted(value.text)
    if isinstance(value, Either):
        *first, last = (number(item) if isinstance(item, int) else item for item in value.items)
        if not first:
            return last
        # Translators: a choice among values, "1, 2 or 4": {items} are all but the last, listed.
        return _("{items} or {last}").format(items=p_("between the items of a list", ", ").join(first), last=last)
    return number(value) if isinstance(value, int) else str(value)


def why_words(why: Why) -> str:
    """A reason with its values, as a clause."""
    words = WORDS[why.reason]
    if isinstance(words, tuple):
        count = why.values.get("count")
        template = n_(*words, count if isinstance(count, int) else 0)
    else:
        template = _(words)
    return template.format(**{key: value_words(value) for key, value in why.values.items()})


def refusal_words(error: ValueError) -> str:
    """Why the engine refused, as a clause in the page's language; a line of board text named.
    A ValueError the page raised itself is already in the page's words."""
    if not isinstance(error, Refusal):
        return str(error)
    said = why_words(error.why)
    if isinstance(error, BoardError) and error.line:
        # Translators: where board text went wrong: {problem} is a clause saying what is wrong.
        return _("line {line}: {problem}").format(line=number(error.line), problem=said)
    return said


def as_sentence(clause: str) -> str:
    """A refusal told on its own, as a sentence."""
    # Translators: a refusal told on its own: {refusal} is a clause ("the stock is empty"); end it
    # as a sentence ends in your language.
    return capitalized(_("{refusal}.").format(refusal=clause))
