"""Redeals: what stays, where the gaps go, when they are allowed, and that they never re-roll."""

from __future__ import annotations

import pytest

from solitaire import (
    PRESETS,
    REDEAL,
    Game,
    NoRedealsLeftError,
    RedealNotStuckError,
    Settings,
    parse_card,
    preset,
    redeal,
)
from tests.boards import ALL_GAPS_AFTER_KINGS, at, board

RUN_OF_DIAMONDS = board("""
    2D  3D  4D  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    2C  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
""")


def test_a_redeal_keeps_two_three_four_of_diamonds_in_place():
    for name, settings in PRESETS.items():
        after = redeal(RUN_OF_DIAMONDS, settings, seed=5, number=1)
        assert [after.card_at(0, c) for c in range(3)] == [parse_card(t) for t in ("2D", "3D", "4D")], name
        assert after.card_at(2, 0) == parse_card("2C"), name
        assert after.locked_runs()[0] >= 3 and after.locked_runs()[2] >= 1


def test_a_redeal_shuffles_the_unlocked_cards():
    after = redeal(RUN_OF_DIAMONDS, PRESETS["addiction"], seed=5, number=1)
    assert after != RUN_OF_DIAMONDS
    assert sorted(after.cells) == sorted(RUN_OF_DIAMONDS.cells)


def test_after_runs_puts_a_gap_straight_after_each_run_or_at_the_left_edge():
    after = redeal(RUN_OF_DIAMONDS, PRESETS["gaps"], seed=5, number=1)
    runs = RUN_OF_DIAMONDS.locked_runs()
    assert after.gaps() == [r * 13 + runs[r] for r in range(4)]
    assert after.gaps() == [at(0, 3), at(1, 0), at(2, 1), at(3, 0)]


def test_scattered_gaps_land_among_the_unlocked_cells():
    spots = set()
    for seed in range(200):
        after = redeal(RUN_OF_DIAMONDS, PRESETS["spaces"], seed=seed, number=1)
        assert all(not RUN_OF_DIAMONDS.is_locked(g) for g in after.gaps())
        spots.update(after.gaps())
    assert len(spots) > 30  # anywhere, even the last column or after a king


def test_a_redeal_is_the_same_from_the_same_position():
    one = redeal(RUN_OF_DIAMONDS, PRESETS["addiction"], seed=9, number=2)
    two = redeal(RUN_OF_DIAMONDS, PRESETS["addiction"], seed=9, number=2)
    assert one == two
    assert one != redeal(RUN_OF_DIAMONDS, PRESETS["addiction"], seed=9, number=3)
    assert one != redeal(RUN_OF_DIAMONDS, PRESETS["addiction"], seed=10, number=2)


def test_undoing_a_redeal_and_redealing_gives_the_same_layout():
    game = Game(PRESETS["addiction"], 1)
    first = game.push(REDEAL)
    game.pop()
    assert game.push(REDEAL) == first


def test_a_fourth_shuffle_in_addiction_is_refused():
    game = Game(PRESETS["addiction"], 1)
    for _ in range(3):
        game.push(REDEAL)
    assert game.redeals_left == 0 and not game.status.redeal_allowed
    with pytest.raises(NoRedealsLeftError, match="allows 3"):
        game.push(REDEAL)


def test_no_redeal_at_all_with_zero_redeals():
    game = Game(preset("montana", redeals=0), 1)
    with pytest.raises(NoRedealsLeftError):
        game.push(REDEAL)


def test_gaps_redeals_only_when_stuck():
    game = Game(PRESETS["gaps"], 1)
    assert game.position.legal_moves()
    with pytest.raises(RedealNotStuckError, match="only when no card can move"):
        game.push(REDEAL)
    stuck = ALL_GAPS_AFTER_KINGS
    game = Game(PRESETS["gaps"], 1, start=stuck)
    assert game.status.redeal_allowed
    game.push(REDEAL)
    assert game.redeals_used == 1


def test_montana_redeals_at_any_time():
    game = Game(PRESETS["montana"], 1)
    assert game.position.legal_moves() and game.status.redeal_allowed


def test_custom_settings_combine_freely():
    custom = Settings("row-end", 1, "after-runs", "when-stuck")
    assert custom.variant == "custom"
    assert preset("gaps", 0).variant == "gaps"
    game = Game(custom, 3)
    assert game.position.gaps() == [12, 25, 38, 51]
