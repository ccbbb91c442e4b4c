"""The one error a player can cause."""


class IllegalMove(ValueError):
    """A move the rules refuse; the message says why, in a player's words."""
