"""Practice games in the page: dealt from the New-game dialog, redealt past the variant's limit, kept over a
reload, not analysed, and counted on a statistics card of their own (desktop in English, a phone in German)."""

from __future__ import annotations

import pytest
from apphelp import SIZES, press
from playwright.sync_api import expect

WORDS = {
    "en": {"practice": "practice", "used": "Redeals used", "card": "Addiction, practice", "by": "Wins by redeals used"},
    "de": {"practice": "Übung", "used": "Gemischt", "card": "Addiction, Übung", "by": "Siege nach Mal gemischt"},
}


@pytest.mark.parametrize(("size", "language"), [("desktop", "en"), ("phone-portrait", "de")])
def test_a_practice_game_redeals_past_the_limit_and_counts_apart(size, language, server, guard_factory, wait_ready):
    words = WORDS[language]
    guard = guard_factory(**SIZES[size])
    try:
        page = guard.new_page()
        page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', '{{\"language\": \"{language}\"}}')")
        page.goto(f"{server}/?variant=addiction&seed=3")  # Addiction allows three redeals
        wait_ready(page)
        press(page, "new-game")
        expect(page.locator("#dlg-new")).to_be_visible()
        practice, timed = page.locator("#new-practice"), page.locator("#new-timed")
        expect(practice).not_to_be_checked()
        timed.check()
        practice.check()
        expect(timed).not_to_be_checked()  # one or the other: a practice game is not timed
        page.click("#new-deal")
        expect(page.locator("#dlg-new")).to_be_hidden()
        expect(page.locator("#deal-title")).to_contain_text(words["practice"])
        assert page.url.endswith("&practice=1")  # the link to share (and reload) opens it as practice
        redeals = page.locator("#stat-redeals")
        expect(redeals.locator(".stat-name")).to_have_text(words["used"])
        expect(page.locator("#redeal-count")).to_have_text("∞")
        expect(page.locator("#stat-winnable")).to_have_attribute("data-verdict", "practice")
        for used in range(1, 6):  # two past the variant's three
            press(page, "redeal")
            expect(redeals.locator("b")).to_have_text(str(used))
        expect(page.locator("#redeal")).to_be_visible()
        expect(page.locator("#redeal")).not_to_have_attribute("aria-disabled", "true")

        page.reload()  # the practice game and its five redeals come back
        wait_ready(page)
        expect(page.locator("#deal-title")).to_contain_text(words["practice"])
        expect(redeals.locator("b")).to_have_text("5")
        press(page, "redeal")
        expect(redeals.locator("b")).to_have_text("6")

        press(page, "give-up")
        page.click("#confirm-ok")
        expect(page.locator("#dlg-end")).to_be_visible()
        expect(page.locator("#review")).to_be_hidden()  # nothing to review without a limit on redeals
        page.click("#end-close")
        press(page, "stats")
        card = page.locator('#stats-body [data-variant="addiction:practice"]')
        expect(card.locator("h3")).to_have_text(words["card"])
        expect(card.locator("dd").first).to_have_text("1")  # played
        expect(card.locator("dt").last).to_have_text(words["by"])
        expect(page.locator('#stats-body [data-variant="addiction"] dd').first).to_have_text("0")  # not the variant's
    finally:
        guard.close_and_check()
