"""Every reason the engine gives for refusing something: a move, a deal code, a link's result to
beat, a line of board text. A reason's name is its code, stable for whoever words it (the page
words each in the player's language); its value is the English, with named placeholders for the
values a refusal carries (`errors.Why`). A reason whose English depends on a number gives the
singular and the plural, chosen by its `count`."""

from __future__ import annotations

from enum import Enum


class Reason(Enum):
    # A move the rules refuse (IllegalMove).
    ONLY_BETWEEN_COLUMNS = "{title} moves cards only between columns 1 to {columns}"
    NO_SUCH_COLUMN = "there is no column {column}: columns are 1 to {columns}"
    ONTO_OWN_COLUMN = "cards cannot move onto their own column"
    COLUMN_EMPTY = "column {column} is empty"
    TOO_FEW_FACE_UP = (
        "column {column} has only {count} face-up card",
        "column {column} has only {count} face-up cards",
    )
    NOT_ONE_RANK_HIGHER = "the {moving} cannot go on the {onto}: a card goes only on a card one rank higher"
    NOT_OWN_SUIT_ONE_HIGHER = (
        "the {moving} cannot go on the {onto}: a card goes only on the card of its own suit one rank higher"
    )
    ONLY_KING_INTO_EMPTY = "only a king goes into an empty column, not the {moving}"
    NO_KING_TO_EMPTY = "only a king goes into an empty column, and column {column} has no face-up king"
    ACE_TAKES_NOTHING = "nothing goes on the {onto}: an ace takes no card"
    WANTED_NOT_FACE_UP = "the {onto} takes only the {wanted}, and it is not face up in column {column}"
    NOT_A_RUN = "only a run of one suit moves together: the {moving} and the cards on it are not one suit in order"
    ONLY_FACE_UP_MOVE = "only face-up cards move: the column has {count}"
    NO_STOCK = "{game} has no stock: there is nothing to deal"
    LAST_DEAL_DONE = "the stock is empty: its one deal is done"
    ALL_DEALS_DONE = "the stock is empty: all {count} deals are done"
    FILL_COLUMNS_FIRST = "fill every column before dealing"
    SINGLE_CARDS_ONLY = "in Beehive only single cards move"
    NO_SUCH_PILE = "there is no pile {pile}: piles are 1 to {piles}"
    BEEHIVE_EMPTY = "the beehive is empty"
    WASTE_EMPTY = "the waste is empty: deal to turn cards from the stock"
    STOCK_EMPTY = "the stock is empty"
    STOCK_ONLY_TO_EMPTY = "a card comes straight from the stock only onto an empty pile, once the beehive is empty"
    ONTO_OWN_PILE = "a card cannot move onto its own pile"
    PILE_EMPTY = "pile {pile} is empty"
    NOT_SAME_RANK = "the {moving} cannot go on the {onto}: only cards of one rank go together"
    STOCK_AND_WASTE_EMPTY = "the stock and the waste are both empty"
    NO_REDEAL = "no redeal: this pass through the stock played no card from the waste or the beehive"
    UNDO_PAST_DEAL = "a saved undo reaches back past a deal"

    # Something written that cannot be read: a move, a card, a deal code, a result, a game.
    MOVE_NOT_TEXT = "a move is written as text, like 3>7 or d"
    NOT_A_MOVE = "{text} is not a move: write d to deal, or source>target like 3>7 or 3>7:2"
    NOT_A_CARD = "{text} is not a card (write rank then suit, like 7S or TH)"
    NOT_A_RANK = "{text} is not a rank (one of {ranks})"
    UNKNOWN_GAME = "unknown game {text}: choose one of {games}"
    CODE_NOT_TEXT = "a deal code is written as text, like 41739205-2"
    NOT_A_TIERED_CODE = "{text} is not a {game} deal code: a shuffle number and the suit tier {tiers}, like 41739205-2"
    NOT_A_PLAIN_CODE = "{text} is not a {game} deal code: a whole number like 41739205, without leading zeros"
    SHUFFLE_TOO_BIG = "{text} is not a deal code: the shuffle number must be below {shuffles}"
    NOT_A_RESULT = "{text} is not a result to beat: write moves-seconds, like 112-354"
    NO_DAILY_YET = "there is no deal of the day yet for {title}"
    NO_DAILY = "{text} has no deal of the day: choose one of {games}"

    # Board text that describes no position (BoardError, which adds the line).
    BOARD_NOT_TEXT = "a board is written as text, in lines of 'Key: value'"
    BOARD_TOO_LONG = "the board text is too long ({length} characters; a board has a few hundred)"
    NOT_KEY_VALUE = "expected 'Key: value', found {text}"
    KEY_TWICE = "{key} is given twice (first on line {first})"
    NOT_A_WHOLE_NUMBER = "{key} takes a whole number, not {text}"
    NUMBER_TOO_LONG = "{key} takes a whole number of at most {digits} digits"
    NO_GAME_LINE = "the board text has no 'Game:' line (like 'Game: spider-2')"
    UNKNOWN_BOARD_GAME = "unknown game {text}: one of {games}"
    NO_SUCH_BOARD_COLUMN = "there is no column {text} in {variant}"
    UNKNOWN_KEY = "unknown key {text} in {variant}"
    COLUMN_MISSING = "column {column} is missing (write '{column}:' for an empty one)"
    OTHER_DEAL = "deal {code} is a {dealt} deal, not {variant}"
    UPPER_CASE_ONLY = "{key} cards are written in upper case"
    HIDDEN_CARD = "?? hides a card, but a game needs every card known"
    MIXED_CASE = "write {text} all in upper case (face up) or all in lower case (face down)"
    FACE_DOWN_BELOW = "face-down cards lie only below face-up ones"
    CARD_TOO_MANY = "one {card} too many: {variant} has {have}"
    CARD_NOT_IN_DECK = "one {card} too many: {variant} has none"
    CARDS_MISSING = ("{count} card of {variant} is missing: {cards}", "{count} cards of {variant} are missing: {cards}")
    NOT_A_RUN_TOKEN = "{text} is not a finished run of {variant}: write its suit, one of {suits}"
    NOT_A_SET_TOKEN = "{text} is not a finished set: write its rank, like 5 or K"
    NO_FACE_DOWN = "{title} has no face-down cards"
    FACE_DOWN_ON_TOP = "a face-down card on top of a column would have turned over"
    RUN_WOULD_HAVE_LEFT = "a finished king-to-ace run would have left the column"
    NO_FACE_DOWN_HERE = "{title} deals no face-down cards to column {column}"
    GAME_HAS_NO_STOCK = "{game} has no stock"
    WHOLE_ROWS = "the stock deals whole rows of {columns} cards"
    STOCK_SIZES = "the stock of {title} holds {sizes} cards, or none"
    ONE_RANK_A_PILE = "a pile holds cards of one rank only"
    SET_WOULD_HAVE_LEFT = "{count} cards of a rank would have left as a set"
    PILE_REFILLED = "an empty pile is refilled from the beehive at once"
    PASSES_FROM_ONE = "passes are counted from 1"

    def english(self, count: object) -> str:
        """The English template, its plural chosen by `count` where it has one."""
        value: str | tuple[str, str] = self.value
        if isinstance(value, str):
            return value
        singular, plural = value
        return singular if count == 1 else plural
