"""The player's preferences (theme, deck, motion, language; winnable deals only): parsed, checked, stored as JSON.

js/prefs.js reads the same key before the first paint and sets the same
attributes on <html>, so a dark theme never flashes light on load.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from .guard import ReadReason, StoredValueError, read_json

KEY = "prefs"  # under store.PREFIX: localStorage "solitaire.v1.prefs"
MAX_CHARS = 4_096  # the four choices take under 100

CHOICES: dict[str, tuple[str, ...]] = {
    "theme": ("system", "light", "dark"),
    "deck": ("standard", "four-colour"),
    "motion": ("system", "on", "off"),
    "language": ("system", "en", "de"),
    "winnable": ("off", "on"),  # New game deals only deals proved winnable (solitaire.winnable)
}


@dataclass(frozen=True)
class Prefs:
    """Each field is one of CHOICES[field]; "system" follows the browser's setting."""

    theme: str = "system"
    deck: str = "standard"
    motion: str = "system"
    language: str = "system"
    winnable: str = "off"

    def with_choice(self, name: str, value: str) -> Prefs:
        """A copy with ``name`` set to ``value``; an unknown name or value leaves it unchanged."""
        if value not in CHOICES.get(name, ()):
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
                if not isinstance(value, str) or value not in CHOICES[field.name]:
                    raise StoredValueError(ReadReason.WRONG_SHAPE, f"{field.name} is not one of its choices")
                prefs = replace(prefs, **{field.name: value})
        return prefs

    def html_attributes(self) -> dict[str, str | None]:
        """The attributes on <html> the CSS reads (None: remove it, follow the browser)."""
        return {
            "data-theme": None if self.theme == "system" else self.theme,
            "data-deck": None if self.deck == "standard" else self.deck,
            "data-motion": None if self.motion == "system" else self.motion,
        }
