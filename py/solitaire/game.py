"""A game in play: a variant, the positions it went through, and the cursor undo and redo move."""

from __future__ import annotations

from .deals import deal_code, opening, parse_deal
from .errors import IllegalMove, Refusal, Why
from .moves import DEAL_MOVE, Move, parse_move
from .notation import read_board, write_board
from .position import Position
from .reasons import Reason
from .variants import Variant


class Game:
    """One game. Every position it has been through is kept, so undo restores exactly what
    a move changed (flips, runs or sets leaving, refills included) and redo brings it back."""

    def __init__(self, variant: Variant, position: Position, deal: str | None = None) -> None:
        self.variant = variant
        self.deal = deal
        self._positions = [position]
        self._moves: list[Move] = []  # _moves[i] led from _positions[i] to _positions[i + 1]
        self._cursor = 0
        self._undos = 0

    @property
    def position(self) -> Position:
        return self._positions[self._cursor]

    def legal_moves(self) -> list[str]:
        return [str(move) for move in self.variant.legal_moves(self.position)]

    def liftable(self, source: str) -> int:
        """How many cards the player may lift together from a pile (`"3"`, `"r"`, ...), 0 if none."""
        return self.variant.liftable(self.position, source)

    def drops(self, source: str, count: int) -> dict[int, Move]:
        """Where up to `count` cards lifted from `source` can go: for each pile number that takes
        some of them, the move that puts the most it takes there."""
        best: dict[int, tuple[int, Move]] = {}
        for move in self.variant.legal_moves(self.position):
            if move.source != source:
                continue
            moved = self.variant.cards_moved(self.position, move)
            if moved <= count and moved > best.get(move.target, (0, move))[0]:
                best[move.target] = (moved, move)
        return {target: move for target, (_, move) in best.items()}

    @property
    def can_deal(self) -> bool:
        return DEAL_MOVE in self.variant.legal_moves(self.position)

    def play(self, move: str) -> None:
        """Play `move` and all that follows by itself; IllegalMove (changing nothing) if refused."""
        try:
            parsed = parse_move(move)
        except Refusal as error:
            raise IllegalMove(error.why) from None
        self.play_move(parsed)

    def play_move(self, move: Move) -> None:
        """`play` for a move already read from its notation (the table's and the solver's way)."""
        after = self.variant.play(self.position, move)
        del self._positions[self._cursor + 1 :], self._moves[self._cursor :]
        self._positions.append(after)
        self._moves.append(move)
        self._cursor += 1

    @property
    def can_undo(self) -> bool:
        if self._cursor == 0:
            return False
        return not (self.variant.deals_seal_undo and self._moves[self._cursor - 1].is_deal)

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._moves)

    def undo(self) -> bool:
        if not self.can_undo:
            return False
        self._cursor -= 1
        self._undos += 1
        return True

    def redo(self) -> bool:
        if not self.can_redo:
            return False
        self._cursor += 1
        return True

    def resume(self, record: list[str], undone: list[str] | None = None, undos: int = 0) -> None:
        """Replays a saved game from this one's opening: the moves played, then the moves undone
        after them (taken back again, so redo still brings them), then the undo counter.
        IllegalMove if the moves do not fit; a partly replayed game should then be dropped."""
        undone = undone or []
        for move in record + undone:
            self.play(move)
        for _ in undone:
            if not self.undo():
                raise IllegalMove(Why(Reason.UNDO_PAST_DEAL))
        self._undos = undos

    @property
    def undone(self) -> list[str]:
        """The moves undone after this position, which redo replays, in order."""
        return [str(move) for move in self._moves[self._cursor :]]

    @property
    def record(self) -> list[str]:
        """The moves played from the start to this position, in move notation."""
        return [str(move) for move in self._moves[: self._cursor]]

    @property
    def history(self) -> tuple[Position, ...]:
        """The positions played through, from the first to this one: `history[k]` is the
        position after the first k moves of `record`."""
        return tuple(self._positions[: self._cursor + 1])

    @property
    def last_move(self) -> Move | None:
        """The move that led to this position, if any."""
        return self._moves[self._cursor - 1] if self._cursor else None

    @property
    def before_last(self) -> Position | None:
        """The position the last move was played from (None before the first move)."""
        return self._positions[self._cursor - 1] if self._cursor else None

    @property
    def won(self) -> bool:
        return self.variant.won(self.position)

    @property
    def stuck(self) -> bool:
        """Not won, and no legal move at all, deal included."""
        return not self.won and not self.variant.legal_moves(self.position)

    @property
    def moves(self) -> int:
        return self.position.moves

    @property
    def undos(self) -> int:
        return self._undos

    @property
    def completed(self) -> int:
        return len(self.position.done)

    def to_text(self) -> str:
        return write_board(self.variant, self.position, self.deal)

    def __repr__(self) -> str:
        return f"<Game {self.variant.id} {self.deal or '(position)'} after {self.moves} moves>"


def new_game(game: str, deal: str) -> Game:
    """The opening of a deal: `new_game("spider", "41739205-2")`; ValueError if malformed."""
    variant, number = parse_deal(game, deal)
    return Game(variant, opening(variant, number), deal_code(variant, number))


def from_text(text: str) -> Game:
    """The position of board text; ValueError naming the line of the first problem."""
    variant, position, deal = read_board(text)
    return Game(variant, position, deal)
