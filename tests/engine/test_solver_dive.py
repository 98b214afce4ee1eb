"""The dive: the lean depth-first win finder that takes turns with the complete search when no redeal is left."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import Position, opening, preset
from solitaire.position import Move
from solitaire.solver import WON, Solver, replays_to_win, solve
from solitaire.solver.dive import BOARDS_PER_UNIT, Dive
from tests.boards import ALL_GAPS_DEAD, board
from tests.brute import LOST_AFTER_A_SEARCH, exhaustive, scrambled

GAPS0 = preset("gaps", 0)
# A deal the dive wins in 11,696 boards; the complete search alone had not decided it after 10 s of CPU.
QUICK_FOR_THE_DIVE = 94

# The win needs 2C to hop from row A's left edge to row B's (locking 3C-KC), then 2H into row A.
# Putting 2H into row B first (the only move that is not a hop) loses.
WIN_NEEDS_A_HOP = board("""
    2C  3H  4H  5H  6H  7H  8H  9H  TH  JH  QH  KH  --
    --  3C  4C  5C  6C  7C  8C  9C  TC  JC  QC  KC  2H
    2D  3D  4D  5D  6D  7D  8D  9D  TD  JD  QD  KD  --
    2S  3S  4S  5S  6S  7S  8S  9S  TS  JS  QS  KS  --
""")


def dive_to_the_end(position: Position, units: int = 100_000) -> Dive:
    dive = Dive(bytes(position.cells))
    while not dive.idle:
        dive.step(units)
    return dive


def test_the_dive_finds_a_win_that_replays_in_the_engine():
    position = opening(GAPS0, QUICK_FOR_THE_DIVE)
    dive = dive_to_the_end(position)
    assert dive.line is not None
    assert replays_to_win(position, GAPS0, QUICK_FOR_THE_DIVE, 0, dive.line)


def test_the_dive_is_the_same_in_any_slices():
    position = opening(GAPS0, QUICK_FOR_THE_DIVE)
    whole = dive_to_the_end(position)
    sliced = Dive(bytes(position.cells))
    units = 0
    while not sliced.idle:
        units += sliced.step(7)
    assert sliced.line == whole.line
    assert sliced.boards == whole.boards
    assert units == -(-whole.boards // BOARDS_PER_UNIT)  # a unit is BOARDS_PER_UNIT boards


def test_the_dive_stops_with_no_line_when_it_has_seen_every_board_of_a_lost_deal():
    assert exhaustive(LOST_AFTER_A_SEARCH) is False
    dive = dive_to_the_end(LOST_AFTER_A_SEARCH)
    assert dive.line is None and dive.exhausted
    assert dive.boards > 100  # it went through the space, not just the start


def test_the_dive_stops_at_once_when_no_move_is_left():
    dive = Dive(bytes(ALL_GAPS_DEAD.cells))
    assert dive.step(10) == 1
    assert dive.idle and dive.line is None and dive.boards == 0


def test_the_dive_never_hops_a_two_along_the_left_edge_so_it_can_miss_a_win_the_solver_finds():
    assert exhaustive(WIN_NEEDS_A_HOP) is True
    dive = dive_to_the_end(WIN_NEEDS_A_HOP)
    assert dive.idle and dive.line is None  # it only stops: it never says "lost"
    result = solve(WIN_NEEDS_A_HOP, GAPS0, 1, 0, None, 10_000)
    assert result.verdict == WON
    assert replays_to_win(WIN_NEEDS_A_HOP, GAPS0, 1, 0, result.line)


def test_the_dive_stops_at_its_memory_cap(monkeypatch):
    monkeypatch.setattr("solitaire.solver.dive.MAX_SEEN", 500)
    dive = dive_to_the_end(opening(GAPS0, 0))
    assert dive.idle and dive.line is None and not dive.exhausted  # stopped, not out of boards
    assert len(dive.seen) == 500


def is_hop(move: Move) -> bool:
    return move.card % 16 == 2 and move.src % 13 == 0 and move.dst % 13 == 0


def exhaustive_without_hops(position: Position) -> bool | None:
    return exhaustive(position, skip=is_hop)


@settings(max_examples=40, deadline=None)
@given(st.data(), st.integers(5, 10))
def test_the_dive_finds_a_win_exactly_when_one_is_reachable_without_hops_and_it_replays(data, count):
    position = scrambled(data, count)
    truth = exhaustive_without_hops(position)
    dive = dive_to_the_end(position)
    if truth is not None:
        assert (dive.line is not None) == truth
    if dive.line is not None:
        assert exhaustive(position) is not False
        assert replays_to_win(position, GAPS0, 1, 0, dive.line)


def test_with_no_redeal_left_the_solver_runs_the_dive_beside_the_complete_search():
    position = opening(GAPS0, QUICK_FOR_THE_DIVE)
    solver = Solver(position, GAPS0, QUICK_FOR_THE_DIVE, 0)
    result = solver.run(None)
    assert result.verdict == WON
    assert solver._dive.line is not None  # the dive found it
    assert replays_to_win(position, GAPS0, QUICK_FOR_THE_DIVE, 0, result.line)
    # its boards count in the solver's work as units of BOARDS_PER_UNIT
    assert result.nodes >= solver._dive.boards // BOARDS_PER_UNIT


def test_the_solver_with_the_dive_reaches_the_same_line_and_work_in_any_slices():
    position = opening(GAPS0, QUICK_FOR_THE_DIVE)
    whole = Solver(position, GAPS0, QUICK_FOR_THE_DIVE, 0).step(100_000)
    sliced = Solver(position, GAPS0, QUICK_FOR_THE_DIVE, 0)
    results = list(sliced.slices(slice_nodes=37))
    assert all(r is None for r in results[:-1])
    assert results[-1].line == whole.line
    assert results[-1].nodes == whole.nodes


@pytest.mark.parametrize("redeals", [1, 3])
def test_with_redeals_left_the_phase_search_is_the_finder_and_there_is_no_dive(redeals):
    solver = Solver(opening(preset("gaps", redeals), 5), preset("gaps", redeals), 5, redeals)
    solver.step(10)
    assert solver._dive is None and solver._phases is not None


def test_the_dive_and_the_phase_search_have_the_finders_interface():
    from solitaire.solver.finder import Finder
    from solitaire.solver.phases import PhaseSearch
    from solitaire.solver.search import PLAN_ORDERS, Search

    board = bytes(opening(preset("gaps", 2), 5).cells)
    assert isinstance(Dive(board), Finder)
    assert isinstance(PhaseSearch(board, 2, preset("gaps", 2), 5), Finder)
    assert not isinstance(Search(board, 2, preset("gaps", 2), 5, PLAN_ORDERS), Finder)  # no idle: not a finder


def test_auto_plans_without_the_dive():
    solver = Solver(opening(GAPS0, 5), GAPS0, 5, 0, weak_pruning=True)
    solver.step(10)
    assert solver._dive is None
