"""Never lose a game in any of the ten games, in the page: set aside and listed through the New-game dialog,
resumed exactly, after a reload too (issue 25)."""

from __future__ import annotations

import pytest
from apphelp import ONE_FROM_WIN, WON, expect_stat, new_deal, play_one, press, storage, wait_layout
from playwright.sync_api import expect

from solitaire import preset


@pytest.mark.parametrize("variant", ["blue-moon", "montana"])  # a 14-column game, a 13-column one
def test_a_game_in_progress_survives_switching_setting_aside_reloading_and_resuming(open_app, wait_ready, variant):
    shape = preset(variant).shape
    page = open_app(f"variant={variant}&seed=100")
    for _ in range(2):
        play_one(page, shape)
    first = play_one(page, shape)
    new_deal(page, variant, 400)  # its own variant's place: deal 100 is set aside
    second = play_one(page, shape)
    new_deal(page, "gaps", 7)  # another variant: deal 400 stays in its variant's place
    play_one(page)
    page.reload()
    wait_ready(page)
    page.click("#new-game")
    waiting = page.locator("#new-waiting-list li")
    expect(waiting).to_have_count(2)
    expect(waiting.nth(0)).to_contain_text("deal 400")  # the newest first: left for Gaps after 100 was set aside
    expect(waiting.nth(0)).to_contain_text("1 move")
    expect(waiting.nth(1)).to_contain_text("deal 100")
    expect(waiting.nth(1)).to_contain_text("3 moves")
    waiting.nth(1).locator("button[data-resume]").click()
    expect(page.locator("#dlg-new")).to_be_hidden()
    wait_layout(page, first)
    expect_stat(page, "moves", 3)
    page.click("#new-game")
    expect(waiting).to_have_count(2)  # deal 400 set aside now, and Gaps in its place
    waiting.filter(has_text="deal 400").locator("button[data-resume]").click()
    wait_layout(page, second)
    expect_stat(page, "moves", 1)
    expect(page.locator(".notice[data-kind^='broken']")).to_have_count(0)
    assert not [key for key in storage(page) if key.startswith("solitaire.v1.broken.")]


def test_a_broken_save_notice_says_what_happened_and_follows_a_switch_to_german(open_app, page, wait_ready):
    page = open_app("variant=gaps&seed=8")
    play_one(page)
    page.add_init_script("localStorage.setItem('solitaire.v1.game.gaps', '{not json');")
    page.reload()
    wait_ready(page)
    notice = page.locator(".notice[data-lasting] .notice-text")
    expect(notice).to_have_text(
        "A saved Gaps game could not be read (it is not a saved game of this app). "
        "A copy of it is kept in this browser, and it is not offered again."
    )
    press(page, "settings")
    page.locator("input[name=language][value=de]").check()
    page.click("#dlg-settings button[value=close]")
    expect(notice).to_have_text(
        "Ein gespeichertes Gaps-Spiel ließ sich nicht lesen (es ist kein gespeichertes Spiel dieser App). "
        "Eine Kopie davon bleibt in diesem Browser, und es wird nicht wieder angeboten."
    )


def test_a_link_to_a_finished_board_says_it_is_over_and_offers_no_help(open_app):
    page = open_app(f"variant=gaps&seed=3&layout={WON}")
    expect(page.locator("#dlg-end")).to_be_visible()
    expect(page.locator("#end-title")).to_have_text("Nothing left to play")
    expect(page.locator("#end-text")).to_have_text("This board is already won: every card is in order.")
    page.click("#end-close")
    for name in ("hint", "auto", "give-up"):
        expect(page.locator(f"#{name}")).to_be_disabled()
    expect(page.locator("#stat-winnable")).to_be_hidden()
    expect(page.locator("#redeal")).to_be_hidden()


def test_after_a_win_nothing_asks_whether_it_is_winnable_or_counts_redeals(open_app):
    page = open_app(f"variant=gaps&seed=3&layout={ONE_FROM_WIN}")
    expect(page.locator("#redeal-count")).to_have_text("3")
    play_one(page)
    expect(page.locator("#dlg-end")).to_be_visible()
    expect(page.locator("#end-title")).to_have_text("You won!")
    page.click("#end-close")
    expect(page.locator("#stat-winnable")).to_be_hidden()
    expect(page.locator("#redeal")).to_be_hidden()
    expect(page.locator("#hint")).to_be_disabled()
