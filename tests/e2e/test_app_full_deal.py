"""Whole deals played to a win through the page: three plays that go down every UI path of a game (the rules
themselves are the engine's tests, tests/engine/): a 13-column game by mouse with redeals and 2s that fit
several gaps (Montana), a 14-column game by touch on the turned board of a phone with a redeal and such 2s
(Jungle), and a 14-column game by mouse with taps on cards locked in place and gaps that take either of two
cards (Galary). Then a stored deal of each shape of the family's second part (issue 29): 4 rows of 6 and of 10,
8 rows of 13 and of 14 with two decks, and the neighbour fit. Every stored line is replayed to a win in the
engine, with no browser."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from apphelp import LAYOUT_JS, SIZES, cell
from playwright.sync_api import expect

from solitaire import PRESETS, REDEAL, Game, Outcome, parse_action

LINES = json.loads((Path(__file__).with_name("winning_lines.json")).read_text())["lines"]
PHONE = SIZES["phone-portrait-390"]


def play_line(page, variant: str, touch: bool, left: int | None = None) -> Game:
    """Play the stored winning line of ``variant`` by tapping cells (and Redeal) as a player would; with ``left``,
    only its last ``left`` actions, on the page :func:`near_the_end` opened. The game the page played, won."""
    settings = PRESETS[variant]
    columns = settings.shape.columns
    seed, actions = LINES[variant]["seed"], [parse_action(a, settings.shape) for a in LINES[variant]["actions"]]
    game = Game(settings, seed)
    if left is not None:
        game = near_the_end(variant, left)
        actions = actions[-left:]
    page.wait_for_function(f"(want) => ({LAYOUT_JS})() === want", arg=game.position.layout())
    for n, action in enumerate(actions, 1):
        if action is REDEAL:
            target = page.locator("#redeal")
            targets = [target]
        else:
            targets = [cell(page, action.src, columns)]
            if len(game.position.moves_from(action.src)) > 1 or game.status.is_locked(action.src):
                # a 2 that fits several left-edge gaps, a card beside two gaps it may go to, or a card locked
                # in place: the gap is picked too
                targets.append(cell(page, action.dst, columns))
        game.push(action)
        for target in targets:
            target.tap() if touch else target.click()
        try:
            page.wait_for_function(f"(want) => ({LAYOUT_JS})() === want", arg=game.position.layout(), timeout=10_000)
        except Exception:
            pytest.fail(f"{variant}: the board did not follow action {n} ({action})", pytrace=False)
    return game


def near_the_end(variant: str, left: int) -> Game:
    """The game a link opens ``left`` actions before the end of ``variant``'s stored line, at the layout there
    with no redeal (none is among those actions: a redeal is dealt by its number, which the link cannot give)."""
    settings = PRESETS[variant]
    actions = [parse_action(a, settings.shape) for a in LINES[variant]["actions"]]
    assert REDEAL not in actions[-left:], variant
    game = Game(settings, LINES[variant]["seed"])
    for action in actions[:-left]:
        game.push(action)
    return Game(settings.with_redeals(0), game.seed, game.position)


PLAYS = [("montana", False), ("jungle", True), ("galary", False)]


def test_every_stored_line_wins_in_the_engine():
    assert sorted(LINES) == sorted(PRESETS)
    for variant, line in LINES.items():
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


# One stored deal of each shape of the family's second part (issue 29), with the size of screen and the input
# it is played with, and how many actions before the win it starts (None: the whole deal).
NEW_SHAPES = [
    ("line-up", "phone-portrait-390", True, None),  # 4 x 6 turned, by touch: 22 actions
    ("paganini", "desktop", False, None),  # 4 x 10 by mouse, a redeal: 59 actions
    ("rectangular-rovers", "desktop", False, 30),  # 4 x 6, the neighbour fit, by mouse
    ("double-montana", "phone-portrait", True, 30),  # 8 x 13 turned on the smallest phone, by touch
    ("double-red-moon", "phone-landscape", True, 30),  # 8 x 14 across a landscape phone, by touch
]


@pytest.mark.parametrize(
    ("variant", "size", "touch", "left"), NEW_SHAPES, ids=[f"{v}-{size}" for v, size, _, _ in NEW_SHAPES]
)
def test_a_deal_of_each_new_shape_is_won_in_the_page(variant, size, touch, left, server, guard_factory, wait_ready):
    """Every shape plays to a win in the page: 4 x 6 and 4 x 10 whole deals; the 8-row games (147 to 171 actions
    a deal, each a 104- or 112-cell board drawn again) and Rectangular Rovers (193 actions) start from a layout
    link (``?variant=V&seed=S&redeals=0&layout=L``) 30 actions before the win of their stored line, to keep the
    suite's time: their taps are the same as in the rest of the deal, and the engine's test above replays the
    whole line."""
    guard = guard_factory(**SIZES[size])
    try:
        page = guard.new_page()
        page.emulate_media(reduced_motion="reduce")
        query = f"variant={variant}&seed={LINES[variant]['seed']}"
        if left is not None:
            query += f"&redeals=0&layout={near_the_end(variant, left).position.layout()}"
        page.goto(f"{server}/?{query}")
        wait_ready(page)
        game = play_line(page, variant, touch, left)
        assert game.status.outcome is Outcome.WON
        expect(page.locator("#dlg-end")).to_be_visible()
        expect(page.locator("#end-title")).to_have_text("You won!")
        cards = PRESETS[variant].shape.cards
        expect(page.locator("#end-score")).to_have_text(f"{cards}/{cards}")
        expect(page.locator("#end-moves")).to_have_text(str(game.moves))
    finally:
        guard.close_and_check()
