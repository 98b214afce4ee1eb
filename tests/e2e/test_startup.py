"""Starting up: until the game is live the toolbar and the board look inert, and a tap on them is never
lost without a word: js/loading.js answers it at once ("Starting… one moment") and keeps it, and Python
carries it out as soon as it is ready (app.browser.startup.take_early_tap). Python is held back by holding its files."""

from __future__ import annotations

import json

from apphelp import NO_WORKER, cell, hold, layout, release, release_and_expect_played, single_moves
from playwright.sync_api import expect

from solitaire import Position, card_token
from solitaire.shape import CLASSIC


def centre(page, index: int) -> tuple[float, float]:
    box = cell(page, index).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_tap_on_a_button_before_the_game_is_live_is_carried_out_when_it_is(server, guard_factory, wait_ready):
    guard = guard_factory(**NO_WORKER)
    try:
        page = guard.new_page()
        held = hold(page)
        page.goto(f"{server}/?variant=gaps&seed=7", wait_until="domcontentloaded")
        assert page.get_attribute("html", "data-ready") is None
        # inert to the eye: the words faded, the cursor busy
        assert page.evaluate("getComputedStyle(document.querySelector('#rules .label')).opacity") == "0.5"
        assert page.evaluate("getComputedStyle(document.querySelector('#rules')).cursor") == "progress"
        page.click("#rules")
        reply = page.locator("#loading-reply")
        expect(reply).to_be_visible()
        expect(reply).to_have_text("Starting… one moment.")
        expect(page.locator("#rules")).to_have_attribute("data-pending", "")
        assert page.get_attribute("html", "data-early-tap") == "button:rules"
        release(page, held)
        wait_ready(page)
        expect(page.locator("#dlg-rules")).to_be_visible()
        expect(page.locator("#rules-title")).to_have_text("Rules of Gaps")
        expect(page.locator("[data-pending]")).to_have_count(0)
        assert page.get_attribute("html", "data-early-tap") is None
    finally:
        guard.close_and_check()


def test_a_tap_on_a_card_of_the_painted_board_is_played_when_the_game_is_live(server, guard_factory, wait_ready):
    guard = guard_factory(**NO_WORKER)
    try:
        page = guard.new_page()
        page.goto(f"{server}/?variant=gaps&seed=5&redeals=0")
        wait_ready(page)
        page.wait_for_function("() => localStorage.getItem('solitaire.v1.paint') !== null")
        position = Position.from_layout(layout(page), CLASSIC)
        card, _ = single_moves(position)
        held = hold(page)
        page.reload(wait_until="domcontentloaded")
        expect(page.locator("#board")).to_have_attribute("data-painted", "")
        page.mouse.click(*centre(page, card))  # the picture is inert: the tap finds its cell by position
        expect(page.locator("#loading-reply")).to_have_text("Starting… one moment.")
        row, col = divmod(card, CLASSIC.columns)
        token = card_token(position.cells[card])
        assert page.get_attribute("html", "data-early-tap") == f"cell:{row},{col},{token}"
        release_and_expect_played(page, held, wait_ready, position, card)
    finally:
        guard.close_and_check()


def test_a_tap_on_a_cell_that_changed_as_the_game_started_asks_for_another(server, guard_factory, wait_ready):
    guard = guard_factory(**NO_WORKER)
    try:
        page = guard.new_page()
        page.goto(f"{server}/?variant=gaps&seed=5&redeals=0")
        wait_ready(page)
        page.wait_for_function("() => localStorage.getItem('solitaire.v1.paint') !== null")
        start = layout(page)
        position = Position.from_layout(start, CLASSIC)
        card, _ = single_moves(position)
        # The picture shows another card in that cell than the game will have (a stale picture).
        token = card_token(position.cells[card])
        other = next(card_token(c) for c in position.cells if c and card_token(c) != token)
        saved = json.loads(page.evaluate("localStorage.getItem('solitaire.v1.paint')"))
        row, col = divmod(card, CLASSIC.columns)
        mark = f'data-row="{row}" data-col="{col}"'
        at = saved["board"].index(mark)
        saved["board"] = saved["board"][:at] + saved["board"][at:].replace(f'"{token}"', f'"{other}"', 1)
        page.evaluate("(v) => localStorage.setItem('solitaire.v1.paint', v)", json.dumps(saved))
        held = hold(page)
        page.reload(wait_until="domcontentloaded")
        expect(page.locator("#board")).to_have_attribute("data-painted", "")
        page.mouse.click(*centre(page, card))
        assert page.get_attribute("html", "data-early-tap") == f"cell:{row},{col},{other}"
        release(page, held)
        wait_ready(page)
        expect(page.locator("#message")).to_have_text("The board changed as the game started: tap again.")
        assert layout(page) == start
    finally:
        guard.close_and_check()


def test_a_tap_on_the_empty_board_of_a_first_visit_is_answered(server, guard_factory, wait_ready):
    guard = guard_factory(**NO_WORKER)
    try:
        page = guard.new_page()
        held = hold(page)
        page.goto(f"{server}/?variant=gaps", wait_until="domcontentloaded")  # no deal named: nothing to paint
        assert page.locator("#board .cell").count() == 0  # the skeleton
        box = page.locator("#board").bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        expect(page.locator("#loading-reply")).to_have_text("Starting… one moment.")
        assert page.get_attribute("html", "data-early-tap") is None  # nothing to keep
        release(page, held)
        wait_ready(page)
        expect(page.locator("#stat-moves b")).to_have_text("0")
    finally:
        guard.close_and_check()
