"""The status report: one immutable value per game state with everything the rules say about it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import (
    REDEAL,
    Game,
    GameOverError,
    NoRedealsLeftError,
    Outcome,
    Position,
    RedealNotStuckError,
    preset,
)
from solitaire.shape import CLASSIC
from tests.boards import ALL_GAPS_AFTER_KINGS, ONE_FROM_WIN, WON, at


def test_a_fresh_deal_goes_on_with_its_legal_moves_and_nothing_to_undo():
    game = Game(preset("gaps"), 7)
    status = game.status
    assert status.outcome is None and not status.over
    assert status.legal_moves == tuple(game.position.legal_moves())
    assert not status.can_undo and not status.can_redo
    assert status.redeals_left == 3 and status.moves == 0


def test_the_status_is_worked_out_once_per_state():
    game = Game(preset("gaps"), 7)
    first = game.status
    assert game.status is first and game.status.outcome is None and game.status is first
    game.push(game.status.legal_moves[0])
    second = game.status
    assert second is not first and second.can_undo and second.moves == 1
    game.pop()
    assert game.status.can_redo and not game.status.can_undo


def test_a_won_board_is_won_with_nothing_left_to_do():
    game = Game(preset("addiction"), 1, Position.from_layout(ONE_FROM_WIN, CLASSIC))
    game.push(game.status.legal_moves[0])
    status = game.status
    assert status.outcome is Outcome.WON and status.ordered == 48 and status.legal_moves == ()
    assert isinstance(status.redeal_refusal, GameOverError)


def test_no_card_moving_and_no_redeal_left_is_stuck():
    game = Game(preset("gaps", 0), 1, ALL_GAPS_AFTER_KINGS)
    assert game.status.outcome is Outcome.STUCK
    assert isinstance(game.status.redeal_refusal, NoRedealsLeftError)


def test_no_card_moving_with_a_redeal_left_is_not_over():
    game = Game(preset("gaps", 1), 1, ALL_GAPS_AFTER_KINGS)
    assert game.status.outcome is None and game.status.redeal_allowed


def test_when_stuck_variants_refuse_a_redeal_while_a_card_can_move():
    game = Game(preset("gaps"), 7)
    assert isinstance(game.status.redeal_refusal, RedealNotStuckError)
    assert Game(preset("montana"), 7).status.redeal_allowed


def test_giving_up_ends_the_game_and_blocks_undo_and_redo():
    game = Game(preset("spaces"), 3)
    game.push(game.status.legal_moves[0])
    game.give_up()
    status = game.status
    assert status.outcome is Outcome.GAVE_UP and not status.can_undo and not status.can_redo


def test_locked_cells_are_each_rows_run_from_the_left_edge():
    status = Game(preset("addiction"), 1, Position.from_layout(ONE_FROM_WIN, CLASSIC)).status
    assert status.locked_runs == (11, 12, 12, 12) and status.ordered == 47
    assert status.is_locked(at(0, 10)) and not status.is_locked(at(0, 12)) and not status.is_locked(at(0, 11))


def test_each_gap_says_whether_it_is_live_and_why():
    status = Game(preset("gaps", 0), 1, ALL_GAPS_AFTER_KINGS).status
    assert [info.reason for info in status.gaps] == ["after-king"] * 4 and status.live_gaps == 0
    rows = WON.split("/")
    two_gaps = "/".join(["----4C5C6C7C8C9CTCJCQC2CKC", rows[1].replace("--", "3C"), rows[2], rows[3]])
    edge = Game(preset("addiction"), 1, Position.from_layout(two_gaps, CLASSIC)).status
    assert [info.reason for info in edge.gaps] == ["left-edge", "after-gap", "after-king", "after-king"]
    assert edge.live_gaps == 1
    assert status.gap(at(0, 3)) is not None and status.gap(at(0, 2)) is None


@settings(max_examples=60, deadline=None)
@given(
    variant=st.sampled_from(["addiction", "gaps", "montana", "spaces"]),
    redeals=st.integers(0, 3),
    seed=st.integers(0, 2**32 - 1),
    picks=st.lists(st.integers(0, 10_000), max_size=30),
)
def test_the_status_agrees_with_the_game_it_reports_on(variant, redeals, seed, picks):
    game = Game(preset(variant, redeals), seed)
    for pick in picks:
        status, position = game.status, game.position
        moves = position.legal_moves()
        assert status.ordered == position.ordered() and status.redeals_left == game.redeals_left
        assert status.locked_runs == position.locked_runs() and status.gaps == tuple(position.gap_infos())
        assert status.can_undo == bool(game.actions) and status.can_redo == bool(game.redo_stack)
        assert status.moves == game.moves and status.over == (status.outcome is not None)
        assert (status.outcome is Outcome.WON) == position.is_won()
        if status.outcome is None:
            assert status.legal_moves == tuple(moves)
        else:
            assert status.legal_moves == () and (position.is_won() or not moves)
        stuck_rule = game.settings.redeal_when == "when-stuck" and bool(moves)
        assert status.redeal_allowed == (not position.is_won() and game.redeals_left > 0 and not stuck_rule)
        options = list(status.legal_moves) + ([REDEAL] if status.redeal_allowed else [])
        if not options:
            assert status.over
            break
        game.push(options[pick % len(options)])
