"""Hint, Auto, Play it out and "Winnable from here?" in the page, checked against the engine and solver."""

from __future__ import annotations

import pytest
from apphelp import HARD, ONE_FROM_WIN, cell, expect_stat, layout, stat, wait_layout
from playwright.sync_api import expect

from solitaire import REDEAL, Game, Move, Position, preset
from solitaire.auto import AutoPlayer
from solitaire.shape import CLASSIC
from solitaire.solver import auto_move
from tests.boards import DEAD

pytestmark = pytest.mark.analysis  # the hint, the verdict, Auto and Play it out, with the analysis as it ships


def verdict(page) -> str:
    return page.locator("#stat-winnable").get_attribute("data-verdict")


def hard_game() -> Game:
    return Game(preset("gaps", 0), 0)


def test_hint_highlights_a_legal_move_and_clears_on_the_next_action(open_app):
    page = open_app(HARD)
    game = hard_game()
    wait_layout(page, game.position.layout())
    page.click("#hint")
    card = page.locator('#board [data-hint="card"]')
    gap = page.locator('#board [data-hint="gap"]')
    expect(card).to_have_count(1)
    expect(gap).to_have_count(1)
    src = int(card.get_attribute("data-row")) * 13 + int(card.get_attribute("data-col"))
    dst = int(gap.get_attribute("data-row")) * 13 + int(gap.get_attribute("data-col"))
    move = Move(game.position.cells[src], src, dst, CLASSIC.columns)
    assert move in game.status.legal_moves
    assert card.get_attribute("data-card") == layout(page).replace("/", "")[2 * src : 2 * src + 2]
    expect(page.locator("#message")).to_contain_text("Hint:")
    # the next action (here: playing the hinted move by tapping its card) clears the highlight
    card.click()
    expect(page.locator("#board [data-hint]")).to_have_count(0)
    wait_layout(page, game.position.play(move).layout())
    # the H key asks again
    page.keyboard.press("h")
    expect(page.locator('#board [data-hint="card"]')).to_have_count(1)


def test_a_dead_position_is_said_to_be_over_winnable_says_no_and_no_hint_is_offered(open_app):
    page = open_app(f"variant=gaps&redeals=0&seed=1&layout={DEAD}")
    expect(page.locator("#end-text")).to_have_text("On this board no card can move and no redeal is left.")
    page.click("#end-close")
    expect(page.locator("#stat-winnable")).to_have_attribute("data-verdict", "unwinnable")
    expect(page.locator("#stat-winnable b")).to_have_text("No")
    expect(page.locator("#hint")).to_be_disabled()  # nothing to hint at: the game is over (issue 25, item 10)
    page.keyboard.press("h")
    expect(page.locator("#board [data-hint]")).to_have_count(0)


def test_winnable_says_yes_one_move_from_a_win_and_hint_shows_that_move(open_app):
    page = open_app(f"variant=gaps&redeals=0&seed=1&layout={ONE_FROM_WIN}")
    expect(page.locator("#stat-winnable")).to_have_attribute("data-verdict", "won", timeout=10_000)
    expect(page.locator("#stat-winnable b")).to_have_text("Yes")
    page.click("#hint")
    expect(page.locator('#board [data-hint="card"]')).to_have_attribute("data-card", "KC")
    expect(page.locator("#message")).to_contain_text("leads to a win")


# A 0-redeal deal the dive wins in 11,696 boards; the complete search alone had not decided it after
# 10 s of CPU (docs/solver.md, "The dive").
DIVE_WINS = "variant=gaps&redeals=0&seed=94"


def test_winnable_says_yes_at_the_start_of_a_0_redeal_deal_the_dive_wins(open_app):
    page = open_app(DIVE_WINS)
    expect(page.locator("#stat-winnable")).to_have_attribute("data-verdict", "won", timeout=20_000)
    expect(page.locator("#stat-winnable b")).to_have_text("Yes")


def test_auto_plays_autoplayers_choice_one_action_a_press(open_app):
    page = open_app(HARD)
    game = hard_game()
    auto = AutoPlayer()  # the page's Auto: plans without looking past a redeal, the same under CPython
    wait_layout(page, game.position.layout())
    for press in (lambda: page.click("#auto"), lambda: page.keyboard.press("a")) * 2:
        action = auto.next_action(game)
        assert action is not None
        game.push(action)
        press()
        wait_layout(page, game.position.layout())
        expect_stat(page, "moves", game.moves)


def test_auto_redeals_when_stuck_with_a_redeal_left(open_app):
    page = open_app(f"variant=gaps&redeals=1&seed=1&layout={DEAD}")
    game = Game(preset("gaps", 1), 1, Position.from_layout(DEAD, CLASSIC))
    game.push(REDEAL)
    page.click("#auto")
    wait_layout(page, game.position.layout())
    expect_stat(page, "redeals", 0)


def test_play_out_plays_visible_steps_and_stops(open_app):
    page = open_app(HARD)
    button = page.locator("#play-out")
    for stop in ("button", "escape", "board"):
        start = stat(page, "moves")
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")
        expect(button).to_contain_text("Stop")
        page.wait_for_function(
            "(n) => +document.querySelector('#stat-moves b').textContent >= n", arg=start + 2, timeout=10_000
        )
        if stop == "button":
            button.click()
        elif stop == "escape":
            page.keyboard.press("Escape")
        else:
            cell(page, 0).click()
        expect(button).to_have_attribute("aria-pressed", "false")
        expect(button).to_contain_text("Play it out")
        stopped = stat(page, "moves")
        page.wait_for_timeout(700)  # more than two steps' time: nothing more is played
        assert stat(page, "moves") == stopped
        # each step was a legal move of the engine: replay the page's game from its saved actions
        assert stopped > start


def test_play_out_ends_on_its_own(open_app):
    page = open_app(f"variant=gaps&redeals=0&seed=1&layout={ONE_FROM_WIN}")
    page.click("#play-out")
    expect(page.locator("html")).to_have_attribute("data-outcome", "won", timeout=10_000)
    expect(page.locator("#play-out")).to_have_attribute("aria-pressed", "false")


def test_the_page_takes_taps_while_the_analysis_runs(page, server, wait_ready):
    """The analysis runs in small slices between which the page handles input: a tap made while it
    is still undecided is played and drawn before the analysis ends, which then starts again for the
    new position. (How long slices take is measured by `make bench`, not asserted here.)"""
    page.goto(f"{server}/?{HARD}")
    wait_ready(page)
    game = hard_game()
    wait_layout(page, game.position.layout())
    stat_el = page.locator("#stat-winnable")
    page.wait_for_function("() => +document.querySelector('#stat-winnable').dataset.slices >= 3", timeout=10_000)
    assert verdict(page) == "pending"
    assert 1 <= int(stat_el.get_attribute("data-slice-nodes")) <= 200  # bounded work per solver call
    move = auto_move(game.position)
    game.push(move)
    cell(page, move.src).click()
    wait_layout(page, game.position.layout())
    assert verdict(page) == "pending"  # the tap did not wait for the analysis to finish
    page.wait_for_function("() => +document.querySelector('#stat-winnable').dataset.slices >= 10", timeout=15_000)
    assert verdict(page) == "pending"
