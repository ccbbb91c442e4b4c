"""Shorter winning lines: a line the search found, made shorter through the rules themselves.

A best-first search keeps the first route by which it reached each position, not the shortest,
so its lines wander: a run moved out and back, a card parked and fetched, a position reached
again after a dozen moves. Every way here works on the positions the line goes through, played
by the variant's own rules (`Variant.play`), so it serves every game alike, and a line is only
ever replaced by one that the rules have replayed to a win:

- **Round trips**: the line comes back to a position it has been in (or to one that differs
  only by which columns hold what, where columns are alike): the moves in between go.
- **Shortcuts**: from a position of the line, one legal move (or two) reaches a position the
  line reaches only later: the moves in between give way to it.
- **Detours**: a move whose cards the line moves again later, from where it put them: the
  two become one move from the first place to the last, or none if they come back.

Each pass is repeated while it finds something and the time lasts.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from ..errors import IllegalMove
from ..moves import Move, parse_move
from ..position import Column, Position
from ..variants import Variant

OutOfTime = Callable[[], bool]  # asked now and then: whether to stop where it is
DETOUR_WINDOW = 40  # moves after a move within which a detour's second move is looked for


ColumnKey = tuple[int, ...]
Key = tuple[tuple[ColumnKey, ...], Hashable]


def column_key(column: Column) -> ColumnKey:
    """How many cards are face down, then the cards: cards are shared objects (`cards`), so
    their identities stand for them."""
    return (column.hidden, *map(id, column.cards))


def exact_key(position: Position) -> Key:
    """The same for two positions that are the same but for the move counter."""
    rest = (
        tuple(map(id, position.stock)),
        tuple(map(id, position.waste)),
        tuple(map(id, position.reserve)),
        position.done,
        position.pass_number,
        position.played,
    )
    return tuple(map(column_key, position.columns)), rest


def loose_key(position: Position) -> Key:
    """The same for positions that differ only in the order of their columns."""
    columns, rest = exact_key(position)
    return tuple(sorted(columns)), rest


def replay(variant: Variant, start: Position, line: Sequence[Move]) -> list[Position] | None:
    """The positions a line goes through, `start` first; None if a move is refused."""
    positions = [start]
    position = start
    try:
        for move in line:
            position = variant.play(position, move)
            positions.append(position)
    except IllegalMove:
        return None
    return positions


def wins(variant: Variant, start: Position, line: Sequence[Move]) -> bool:
    positions = replay(variant, start, line)
    return positions is not None and variant.won(positions[-1])


def renumbered(move: Move, columns: dict[int, int]) -> Move:
    """`move` with its column numbers changed as `columns` says (1-based; missing: unchanged)."""
    if move.is_deal:
        return move
    source = move.from_column
    new_source = str(columns.get(source, source)) if source is not None else move.source
    return Move(new_source, columns.get(move.target, move.target), move.count)


def column_map(here: Position, there: Position) -> dict[int, int] | None:
    """Which column of `here` holds what column j of `there` holds, for each j (1-based), when
    the two differ only in the order of their columns."""
    free: dict[ColumnKey, list[int]] = {}
    for index, column in enumerate(here.columns):
        free.setdefault(column_key(column), []).append(index + 1)
    mapping = {}
    for index, column in enumerate(there.columns):
        places = free.get(column_key(column))
        if not places:
            return None
        mapping[index + 1] = places.pop(0)
    return mapping


class Line:
    """A winning line and the positions it goes through, with their keys."""

    def __init__(self, variant: Variant, start: Position, moves: list[Move]) -> None:
        self.variant = variant
        self.start = start
        self.set(moves)

    def set(self, moves: list[Move]) -> bool:
        """Takes `moves` as the line, if they win; whether they did."""
        positions = replay(self.variant, self.start, moves)
        if positions is None or not self.variant.won(positions[-1]):
            return False
        self.moves = moves
        self.positions = positions
        self.exact = [exact_key(p) for p in positions]
        self.loose = [loose_key(p) for p in positions]
        return True

    def splice(self, first: int, last: int, middle: list[Move], via: Position) -> bool:
        """Replaces the moves between position `first` and position `last` with `middle`, which
        leads from position `first` to `via`: position `last` itself, or the same but for the
        order of its columns (the rest of the line then names them anew). Whether the line
        still wins (if not, it is left as it was)."""
        if exact_key(via) == self.exact[last]:
            # The same position: the rest of the line plays as before.
            positions = replay(self.variant, self.positions[first], middle)
            if positions is None:
                return False
            self.moves = self.moves[:first] + middle + self.moves[last:]
            # Position `last` stands for the position `middle` ends in (the same position).
            between = positions[:-1]
            self.positions = self.positions[:first] + between + self.positions[last:]
            self.exact = self.exact[:first] + [exact_key(p) for p in between] + self.exact[last:]
            self.loose = self.loose[:first] + [loose_key(p) for p in between] + self.loose[last:]
            return True
        mapping = column_map(via, self.positions[last])
        if mapping is None:
            return False
        rest = [renumbered(move, mapping) for move in self.moves[last:]]
        return self.set(self.moves[:first] + middle + rest)

    def last_of(self) -> tuple[dict[Key, int], dict[Key, int]]:
        """For each key, the last position of the line that has it."""
        return {key: i for i, key in enumerate(self.exact)}, {key: i for i, key in enumerate(self.loose)}


def cut_round_trips(line: Line, out_of_time: OutOfTime) -> bool:
    """Cuts every stretch that comes back to a position already passed; whether any was."""
    cut = False
    i = 0
    while i < len(line.moves) and not out_of_time():
        exact, loose = line.last_of()
        j = exact.get(line.exact[i], i)
        if j > i and line.splice(i, j, [], line.positions[i]):
            cut = True
        else:
            j = loose.get(line.loose[i], i)
            if j > i and line.splice(i, j, [], line.positions[i]):
                cut = True
        i += 1
    return cut


def take_shortcuts(line: Line, out_of_time: OutOfTime, depth: int) -> bool:
    """From each position, `depth` moves at most (each legal move, then each after it) that
    reach a position the line reaches only more than that many moves later; whether any
    shortcut was taken."""
    variant = line.variant
    taken = False
    i = 0
    while i < len(line.moves) and not out_of_time():
        exact, loose = line.last_of()
        best: tuple[int, int, list[Move], Position] | None = None  # moves saved, where to, how, via
        frontier: list[tuple[list[Move], Position]] = [([], line.positions[i])]
        for step in range(1, depth + 1):
            reached: list[tuple[list[Move], Position]] = []
            for moves, position in frontier:
                for move in variant.legal_moves(position):
                    after = variant.play(position, move)
                    j = max(exact.get(exact_key(after), -1), loose.get(loose_key(after), -1))
                    saved = j - i - step
                    if saved > 0 and (best is None or saved > best[0]):
                        best = (saved, j, [*moves, move], after)
                    if step < depth:
                        reached.append(([*moves, move], after))
            frontier = reached
            if out_of_time():
                break
        if best is not None and line.splice(i, best[1], best[2], best[3]):
            taken = True
        i += 1
    return taken


def skip_detours(line: Line, out_of_time: OutOfTime) -> bool:
    """A move whose cards a later move takes on from where it put them: the two made one
    move, straight from the first's source (or none at all); whether any was made."""
    made = False
    i = 0
    while i < len(line.moves) and not out_of_time():
        first = line.moves[i]
        if first.is_deal or first.from_column is None:
            i += 1
            continue
        for j in range(i + 1, min(i + 1 + DETOUR_WINDOW, len(line.moves))):
            later = line.moves[j]
            if later.is_deal:
                break
            if later.from_column == first.target:
                tries = [line.moves[:i] + line.moves[i + 1 : j] + line.moves[j + 1 :]]
                if later.target != first.from_column:
                    tries.append(
                        line.moves[:i]
                        + line.moves[i + 1 : j]
                        + [Move(first.source, later.target, later.count)]
                        + line.moves[j + 1 :]
                    )
                if any(line.set(moves) for moves in tries):
                    made = True
                break
            if first.target == later.target or first.from_column in (later.target, later.from_column):
                break
        i += 1
    return made


def shorten(
    variant: Variant, start: Position, line: Sequence[str], out_of_time: OutOfTime, *, deep: bool = True
) -> list[str]:
    """A line as short as the passes make it before `out_of_time()` says so, one that wins from
    `start` as `line` does; `line` itself if it is no winning line. The quick passes are made
    again while they find something; then, if `deep`, shortcuts of two moves, which take
    far longer."""
    moves = [parse_move(move) for move in line]
    current = Line(variant, start, [])
    if not current.set(moves):
        return list(line)
    for depth in (1, 2) if deep else (1,):
        while not out_of_time():
            length = len(current.moves)
            cut_round_trips(current, out_of_time)
            skip_detours(current, out_of_time)
            take_shortcuts(current, out_of_time, depth)
            if len(current.moves) == length:
                break
    return [str(move) for move in current.moves]
