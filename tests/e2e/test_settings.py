"""The settings dialog: theme, four-colour deck, motion, language and the status line's figures hidden, applied at
once and kept across loads (and through a backup)."""

from __future__ import annotations

import json
import re

import pytest
from apphelp import SIZES, play_one, press, storage
from playwright.sync_api import expect

from solitaire import GAP, Game, preset


def choose(page, name: str, value: str) -> None:
    press(page, "settings")
    dialog = page.locator("#dlg-settings")
    expect(dialog).to_be_visible()
    dialog.locator(f'input[name="{name}"][value="{value}"]').check()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_theme_deck_and_motion_apply_at_once_and_after_a_reload(open_app, wait_ready):
    page = open_app("variant=gaps&seed=3")
    assert page.get_attribute("html", "data-theme") is None
    choose(page, "theme", "dark")
    choose(page, "deck", "four-colour")
    choose(page, "motion", "off")
    root = page.locator("html")
    expect(root).to_have_attribute("data-theme", "dark")
    expect(root).to_have_attribute("data-deck", "four-colour")
    expect(root).to_have_attribute("data-motion", "off")
    saved = json.loads(storage(page)["solitaire.v1.prefs"])
    hidden = {"hide_clock": "off", "hide_moves": "off", "hide_score": "off"}
    assert saved == {
        "theme": "dark",
        "deck": "four-colour",
        "motion": "off",
        "language": "system",
        "winnable": "off",
        **hidden,
        "card_size": "normal",
        "left_handed": "off",
        "sound": "off",
    }

    page.reload(wait_until="domcontentloaded")
    # js/prefs.js sets them before the first paint, before Python is ready.
    assert page.get_attribute("html", "data-theme") == "dark"
    assert page.get_attribute("html", "data-deck") == "four-colour"
    wait_ready(page)
    choose(page, "theme", "system")
    expect(root).not_to_have_attribute("data-theme", "dark")
    assert page.get_attribute("html", "data-theme") is None


def test_german_is_picked_from_the_settings_and_kept(open_app, wait_ready):
    page = open_app("variant=gaps&seed=3")
    expect(page.locator("#new-game .label")).to_have_text("New")
    choose(page, "language", "de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#new-game .label")).to_have_text("Neu")
    expect(page.locator("#undo .label")).to_have_text("Rückgängig")
    game = Game(preset("gaps"), 3)
    gap = game.position.cells.index(GAP)
    row, col = divmod(gap, 13)
    label = page.locator(f'#board [data-row="{row}"][data-col="{col}"]').get_attribute("aria-label")
    assert "Lücke" in label
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#stat-moves .stat-name")).to_have_text("Züge")
    page.click("#rules")
    expect(page.locator("#rules-body")).to_contain_text("Lücke")
    expect(page.locator("#rules-body")).to_contain_text("Wie oft sich ein Spiel gewinnen lässt")
    expect(page.locator("#rules-body")).to_contain_text("Auto gewann")
    page.keyboard.press("Escape")
    choose(page, "language", "en")
    expect(page.locator("#new-game .label")).to_have_text("New")
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_the_language_follows_the_browser(server, guard_factory, wait_ready):
    guard = guard_factory(locale="de-DE")
    try:
        page = guard.new_page()
        page.goto(f"{server}/?variant=addiction&seed=2")
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("#redeal .label")).not_to_have_text("Redeal")
        assert page.title() == "Addiction · Addiction Solitaire"
        expect(page.locator("#title-variant")).to_have_text("Addiction")
        expect(page.locator("#deal-title")).to_have_text("Spiel 2")
    finally:
        guard.close_and_check()


# Each switch of Settings -> Status line and the figure it hides.
HIDES = {"clock": "#stat-time", "moves": "#stat-moves", "score": "#stat-ordered"}
STATUS_FITS = "() => { const s = document.querySelector('#status'); return s.scrollWidth <= s.clientWidth; }"


def switch(page, name: str, on: bool) -> None:
    press(page, "settings")
    dialog = page.locator("#dlg-settings")
    expect(dialog).to_be_visible()
    box = dialog.locator(f"#setting-hide-{name}")
    if on:
        box.check()
    else:
        box.uncheck()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def expect_hidden(page, names) -> None:
    """The figures of ``names`` are gone (for sight and, display: none, for screen readers), the others shown."""
    for name, selector in HIDES.items():
        if name in names:
            expect(page.locator(selector)).to_be_hidden()
        else:
            expect(page.locator(selector)).to_be_visible()
    spoken = page.locator("#status").aria_snapshot()  # what a screen reader is given
    for name, selector in HIDES.items():
        word = page.locator(f"{selector} .stat-name").text_content()  # its name, then its figure ("Zeit 0:07")
        said = re.search(rf"(?<!\w){re.escape(word)}\s+\S*\d", spoken) is not None
        assert said != (name in names), (name, spoken)


@pytest.mark.parametrize(("size", "language"), [("desktop", "en"), ("phone-portrait", "de")])
def test_the_clock_the_moves_and_the_score_hide_and_stay_hidden(server, guard_factory, wait_ready, size, language):
    guard = guard_factory(**SIZES[size])
    try:
        page = guard.new_page()
        page.goto(f"{server}/?variant=gaps&seed=3")
        wait_ready(page)
        if language == "de":
            choose(page, "language", "de")
            press(page, "settings")
            expect(page.locator("#dlg-settings legend", has_text="Statuszeile")).to_be_visible()
            expect(page.locator("label:has(#setting-hide-clock)")).to_have_text("Uhr ausblenden")
            page.keyboard.press("Escape")
        play_one(page)  # the clock runs from the first action
        board = page.locator("#board").bounding_box()
        shown: list[str] = []
        for name in HIDES:
            switch(page, name, True)
            shown.append(name)
            expect_hidden(page, shown)
            assert page.locator("#board").bounding_box() == board, name  # the board never moves
            assert page.evaluate(STATUS_FITS), name
        assert {k: v for k, v in json.loads(storage(page)["solitaire.v1.prefs"]).items() if k.startswith("hide_")} == {
            "hide_clock": "on",
            "hide_moves": "on",
            "hide_score": "on",
        }
        clock = page.locator("#stat-time b")
        before = clock.text_content()
        expect(clock).not_to_have_text(before, timeout=5_000)  # hidden, the clock still counts

        page.reload(wait_until="domcontentloaded")
        for name in HIDES:  # js/prefs.js hides them before the first paint, before Python is ready
            assert page.get_attribute("html", f"data-hide-{name}") == "on", name
        wait_ready(page)
        expect_hidden(page, HIDES)
        assert page.locator("#board").bounding_box() == board
        press(page, "settings")
        for name in HIDES:
            expect(page.locator(f"#setting-hide-{name}")).to_be_checked()

        with page.expect_download() as download:  # a backup keeps them
            page.click("#export-data")
        backup = download.value.path()
        page.keyboard.press("Escape")
        page.evaluate("() => localStorage.clear()")
        page.reload()
        wait_ready(page)
        expect_hidden(page, ())
        press(page, "settings")
        page.set_input_files("#import-data", backup)
        with page.expect_navigation():  # the restore reloads the page
            page.click("#confirm-ok")
        wait_ready(page)
        expect_hidden(page, HIDES)
        expect(page.locator("html")).to_have_attribute("lang", language)

        switch(page, "moves", False)
        expect_hidden(page, ("clock", "score"))
        assert page.get_attribute("html", "data-hide-moves") is None
        assert page.evaluate(STATUS_FITS)
    finally:
        guard.close_and_check()
