"""The player's hands on the page: what static/app/hands.js sends (one message per gesture or
key) and what static/app/controls.js sends (one per event of the page's controls), handed to the
table's one router as they come."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..control.actions import Router
from .dom import Dom


class Hands:
    def __init__(self, router: Router, dom: Dom, proxy: Callable[[Any], Any]) -> None:
        self.router = router
        self.handlers = [proxy(self.hand), proxy(self.control)]  # kept: the page holds them
        dom.apart("@solitaireHands").call_with("connect", self.handlers[0])
        dom.apart("@solitaireControls").call_with("connect", self.handlers[1])

    def hand(self, message: str) -> None:
        """A `messages.HandMessage`: a tap, a drag's lift or drop, or a key."""
        self.router.gesture(json.loads(str(message)))

    def control(self, message: str) -> None:
        """A `messages.ControlMessage`."""
        self.router.control(json.loads(str(message)))
