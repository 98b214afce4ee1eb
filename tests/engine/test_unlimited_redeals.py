"""Practice games: no limit on redeals (Game's ``unlimited``), through the status, the state, undo and the save."""

from __future__ import annotations

import json

import pytest

from solitaire import (
    PRESETS,
    REDEAL,
    Game,
    GameState,
    NoRedealsLeftError,
    Outcome,
    Position,
    SaveActionError,
    SaveFieldError,
    SettingsError,
    dumps,
    loads,
    summarize,
)
from solitaire.shape import CLASSIC
from tests.boards import DEAD


def _redealt(game: Game, times: int) -> Game:
    for _ in range(times):
        game.push(REDEAL)
    return game


def test_a_practice_game_redeals_past_the_deals_limit():
    game = _redealt(Game(PRESETS["montana"], 7, unlimited=True), 6)  # montana allows 2
    assert game.redeals_used == 6 and game.redeals_left == 0
    assert game.status.redeal_allowed and game.status.has_redeals
    assert game.status.redeals_left == 0 and game.status.unlimited


def test_a_game_of_the_deals_rules_still_stops_at_its_limit():
    game = _redealt(Game(PRESETS["montana"], 7), 2)
    assert not game.status.has_redeals
    with pytest.raises(NoRedealsLeftError):
        game.push(REDEAL)


def test_each_practice_redeal_is_the_seeded_redeal_of_its_number():
    first, second = (_redealt(Game(PRESETS["addiction"], 11, unlimited=True), 5) for _ in range(2))
    assert first.position == second.position  # the same deal and line: the same fifth redeal
    assert len({p for _, p in first._stack} | {first.position}) == 6  # each redeal dealt a new board


def test_a_practice_game_never_ends_stuck():
    dead = Position.from_layout(DEAD, CLASSIC)  # every gap after a king: no card can move
    rules = PRESETS["addiction"].with_redeals(0)
    assert Game(rules, 1, start=dead).status.outcome is Outcome.STUCK
    practice = Game(rules, 1, start=dead, unlimited=True)
    assert practice.status.outcome is None and practice.status.redeal_allowed
    practice.push(REDEAL)
    assert practice.redeals_used == 1


def test_a_variant_with_no_redeal_redeals_in_practice():
    game = Game(PRESETS["spaces-and-aces"], 3, unlimited=True)
    game.push(REDEAL)
    assert game.redeals_used == 1 and game.redeals_left == 0


def test_undo_of_a_practice_redeal_restores_exactly():
    game = _redealt(Game(PRESETS["montana"], 7, unlimited=True), 3)
    before = game.position
    game.push(REDEAL)
    game.pop()
    assert game.position == before and game.redeals_used == 3
    game.redo()
    assert game.redeals_used == 4


def test_a_restart_keeps_the_game_a_practice_game():
    assert _redealt(Game(PRESETS["montana"], 7, unlimited=True), 3).restart().unlimited


def test_a_practice_game_state_carries_its_unlimited_redeals():
    game = _redealt(Game(PRESETS["montana"], 7, unlimited=True), 4)
    state = game.state
    assert state.unlimited and state.status.redeal_allowed
    assert GameState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    assert state != Game(PRESETS["montana"], 7).state  # a cache of answers never mixes the two


def test_a_state_sent_before_practice_games_reads_as_limited():
    data = Game(PRESETS["montana"], 7).state.to_dict()
    del data["unlimited"]
    assert not GameState.from_dict(data).unlimited


def test_unlimited_must_be_a_truth_value():
    with pytest.raises(SettingsError):
        Game(PRESETS["montana"], 7, unlimited=1)  # type: ignore[arg-type]
    with pytest.raises(SettingsError):
        GameState.from_dict({**Game(PRESETS["montana"], 7).state.to_dict(), "unlimited": "yes"})


def test_a_practice_save_round_trips_its_redeals():
    game = _redealt(Game(PRESETS["montana"], 7, unlimited=True), 6)
    game.pop()  # the sixth redeal waits on the redo stack
    text = dumps(game)
    again, _ = loads(text)
    assert again.unlimited and again.line == game.line and again.position == game.position
    summary = summarize(text)
    assert summary.unlimited and summary.redeals_used == 5 and summary.redeals_left == 0 and summary.undone == 1


def test_a_save_with_more_redeals_than_its_deal_allows_is_refused_unless_unlimited():
    doc = json.loads(dumps(_redealt(Game(PRESETS["montana"], 7, unlimited=True), 3)))
    doc["unlimited"] = False
    with pytest.raises(SaveActionError):
        loads(json.dumps(doc))
    with pytest.raises(SaveActionError):
        summarize(json.dumps(doc))


def test_a_save_written_before_practice_games_reads_as_limited():
    doc = json.loads(dumps(Game(PRESETS["montana"], 7)))
    del doc["unlimited"]
    game, _ = loads(json.dumps(doc))
    assert not game.unlimited


def test_a_save_whose_unlimited_is_not_a_truth_value_is_refused():
    doc = json.loads(dumps(Game(PRESETS["montana"], 7)))
    doc["unlimited"] = "true"
    with pytest.raises(SaveFieldError):
        loads(json.dumps(doc))
