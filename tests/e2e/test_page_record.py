"""Never lose a game, keep an honest record: games in progress, export and import, notices, the clock, assisted wins."""

from __future__ import annotations

import json
import re

import pytest
from apphelp import ONE_FROM_WIN, SIZES, expect_stat, layout, new_deal, play_one, press, storage, wait_layout
from playwright.sync_api import expect


def test_every_game_set_aside_is_listed_and_each_comes_back(open_app):
    page = open_app("variant=montana&seed=77")
    at_77 = play_one(page)
    new_deal(page, "montana", 500)
    play_one(page)
    at_500 = play_one(page)
    new_deal(page, "montana", 501)
    page.click("#new-game")
    waiting = page.locator("#new-waiting-list li")
    expect(waiting).to_have_count(2)
    expect(waiting.nth(0)).to_contain_text("Montana · deal 500")  # the most recent first
    expect(waiting.nth(0)).to_contain_text("2 moves")
    expect(waiting.nth(1)).to_contain_text("Montana · deal 77")
    waiting.nth(1).locator("button[data-resume]").click()
    expect(page.locator("#dlg-new")).to_be_hidden()
    wait_layout(page, at_77)
    expect(page).to_have_url(re.compile(r"variant=montana&seed=77"))
    page.click("#new-game")
    expect(waiting).to_have_count(1)  # 501 had no move: not a game in progress; 77 is on screen
    waiting.nth(0).locator("button[data-resume]").click()
    wait_layout(page, at_500)
    expect_stat(page, "moves", 2)


def test_a_game_in_progress_can_be_discarded(open_app):
    page = open_app("variant=gaps&seed=8")
    play_one(page)
    new_deal(page, "gaps", 9)
    page.click("#new-game")
    page.locator("#new-waiting-list button[data-discard]").click()
    expect(page.locator("#confirm-text")).to_contain_text("Gaps · deal 8")
    page.click("#confirm-ok")
    expect(page.locator("#new-waiting")).to_be_hidden()
    assert not any(key.startswith("solitaire.v1.shelf.") for key in storage(page))


def test_export_clear_import_brings_everything_back_exactly(open_app, page, wait_ready):
    page = open_app("variant=gaps&seed=8")
    play_one(page)
    new_deal(page, "gaps", 9)
    play_one(page)
    new_deal(page, "spaces", 3)
    play_one(page)
    press(page, "settings")
    page.locator("input[name=theme][value=dark]").check()
    page.locator("input[name=deck][value=four-colour]").check()
    with page.expect_download() as download:
        page.click("#export-data")
    expect(page.locator("#data-message")).to_contain_text("Saved to addiction-solitaire-")
    backup = download.value.path()
    page.click("#dlg-settings button[value=close]")
    saved = json.loads(backup.read_text(encoding="utf-8"))["values"]
    assert {"stats", "prefs", "game.gaps", "game.spaces"} <= set(saved)
    assert any(key.startswith("shelf.gaps.") for key in saved)

    page.evaluate("() => localStorage.clear()")
    page.reload()
    wait_ready(page)
    assert "solitaire.v1.stats" not in storage(page)

    press(page, "settings")
    page.set_input_files("#import-data", backup)
    expect(page.locator("#confirm-text")).to_contain_text("Restore the games")
    with page.expect_navigation():  # the restore reloads the page
        page.click("#confirm-ok")
    wait_ready(page)
    expect(page.locator(".notice", has_text="restored from the file")).to_be_visible()
    after = storage(page)
    for key, value in saved.items():
        assert after["solitaire.v1." + key] == value, key
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.click("#new-game")
    expect(page.locator("#new-waiting-list li")).to_have_count(2)  # the gaps games, 8 and 9


def test_a_file_that_is_not_a_backup_changes_nothing(open_app, tmp_path):
    page = open_app("variant=gaps&seed=8")
    here = play_one(page)
    bad = tmp_path / "nested.json"
    bad.write_text("[" * 50_000 + "]" * 50_000)
    press(page, "settings")
    page.set_input_files("#import-data", str(bad))
    expect(page.locator("#data-message")).to_contain_text("could not be read")
    page.click("#dlg-settings button[value=close]")
    assert layout(page) == here


@pytest.mark.clock
def test_a_passing_notice_goes_by_itself_and_never_moves_the_board(page, open_app, server, wait_ready):
    page.clock.install()  # the page's time moves on with real time, and by the leaps the test makes
    open_app("variant=gaps&seed=100")
    play_one(page)
    board = page.locator("#board").bounding_box()
    page.goto(f"{server}/?variant=gaps&seed=200")
    wait_ready(page)
    notice = page.locator(".notice", has_text="set aside")
    expect(notice).to_be_visible()
    assert page.locator("#board").bounding_box() == board
    page.clock.run_for(60_000)  # it goes by itself after a few seconds
    expect(notice).to_be_hidden()
    assert page.locator("#board").bounding_box() == board


@pytest.mark.clock
def test_a_lasting_notice_stays_until_dismissed(page, open_app):
    page.add_init_script("localStorage.setItem('solitaire.v1.game.montana', '{not json');")
    page.clock.install()
    open_app("variant=montana&seed=8")
    notice = page.locator(".notice", has_text="could not be read")
    expect(notice).to_be_visible()
    page.clock.run_for(60_000)  # far longer than a passing notice stays
    expect(notice).to_be_visible()
    notice.locator("button.dismiss").click()
    expect(notice).to_have_count(0)


@pytest.mark.clock
def test_a_new_deal_shows_no_time_until_the_first_action(page, open_app):
    page.clock.install()
    open_app("variant=spaces&seed=12")
    page.clock.run_for(5_000)
    expect(page.locator("#stat-time b")).to_have_text("0:00")
    play_one(page)
    page.clock.run_for(2_000)
    expect(page.locator("#stat-time b")).not_to_have_text("0:00")


@pytest.mark.clock
def test_the_clock_stops_while_a_dialog_is_open(page, open_app):
    page.clock.install()  # the page's time moves on with real time, and by leaps the test makes
    open_app("variant=spaces&seed=12")
    play_one(page)
    press(page, "rules")
    expect(page.locator("#dlg-rules")).to_be_visible()
    page.clock.fast_forward("10:00")  # ten minutes reading the rules
    page.keyboard.press("Escape")
    expect(page.locator("#dlg-rules")).to_be_hidden()
    expect(page.locator("#stat-time b")).to_have_text(re.compile(r"^0:\d\d$"))  # not counted
    page.clock.fast_forward("10:00")  # ten minutes over the board
    expect(page.locator("#stat-time b")).to_have_text(re.compile(r"^10:\d\d$"))  # counted


def test_an_assisted_win_says_so_and_sets_no_best(open_app):
    page = open_app(f"variant=addiction&seed=1&layout={ONE_FROM_WIN}")
    press(page, "auto")
    expect(page.locator("#dlg-end")).to_be_visible()
    expect(page.locator("#end-note")).to_contain_text("Won with help")
    expect(page.locator("#end-best")).to_be_hidden()
    page.click("#end-close")
    press(page, "stats")
    card = page.locator('#stats-body .stats-card[data-variant="addiction"]')
    expect(card).to_contain_text("Won with help")
    figures = dict(zip(card.locator("dt").all_inner_texts(), card.locator("dd").all_inner_texts(), strict=True))
    assert (figures["Won on your own"], figures["Won with help"], figures["Best score"]) == ("0", "1", "–")


def test_an_own_win_shows_the_new_personal_best(open_app):
    page = open_app(f"variant=addiction&seed=1&layout={ONE_FROM_WIN}")
    page.locator('#board [data-row="0"][data-col="12"]').click()
    expect(page.locator("#dlg-end")).to_be_visible()
    expect(page.locator("#end-best")).to_have_text("New personal best: best score!")
    expect(page.locator("#end-note")).to_be_hidden()


def test_statistics_fit_a_phone_and_a_variant_can_be_reset(server, guard_factory, wait_ready):
    guard = guard_factory(**SIZES["phone-portrait"])
    try:
        page = guard.new_page()
        for seed, language in ((5, "en"), (6, "de")):
            page.goto(f"{server}/?variant=gaps&seed={seed}")
            wait_ready(page)
            page.evaluate(f"() => localStorage.setItem('solitaire.v1.prefs', '{{\"language\": \"{language}\"}}')")
            page.reload()
            wait_ready(page)
            play_one(page)
            press(page, "stats")
            dialog = page.locator("#dlg-stats")
            expect(dialog).to_be_visible()
            widths = page.evaluate(
                "() => [...document.querySelectorAll('#stats-body, #stats-body *')]"
                ".map(e => e.getBoundingClientRect().right)"
            )
            assert max(widths) <= 360, (language, max(widths))
            assert page.evaluate("() => document.querySelector('#stats-body').scrollWidth") <= page.evaluate(
                "() => document.querySelector('#stats-body').clientWidth"
            )
            page.locator('#stats-body button[data-reset="gaps"]').click()
            page.click("#confirm-ok")
            expect(page.locator('#stats-body .stats-card[data-variant="gaps"] dd').first).to_have_text("0")
            page.click("#dlg-stats button[value=close]")
    finally:
        guard.close_and_check()
