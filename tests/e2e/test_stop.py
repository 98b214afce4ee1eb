"""While Play it out or Show me the win plays, a Stop stands in the toolbar (never in the closed "More"
menu), readable also under the pointer, and one click or tap on it ends the play (issue 25, item 4)."""

from __future__ import annotations

import pytest
from apphelp import HARD, SIZES, near_the_end, press
from playwright.sync_api import expect

# The toolbar buttons a player sees now (not in the closed menu) whose word is Stop.
STOPS_JS = """() => [...document.querySelectorAll('#toolbar button')].filter((b) =>
  b.getClientRects().length > 0 && !b.closest('[hidden]') && getComputedStyle(b).visibility !== 'hidden'
  && b.querySelector('.label') && b.querySelector('.label').textContent.trim() === 'Stop').map((b) => b.id)"""

COLOURS_JS = """(id) => {
  const b = document.getElementById(id);
  const label = getComputedStyle(b.querySelector('.label'));
  return [label.color, getComputedStyle(b).backgroundColor];
}"""


def luminance(css: str) -> float:
    parts = [float(p) for p in css[css.index("(") + 1 : css.index(")")].replace("/", ",").split(",")[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (p / 255 for p in parts)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def open_playing(guard_factory, server, wait_ready, size: str, query: str, theme: str = "light", analysis=False):
    # no transition: the colours as they end up
    guard = guard_factory(analysis=analysis, **SIZES[size], reduced_motion="reduce")
    page = guard.new_page()
    page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', '{{\"theme\": \"{theme}\"}}')")
    page.goto(f"{server}/?{query}")
    wait_ready(page)
    return guard, page


def the_stop(page):
    page.wait_for_function(f"({STOPS_JS})().length === 1", timeout=10_000)
    return page.locator("#" + page.evaluate(STOPS_JS)[0])


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_play_it_outs_stop_is_readable_under_the_pointer(theme, guard_factory, server, wait_ready):
    guard, page = open_playing(guard_factory, server, wait_ready, "desktop", HARD, theme)
    try:
        page.click("#play-out")  # the pointer stays on the button, which now says Stop
        stop = the_stop(page)
        stop.hover()
        assert stop.evaluate("(b) => b.matches(':hover')")
        text, background = page.evaluate(COLOURS_JS, stop.get_attribute("id"))
        assert contrast(text, background) >= 4.5, (text, background)
        stop.click()
        expect(page.locator("#play-out")).to_have_attribute("aria-pressed", "false")
        assert page.evaluate(STOPS_JS) == []
    finally:
        guard.close_and_check()


@pytest.mark.parametrize("size", ["desktop", "phone-portrait"])
def test_show_me_the_wins_stop_is_in_the_bar_and_stops_it(size, guard_factory, server, wait_ready):
    seed, start = near_the_end(14)
    guard, page = open_playing(
        guard_factory, server, wait_ready, size, f"variant=gaps&seed={seed}&redeals=0&layout={start}", analysis=True
    )
    try:
        expect(page.locator("#stat-winnable")).to_have_attribute("data-verdict", "won", timeout=30_000)
        press(page, "show-win")
        expect(page.locator("#show-win")).to_have_attribute("aria-pressed", "true")
        expect(page.locator("#more-menu")).to_be_hidden()
        stop = the_stop(page)
        stop.hover()
        text, background = page.evaluate(COLOURS_JS, stop.get_attribute("id"))
        assert contrast(text, background) >= 4.5, (text, background)
        stop.click()
        expect(page.locator("#show-win")).to_have_attribute("aria-pressed", "false")
        expect(page.locator("#message")).to_have_text("Stopped.")
        assert page.evaluate(STOPS_JS) == []
        expect(page.locator("html")).not_to_have_attribute("data-outcome", "won")
    finally:
        guard.close_and_check()


def test_play_it_outs_stop_is_one_tap_away_on_a_phone(guard_factory, server, wait_ready):
    guard, page = open_playing(guard_factory, server, wait_ready, "phone-portrait", HARD)
    try:
        press(page, "play-out")  # from the "More" menu, which closes
        expect(page.locator("#play-out")).to_have_attribute("aria-pressed", "true")
        the_stop(page).tap()
        expect(page.locator("#play-out")).to_have_attribute("aria-pressed", "false")
        expect(page.locator("#message")).to_have_text("Stopped.")
    finally:
        guard.close_and_check()
