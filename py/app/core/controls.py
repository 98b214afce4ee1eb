"""What the input modules (pointer.py, keyboard.py) may ask of the page: the player's requests, and words."""

from __future__ import annotations

from typing import Protocol

from solitaire import Move

from .picking import TapResult


class Controls(Protocol):
    """The page's side of the player's input (app.App implements it)."""

    def tap(self, index: int, keyboard: bool = False) -> TapResult:
        """A tap on cell ``index`` (a click, a touch, or Enter or Space when ``keyboard``)."""
        ...

    def drop(self, move: Move) -> None:
        """A card dragged onto a gap it fits."""
        ...

    def key_command(self, name: str) -> None:
        """A shortcut key's command (``undo``, ``hint``, ...)."""
        ...

    def escape(self, on_board: bool) -> None:
        """Escape: stop a play-out, else drop a pending pick."""
        ...

    def interrupt(self) -> bool:
        """Stop a play-out; True if one was running."""
        ...

    def say(self, text: str) -> None:
        """Write ``text`` in the message line."""
        ...

    def render(self) -> None:
        """Draw the board and status as they are now (a pick was dropped)."""
        ...


__all__ = ["Controls"]
