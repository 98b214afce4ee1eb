"""The time a game has been played: a clock that runs from its first action while the page is seen and no dialog
covers the game (pure)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Timed(Protocol):
    elapsed_ms: int  # the time counted so far (kept in the game's save)


class PlayClock:
    """Adds the time it runs to ``timed.elapsed_ms``; ``now()`` gives milliseconds of a steady clock.

    It runs while the game asks it to (:meth:`run`) and nothing holds it (:meth:`hold`: a dialog over
    the game): a held clock goes on by itself once released, as the game last asked."""

    def __init__(self, now: Callable[[], float]) -> None:
        self.now = now
        self._since: float | None = None  # running since then
        self._wanted = False  # the game's last word: run or not
        self._held = False  # a dialog covers the game

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
        """Stop, until the game asks the clock to run again."""
        self._wanted = False
        self._halt(timed)

    def run(self, timed: Timed, running: bool) -> None:
        """Start or stop the clock as ``running`` says (a held clock starts once released)."""
        self._wanted = running
        self._follow(timed)

    def hold(self, timed: Timed, held: bool) -> None:
        """Hold the clock while ``held`` (a modal dialog is open); released, it runs again if the game asks."""
        self._held = held
        self._follow(timed)

    def _follow(self, timed: Timed) -> None:
        if self._wanted and not self._held:
            if self._since is None:
                self._since = self.now()
        else:
            self._halt(timed)

    def _halt(self, timed: Timed) -> None:
        self.flush(timed)
        self._since = None


__all__ = ["PlayClock"]
