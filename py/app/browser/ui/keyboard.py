"""Keyboard input: arrows move the board's focus, Enter or Space taps, Escape cancels, letters run commands."""

from __future__ import annotations

from typing import Any

from app.browser.dom import absent, document
from app.core.controls import Controls
from app.core.keys import Key, board_target, command_for
from app.core.session import Session

from .board import Board

TEXT_FIELDS = ("INPUT", "SELECT", "TEXTAREA")


class Keyboard:
    """Turns keydowns into focus moves on ``board``, and taps and commands for ``controls``."""

    def __init__(self, board: Board, session: Session, controls: Controls) -> None:
        self.board = board
        self.session = session
        self.controls = controls

    def on_key(self, event: Any) -> None:
        if not absent(document.querySelector("dialog[open]")):
            return
        key = Key(
            str(event.key),
            bool(event.ctrlKey or event.metaKey),
            bool(event.shiftKey),
            bool(event.altKey),
            code=str(event.code),  # the physical key: Shift+1 sets bookmark 1 whatever the layout prints on it
        )
        target = event.target
        on_board = self.board.cell_index(target) is not None
        if key.key == "Escape":
            self.controls.escape(on_board)
            return
        if on_board:
            choices = self.session.choices if self.session.selected is not None else ()
            dest = board_target(
                key,
                self.board.focus,
                choices,
                turned=self.board.turned(),
                cols=self.board.columns,
                rows=self.board.rows,
            )
            if dest is not None:
                event.preventDefault()
                self.board.set_focus(dest)
                return
            if key.key in ("Enter", " ") and not key.ctrl and not key.alt:
                event.preventDefault()
                self.controls.tap(self.board.focus, keyboard=True)
                return
        tag = "" if absent(target) else str(getattr(target, "tagName", "") or "")
        if tag in TEXT_FIELDS:
            return
        command = command_for(key)
        if command is None:
            return
        event.preventDefault()
        self.controls.key_command(command)


__all__ = ["Keyboard"]
