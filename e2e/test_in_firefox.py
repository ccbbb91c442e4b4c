"""The player's visits and the start's checks (e2e/across_engines.py) in Firefox ESR."""

from across_engines import (  # noqa: F401 - collected here, for this engine
    engine_fixture,
    site,
    test_a_language_chosen_on_a_deal_of_the_day_words_it_all_again,
    test_a_players_visits,
    test_the_page_asks_in_its_own_dialog_and_escape_answers_no,
    test_two_tabs_of_the_site_lose_nothing_and_show_each_other,
    test_when_nothing_starts_the_player_is_told_and_a_retry_starts_it,
    test_without_shared_memory_the_table_plays_on_the_page,
)

engine = engine_fixture("firefox")
