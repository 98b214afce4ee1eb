"""Auto: legal, reproducible, blind to the seeded redeals, and always at an end."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import REDEAL, Game, Move, opening, preset
from solitaire.auto import AutoPlayer, play_out
from tests.boards import ALL_GAPS_DEAD, ONE_MOVE_FROM_A_WIN, board

ROOT = Path(__file__).resolve().parents[2]

# 3H and 4H wait at the left edge of row 0 for 2H; every other gap is dead.
TWO_AWAITED = board("""
    --  3H  4H  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KC  2H  ..  KS  --  ..  ..  ..  ..  ..  ..
    ..  ..  KD  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KH  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
""")

SMALL = 200  # solver expansions a plan: enough for these tests, and quick


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["addiction", "gaps", "montana", "spaces"]), st.integers(0, 3), st.integers(0, 2**32 - 1))
def test_auto_only_makes_legal_moves_and_redeals(variant, redeals, seed):
    game = Game(preset(variant, redeals), seed)
    player = AutoPlayer(SMALL)
    for _ in range(60):
        action = player.next_action(game)
        if action is None:
            break
        if action is REDEAL:
            assert game.status.redeal_allowed
        else:
            assert action in game.status.legal_moves
        game.push(action)


def test_auto_wins_a_deal_one_move_from_a_win():
    game = Game(preset("gaps", 0), 1, ONE_MOVE_FROM_A_WIN)
    action = AutoPlayer(SMALL).next_action(game)
    assert str(action) == "KC 0,12 -> 0,11"
    game.push(action)
    assert game.position.is_won()


def test_auto_redeals_when_stuck_with_a_redeal_left():
    game = Game(preset("gaps", 1), 3, ALL_GAPS_DEAD)
    assert AutoPlayer(SMALL).next_action(game) is REDEAL


def test_auto_locks_the_awaited_two_before_it_redeals():
    game = Game(preset("spaces", 3), 1, TWO_AWAITED)
    assert str(AutoPlayer(SMALL).next_action(game)) == "2H 1,3 -> 0,0"


def test_auto_has_nothing_to_play_when_the_game_is_over():
    game = Game(preset("gaps", 0), 3, ALL_GAPS_DEAD)
    assert AutoPlayer(SMALL).next_action(game) is None


def test_auto_chooses_the_same_action_whatever_the_seed():
    # The seed decides only what the redeals deal; Auto must not use it (it looks past no redeal).
    rules = preset("spaces", 3)
    start = opening(rules, 5)
    first = [AutoPlayer(SMALL).next_action(Game(rules, seed, start)) for seed in (5, 6, 7, 123456)]
    assert isinstance(first[0], Move) and first.count(first[0]) == 4


def test_a_play_out_is_the_same_every_time():
    rules = preset("montana", 2)
    assert play_out(rules, 11, plan_nodes=SMALL) == play_out(rules, 11, plan_nodes=SMALL)


def test_a_play_out_comes_to_an_end_before_its_cap():
    for variant, seed in [("gaps", 2), ("spaces", 4), ("addiction", 0)]:
        rules = preset(variant, 1)
        won, actions = play_out(rules, seed, max_actions=5000, plan_nodes=SMALL)
        assert len(actions) < 5000
        game = Game(rules, seed)
        for action in actions:
            game.push(action)
        assert game.position.is_won() == won


def test_the_plan_is_kept_between_calls():
    game = Game(preset("gaps", 3), 1)
    player = AutoPlayer(SMALL)
    for _ in range(5):
        game.push(player.next_action(game))
    assert player.plans == 1


def test_winrate_with_auto_prints_the_auto_win_rate():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    args = ["winrate", "--variant", "gaps", "--deals", "2", "--nodes", "300", "--auto", "--each"]
    result = subprocess.run([sys.executable, "-m", "solitaire", *args], capture_output=True, text=True, env=env)
    assert result.returncode == 0
    assert "budget 10 s and 300 nodes a deal" in result.stdout
    assert "\nauto won " in result.stdout
    assert result.stdout.splitlines()[-1].startswith("winnable by the solver or Auto ")
    assert result.stdout.splitlines()[0].endswith(("auto-won", "auto-lost"))


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["addiction", "gaps", "montana", "spaces"]), st.integers(0, 2**32 - 1))
def test_auto_never_breaks_a_locked_run_unless_a_proven_win_needs_it(variant, seed):
    rules = preset(variant, 1)
    won, actions = play_out(rules, seed, max_actions=400, plan_nodes=SMALL)
    game = Game(rules, seed)
    for n, action in enumerate(actions):
        before = game.position.ordered()
        game.push(action)
        if isinstance(action, Move) and game.position.ordered() < before:
            assert won, f"action {n} ({action}) broke a run and the game was not won"
