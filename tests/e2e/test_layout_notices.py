"""Notices never cover the toolbar or the board (issue 25, item 2): on every screen the layout tests
measure, with a lasting and a passing notice showing, a tap at the centre of each toolbar button and of
each board cell reaches it; the board stands where it stood before they came and after they go; and a
notice's whole text is one tap away."""

from __future__ import annotations

import pytest
from apphelp import SIZES, open_in
from playwright.sync_api import expect

# A save that cannot be read (a lasting notice) and a link naming no variant (a passing one).
BROKEN_SAVE = "localStorage.setItem('solitaire.v1.game.addiction', '{not json');"
BAD_LINK = "variant=nope"

REACHED_JS = """() => {
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
    && !e.closest('[hidden]');
  const targets = [...document.querySelectorAll('#toolbar button')].filter(shown)
    .concat([...document.querySelectorAll('#board .cell')]);
  return targets.map((e) => {
    const box = e.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {target: e.id || `cell ${e.dataset.row},${e.dataset.col}`, reached: !!hit && e.contains(hit),
            hit: hit ? (hit.id || hit.className || hit.tagName) : null};
  }).filter((t) => !t.reached);
}"""

TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"

BOARD_JS = """() => {
  const b = document.getElementById('board').getBoundingClientRect();
  const c = document.querySelector('#board .cell').getBoundingClientRect();
  return [b.left, b.top, b.width, b.height, c.width, c.height];
}"""


@pytest.mark.parametrize("size", list(SIZES))
def test_notices_cover_no_toolbar_button_and_no_board_cell(size, guard_factory, server, wait_ready):
    guard = guard_factory(**SIZES[size])
    page = guard.new_page()
    page.add_init_script(BROKEN_SAVE)
    try:
        page.goto(f"{server}/?{BAD_LINK}")
        wait_ready(page)
        lasting = page.locator("#notices .notice[data-lasting]", has_text="could not be read")
        passing = page.locator("#notices .notice[data-passing]", has_text="unknown variant")
        expect(lasting).to_have_count(1)
        expect(passing).to_have_count(1)
        expect(page.locator("#notices .notice").last).to_be_visible()
        assert page.evaluate(REACHED_JS) == []
        with_notices = page.evaluate(BOARD_JS)
        page.evaluate("document.querySelectorAll('#notices .notice').forEach((n) => n.remove())")  # as they go
        page.evaluate(TWO_FRAMES)  # the observer that fits the board reports within a frame
        assert page.evaluate(BOARD_JS) == with_notices  # their going moved no card
    finally:
        guard.close_and_check()


@pytest.mark.parametrize("size", ["phone-portrait", "desktop"])
def test_a_notice_shows_its_whole_text_on_a_tap_and_goes_with_its_cross(size, guard_factory, server, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, SIZES[size], query=BAD_LINK)
    try:
        board = page.evaluate(BOARD_JS)
        notice = page.locator("#notices .notice", has_text="unknown variant")
        text = notice.locator(".notice-text")
        expect(text).to_have_attribute("aria-expanded", "false")
        text.click()
        expect(text).to_have_attribute("aria-expanded", "true")
        assert text.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1")
        dismiss = notice.locator("button.dismiss")
        expect(dismiss).to_be_visible()
        box = dismiss.bounding_box()
        if size.startswith("phone"):
            assert box["width"] >= 44 and box["height"] >= 44, box
        dismiss.click()
        expect(notice).to_have_count(0)
        assert page.evaluate(BOARD_JS) == board
        expect(page.locator("#notices")).not_to_have_attribute("data-open", "")
    finally:
        guard.close_and_check()
