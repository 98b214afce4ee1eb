"""A perfect game (no hint, no undo, no help) in the page: the end dialog marks it and the statistics count it,
on a desktop in English and on a phone in German; a win with an undo in it has no mark."""

from __future__ import annotations

import pytest
from apphelp import ONE_FROM_WIN, SIZES, TWO_FROM_WIN, cell, open_in, press, wait_layout
from playwright.sync_api import expect

LINK = f"variant=addiction&seed=1&layout={TWO_FROM_WIN}"
QUEEN, KING = 11, 12  # the Q♣ goes into the gap after the J♣, then the K♣ after it

WORDS = {
    "en": ("A perfect game: won with no hint, no undo and no help.", "Perfect games", "Won on your own"),
    "de": ("Ein perfektes Spiel: gewonnen ohne Tipp, ohne Rückgängig und ohne Hilfe.", "Perfekte Spiele", None),
}


def play(page, index: int, touch: bool) -> None:
    if touch:
        cell(page, index).tap()
    else:
        cell(page, index).click()


def stats_figures(page) -> dict[str, str]:
    press(page, "stats")
    card = page.locator('#stats-body .stats-card[data-variant="addiction"]')
    expect(card).to_be_visible()
    figures = dict(zip(card.locator("dt").all_inner_texts(), card.locator("dd").all_inner_texts(), strict=True))
    page.click("#dlg-stats button[value=close]")
    return figures


@pytest.mark.parametrize(("size", "language"), [("desktop", "en"), ("phone-portrait", "de")])
def test_a_perfect_win_is_marked_and_counted(size, language, server, guard_factory, wait_ready):
    mark, label, _ = WORDS[language]
    touch = size != "desktop"
    guard, page = open_in(guard_factory, server, wait_ready, SIZES[size], query=LINK, language=language)
    try:
        play(page, QUEEN, touch)
        wait_layout(page, ONE_FROM_WIN)
        play(page, KING, touch)
        expect(page.locator("#dlg-end")).to_be_visible()
        expect(page.locator("#end-perfect")).to_have_text(mark)
        expect(page.locator("#end-perfect")).to_be_in_viewport()
        page.click("#end-close")
        assert stats_figures(page)[label] == "1"
        page.goto(f"{server}/?variant=gaps&seed=3")  # another page load: the count was stored
        wait_ready(page)
        assert stats_figures(page)[label] == "1"
    finally:
        guard.close_and_check()


def test_a_win_after_an_undo_has_no_mark(open_app):
    page = open_app(LINK)
    play(page, QUEEN, touch=False)
    wait_layout(page, ONE_FROM_WIN)
    press(page, "undo")
    wait_layout(page, TWO_FROM_WIN)
    play(page, QUEEN, touch=False)
    wait_layout(page, ONE_FROM_WIN)
    play(page, KING, touch=False)
    expect(page.locator("#dlg-end")).to_be_visible()
    expect(page.locator("#end-title")).to_have_text("You won!")
    expect(page.locator("#end-perfect")).to_be_hidden()
    expect(page.locator("#dlg-end")).not_to_contain_text("perfect")
    page.click("#end-close")
    _, label, own = WORDS["en"]
    figures = stats_figures(page)
    assert (figures[own], figures[label]) == ("1", "0")
