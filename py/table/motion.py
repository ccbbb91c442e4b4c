"""Cards glide from where they were to where they are, so the eye can follow every move.

The view redraws whole piles; around that, this compares what each changed pile showed before
with what it shows after. A card that appears where another pile lost the same card glides from
there (FLIP: it is drawn in place, shifted back, then let go); a card that turned over flips;
a card that appears from nowhere (a deal, a refill) comes from the pile the move took from;
cards that vanished from the table (a finished run or set) fly to the foundation slot it filled.
Nothing moves when the player prefers reduced motion.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HIDDEN = "??"
LEAVE_DELAY_MS = 160  # a finished run waits for the card that finished it to land
CLEAN_UP_MS = 450  # the flight's length in the stylesheet, and a little more


@dataclass
class _Leaving:
    token: str
    element: Any
    left: float
    top: float


def _common_prefix(old: tuple[str, ...], new: tuple[str, ...]) -> int:
    length = 0
    for a, b in zip(old, new, strict=False):
        if a != b:
            break
        length += 1
    return length


def _cards(pile: Any) -> Any:
    """A pile's cards, bottom first (the foundation holds them inside its slots)."""
    return pile.querySelectorAll("[data-card]")


class Motion:
    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        self.document = document
        self.window = window
        self.clear_later = proxy(self._clear_layer)  # kept: a JavaScript timer calls it
        self.layer = document.getElementById("flying")
        self.reduced = window.matchMedia("(prefers-reduced-motion: reduce)")
        self.leaving: list[_Leaving] = []
        self.flips: set[tuple[str, int]] = set()
        self.origin_rect: tuple[float, float] | None = None

    @property
    def enabled(self) -> bool:
        return not self.reduced.matches and self.document.documentElement.getAttribute("data-motion") != "off"

    def before(self, changes: dict[str, tuple[Any, tuple[str, ...], tuple[str, ...]]], origin: Any) -> None:
        """Notes where the cards that are about to be redrawn stand now."""
        self.leaving, self.flips = [], set()
        if not self.enabled:
            return
        rect = origin.getBoundingClientRect()
        self.origin_rect = (rect.left, rect.top)
        for key, (pile, old, new) in changes.items():
            start = _common_prefix(old, new)
            children = _cards(pile)
            for i in range(start, min(len(old), children.length)):
                if i < len(new) and old[i] == HIDDEN and new[i] != HIDDEN:
                    self.flips.add((key, i))
                elif old[i] != HIDDEN:
                    element = children.item(i)
                    box = element.getBoundingClientRect()
                    self.leaving.append(_Leaving(old[i], element, box.left, box.top))

    def after(self, changes: dict[str, tuple[Any, tuple[str, ...], tuple[str, ...]]], foundation: Any) -> None:
        """Sends the redrawn cards on their way from where they stood."""
        if not self.enabled or self.origin_rect is None:
            return
        arriving: list[tuple[Any, float, float]] = []
        for key, (pile, old, new) in changes.items():
            start = _common_prefix(old, new)
            children = _cards(pile)
            for i in range(start, min(len(new), children.length)):
                element = children.item(i)
                if (key, i) in self.flips:
                    element.classList.add("turning")
                    continue
                if new[i] == HIDDEN and key == "stock":
                    continue
                match = next((item for item in self.leaving if item.token == new[i]), None)
                if match is not None:
                    self.leaving.remove(match)
                    arriving.append((element, match.left, match.top))
                else:
                    arriving.append((element, *self.origin_rect))
        for element, left, top in arriving:
            box = element.getBoundingClientRect()
            element.style.transition = "none"
            element.style.transform = f"translate({left - box.left}px, {top - box.top}px)"
        self._fly_home(foundation)
        _ = self.document.body.offsetWidth  # lay out the shifted cards before letting them go
        for element, _, _ in arriving:
            element.style.transition = ""
            element.style.transform = ""
        self.leaving = []

    def _fly_home(self, foundation: Any) -> None:
        """Cards gone from the table fly from where they stood to the foundation."""
        if not self.leaving:
            return
        filled = foundation.querySelectorAll("[data-filled]")
        target = (filled.item(filled.length - 1) if filled.length else foundation).getBoundingClientRect()
        for item in self.leaving:
            element = item.element
            element.classList.add("leaving")
            element.style.left = f"{item.left}px"
            element.style.top = f"{item.top}px"
            element.style.setProperty("--to-x", f"{target.left - item.left}px")
            element.style.setProperty("--to-y", f"{target.top - item.top}px")
            element.style.animationDelay = f"{LEAVE_DELAY_MS}ms"
            self.layer.append(element)
        self.window.setTimeout(self.clear_later, CLEAN_UP_MS + LEAVE_DELAY_MS)

    def _clear_layer(self, *_: Any) -> None:
        self.layer.replaceChildren()
