"""One player, many tabs: a model-based test of the player's data shared by tabs of the site.

Up to three tabs, each a `PlayerData` over one storage, are opened, reloaded and closed, in any
order, between which they finish games, win deals of the day, change settings, play, open deal
links, go back to the game kept aside, take their game back, merge transfer links from other
devices and hear each other's writes (the `storage` event), while a stranger (an extension, an
older release) writes what it likes under our keys. Each tab drives its data as the table does
(control/games.py, control/tabs.py). After every step:
- every finished game is counted exactly once, whichever tab ended it;
- every setting holds the player's last choice of it, whichever tab made it, and a tab that heard
  the change shows it;
- no game with moves is lost uncounted: each is still played in a tab, stored (in play or kept
  aside), or counted;
- nothing the schema refuses is stored, but what the stranger wrote and no tab has read since.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from fake_page import FakeStorage
from solitaire import GAMES, VARIANTS
from solitaire.stats import Record, Result
from stored_strategies import stored
from table.storage.envelope import PREFIX, Store, unwrap
from table.storage.player_data import PlayerData
from table.storage.saved_game import SavedGame, new_name
from table.storage.schema import read_daily, read_history, read_others, read_saved_game, read_settings, read_stats
from table.storage.settings import FELTS, SOUNDS, THEMES, Settings
from table.storage.transfer import Transfer

READERS = {
    "game": read_saved_game,
    "parked": read_saved_game,
    "stats": read_stats,
    "history": read_history,
    "settings": read_settings,
    "daily": read_daily,
    "others": read_others,
}
DEALS = ("7-1", "8-1", "9-1")  # Spider, one suit: five deals from the stock are always legal at first
CHOICES = {"theme": THEMES, "felt": FELTS, "sound": SOUNDS, "speed": ("slow", "normal", "fast")}
DEVICES = ("00000000000000aa", "00000000000000bb")


@dataclass
class Tab:
    data: PlayerData
    game: SavedGame  # the game on its table, as it would save it


def begun(deal: str) -> SavedGame:
    return SavedGame("spider-1", deal, None, id=new_name())


def opened(data: PlayerData) -> SavedGame:
    """What a visit with no link puts on the table: the game in progress stored, or a new deal."""
    saved = data.saved
    return saved if saved is not None and not saved.ended else begun(DEALS[0])


def stored_value(storage: FakeStorage, name: str) -> Any:
    """What storage holds under `name`, read as a new tab would (None: nothing, or unreadable)."""
    raw = storage.get(PREFIX + name)
    try:
        return None if raw is None else READERS[name](unwrap(raw))
    except Exception:
        return None


class ManyTabs(RuleBasedStateMachine):
    @initialize()
    def one_tab(self) -> None:
        self.storage = FakeStorage()
        self.tabs: list[Tab] = []
        self.counted: set[str] = set()  # the games finished, by id
        self.counts_known = True  # no stranger has written over the statistics or recent games
        self.with_moves: set[str] = set()  # every game a tab saved with a move made
        self.gone: set[str] = set()  # games a stranger wrote over (set aside, or replaced)
        self.chosen: dict[str, Any] = {}  # each setting's last choice
        self.ticked: dict[str, bool] = {}  # each game's winnable box, as last ticked
        self.strangers: dict[str, str] = {}  # what a stranger wrote, by name (stored until a tab reads it)
        self.played_last: str | None = None  # the game a tab saved last with a change (None: a stranger's)
        self.at = 1_780_000_000_000
        self._open(None)

    # Tabs come and go ---------------------------------------------------------------------------

    def _open(self, link: str | None) -> None:
        data = PlayerData(Store(self.storage))
        if link is None:
            tab = Tab(data, opened(data))
        else:  # a deal link: a new game, the game in progress stored kept aside (control/games.py)
            tab = Tab(data, begun(link))
            saved = data.saved
            if saved is not None and saved.in_progress:
                self._counted_aside(data.park(saved, coming=tab.game.identity))
        self.tabs.append(tab)
        self._save(tab)

    @precondition(lambda self: len(self.tabs) < 3)
    @rule()
    def open_tab(self) -> None:
        self._open(None)

    @precondition(lambda self: len(self.tabs) < 3)
    @rule(deal=st.sampled_from(DEALS))
    def open_deal_link(self, deal: str) -> None:
        self._open(deal)

    @precondition(lambda self: len(self.tabs) > 1)
    @rule(which=st.integers(0, 2))
    def close(self, which: int) -> None:
        """Closed with no warning, as a phone does: only what was stored is left."""
        self.tabs.pop(which % len(self.tabs))

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2))
    def hide_or_leave(self, which: int) -> None:
        """The tab hidden, or closing: its clock saved, with no move (controls.js's `seen`, `leaving`)."""
        tab = self.tabs[which % len(self.tabs)]
        stored = tab.data.save_game(tab.game, moved=False)
        self._counted_aside(stored.counted)
        if stored.newer is not None:  # played on in another tab: it shows it so (control/tabs.py's follow)
            tab.game = stored.newer

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2))
    def reload(self, which: int) -> None:
        self.tabs.pop(which % len(self.tabs))
        self._open(None)

    # Play -----------------------------------------------------------------------------------------

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2))
    def move(self, which: int) -> None:
        tab = self.tabs[which % len(self.tabs)]
        game = tab.game
        if game.ended or game.variant != "spider-1" or len(game.record) >= 5 or set(game.record) - {"d"}:
            return  # a stranger's game, or one with no deal left: no move the model knows
        tab.game = replace(tab.game, record=[*tab.game.record, "d"], started=True, seconds=tab.game.seconds + 1)
        self._save(tab)

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2), won=st.booleans(), deal=st.sampled_from(DEALS))
    def finish(self, which: int, won: bool, deal: str) -> None:
        """A game won, or left for a new deal (counted as played if begun); then a new deal."""
        tab = self.tabs[which % len(self.tabs)]
        game = tab.game
        if game.started and not game.ended:
            result = Result(won, len(game.record), game.seconds)
            self._record(tab, game, result)
            if won:
                tab.game = replace(game, ended=True)
                self._save(tab)
        tab.game = begun(deal)
        self._save(tab)

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2))
    def back_to_the_game_aside(self, which: int) -> None:
        tab = self.tabs[which % len(self.tabs)]
        parked = tab.data.unpark()
        if parked is None:
            return
        game = tab.game
        if game.started and not game.ended:
            self._record(tab, game, Result(False, len(game.record), game.seconds))
        tab.game = parked
        self._save(tab)

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2))
    def take_back(self, which: int) -> None:
        self._save(self.tabs[which % len(self.tabs)])

    # The rest of the player's data -----------------------------------------------------------

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2), day=st.dates(date(2026, 1, 1), date(2026, 1, 20)))
    def won_a_deal_of_the_day(self, which: int, day: date) -> None:
        self.tabs[which % len(self.tabs)].data.record_daily("spider-1", day)

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2), field=st.sampled_from(sorted(CHOICES)), data=st.data())
    def choose_a_setting(self, which: int, field: str, data: st.DataObject) -> None:
        tab = self.tabs[which % len(self.tabs)]
        value = data.draw(st.sampled_from([v for v in CHOICES[field] if v != getattr(tab.data.settings, field)]))
        tab.data.save_settings(replace(tab.data.settings, **{field: value}))  # as the form changed it
        self.chosen[field] = value

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2), game=st.sampled_from(GAMES[:3]))
    def tick_a_winnable_box(self, which: int, game: str) -> None:
        """The box of `game` ticked, or unticked, as the tab shows it."""
        tab = self.tabs[which % len(self.tabs)]
        winnable = tab.data.settings.winnable
        ticked = game not in winnable
        winnable = (*winnable, game) if ticked else tuple(g for g in winnable if g != game)
        tab.data.save_settings(replace(tab.data.settings, winnable=winnable))
        self.ticked[game] = ticked

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2), device=st.sampled_from(DEVICES), won=st.integers(0, 3), felt=st.sampled_from(FELTS))
    def merge_a_transfer_link(self, which: int, device: str, won: int, felt: str) -> None:
        self.at += 1000
        record = Record(played=won, won=won, best_streak=won, streak=won)
        if won:
            record = replace(record, fewest_moves=100, fastest=60.0)
        settings = replace(Settings(), felt=felt, sound="on")
        tab = self.tabs[which % len(self.tabs)]
        if tab.data.merge(Transfer(device, self.at, {"beetle": record}, {}, settings, None)):
            self.chosen.update(felt=felt, sound="on", speed="normal", theme=THEMES[0])
            self.ticked = dict.fromkeys(GAMES, False)  # the link's choice: none

    # Hearing other tabs, and strangers ---------------------------------------------------------

    @precondition(lambda self: self.tabs)
    @rule(which=st.integers(0, 2), name=st.sampled_from(sorted(READERS)))
    def hear_a_write(self, which: int, name: str) -> None:
        """The `storage` event: the tab takes in the value, and follows its own game if another
        tab played it on (control/tabs.py)."""
        tab = self.tabs[which % len(self.tabs)]
        changed = tab.data.refresh(PREFIX + name)
        saved = tab.data.saved
        played_on = saved is not None and saved.identity == tab.game.identity and saved.steps > tab.game.steps
        if "game" in changed and played_on:
            tab.game = saved
        if name == "settings":
            assert tab.data.settings == (stored_value(self.storage, "settings") or Settings())

    @rule(name=st.sampled_from(sorted(READERS)), data=st.data())
    def a_stranger_writes(self, name: str, data: st.DataObject) -> None:
        raw = data.draw(stored(name) if name != "others" else st.text(max_size=20))
        before = stored_value(self.storage, name)
        self.storage[PREFIX + name] = raw
        self.strangers[name] = raw
        if name == "game":
            self.played_last = None
        if name in ("game", "parked") and before is not None:
            self.gone.add(before.identity)
        if name in ("stats", "history"):
            self.counts_known = False
        if name == "settings":
            self.chosen.clear()
            self.ticked.clear()

    # What a tab does as the table does ---------------------------------------------------------

    def _save(self, tab: Tab) -> None:
        if tab.game.in_progress:
            self.with_moves.add(tab.game.identity)
        stored = tab.data.save_game(tab.game)
        self._counted_aside(stored.counted)
        if stored.newer is not None:  # another tab played this game on: the tab shows it so, and
            tab.game = stored.newer  # what this stale copy did is dropped, so it changed nothing
        else:
            self.played_last = tab.game.identity

    def _record(self, tab: Tab, game: SavedGame, result: Result) -> None:
        before = self._played()
        if tab.data.record(game.variant, game.deal, result, game.identity):
            assert game.identity not in self.counted or not self.counts_known, "a game counted twice"
            self.counted.add(game.identity)
            assert before is None or self._played() == before + 1, "a finished game not counted once"
        else:
            assert game.identity in self.counted or not self.counts_known, "a finished game not counted"

    def _counted_aside(self, counted: SavedGame | None) -> None:
        if counted is not None:
            assert counted.identity not in self.counted or not self.counts_known, "a game counted twice"
            self.counted.add(counted.identity)

    def _played(self) -> int | None:
        stats = stored_value(self.storage, "stats")
        return None if stats is None else sum(record.played for key, record in stats.items() if key in VARIANTS)

    # Invariants ------------------------------------------------------------------------------

    @invariant()
    def every_finished_game_is_counted_once(self) -> None:
        if not self.counts_known:
            return
        played = self._played() or 0
        assert played == len(self.counted), f"{played} games counted, {len(self.counted)} finished"
        ids = [p.id for p in stored_value(self.storage, "history") or [] if p.id is not None]
        assert sorted(ids) == sorted(self.counted), "the recent games are not the games finished"

    @invariant()
    def every_setting_holds_its_last_choice(self) -> None:
        if "settings" in self.strangers:
            return
        settings = stored_value(self.storage, "settings") or Settings()
        for field, value in self.chosen.items():
            assert getattr(settings, field) == value, f"{field}: {getattr(settings, field)}, chosen {value}"
        for game, ticked in self.ticked.items():
            assert (game in settings.winnable) == ticked, f"{game} winnable: chosen {ticked}"

    @invariant()
    def no_game_with_moves_is_lost_uncounted(self) -> None:
        kept = {tab.game.identity for tab in self.tabs} | self.counted | self.gone
        for name in ("game", "parked"):
            saved = stored_value(self.storage, name)
            if saved is not None:
                kept.add(saved.identity)
        lost = self.with_moves - kept
        assert not lost, f"games with moves lost: {sorted(lost)}"

    @invariant()
    def the_game_in_play_is_the_one_played_last(self) -> None:
        """What a new visit resumes: the game a tab last changed, not the tab hidden or closed last."""
        if self.played_last is not None:
            saved = stored_value(self.storage, "game")
            assert saved is not None and saved.identity == self.played_last, (
                "the game in play is not the one played last"
            )

    @invariant()
    def nothing_the_schema_refuses_is_stored(self) -> None:
        for name, read in READERS.items():
            raw = self.storage.get(PREFIX + name)
            if raw is None or self.strangers.get(name) == raw:
                continue
            read(unwrap(raw))  # raises if refused


TestManyTabs = ManyTabs.TestCase


def test_a_stale_tab_taking_back_leaves_the_deal_opened_since_in_play() -> None:
    """Found by the model: a tab that missed a move hands its stale copy to storage, gets the newer
    copy back, and so changed nothing; the deal a link opened since stays the game in play."""
    tabs = ManyTabs()
    tabs.one_tab()
    tabs.open_tab()
    tabs.move(which=1)
    tabs.open_deal_link(deal="7-1")
    tabs.take_back(which=0)
    tabs.the_game_in_play_is_the_one_played_last()
    tabs.no_game_with_moves_is_lost_uncounted()
    assert tabs.tabs[0].game.steps == tabs.tabs[1].game.steps == 1  # the stale tab shows the move


def test_storage_full_during_a_merge_keeps_what_was_stored_and_says_so() -> None:
    storage = FakeStorage()
    one, two = PlayerData(Store(storage)), PlayerData(Store(storage))
    assert one.record("spider-1", "7-1", Result(False, 3, 10.0), "00000000000000a1")
    stored = dict(storage)
    storage.full = True
    assert two.record("spider-1", "8-1", Result(True, 100, 60.0), "00000000000000a2")
    assert dict(storage) == stored  # what was stored, as it was
    told = [str(problem) for problem in two.store.take_problems()]
    assert any(problem.startswith("Your statistics could not be saved") for problem in told), told
    assert two.stats["spider-1"].played == 2  # the tab goes on with both, and tries again at its next change
    storage.full = False
    two.record_daily("spider-1", date(2026, 1, 2))
    assert two.record("spider-1", "9-1", Result(False, 5, 20.0), "00000000000000a3")
    assert stored_value(storage, "stats")["spider-1"].played == 3
