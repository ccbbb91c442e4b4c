"""The same site in other tabs: what another tab stored is taken in and shown here (statistics,
settings, the look, the games aside), and each tab plays its own game. The game stored is the one
touched last, which a new visit resumes; storage keeps the other aside (storage/player_data.py).
A tab whose game was put aside, or counted, while another played says so, and takes it back at a
tap or a move; a tab showing the very game another tab played on shows it as it stands there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from solitaire import VARIANTS

from ..play.game_in_play import GameInPlay
from ..play.start import resumed
from ..show import names
from ..show.language import _
from ..show.result import parked_banner
from ..storage.saved_game import SavedGame
from .desk import Desk
from .panels import Panels


class OtherTabs:
    def __init__(self, desk: Desk, panels: Panels, speak: Callable[[], None]) -> None:
        self.desk = desk
        self.panels = panels
        self.speak = speak  # the language the settings choose, spoken if it is another

    def stored(self, key: str | None) -> None:
        """Another tab (or anything else) changed one of the player's values (`key`, None: any):
        taken in and shown, without undoing what this tab is doing, and without storing anything
        back (a tab that wrote back what it heard would set the other writing again)."""
        desk = self.desk
        changed = desk.data.refresh(key)
        if "game" in changed:
            self.follow(desk.data.saved)
        if changed & {"stats", "history", "daily", "others"} and desk.model.dialogs.stats is not None:
            self.panels.show_game()
        if "settings" in changed:
            self.panels.settings_stored()
            desk.solving.position_changed()  # the live verdict shows or hides
            self.speak()
        desk.notices.tell(desk.effects, desk.data)  # a damaged value set aside is said

    def follow(self, saved: SavedGame | None) -> None:
        """If `saved` is this table's own game, played on further in another tab, the table
        shows it as it stands there."""
        desk, playing, now = self.desk, self.desk.playing, self.desk.screen.now()
        if saved is None or saved.identity != playing.id or saved.steps <= playing.saved(now).steps:
            return
        desk.playing = GameInPlay.begun(replace(resumed(saved), beat=playing.beat), now)
        desk.playing.changed = False  # nothing to store: it is what is stored
        desk.playing.seen(desk.model.seen, now)  # its clock runs only while this page is seen
        desk.put_down()
        desk.solving.position_changed()
        desk.effects.tell(_("This game went on in another tab: here it is as it stands there."))

    def aside(self) -> tuple[str | None, str | None]:
        """What the table says of the games not on it, as this tab last saw the stored ones: the
        banner of the game kept aside, and the note that this tab's own game was put aside (or
        counted) while another tab played, with the offer to take it back."""
        data, playing = self.desk.data, self.desk.playing
        parked = data.parked
        banner = None
        if parked is not None and parked.identity != playing.id:
            banner = parked_banner(names.title(VARIANTS[parked.variant]), len(parked.record))
        saved = data.saved
        if not playing.played or playing.counted or saved is None or saved.identity == playing.id:
            return banner, None
        if parked is not None and parked.identity == playing.id:
            return banner, _("You went on in another tab, so this game was kept aside.")
        if data.counted(playing.id):
            return banner, _("You went on in another tab, so this game was counted as played.")
        return banner, None

    def take_back(self) -> None:
        """This tab's game, put aside while another tab played, back in play (the other's aside):
        stored as the change ends, as after a move."""
        self.desk.playing.changed = True
