"""What a change does once, beside the state it leaves: words for the live region, a passing
message, a note by the stock, piles lit for a hint, the focus moved, the menu
closed, a text to copy or a file to download, and its sound. The table gathers them while a
change runs and hands them to the page with the state it draws (`paint`). Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..messages import Download, Focus


@dataclass
class Effects:
    focus_pile: str | None = None  # before anything else: a key chose this pile
    said: list[str] = field(default_factory=list)  # for the live region, in order
    told: tuple[str, bool] | None = None  # a passing message, and whether it is an alert
    stock_note: str | None = None  # a refused deal, Beetle's warning
    flash: tuple[str, ...] | None = None  # piles lit for a moment (a hint)
    origin: str | None = None  # the pile a move took its cards from: cards from nowhere glide from there
    clear_deal: bool = False  # the menu's deal box emptied (its deal is on the table)
    close_menu: bool = False
    focus: Focus | None = None  # once its dialog opens: its heading, brought into view
    copy: str | None = None  # to the clipboard
    download: Download | None = None
    sound: str | None = None  # what it sounds like (static/app/sound.js): place, deal, run, win, refused

    def say(self, text: str) -> None:
        self.said.append(text)

    def tell(self, text: str, *, alert: bool = False) -> None:
        """A passing message on the table, read out as well."""
        self.told = (text, alert)
        self.say(text)

    def note_by_stock(self, text: str) -> None:
        self.stock_note = text
        self.say(text)
