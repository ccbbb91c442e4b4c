"""The errors a player can cause, and how their messages quote what the player wrote."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move the rules refuse; the message says why, in a player's words."""


def quoted(text: object, longest: int = 24) -> str:
    """`text` quoted for a message, cut short: a long or hostile value never floods the page."""
    if not isinstance(text, str):
        return "(something that is not text)"
    return repr(text if len(text) <= longest else text[: longest - 1] + "…")
