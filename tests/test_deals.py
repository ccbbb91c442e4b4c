"""Deal codes and the shuffle behind them: the same code deals the same cards forever."""

from itertools import islice
from pathlib import Path

import pytest

from solitaire import VARIANTS, deal_code, new_game, parse_deal
from solitaire.shuffle import fnv1a64, shuffled, splitmix64

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.txt"))


def test_fnv1a64_matches_the_published_test_vectors():
    assert fnv1a64("") == 0xCBF29CE484222325
    assert fnv1a64("a") == 0xAF63DC4C8601EC8C
    assert fnv1a64("foobar") == 0x85944171F73967E8


def test_splitmix64_matches_the_reference_sequence_from_seed_zero():
    assert list(islice(splitmix64(0), 3)) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_a_shuffle_is_a_permutation_fixed_by_variant_and_number():
    deck = list(range(104))
    once = shuffled(deck, "spider-4", 5)
    assert sorted(once) == deck and once != deck
    assert shuffled(deck, "spider-4", 5) == once
    assert shuffled(deck, "spider-4", 6) != once
    assert shuffled(deck, "beetle", 5) != once


def test_every_position_is_reached_evenly_enough():
    # Fisher-Yates with unbiased draws: over 2,000 shuffles of 10 items each item lands in
    # each place about 200 times; a biased draw (say a plain modulo of a small range) or an
    # off-by-one loop shows up as a place that is never or too often reached.
    counts = [[0] * 10 for _ in range(10)]
    for number in range(2000):
        for place, item in enumerate(shuffled(range(10), "test", number)):
            counts[item][place] += 1
    assert all(140 < count < 260 for row in counts for count in row)


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_deals_are_dealt_exactly_as_pinned(path):
    variant, code = path.stem.split("_")
    game = new_game(VARIANTS[variant].game, code)
    assert game.to_text() == path.read_text()


def test_there_are_golden_deals_for_every_variant():
    assert {p.stem.split("_")[0] for p in GOLDEN} == set(VARIANTS)


@pytest.mark.parametrize(
    ("game", "code", "variant", "number"),
    [
        ("spider", "41739205-2", "spider-2", 41739205),
        ("spider", "0-1", "spider-1", 0),
        ("spider", "4294967295-4", "spider-4", 2**32 - 1),
        ("beetle", "123", "beetle", 123),
        ("beehive", "0", "beehive", 0),
        ("spiderette", "5-2", "spiderette-2", 5),
        ("will-o-the-wisp", "4294967295-1", "will-o-the-wisp-1", 2**32 - 1),
        ("simple-simon", "0", "simple-simon", 0),
        ("mrs-mop", "41739205", "mrs-mop", 41739205),
        ("scorpion", "12", "scorpion", 12),
    ],
)
def test_deal_codes_name_a_variant_and_a_shuffle(game, code, variant, number):
    rules, shuffle = parse_deal(game, code)
    assert (rules.id, shuffle) == (variant, number)
    assert deal_code(rules, shuffle) == code
    assert new_game(game, code).deal == code


@pytest.mark.parametrize(
    ("game", "code", "complaint"),
    [
        ("spider", "41739205", "suit tier"),
        ("spider", "41739205-3", "suit tier"),
        ("spider", "041739205-2", "Spider deal code"),
        ("spider", "4294967296-1", "below 4,294,967,296"),
        ("spider", "-5-1", "Spider deal code"),
        ("spider", "", "Spider deal code"),
        ("beetle", "12-2", "Beetle deal code"),
        ("beetle", "1e5", "Beetle deal code"),
        ("beehive", " 12", "Beehive deal code"),
        ("beehive", "١٢", "Beehive deal code"),  # digits, but not ASCII ones
        ("beehive", "99999999999", "Beehive deal code"),
        ("klondike", "12", "unknown game"),
        ("spider-2", "12-2", "unknown game"),
        ("spiderette", "12", "not a Spiderette deal code: a shuffle number and the suit tier 1, 2 or 4"),
        ("spiderette", "12-3", "Spiderette deal code"),
        ("will-o-the-wisp", "12-0", "not a Will o' the Wisp deal code"),
        ("will-o-the-wisp-2", "12-2", "unknown game"),
        ("simple-simon", "12-4", "not a Simple Simon deal code: a whole number"),
        ("mrs-mop", "012", "Mrs. Mop deal code"),
        ("scorpion", "4294967296", "below 4,294,967,296"),
        ("Scorpion", "12", "unknown game"),
    ],
)
def test_malformed_games_and_codes_say_what_is_wrong(game, code, complaint):
    with pytest.raises(ValueError, match=complaint):
        new_game(game, code)
