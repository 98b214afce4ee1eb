"""Bookmarks in the page: set one from the "More" menu or with Shift+1, play on, go back to it from the menu or
with 1; the menu offers each bookmark set, after a reload too; a bookmark not set is refused with the reason."""

from __future__ import annotations

from apphelp import SIZES, layout, open_in, play_one, press, wait_layout
from playwright.sync_api import expect


def test_set_a_bookmark_play_on_and_go_back_to_it_from_the_menu(server, guard_factory, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, SIZES["desktop"])
    try:
        expect(page.locator("#bookmark-go")).to_be_hidden()
        marked = play_one(page)
        press(page, "bookmark-set")
        expect(page.locator("#message")).to_have_text("Bookmark 1 set after 1 move.")
        expect(page.locator("#announce")).to_have_text("Bookmark 1 set after 1 move.")
        play_one(page)
        play_one(page)
        expect(page.locator("#redo")).to_be_disabled()
        page.click("#more")
        go = page.locator("#bookmark-go button")
        expect(page.locator("#bookmark-go")).to_be_visible()
        expect(go).to_have_count(1)
        expect(go.locator(".label")).to_have_text("Go to bookmark 1")
        expect(page.get_by_role("group", name="Bookmarks")).to_be_visible()
        go.click()
        wait_layout(page, marked)
        expect(page.locator("#message")).to_have_text("At bookmark 1, after 1 move.")
        expect(page.locator("#stat-moves b")).to_have_text("1")
        expect(page.locator("#redo")).to_be_enabled()  # the two moves after the mark wait for Redo
        expect(page.locator("#more-menu")).to_be_hidden()
        page.reload()
        wait_ready(page)
        assert layout(page) == marked
        page.click("#more")
        expect(page.locator("#bookmark-go .label")).to_have_text(["Go to bookmark 1"])
        expect(page.locator("#bookmark-go button")).to_have_attribute("data-action", "bookmark-go:1")
    finally:
        guard.close_and_check()


def test_shift_1_sets_and_1_goes_back_in_german_on_a_phone(server, guard_factory, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, SIZES["phone-portrait"], language="de")
    try:
        marked = play_one(page)
        page.keyboard.press("Shift+Digit1")
        expect(page.locator("#message")).to_have_text("Lesezeichen 1 gesetzt, nach 1 Zug.")
        page.keyboard.press("Shift+Digit2")  # a second mark at the same point
        expect(page.locator("#message")).to_have_text("Lesezeichen 2 gesetzt, nach 1 Zug.")
        play_one(page)
        page.keyboard.press("1")
        wait_layout(page, marked)
        expect(page.locator("#message")).to_have_text("Bei Lesezeichen 1, nach 1 Zug.")
        expect(page.locator("#announce")).to_have_text("Bei Lesezeichen 1, nach 1 Zug.")
        press(page, "more")
        expect(page.locator("#bookmark-go .label")).to_have_text(["Zu Lesezeichen 1", "Zu Lesezeichen 2"])
        expect(page.get_by_role("group", name="Lesezeichen", exact=True)).to_be_visible()
        for button in page.locator("#bookmark-go button, #bookmark-set").all():
            expect(button).to_be_in_viewport(ratio=1)  # the menu fits the phone's screen, German words and all
        page.keyboard.press("Escape")
        expect(page.locator("#more-menu")).to_be_hidden()
    finally:
        guard.close_and_check()


def test_going_to_a_bookmark_not_set_is_refused_with_the_reason(open_app):
    page = open_app("variant=addiction&seed=20261129")
    before = play_one(page)
    page.keyboard.press("3")
    expect(page.locator("#message")).to_have_text("That bookmark is not set.")
    assert layout(page) == before
    page.keyboard.press("Shift+Digit3")
    expect(page.locator("#message")).to_have_text("Bookmark 3 set after 1 move.")
    page.keyboard.press("3")
    expect(page.locator("#message")).to_have_text("The game is at that bookmark already.")
    assert layout(page) == before
