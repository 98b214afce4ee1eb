"""The installed app's description (manifest.webmanifest) and the page's (page.description) tell the truth
about the games: every preset named, their number right, and the aces' games starting from the ace."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app.text.i18n import MESSAGES, set_language, variant_title

from solitaire import PRESETS

ROOT = Path(__file__).resolve().parents[1]
NUMBER_WORDS = {
    "en": {4: "Four", 10: "Ten", 19: "Nineteen", 20: "Twenty"},
    "de": {4: "Vier", 10: "Zehn", 19: "Neunzehn", 20: "Zwanzig"},
}


def manifest_description() -> str:
    return json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))["description"]


def check(description: str, language: str) -> None:
    set_language(language)
    try:
        titles = [variant_title(name) for name in PRESETS]
    finally:
        set_language("en")
    assert [title for title in titles if title not in description] == []
    assert description.startswith(NUMBER_WORDS[language][len(PRESETS)] + " ")
    assert any(settings.shape.aces for settings in PRESETS.values())
    assert ("ace" if language == "en" else "Ass") in description  # some games run from the ace, not from the 2


def test_the_manifest_names_every_game_and_no_false_count():
    check(manifest_description(), "en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_page_description_names_every_game_and_no_false_count(language):
    check(MESSAGES[language]["page.description"], language)
