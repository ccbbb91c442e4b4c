"""What a link opens, and how it treats the game in progress."""

from urllib.parse import quote

from fake_page import Booted, FakeStorage
from solitaire import new_game
from solitaire.challenge import Score
from table.play.start import choose_start
from table.storage.envelope import wrap
from table.storage.saved_game import SavedGame


def saved_game(code="41739205-2", moves=2, ended=False):
    game = new_game("spider" if "-" in code else "beetle", code)
    for _ in range(moves):
        game.play(next(m for m in game.legal_moves() if m != "d"))
    return SavedGame.of(game, deal=code, opening=None, seconds=30.0, started=moves > 0, ended=ended, beat=None)


def test_no_link_and_nothing_saved_deals_the_preferred_game():
    start = choose_start("", None, "beehive")
    assert start.game.variant.id == "beehive" and start.game.moves == 0 and start.saved is None


def test_no_link_resumes_the_game_in_progress():
    saved = saved_game()
    start = choose_start("", saved, "beehive")
    assert start.saved == saved and start.game.record == saved.record and start.parked is None


def test_a_finished_game_is_followed_by_a_new_deal_of_its_kind():
    start = choose_start("", saved_game(ended=True), "beehive")
    assert start.game.variant.id == "spider-2" and start.saved is None


def test_a_reload_resumes_the_game_its_link_names():
    saved = saved_game()
    start = choose_start("?game=spider&deal=41739205-2", saved, "spider-1")
    assert start.saved == saved and start.game.moves == 2 and start.parked is None


def test_another_deals_link_keeps_the_game_in_progress_aside():
    saved = saved_game()
    start = choose_start("?game=beetle&deal=77", saved, "spider-1")
    assert start.game.deal == "77" and start.game.moves == 0
    assert start.parked == saved


def test_a_game_not_yet_begun_is_not_kept():
    start = choose_start("?game=beetle&deal=77", saved_game(moves=0), "spider-1")
    assert start.parked is None


def test_a_broken_link_says_why_and_resumes_the_game_in_progress():
    saved = saved_game()
    start = choose_start("?game=spider&deal=oops", saved, "spider-1")
    assert start.saved == saved and start.problem is not None
    assert "not a Spider deal code" in start.problem and "Your game in progress is back." in start.problem


def test_a_broken_link_without_a_game_in_progress_deals_a_new_one():
    start = choose_start("?board=Game%3A%20beetle", None, "spider-1")
    assert start.problem is not None and "position link cannot be opened" in start.problem
    assert start.game.moves == 0


def test_a_challenge_link_carries_the_result_to_beat():
    start = choose_start("?game=spider&deal=5-1&beat=112-354", None, "spider-1")
    assert start.beat == Score(112, 354) and start.game.deal == "5-1"
    broken = choose_start("?game=spider&deal=5-1&beat=lots", None, "spider-1")
    assert broken.beat is None and broken.problem is not None and "challenge link" in broken.problem


def test_a_link_to_a_game_resumes_that_game_in_progress_or_keeps_another_aside():
    beetle = saved_game("77")
    assert choose_start("?game=beetle", beetle, "spider-1").saved == beetle
    spider = saved_game()
    start = choose_start("?game=beetle", spider, "spider-1")
    assert start.game.variant.id == "beetle" and start.parked == spider


def test_a_position_link_opens_the_position_without_a_deal_code():
    game = new_game("beehive", "3")
    game.play("d")
    start = choose_start("?board=" + quote(game.to_text()), None, "spider-1")
    assert start.deal is None and start.game.to_text() == game.to_text()


def test_a_first_visit_deals_the_table_its_first_paint_showed():
    start = choose_start("", None, "spider-1", ("spider-1", "1-1"))
    assert start.game.deal == "1-1" and start.game.to_text() == new_game("spider", "1-1").to_text()


def test_the_first_paints_deal_gives_way_to_a_saved_game_a_link_or_another_preferred_game():
    saved = saved_game()
    assert choose_start("", saved, "spider-2", ("spider-2", "1-2")).saved == saved
    assert choose_start("", saved_game(ended=True), "spider-2", ("spider-2", "41739205-2")).game.deal != "41739205-2"
    assert choose_start("?game=beetle&deal=5", None, "spider-1", ("spider-1", "1-1")).game.deal == "5"
    assert choose_start("", None, "beehive", ("spider-1", "1-1")).game.variant.id == "beehive"


def test_a_first_paints_deal_that_is_not_ours_is_ignored():
    for shown in [("spider-1", "1-2"), ("spider-1", "x"), ("chess", "1"), ("spider-1", "9" * 5000), ("", "")]:
        start = choose_start("", None, "spider-1", shown)
        assert start.game.variant.id == "spider-1" and start.problem is None


def test_the_link_of_the_game_kept_aside_brings_it_back_and_keeps_the_other_aside():
    spider, beetle = saved_game(), saved_game("77")
    start = choose_start("?game=spider&deal=41739205-2", beetle, "spider-1", parked=spider)
    assert start.saved == spider and start.game.record == spider.record
    assert start.parked == beetle
    fresh_start = choose_start("?game=spider&deal=41739205-2", beetle, "spider-1", parked=saved_game(moves=0))
    assert fresh_start.saved is None and fresh_start.game.moves == 0  # nothing begun was kept aside


def test_a_step_back_to_the_page_of_the_game_kept_aside_loses_neither_game():
    spider, beetle = saved_game(), saved_game("77")
    storage = FakeStorage({"solitaire.game": wrap(beetle.to_json()), "solitaire.parked": wrap(spider.to_json())})
    page = Booted(storage, "?game=spider&deal=41739205-2")
    assert page.table.game.record == spider.record
    assert page.table.data.parked == beetle and page.table.data.stats == {}  # nothing counted as played
    assert page.words and not any("counted as played" in words for words in page.words)
