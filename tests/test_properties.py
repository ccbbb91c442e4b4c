"""Random play through the public API, in every variant: the invariants that must always hold."""

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from solitaire import VARIANTS, Game, IllegalMove, deal_code, from_text, new_game
from solitaire.cards import Card


def every_card(game: Game) -> Counter[Card]:
    position = game.position
    cards = Counter(c for column in position.columns for c in column.cards)
    cards.update(position.stock + position.waste + position.reserve)
    for token in position.done:
        cards.update(game.variant.done_cards(token))
    return cards


def some_moves(game: Game) -> list[str]:
    """Moves in notation, legal or not, for the variant's table."""
    columns = range(1, game.variant.column_count + 1)
    sources = [*map(str, columns), "r", "w", "s"]
    return (
        ["d"]
        + [f"{s}>{t}" for s in sources for t in columns]
        + [f"{s}>{t}:{n}" for s in "123" for t in columns for n in (1, 2, 3, 13)]
    )


def resulting_position(game: Game, move: str) -> object:
    trial = Game(game.variant, game.position)
    trial.play(move)
    return trial.position


@given(
    variant=st.sampled_from(sorted(VARIANTS)),
    number=st.integers(0, 2**32 - 1),
    steps=st.lists(st.tuples(st.integers(0, 999), st.integers(0, 10**6)), min_size=1, max_size=120),
)
def test_random_play_keeps_every_invariant(variant, number, steps):
    rules = VARIANTS[variant]
    game = new_game(rules.game, deal_code(rules, number))
    deck = Counter(rules.deck())
    universe = some_moves(game)
    for action, pick in steps:
        assert every_card(game) == deck
        again = from_text(game.to_text())
        assert again.position == game.position and again.to_text() == game.to_text()

        legal = game.legal_moves()
        assert len(set(legal)) == len(legal)
        outcomes = {move: resulting_position(game, move) for move in legal}  # each listed move plays

        candidate = universe[pick % len(universe)]
        if candidate not in outcomes:
            before = (game.to_text(), game.moves, game.undos, game.legal_moves())
            try:
                after = resulting_position(game, candidate)
            except IllegalMove:
                assert (game.to_text(), game.moves, game.undos, game.legal_moves()) == before
            else:  # an unlisted spelling of a listed move, such as 3>7:2 for 3>7
                assert after in outcomes.values()

        if action < 150 and game.can_undo:
            position, moves, undos = game.position, game.moves, game.undos
            assert game.undo()
            assert game.moves == moves - 1 and game.undos == undos + 1
            if action < 75:
                assert game.redo()
                assert game.position == position and game.moves == moves
        elif legal:
            move = legal[pick % len(legal)]
            moves = game.moves
            game.play(move)
            assert game.position == outcomes[move]
            assert game.moves == moves + 1
            if move == "d" and rules.deals_seal_undo:
                assert not game.undo()
        else:
            assert game.stuck or game.won
