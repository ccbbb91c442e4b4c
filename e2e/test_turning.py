"""Where a stalled game slipped away, in the browser: the stalled note says after which move the
deal could still be won, going back there puts that position on the table, and a win from there
is a win with help, on the result card and in the statistics."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from boards import board_link
from reading import Open, counter, stats_row, tap_move
from solitaire import Game, from_text
from solitaire.solver import solve

SOLVED = 90_000  # ms: the solver's worker boots its own Python first, then answers a few questions
# Four-suit Spider with six runs gone. After these five moves a deal still loses everything
# (the row buries each card that could move); before it, the position can be won.
SPOILABLE = """Game: spider-4
Done: S S D D H C
Stock: 3C 7C AC 9H 7H 5C AH 5H 3H 9C
1: JH
2: KH 2H
3: 6C 6H
4: 2C
5: TC TH KC
6: 4H
7: 4C
8: JC
9: QC QH
10: 8C 8H
"""
GOOD_START = ["1>9", "9>5", "8>9", "5>8", "5>1"]


def play(page: Page, move: str, moves_after: int) -> None:
    """A move as a player makes it: a deal by its key, else a tap on the cards and one on where
    they go (fewer cards first, for `3>7:2`)."""
    if move == "d":
        page.keyboard.press("d")
    else:
        tap_move(page, move)
    expect(page.locator('[data-counter="moves"]')).to_have_text(str(moves_after))


def test_a_stalled_game_goes_back_to_where_it_could_still_be_won_and_its_win_is_with_help(table: Open) -> None:
    page = table(board_link(SPOILABLE))
    for number, move in enumerate([*GOOD_START, "d"], 1):
        play(page, move, number)
    expect(page.locator("#note")).to_be_visible()
    expect(page.locator("#note-turning")).to_have_text("This deal could still be won after move 5.", timeout=SOLVED)
    back = page.locator('#note [data-action="turn-back"]')
    expect(back).to_have_text("Go back to move 5")
    back.click()
    expect(page.locator("#note")).to_be_hidden()
    expect(page.locator('[data-counter="moves"]')).to_have_text("5")
    game = from_text(SPOILABLE)
    for move in GOOD_START:
        game.play(move)
    assert counter(page, "deals-left") == "1"
    verdict, line = solve(Game(game.variant, game.position), 60, shorten=False)
    assert verdict == "won"
    for number, move in enumerate(line, len(GOOD_START) + 1):
        play(page, move, number)
    expect(page.locator("#result")).to_be_visible()
    expect(page.locator("#result-summary")).to_contain_text("with the solver's help")
    page.locator('#result [data-action="close-result"]').click()
    row = stats_row(page, "spider-4")
    assert row[:3] == ["1", "1", "1"]  # played, won, with help
