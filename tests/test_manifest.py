"""The installed app's description (manifest.webmanifest) and the page's (page.description) tell the truth
about the games: every preset named, their number right, and the aces' games starting from the ace; the
manifest's shortcuts open links the page reads, and its screenshots are the files and sizes it says."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from app.core.links import parse_query
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


# -- the installed app: its shortcuts and the install dialog's pictures (issue 31) ---------------------------------

MANIFEST = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
DAY = dt.date(2026, 12, 1)


def png_size(path: Path) -> str:
    """A PNG's ``WIDTHxHEIGHT`` from its IHDR chunk."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    return f"{int.from_bytes(data[16:20], 'big')}x{int.from_bytes(data[20:24], 'big')}"


def check_image(image: dict) -> Path:
    path = ROOT / image["src"]
    assert path.is_file(), image["src"]
    assert image["type"] == "image/png" and png_size(path) == image["sizes"], image["src"]
    return path


def shortcut_request(url: str):
    parts = urlsplit(url)
    assert (parts.scheme, parts.netloc, parts.path) == ("", "", "./"), url  # the page itself, in the app's scope
    request = parse_query(parts.query, DAY)
    assert request.notices == [], url
    return request


def test_the_shortcuts_open_todays_daily_deal_and_a_winnable_deal():
    shortcuts = MANIFEST["shortcuts"]
    assert len(shortcuts) == 2
    for shortcut in shortcuts:
        assert {"name", "short_name", "description", "url", "icons"} <= shortcut.keys()
        assert len(shortcut["short_name"]) <= 15 and len(shortcut["name"]) <= 30  # what a launcher's menu shows
        for icon in shortcut["icons"]:
            check_image(icon)
    daily, winnable = (shortcut_request(s["url"]) for s in shortcuts)
    assert daily.daily_today and daily.daily == DAY.isoformat() and not daily.winnable
    assert winnable.winnable and not winnable.names_a_deal


def test_the_screenshots_are_a_narrow_and_a_wide_png_of_the_sizes_given_and_small():
    shots = {shot["form_factor"]: shot for shot in MANIFEST["screenshots"]}
    assert sorted(shots) == ["narrow", "wide"]
    for form_factor, shot in shots.items():
        path = check_image(shot)
        assert shot["label"]
        width, height = map(int, shot["sizes"].split("x"))
        assert (height > width) == (form_factor == "narrow")
        assert max(width, height) / min(width, height) <= 2.3 and min(width, height) >= 320  # the install dialog's
        assert path.stat().st_size < 150 * 1024, shot["src"]


def test_the_screenshots_are_built_into_the_site_and_kept_out_of_the_precache():
    build_text = (ROOT / "scripts" / "build.py").read_text(encoding="utf-8")
    assert '"screenshots"' in build_text  # an input of the build, copied into dist/
    sw_text = (ROOT / "scripts" / "sw.mjs").read_text(encoding="utf-8")
    assert "screenshots/" not in sw_text and '"icons/*.{png,svg}"' in sw_text  # only the install dialog shows them
