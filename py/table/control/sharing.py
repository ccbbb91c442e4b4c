"""Links and results to share: the deal link, the position's link, a challenge to beat a won game,
and a won deal of the day's result. Each goes to the clipboard, or, if the browser refuses, is
shown to be copied by hand (the page answers with `copied`)."""

from __future__ import annotations

from urllib.parse import urlencode

from ..play import links
from ..show.result import share_text
from .desk import Desk


class Sharing:
    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.copying = ("", "")  # the text being copied, and what it is

    def copy(self, text: str, what: str) -> None:
        self.copying = (text, what)
        self.desk.effects.copy = text

    def copied(self, done: bool) -> None:
        text, what = self.copying
        self.desk.effects.tell(f"{what} copied." if done else f"{what} could not be copied; here it is: {text}")

    def deal_link(self) -> None:
        self.copy(self.desk.screen.full_link(self.desk.playing.link()), "The deal link")

    def position_link(self) -> None:
        query = "?" + urlencode({"board": self.desk.game.to_text()})
        self.copy(self.desk.screen.full_link(query), "The position link")

    def challenge(self) -> None:
        playing = self.desk.playing
        query = links.challenge_query(playing.game, playing.deal, playing.elapsed(self.desk.screen.now()))
        if query is not None:
            self.copy(self.desk.screen.full_link(query), "The challenge link")

    def result(self) -> None:
        """A won deal of the day, as a line of text and its link."""
        playing = self.desk.playing
        if playing.daily is None or not playing.game.won:
            return
        seconds = playing.elapsed(self.desk.screen.now())
        text = share_text(playing.game.variant, playing.daily, playing.game.moves, seconds)
        self.copy(f"{text}\n{self.desk.screen.full_link(playing.link())}", "Your result")
