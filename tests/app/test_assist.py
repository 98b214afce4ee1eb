"""Hint, Auto, play-out and the sliced "winnable from here?" analysis (py/app/analysis/assist.py) under CPython."""

from __future__ import annotations

import itertools

import pytest
from app.analysis.advice import PlayOut, advise, choose_action, fallback_action
from app.analysis.assist import Analysis, Assist
from app.core.events import Command, Kind, NewDeal, Source
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import REDEAL, Game, Move, Position, preset
from solitaire.auto import AutoPlayer
from solitaire.auto import play_out as auto_play_out
from solitaire.shape import CLASSIC
from solitaire.solver import UNKNOWN, UNWINNABLE, WON, solve
from tests.app.fakes import Clock, new_session
from tests.boards import DEAD, ONE_FROM_WIN
from tests.boards import WON as WON_LAYOUT

# Gaps after the four kings with no redeal: nothing can move, the game is lost.


def real_clock():
    import time

    return lambda: time.perf_counter() * 1000


def run(analysis: Analysis, limit: int = 100_000) -> Analysis:
    for _ in range(limit):
        if analysis.slice():
            return analysis
    raise AssertionError("analysis did not finish")


def legal(game: Game, action) -> bool:
    if action is REDEAL:
        return game.status.redeal_allowed
    return action in game.status.legal_moves


@pytest.mark.parametrize(
    ("variant", "seed", "redeals"),
    [("gaps", 1, 0), ("gaps", 88, 0), ("gaps", 93, 0), ("gaps", 5, 3), ("gaps", 9, 0)],
)
def test_slicing_gives_the_verdict_of_solve(variant, seed, redeals):
    game = Game(preset(variant, redeals), seed)
    whole = solve(game.position, game.settings, game.seed, game.redeals_left, budget=None, max_nodes=400_000)
    assert whole.verdict in (WON, UNWINNABLE)
    analysis = run(Analysis(game, Clock(tick=0.5), budget_ms=float("inf")))
    assert analysis.verdict == whole.verdict
    assert analysis.slices >= 1
    if analysis.verdict == WON:
        replay = Game(game.settings, game.seed)
        for action in analysis.line:
            replay.push(action)
        assert replay.position.is_won()


def test_slices_adapt_to_the_measured_time():
    game = Game(preset("gaps", 0), 0)  # a hard deal: undecided for a long time
    clock = Clock(tick=1.0)  # every read of the clock moves on 1 ms: every chunk seems to take 1 ms
    analysis = Analysis(game, clock, budget_ms=float("inf"), target_ms=8)
    sizes = []
    for _ in range(3):
        sizes.append(analysis.nodes)
        assert not analysis.slice()
    # chunks seem cheap (1 ms against an aim of 2 ms): they grow, 2x a chunk at most, 4 chunks a slice
    assert sizes == [4, 64, 1024]
    assert all(a < b <= 4000 for a, b in itertools.pairwise(sizes))
    assert analysis.longest_ms <= 8
    clock.tick = 20.0  # now a chunk seems to take 20 ms: one chunk per slice, and the next one shrinks
    before = analysis.nodes
    assert not analysis.slice()
    assert analysis.nodes == before * 2 // 20


def test_the_budget_ends_in_not_sure():
    game = Game(preset("gaps", 0), 0)
    clock = Clock(tick=1.0)
    analysis = run(Analysis(game, clock, budget_ms=50))
    assert analysis.verdict == UNKNOWN
    assert analysis.line == []


def test_ended_games_are_decided_at_once():
    assert Analysis(Game(preset("gaps", 0), 1, Position.from_layout(WON_LAYOUT, CLASSIC)), Clock()).verdict == WON
    dead = Analysis(Game(preset("gaps", 0), 1, Position.from_layout(DEAD, CLASSIC)), Clock())
    assert dead.verdict == UNWINNABLE
    one = run(Analysis(Game(preset("gaps", 0), 1, Position.from_layout(ONE_FROM_WIN, CLASSIC)), Clock()))
    assert one.verdict == WON
    assert [str(a) for a in one.line] == ["KC 0,12 -> 0,11"]


def test_hint_is_legal_proven_when_a_line_is_known_and_says_lost():
    game = Game(preset("gaps", 0), 1)
    analysis = run(Analysis(game, Clock(), budget_ms=float("inf")))
    advice = advise(game, analysis)
    assert advice.proven and legal(game, advice.action)
    assert advice.cells == (advice.action.src, advice.action.dst)
    # without an answer yet: the heuristic's move
    pending = Analysis(game, Clock())
    assert pending.verdict is None
    fallback = advise(game, pending)
    assert not fallback.proven and legal(game, fallback.action)
    assert fallback.action == fallback_action(game)
    # a proved loss says so and suggests nothing
    dead = Game(preset("gaps", 0), 1, Position.from_layout(DEAD, CLASSIC))
    lost = advise(dead, Analysis(dead, Clock()))
    assert lost.lost and lost.action is None and lost.cells == ()
    lost_game = Game(preset("gaps", 0), 88)
    lost_advice = advise(lost_game, run(Analysis(lost_game, Clock())))
    assert lost_advice.lost and "No way to win" in lost_advice.text


def test_hint_and_auto_redeal_when_stuck_with_a_redeal_left():
    game = Game(preset("gaps", 1), 1, Position.from_layout(DEAD, CLASSIC))
    assert game.status.redeal_allowed
    assert fallback_action(game) is REDEAL
    assert choose_action(game, AutoPlayer()) is REDEAL
    assert advise(game, None).redeal


@pytest.mark.parametrize(
    ("variant", "seed"), list(itertools.product(["addiction", "gaps", "montana", "spaces"], [2, 7]))
)
def test_auto_plays_legal_moves_and_play_out_ends(variant, seed):
    game = Game(preset(variant), seed)
    play = PlayOut(max_steps=600)
    auto = AutoPlayer()
    steps = 0
    while True:
        action = play.next(game, auto)
        if action is None:
            break
        assert legal(game, action), action
        game.push(action)
        steps += 1
    assert play.reason
    assert steps <= 600
    if "circles" not in play.reason and "Stopped after" not in play.reason:
        assert game.status.over


@pytest.mark.parametrize(("variant", "seed"), [("addiction", 1), ("gaps", 4)])
def test_play_out_is_autos_play_and_wins_what_auto_wins(variant, seed):
    settings = preset(variant)
    won, actions = auto_play_out(settings, seed)
    assert won, "a deal Auto wins (docs/win-rates.md)"
    game = Game(settings, seed)
    play = PlayOut()
    auto = AutoPlayer()
    played = []
    while (action := play.next(game, auto)) is not None:
        game.push(action)
        played.append(action)
    assert played == actions
    assert game.position.is_won()
    assert "won" in play.reason


def test_assist_restarts_on_change_and_remembers_answers():
    session = new_session(query="?variant=gaps&seed=88&redeals=0")
    game = session.game
    assist = Assist(Clock())
    assert assist.update(game)
    assert not assist.update(game)  # same state: keep going
    while not assist.slice():
        pass
    assert assist.verdict == UNWINNABLE
    first = assist.analysis
    event = session.apply(game.status.legal_moves[0])
    assert assist.update(game, event)
    assert assist.verdict == UNWINNABLE  # a state after a lost one is lost: no search needed
    undo = session.apply(Command.UNDO)
    assert assist.update(game, undo)
    assert assist.analysis is not first and assist.verdict == UNWINNABLE  # remembered


def test_an_answer_is_carried_only_along_the_action_the_event_reports():
    session = new_session(query=f"?variant=gaps&seed=1&redeals=1&layout={DEAD}")
    assist = Assist(Clock())
    assist.update(session.game)
    assert assist.analysis.run_for(10_000) and assist.verdict == WON
    line = list(assist.analysis.line)
    assert line[0] is REDEAL  # stuck with one redeal left: the win starts with it
    redeal = session.apply(REDEAL)
    assert redeal.forward is REDEAL
    assert assist.update(session.game, redeal)
    assert assist.verdict == WON and assist.analysis.line == line[1:]  # carried, no search
    # without the event, nothing is carried: the same state is searched afresh
    fresh = Assist(Clock())
    fresh.update(session.game)
    assert fresh.verdict is None and fresh.analysis.searched == 0


def test_auto_plays_through_the_sessions_pipeline():
    session = new_session(seed=5)
    session.apply(NewDeal("gaps", 0, 3))
    move = fallback_action(session.game)
    assert isinstance(move, Move)
    before = session.game.state
    event = session.apply(move, Source.AUTO)
    assert event.kind is Kind.MOVE and event.source is Source.AUTO
    assert session.game.actions[-1] == move
    assert session.game.state != before


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["addiction", "gaps", "montana", "spaces"]), st.integers(0, 2**32 - 1), st.data())
def test_auto_and_hint_only_make_legal_moves(variant, seed, data):
    game = Game(preset(variant), seed)
    for _ in range(data.draw(st.integers(0, 30))):
        move = fallback_action(game)
        if not isinstance(move, Move):
            break
        assert move in game.position.legal_moves()
        game.push(move)
    advice = advise(game, None)
    if isinstance(advice.action, Move):
        assert advice.action in game.status.legal_moves
    elif advice.action is REDEAL:
        assert game.status.redeal_allowed
    else:
        assert game.status.over or game.position.is_stuck()


def test_hint_gives_the_first_move_of_a_winning_line():
    position = Position.from_layout(ONE_FROM_WIN, CLASSIC)
    game = Game(preset("gaps", 0), 1, position)
    analysis = Analysis(game, Clock())
    assert analysis.run_for(1000)
    advice = advise(game, analysis)
    assert advice.proven and str(advice.action) == "KC 0,12 -> 0,11"


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["addiction", "gaps", "montana", "spaces"]), st.integers(0, 2**32 - 1), st.data())
def test_a_hint_never_breaks_a_locked_run_unless_it_follows_a_proven_win(variant, seed, data):
    game = Game(preset(variant, 0), seed)
    for _ in range(data.draw(st.integers(0, 40))):
        moves = game.status.legal_moves
        if not moves:
            break
        game.push(moves[data.draw(st.integers(0, len(moves) - 1))])
    advice = advise(game, None)  # no analysis: the heuristic's move
    if isinstance(advice.action, Move):
        assert game.position.play(advice.action).ordered() >= game.position.ordered()
