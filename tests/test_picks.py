"""Cards held while the game changes under them: whatever changes it (undo, redo, a deal, restart,
new, a solver's step, a link) either keeps a pick that still holds exactly its cards, or puts them
back. The state drawn never names cards that are not there, and a draw that fails anyway is
followed by a full redraw, so the page never stays apart from the game."""

from __future__ import annotations

from unittest.mock import patch
from urllib.parse import quote

from hypothesis import given
from hypothesis import strategies as st

from builders import make_game
from fake_page import Booted, FakeStorage
from solitaire import Game, deal_code, new_game
from solitaire.moves import parse_move
from table.play import links
from table.show import scene

SPADES = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
# Two runs to go, each waiting for its ace; columns 5 to 10 empty.
TWO_SUITS = make_game("spider-2", [SPADES, SPADES.replace("S", "H"), "AS", "AH"], done="S S S H H H")
BEETLE = make_game("beetle", ["KH QS JH", "TH", "", "9S 8S", "QH"] + ["KS"] * 5)


def booted(game: Game) -> Booted:
    return Booted(FakeStorage(), "?board=" + quote(game.to_text()))


def tap(page: Booted, pile: str) -> None:
    page.table.router.activate(pile)
    page.window.end_task()


def holding(page: Booted) -> dict[str, int]:
    """The piles the stand-in page shows holding cards, and how many."""
    return {key: pile.lifted for key, pile in page.document.piles.items() if pile.classList.contains("holding")}


def assert_the_pick_is_true(page: Booted) -> None:
    """The pick drawn names cards that are there: the top cards of its pile, as many as it says."""
    table = page.table
    drawn = table.drawn
    assert drawn is not None
    pick, lift = table.hand.pick, drawn.board.lift
    assert (pick is None) == (lift is None)
    if pick is not None and lift is not None:
        game = table.game
        assert lift == (scene.pile_key(game.variant, pick.source), pick.count)
        on_top = game.variant.cards_taken(game.position, parse_move(f"{pick.source}>1:{pick.count}"))
        assert tuple(on_top) == pick.cards and len(pick.cards) == pick.count
        assert holding(page) == {lift[0]: lift[1]}
    else:
        assert holding(page) == {}
    assert page.errors == []


def test_undo_while_holding_a_run_moved_into_an_empty_column_puts_it_back_and_redraws():
    page = booted(TWO_SUITS)
    tap(page, "1")  # the whole run in hand
    tap(page, "5")  # into the first empty column
    assert page.table.game.position.columns[4].cards and page.document.counters["moves"].textContent == "1"
    tap(page, "5")  # picked up again, there
    assert holding(page) == {"5": 12}
    page.act("undo")
    page.window.end_task()
    assert page.table.hand.pick is None and holding(page) == {}
    assert page.document.counters["moves"].textContent == "0"
    assert 'data-card="KS"' in page.document.piles["1"].innerHTML and page.document.piles["5"].innerHTML == ""
    assert_the_pick_is_true(page)


def test_a_pick_the_game_still_backs_is_kept_where_its_cards_are():
    page = booted(TWO_SUITS)
    page.table.play(parse_move("1>5"))
    tap(page, "2")  # the hearts, held
    page.act("undo")  # the spades go back to column 1: the hearts are where they were
    page.window.end_task()
    assert page.table.hand.pick is not None and holding(page) == {"2": 12}
    assert_the_pick_is_true(page)


def test_a_draw_that_fails_is_reported_and_followed_by_a_full_redraw(monkeypatch):
    page = booted(BEETLE)
    stage = page.window.solitaireStage
    screen = page.table.screen
    draw, failed = screen.draw, []

    def failing_once(before, after, effects):
        if before is not None and not failed:
            failed.append(after)
            raise RuntimeError("the page could not be drawn")
        draw(before, after, effects)

    monkeypatch.setattr(screen, "draw", failing_once)
    sent = len(stage.messages)
    page.act("deal")
    page.window.end_task()
    assert failed and any("could not be drawn" in error for error in page.errors)
    assert "layout" in stage.messages[sent], "the whole table drawn again"
    assert page.table.drawn is not None and page.table.drawn.board.piles == scene.piles(page.table.game)
    for key, pile in scene.piles(page.table.game).items():
        assert page.document.piles[key].innerHTML == pile.html
    assert page.document.counters["moves"].textContent == str(page.table.game.moves)


# Random play that picks cards up between every kind of change ---------------------------------


def _legal_move(page: Booted, index: int) -> None:
    """A step of the solver's: any legal move (it plays through the table's seat)."""
    moves = page.table.game.legal_moves()
    if moves:
        page.table.play(parse_move(moves[index % len(moves)]))


ACTIONS = {
    "pick": lambda page, n: page.table.router.activate(str(n % page.table.game.variant.column_count + 1)),
    "more": lambda page, n: page.act("more"),
    "fewer": lambda page, n: page.act("fewer"),
    "undo": lambda page, n: page.act("undo"),
    "redo": lambda page, n: page.act("redo"),
    "deal": lambda page, n: page.act("deal"),
    "restart": lambda page, n: page.act("restart"),
    "new": lambda page, n: page.act("new"),
    "solver": _legal_move,
    "link": lambda page, n: page.control(deal=str(n)),
    "hint": lambda page, n: page.act("hint"),
    "drag": lambda page, n: page.hands.hand(f'{{"lift": "{n % 4 + 1}", "count": 0}}'),
    "drop": lambda page, n: page.hands.hand(f'{{"drop": "{n % 10 + 1}"}}'),
}


@given(
    start=st.sampled_from([TWO_SUITS, BEETLE, make_game("beehive", ["5H", "5S", "", "9C", "KD", "KH"])]),
    steps=st.lists(st.tuples(st.sampled_from(sorted(ACTIONS)), st.integers(0, 50)), min_size=1, max_size=25),
)
def test_random_play_with_cards_in_hand_never_draws_a_pick_that_is_not_there(start, steps):
    page = booted(start)
    with patch.object(links, "random_game", lambda variant: new_game(variant.game, deal_code(variant, 7))):
        for name, number in steps:  # a new deal is always the same one, so that a failure replays
            ACTIONS[name](page, number)
            page.window.end_task()
            page.window.run_timers()
            assert_the_pick_is_true(page)
