"""The spider family's openings and deal codes (the rule book's "The spider family", and
docs/rules.md): each game deals its cards in the shape the rule book gives, with the face-down cards
and the stock it gives."""

from collections import Counter

import pytest

from solitaire import GAMES, VARIANTS, deal_code, new_game, parse_deal
from solitaire.hints import hint, stalled
from solitaire.variants.spider import SpiderFamily

TIERS = {"1": "S", "2": "SH", "4": "SHDC"}
KLONDIKE = tuple(range(1, 8))
# variant: column sizes, face-down cards per column, stock, runs to win
SHAPES = {
    **{f"spiderette-{t}": (KLONDIKE, tuple(n - 1 for n in KLONDIKE), 24, 4) for t in TIERS},
    **{f"will-o-the-wisp-{t}": ((3,) * 7, (2,) * 7, 31, 4) for t in TIERS},
    "simple-simon": ((8, 8, 8, 7, 6, 5, 4, 3, 2, 1), (0,) * 10, 0, 4),
    "mrs-mop": ((8,) * 13, (0,) * 13, 0, 8),
    "scorpion": ((7,) * 7, (3, 3, 3, 3, 0, 0, 0), 3, 4),
}


def test_the_family_is_five_games_and_nine_variants_with_the_documented_ids():
    assert set(SHAPES) <= set(VARIANTS) and len(VARIANTS) == 14
    assert GAMES[3:] == ("spiderette", "will-o-the-wisp", "simple-simon", "mrs-mop", "scorpion")
    assert {VARIANTS[v].game_name for v in SHAPES} == {
        "Spiderette",
        "Will o' the Wisp",
        "Simple Simon",
        "Mrs. Mop",
        "Scorpion",
    }
    assert VARIANTS["will-o-the-wisp-2"].title == "Will o' the Wisp, two suits"
    assert VARIANTS["spiderette-1"].title == "Spiderette, one suit" and VARIANTS["mrs-mop"].title == "Mrs. Mop"


@pytest.mark.parametrize("variant_id", sorted(SHAPES))
@pytest.mark.parametrize("number", [0, 41739205, 2**32 - 1])
def test_each_opening_has_its_shape_face_down_cards_and_stock(variant_id, number):
    sizes, face_down, stock, goal = SHAPES[variant_id]
    variant = VARIANTS[variant_id]
    game = new_game(variant.game, deal_code(variant, number))
    position = game.position
    assert tuple(len(column) for column in position.columns) == sizes
    assert tuple(column.hidden for column in position.columns) == face_down
    assert len(position.stock) == stock and variant.has_stock == bool(stock)
    assert variant.goal == goal and game.completed == 0 and game.moves == 0
    every = [c for column in position.columns for c in column.cards] + list(position.stock)
    assert Counter(every) == Counter(variant.deck())


@pytest.mark.parametrize("variant_id", sorted(SHAPES))
def test_each_deck_is_one_or_two_decks_of_its_suits_with_every_rank_equally(variant_id):
    variant = VARIANTS[variant_id]
    assert isinstance(variant, SpiderFamily)
    deck = variant.deck()
    suits = TIERS[variant.tier] if variant.tier else "SHDC"
    assert len(deck) == (104 if variant_id == "mrs-mop" else 52)
    assert Counter(c.suit for c in deck) == dict.fromkeys(suits, len(deck) // len(suits))
    assert Counter(c.rank for c in deck) == dict.fromkeys(range(1, 14), len(deck) // 13)


@pytest.mark.parametrize(
    ("game", "code", "variant"),
    [
        ("spiderette", "41739205-1", "spiderette-1"),
        ("spiderette", "0-2", "spiderette-2"),
        ("spiderette", "4294967295-4", "spiderette-4"),
        ("will-o-the-wisp", "7-1", "will-o-the-wisp-1"),
        ("will-o-the-wisp", "7-2", "will-o-the-wisp-2"),
        ("will-o-the-wisp", "7-4", "will-o-the-wisp-4"),
        ("simple-simon", "123", "simple-simon"),
        ("mrs-mop", "0", "mrs-mop"),
        ("scorpion", "4294967295", "scorpion"),
    ],
)
def test_deal_codes_of_the_family_name_their_variant(game, code, variant):
    rules, number = parse_deal(game, code)
    assert rules.id == variant and deal_code(rules, number) == code
    assert new_game(game, code).deal == code


def test_the_same_number_in_two_games_or_tiers_is_two_different_decks():
    openings = {v: new_game(VARIANTS[v].game, deal_code(VARIANTS[v], 7)).to_text().split("\n", 2)[2] for v in SHAPES}
    assert len(set(openings.values())) == len(openings)


@pytest.mark.parametrize("variant_id", sorted(SHAPES))
def test_each_game_has_a_hint_at_its_opening_and_is_not_stalled(variant_id):
    variant = VARIANTS[variant_id]
    for number in range(5):
        game = new_game(variant.game, deal_code(variant, number))
        suggestion = hint(game)
        assert suggestion is None or suggestion in game.legal_moves()
        if game.legal_moves():
            assert suggestion is not None and not stalled(game)


def test_a_deal_covers_the_columns_the_stock_reaches():
    spiderette = new_game("spiderette", "3-2")
    assert spiderette.variant.dealt_columns(spiderette.position) == tuple(range(1, 8))
    scorpion = new_game("scorpion", "3")
    assert scorpion.variant.dealt_columns(scorpion.position) == (1, 2, 3)
    simon = new_game("simple-simon", "3")
    assert simon.variant.dealt_columns(simon.position) == () and simon.variant.stock_count(simon.position) == 0
