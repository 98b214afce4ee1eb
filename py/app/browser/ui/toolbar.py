"""The toolbar's buttons, its "More" menu and the status line, drawn from the game's status (the DOM side)."""

from __future__ import annotations

from typing import Any

from app.browser.dom import absent, by_id, document, set_attr, window
from app.present.view import BookmarkButton, bookmark_buttons, page_title, redeal_title, status_view
from app.text.i18n import t
from app.text.labels import format_time
from solitaire import Game


class Toolbar:
    """Enables, hides and labels the buttons, opens and closes the "More" menu and fills the
    heading and the status line; reads only the game and its status."""

    def __init__(self) -> None:
        self._heading: tuple[str, str, str] | None = None
        self._bookmarks: tuple[BookmarkButton, ...] | None = None  # the "Go to bookmark N" buttons drawn

    def render(self, game: Game, elapsed_ms: int, left_ms: int | None = None) -> None:
        status = game.status
        view = status_view(game)
        by_id("stat-ordered-n").textContent = str(view.ordered)
        for element_id, (key, count) in zip(("stat-gaps", "stat-redeals"), view.counts, strict=True):
            stat = by_id(element_id)
            name = stat.querySelector(".stat-name")
            if name.getAttribute("data-i18n") != key:  # Spoilt's counts, or back: the label a language change keeps
                name.setAttribute("data-i18n", key)
                name.textContent = t(key)
            stat.querySelector("b").textContent = str(count)
        by_id("stat-moves").querySelector("b").textContent = str(view.moves)
        self.render_time(elapsed_ms, left_ms)
        heading = (view.variant, view.deal, page_title(game))
        if heading != self._heading:  # a new deal or language: no rewrite (and no layout) on every move
            self._heading = heading
            by_id("title-variant").textContent = view.variant
            by_id("deal-title").textContent = view.deal
            by_id("stat-ordered-of").textContent = str(game.settings.shape.cards)
            document.title = heading[2]
        redeal = by_id("redeal")
        # Not ``disabled``: a disabled button gets no click, and a tap on a refused Redeal is answered with the
        # engine's reason (the pipeline's refusal), as the R key is. It reads as dimmed and unavailable all the same.
        set_attr(redeal, "aria-disabled", None if status.redeal_allowed else "true")
        redeal.hidden = not status.has_redeals or status.over  # a redeal left counts for nothing once it is over
        redeal.title = redeal_title(game)
        by_id("redeal-count").textContent = "∞" if status.unlimited else str(status.redeals_left)
        by_id("undo").disabled = not status.can_undo
        by_id("redo").disabled = not status.can_redo
        for name in ("give-up", "hint", "auto", "play-out"):  # nothing to help with once the game is over
            by_id(name).disabled = status.over
        self.render_bookmarks(game)
        outcome = status.outcome
        document.documentElement.setAttribute("data-outcome", outcome.value if outcome else "playing")

    def render_bookmarks(self, game: Game) -> None:
        """The menu's group of "Go to bookmark N" buttons, hidden while none is set; written again only when
        the bookmarks (or the language) changed, never on every move."""
        buttons = bookmark_buttons(game)
        if buttons == self._bookmarks:
            return
        self._bookmarks = buttons
        group = by_id("bookmark-go")
        made = []
        for mark in buttons:
            button = document.createElement("button")
            button.type = "button"
            button.setAttribute("data-action", mark.action)
            button.title = mark.title
            icon = document.createElement("span")
            icon.className = "icon"
            icon.setAttribute("aria-hidden", "true")
            icon.textContent = "↶"
            label = document.createElement("span")
            label.className = "label"
            label.textContent = mark.label
            button.append(icon, label)
            made.append(button)
        group.replaceChildren(*made)
        group.hidden = not buttons

    def render_time(self, elapsed_ms: int, left_ms: int | None = None) -> None:
        """The play clock, or for a timed game (``left_ms`` given) the time left, under its own name."""
        stat = by_id("stat-time")
        key = "page.stat.time" if left_ms is None else "page.stat.time_left"
        name = stat.querySelector(".stat-name")
        if name.getAttribute("data-i18n") != key:  # a timed game, or back: the label a language change keeps
            name.setAttribute("data-i18n", key)
            name.textContent = t(key)
            set_attr(stat, "data-timed", None if left_ms is None else "")
        stat.querySelector("b").textContent = format_time(elapsed_ms if left_ms is None else left_ms)

    def blocked(self, command: str) -> bool:
        """True when the button of ``command`` is there but cannot be pressed now."""
        button = by_id(command)
        return not absent(button) and bool(
            button.disabled or button.hidden or button.getAttribute("aria-disabled") == "true"
        )

    # -- the "More" menu -----------------------------------------------------------

    def menu_open(self) -> bool:
        return not bool(by_id("more-menu").hidden)

    def in_menu(self, element: Any) -> bool:
        return not absent(element) and not absent(element.closest("#more-menu"))

    def open_menu(self) -> None:
        by_id("more-menu").hidden = False
        by_id("more").setAttribute("aria-expanded", "true")
        by_id("toolbar").setAttribute("data-menu-open", "")

    def close_menu(self, focus: bool = False) -> bool:
        """Close the menu (and give its button the focus if ``focus``); False if it was not open."""
        if not self.menu_open():
            return False
        by_id("more-menu").hidden = True
        by_id("more").setAttribute("aria-expanded", "false")
        by_id("toolbar").removeAttribute("data-menu-open")
        if focus:
            by_id("more").focus()
        return True

    def toggle_menu(self) -> None:
        if not self.close_menu():
            self.open_menu()

    # -- Install (in the menu; js/install.js shows it while the browser offers to install the app) -----------------

    def install(self) -> bool:
        """Open the browser's install dialog (js/install.js keeps its offer, and hides the button once it is used);
        False when there is no offer to take."""
        installer = getattr(window, "solitaireInstall", None)
        return not absent(installer) and bool(installer.prompt())


__all__ = ["Toolbar"]
