"""What every game supplies: its deck, its opening layout, its moves, and its checks; and what
a table needs to show and say of it (its nouns, its piles, its stock's counter)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from ..cards import Card
from ..errors import Why
from ..moves import Move
from ..position import Column, Position


@dataclass(frozen=True)
class SidePile:
    """A pile beside the stock that cards are played from (Beehive's waste and beehive)."""

    source: str  # its name in move notation: "w"
    key: str  # its name on the page (`data-pile`): "waste"
    name: str  # its name in words: "waste", "beehive"
    shown: int  # how many of its top cards are drawn, spread a little


class Variant(ABC):
    """One rule set, with its own deal codes and statistics table.

    Subclasses are rule families (Spider's, Beehive's); each game is an instance carrying data.
    """

    id: str  # variant id: "spider-2"
    game: str  # game id, as in a deal link: "spider"
    game_name: str  # the game's name, the same for each of its variants: "Spider", "Will o' the Wisp"
    title: str  # "Spider, two suits"
    column_count: int
    goal: int  # runs or sets to win
    deals_seal_undo: bool  # a deal cannot be undone
    board_keys: frozenset[str]  # board-text keys beyond Game, Deal, Moves, Done, Stock, columns

    # What the table shows and says. The page layer words and draws every game from these alone.
    pile_noun: str  # a tableau pile, in words: "column", "pile"
    done_noun: str  # what leaves for the foundation: "run", "set"
    stock_counts: Literal["deals", "cards"]  # the stock's counter: deals left, or cards in it
    unseen: str  # what the player cannot see and a solver can: "the face-down cards"
    side_piles: tuple[SidePile, ...] = ()
    deals_onto_empty: bool = False  # a deal may cover an empty column (the table warns first)
    has_stock: bool = True  # Simple Simon and Mrs. Mop deal every card at the start
    tier: str | None = None  # the suit tier its deal codes carry ("2" in `41739205-2`), if any

    @abstractmethod
    def deck(self) -> list[Card]:
        """Every card of the game, in a fixed fresh order (the shuffle starts from it)."""

    @abstractmethod
    def layout(self, deck: Sequence[Card]) -> Position:
        """The opening position for a shuffled deck."""

    @abstractmethod
    def legal_moves(self, position: Position) -> list[Move]:
        """Every legal move; the deal, when legal, comes last."""

    @abstractmethod
    def play(self, position: Position, move: Move) -> Position:
        """The position after `move` and all that follows by itself; IllegalMove if refused."""

    @abstractmethod
    def liftable(self, position: Position, source: str) -> int:
        """How many cards the player may lift together from `source` (0 if none)."""

    @abstractmethod
    def cards_moved(self, position: Position, move: Move) -> int:
        """How many cards a legal `move` takes."""

    @abstractmethod
    def done_cards(self, token: str) -> list[Card]:
        """The cards a `Done:` entry stands for; ValueError if the entry is not one of ours."""

    @abstractmethod
    def column_problem(self, column: Column) -> Why | None:
        """What is wrong with a column of board text, if anything."""

    @abstractmethod
    def layout_problem(self, position: Position) -> tuple[str, Why] | None:
        """The board-text key and problem of a position that cannot occur, if any."""

    @abstractmethod
    def cards_taken(self, position: Position, move: Move) -> tuple[Card, ...]:
        """The cards a legal `move` (not a deal) takes, bottom first."""

    @abstractmethod
    def stock_count(self, position: Position) -> int:
        """The stock's counter: deals left, or cards left (`stock_counts` says which)."""

    def dealt_columns(self, position: Position) -> tuple[int, ...]:
        """The numbers of the columns the next deal puts a card on (none: it deals elsewhere)."""
        return ()

    def foundation_card(self, token: str) -> Card:
        """The card that stands for a finished run or set on the foundation: its last card."""
        return self.done_cards(token)[-1]

    def won(self, position: Position) -> bool:
        return len(position.done) == self.goal

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id}>"
