"""A game's clock: it runs from the first move to the win, and only while the page is seen. Pure:
the table hands in the time, on its own clock (seconds)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Clock:
    before: float = 0.0  # seconds on the clock before it last started
    since: float | None = None  # when it last started; None while it stands

    @property
    def running(self) -> bool:
        return self.since is not None

    def elapsed(self, now: float) -> float:
        """Seconds on the clock at the time `now`."""
        return self.before + (now - self.since if self.since is not None else 0.0)

    def start(self, now: float) -> None:
        if self.since is None:
            self.since = now

    def stop(self, now: float) -> None:
        if self.since is not None:
            self.before, self.since = self.elapsed(now), None
