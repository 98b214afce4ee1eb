"""Spoilt in the page (issue 29): a board dealt face down, played from a waste. The stored winning deal played
to its end by taps, as a player would (a tap on the waste card, and on the row it starts where it may start
any); the backs, the waste and the talon drawn and named; a drag from the waste; a wrong tap said why."""

from __future__ import annotations

import json
from pathlib import Path

from apphelp import SIZES, touch_drag
from playwright.sync_api import expect

from solitaire import PRESETS, Game, Outcome, parse_action

LINES = json.loads((Path(__file__).with_name("winning_lines.json")).read_text())["lines"]
SHAPE = PRESETS["spoilt"].shape
WASTE = SHAPE.cells  # the waste cell: the first of the row below the board (row 4, column 0)


def at(page, index: int):
    row, col = divmod(index, SHAPE.columns)
    return page.locator(f'#board [data-row="{row}"][data-col="{col}"]')


def shows(page, game: Game) -> None:
    """The page draws ``game``'s board: each card face up where it lies, the backs, the waste card, the talon."""
    position = game.position
    if position.waste:
        expect(at(page, WASTE)).to_have_attribute("data-card", position.layout().split("/")[-1][:2])
    expect(page.locator("#board [data-down]")).to_have_count(
        sum(1 for i in range(SHAPE.cells) if position.face_down(i)) + (1 if position.talon else 0)
    )
    up = [i for i in range(SHAPE.cells) if position.is_locked(i)]
    expect(page.locator("#board .cell[data-locked]")).to_have_count(len(up))
    # the status line counts the cards face down and the talon (no gap to speak of, no redeal)
    expect(page.locator("#stat-gaps")).to_have_text(f"Face down {position.face_down_count()}")
    expect(page.locator("#stat-redeals")).to_have_text(f"Talon {len(position.talon)}")


def test_a_spoilt_game_is_played_to_its_end_by_taps(open_app):
    line = LINES["spoilt"]
    page = open_app(f"variant=spoilt&seed={line['seed']}")
    game = Game(PRESETS["spoilt"], line["seed"])
    shows(page, game)
    expect(at(page, 1)).to_have_attribute("aria-label", "card face down")
    talon = at(page, WASTE + 1)
    expect(talon).to_have_attribute("aria-label", f"talon, {len(game.position.talon)} cards face down")
    for text in line["actions"]:
        action = parse_action(text, SHAPE)
        choice = len(game.status.legal_moves) > 1
        at(page, WASTE).click()
        if choice:  # a suit no row shows yet: the rows it may start are offered
            expect(page.locator("#board [data-choice]")).to_have_count(len(game.status.legal_moves))
            at(page, action.dst).click()
        game.push(action)
        expect(at(page, action.dst)).to_have_attribute("data-card", text.split()[0])
        shows(page, game)
    assert game.status.outcome is Outcome.WON
    expect(page.locator("#dlg-end")).to_be_visible()
    expect(page.locator("#end-title")).to_have_text("You won!")
    expect(page.locator("#end-score")).to_have_text(f"{SHAPE.cards}/{SHAPE.cards}")


def test_spoilt_on_a_phone_a_finger_drags_the_waste_card_and_a_wrong_tap_says_where_it_goes(
    guard_factory, server, wait_ready
):
    guard = guard_factory(**SIZES["phone-portrait-390"])
    try:
        page = guard.new_page()
        seed = LINES["spoilt"]["seed"]
        page.goto(f"{server}/?variant=spoilt&seed={seed}")
        wait_ready(page)
        game = Game(PRESETS["spoilt"], seed)
        moves = game.status.legal_moves
        wrong = next(i for i in range(SHAPE.cells) if i % SHAPE.columns != moves[0].dst % SHAPE.columns)
        at(page, wrong).click()
        column = moves[0].dst % SHAPE.columns + 1
        expect(page.locator("#message")).to_contain_text(f"column {column}")
        touch_drag(page, WASTE, moves[0].dst, SHAPE.columns)
        game.push(moves[0])
        expect(at(page, moves[0].dst)).to_have_attribute("data-card", str(moves[0]).split()[0])
        shows(page, game)
    finally:
        guard.close_and_check()
