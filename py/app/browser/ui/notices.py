"""What the page says: the message line, the screen reader's live region and the notices in the heading's row."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.browser.dom import absent, by_id, document, later
from app.core.session import Notice
from app.text.i18n import t

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
        """Show ``notices`` in the heading's row (never over the toolbar or the board): one of each kind,
        the newest. One line each, the passing ones over the lasting ones, the newest on top; all in full
        after a tap on one (``expand``). A passing one goes by itself after PASSING_MS (not while they
        are open, nor under the pointer or focus)."""
        box = by_id("notices")
        for notice in notices:
            for old in box.querySelectorAll(".notice"):
                if old.getAttribute("data-kind") == notice.kind:
                    old.remove()
            item = document.createElement("div")
            item.className = "notice"
            item.setAttribute("data-kind", notice.kind)
            item.setAttribute("data-lasting" if notice.lasting else "data-passing", "")
            text = document.createElement("button")
            text.type = "button"
            text.className = "notice-text"
            text.setAttribute("data-action", "expand")
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
            if notice.words is not None:
                self._shown = [(i, n) for i, n in self._shown if i.isConnected] + [(item, notice)]
            if notice.lasting:
                box.prepend(item)  # under the passing ones: they show first, it stays when they have gone
            else:
                box.append(item)
                self._fade(item)
        while box.children.length > MAX_NOTICES:
            oldest = box.querySelector(".notice[data-passing]")
            (box.firstElementChild if absent(oldest) else oldest).remove()
        self._tidy(box)

    @staticmethod
    def _tidy(box: Any) -> None:
        """After a notice came or went: the newest says how many more there are, and an empty box is closed."""
        items = list(box.querySelectorAll(".notice"))
        if not items:
            box.removeAttribute("data-open")
        opened = "true" if box.hasAttribute("data-open") else "false"
        for index, item in enumerate(items):
            text = item.querySelector(".notice-text")
            text.setAttribute("aria-expanded", opened)
            if index == len(items) - 1 and index > 0:
                text.setAttribute("data-more", str(index))
            else:
                text.removeAttribute("data-more")

    def relabel(self) -> None:
        """Write the notices on screen again in the current language (the player switched it)."""
        self._shown = [(item, notice) for item, notice in self._shown if item.isConnected]
        for item, notice in self._shown:
            item.querySelector(".notice-text").textContent = str(notice.words)
        for close in by_id("notices").querySelectorAll(".dismiss"):
            close.setAttribute("aria-label", t("ui.dismiss"))

    def _fade(self, item: Any) -> None:
        def go(*_: Any) -> None:
            box = item.parentElement
            if item.matches(":hover, :focus-within") or (not absent(box) and box.hasAttribute("data-open")):
                later(PASSING_MS, go)  # the player is reading it or about to press its button
            else:
                item.remove()
                if not absent(box):
                    self._tidy(box)

        later(PASSING_MS, go)

    def on_click(self, event: Any) -> None:
        """A notice's text opens or closes them all in full; its other buttons run their action (if any),
        and the notice goes."""
        button = event.target.closest("button[data-action]")
        if absent(button):
            return
        box = by_id("notices")
        action = str(button.getAttribute("data-action"))
        if action == "expand":
            box.toggleAttribute("data-open")
            self._tidy(box)
            return
        notice = button.closest(".notice")
        if not absent(notice):
            notice.remove()
        self._tidy(box)
        if action != "dismiss":
            self.act(action)


__all__ = ["Voice"]
