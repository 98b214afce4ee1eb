"""The player's preferences (theme, deck, card size, motion, language; winnable deals only; the clock, the move
count and the score hidden; the toolbar on the left; sound): parsed, checked, stored as JSON.

This module owns each setting's allowed values and its default (:data:`SETTINGS`: the first choice is the
default); the rest ask it. index.html's radios and checkboxes (the Settings dialog) are checked against it by
tests/app/test_keys_prefs_announce.py, which fails if they offer a value this table does not know, or miss one
it does. js/prefs.js reads the same key before the first paint and sets the same attributes on <html>, so a
dark theme never flashes light and a hidden clock never shows on load: scripts/build.py writes the key and each
attribute setting's attribute and values into it from here (prefs_data), so they are written only here.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from app.text.i18n import LANGUAGES

from .guard import ReadReason, StoredValueError, read_json

KEY = "prefs"  # under store.PREFIX: localStorage "solitaire.v1.prefs"
SYSTEM = "system"  # follows the browser's setting (theme, motion, language)
MAX_CHARS = 4_096  # the eleven choices take under 300


@dataclass(frozen=True)
class Setting:
    """One preference: its allowed values (the first is the default) and the attribute on <html> the CSS
    reads (None: the page reads it, the CSS does not; the default leaves the attribute off). js/prefs.js sets
    the same attribute before the first paint (scripts/build.py writes this table's attributes into it)."""

    choices: tuple[str, ...]
    attribute: str | None = None

    @property
    def default(self) -> str:
        return self.choices[0]


SETTINGS: dict[str, Setting] = {
    "theme": Setting((SYSTEM, "light", "dark"), "data-theme"),
    "deck": Setting(("standard", "four-colour"), "data-deck"),
    "motion": Setting((SYSTEM, "on", "off"), "data-motion"),
    "language": Setting((SYSTEM, *LANGUAGES)),  # "system": the browser's (i18n.pick_language)
    "winnable": Setting(("off", "on")),  # New game deals only deals proved winnable (solitaire.winnable)
    # The status line's figures, hidden (display: none in css/style.css) while the game goes on as before:
    # the clock still counts. Each is a checkbox of the Settings dialog, #setting-hide-clock and so on.
    "hide_clock": Setting(("off", "on"), "data-hide-clock"),
    "hide_moves": Setting(("off", "on"), "data-hide-moves"),
    "hide_score": Setting(("off", "on"), "data-hide-score"),  # "Ordered n/48"
    # Larger cards where there is room (a desktop) and larger marks on every card (a phone too): css/style.css.
    "card_size": Setting(("normal", "large", "largest"), "data-card-size"),
    # A phone's toolbar mirrored for the left thumb: buttons right to left, the More menu at the left edge
    # (portrait), the column of buttons on the left (landscape). Nothing changes on a wide screen.
    "left_handed": Setting(("off", "on"), "data-left-handed"),
    "sound": Setting(("off", "on")),  # short quiet sounds for moves, redeals and the end (app.browser.sound)
}

# The Settings dialog's checkboxes (#setting-hide-clock...): the on/off settings it offers ("winnable" is the
# New-game dialog's checkbox).
SWITCHES: tuple[str, ...] = ("hide_clock", "hide_moves", "hide_score", "left_handed", "sound")


def switch(name: str, on: bool) -> str:
    """The value of the on/off setting ``name`` (a checkbox) for ``on``: its second choice, else its default."""
    setting = SETTINGS[name]
    return setting.choices[1] if on else setting.default


@dataclass(frozen=True)
class Prefs:
    """Each field is one of SETTINGS[field].choices, its default the first; "system" follows the browser."""

    theme: str = SETTINGS["theme"].default
    deck: str = SETTINGS["deck"].default
    motion: str = SETTINGS["motion"].default
    language: str = SETTINGS["language"].default
    winnable: str = SETTINGS["winnable"].default
    hide_clock: str = SETTINGS["hide_clock"].default
    hide_moves: str = SETTINGS["hide_moves"].default
    hide_score: str = SETTINGS["hide_score"].default
    card_size: str = SETTINGS["card_size"].default
    left_handed: str = SETTINGS["left_handed"].default
    sound: str = SETTINGS["sound"].default

    @property
    def sound_on(self) -> bool:
        return self.sound == switch("sound", True)

    @property
    def winnable_only(self) -> bool:
        """A random deal comes from the proved-winnable list (Session.winnable_only)."""
        return self.winnable == switch("winnable", True)

    def animate(self, system_reduced: bool) -> bool:
        """Cards slide: as the player chose, or as the system says when they left it to the system."""
        if self.motion == SYSTEM:
            return not system_reduced
        return self.motion == "on"

    def with_choice(self, name: str, value: str) -> Prefs:
        """A copy with ``name`` set to ``value``; an unknown name or value leaves it unchanged."""
        if name not in SETTINGS or value not in SETTINGS[name].choices:
            return self
        return replace(self, **{name: value})

    def dumps(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str | None) -> Prefs:
        """Prefs from stored text: anything unreadable or unknown falls back to the default, field by field."""
        try:
            data: Any = read_json(text, MAX_CHARS) if text else {}
        except StoredValueError:
            data = {}
        prefs = cls()
        if isinstance(data, dict):
            for field in fields(cls):
                value = data.get(field.name)
                if isinstance(value, str):
                    prefs = prefs.with_choice(field.name, value)
        return prefs

    @classmethod
    def parse(cls, text: str) -> Prefs:
        """Prefs from stored text, strictly (for an import): a StoredValueError unless it is an object whose
        known fields all hold one of their choices. Names this version does not know are ignored."""
        data = read_json(text, MAX_CHARS)
        if not isinstance(data, dict):
            raise StoredValueError(ReadReason.WRONG_SHAPE, "preferences must be an object")
        prefs = cls()
        for field in fields(cls):
            if field.name in data:
                value = data[field.name]
                if not isinstance(value, str) or value not in SETTINGS[field.name].choices:
                    raise StoredValueError(ReadReason.WRONG_SHAPE, f"{field.name} is not one of its choices")
                prefs = replace(prefs, **{field.name: value})
        return prefs

    def html_attributes(self) -> dict[str, str | None]:
        """The attributes on <html> the CSS reads (None: remove it, the default follows the browser)."""
        attributes: dict[str, str | None] = {}
        for name, setting in SETTINGS.items():
            if setting.attribute is not None:
                value = getattr(self, name)
                attributes[setting.attribute] = None if value == setting.default else value
        return attributes


__all__ = ["KEY", "SETTINGS", "SWITCHES", "SYSTEM", "Prefs", "Setting", "switch"]
