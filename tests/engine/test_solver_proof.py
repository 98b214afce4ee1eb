"""The proof: the lean depth-first complete search over classes that may prove a loss when no redeal is left."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from solitaire import Position, opening, preset
from solitaire.solver import UNWINNABLE, WON, Solver, replays_to_win, solve
from solitaire.solver.proof import EXPANSIONS_PER_UNIT, Proof
from tests.boards import ALL_GAPS_DEAD, ONE_MOVE_FROM_A_WIN, SOLVE_NODES, board
from tests.brute import LOST_AFTER_A_SEARCH, exhaustive, scrambled

GAPS0 = preset("gaps", 0)

# The win needs 2C to hop from row A's left edge to row B's (locking 3C-KC), then 2H into row A.
WIN_NEEDS_A_HOP = board("""
    2C  3H  4H  5H  6H  7H  8H  9H  TH  JH  QH  KH  --
    --  3C  4C  5C  6C  7C  8C  9C  TC  JC  QC  KC  2H
    2D  3D  4D  5D  6D  7D  8D  9D  TD  JD  QD  KD  --
    2S  3S  4S  5S  6S  7S  8S  9S  TS  JS  QS  KS  --
""")


def prove(position: Position, units: int = SOLVE_NODES) -> Proof:
    proof = Proof(bytes(position.cells))
    proof.step(units)
    return proof


def test_the_proof_proves_a_lost_board_lost_after_searching_its_whole_space():
    assert exhaustive(LOST_AFTER_A_SEARCH) is False
    proof = prove(LOST_AFTER_A_SEARCH)
    assert proof.idle and proof.lost and proof.line is None
    assert proof.expansions > 10  # it went through the space, not just the start


def test_the_proof_proves_a_stuck_board_lost_at_once():
    proof = prove(ALL_GAPS_DEAD)
    assert proof.lost and proof.expansions == 1


def test_the_proof_wins_one_move_from_a_win_in_that_move():
    proof = prove(ONE_MOVE_FROM_A_WIN)
    assert not proof.lost and [str(a) for a in proof.line] == ["KC 0,12 -> 0,11"]


def test_the_proof_finds_a_win_that_needs_a_two_to_hop_along_the_left_edge():
    assert exhaustive(WIN_NEEDS_A_HOP) is True
    proof = prove(WIN_NEEDS_A_HOP)
    assert not proof.lost and proof.line is not None
    assert replays_to_win(WIN_NEEDS_A_HOP, GAPS0, 1, 0, proof.line)


def test_the_proof_at_its_memory_cap_stops_and_proves_nothing(monkeypatch):
    monkeypatch.setattr("solitaire.solver.proof.MAX_CLASSES", 500)
    proof = prove(opening(GAPS0, 0))
    assert proof.idle and not proof.lost and proof.line is None
    assert len(proof.seen) == 500
    assert proof.step(10) == 0  # idle: nothing more


def test_the_proof_is_the_same_in_any_slices():
    whole = prove(LOST_AFTER_A_SEARCH)
    sliced = Proof(bytes(LOST_AFTER_A_SEARCH.cells))
    units = 0
    while not sliced.idle:
        units += sliced.step(3)
    assert sliced.lost and sliced.expansions == whole.expansions
    counted = -(-(whole.expansions - 1) // EXPANSIONS_PER_UNIT)  # the root's expansion comes with the start
    assert counted <= units <= counted + 1  # a unit is EXPANSIONS_PER_UNIT expansions (the last step may only pop)


@settings(max_examples=80, deadline=None)
@given(st.data(), st.integers(5, 12))
def test_the_proof_says_lost_exactly_when_brute_force_finds_no_win_and_its_lines_replay(data, count):
    position = scrambled(data, count)
    truth = exhaustive(position, cap=30000)
    assume(truth is not None)
    proof = prove(position)
    assert proof.idle
    assert proof.lost == (not truth)
    assert (proof.line is not None) == truth
    if truth:
        assert replays_to_win(position, GAPS0, 1, 0, proof.line)


@settings(max_examples=40, deadline=None)
@given(st.data(), st.integers(5, 10))
def test_the_solver_with_the_proof_agrees_with_brute_force(data, count):
    position = scrambled(data, count)
    truth = exhaustive(position, cap=30000)
    assume(truth is not None)
    result = solve(position, GAPS0, 7, 0, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == (WON if truth else UNWINNABLE)
    if truth:
        assert replays_to_win(position, GAPS0, 7, 0, result.line)


def test_with_no_redeal_left_the_solver_runs_the_proof_beside_the_dive_and_the_complete_search():
    solver = Solver(LOST_AFTER_A_SEARCH, GAPS0, 1, 0)
    result = solver.run(None)
    assert result.verdict == UNWINNABLE
    assert solver._proof.lost  # the proof proved it
    assert not solver._search.exhausted  # before the complete search could
    # its expansions count in the solver's work as units of EXPANSIONS_PER_UNIT
    assert result.nodes >= solver._proof.expansions // EXPANSIONS_PER_UNIT


def test_a_dive_stopped_at_its_cap_gives_its_turns_to_the_complete_search_not_to_the_proof(monkeypatch):
    monkeypatch.setattr("solitaire.solver.dive.MAX_SEEN", 500)
    solver = Solver(opening(GAPS0, 0), GAPS0, 0, 0)
    solver.step(2_000)
    assert solver._dive.idle and not solver._dive.exhausted
    assert solver._proof.expansions == 1  # only its start: it had no turn
    assert solver._search.work() > 1_500


def test_once_the_dive_has_seen_all_it_can_reach_the_proof_also_takes_turns_of_the_complete_search(monkeypatch):
    # seed 2: the dive sees every board it can reach in 38,588 boards (about 3,200 units); the deal is lost
    def proof_work(search_turns: int) -> int:
        monkeypatch.setattr("solitaire.solver.classic.SEARCH_TURNS_TO_PROOF", search_turns)
        solver = Solver(opening(GAPS0, 2), GAPS0, 2, 0)
        solver.step(20_000)
        assert solver._dive.exhausted and not solver._proof.idle
        return solver._proof.expansions

    alone, with_search_turns = proof_work(0), proof_work(1)
    assert with_search_turns > 1.3 * alone


def test_the_solver_with_the_proof_reaches_the_same_verdict_and_work_in_any_slices():
    whole = Solver(LOST_AFTER_A_SEARCH, GAPS0, 1, 0).step(SOLVE_NODES)
    results = list(Solver(LOST_AFTER_A_SEARCH, GAPS0, 1, 0).slices(slice_nodes=37))
    assert all(r is None for r in results[:-1])
    assert results[-1].verdict == whole.verdict == UNWINNABLE
    assert results[-1].nodes == whole.nodes


def test_there_is_no_proof_with_redeals_left_nor_in_autos_plans():
    gaps1 = preset("gaps", 1)
    for solver in (Solver(opening(gaps1, 5), gaps1, 5, 1), Solver(opening(GAPS0, 5), GAPS0, 5, 0, weak_pruning=True)):
        solver.step(10)
        assert solver._proof is None


def test_the_proof_has_the_finders_interface():
    from solitaire.solver.finder import Finder

    assert isinstance(Proof(bytes(opening(GAPS0, 5).cells)), Finder)
