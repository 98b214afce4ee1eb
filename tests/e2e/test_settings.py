"""The settings dialog: theme, four-colour deck, motion and language, applied at once and kept across loads."""

from __future__ import annotations

import json

from apphelp import press, storage
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
    assert saved == {"theme": "dark", "deck": "four-colour", "motion": "off", "language": "system", "winnable": "off"}

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
