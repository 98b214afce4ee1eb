"""The solver: verdicts on positions with known answers, lines that replay, agreement with brute force."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from solitaire import PRESETS, REDEAL, Game, Position, opening, preset
from solitaire.shape import CLASSIC
from solitaire.solver import (
    UNKNOWN,
    UNWINNABLE,
    Solver,
    auto_move,
    replays_to_win,
    solve,
)
from solitaire.solver import (
    WON as WON_VERDICT,
)
from tests.boards import ALL_GAPS_DEAD, ONE_MOVE_FROM_A_WIN, SOLVE_NODES, WON, board
from tests.brute import LOST_AFTER_A_SEARCH, exhaustive, scrambled
from tests.commandline import solitaire as run

ROOT = Path(__file__).resolve().parents[2]
GAPS0 = preset("gaps", 0)

TWO_AT_THE_WRONG_EDGE = board("""
    --  3C  4C  5C  6C  7C  8C  9C  TC  JC  QC  KC  2C
    2D  3D  4D  5D  6D  7D  8D  9D  TD  JD  QD  KD  --
    2H  3H  4H  5H  6H  7H  8H  9H  TH  JH  QH  KH  --
    2S  3S  4S  5S  6S  7S  8S  9S  TS  JS  QS  KS  --
""")


# -- positions with known answers --------------------------------------------------


def test_a_won_position_is_won_with_an_empty_line():
    result = solve(Position.from_layout(WON, CLASSIC), GAPS0, 1, 0, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == WON_VERDICT and result.line == []


def test_one_move_from_a_win_is_won_in_that_move():
    result = solve(ONE_MOVE_FROM_A_WIN, GAPS0, 1, 0, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == WON_VERDICT
    assert [str(a) for a in result.line] == ["KC 0,12 -> 0,11"]


def test_all_four_gaps_dead_with_no_redeal_is_unwinnable():
    assert ALL_GAPS_DEAD.is_stuck()
    result = solve(ALL_GAPS_DEAD, GAPS0, 1, 0, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == UNWINNABLE and result.line == []


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_position_whose_only_win_needs_a_redeal(seed):
    gaps1 = preset("gaps", 1)
    result = solve(ALL_GAPS_DEAD, gaps1, seed, 1, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == WON_VERDICT
    assert result.line[0] is REDEAL
    game = Game(gaps1, seed, ALL_GAPS_DEAD)
    for action in result.line:
        game.push(action)
    assert game.position.is_won()


def test_a_two_moves_to_the_left_edge_to_win():
    result = solve(TWO_AT_THE_WRONG_EDGE, GAPS0, 1, 0, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == WON_VERDICT
    assert replays_to_win(TWO_AT_THE_WRONG_EDGE, GAPS0, 1, 0, result.line)


def test_a_seeded_deal_is_won_by_a_line_that_replays_in_a_game():
    seed = 1  # a 0-redeal Gaps deal the solver wins in a fraction of a second
    result = solve(opening(GAPS0, seed), GAPS0, seed, 0, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == WON_VERDICT
    game = Game(GAPS0, seed)
    for action in result.line:
        game.push(action)
    assert game.position.is_won()


def test_a_node_budget_that_runs_out_says_unknown():
    result = solve(opening(GAPS0, 0), GAPS0, 0, 0, budget=None, max_nodes=50)
    assert result.verdict == UNKNOWN and result.nodes == 50


def test_the_search_runs_in_slices_to_the_same_verdict():
    solver = Solver(TWO_AT_THE_WRONG_EDGE, GAPS0, 1, 0)
    results = list(solver.slices(slice_nodes=1))
    assert all(r is None for r in results[:-1])
    assert results[-1].verdict == WON_VERDICT
    assert results[-1].line == solve(TWO_AT_THE_WRONG_EDGE, GAPS0, 1, 0).line


# -- agreement with brute force ----------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.data(), st.integers(5, 9))
def test_the_verdict_agrees_with_brute_force_on_small_positions(data, count):
    position = scrambled(data, count)
    truth = exhaustive(position)
    assume(truth is not None)
    result = solve(position, GAPS0, 7, 0, budget=None)
    assert result.verdict == (WON_VERDICT if truth else UNWINNABLE)
    if truth:
        assert replays_to_win(position, GAPS0, 7, 0, result.line)


@settings(max_examples=15, deadline=None)
@given(st.data(), st.integers(5, 7), st.integers(0, 2**32 - 1))
def test_lines_with_redeals_replay_to_a_win(data, count, seed):
    position = scrambled(data, count)
    for name in ("gaps", "spaces"):
        rules = preset(name, 1)
        result = solve(position, rules, seed, 1, budget=None, max_nodes=3000)
        assert result.verdict != UNWINNABLE or exhaustive(position) is not True
        if result.verdict == WON_VERDICT:
            assert replays_to_win(position, rules, seed, 1, result.line)


# -- auto ------------------------------------------------------------------------------


def test_auto_prefers_a_card_that_joins_a_locked_run():
    assert str(auto_move(ONE_MOVE_FROM_A_WIN)) == "KC 0,12 -> 0,11"
    assert auto_move(ALL_GAPS_DEAD) is None


# -- the command line ------------------------------------------------------------------


def test_solve_prints_the_verdict_the_line_nodes_and_time():
    result = run("solve", ONE_MOVE_FROM_A_WIN.layout(), "--budget", "2")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[:2] == ["won", "KC 0,12 -> 0,11"]
    assert lines[2].startswith("nodes ") and lines[3].startswith("time ")


def test_solve_with_a_redeal_prints_it_in_the_line():
    result = run("solve", ALL_GAPS_DEAD.layout(), "--redeals", "1", "--seed", "3")
    assert result.stdout.splitlines()[:2] == ["won", "redeal"]


def test_solve_rejects_a_bad_budget_in_one_line():
    result = run("solve", WON, "--budget", "soon")
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1


def test_winrate_prints_a_wilson_interval_and_a_progress_bar():
    result = run("winrate", "--variant", "gaps", "--redeals", "0", "--deals", "2", "--start", "1", "--budget", "0.2")
    assert result.returncode == 0
    assert "Wilson 95%" in result.stdout and "unknown" in result.stdout and "time per deal" in result.stdout
    assert "2/2" in result.stderr


def test_winrate_logs_each_deal_as_it_is_decided(tmp_path):
    log = tmp_path / "deals.log"
    log.write_text("earlier run\n")
    result = run(
        "winrate", "--variant", "gaps", "--deals", "2", "--start", "5", "--nodes", "300", "--each", "--log", str(log)
    )
    assert result.returncode == 0
    lines = log.read_text().splitlines()
    assert lines[0] == "earlier run"  # appended to, never overwritten
    logged = sorted(lines[1:])
    assert [line.split()[0] for line in logged] == ["5", "6"]
    assert logged == sorted(line for line in result.stdout.splitlines() if line.split()[0] in ("5", "6"))


def test_winrate_names_a_log_it_cannot_write_in_one_line(tmp_path):
    result = run("winrate", "--variant", "gaps", "--deals", "1", "--log", str(tmp_path / "no" / "such" / "dir.log"))
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1 and "--log" in result.stderr


def test_more_redeals_left_than_the_settings_allow_is_refused():
    from solitaire import SettingsError

    with pytest.raises(SettingsError, match="redeals left"):
        Solver(ONE_MOVE_FROM_A_WIN, GAPS0, 1, 2)


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_solver_gives_the_classic_solver_to_the_classic_board_only(variant):
    from solitaire.solver.anyboard import AnySolver
    from solitaire.solver.classic import ClassicSolver

    rules = PRESETS[variant]
    solver = Solver(opening(rules, 3), rules, 3)
    assert type(solver) is (ClassicSolver if rules.shape == CLASSIC else AnySolver)


# From a real search (seed 0): 5D waits for the cell after 4D (5C holds it), 5C for the cell after
# 4C (5H), 5H for the cell after 4H (JS), JS for a cell after TS (TS is in the last column, so TS
# must move first: after 9S, whose spades wait in turn for 4S to move next to 3S, and then 5S for
# the cell after 4S: 5D's). A cycle: none of them can ever move, though 4S still can.
CARDS_WAITING_IN_A_CYCLE = board("""
    2S  3S  --  5D  6D  7D  8D  8C  9C  9H  9D  TD  JD
    2D  3D  4D  5C  6C  7C  4S  5S  6S  7S  8S  9S  TS
    2H  3H  4H  JS  QS  KH  --  --  QD  KD  --  7H  8H
    2C  3C  4C  5H  6H  TH  JH  QH  KS  TC  JC  QC  KC
""")


def test_cards_waiting_for_each_others_cells_in_a_cycle_lose_the_deal_while_a_card_can_still_move():
    from solitaire.solver.prune import out_of_reach as _out_of_reach

    assert [str(m) for m in CARDS_WAITING_IN_A_CYCLE.legal_moves()] == ["4S 1,6 -> 0,2"]
    assert _out_of_reach(bytes(CARDS_WAITING_IN_A_CYCLE.cells), 0)
    result = solve(CARDS_WAITING_IN_A_CYCLE, GAPS0, 1, 0, budget=None, max_nodes=10)
    assert result.verdict == UNWINNABLE and result.nodes <= 2


def test_the_dead_position_test_flags_most_lost_boards_and_no_winnable_one():
    """Soundness and strength against brute force on 150 seeded scrambles of the won board."""
    import random

    from solitaire.solver.board import root_free as _root_free
    from solitaire.solver.prune import out_of_reach as _out_of_reach

    rng = random.Random(5)
    won = list(Position.from_layout(WON, CLASSIC).cells)
    counts = {(True, True): 0, (True, False): 0, (False, True): 0, (False, False): 0}
    for _ in range(150):
        cells = won[:]
        chosen = [12, 25, 38, 51, *rng.sample([i for i in range(52) if i % 13 != 12], rng.randint(1, 8))]
        contents = [cells[i] for i in chosen]
        rng.shuffle(contents)
        for i, card in zip(chosen, contents, strict=True):
            cells[i] = card
        winnable = exhaustive(Position(tuple(cells), CLASSIC), cap=50000)
        if winnable is None:
            continue
        board_bytes = bytes(cells)
        counts[(winnable, _out_of_reach(board_bytes, _root_free(board_bytes)))] += 1
    assert counts[(True, True)] == 0  # never gives up a winnable board
    lost = counts[(False, True)] + counts[(False, False)]
    assert lost >= 10 and counts[(False, True)] >= 0.8 * lost


def test_a_budget_counts_the_clock_it_is_given():
    ticks = iter(range(1000))
    result = solve(opening(GAPS0, 0), GAPS0, 0, 0, budget=2.5, clock=lambda: float(next(ticks)))
    assert result.verdict == UNKNOWN and 0 < result.nodes <= 3 * 200


@settings(max_examples=60, deadline=None)
@given(st.data(), st.integers(5, 10))
def test_the_dead_position_test_never_gives_up_a_winnable_position(data, count):
    from solitaire.solver.board import root_free as _root_free
    from solitaire.solver.prune import out_of_reach as _out_of_reach

    position = scrambled(data, count)
    cells = bytes(position.cells)
    if _out_of_reach(cells, _root_free(cells)):
        assert exhaustive(position, cap=50000) is not True


# -- partial-order reduction -------------------------------------------------------------

TWO_INDEPENDENT_GAPS = board("""
    2C  3C  4C  5C  6C  --  7C  8C  9C  TC  JC  QC  KC
    2D  3D  4D  5D  6D  --  7D  8D  9D  TD  JD  QD  KD
    2H  3H  4H  5H  6H  7H  8H  9H  TH  JH  QH  KH  --
    2S  3S  4S  5S  6S  7S  8S  9S  TS  JS  QS  KS  --
""")


def test_two_independent_gaps_expand_one_move():
    from solitaire import parse_card
    from solitaire.solver.prune import stubborn as _stubborn

    cells = bytes(TWO_INDEPENDENT_GAPS.cells)
    assert _stubborn(cells, 0) in (1 << parse_card("7C"), 1 << parse_card("7D"))  # a bit mask of the cards
    result = solve(TWO_INDEPENDENT_GAPS, GAPS0, 1, 0, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == WON_VERDICT and len(result.line) == 14


def test_no_reduction_when_a_left_edge_gap_is_open_and_a_three_is_involved():
    from solitaire.solver.board import root_free as _root_free
    from solitaire.solver.prune import stubborn as _stubborn

    cells = bytes(TWO_AT_THE_WRONG_EDGE.cells)
    assert _stubborn(cells, _root_free(cells)) == -1  # no reduction


@settings(max_examples=60, deadline=None)
@given(st.data(), st.integers(6, 12))
def test_the_partial_order_reduction_keeps_the_verdict_of_brute_force(data, count):
    from solitaire.solver.board import root_free as _root_free
    from solitaire.solver.prune import stubborn as _stubborn

    position = scrambled(data, count)
    cells = bytes(position.cells)
    mask = _stubborn(cells, _root_free(cells))
    if mask != -1:
        reduced = {card for card in range(64) if mask >> card & 1}
        moving = {m.card for m in position.legal_moves()}
        assert reduced and reduced < moving  # a non-empty proper subset of the moves
    truth = exhaustive(position, cap=30000)
    assume(truth is not None)
    result = solve(position, GAPS0, 7, 0, budget=None)
    assert result.verdict == (WON_VERDICT if truth else UNWINNABLE)
    if truth:
        assert replays_to_win(position, GAPS0, 7, 0, result.line)


# -- the orders share their work; the phase search finds wins with redeals ----------------------


def test_orders_that_share_their_work_prove_a_loss_with_one_expansion_of_each_position():
    """Two orders each search the whole space; sharing, each position is expanded once."""
    from solitaire.solver.search import PLAN_ORDERS as ORDERS
    from solitaire.solver.search import Search

    # a lost board (brute force: 1,678 positions reachable, none won); with the weaker
    # dead-position test the searches go through its space to the end
    board = bytes(LOST_AFTER_A_SEARCH.cells)
    alone = Search(board, 0, GAPS0, 1, ORDERS[:1], shared=True, weak=True)
    private = Search(board, 0, GAPS0, 1, ORDERS, shared=False, weak=True)
    shared = Search(board, 0, GAPS0, 1, ORDERS, shared=True, weak=True)
    for search in (alone, private, shared):
        search.step(100_000)
        assert search.exhausted and search.won is None
    assert exhaustive(LOST_AFTER_A_SEARCH) is False
    assert alone.nodes > 100
    assert shared.nodes == alone.nodes  # every position expanded once
    assert private.nodes >= 2 * alone.nodes - 1  # each order expands them all


@settings(max_examples=30, deadline=None)
@given(st.data(), st.integers(5, 9), st.sampled_from(["depth-first", "depth-first with restarts"]))
def test_every_order_keeps_the_verdict_of_brute_force(data, count, stack):
    from solitaire.solver.search import PLAN_ORDERS, Search

    position = scrambled(data, count)
    truth = exhaustive(position)
    assume(truth is not None)
    search = Search(bytes(position.cells), 0, GAPS0, 7, (*PLAN_ORDERS, stack))
    search.restart_base = 5  # restart often, to go through restarts in small spaces too
    while search.won is None and not search.exhausted:
        search.step(1000)
    assert (search.won is not None) == truth
    if truth:
        assert replays_to_win(position, GAPS0, 7, 0, search.line(*search.won))


@pytest.mark.parametrize(("variant", "seed"), [("montana", 3), ("spaces", 4), ("addiction", 5), ("gaps", 6)])
def test_the_phase_search_wins_a_deal_with_redeals_in_a_line_that_replays(variant, seed):
    from solitaire.solver.phases import PhaseSearch

    rules = preset(variant)
    start = opening(rules, seed)
    phases = PhaseSearch(bytes(start.cells), rules.redeals, rules, seed)
    while phases.line is None and not phases.idle and phases.nodes < 200_000:
        phases.step(500)
    assert phases.line is not None
    assert REDEAL in phases.line
    assert replays_to_win(start, rules, seed, rules.redeals, phases.line)


def test_a_search_with_redeals_in_slices_reaches_the_same_verdict_and_line():
    rules = preset("spaces", 3)
    start = opening(rules, 2)
    whole = solve(start, rules, 2, 3, budget=None, max_nodes=100_000)
    assert whole.verdict == WON_VERDICT
    solver = Solver(start, rules, 2, 3, max_nodes=100_000)
    sliced = None
    while sliced is None:
        sliced = solver.step(37)
    assert (sliced.verdict, sliced.line, sliced.nodes) == (whole.verdict, whole.line, whole.nodes)
