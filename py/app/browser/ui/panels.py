"""The dialogs to read or set, not to play: Rules, Statistics, Keys and Settings (the DOM side)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.browser.dom import absent, by_id, document, set_attr
from app.core.keys import HELP
from app.core.modes import SHOWN, key_mode, stats_key
from app.present.rules_text import rates_figures, rules_text, rules_title
from app.present.view import stats_figures, stats_title
from app.record.prefs import Prefs, switch
from app.record.stats import Stats
from app.text.i18n import t
from app.text.labels import cards_in_play
from solitaire import VARIANTS, Settings


class Panels:
    """Fills and opens the reading dialogs; ``on_pref(name, value)`` takes a changed setting,
    ``on_reset(variant)`` a request to reset a variant's statistics."""

    def __init__(self, stats: Stats, on_pref: Callable[[str, str], None], on_reset: Callable[[str], None]) -> None:
        self.stats = stats
        self.on_pref = on_pref
        self.on_reset = on_reset  # the player asks to reset a variant's statistics

    def bind(self, on: Callable[[Any, str, Callable[[Any], Any]], None]) -> None:
        on(by_id("settings-form"), "change", self.on_settings_change)
        on(by_id("stats-body"), "click", self.on_stats_click)

    def open_rules(self, settings: Settings) -> None:
        by_id("rules-title").textContent = rules_title(settings)
        parts = []
        for heading, paragraphs in rules_text(settings):
            parts.append(_element("h3", heading))
            parts.extend(_element("p", text) for text in paragraphs)
        figures = rates_figures(settings.variant)
        if figures is not None:  # the win rates' figures, folded under their plain words
            summary, paragraphs = figures
            details = document.createElement("details")
            details.className = "figures"
            details.append(_element("summary", summary), *(_element("p", text) for text in paragraphs))
            parts.append(details)
        by_id("rules-body").replaceChildren(*parts)
        by_id("dlg-rules").showModal()

    def open_stats(self) -> None:
        """A card per variant (it fits a phone in either language), each with a Reset button; then a card for
        the timed games, then the practice games, of each variant played so (app.core.modes)."""
        cards = []
        kept = self.stats.all()
        apart = [stats_key(v, mode) for mode in SHOWN for v in VARIANTS if stats_key(v, mode) in kept]
        for key in (*VARIANTS, *apart):
            variant, mode = key_mode(key)
            entry = self.stats.get(key)
            card = document.createElement("section")
            card.className = "stats-card"
            card.setAttribute("data-variant", key)
            card.append(_element("h3", stats_title(key)))
            figures = document.createElement("dl")
            for label, value in stats_figures(entry, cards_in_play(variant), mode):
                pair = document.createElement("div")
                pair.append(_element("dt", label), _element("dd", value))
                figures.append(pair)
            card.append(figures)
            if entry.played or entry.won or entry.hinted_wins or entry.assisted_wins:
                reset = _element("button", t("ui.stats.reset"))
                reset.type = "button"
                reset.setAttribute("data-reset", key)
                reset.setAttribute("aria-label", t("ui.stats.reset_label", variant=stats_title(key)))
                card.append(reset)
            cards.append(card)
        by_id("stats-body").replaceChildren(*cards)
        dialog = by_id("dlg-stats")
        if not dialog.open:
            dialog.showModal()

    def on_stats_click(self, event: Any) -> None:
        button = event.target.closest("button[data-reset]")
        if not absent(button):
            self.on_reset(str(button.getAttribute("data-reset")))

    def open_keys(self) -> None:
        rows = []
        for name in HELP:
            row = document.createElement("tr")
            head = document.createElement("th")
            head.setAttribute("scope", "row")
            for n, key in enumerate(t(f"keys.{name}.keys").split(", ")):
                if n:
                    head.append(", ")
                head.append(_element("kbd", key))
            row.append(head, _element("td", t(f"keys.{name}.does")))
            rows.append(row)
        by_id("keys-body").replaceChildren(*rows)
        by_id("dlg-keys").showModal()

    def open_settings(self, prefs: Prefs) -> None:
        form = by_id("settings-form")
        for radio in form.querySelectorAll("input[type=radio]"):
            radio.checked = getattr(prefs, str(radio.name)) == radio.value
        for box in form.querySelectorAll("input[type=checkbox]"):  # the on/off settings (hide_clock...)
            box.checked = getattr(prefs, str(box.name)) == switch(str(box.name), True)
        by_id("dlg-settings").showModal()

    def on_settings_change(self, event: Any) -> None:
        target = event.target
        name = str(target.name)
        if str(target.type) == "checkbox":
            self.on_pref(name, switch(name, bool(target.checked)))
        else:
            self.on_pref(name, str(target.value))  # a radio; the file input has no name and changes nothing


def _element(tag: str, text: str) -> Any:
    element = document.createElement(tag)
    element.textContent = text
    return element


def apply_prefs(prefs: Prefs) -> None:
    """Set the display preferences on <html> (js/prefs.js did the same before the first paint)."""
    root = document.documentElement
    for name, value in prefs.html_attributes().items():
        set_attr(root, name, value)


def translate_page() -> None:
    """Put the page's fixed texts in the current language.

    Elements say which text they show with data-i18n (their text) and
    data-i18n-<attribute> (title, aria-label, placeholder, content)."""
    document.documentElement.setAttribute("lang", t("page.lang"))
    document.title = t("page.title")
    for element in document.querySelectorAll("[data-i18n]"):
        element.textContent = t(str(element.getAttribute("data-i18n")))
    for name in ("title", "aria-label", "placeholder", "content"):
        for element in document.querySelectorAll(f"[data-i18n-{name}]"):
            element.setAttribute(name, t(str(element.getAttribute(f"data-i18n-{name}"))))


__all__ = ["Panels", "apply_prefs", "translate_page"]
