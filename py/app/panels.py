"""The dialogs to read or set, not to play: Rules, Statistics, Keys and Settings (the DOM side)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solitaire import VARIANTS, Settings

from .dom import by_id, document, set_attr
from .i18n import t
from .keys import HELP
from .prefs import Prefs
from .rules_text import rates_figures, rules_text, rules_title
from .stats import Stats
from .view import format_time, variant_title


class Panels:
    """Fills and opens the reading dialogs; ``on_pref(name, value)`` takes a changed setting."""

    def __init__(self, stats: Stats, on_pref: Callable[[str, str], None]) -> None:
        self.stats = stats
        self.on_pref = on_pref

    def bind(self, on: Callable[[Any, str, Callable[[Any], Any]], None]) -> None:
        on(by_id("settings-form"), "change", self.on_settings_change)

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
        rows = []
        for variant in VARIANTS:
            entry = self.stats.get(variant)
            row = document.createElement("tr")
            row.setAttribute("data-variant", variant)
            values = [
                variant_title(variant),
                str(entry.played),
                str(entry.won),
                t("ui.score", score=entry.best_score) if entry.played else "–",
                "–" if entry.fewest_moves is None else str(entry.fewest_moves),
                "–" if entry.fastest_ms is None else format_time(entry.fastest_ms),
            ]
            for n, value in enumerate(values):
                cell = _element("th" if n == 0 else "td", value)
                if n == 0:
                    cell.setAttribute("scope", "row")
                row.append(cell)
            rows.append(row)
        by_id("stats-body").replaceChildren(*rows)
        by_id("dlg-stats").showModal()

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
        for radio in by_id("settings-form").querySelectorAll("input[type=radio]"):
            radio.checked = getattr(prefs, str(radio.name)) == radio.value
        by_id("dlg-settings").showModal()

    def on_settings_change(self, event: Any) -> None:
        self.on_pref(str(event.target.name), str(event.target.value))


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
