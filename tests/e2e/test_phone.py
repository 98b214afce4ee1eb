"""Playing on a phone in portrait, where the board is turned (each game row runs top to bottom): a tap,
a finger's drag, the choice of gap for a 2, and the keyboard all act on the game's own rows and columns;
a first visit's one-line hint goes at the first move; a tap on a refused Redeal says why; and all of it on a
board of 8 rows (two decks)."""

from __future__ import annotations

import pytest
from apphelp import TWO_GAPS_AT_THE_LEFT, cell, focused, layout, single_moves, tab_into_board, touch_drag, wait_layout
from playwright.sync_api import expect

from solitaire import PRESETS, Position
from solitaire.shape import CLASSIC

TOUCH = {"is_mobile": True, "has_touch": True, "device_scale_factor": 2}
PHONES = {
    "360x640": {"viewport": {"width": 360, "height": 640}, **TOUCH},
    "390x844": {"viewport": {"width": 390, "height": 844}, **TOUCH},
}
TURNED = "() => getComputedStyle(document.querySelector('.table')).getPropertyValue('--turned').trim() === '1'"


@pytest.fixture(params=list(PHONES))
def phone(request, server, guard_factory, wait_ready):
    """open(query) -> a page on a phone in portrait, ready, with the board turned."""
    guard = guard_factory(**PHONES[request.param])
    page = guard.new_page()

    def open_(query: str):
        page.goto(f"{server}/?{query}")
        wait_ready(page)
        assert page.evaluate(TURNED), "the board is turned on a phone in portrait"
        return page

    yield open_
    guard.close_and_check()


def test_a_tap_moves_a_card_on_the_turned_board(phone):
    page = phone("variant=gaps&seed=5&redeals=0")
    position = Position.from_layout(layout(page), CLASSIC)
    card, gap = single_moves(position)
    cell(page, card).tap()
    after = position.play(position.moves_from(card)[0])
    wait_layout(page, after.layout())
    expect(page.locator("#announce")).to_contain_text("to row")
    # and a tap on a gap fills it with the one card it takes (another gap than the one the card left: two
    # quick taps on one spot are a double tap to the browser, and a double tap never moves a card back)
    gap = next(g for g in after.gaps() if g != card and len(after.moves_to(g)) == 1)
    cell(page, gap).tap()
    wait_layout(page, after.play(after.moves_to(gap)[0]).layout())


def test_a_finger_drags_a_card_to_its_gap_on_the_turned_board(phone):
    page = phone("variant=gaps&seed=5&redeals=0")
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    move = position.moves_from(card)[0]
    touch_drag(page, card, move.dst)
    wait_layout(page, position.play(move).layout())
    expect(page.locator(".drag-ghost")).to_have_count(0)
    expect(page.locator("#stat-moves b")).to_have_text("1")


def test_a_2_that_fits_several_gaps_lets_the_finger_choose_on_the_turned_board(phone):
    page = phone(f"variant=gaps&seed=1&redeals=0&layout={TWO_GAPS_AT_THE_LEFT}")
    position = Position.from_layout(TWO_GAPS_AT_THE_LEFT, CLASSIC)
    two = next(i for i in range(len(position.cells)) if len(position.moves_from(i)) > 1)
    gaps = sorted(m.dst for m in position.moves_from(two))
    cell(page, two).tap()
    for gap in gaps:
        expect(cell(page, gap)).to_have_attribute("data-choice", "")
    cell(page, gaps[-1]).tap()
    move = next(m for m in position.moves_from(two) if m.dst == gaps[-1])
    wait_layout(page, position.play(move).layout())


def test_the_arrows_follow_the_turned_board_along_the_games_rows(phone):
    page = phone("variant=gaps&seed=5&redeals=0")
    tab_into_board(page)
    page.keyboard.press("Control+Home")
    assert focused(page) == (0, 0)
    page.keyboard.press("ArrowDown")  # down the screen: along the game's row
    assert focused(page) == (0, 1)
    page.keyboard.press("ArrowRight")  # across the screen: the next row
    assert focused(page) == (1, 1)
    page.keyboard.press("End")
    assert focused(page) == (1, 12)
    page.keyboard.press("ArrowUp")
    assert focused(page) == (1, 11)
    # the focused cell is the one under those moves on the screen
    box = cell(page, CLASSIC.index(1, 11)).bounding_box()
    above = cell(page, CLASSIC.index(1, 10)).bounding_box()
    assert abs(box["x"] - above["x"]) < 1 and box["y"] > above["y"]
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    page.keyboard.press("Control+Home")
    row, col = CLASSIC.coords(card)
    for _ in range(row):
        page.keyboard.press("ArrowRight")
    for _ in range(col):
        page.keyboard.press("ArrowDown")
    assert focused(page) == (row, col)
    page.keyboard.press("Enter")
    wait_layout(page, position.play(position.moves_from(card)[0]).layout())


def test_a_first_visit_shows_the_goal_line_that_goes_at_the_first_move(phone):
    page = phone("variant=gaps&seed=5&redeals=0")
    # The goal and its buttons under the board; the tap hint is the wide screen's (no room on a phone).
    expect(page.locator("#welcome-goal")).to_have_text("Build each row from 2 to king in one suit.")
    expect(page.locator("#welcome-hint")).to_have_text("Tap a card to move it into the gap that takes it.")
    expect(page.locator("#welcome-hint")).to_be_hidden()
    expect(page.locator("#message")).to_have_text("")
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    cell(page, card).tap()
    wait_layout(page, position.play(position.moves_from(card)[0]).layout())
    expect(page.locator("#welcome")).to_be_hidden()
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    expect(page.locator("#stat-moves b")).to_have_text("1")
    expect(page.locator("#welcome")).to_be_hidden()  # a player who has moved a card needs no invitation


def test_a_tap_on_a_refused_redeal_says_why(phone):
    """Gaps redeals only when stuck: Redeal looks and reads as unavailable, yet a tap on it is answered with
    the engine's reason (aria-disabled, not disabled: a disabled button gets no tap at all)."""
    page = phone("variant=gaps&seed=5&redeals=3")
    position = Position.from_layout(layout(page), CLASSIC)
    redeal = page.locator("#redeal")
    expect(redeal).to_have_attribute("aria-disabled", "true")
    expect(redeal).to_be_disabled()  # to assistive technology: unavailable
    redeal.tap(force=True)  # it looks dimmed, yet the browser delivers the finger's tap
    expect(page.locator("#message")).to_have_text("This variant redeals only when no card can move.")
    assert layout(page) == position.layout()
    expect(page.locator("#stat-redeals b")).to_have_text("3")


def test_a_board_of_8_rows_plays_by_finger_and_by_keys_on_the_turned_board(phone):
    """Double Montana (two decks, 8 rows of 13), deal 1: a gap that takes either copy of its card lights both and
    takes the one tapped; a finger drags a card to its gap; the arrows walk all 8 of the game's rows across the
    screen; the grid says its 8 rows and every cell has a name."""
    page = phone("variant=double-montana&seed=1")
    shape = PRESETS["double-montana"].shape
    expect(page.locator("#board")).to_have_attribute("aria-rowcount", "8")
    position = Position.from_layout(layout(page), shape)
    gap, copies = shape.index(0, 2), (shape.index(4, 1), shape.index(4, 9))  # the 10♣ twice, after the 9♣
    assert {m.src for m in position.moves_to(gap)} == set(copies)
    cell(page, gap, shape.columns).tap()
    for copy in copies:
        expect(cell(page, copy, shape.columns)).to_have_attribute("data-choice", "")
    cell(page, copies[1], shape.columns).tap()
    position = position.play(next(m for m in position.moves_to(gap) if m.src == copies[1]))
    wait_layout(page, position.layout())
    card = next(
        i
        for i, c in enumerate(position.cells)
        if c and len(position.moves_from(i)) == 1 and not position.is_locked(i) and i not in copies
    )
    move = position.moves_from(card)[0]
    touch_drag(page, card, move.dst, shape.columns)
    wait_layout(page, position.play(move).layout())
    expect(page.locator("#stat-moves b")).to_have_text("2")
    tab_into_board(page)
    page.keyboard.press("Control+Home")
    for row in range(1, shape.rows):
        page.keyboard.press("ArrowRight")  # across the screen: the next game row
        assert focused(page) == (row, 0)
    page.keyboard.press("ArrowRight")
    assert focused(page) == (shape.rows - 1, 0)  # the last row stops it
    page.keyboard.press("End")
    assert focused(page) == (shape.rows - 1, shape.columns - 1)
    last = cell(page, shape.index(shape.rows - 1, 0), shape.columns).bounding_box()
    before = cell(page, shape.index(shape.rows - 2, 0), shape.columns).bounding_box()
    assert last["x"] > before["x"] and abs(last["y"] - before["y"]) < 1  # row 8 is the screen's last column
    names = page.evaluate("() => [...document.querySelectorAll('#board .cell')].map(c => c.getAttribute('aria-label'))")
    assert len(names) == shape.cells and all(names), names
