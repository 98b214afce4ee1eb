"""Hint, Auto, Play it out, "Winnable from here?" and Show me the win in every game of the family's second part
(issue 29): from a position some actions before the end of each game's stored winning line, the sliced analysis
proves the win, its line replays to a win (what Show me the win plays), the hint is a legal move of a proved
line, and Auto and Play it out make only legal moves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app.analysis.advice import PlayOut, advise
from app.analysis.assist import Analysis

from solitaire import PRESETS, REDEAL, Game, parse_action
from solitaire.auto import AutoPlayer
from solitaire.solver import WON
from tests.app.fakes import Clock
from tests.boards import SECOND_PART

LINES = json.loads((Path(__file__).parents[1] / "e2e" / "winning_lines.json").read_text())["lines"]
LEFT = 12  # actions of the stored line still to play


def near_the_end(variant: str) -> Game:
    settings = PRESETS[variant]
    line = [parse_action(text, settings.shape) for text in LINES[variant]["actions"]]
    game = Game(settings, LINES[variant]["seed"])
    for action in line[:-LEFT]:
        game.push(action)
    return game


def analysed(game: Game) -> Analysis:
    """The sliced analysis of ``game``, run to its verdict (no time budget: a fake clock)."""
    analysis = Analysis(game, Clock(tick=0.5), budget_ms=float("inf"))
    for _ in range(100_000):
        if analysis.slice():
            return analysis
    raise AssertionError("the analysis did not finish")


def legal(game: Game, action) -> bool:
    return game.status.redeal_allowed if action is REDEAL else action in game.status.legal_moves


def test_the_list_is_the_family_second_part():
    assert set(SECOND_PART) <= set(PRESETS) and len(SECOND_PART) == 10


@pytest.mark.parametrize("variant", SECOND_PART)
def test_the_analysis_proves_the_win_its_line_replays_and_the_hint_follows_it(variant):
    game = near_the_end(variant)
    analysis = analysed(game)
    assert analysis.verdict == WON
    for action in analysis.line:  # what Show me the win plays, one action a step
        assert legal(game, action), action
        game.push(action)
    assert game.position.is_won()


@pytest.mark.parametrize("variant", SECOND_PART)
def test_hint_is_a_proved_legal_move_and_auto_and_play_out_move_only_legally(variant):
    game = near_the_end(variant)
    analysis = analysed(game)
    advice = advise(game, analysis)
    assert advice.proven and legal(game, advice.action)
    play, auto, steps = PlayOut(max_steps=400), AutoPlayer(), 0
    while (action := play.next(game, auto)) is not None:
        assert legal(game, action), action
        game.push(action)
        steps += 1
    assert play.reason and steps <= 400
