"""The help of every game: its worked example replays on the engine and shows what it says it
shows, and its words and key map are built for any game, one the table has never heard of too."""

import pytest

from solitaire import GAMES, VARIANTS, from_text
from table.show import scene
from table.show.guides import GUIDES
from table.show.howto import example_at, guide_html, keys_html
from table.show.keys import key_map
from table.storage.schema import read_settings
from table.storage.settings import Settings
from test_new_game import PAIRS


def test_every_game_has_a_guide():
    assert set(GUIDES) == set(GAMES)


@pytest.mark.parametrize("game", sorted(GUIDES))
def test_each_example_is_a_real_position_and_its_steps_are_legal(game):
    guide = GUIDES[game]
    start = from_text(guide.example.board)
    assert start.variant.game == game
    for shown in range(len(guide.example.steps) + 1):
        played, marks, said = example_at(guide, shown)
        assert played.moves == shown
        assert said.startswith(f"Step {shown} of" if shown else f"{len(guide.example.steps)} steps.")
        assert set(marks.values()) <= {"from", "to"}
        html = scene.picture_html(played, marks=marks)
        assert "data-pile" not in html and "data-card" not in html and "tabindex" not in html
        assert html.count('role="img"') == len(scene.piles(played))


def test_each_example_shows_what_its_words_say():
    spider, *_ = example_at(GUIDES["spider"], 3)
    assert spider.completed == 6  # the ace finished a run
    beetle, *_ = example_at(GUIDES["beetle"], 4)
    assert beetle.completed == 6 and all(column.cards for column in beetle.position.columns)
    before, *_ = example_at(GUIDES["beehive"], 0)
    hive, *_ = example_at(GUIDES["beehive"], 1)
    assert hive.completed == before.completed + 1 and len(hive.position.reserve) == len(before.position.reserve) - 1


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_help_covers_every_part(variant):
    html = guide_html(VARIANTS[variant])
    for title in ("The table", "Moving cards", "Dealing", "Winning", "What is special", "Strategy", "A worked example"):
        assert f"<h3>{title}" in html
    assert f"What is special in {VARIANTS[variant].game_name}".replace("'", "&#x27;") in html


def test_the_familys_examples_show_what_their_words_say():
    before, *_ = example_at(GUIDES["spiderette"], 3)
    spiderette, *_ = example_at(GUIDES["spiderette"], 4)  # the short deal: columns 1 to 3 only
    grown = [len(a) - len(b) for a, b in zip(spiderette.position.columns, before.position.columns, strict=True)]
    assert not spiderette.position.stock and grown == [1, 1, 1, 0, 0, 0, 0]
    assert example_at(GUIDES["spiderette"], 7)[0].completed == 3
    wisp, *_ = example_at(GUIDES["will-o-the-wisp"], 5)
    assert len(wisp.position.stock) == 3 and all(c.cards for c in wisp.position.columns)
    assert example_at(GUIDES["simple-simon"], 5)[0].completed == 3
    assert example_at(GUIDES["mrs-mop"], 3)[0].completed == 7
    scorpion, *_ = example_at(GUIDES["scorpion"], 2)
    assert scorpion.position.columns[2].cards[0].rank == 13  # a king went into the empty column
    dealt, *_ = example_at(GUIDES["scorpion"], 5)
    assert not dealt.position.stock and not dealt.position.columns[0].cards[:-1]  # dealt onto an empty column
    assert example_at(GUIDES["scorpion"], 6)[0].completed == 3


def test_the_twists_are_told():
    assert "empty" in " ".join(GUIDES["beetle"].special)
    beehive = " ".join(GUIDES["beehive"].special)
    assert "refilled" in beehive and "pass" in beehive and "lost" in beehive


def test_the_key_map_names_the_games_own_piles_and_columns():
    assert ("B", "Pick up from the beehive") in key_map(VARIANTS["beehive"])
    assert ("W", "Pick up from the waste") in key_map(VARIANTS["beehive"])
    assert key_map(VARIANTS["beehive"])[0][0] == "1 to 6"
    assert key_map(VARIANTS["spider-1"])[0][0] == "1 to 9, 0"
    assert "<kbd>?</kbd>" in keys_html(VARIANTS["beetle"])


def test_a_game_without_a_guide_gets_the_key_map_alone():
    assert "no guide" in guide_html(PAIRS)
    assert ("P", "Pick up from the pocket") in key_map(PAIRS)


def test_which_games_had_their_help_offered_is_a_setting_read_with_care():
    assert read_settings({"offered": ["spider", "beehive"]}).offered == ("spider", "beehive")
    assert Settings().offered == ()
    with pytest.raises(ValueError, match="offered"):
        read_settings({"offered": ["chess"]})
    with pytest.raises(ValueError, match="offered"):
        read_settings({"offered": "spider"})
