"""A game's review: the plan finds the action between the last position a win was proved from and the first
proved lost, never says more than the verdicts prove, and runs on real games with the solver."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solitaire import REDEAL
from solitaire.review import Review, review_game, solver_for, states_of
from solitaire.solver import UNKNOWN, UNWINNABLE, WON, replays_to_win, solve
from tests.boards import SOLVE_NODES, WINNABLE_GAPS_0, random_game
from tests.commandline import solitaire as run


def exact(truth_last_won: int, unknown: frozenset[int] = frozenset()):
    """A stand-in solver over positions 0..n: won up to ``truth_last_won``, lost after, unknown where told."""

    def verdict(index: int):
        if index in unknown:
            return UNKNOWN
        return WON if index <= truth_last_won else UNWINNABLE

    return verdict


def run_plan(plan: Review, verdict) -> list[int]:
    asked = []
    while (index := plan.next()) is not None:
        assert index not in plan.searched, "a position is searched twice"
        asked.append(index)
        plan.record(index, verdict(index))
    return asked


# -- the plan --------------------------------------------------------------------------------------------


def test_a_won_game_needs_no_search_and_every_position_of_it_could_be_won():
    plan = Review(["a"] * 5, won=True)
    assert plan.next() is None
    assert [plan.verdict(i) for i in range(6)] == [WON] * 6
    assert plan.slip is None


def test_the_slip_is_the_action_after_the_last_position_proved_won():
    plan = Review([f"action {i}" for i in range(10)])
    asked = run_plan(plan, exact(6))
    assert asked == [10, 9, 8, 7, 6]  # back from the end while lost, then the first won
    assert plan.slip is not None and plan.slip.number == 7 and plan.slip.action == "action 6"


def test_a_game_lost_from_its_start_has_no_slip():
    plan = Review(["x"] * 4)
    run_plan(plan, exact(-1))
    assert plan.lost_from_start and plan.slip is None
    assert all(plan.verdict(i) == UNWINNABLE for i in range(5))


def test_a_game_stopped_where_it_could_still_be_won_has_no_slip():
    plan = Review(["x"] * 4)
    assert run_plan(plan, exact(4)) == [4]
    assert plan.slip is None and plan.last_won == 4


def test_after_an_undecided_position_the_review_bisects_from_the_start():
    plan = Review(["x"] * 20)
    asked = run_plan(plan, exact(5, frozenset({17})))
    assert asked[:5] == [20, 19, 18, 17, 0]
    assert plan.slip is not None and plan.slip.number == 6  # found by bisecting 0..17
    assert plan.verdict(17) == UNWINNABLE  # implied by position 6's loss


def test_the_review_says_how_far_it_could_tell_when_positions_stay_undecided():
    plan = Review(["x"] * 20)
    run_plan(plan, exact(5, frozenset(range(6, 18))))
    assert plan.slip is None
    assert plan.last_won == 5 and plan.first_lost == 18
    assert plan.verdict(6) == UNKNOWN and plan.verdict(18) == UNWINNABLE


def test_a_winning_line_the_game_followed_proves_the_positions_it_reached():
    plan = Review(["a", "b", "c", "d", "e"])
    plan.record(1, WON, ["b", "c", "x"])  # the game took b and c, then left the line
    assert plan.last_won == 3
    assert plan.verdict(3) == WON and plan.verdict(4) == UNKNOWN


@given(
    st.integers(0, 40).flatmap(
        lambda n: st.tuples(st.just(n), st.integers(-1, n), st.frozensets(st.integers(0, n), max_size=n + 1))
    )
)
def test_the_review_never_claims_more_than_the_verdicts_prove(case):
    n, truth, unknown = case
    plan = Review(["x"] * n)
    asked = run_plan(plan, exact(truth, unknown))
    assert len(asked) <= n + 1
    for index in range(n + 1):
        said = plan.verdict(index)
        assert said == UNKNOWN or said == (WON if index <= truth else UNWINNABLE)
    if not unknown:  # every search decides: the review finds exactly where the game was lost
        assert plan.slip is not None or plan.lost_from_start or plan.last_won == n
        if 0 <= truth < n:
            assert plan.slip is not None and plan.slip.number == truth + 1


# -- real games ------------------------------------------------------------------------------------------


def test_the_states_of_a_game_follow_its_actions_and_count_its_redeals_down():
    game = random_game("addiction", 2, 11, 3)
    states = states_of(game)
    assert len(states) == len(game.actions) + 1
    assert states[0].position == game.start and states[-1].position == game.position
    redeals = [i for i, action in enumerate(game.actions) if action is REDEAL]
    assert redeals, "the game used a redeal"
    assert states[redeals[0]].redeals_left == 2 and states[redeals[0] + 1].redeals_left == 1
    assert not any(state.gave_up for state in states)


def test_the_review_of_a_lost_game_names_a_slip_the_solver_confirms():
    game = random_game("gaps", 0, WINNABLE_GAPS_0, 1)
    assert not game.position.is_won()
    plan = review_game(game, solver_for(None, SOLVE_NODES))
    slip = plan.slip
    assert slip is not None
    before, after = states_of(game)[slip.number - 1], states_of(game)[slip.number]
    won = solve(before.position, before.settings, before.seed, before.redeals_left, None, SOLVE_NODES)
    assert won.verdict == WON
    assert replays_to_win(before.position, before.settings, before.seed, before.redeals_left, won.line)
    lost = solve(after.position, after.settings, after.seed, after.redeals_left, None, SOLVE_NODES)
    assert lost.verdict == UNWINNABLE


@pytest.mark.parametrize("variant", ["montana", "blue-moon", "paganini"])
def test_the_review_runs_on_other_games_and_agrees_with_itself(variant):
    game = random_game(variant, 0, 5, 2)
    plan = review_game(game, solver_for(None, SOLVE_NODES))
    proved = [i for i in range(len(game.actions) + 1) if plan.verdict(i) != UNKNOWN]
    assert proved, "the review proved something of the game"
    if plan.last_won is not None and plan.first_lost is not None:
        assert plan.last_won < plan.first_lost


# -- the command line ------------------------------------------------------------------------------------


def test_review_on_the_command_line_prints_each_action_and_the_slip(tmp_path):
    from solitaire.save import dumps

    game = random_game("gaps", 0, WINNABLE_GAPS_0, 1)
    plan = review_game(game, solver_for(None, SOLVE_NODES))
    save = tmp_path / "game.json"
    save.write_text(dumps(game), encoding="utf-8")
    result = run("review", str(save), "--nodes", str(SOLVE_NODES), "--budget", "600")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == len(game.actions) + 3  # a heading, the start, each action, the summary
    assert lines[plan.slip.number + 1].split()[:2] == [str(plan.slip.number), str(plan.slip.action).split()[0]]
    assert lines[-1].startswith(f"slip: action {plan.slip.number} ({plan.slip.action})")
    from_stdin = run("review", "-", "--nodes", str(SOLVE_NODES), "--budget", "600", stdin=dumps(game))
    assert from_stdin.stdout == result.stdout


@pytest.mark.parametrize(
    ("content", "says"),
    [("not json", "not valid JSON"), ('{"format": "other"}', "not a saved game"), (None, "cannot read")],
)
def test_review_of_a_file_that_is_no_save_is_one_line_and_status_2(tmp_path, content, says):
    path = tmp_path / "game.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    result = run("review", str(path))
    assert result.returncode == 2
    assert says in result.stderr and len(result.stderr.splitlines()) == 1 and "Traceback" not in result.stderr
