"""Positions for browser tests, as board text the engine itself accepts.

A test names only the piles that matter; every other card of the deck is dealt, in a fixed
order, to the stock and to the columns it leaves free (face down under one face-up card in the
columns the game deals face-down cards to). The engine validates the result, so a test cannot start from a
position the rules could never reach.
"""

from __future__ import annotations

from collections import Counter
from urllib.parse import quote

from solitaire import VARIANTS, deal_code, from_text, new_game
from solitaire.cards import card
from solitaire.notation import write_board
from solitaire.stats import Record, Result
from table.storage.saved_game import SavedGame
from table.storage.settings import Settings
from table.storage.transfer import Transfer, pack


def board(
    variant_id: str,
    columns: dict[int, str],
    *,
    done: str = "",
    stock_rows: int = 0,
    stock_cards: int | None = None,
    waste: str = "",
    reserve: str = "",
    moves: int = 0,
) -> str:
    rules = VARIANTS[variant_id]
    used: Counter[str] = Counter()
    for text in [*columns.values(), waste, reserve]:
        used.update(token.upper() for token in text.split())
    for token in done.split():
        used.update(str(c) for c in rules.done_cards(token))
    left = Counter(str(c) for c in rules.deck())
    left.subtract(used)
    assert all(n >= 0 for n in left.values()), f"too many cards: {-left}"
    rest = sorted(left.elements(), key=lambda t: (card(t).rank, t))
    side = bool(rules.side_piles)
    if side:  # Beehive: the stock takes what the piles leave
        stock_size = len(rest)
    elif stock_cards is not None:  # a short deal to come (Spiderette's last three), or Scorpion's
        stock_size = stock_cards
    else:
        stock_size = rules.column_count * stock_rows
    stock, rest = rest[:stock_size], rest[stock_size:]
    free = [n for n in range(1, rules.column_count + 1) if n not in columns]
    assert free or not rest, "no free column takes the remaining cards"
    piles: dict[int, list[str]] = {n: [] for n in free}
    for i, token in enumerate(rest):
        piles[free[i % len(free)]].append(token)
    dealt = new_game(rules.game, deal_code(rules, 0)).position.columns  # which columns are dealt face-down cards
    for n, tokens in piles.items():
        face_down = dealt[n - 1].hidden > 0
        columns[n] = " ".join([t.lower() if face_down else t for t in tokens[:-1]] + tokens[-1:])
    lines = [f"Game: {variant_id}", f"Moves: {moves}", f"Done: {done}", f"Stock: {' '.join(stock)}"]
    if side:
        lines += [f"Waste: {waste}", f"Reserve: {reserve}"]
    lines += [f"{n}: {columns[n]}" for n in range(1, rules.column_count + 1)]
    game = from_text("\n".join(lines))
    return write_board(game.variant, game.position, None)


def board_link(text: str) -> str:
    return "/?board=" + quote(text)


RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"  # a spade run waiting for its ace
NEAR_WON = board("spider-1", {1: RUN, 2: "AS"}, done="S S S S S S S")  # 2>1 wins
TWO_TO_WIN = board("spider-1", {1: "KS QS JS TS 9S 8S 7S", 2: "6S 5S 4S", 3: "3S 2S AS"}, done="S S S S S S S")
# Another game two moves from its win (2>1, then 4>1): two tabs on one link would play one game.
ANOTHER_TWO_TO_WIN = board("spider-1", {1: "KS QS JS TS 9S 8S 7S", 2: "6S 5S 4S", 4: "3S 2S AS"}, done="S S S S S S S")
# The stock is spent and only pointless moves remain (the five wanders between the sixes):
# the note that nothing helps shows.
STALLED_COLUMNS = ["ac ac 9C", "6C 5C", "3c 3c 6C", "4c 4c KC", "7c 7c KC", "8c 8c 2C", "tc tc 2C", "qc qc JC"]
STALLED = board("spider-4", dict(enumerate([*STALLED_COLUMNS, "5c JC", "9C"], 1)), done="S S H H D D")


def transfer_fragment() -> str:
    """The fragment of a link from another device (py/table/storage/transfer.py): a win of one suit
    Spider there, and its game in progress, four suits Spider three moves in."""
    game = new_game("spider", "7-4")
    for _ in range(3):
        game.play(game.legal_moves()[0])
    saved = SavedGame.of(game, deal="7-4", opening=None, seconds=42.0, started=True, ended=False, beat=None)
    stats = {"spider-1": Record().after(Result(True, 120, 300.0, score=900))}
    return pack(Transfer("0123456789abcdef", 1_780_000_000_000, stats, {}, Settings(), saved))
