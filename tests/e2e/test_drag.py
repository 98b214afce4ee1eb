"""Drag and drop with the mouse and by touch, snapping back from a wrong place, and double taps."""

from __future__ import annotations

from apphelp import (
    SIZES,
    TWO_GAPS_AT_THE_LEFT,
    cell,
    focused,
    go_to,
    layout,
    mouse_drag,
    single_moves,
    tab_into_board,
    touch_drag,
    wait_layout,
)
from playwright.sync_api import expect

from solitaire import Position
from solitaire.shape import CLASSIC
from tests.boards import board

PHONE = SIZES["phone-portrait-390"]


def test_a_card_dragged_to_its_gap_with_the_mouse_moves(open_app):
    page = open_app("variant=gaps&seed=5&redeals=0")
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    move = position.moves_from(card)[0]

    def lit():
        expect(cell(page, move.dst)).to_have_attribute("data-drop-target", "")
        expect(cell(page, move.dst)).to_have_attribute("data-drop-hover", "")
        expect(cell(page, card)).to_have_attribute("data-drag-source", "")
        expect(page.locator(".drag-ghost")).to_have_count(1)

    mouse_drag(page, card, move.dst, lit)
    wait_layout(page, position.play(move).layout())
    expect(page.locator(".drag-ghost")).to_have_count(0)
    expect(page.locator("#board [data-drop-target]")).to_have_count(0)
    expect(page.locator("#stat-moves b")).to_have_text("1")


def test_a_card_dropped_on_a_wrong_place_snaps_back(open_app):
    page = open_app("variant=gaps&seed=5&redeals=0")
    start = layout(page)
    position = Position.from_layout(start, CLASSIC)
    card, _ = single_moves(position)
    wrong = next(i for i, c in enumerate(position.cells) if c and i != card)
    mouse_drag(page, card, wrong)
    expect(page.locator(".drag-ghost")).to_have_count(0)
    expect(page.locator("#message")).to_contain_text("No gap takes")
    assert layout(page) == start
    expect(page.locator("#stat-moves b")).to_have_text("0")


def test_a_card_dragged_by_touch_moves(server, guard_factory, wait_ready):
    guard = guard_factory(**PHONE)
    try:
        page = guard.new_page()
        page.goto(f"{server}/?variant=gaps&seed=5&redeals=0")
        wait_ready(page)
        position = Position.from_layout(layout(page), CLASSIC)
        card, _ = single_moves(position)
        move = position.moves_from(card)[0]
        touch_drag(page, card, move.dst)
        wait_layout(page, position.play(move).layout())
        expect(page.locator(".drag-ghost")).to_have_count(0)
    finally:
        guard.close_and_check()


def test_a_double_click_on_a_card_moves_it_once(open_app):
    page = open_app("variant=gaps&seed=5&redeals=0")
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    cell(page, card).dblclick()
    wait_layout(page, position.play(position.moves_from(card)[0]).layout())
    page.wait_for_timeout(500)
    expect(page.locator("#stat-moves b")).to_have_text("1")


def test_a_double_tap_on_a_2_sends_it_to_the_first_gap_it_fits(open_app):
    page = open_app(f"variant=gaps&seed=1&redeals=0&layout={TWO_GAPS_AT_THE_LEFT}")
    position = Position.from_layout(TWO_GAPS_AT_THE_LEFT, CLASSIC)
    two = next(i for i in range(len(position.cells)) if len(position.moves_from(i)) > 1 and not position.is_locked(i))
    cell(page, two).dblclick()
    page.wait_for_function("() => +document.querySelector('#stat-moves b').textContent === 1")
    after = Position.from_layout(layout(page), CLASSIC)
    assert after.cells[two] == 0
    assert any(position.play(m).cells == after.cells for m in position.moves_from(two))


def test_two_quick_taps_a_card_then_the_gap_it_left_make_two_moves(open_app):
    page = open_app("variant=addiction&seed=77")
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    after = position.play(position.moves_from(card)[0])
    assert after.moves_to(card), "the gap the card left takes a card"
    # Both taps in one task, as fast as a quick player: two taps, not a double tap.
    page.evaluate("(i) => { const c = document.querySelectorAll('#board .cell')[i]; c.click(); c.click(); }", card)
    wait_layout(page, after.play(after.moves_to(card)[0]).layout())


# 2♠ 3♠ in place at the left edge of row 0, and a left-edge gap open in row 1.
RUN_AT_THE_EDGE = board("""
    2S  3S  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  KC  --  ..  ..  2C  ..  ..  ..  ..  ..  ..  ..
    ..  KD  --  ..  ..  ..  ..  KH  --  ..  ..  ..  ..
""").layout()


def test_a_tap_or_double_tap_leaves_a_card_in_place_and_a_drag_moves_it(open_app):
    page = open_app(f"variant=montana&seed=1&layout={RUN_AT_THE_EDGE}")
    two, gap = CLASSIC.index(0, 0), CLASSIC.index(1, 0)
    cell(page, two).click()
    expect(page.locator("#message")).to_contain_text("is in place")
    expect(cell(page, gap)).to_have_attribute("data-choice", "")
    cell(page, two).click()  # tapped again: left where it is
    cell(page, two).dblclick()
    expect(page.locator("#message")).to_contain_text("is in place")
    assert layout(page) == RUN_AT_THE_EDGE
    expect(page.locator("#stat-ordered-n")).to_have_text("2")
    mouse_drag(page, two, gap)
    wait_layout(
        page,
        Position.from_layout(RUN_AT_THE_EDGE, CLASSIC)
        .play(Position.from_layout(RUN_AT_THE_EDGE, CLASSIC).moves_from(two)[0])
        .layout(),
    )
    expect(page.locator("#stat-moves b")).to_have_text("1")


def test_the_focus_follows_a_dragged_card_to_its_new_cell(open_app):
    page = open_app("variant=gaps&seed=5&redeals=0")
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    move = position.moves_from(card)[0]
    # the player has used the keyboard, so the focus ring is on the card
    tab_into_board(page)
    go_to(page, card)
    assert focused(page) == CLASSIC.coords(card)
    mouse_drag(page, card, move.dst)
    wait_layout(page, position.play(move).layout())
    assert focused(page) == CLASSIC.coords(move.dst), "the focus went with the card"
    expect(page.locator('#board [tabindex="0"]')).to_have_count(1)
    expect(cell(page, move.dst)).to_have_attribute("tabindex", "0")
    # and the arrows go on from where the card is now
    row, col = CLASSIC.coords(move.dst)
    page.keyboard.press("ArrowLeft" if col else "ArrowRight")
    assert focused(page) == (row, col - 1 if col else col + 1)
