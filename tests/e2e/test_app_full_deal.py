"""Whole deals played to a win through the page: three plays that go down every UI path of a game (the rules
themselves are the engine's tests, tests/engine/): a 13-column game by mouse with redeals and 2s that fit
several gaps (Montana), a 14-column game by touch on the turned board of a phone with a redeal and such 2s
(Jungle), and a 14-column game by mouse with taps on cards locked in place and gaps that take either of two
cards (Galary). Every stored line is replayed to a win in the engine, with no browser."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from apphelp import LAYOUT_JS, SIZES, cell
from playwright.sync_api import expect

from solitaire import PRESETS, REDEAL, Game, Outcome, parse_action

LINES = json.loads((Path(__file__).with_name("winning_lines.json")).read_text())["lines"]
PHONE = SIZES["phone-portrait-390"]


def play_line(page, variant: str, touch: bool) -> Game:
    """Play the stored winning line of ``variant`` by tapping cells (and Redeal) as a player would."""
    columns = PRESETS[variant].shape.columns
    seed, actions = LINES[variant]["seed"], [parse_action(a, PRESETS[variant].shape) for a in LINES[variant]["actions"]]
    game = Game(PRESETS[variant], seed)
    page.wait_for_function(f"(want) => ({LAYOUT_JS})() === want", arg=game.position.layout())
    for n, action in enumerate(actions, 1):
        if action is REDEAL:
            target = page.locator("#redeal")
            targets = [target]
        else:
            targets = [cell(page, action.src, columns)]
            if len(game.position.moves_from(action.src)) > 1 or game.status.is_locked(action.src):
                # a 2 that fits several left-edge gaps, or a card locked in place: the gap is picked too
                targets.append(cell(page, action.dst, columns))
        game.push(action)
        for target in targets:
            target.tap() if touch else target.click()
        try:
            page.wait_for_function(f"(want) => ({LAYOUT_JS})() === want", arg=game.position.layout(), timeout=10_000)
        except Exception:
            pytest.fail(f"{variant}: the board did not follow action {n} ({action})", pytrace=False)
    return game


PLAYS = [("montana", False), ("jungle", True), ("galary", False)]


def test_every_stored_line_wins_in_the_engine():
    assert sorted(LINES) == sorted(PRESETS)
    for variant, line in LINES.items():
        columns = PRESETS[variant].shape.columns
        game = Game(PRESETS[variant], line["seed"])
        for action in line["actions"]:
            game.push(parse_action(action, PRESETS[variant].shape))
        assert game.status.outcome is Outcome.WON, variant


@pytest.mark.parametrize(("variant", "touch"), PLAYS, ids=[f"{v}-{'touch' if t else 'mouse'}" for v, t in PLAYS])
def test_a_whole_deal_is_won_through_the_page(variant, touch, server, guard_factory, wait_ready):
    guard = guard_factory(**(PHONE if touch else {"viewport": {"width": 1280, "height": 800}}))
    try:
        page = guard.new_page()
        page.emulate_media(reduced_motion="reduce")
        page.goto(f"{server}/?variant={variant}&seed={LINES[variant]['seed']}")
        wait_ready(page)
        game = play_line(page, variant, touch)
        assert game.status.outcome is Outcome.WON
        expect(page.locator("#dlg-end")).to_be_visible()
        expect(page.locator("#end-title")).to_have_text("You won!")
        cards = PRESETS[variant].shape.cards  # 48, or 52 where the aces play
        expect(page.locator("#end-score")).to_have_text(f"{cards}/{cards}")
        expect(page.locator("#end-moves")).to_have_text(str(game.moves))
        expect(page.locator("#stat-redeals")).to_contain_text(str(game.redeals_left))
    finally:
        guard.close_and_check()
