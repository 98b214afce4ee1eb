"""The timed mode in the page: dealt from the New-game dialog, the clock counting down the ten minutes, the end
when they are played, its score, and statistics of its own (desktop in English, a phone in German)."""

from __future__ import annotations

import re

import pytest
from apphelp import SIZES, play_one, press
from playwright.sync_api import expect

WORDS = {
    "en": {"left": "Time left", "timed": "timed", "up": "Time is up", "score": "Timed score", "card": "Gaps, timed"},
    "de": {
        "left": "Restzeit",
        "timed": "auf Zeit",
        "up": "Die Zeit ist um",
        "score": "Punkte auf Zeit",
        "card": "Gaps, auf Zeit",
    },
}


@pytest.mark.clock
@pytest.mark.parametrize(("size", "language"), [("desktop", "en"), ("phone-portrait", "de")])
def test_a_timed_game_counts_down_and_ends_when_its_ten_minutes_are_played(
    size, language, server, guard_factory, wait_ready
):
    words = WORDS[language]
    guard = guard_factory(clock=True, **SIZES[size])
    try:
        page = guard.new_page()
        page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', '{{\"language\": \"{language}\"}}')")
        page.clock.install()  # the page's time moves on with real time, and by the leaps the test makes
        page.goto(f"{server}/?variant=gaps&seed=3")
        wait_ready(page)
        time = page.locator("#stat-time")
        expect(time.locator(".stat-name")).not_to_have_text(words["left"])
        press(page, "new-game")
        expect(page.locator("#dlg-new")).to_be_visible()
        expect(page.locator("#new-timed")).not_to_be_checked()
        page.locator("#new-timed").check()
        page.click("#new-deal")
        expect(page.locator("#dlg-new")).to_be_hidden()
        expect(page.locator("#deal-title")).to_contain_text(words["timed"])
        expect(time.locator(".stat-name")).to_have_text(words["left"])
        expect(time.locator("b")).to_have_text("10:00")
        page.clock.run_for(5_000)
        expect(time.locator("b")).to_have_text("10:00")  # it starts with the first action
        play_one(page)
        page.clock.run_for(61_000)
        expect(time.locator("b")).to_have_text(re.compile(r"^[89]:\d\d$"))  # counting down
        page.clock.fast_forward(10 * 60_000)  # the ten minutes are played (timers fire once: the game reads the clock)
        end = page.locator("#dlg-end")
        expect(end).to_be_visible()
        expect(page.locator("#end-title")).to_have_text(words["up"])
        expect(page.locator("#end-timed")).to_contain_text(words["score"])
        expect(time.locator("b")).to_have_text("0:00")
        page.click("#end-close")
        expect(end).to_be_hidden()
        expect(page.locator("#hint")).to_be_disabled()  # the game is over
        press(page, "stats")
        card = page.locator('#stats-body [data-variant="gaps:timed"]')
        expect(card.locator("h3")).to_have_text(words["card"])
        expect(card.locator("dd").first).to_have_text("1")  # played
        expect(page.locator('#stats-body [data-variant="gaps"] dd').first).to_have_text("0")  # not the variant's
        page.keyboard.press("Escape")

        page.reload()  # a new deal after it is untimed again
        wait_ready(page)
        press(page, "new-game")
        expect(page.locator("#new-timed")).to_be_checked()  # as the game on screen
        page.locator("#new-timed").uncheck()
        page.click("#new-deal")
        expect(time.locator(".stat-name")).not_to_have_text(words["left"])
        expect(page.locator("#deal-title")).not_to_contain_text(words["timed"])
    finally:
        guard.close_and_check()
