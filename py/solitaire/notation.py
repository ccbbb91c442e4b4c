"""Board text: a position as lines of `Key: value`, written and read back exactly.

    Game: spider-1
    Deal: 17-1
    Moves: 3
    Done:
    Stock: KS QS JS ...
    1: ks 5s 9s 2s JS TS

Face-down cards are written in lower case. Reading checks that the text describes a position
the rules can reach and names the line of the first problem it finds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Final

from .cards import Card, card
from .deals import parse_deal
from .errors import Refusal, Said, Why
from .position import Column, Position
from .reasons import Reason
from .variants import VARIANTS, Variant

FIXED_KEYS: Final = ("Game", "Deal", "Moves", "Done", "Stock")
BEEHIVE_KEYS: Final = ("Waste", "Reserve", "Pass", "Played")
HIDDEN: Final = "??"
MAX_TEXT: Final = 100_000  # characters: a board text has a few hundred
MAX_DIGITS: Final = 12  # of Moves, Pass and Played: far beyond any game, far below Python's limits


def _line(key: str, tokens: Iterable[object]) -> str:
    value = " ".join(map(str, tokens))
    return f"{key}: {value}" if value else f"{key}:"


def _column_tokens(column: Column) -> list[str]:
    return [str(c).lower() if i < column.hidden else str(c) for i, c in enumerate(column.cards)]


def write_board(variant: Variant, position: Position, deal: str | None) -> str:
    lines = [_line("Game", [variant.id])]
    if deal is not None:
        lines.append(_line("Deal", [deal]))
    lines += [_line("Moves", [position.moves]), _line("Done", position.done)]
    if variant.has_stock:
        lines.append(_line("Stock", position.stock))
    if "Waste" in variant.board_keys:
        lines += [
            _line("Waste", position.waste),
            _line("Reserve", position.reserve),
            _line("Pass", [position.pass_number]),
            _line("Played", [position.played]),
        ]
    lines += [_line(str(n), _column_tokens(c)) for n, c in enumerate(position.columns, 1)]
    return "\n".join(lines) + "\n"


class BoardError(Refusal):
    """Board text that describes no position of ours; the message names the line at fault."""

    def __init__(self, line: int, why: Why) -> None:
        super().__init__(why)
        self.line = line  # 0 when the problem is with the text as a whole
        if line:
            self.args = (f"line {line}: {why}",)


class _Reader:
    """Reads one board text; each method raises BoardError naming the line at fault."""

    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            raise BoardError(0, Why(Reason.BOARD_NOT_TEXT))
        if len(text) > MAX_TEXT:
            raise BoardError(0, Why(Reason.BOARD_TOO_LONG, length=len(text)))
        self.entries: dict[str, tuple[int, str]] = {}
        for number, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, colon, value = line.partition(":")
            key = key.strip()
            if not colon or not key:
                raise BoardError(number, Why(Reason.NOT_KEY_VALUE, text=Said(line)))
            if key in self.entries:
                raise BoardError(number, Why(Reason.KEY_TWICE, key=key, first=self.entries[key][0]))
            self.entries[key] = (number, value.strip())

    def line_of(self, key: str) -> int:
        return self.entries.get(key, (0, ""))[0]

    def tokens(self, key: str) -> list[str]:
        return self.entries.get(key, (0, ""))[1].split()

    def number(self, key: str, default: int) -> int:
        if key not in self.entries:
            return default
        line, value = self.entries[key]
        if not value.isdigit() or not value.isascii():
            raise BoardError(line, Why(Reason.NOT_A_WHOLE_NUMBER, key=key, text=Said(value)))
        if len(value.lstrip("0")) > MAX_DIGITS:
            raise BoardError(line, Why(Reason.NUMBER_TOO_LONG, key=key, digits=MAX_DIGITS))
        return int(value)

    def variant(self) -> Variant:
        if "Game" not in self.entries:
            raise BoardError(0, Why(Reason.NO_GAME_LINE))
        line, value = self.entries["Game"]
        if value not in VARIANTS:
            raise BoardError(line, Why(Reason.UNKNOWN_BOARD_GAME, text=Said(value), games=", ".join(VARIANTS)))
        return VARIANTS[value]

    def check_keys(self, variant: Variant) -> None:
        known = {*FIXED_KEYS, *variant.board_keys, *map(str, range(1, variant.column_count + 1))}
        for key, (line, _) in self.entries.items():
            if key not in known:
                if key.isdigit():
                    what = Why(
                        Reason.NO_SUCH_BOARD_COLUMN, text=key if len(key) <= 3 else Said(key), variant=variant.id
                    )
                else:
                    what = Why(Reason.UNKNOWN_KEY, text=Said(key), variant=variant.id)
                raise BoardError(line, what)
        for number in range(1, variant.column_count + 1):
            if str(number) not in self.entries:
                raise BoardError(0, Why(Reason.COLUMN_MISSING, column=number))

    def deal(self, variant: Variant) -> str | None:
        if "Deal" not in self.entries:
            return None
        line, code = self.entries["Deal"]
        try:
            dealt, _ = parse_deal(variant.game, code)
        except Refusal as error:
            raise BoardError(line, error.why) from None
        if dealt is not variant:
            raise BoardError(line, Why(Reason.OTHER_DEAL, code=code, dealt=dealt.id, variant=variant.id))
        return code

    def cards(self, key: str) -> tuple[Card, ...]:
        """Face-up cards (stock cards are written in upper case too)."""
        column = self.column(key)
        if column.hidden:
            raise BoardError(self.line_of(key), Why(Reason.UPPER_CASE_ONLY, key=key))
        return column.cards

    def column(self, key: str) -> Column:
        cards: list[Card] = []
        hidden = 0
        for token in self.tokens(key):
            if token == HIDDEN:
                raise BoardError(self.line_of(key), Why(Reason.HIDDEN_CARD))
            face_down = token.islower()
            if not face_down and not token.isupper():
                raise BoardError(self.line_of(key), Why(Reason.MIXED_CASE, text=Said(token)))
            try:
                cards.append(card(token.upper()))
            except Refusal as error:
                raise BoardError(self.line_of(key), error.why) from None
            if face_down:
                if hidden < len(cards) - 1:
                    raise BoardError(self.line_of(key), Why(Reason.FACE_DOWN_BELOW))
                hidden += 1
        return Column(tuple(cards), hidden)

    def done(self, variant: Variant) -> tuple[tuple[str, ...], list[Card]]:
        tokens = tuple(self.tokens("Done"))
        cards: list[Card] = []
        for token in tokens:
            try:
                cards += variant.done_cards(token)
            except Refusal as error:
                raise BoardError(self.line_of("Done"), error.why) from None
        return tokens, cards


def read_board(text: str) -> tuple[Variant, Position, str | None]:
    """The variant, position and deal code that board text describes; BoardError if it cannot be."""
    reader = _Reader(text)
    variant = reader.variant()
    reader.check_keys(variant)
    deal = reader.deal(variant)
    done, done_cards = reader.done(variant)
    columns = []
    for number in range(1, variant.column_count + 1):
        column = reader.column(str(number))
        wrong = variant.column_problem(column)
        if wrong is not None:
            raise BoardError(reader.line_of(str(number)), wrong)
        columns.append(column)
    position = Position(
        tuple(columns),
        stock=reader.cards("Stock"),
        done=done,
        waste=reader.cards("Waste"),
        reserve=reader.cards("Reserve"),
        pass_number=reader.number("Pass", 1),
        played=reader.number("Played", 0),
        moves=reader.number("Moves", 0),
    )
    problem = variant.layout_problem(position)
    if problem is not None:
        key, wrong = problem
        raise BoardError(reader.line_of(key), wrong)
    _check_cards(reader, variant, position, done_cards)
    return variant, position, deal


def _check_cards(reader: _Reader, variant: Variant, position: Position, done: list[Card]) -> None:
    """Every card of the variant's deck exactly once, counting the finished runs or sets."""
    left = Counter(variant.deck())
    places: list[tuple[str, Iterable[Card]]] = [
        ("Done", done),
        ("Stock", position.stock),
        ("Waste", position.waste),
        ("Reserve", position.reserve),
    ]
    places += [(str(n), column.cards) for n, column in enumerate(position.columns, 1)]
    for key, cards in sorted(places, key=lambda place: reader.line_of(place[0])):
        for c in cards:
            left[c] -= 1
            if left[c] < 0:
                have = variant.deck().count(c)
                raise BoardError(
                    reader.line_of(key),
                    Why(Reason.CARD_TOO_MANY, card=str(c), variant=variant.id, have=have)
                    if have
                    else Why(Reason.CARD_NOT_IN_DECK, card=str(c), variant=variant.id),
                )
    missing = sorted(left.elements(), key=str)
    if missing:
        shown = " ".join(map(str, missing[:8])) + (" ..." if len(missing) > 8 else "")
        raise BoardError(0, Why(Reason.CARDS_MISSING, count=len(missing), variant=variant.id, cards=shown))
