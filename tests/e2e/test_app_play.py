"""Playing in the page: the deal matches the engine, taps move cards, choices, redeal, undo/redo, the end."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from apphelp import (
    ONE_FROM_WIN,
    TWO_GAPS_AT_THE_LEFT,
    WON,
    cell,
    expect_stat,
    layout,
    press,
    single_moves,
    storage,
    stuck_card,
    tap,
    wait_layout,
)
from playwright.sync_api import expect

from solitaire import PRESETS, REDEAL, Game, Position, preset
from solitaire.shape import CLASSIC

ROOT = Path(__file__).resolve().parents[2]


def cli_deal(variant: str, seed: int) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    proc = subprocess.run(
        [sys.executable, "-m", "solitaire", "deal", "--variant", variant, "--seed", str(seed)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return proc.stdout.split()[0]


def test_the_board_is_the_engines_deal_on_every_load(server, open_app, guard_factory, wait_ready):
    page = open_app("variant=gaps&seed=4000000000")
    expected = cli_deal("gaps", 4000000000)
    assert layout(page) == expected
    cells = page.locator("#board [data-row]")
    assert cells.count() == 52
    position = Position.from_layout(expected, CLASSIC)
    for info in position.gap_infos():
        gap = cell(page, info.index)
        expect(gap).to_have_attribute("data-gap", "live" if info.live else "dead")
        assert gap.get_attribute("data-card") is None
    assert page.locator("#board [data-gap]").count() == 4
    assert page.locator("#board [data-locked]").count() == position.ordered()
    expect(page.locator("#stat-ordered")).to_contain_text(f"{position.ordered()}/48")
    expect(page).to_have_url(re.compile(r"variant=gaps&seed=4000000000"))
    # a card reads "10", never "T"
    ten = cell(page, position.cells.index(next(c for c in position.cells if c and c & 15 == 10)))
    expect(ten.locator(".rank")).to_have_text("10")

    page.reload()
    wait_ready(page)
    assert layout(page) == expected

    other = guard_factory()
    try:
        second = other.new_page()
        second.goto(f"{server}/?variant=gaps&seed=4000000000")
        wait_ready(second)
        assert layout(second) == expected
    finally:
        other.close_and_check()


def test_taps_move_cards_and_undo_redo_follow(open_app):
    page = open_app("variant=addiction&seed=77")
    game = Game(preset("addiction"), 77)
    wait_layout(page, game.position.layout())

    card, _ = single_moves(game.position)
    tap(page, card)
    game.push(game.position.moves_from(card)[0])
    wait_layout(page, game.position.layout())
    expect_stat(page, "moves", 1)

    _, gap = single_moves(game.position)
    tap(page, gap)
    game.push(game.position.moves_to(gap)[0])
    wait_layout(page, game.position.layout())
    expect_stat(page, "moves", 2)

    stuck = stuck_card(game.position)
    tap(page, stuck)
    expect(cell(page, stuck)).to_have_attribute("data-illegal", "")
    expect(page.locator("#message")).to_contain_text("No gap takes")
    assert layout(page) == game.position.layout()
    expect_stat(page, "moves", 2)

    page.click("#undo")
    game.pop()
    wait_layout(page, game.position.layout())
    page.keyboard.press("Control+z")
    game.pop()
    wait_layout(page, game.position.layout())
    expect(page.locator("#undo")).to_be_disabled()
    page.keyboard.press("Control+y")
    game.redo()
    wait_layout(page, game.position.layout())
    page.keyboard.press("Control+Shift+Z")
    game.redo()
    wait_layout(page, game.position.layout())
    expect(page.locator("#redo")).to_be_disabled()
    expect_stat(page, "moves", 2)


def test_a_two_that_fits_two_gaps_waits_for_the_player(open_app):
    page = open_app(f"variant=addiction&seed=1&layout={TWO_GAPS_AT_THE_LEFT}")
    two, top, second = CLASSIC.index(2, 0), CLASSIC.index(0, 0), CLASSIC.index(1, 0)
    tap(page, two)
    expect(cell(page, two)).to_have_attribute("data-selected", "")
    expect(page.locator("#board [data-choice]")).to_have_count(2)
    expect(cell(page, top)).to_have_attribute("data-choice", "")
    expect(cell(page, second)).to_have_attribute("data-choice", "")
    assert layout(page) == TWO_GAPS_AT_THE_LEFT
    page.keyboard.press("Escape")
    expect(page.locator("#board [data-choice]")).to_have_count(0)

    tap(page, two)
    expect(page.locator("#board [data-choice]")).to_have_count(2)
    tap(page, second)
    expect(cell(page, second)).to_have_attribute("data-card", "2C")
    expect(page.locator("#board [data-choice]")).to_have_count(0)

    # a left-edge gap offers the 2s away from the left edge
    tap(page, top)
    expect(page.locator("#board [data-choice]")).to_have_count(2)
    expect(cell(page, CLASSIC.index(2, 1))).to_have_attribute("data-choice", "")
    expect(cell(page, CLASSIC.index(3, 1))).to_have_attribute("data-choice", "")
    tap(page, CLASSIC.index(3, 1))
    expect(cell(page, top)).to_have_attribute("data-card", "2S")


def test_redeal_keeps_locked_runs_and_undo_redo_cross_it(open_app):
    start = Position.from_layout(
        "2C3C4C9H--KSQDJH6D7CTD8S5S/2D3D6SJD4S--8D5DKC9D5H7S4D/8CQH--3SJSKHQC6C3H9CJC4H7H/2S9S5CTH6H7D2HQSKD8HTCTS--",
        CLASSIC,
    )
    page = open_app(f"variant=addiction&seed=5&layout={start.layout()}")
    game = Game(preset("addiction"), 5, start)
    runs = start.locked_runs()
    assert runs == (3, 2, 0, 1)
    expect(page.locator("#board [data-locked]")).to_have_count(6)
    expect(page.locator("#redeal")).to_contain_text("3")
    page.click("#redeal")
    game.push(REDEAL)
    dealt = game.position.layout()
    wait_layout(page, dealt)
    for r, run in enumerate(runs):
        assert dealt.split("/")[r][: 2 * run] == start.layout().split("/")[r][: 2 * run]
    expect_stat(page, "redeals", 2)
    expect_stat(page, "moves", 0)
    page.click("#undo")
    wait_layout(page, start.layout())
    expect_stat(page, "redeals", 3)
    page.click("#redo")
    wait_layout(page, dealt)
    expect_stat(page, "redeals", 2)


def test_give_up_ends_the_game(open_app):
    page = open_app("variant=montana&seed=12")
    press(page, "give-up")
    expect(page.locator("#dlg-confirm")).to_be_visible()
    page.click("#confirm-ok")
    expect(page.locator("#dlg-end")).to_be_visible()
    expect(page.locator("#end-title")).to_have_text("Game over")
    expect(page.locator("#end-undo")).to_be_hidden()
    page.click("#end-close")
    expect(page.locator("#dlg-end")).to_be_hidden()
    expect(page.locator("#give-up")).to_be_disabled()
    expect(page.locator("#undo")).to_be_disabled()
    assert page.get_attribute("html", "data-outcome") == "gave-up"
    before = layout(page)
    tap(page, 20)
    assert layout(page) == before


def test_the_last_move_wins_and_the_win_dialog_shows(open_app):
    page = open_app(f"variant=addiction&seed=3&layout={ONE_FROM_WIN}")
    expect_stat(page, "ordered", 47)
    tap(page, CLASSIC.index(0, 12))
    wait_layout(page, WON)
    expect(page.locator("#dlg-end")).to_be_visible()
    expect(page.locator("#end-title")).to_have_text("You won!")
    expect(page.locator("#end-score")).to_have_text("48/48")
    expect(page.locator("#end-moves")).to_have_text("1")
    expect(page.locator("#end-time")).to_have_text(re.compile(r"^\d+:\d\d$"))
    page.click("#end-new")
    expect(page.locator("#dlg-end")).to_be_hidden()
    expect(page).not_to_have_url(re.compile("layout="))
    seed = int(re.search(r"seed=(\d+)", page.url).group(1))
    wait_layout(page, Game(PRESETS["addiction"], seed).position.layout())
    expect_stat(page, "moves", 0)
    page.click("#stats")
    card = page.locator('#stats-body .stats-card[data-variant="addiction"]')

    def figure(label: str):  # the figure after its label, wherever the dialog lists it
        return card.locator("dt", has_text=label).locator("xpath=following-sibling::dd[1]")

    expect(figure("Played")).to_have_text("1")
    expect(figure("Won on your own")).to_have_text("1")
    expect(figure("Best score")).to_have_text("48/48")
    assert '"won":1' in storage(page)["solitaire.v1.stats"].replace(" ", "")
