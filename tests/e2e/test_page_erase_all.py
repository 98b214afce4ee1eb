"""Settings → Your data → "Erase all my data": asked first (what goes, how many games, which), then every
solitaire.v1.* value is gone and the page starts as a first visit does; Cancel keeps everything."""

from __future__ import annotations

import re

from apphelp import SIZES, new_deal, play_one, press, storage
from playwright.sync_api import expect

PAINT = "solitaire.v1.paint"
# What a first visit's start writes: the game on screen, the last variant, the board's picture.
FRESH_KEYS = {"solitaire.v1.game.addiction", "solitaire.v1.last", PAINT}


def open_erase(page) -> None:
    press(page, "settings")
    expect(page.locator("#dlg-settings")).to_be_visible()
    page.click("#erase-all")
    expect(page.locator("#dlg-confirm")).to_be_visible()


def choose_dark(page) -> None:
    press(page, "settings")
    page.locator('#dlg-settings input[name="theme"][value="dark"]').check()
    page.keyboard.press("Escape")
    expect(page.locator("#dlg-settings")).to_be_hidden()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")


def expect_no_stats(page) -> None:
    press(page, "stats")
    expect(page.locator("#stats-body .stats-card").first).to_be_visible()
    expect(page.locator("#stats-body [data-reset]")).to_have_count(0)
    page.keyboard.press("Escape")


def test_erase_all_asks_then_starts_as_a_first_visit(open_app, wait_ready):
    page = open_app("variant=gaps&seed=3")
    play_one(page)
    new_deal(page, "montana", 5)
    play_one(page)
    choose_dark(page)
    assert {"solitaire.v1.game.gaps", "solitaire.v1.game.montana", "solitaire.v1.stats"} <= set(storage(page))

    open_erase(page)
    question = page.locator("#confirm-text")
    expect(question).to_contain_text("Your 2 games in progress (Montana · deal 5, Gaps · deal 3)")
    for words in ("statistics", "settings", "bookmarks", "picture of the board", '"Save to a file"'):
        expect(question).to_contain_text(words)
    expect(page.locator("#confirm-ok")).to_have_text("Erase everything")
    with page.expect_navigation():
        page.click("#confirm-ok")
    wait_ready(page)

    expect(page.locator("#notices")).to_contain_text("All your data was erased.")
    expect(page.locator("html")).not_to_have_attribute("data-theme", "dark")
    assert re.search(r"[?&]variant=addiction&seed=\d+", page.url), page.url
    expect(page.locator("#stat-moves b")).to_have_text("0")
    kept = set(storage(page))
    assert kept <= FRESH_KEYS, kept
    assert "solitaire.v1.prefs" not in kept and "solitaire.v1.stats" not in kept

    page.reload()
    wait_ready(page)
    expect(page.locator("html")).not_to_have_attribute("data-theme", "dark")
    expect_no_stats(page)
    page.click("#new-game")  # nothing to resume: the two games in progress are gone
    expect(page.locator("#dlg-new")).to_be_visible()
    expect(page.locator("#new-waiting")).to_be_hidden()
    expect(page.locator("#new-waiting-list li")).to_have_count(0)
    page.keyboard.press("Escape")
    page.goto(page.url.split("?")[0] + "?variant=gaps&seed=3")
    wait_ready(page)
    expect(page.locator("#stat-moves b")).to_have_text("0")  # the deal from its start, not the old game


def test_erase_all_on_a_phone_in_german_cancel_keeps_everything(guard_factory, server, wait_ready):
    browsing = guard_factory(locale="de-DE", **SIZES["phone-portrait"])
    try:
        page = browsing.new_page()
        page.goto(f"{server}/?variant=spaces&seed=11")
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", "de")
        play_one(page)
        choose_dark(page)
        before = {k: v for k, v in storage(page).items() if k != PAINT}

        open_erase(page)
        expect(page.locator("#confirm-text")).to_contain_text("Dein laufendes Spiel (Spaces · Spiel 11)")
        expect(page.locator("#confirm-text")).to_contain_text("„In eine Datei sichern“")
        ok = page.locator("#confirm-ok")
        expect(ok).to_have_text("Alles löschen")
        assert ok.bounding_box()["y"] + ok.bounding_box()["height"] <= 640  # in sight on the phone
        page.locator('#dlg-confirm button[value="cancel"]').click()
        expect(page.locator("#dlg-confirm")).to_be_hidden()
        expect(page.locator("#dlg-settings")).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.locator("#dlg-settings")).to_be_hidden()
        assert {k: v for k, v in storage(page).items() if k != PAINT} == before
        expect(page.locator("html")).to_have_attribute("data-theme", "dark")
        expect(page.locator("#stat-moves b")).to_have_text("1")

        open_erase(page)
        with page.expect_navigation():
            page.locator("#confirm-ok").click()
        wait_ready(page)
        expect(page.locator("#notices")).to_contain_text("Alle deine Daten wurden gelöscht.")
        expect(page.locator("html")).to_have_attribute("lang", "de")  # the browser's language: the default
        expect(page.locator("html")).not_to_have_attribute("data-theme", "dark")
        assert set(storage(page)) <= FRESH_KEYS
        assert "variant=addiction" in page.url
    finally:
        browsing.close_and_check()
