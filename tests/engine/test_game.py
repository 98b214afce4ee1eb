"""The game: counting, undo and redo over moves and redeals, the outcome, giving up."""

from __future__ import annotations

import pytest

from solitaire import (
    PRESETS,
    REDEAL,
    Game,
    GameOverError,
    IllegalMoveError,
    Move,
    NothingToRedoError,
    NothingToUndoError,
    Outcome,
    Position,
    parse_card,
)
from solitaire.shape import CLASSIC
from tests.boards import ALL_GAPS_AFTER_KINGS, DEAD, WON, at


def test_moves_are_counted_and_a_redeal_is_not_a_move():
    game = Game(PRESETS["montana"], 1)
    game.push(game.status.legal_moves[0])
    game.push(REDEAL)
    game.push(game.status.legal_moves[0])
    assert game.moves == 2 and game.redeals_used == 1 and game.redeals_left == 1
    assert len(game.actions) == 3 and game.actions[1] is REDEAL


def test_undo_restores_the_position_and_redo_replays_it():
    game = Game(PRESETS["montana"], 1)
    start = game.position
    game.push(game.status.legal_moves[0])
    after_move = game.position
    game.push(REDEAL)
    after_redeal = game.position
    assert game.pop() is REDEAL and game.position == after_move
    game.pop()
    assert game.position == start and game.moves == 0
    with pytest.raises(NothingToUndoError):
        game.pop()
    game.redo()
    game.redo()
    assert game.position == after_redeal
    with pytest.raises(NothingToRedoError):
        game.redo()


def test_a_new_action_clears_redo():
    game = Game(PRESETS["montana"], 1)
    game.push(game.status.legal_moves[0])
    game.pop()
    game.push(game.status.legal_moves[-1])
    assert game.redo_stack == []


def test_an_illegal_move_changes_nothing():
    game = Game(PRESETS["addiction"], 1)
    before = game.position
    card = game.position.card_at(0, 0)
    with pytest.raises(IllegalMoveError):
        game.push(Move(card, 0, 5, CLASSIC.columns))
    assert game.position == before and game.actions == []


def test_the_last_move_wins():
    one_to_go = Position.from_layout(WON.replace("QSKS--", "QS--KS"), CLASSIC)
    game = Game(PRESETS["addiction"], 1, start=one_to_go)
    assert game.from_layout and game.status.outcome is None
    game.push(Move(parse_card("KS"), at(3, 12), at(3, 11), CLASSIC.columns))
    assert game.status.outcome is Outcome.WON and game.position.is_won()
    with pytest.raises(GameOverError):
        game.push(REDEAL)


def test_stuck_with_no_redeal_left_is_over():
    stuck = ALL_GAPS_AFTER_KINGS
    game = Game(PRESETS["gaps"].with_redeals(0), 4, start=stuck)
    assert game.status.outcome is Outcome.STUCK and game.status.legal_moves == ()
    game = Game(PRESETS["gaps"].with_redeals(1), 4, start=stuck)
    assert game.status.outcome is None and game.status.redeal_allowed


def test_giving_up_ends_the_game():
    game = Game(PRESETS["addiction"], 1)
    game.push(game.status.legal_moves[0])
    game.give_up()
    assert game.status.outcome is Outcome.GAVE_UP and game.status.legal_moves == ()
    with pytest.raises(GameOverError):
        game.push(REDEAL)
    with pytest.raises(GameOverError):
        game.pop()


def test_restart_goes_back_to_the_start_of_the_same_deal():
    game = Game(PRESETS["spaces"], 12)
    game.push(game.status.legal_moves[0])
    again = game.restart()
    assert again.position == game.start and again.seed == 12 and again.actions == []


def test_a_game_arrives_over_only_when_its_start_is_a_finished_board():
    won = Game(PRESETS["addiction"], 1, start=Position.from_layout(WON, CLASSIC))
    stuck = Game(PRESETS["gaps"].with_redeals(0), 1, start=Position.from_layout(DEAD, CLASSIC))
    assert won.arrived_over and stuck.arrived_over
    one_to_go = Game(PRESETS["addiction"], 1, start=Position.from_layout(WON.replace("QSKS--", "QS--KS"), CLASSIC))
    assert not one_to_go.arrived_over
    one_to_go.push(Move(parse_card("KS"), at(3, 12), at(3, 11), CLASSIC.columns))
    assert one_to_go.status.over and not one_to_go.arrived_over  # won by the player, not found won
    gave_up = Game(PRESETS["gaps"], 1)
    gave_up.give_up()
    assert gave_up.status.over and not gave_up.arrived_over  # given up, not a finished board
