"""Links and results to share: the deal link, the position's link, a challenge to beat a won game,
and a won deal of the day's result. Each goes to the clipboard, or, if the browser refuses, is
shown to be copied by hand (the page answers with `copied`)."""

from __future__ import annotations

from typing import Final
from urllib.parse import urlencode

from ..play import links
from ..show.language import N_, _, paragraph
from ..show.result import share_text
from .desk import Desk

# What is said of each thing shared once it is copied, and if it could not be (`{text}`: the text
# itself, to copy by hand): whole sentences, worded when told.
COPIED: Final = {
    "deal": (
        N_("The deal link copied."),
        N_("The deal link could not be copied; here it is: {text}"),
    ),
    "position": (
        N_("The position link copied."),
        N_("The position link could not be copied; here it is: {text}"),
    ),
    "challenge": (
        N_("The challenge link copied."),
        N_("The challenge link could not be copied; here it is: {text}"),
    ),
    "result": (
        N_("Your result copied."),
        N_("Your result could not be copied; here it is: {text}"),
    ),
    "transfer": (
        N_("The link to your other device copied."),
        N_("The link to your other device could not be copied; here it is: {text}"),
    ),
}


class Sharing:
    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.copying = ("", "")  # the text being copied, and what it is

    def copy(self, text: str, what: str) -> None:
        """`what`: a kind of COPIED, or else words naming what is copied, in the page's language."""
        self.copying = (text, what)
        self.desk.effects.copy = text

    def copied(self, done: bool) -> None:
        text, what = self.copying
        self.desk.effects.tell(copied_words(what, done).format(what=what, text=text))

    def deal_link(self) -> None:
        self.copy(self.desk.screen.full_link(self.desk.playing.link()), "deal")

    def position_link(self) -> None:
        query = "?" + urlencode({"board": self.desk.game.to_text()})
        self.copy(self.desk.screen.full_link(query), "position")

    def challenge(self) -> None:
        playing = self.desk.playing
        query = links.challenge_query(playing.game, playing.deal, playing.elapsed(self.desk.screen.now()))
        if query is not None:
            self.copy(self.desk.screen.full_link(query), "challenge")

    def result(self) -> None:
        """A won deal of the day, as a line of text and its link."""
        playing = self.desk.playing
        if playing.daily is None or not playing.game.won:
            return
        seconds = playing.elapsed(self.desk.screen.now())
        text = share_text(playing.game.variant, playing.daily, playing.game.moves, seconds)
        self.copy(f"{paragraph(text)}\n{self.desk.screen.full_link(playing.link())}", "result")


def copied_words(what: str, done: bool) -> str:
    """The sentence that says whether `what` was copied, its placeholders unfilled."""
    if what in COPIED:
        return _(COPIED[what][0 if done else 1])
    if done:
        # Translators: {what} names what was copied, such as "The link to your other device".
        return _("{what} copied.")
    # Translators: {what} names what was copied, such as "The link to your other device"; {text}: the
    # text itself, to copy by hand.
    return _("{what} could not be copied; here it is: {text}")
