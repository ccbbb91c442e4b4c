"""Beehive as the solver sees it: ranks only, since no rule ever looks at a suit.

A pile is one number, `4 * rank + count` (0 when empty). The stock and the waste together are
one fixed sequence of ranks that cards only ever leave: the waste is its first part (bottom to
top), the stock the rest (in the order it comes out). A deal moves the split three cards on, a
redeal moves it back to the start. The beehive only ever loses its top, so its size says all.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..hints import BeehiveWorth
from ..position import Position
from ..variants.beehive import PILES, SET, TURN, Beehive
from .registry import portfolio_for
from .search import Portfolio

# piles, cards left in the beehive, stock-and-waste ranks, cards in the waste, a card played
# from the waste or the beehive this pass
BeehiveState = tuple[tuple[int, ...], int, bytes, int, bool]


@portfolio_for(Beehive)
def beehive_portfolio(variant: Beehive, position: Position) -> Portfolio:
    # One search, which tries every move: it wins, or proves there is no win, or runs out of time.
    return Portfolio(iter([BeehiveModel(position)]))


class BeehiveModel:
    """The search's view of a Beehive position."""

    def __init__(self, position: Position) -> None:
        self.reserve = bytes(c.rank for c in position.reserve)
        self.piles = tuple(4 * pile.cards[0].rank + len(pile) if pile.cards else 0 for pile in position.columns)
        self.cards = bytes(c.rank for c in position.waste + position.stock)
        self.split = len(position.waste)
        self.played = position.played > 0
        self.step_cost = 0
        self.patience: int | None = None
        self.stage_pressure = 0.0  # one stage: redeals come back to where they began
        self.complete = True  # every legal move is tried, or one that plays the same

    def start(self) -> BeehiveState:
        return self.piles, len(self.reserve), self.cards, self.split, self.played

    def keys(self, state: BeehiveState) -> tuple[bytes, bytes]:
        piles, reserve, cards, split, played = state
        rest = bytes((reserve, split, played)) + cards
        # Which pile holds what never matters: piles differ only by number.
        return bytes(sorted(piles)) + rest, bytes(piles) + rest

    def unpack(self, packed: bytes, score: int) -> BeehiveState:
        return tuple(packed[:PILES]), packed[PILES], packed[PILES + 3 :], packed[PILES + 1], bool(packed[PILES + 2])

    def stage(self, state: BeehiveState) -> int:
        return 0  # redeals come back to where they began: no stage is ever left behind

    def won(self, state: BeehiveState) -> bool:
        piles, reserve, cards, _, _ = state
        return not reserve and not cards and not any(piles)

    def score(self, state: BeehiveState) -> int:
        piles, reserve, cards, _, _ = state
        on_piles = sum(pile % 4 for pile in piles)
        sets = (52 - on_piles - reserve - len(cards)) // SET
        extra = sum(pile % 4 - 1 for pile in piles if pile)
        # Progress as the hints measure it from the player's side.
        return (
            BeehiveWorth.SET * sets
            + BeehiveWorth.IN_BEEHIVE * reserve
            + BeehiveWorth.IN_STOCK_OR_WASTE * len(cards)
            + BeehiveWorth.ON_A_PILE * extra
        )

    def successors(self, state: BeehiveState) -> Iterator[tuple[str, BeehiveState]]:
        piles, reserve, cards, split, played = state
        sources: list[tuple[str, int]] = [(str(i + 1), pile // 4) for i, pile in enumerate(piles) if pile]
        if reserve:
            sources.append(("r", self.reserve[reserve - 1]))
        if split:
            sources.append(("w", cards[split - 1]))
        first_empty = next((i for i, pile in enumerate(piles) if not pile), None)
        for target, pile in enumerate(piles):
            rank = pile // 4
            if not pile and target != first_empty:
                continue  # empty piles are alike: one is enough to try
            for name, moving in sources:
                if name == str(target + 1) or (pile and moving != rank):
                    continue
                if not pile and name.isdigit() and piles[int(name) - 1] % 4 == 1:
                    continue  # a lone card onto an empty pile changes nothing
                yield f"{name}>{target + 1}", self._play(state, name, target, moving)
            if not pile and not reserve and split < len(cards):
                yield f"s>{target + 1}", self._play(state, "s", target, cards[split])
        if split < len(cards):
            yield "d", (piles, reserve, cards, min(split + TURN, len(cards)), played)
        elif split and played:
            yield "d", (piles, reserve, cards, 0, False)

    def _play(self, state: BeehiveState, source: str, target: int, rank: int) -> BeehiveState:
        piles_now, reserve, cards, split, played = state
        piles = list(piles_now)
        if source == "r":
            reserve -= 1
            played = True
        elif source == "w":
            cards = cards[: split - 1] + cards[split:]
            split -= 1
            played = True
        elif source == "s":
            cards = cards[:split] + cards[split + 1 :]
        else:
            index = int(source) - 1
            piles[index] = 0 if piles[index] % 4 == 1 else piles[index] - 1
        landed = piles[target] + 1 if piles[target] else 4 * rank + 1
        piles[target] = 0 if landed % 4 == 0 else landed  # the fourth card: the set leaves
        for i in range(PILES):
            if not piles[i] and reserve:
                piles[i] = 4 * self.reserve[reserve - 1] + 1
                reserve -= 1
        return tuple(piles), reserve, cards, split, played
