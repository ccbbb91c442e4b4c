"""What a change does once, beside the state it leaves: words for the live region, a passing
message, a note by the stock, piles lit for a hint, the focus moved, a dialog opened, a text to
copy or a file to download, a dialog's contents, and its sound. The table gathers them while a change runs
and hands them to the page with the state it draws (`paint`). Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..messages import DomOperation


@dataclass
class Effects:
    first: list[DomOperation] = field(default_factory=list)  # before anything else: a key's pile focused
    said: list[str] = field(default_factory=list)  # for the live region, in order
    told: tuple[str, bool] | None = None  # a passing message, and whether it is an alert
    stock_note: str | None = None  # a refused deal, Beetle's warning
    flash: tuple[str, ...] | None = None  # piles lit for a moment (a hint)
    origin: str | None = None  # the pile a move took its cards from: cards from nowhere glide from there
    changes: list[DomOperation] = field(default_factory=list)  # a dialog's contents and fields
    dialog: str | None = None  # opened, holding the focus until it closes
    then: list[DomOperation] = field(default_factory=list)  # after it opens: the focus moved, scrolled to
    close: list[str] = field(default_factory=list)  # selectors of what closes (dialogs, the menu)
    copy: str | None = None  # to the clipboard
    download: tuple[str, str, str] | None = None  # name, text and type of a file
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

    def set(self, selector: str, **properties: str | int | float | bool | None) -> None:
        self.changes.append([selector, "set", properties])

    def attr(self, selector: str, name: str, value: str | None) -> None:
        self.changes.append([selector, "attr", name, value])

    def style(self, selector: str, name: str, value: str | None) -> None:
        self.changes.append([selector, "style", name, value])

    def call(self, selector: str, method: str, *args: str | int | float | bool | None) -> None:
        self.changes.append([selector, "call", method, *args])

    def focus(self, selector: str, *, scroll: bool = False) -> None:
        """Moves the focus there (once a dialog opened, if one does), and scrolls it into view."""
        self.then.append([selector, "call", "focus"])
        if scroll:
            self.then.append([selector, "call", "scrollIntoView"])
