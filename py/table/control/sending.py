"""Your game on your other device: a transfer link (storage/transfer.py) made and shown with its
QR code, and one opened, which asks before anything changes: the other device's statistics are
added to this one's, its settings taken, and its game in progress played only if the player says
so, the game on this table kept aside."""

from __future__ import annotations

from solitaire import VARIANTS

from ..messages import SendShown
from ..show.language import _, n_, number
from ..show.question import Question
from ..storage.transfer import Transfer, pack, unpack
from ..storage.validator import ShapeError
from .desk import Desk
from .games import Games
from .notices import worded
from .questions import ask
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
        self.transfer: Transfer | None = None  # the link opened, while the player is asked about it

    def send(self) -> None:
        """Opens the dialog holding this device's transfer link and, if it fits one, its QR code."""
        desk = self.desk
        saved = desk.playing.saved(desk.screen.now())  # the game in progress as it is now
        game = saved if saved.in_progress else None
        self.link = desk.screen.full_link(desk.playing.link()) + pack(desk.data.transfer(desk.screen.wall_ms(), game))
        self._fill()
        desk.model = desk.model.filling(open="send")

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
        self.desk.model = self.desk.model.filling(send=shown)

    def reword(self) -> None:
        """The page speaks another language: the dialog, if filled, is filled again in its words."""
        if self.desk.model.dialogs.send is not None:
            self._fill()

    def copy_link(self) -> None:
        if self.link:
            self.sharing.copy(self.link, "transfer")

    def received(self, fragment: str) -> None:
        """A link opened with a transfer in its fragment: what it holds, kept and asked about."""
        desk = self.desk
        try:
            transfer = unpack(fragment)
        except ShapeError as error:
            told = _("That link from another device cannot be read: {why}. Nothing was changed.")
            desk.effects.tell(told.format(why=worded(error)), alert=True)
            return
        if transfer is None:
            return
        self.transfer = transfer
        games = sum(record.played for key, record in transfer.stats.items() if key in VARIANTS)
        days = sum(map(len, transfer.daily.values()))
        ask(desk, Question("transfer", games=games, days=days))

    def answered(self, question: Question, yes: bool) -> None:
        """The player's answer about the link kept: its statistics added (or not), then, if it
        holds a game in progress that is not this one, whether to play it (asked next)."""
        transfer = self.transfer
        if transfer is None:
            return
        self.transfer = None
        game = transfer.game
        if question.kind == "transfer-game":
            if yes and game is not None:
                self.games.resume_from(game)
            return
        if yes and not self._merge(transfer):
            return
        if game is None or not game.in_progress or game == self.desk.data.saved:
            return
        self.transfer = transfer
        ask(self.desk, Question("transfer-game", variant=game.variant, moves=len(game.record)))

    def _merge(self, transfer: Transfer) -> bool:
        """The link's statistics added to this device's, and said so; False if they could not be."""
        try:
            added = self.desk.data.merge(transfer)
        except ValueError as problem:
            self.desk.effects.tell(_("Nothing was added: {why}.").format(why=worded(problem)), alert=True)
            return False
        self.desk.effects.tell(
            _("Added the other device's statistics and settings.")
            if added
            else _("Nothing new: this link's statistics are here already.")
        )
        return True
