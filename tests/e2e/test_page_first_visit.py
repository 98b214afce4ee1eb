"""A first visit invites: the game's goal in one line under the board (the rules' own words, the game's own
goal), a way to the other games, gone for good after a move or a tap on ×; on a phone the New-game dialog's
Deal button is in sight without scrolling."""

from __future__ import annotations

import pytest
from apphelp import SIZES, play_one
from playwright.sync_api import expect

from solitaire import PRESETS

ADDICTION_GOAL = "Build each row from 2 to king in one suit."


def test_a_first_visit_shows_the_goal_and_a_way_to_the_other_games(server, fresh_page, wait_ready):
    page = fresh_page
    page.goto(f"{server}/")
    wait_ready(page)
    welcome = page.locator("#welcome")
    expect(welcome).to_be_visible()
    expect(page.locator("#welcome-goal")).to_have_text(ADDICTION_GOAL)
    expect(page.locator("#welcome-hint")).to_have_text("Click a card to move it into the gap that takes it.")

    page.click("#welcome-games")
    expect(page.locator("#dlg-new")).to_be_visible()
    page.locator("#new-variants input[value=spoilt]").check()
    page.click("#new-deal")
    expect(page.locator("#title-variant")).to_have_text("Spoilt")
    expect(page.locator("#welcome-goal")).to_have_text("Turn all 32 cards face up, each in its suit's row.")

    page.click("#welcome-games")
    page.locator("#new-variants input[value=galary]").check()
    page.fill("#new-seed", "3")  # a deal with a card that has exactly one move
    page.click("#new-deal")
    expect(page.locator("#welcome-goal")).to_have_text("Build each row from ace to king in one suit.")
    play_one(page, PRESETS["galary"].shape)
    expect(welcome).to_be_hidden()
    page.reload()
    wait_ready(page)
    expect(page.locator("#stat-moves b")).to_have_text("1")
    expect(welcome).to_be_hidden()  # a player who has moved a card needs no invitation


def test_the_goal_line_hidden_by_its_button_stays_hidden(open_app, wait_ready):
    page = open_app("variant=gaps&seed=3")
    expect(page.locator("#welcome-goal")).to_have_text(ADDICTION_GOAL)  # Gaps: the same goal
    page.click("#welcome-close")
    expect(page.locator("#welcome")).to_be_hidden()
    expect(page.locator("#board .cell:focus")).to_have_count(1)  # the focus goes to the board, not the page
    page.reload()
    wait_ready(page)
    expect(page.locator("#stat-moves b")).to_have_text("0")
    expect(page.locator("#welcome")).to_be_hidden()


DEAL_IN_SIGHT = """() => {
  const box = document.getElementById('new-deal').getBoundingClientRect();
  const form = document.getElementById('new-form').closest('dialog');
  return {top: box.top, bottom: box.bottom, left: box.left, right: box.right, width: innerWidth,
          height: innerHeight, scrolled: scrollY, dialogScrolled: form.scrollTop,
          hit: document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.id};
}"""


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", ["phone-portrait", "phone-portrait-390"])
def test_on_a_phone_the_deal_button_is_in_sight_with_the_dialog_open(size, language, guard_factory, server, wait_ready):
    browsing = guard_factory(locale="de-DE" if language == "de" else "en-US", **SIZES[size])
    try:
        page = browsing.new_page()
        page.goto(f"{server}/")
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", language)
        goal = "Lege jede Reihe von der Zwei bis zum König in einer Farbe." if language == "de" else ADDICTION_GOAL
        expect(page.locator("#welcome-goal")).to_have_text(goal)
        board = page.locator("#board").bounding_box()
        line = page.locator("#welcome").bounding_box()
        assert line["y"] >= board["y"] + board["height"] - 0.5, (line, board)  # under the board, not over it
        assert line["y"] + line["height"] <= page.locator("#toolbar").bounding_box()["y"] + 0.5
        page.locator("#welcome-games").tap()
        expect(page.locator("#dlg-new")).to_be_visible()
        expect(page.locator("#new-deal")).to_be_visible()
        sight = page.evaluate(DEAL_IN_SIGHT)
        assert sight["scrolled"] == 0 and sight["dialogScrolled"] == 0, sight
        assert sight["top"] >= 0 and sight["bottom"] <= sight["height"], sight
        assert sight["left"] >= 0 and sight["right"] <= sight["width"], sight
        assert sight["hit"] == "new-deal", sight  # nothing lies over it
        page.locator("#new-deal").tap()
        expect(page.locator("#dlg-new")).to_be_hidden()
    finally:
        browsing.close_and_check()
