"""GameState: one state of a game as a value (py/solitaire/state.py)."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import PRESETS, REDEAL, Game, GameState, preset
from solitaire.errors import LayoutError, SeedError, SettingsError
from tests.strategies import random_play, seeds, variants


@settings(max_examples=60, deadline=None)
@given(st.data(), variants, seeds)
def test_a_state_round_trips_through_its_dict_for_every_preset(data, variant, seed):
    game = Game(preset(variant), seed)
    random_play(data, game, data.draw(st.integers(0, 30)))
    state = game.state
    again = GameState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again == state and hash(again) == hash(state)
    assert again.position.shape == game.settings.shape


@settings(max_examples=40, deadline=None)
@given(st.data(), variants, seeds)
def test_a_states_status_is_the_games_without_its_history(data, variant, seed):
    game = Game(preset(variant), seed)
    random_play(data, game, data.draw(st.integers(0, 30)))
    ours, theirs = game.state.status, game.status
    assert (ours.outcome, ours.legal_moves, ours.redeals_left, ours.gaps) == (
        theirs.outcome,
        theirs.legal_moves,
        theirs.redeals_left,
        theirs.gaps,
    )
    assert ours.redeal_allowed == theirs.redeal_allowed


def test_two_histories_that_reach_one_state_have_equal_states():
    game = Game(preset("gaps", 2), 11)
    before = game.state
    move = game.status.legal_moves[0]
    game.push(move)
    assert game.state != before
    game.pop()
    assert game.state == before and hash(game.state) == hash(before)
    assert len({before, game.state}) == 1  # one key of a cache of answers


def test_redeals_left_and_giving_up_are_part_of_the_state():
    game = Game(preset("gaps", 2), 3)
    while game.status.legal_moves:
        game.push(game.status.legal_moves[0])
    stuck = game.state
    game.push(REDEAL)
    assert game.state.redeals_left == stuck.redeals_left - 1
    gave_up = Game(preset("gaps", 2), 3)
    fresh = gave_up.state
    gave_up.give_up()
    assert gave_up.state != fresh and gave_up.state.status.over


def test_a_state_is_immutable():
    state = Game(preset("gaps"), 1).state
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.seed = 2  # type: ignore[misc]


@pytest.mark.parametrize(
    ("change", "error", "says"),
    [
        ({"seed": -1}, SeedError, "seed must be"),
        ({"redeals_left": 3}, SettingsError, "redeals left must be 0 to 2 here, not 3"),
        ({"redeals_left": True}, SettingsError, "redeals left must be"),
        ({"gave_up": 0}, SettingsError, "gave_up must be true or false"),
    ],
)
def test_a_state_that_cannot_be_is_refused_when_made(change, error, says):
    state = Game(preset("gaps", 2), 1).state
    with pytest.raises(error, match=says):
        dataclasses.replace(state, **change)


def test_a_position_of_another_shape_is_refused():
    wide = next(s for s in PRESETS.values() if s.shape.columns == 14)
    narrow = preset("gaps")
    with pytest.raises(SettingsError, match="is not a board of"):
        GameState(narrow, 1, Game(wide, 1).position, 0)


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (None, "must be an object"),
        ([], "must be an object"),
        ({}, "lacks settings, seed, layout, redeals_left, gave_up"),
    ],
)
def test_what_is_not_a_state_dict_is_refused(data, says):
    with pytest.raises(SettingsError, match=says):
        GameState.from_dict(data)


def test_a_bad_layout_in_a_state_dict_is_a_layout_error():
    data = Game(preset("gaps"), 1).state.to_dict() | {"layout": "2C3C"}
    with pytest.raises(LayoutError):
        GameState.from_dict(data)
