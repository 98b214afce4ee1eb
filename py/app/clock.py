"""The time a game has been played: a clock that runs from its first action while the page is seen (pure)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Timed(Protocol):
    elapsed_ms: int  # the time counted so far (kept in the game's save)


class PlayClock:
    """Adds the time it runs to ``timed.elapsed_ms``; ``now()`` gives milliseconds of a steady clock."""

    def __init__(self, now: Callable[[], float]) -> None:
        self.now = now
        self._since: float | None = None  # running since then

    @property
    def running(self) -> bool:
        return self._since is not None

    def elapsed(self, timed: Timed) -> int:
        extra = self.now() - self._since if self._since is not None else 0
        return int(timed.elapsed_ms + extra)

    def flush(self, timed: Timed) -> None:
        """Count the time run so far into ``timed`` (the clock goes on)."""
        if self._since is not None:
            now = self.now()
            timed.elapsed_ms += int(now - self._since)
            self._since = now

    def stop(self, timed: Timed) -> None:
        self.flush(timed)
        self._since = None

    def run(self, timed: Timed, running: bool) -> None:
        """Start or stop the clock as ``running`` says."""
        if running and self._since is None:
            self._since = self.now()
        elif not running:
            self.stop(timed)


__all__ = ["PlayClock"]
