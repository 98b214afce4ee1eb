"""The dialogs that lead to an action: New game, the end of a game, and a confirmation (the DOM side)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solitaire import PRESETS, REDEAL_COUNTS, SEED_MAX, VARIANTS, Outcome, SeedError, parse_seed

from .dom import absent, by_id, document, js_object, window
from .events import Command, Event, NewDeal, Request, Resume
from .i18n import t, variant_title
from .saves import in_progress
from .session import Session
from .view import end_record, end_texts, format_time, waiting_text


class Dialogs:
    """Opens the dialogs and turns the player's choice into a request for ``perform``."""

    def __init__(self, session: Session, perform: Callable[[Request], Any]) -> None:
        self.session = session
        self.perform = perform
        self._confirmed: Callable[[], None] | None = None

    def bind(self, on: Callable[[Any, str, Callable[[Any], Any]], None]) -> None:
        on(by_id("new-waiting-list"), "click", self.on_waiting_click)
        on(by_id("dlg-new"), "close", self.on_new_closed)
        on(by_id("new-form"), "submit", self.on_new_submit)
        on(by_id("new-form"), "change", self.on_new_change)
        on(by_id("dlg-end"), "close", self.on_end_closed)
        on(by_id("dlg-confirm"), "close", self.on_confirm_closed)

    # -- confirm ---------------------------------------------------------------

    def confirm(self, text: str, action: Callable[[], None]) -> None:
        self._confirmed = action
        by_id("confirm-text").textContent = text
        _show(by_id("dlg-confirm"))

    def on_confirm_closed(self, _event: Any) -> None:
        action, self._confirmed = self._confirmed, None
        if by_id("dlg-confirm").returnValue == "ok" and action is not None:
            action()

    # -- new game --------------------------------------------------------------

    def open_new(self) -> None:
        """The New-game dialog, its variants and redeal counts written from the engine's settings."""
        game = self.session.game
        current = self.session.variant if self.session.variant in PRESETS else VARIANTS[0]
        labels = []
        for name in VARIANTS:
            label = document.createElement("label")
            radio = document.createElement("input")
            radio.type = "radio"
            radio.name = "variant"
            radio.value = name
            radio.checked = name == current
            note = document.createElement("small")
            note.textContent = t(f"page.new_dialog.{name}")
            label.append(radio, f" {variant_title(name)} ", note)
            labels.append(label)
        fieldset = by_id("new-variants")
        fieldset.replaceChildren(fieldset.querySelector("legend"), *labels)
        options = []
        for count in REDEAL_COUNTS:
            option = document.createElement("option")
            option.value = option.textContent = str(count)
            options.append(option)
        select = by_id("new-redeals")
        select.replaceChildren(*options)
        select.value = str(game.settings.redeals)
        by_id("new-seed").value = ""
        by_id("new-error").textContent = ""
        by_id("new-note").textContent = t("ui.new_note") if in_progress(game) else ""
        self.list_waiting()
        _show(by_id("dlg-new"))

    def list_waiting(self) -> None:
        """The games in progress not on screen, each with Resume and Discard."""
        waiting = self.session.games_in_progress()
        items = []
        for entry in waiting:
            title, how = waiting_text(entry, _date(entry.aside_at))
            item = document.createElement("li")
            item.setAttribute("data-key", entry.key)
            name = document.createElement("span")
            name.className = "waiting-title"
            name.textContent = title
            detail = document.createElement("span")
            detail.className = "waiting-detail"
            detail.textContent = how
            item.append(name, detail)
            for action, label in (("resume", "ui.waiting.resume"), ("discard", "ui.waiting.discard")):
                button = document.createElement("button")
                button.type = "button"
                button.setAttribute(f"data-{action}", entry.key)
                button.setAttribute("aria-label", t(f"{label}_label", title=title))
                button.textContent = t(label)
                item.append(button)
            items.append(item)
        by_id("new-waiting-list").replaceChildren(*items)
        by_id("new-waiting").hidden = not items

    def on_waiting_click(self, event: Any) -> None:
        button = event.target.closest("button")
        if absent(button):
            return
        key = button.getAttribute("data-resume")
        if not absent(key):
            by_id("dlg-new").close("resume")
            self.perform(Resume(str(key)))
            return
        key = button.getAttribute("data-discard")
        if absent(key):
            return
        title = str(button.closest("li").querySelector(".waiting-title").textContent)

        def discard() -> None:
            self.session.discard(str(key))
            self.list_waiting()

        self.confirm(t("ui.waiting.confirm_discard", title=title), discard)

    def _new_choice(self) -> tuple[str, int, str]:
        checked = by_id("new-form").querySelector("input[name=variant]:checked")
        variant = VARIANTS[0] if absent(checked) else str(checked.value)
        return variant, int(by_id("new-redeals").value), str(by_id("new-seed").value).strip()

    def on_new_change(self, event: Any) -> None:
        target = event.target
        if target.getAttribute("name") == "variant" and target.value in PRESETS:
            by_id("new-redeals").value = str(PRESETS[target.value].redeals)

    def on_new_submit(self, event: Any) -> None:
        submitter = event.submitter
        if absent(submitter) or submitter.value != "deal":
            return
        seed_text = self._new_choice()[2]
        if seed_text:
            try:
                parse_seed(seed_text)
            except SeedError:
                event.preventDefault()
                by_id("new-error").textContent = t("ui.bad_seed", max=SEED_MAX)

    def on_new_closed(self, _event: Any) -> None:
        if by_id("dlg-new").returnValue != "deal":
            return
        variant, redeals, seed_text = self._new_choice()
        self.perform(NewDeal(variant, redeals, parse_seed(seed_text) if seed_text else None))

    # -- the end of a game -----------------------------------------------------

    def open_end(self, event: Event) -> None:
        game, meta = self.session.game, self.session.meta
        title, text = end_texts(game)
        by_id("end-title").textContent = title
        by_id("end-text").textContent = text
        best, note = end_record(event, meta.assisted, meta.hints)
        _text(by_id("end-best"), best)
        _text(by_id("end-note"), note)
        by_id("end-score").textContent = t("ui.score", score=game.status.ordered)
        by_id("end-moves").textContent = str(game.status.moves)
        by_id("end-time").textContent = format_time(self.session.elapsed_ms())
        by_id("end-undo").hidden = game.status.outcome is not Outcome.STUCK
        _show(by_id("dlg-end"))

    def on_end_closed(self, _event: Any) -> None:
        choice = by_id("dlg-end").returnValue
        settings = self.session.game.settings
        if choice == "undo":
            self.perform(Command.UNDO)
        elif choice == "restart":
            self.perform(Command.RESTART)
        elif choice == "new":
            self.perform(NewDeal(self.session.variant, settings.redeals))


def _date(ms: float) -> str:
    """A moment as the browser writes it in the page's language ("30 Nov 2026, 14:05")."""
    if not ms:
        return ""
    options = js_object({"dateStyle": "medium", "timeStyle": "short"})
    return str(window.Date.new(ms).toLocaleString(document.documentElement.lang or "en", options))


def _text(element: Any, text: str) -> None:
    element.textContent = text
    element.hidden = not text


def _show(dialog: Any) -> None:
    dialog.returnValue = ""
    dialog.showModal()


__all__ = ["Dialogs"]
