"""Your game on your other device: a transfer link (storage/transfer.py) made and shown with its
QR code, and one opened, which asks before anything changes: the other device's statistics are
added to this one's, its settings taken, and its game in progress played only if the player says
so, the game on this table kept aside."""

from __future__ import annotations

from dataclasses import replace

from solitaire import VARIANTS

from ..messages import SendShown
from ..show import names
from ..show.language import _, n_, number
from ..storage.transfer import pack, unpack
from ..storage.validator import ShapeError
from .desk import Desk
from .games import Games
from .notices import worded
from .sharing import Sharing

# The longest link drawn as a QR code: about a version 30 code (137 modules a side) at the lowest
# error correction, which a phone's camera still reads from a screen. A longer one is sent as a file.
QR_MOST = 1700


class Sending:
    def __init__(self, desk: Desk, games: Games, sharing: Sharing) -> None:
        self.desk = desk
        self.games = games
        self.sharing = sharing
        self.link = ""

    def send(self) -> None:
        """Opens the dialog holding this device's transfer link and, if it fits one, its QR code."""
        desk = self.desk
        saved = desk.playing.saved(desk.screen.now())  # the game in progress as it is now
        game = saved if saved.in_progress else None
        self.link = desk.screen.full_link(desk.playing.link()) + pack(desk.data.transfer(desk.screen.wall_ms(), game))
        self._fill()
        desk.effects.close_panels = True
        desk.effects.dialog = "send"

    def _fill(self) -> None:
        fits = len(self.link) <= QR_MOST
        note = (
            _("Open this link on your other device, or point its camera at the code.")
            if fits
            else n_(
                "This link is too long for a QR code ({count} character): copy it, "
                "or use Export… in the statistics and Import… on the other device.",
                "This link is too long for a QR code ({count} characters): copy it, "
                "or use Export… in the statistics and Import… on the other device.",
                len(self.link),
            ).format(count=number(len(self.link)))
        )
        shown: SendShown = {"link": self.link, "qr": fits, "note": note}
        self.desk.dialogs = replace(self.desk.dialogs, send=shown)

    def reword(self) -> None:
        """The page speaks another language: the dialog, if filled, is filled again in its words."""
        if self.desk.dialogs.send is not None:
            self._fill()

    def copy_link(self) -> None:
        if self.link:
            self.sharing.copy(self.link, "transfer")

    def received(self, fragment: str) -> None:
        """A link opened with a transfer in its fragment: what it holds, shown and asked about."""
        desk = self.desk
        try:
            transfer = unpack(fragment)
        except ShapeError as error:
            told = _("That link from another device cannot be read: {why}. Nothing was changed.")
            desk.effects.tell(told.format(why=worded(error)), alert=True)
            return
        if transfer is None:
            return
        games = sum(record.played for key, record in transfer.stats.items() if key in VARIANTS)
        days = sum(map(len, transfer.daily.values()))
        holds = n_(
            "This link holds the statistics of {games} game played on your other device, and its settings.",
            "This link holds the statistics of {games} games played on your other device, and its settings.",
            games,
        ).format(games=games)
        won = _("Deals of the day won there: {days}.").format(days=days)
        ask = _("Add them to this device's? Opening the link again counts each game once.")
        try:
            if desk.screen.confirm(f"{holds} {won} {ask}"):
                added = desk.data.merge(transfer)
                desk.effects.tell(
                    _("Added the other device's statistics and settings.")
                    if added
                    else _("Nothing new: this link's statistics are here already.")
                )
        except ValueError as problem:
            desk.effects.tell(_("Nothing was added: {why}.").format(why=worded(problem)), alert=True)
            return
        game = transfer.game
        if game is None or not game.in_progress or game == desk.data.saved:
            return
        question = _(
            "Play its game in progress, {game} at move {move}? The game on this table is kept aside, not lost."
        )
        if desk.screen.confirm(
            question.format(game=names.title(VARIANTS[game.variant]), move=number(len(game.record)))
        ):
            self.games.resume_from(game)
