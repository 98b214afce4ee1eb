"""The wider family in the page (issues 17, 29): "Winnable from here?", Hint and Auto on a 14-column board, on a
fit rule that lets a gap take several cards, on the neighbour fit and on 8 rows of two decks, a few moves from a
win along the stored winning line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from apphelp import press, wait_layout
from playwright.sync_api import expect

from solitaire import PRESETS, Game, Move, parse_action

LINES = json.loads((Path(__file__).with_name("winning_lines.json")).read_text())["lines"]


def near_the_end(variant: str, left: int) -> Game:
    """The game ``left`` moves before the end of the stored winning line, with no redeal in them."""
    line = [parse_action(a, PRESETS[variant].shape) for a in LINES[variant]["actions"]]
    assert all(isinstance(action, Move) for action in line[-left:])
    game = Game(PRESETS[variant], LINES[variant]["seed"])
    for action in line[:-left]:
        game.push(action)
    return game


@pytest.mark.analysis
@pytest.mark.parametrize("variant", ["galary", "jungle", "spaces-and-aces", "rectangular-rovers", "double-montana"])
def test_winnable_hint_and_auto_on_a_game_of_the_wider_family(variant, open_app):
    game = near_the_end(variant, 3)
    columns = game.settings.shape.columns
    page = open_app(f"variant={variant}&seed={game.seed}&redeals=0&layout={game.position.layout()}")
    start = Game(game.settings.with_redeals(0), game.seed, game.position)
    wait_layout(page, start.position.layout())
    expect(page.locator("#stat-winnable")).to_have_attribute("data-verdict", "won", timeout=30_000)
    press(page, "hint")
    card = page.locator('#board [data-hint="card"]')
    gap = page.locator('#board [data-hint="gap"]')
    expect(card).to_have_count(1)
    src = int(card.get_attribute("data-row")) * columns + int(card.get_attribute("data-col"))
    dst = int(gap.get_attribute("data-row")) * columns + int(gap.get_attribute("data-col"))
    hinted = Move(start.position.cells[src], src, dst, columns)
    assert hinted in start.status.legal_moves
    # Auto plays on to the win: one action a press, each through the engine (3 on the stored line; Auto may
    # take another way, so a few more presses are allowed)
    for played in range(1, 9):
        if page.locator("html").get_attribute("data-outcome") == "won":
            break
        press(page, "auto")
        page.wait_for_function("(n) => +document.querySelector('#stat-moves b').textContent === n", arg=played)
    expect(page.locator("html")).to_have_attribute("data-outcome", "won", timeout=20_000)
    cards = game.settings.shape.cards
    expect(page.locator("#end-score")).to_have_text(f"{cards}/{cards}")


def test_a_link_by_moonlights_pysolfc_name_opens_moonlight_and_the_dialog_says_both(open_app):
    page = open_app("variant=free-parking&seed=5")
    wait_layout(page, Game(PRESETS["moonlight"], 5).position.layout())
    expect(page.locator("#title-variant")).to_have_text("Moonlight")
    page.click("#new-game")
    label = page.locator("#new-variants label", has=page.locator('input[value="moonlight"]'))
    expect(label).to_contain_text("Moonlight")
    expect(label).to_contain_text("also Free Parking; as Montana")
