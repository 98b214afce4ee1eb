"""The first moments of the page: a tap made while Python started (DOM; a first visit's goal line is
welcome.py's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.text.i18n import t

from .dom import absent, by_id, document

if TYPE_CHECKING:
    from .page import App


def take_early_tap(app: App) -> None:
    """Carry out the tap made before the game was live, if any (js/loading.js kept it on <html>
    as ``data-early-tap``: ``button:ID`` or ``cell:ROW,COL,CARD``, CARD "gap" for a gap)."""
    root = document.documentElement
    kept = root.getAttribute("data-early-tap")
    if absent(kept):
        return
    root.removeAttribute("data-early-tap")
    for element in document.querySelectorAll("[data-pending]"):
        element.removeAttribute("data-pending")
    kind, _, value = str(kept).partition(":")
    if kind == "button":
        button = by_id(value)
        if absent(button) or absent(button.closest("#toolbar")) or absent(button.getAttribute("data-action")):
            return
        action = str(button.getAttribute("data-action"))
        if action == "more":
            app.toolbar.open_menu()
        else:
            app.key_command(action)  # as its key: a button that cannot act now says why
        return
    try:
        row, col, card = value.split(",")
        index = int(row) * app.board.columns + int(col)
        cell = app.board.cells[index]
    except (ValueError, IndexError):
        return
    live = cell.getAttribute("data-card")
    if (str(live) if not absent(live) else "gap") == card:
        app.tap(index)
    else:
        app.say(t("ui.early_tap_changed"))


__all__ = ["take_early_tap"]
