"""What the page says: the message line, the screen reader's live region and the notices above the board."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .dom import absent, by_id, document, later
from .i18n import t
from .session import Notice

MAX_NOTICES = 4
PASSING_MS = 6000  # how long a passing notice stays


class Voice:
    """The message line (#message), the polite live region (#announce) and the notices (#notices).

    ``act(name)`` runs a notice's button (e.g. ``resume:<key>``)."""

    def __init__(self, act: Callable[[str], None]) -> None:
        self.act = act
        self._shown: list[tuple[Any, Notice]] = []  # the notices on screen that follow the language

    def say(self, text: str) -> None:
        by_id("message").textContent = text

    def announce(self, text: str) -> None:
        """Say ``text`` in the polite live region (cleared first, so a repeat is read again)."""
        region = by_id("announce")
        region.textContent = ""
        if text:
            region.textContent = text

    def show(self, notices: Sequence[Notice]) -> None:
        """Show ``notices`` over the page (never pushing the board): one of each kind, the newest;
        a passing one goes by itself after PASSING_MS (not while the pointer or focus is on it)."""
        box = by_id("notices")
        for notice in notices:
            for old in box.querySelectorAll(".notice"):
                if old.getAttribute("data-kind") == notice.kind:
                    old.remove()
            item = document.createElement("div")
            item.className = "notice"
            item.setAttribute("data-kind", notice.kind)
            item.setAttribute("data-lasting" if notice.lasting else "data-passing", "")
            text = document.createElement("span")
            text.className = "notice-text"
            text.textContent = notice.text
            item.append(text)
            if notice.action:
                button = document.createElement("button")
                button.type = "button"
                button.setAttribute("data-action", notice.action)
                button.textContent = notice.action_label
                item.append(button)
            close = document.createElement("button")
            close.type = "button"
            close.className = "dismiss"
            close.setAttribute("data-action", "dismiss")
            close.setAttribute("aria-label", t("ui.dismiss"))
            close.textContent = "×"
            item.append(close)
            box.append(item)
            if notice.words is not None:
                self._shown = [(i, n) for i, n in self._shown if i.isConnected] + [(item, notice)]
            if not notice.lasting:
                self._fade(item)
        while box.children.length > MAX_NOTICES:
            box.firstElementChild.remove()

    def relabel(self) -> None:
        """Write the notices on screen again in the current language (the player switched it)."""
        self._shown = [(item, notice) for item, notice in self._shown if item.isConnected]
        for item, notice in self._shown:
            item.querySelector(".notice-text").textContent = str(notice.words)
        for close in by_id("notices").querySelectorAll(".dismiss"):
            close.setAttribute("aria-label", t("ui.dismiss"))

    def _fade(self, item: Any) -> None:
        def go(*_: Any) -> None:
            if item.matches(":hover, :focus-within"):
                later(PASSING_MS, go)  # the player is reading it or about to press its button
            else:
                item.remove()

        later(PASSING_MS, go)

    def on_click(self, event: Any) -> None:
        """A notice's button: run its action (if any), and the notice goes."""
        button = event.target.closest("button[data-action]")
        if absent(button):
            return
        action = str(button.getAttribute("data-action"))
        notice = button.closest(".notice")
        if not absent(notice):
            notice.remove()
        if action != "dismiss":
            self.act(action)


__all__ = ["Voice"]
