"""What the input modules (pointer.py, keyboard.py) may ask of the page: the player's requests, and words.

Input reads the session (``selected``, ``choices``, the status) but changes nothing in it: a tap, a drop, an
Unpick go through the page to the session's ``pick`` or ``apply``."""

from __future__ import annotations

from typing import Protocol

from solitaire import Move

from .picking import TapResult


class Controls(Protocol):
    """The page's side of the player's input (app.browser.page.App implements it)."""

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

    def unpick(self) -> TapResult:
        """Drop the pending pick through the session (an Unpick), and draw the board if one was dropped."""
        ...


__all__ = ["Controls"]
