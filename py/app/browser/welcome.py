"""A first visit's goal line under the board: the game's goal in one line (the rules' own), the click or tap
hint, a way to the other games (the New-game dialog) and a button that hides it for good (the DOM side;
``Session.welcome_due`` decides)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.browser.dom import by_id, document, window
from app.core.session import Session
from app.present.rules_text import goal_line
from app.text.i18n import t

_HINT = {True: "tap", False: "click"}


class Welcome:
    """``#welcome``: shown while the session says a first visit is due, written for the game on screen."""

    def __init__(self, session: Session, open_new: Callable[[], None], gone: Callable[[], None]) -> None:
        self.session = session
        self.open_new = open_new
        self.gone = gone  # the line went while it may have held the focus
        self.done = False

    def bind(self, on: Callable[[Any, str, Callable[[Any], Any]], None]) -> None:
        on(by_id("welcome-games"), "click", lambda _event: self.open_new())
        on(by_id("welcome-close"), "click", self.on_close)

    def render(self) -> None:
        """Show the goal of the game on screen (another game chosen: its goal), or hide the line for good."""
        if self.done:
            return
        box = by_id("welcome")
        table = document.querySelector(".table")
        if not self.session.welcome_due():
            self.done = True
            if not box.hidden:  # it was on screen (and may have held the focus)
                box.hidden = True
                table.style.removeProperty("--msg")
                self.gone()
            return
        touch = window.matchMedia("(pointer: coarse)").matches
        texts = {"welcome-goal": goal_line(self.session.game.settings), "welcome-hint": t(f"ui.coach.{_HINT[touch]}")}
        changed = box.hidden
        for name, text in texts.items():
            element = by_id(name)
            if element.textContent != text:
                element.textContent = text
                changed = True
        box.hidden = False
        if changed and window.getComputedStyle(box).position == "absolute":
            # A phone: the line lies in the room under the board; that room is as high as the line.
            high = float(box.getBoundingClientRect().height)
            table.style.setProperty("--msg", f"{high:.2f}px")

    def on_close(self, _event: Any) -> None:
        self.session.dismiss_welcome()
        self.render()


__all__ = ["Welcome"]
