"""The analysis worker's protocol and loop (app.analysis.protocol, app.analysis.search_worker) and the page's
side of it (Assist in remote mode: stale answers ignored, answers reused along a proved line and after an
undo, Look longer, the fallback to in-page slices), all under CPython: the worker's Python is the same code
the page's worker runs."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from app.analysis.advice import PlayOut, advise, choose_action
from app.analysis.assist import Assist, Switch, read_switch
from app.analysis.protocol import (
    AUTO,
    CALL_NODES,
    SEARCHING,
    Answer,
    ProtocolError,
    decode_action,
    decode_message,
    decode_request,
    encode_action,
    encode_analyse,
    encode_answer,
    encode_auto,
    encode_more,
    encode_status,
    encode_stop,
)
from app.analysis.search_worker import Job, Worker
from app.core.events import Command
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import REDEAL, Game, GameState, Move, Position, preset
from solitaire.auto import AutoPlayer
from solitaire.shape import CLASSIC
from solitaire.solver import UNKNOWN, UNWINNABLE, WON
from tests.app.fakes import Clock, new_session
from tests.boards import DEAD, ONE_FROM_WIN
from tests.strategies import random_play, seeds, variants


def replays_to_a_win(game: Game, line) -> bool:
    assert game.redeals_left == game.settings.redeals  # a game at its start's redeal count
    replay = Game(game.settings, game.seed, game.position)
    for action in line:
        replay.push(action)
    return replay.position.is_won()


def serve(worker: Worker, assist: Assist, limit: int = 10_000) -> list[Answer]:
    """Post the assist's request to the worker and feed the worker's answers back until it stops."""
    answers: list[Answer] = []
    request = assist.request()
    if request is not None:
        reply = worker.handle(request)
        if reply is not None:
            answers.append(decode_message(reply))
            assist.receive(answers[-1])
    for _ in range(limit):
        if not worker.busy:
            return answers
        reply = worker.step()
        if reply is not None:
            answers.append(decode_message(reply))
            assist.receive(answers[-1])
    raise AssertionError("the worker did not stop")


# -- encoding -------------------------------------------------------------------------

actions = st.one_of(
    st.just(REDEAL),
    st.builds(Move, st.integers(2, 255), st.integers(0, 55), st.integers(0, 55), st.sampled_from([13, 14])),
)


@given(st.lists(actions, max_size=30), st.integers(0, 2**31), st.sampled_from([SEARCHING, WON, UNWINNABLE, UNKNOWN]))
def test_answers_round_trip(line, request_id, state):
    answer = Answer(request_id, state, line, nodes=1234, ms=56.7, calls=8, call_nodes=CALL_NODES)
    assert decode_message(encode_answer(answer)) == answer


@given(st.integers(0, 2**31), st.sampled_from(["gaps", "montana", "spaces", "addiction"]), st.integers(0, 3))
def test_requests_round_trip(request_id, variant, redeals):
    game = Game(preset(variant, redeals), 7)
    text = encode_analyse(request_id, game.state, 900.0)
    request = decode_request(text)
    assert (request.type, request.id, request.state, request.budget_ms) == ("analyse", request_id, game.state, 900.0)
    assert (request.state.seed, request.state.redeals_left) == (7, redeals)
    more = decode_request(encode_more(request_id, 5000))
    assert (more.type, more.id, more.budget_ms) == ("more", request_id, 5000.0)
    assert decode_request(encode_stop()).type == "stop"


def test_status_messages():
    assert decode_message(encode_status("ready")) == ("ready", "")
    assert decode_message(encode_status("failed", "no wasm")) == ("failed", "no wasm")


def good_request() -> dict:
    game = Game(preset("gaps", 1), 3)
    return json.loads(encode_analyse(5, game.state, 1000.0))


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"v": 1}, "protocol version"),
        ({"type": "solve"}, "unknown request type"),
        ({"id": -1}, "id must be"),
        ({"id": "5"}, "id must be"),
        ({"state": None}, "a game state must be an object"),
        ({"state": {}}, "a game state lacks settings, seed, layout, redeals_left, gave_up"),
        ({"seed": 2**40}, "seed"),
        ({"layout": "2C3C"}, "layout"),
        ({"settings": {"opening": "row-end"}}, "settings lack"),
        ({"redeals_left": 2}, "redeals left must be 0 to 1 here, not 2"),
        ({"redeals_left": -1}, "redeals left must be 0 to 1"),
        ({"gave_up": "no"}, "gave_up must be true or false"),
        ({"budget_ms": 0}, "budget_ms"),
        ({"budget_ms": "soon"}, "budget_ms"),
    ],
)
def test_bad_requests_say_what_is_wrong(change, says):
    data = good_request()
    top = {k: v for k, v in change.items() if k in data}
    data = data | top
    data["state"] = (
        data["state"] if "state" in top else data["state"] | {k: v for k, v in change.items() if k not in top}
    )
    with pytest.raises(ProtocolError, match=says):
        decode_request(json.dumps(data))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", json.dumps({"v": 1}), 5])
def test_what_is_not_a_message_is_refused(text):
    with pytest.raises(ProtocolError):
        decode_request(text)
    with pytest.raises(ProtocolError):
        decode_message(text)


@pytest.mark.parametrize("bad", ["REDEAL", [1, 2], [2, 256, 0], [2, 0, -1], [2.0, 0, 1], [2, 0, 1, 13, 0], None])
def test_bad_actions_are_refused(bad):
    with pytest.raises(ProtocolError):
        decode_action(bad)
    assert decode_action(encode_action(REDEAL)) is REDEAL


def test_a_bad_request_gets_a_failed_answer_and_keeps_the_job():
    worker = Worker(Clock(tick=1.0))
    game = Game(preset("gaps", 0), 0)
    worker.handle(encode_analyse(1, game.state, 1e6))
    reply = decode_message(worker.handle("not json"))
    assert reply[0] == "failed" and "bad request" in reply[1]
    assert worker.busy


# -- the worker's loop ----------------------------------------------------------------


def test_the_worker_proves_a_win_that_replays():
    game = Game(preset("gaps", 0), 1)  # won by the solver in a few thousand nodes
    clock = Clock(tick=1.0)
    worker = Worker(clock, report_ms=5)
    assert worker.handle(encode_analyse(3, game.state, 1e6)) is None
    answers, reported = [], []
    while worker.busy:
        reply = worker.step(2)
        if reply is not None:
            answers.append(decode_message(reply))
            reported.append(clock.ms)
    assert answers[-1].state == WON and answers[-1].id == 3
    assert len(answers) >= 3 and all(a.state == SEARCHING for a in answers[:-1])
    assert [a.nodes for a in answers] == sorted(a.nodes for a in answers)
    # progress is posted at most every report_ms (here 5 ms of the fake clock), the verdict at once
    assert all(b - a >= 5 for a, b in itertools.pairwise(reported[:-1]))
    assert replays_to_a_win(game, answers[-1].line)
    assert not worker.busy


def test_a_new_request_drops_the_old_search():
    worker = Worker(Clock(tick=1.0), report_ms=0)
    hard = Game(preset("gaps", 0), 0)
    worker.handle(encode_analyse(1, hard.state, 1e6))
    first = decode_message(worker.step(20))
    assert first.id == 1 and first.state == SEARCHING
    lost = Game(preset("gaps", 0), 1, Position.from_layout(DEAD, CLASSIC))
    assert worker.handle(encode_analyse(2, lost.state, 1e6)) is None
    # the next step is the new search's: the dead board is decided at once, and nothing is left running
    answer = decode_message(worker.step(20))
    assert (answer.id, answer.state) == (2, UNWINNABLE)
    assert worker.step() is None
    assert worker.handle(encode_stop()) is None and worker.job is None


def test_the_budget_ends_in_unknown_and_more_goes_on_from_there():
    hard = Game(preset("gaps", 0), 0)
    job = Job(decode_request(encode_analyse(9, hard.state, 30.0)), Clock(tick=1.0))
    answer = job.work(10)
    while not answer.final:
        answer = job.work(10)
    assert answer.state == UNKNOWN and answer.line == []
    spent = job.nodes
    assert spent > 0 and job.spent_ms >= 30
    solver = job.solver
    assert job.more(30.0)
    answer = job.work(10)
    assert job.solver is solver  # the same search, its work kept
    assert job.nodes > spent
    while not answer.final:
        answer = job.work(10)
    assert answer.state == UNKNOWN and job.nodes > spent and job.spent_ms >= 60
    decided = Job(
        decode_request(encode_analyse(1, GameState(hard.settings, 0, Position.from_layout(DEAD, CLASSIC), 0), 30.0))
    )
    assert decided.work(10).state == UNWINNABLE
    assert not decided.more(30.0)


def test_a_stale_more_is_ignored():
    worker = Worker(Clock(tick=1.0))
    hard = Game(preset("gaps", 0), 0)
    worker.handle(encode_analyse(1, hard.state, 5.0))
    while worker.busy:
        worker.step(5)
    assert worker.handle(encode_more(2, 5.0)) is None and not worker.busy  # not the job it holds
    assert worker.handle(encode_more(1, 5.0)) is None and worker.busy


# -- the page's side: Assist in remote mode ----------------------------------------------


def remote_assist() -> Assist:
    return Assist(Clock(), remote=True, worker_budget_ms=1e6)


def test_remote_analysis_waits_for_the_worker_and_takes_its_answer():
    assist = remote_assist()
    game = Game(preset("gaps", 0), 1)
    assert assist.update(game)
    analysis = assist.analysis
    assert analysis.waiting and analysis.solver is None and assist.verdict is None
    request = decode_request(assist.request())
    assert request.state == game.state and (request.state.seed, request.state.redeals_left) == (1, 0)
    assert request.id == analysis.id
    assert assist.slice()  # nothing to slice here
    serve(Worker(Clock(tick=1.0)), assist)
    assert assist.verdict == WON and replays_to_a_win(game, assist.analysis.line)
    assert assist.analysis.slices >= 1
    assert advise(game, assist.analysis).proven


def test_stale_answers_are_ignored():
    assist = remote_assist()
    first = Game(preset("gaps", 0), 0)
    assist.update(first)
    old_id = assist.analysis.id
    second = Game(preset("gaps", 0), 88)
    assist.update(second)
    assert assist.analysis.id != old_id
    # the worker's answer for the state the player left
    assert not assist.receive(Answer(old_id, UNWINNABLE))
    assert assist.verdict is None
    assert assist.receive(Answer(assist.analysis.id, SEARCHING, nodes=200, ms=3.0, calls=1, call_nodes=200))
    assert assist.verdict is None and assist.analysis.slices == 1
    assert assist.receive(Answer(assist.analysis.id, UNWINNABLE))
    assert assist.verdict == UNWINNABLE
    # a second verdict for a decided analysis changes nothing
    assert not assist.receive(Answer(assist.analysis.id, WON))
    assert assist.verdict == UNWINNABLE


def test_playing_the_proved_line_stays_yes_without_a_search_and_undo_reuses_the_answer():
    session = new_session(query="variant=gaps&redeals=0&seed=1")
    assist = remote_assist()
    worker = Worker(Clock(tick=1.0))
    assist.update(session.game)
    serve(worker, assist)
    assert assist.verdict == WON
    line = list(assist.analysis.line)
    searched = assist.analysis.id
    start_key = session.game.state
    for action in line[:3]:
        event = session.apply(action)
        assert assist.update(session.game, event)
        assert assist.verdict == WON and assist.request() is None  # known at once: nothing asked
    assert assist.analysis.line == line[3:]
    reused = assist.reused
    for _ in range(3):
        event = session.apply(Command.UNDO)
        assert assist.update(session.game, event)
        assert assist.verdict == WON and assist.request() is None
    assert session.game.state == start_key
    assert assist.analysis.line == line and assist.reused == reused + 3
    assert assist.analysis.id != searched  # a new analysis object, answered from the cache


def test_an_unproved_move_asks_again_and_a_lost_state_stays_lost():
    session = new_session(query="variant=gaps&redeals=0&seed=88")  # lost from the start (proved quickly)
    assist = remote_assist()
    assist.update(session.game)
    serve(Worker(Clock(tick=1.0)), assist)
    assert assist.verdict == UNWINNABLE
    move = session.game.status.legal_moves[0]
    event = session.apply(move)
    assist.update(session.game, event)
    assert assist.verdict == UNWINNABLE and assist.request() is None  # every state after a lost one is lost
    won = new_session(query="variant=gaps&redeals=0&seed=1")
    assist.update(won.game)
    serve(Worker(Clock(tick=1.0)), assist)
    off_line = next(m for m in won.game.status.legal_moves if m != assist.analysis.line[0])
    assist.update(won.game, won.apply(off_line))
    assert assist.verdict is None and assist.request() is not None


def test_look_longer_in_the_worker_sends_more_for_the_same_search():
    assist = remote_assist()
    game = Game(preset("gaps", 0), 0)
    assist.update(game)
    worker = Worker(Clock(tick=1.0))
    assert assist.look_longer() is None  # nothing to look longer at while it is still looking
    analysis_id = assist.analysis.id
    worker.handle(assist.request().replace("1000000.0", "20.0"))
    while worker.busy:
        if (reply := worker.step(5)) is not None:
            assist.receive(decode_message(reply))
    assert assist.verdict == UNKNOWN
    more = assist.look_longer()
    assert more is not None and decode_request(more).type == "more" and decode_request(more).id == analysis_id
    assert assist.verdict is None and assist.analysis.looks == 2
    nodes = worker.job.nodes
    worker.handle(more)
    worker.report_ms = 0
    reply = decode_message(worker.step(5))
    assert reply.id == analysis_id and reply.nodes > nodes
    assert assist.receive(reply)


def test_look_longer_in_the_page_goes_on_with_the_same_solver():
    assist = Assist(Clock(tick=1.0), budget_ms=40)
    game = Game(preset("gaps", 0), 0)
    assist.update(game)
    while not assist.slice():
        pass
    assert assist.verdict == UNKNOWN
    solver = assist.analysis.solver
    nodes = solver.nodes
    assert assist.look_longer() == ""
    assert assist.verdict is None
    while not assist.slice():
        pass
    assert assist.analysis.solver is solver and solver.nodes > nodes
    assert assist.verdict == UNKNOWN and assist.analysis.looks == 2


def test_the_fallback_searches_in_the_page_from_where_the_worker_left():
    assist = remote_assist()
    game = Game(preset("gaps", 0), 1)
    assist.update(game)
    assert assist.analysis.waiting
    assist.go_local()
    assert not assist.remote and assist.analysis.solver is not None and not assist.analysis.waiting
    assert assist.request() is None
    for _ in range(100_000):
        if assist.slice():
            break
    assert assist.verdict == WON and replays_to_a_win(game, assist.analysis.line)
    # later states are analysed here too
    dead = Game(preset("gaps", 0), 1, Position.from_layout(DEAD, CLASSIC))
    assist.update(dead)
    assert assist.verdict == UNWINNABLE and assist.request() is None


def test_even_an_easy_position_is_asked_of_the_worker():
    assist = remote_assist()
    one = Game(preset("gaps", 0), 1, Position.from_layout(ONE_FROM_WIN, CLASSIC))
    assist.update(one)
    assert assist.verdict is None and assist.analysis.solver is None  # no search on the page's thread
    answers = serve(Worker(), assist)
    assert answers[-1].state == WON and assist.verdict == WON
    assert [str(a) for a in assist.analysis.line] == ["KC 0,12 -> 0,11"]


# -- Auto in the worker ----------------------------------------------------------------


def auto_in_worker(worker: Worker, game: Game, request_id: int):
    request = encode_auto(request_id, game.state)
    assert decode_request(request).type == "auto"
    answer = decode_message(worker.handle(request))
    assert answer.id == request_id and answer.state == AUTO and len(answer.line) <= 1
    return answer.line[0] if answer.line else None


@pytest.mark.parametrize(("variant", "redeals", "seed"), [("gaps", 0, 0), ("gaps", 1, 5), ("montana", 2, 3)])
def test_auto_in_the_worker_plays_as_autoplayer_does(variant, redeals, seed):
    """The worker keeps one AutoPlayer: asked state after state, it plays exactly what the page's own would."""
    game = Game(preset(variant, redeals), seed)
    reference = AutoPlayer()
    worker = Worker(Clock(tick=1.0))
    # a background search in the worker goes on meanwhile, untouched
    worker.handle(encode_analyse(1, game.state, 1e6))
    for i in range(40):
        expected = choose_action(game, reference)
        assert auto_in_worker(worker, game, 100 + i) == expected
        if expected is None:
            break
        game.push(expected)
    assert worker.job is not None and worker.job.id == 1


def test_auto_in_the_worker_says_none_when_the_game_is_over():
    dead = Game(preset("gaps", 0), 1, Position.from_layout(DEAD, CLASSIC))
    assert auto_in_worker(Worker(), dead, 7) is None


def test_a_play_out_asks_auto_step_by_step():
    game = Game(preset("gaps", 0), 1, Position.from_layout(ONE_FROM_WIN, CLASSIC))
    play = PlayOut()
    assert play.goes_on(game)
    action = play.take(game, auto_in_worker(Worker(), game, 1))
    assert action is not None and play.steps == 1
    game.push(action)
    assert not play.goes_on(game) and play.reason  # won: it ends, saying so
    assert PlayOut().take(game, None) is None


def test_a_search_begun_in_the_page_moves_to_the_worker_once_it_is_ready():
    assist = Assist(Clock(tick=1.0), budget_ms=1e6, worker_budget_ms=1e6)  # the page starts on its own
    game = Game(preset("gaps", 0), 1)
    assist.update(game)
    assert assist.analysis.local and assist.request() is None
    assert not assist.slice()  # some search here
    left = assist.go_remote()
    assert left is not None and left.nodes > 0  # the page's solver, handed back to be freed
    analysis = assist.analysis
    assert analysis.waiting and analysis.solver is None and analysis.slices == 0
    assert decode_request(assist.request()).id == analysis.id
    serve(Worker(Clock(tick=1.0)), assist)
    assert assist.verdict == WON and replays_to_a_win(game, assist.analysis.line)
    # a decided analysis stays where it is
    assert assist.go_remote() is None and assist.verdict == WON
    # and the next states are asked of the worker
    assist.update(Game(preset("gaps", 0), 0))
    assert assist.analysis.waiting


@settings(max_examples=60, deadline=None)
@given(st.data(), variants, seeds, st.integers(0, 2**31))
def test_a_game_state_round_trips_through_the_worker_protocol_for_every_preset(data, variant, seed, request_id):
    """What the page asks about is exactly what the worker searches: the state, for analyse and for auto."""
    game = Game(preset(variant), seed)
    random_play(data, game, data.draw(st.integers(0, 25)))
    analyse = decode_request(encode_analyse(request_id, game.state, 900.0))
    auto = decode_request(encode_auto(request_id, game.state))
    assert (analyse.type, analyse.id, analyse.state, analyse.budget_ms) == ("analyse", request_id, game.state, 900.0)
    assert (auto.type, auto.id, auto.state) == ("auto", request_id, game.state)


# -- node budgets: the tests' budget that does not depend on the machine -----------------------


def test_a_node_budget_ends_the_workers_search_not_sure_whatever_the_clock():
    hard = Game(preset("gaps", 0), 0)
    # a clock that never moves: only the node budget can end this search
    job = Job(decode_request(encode_analyse(4, hard.state, 3.6e6, max_nodes=3000)), Clock(tick=0.0))
    answer = job.work(10)
    assert answer.final and answer.state == UNKNOWN and 3000 <= answer.nodes < 3000 + CALL_NODES
    assert job.more(3.6e6, 2000)
    again = job.work(10)
    assert again.state == UNKNOWN and 5000 <= again.nodes < 5000 + CALL_NODES  # the same search went on
    # the same request gives the same search on any machine: the same nodes, the same answer
    twin = Job(decode_request(encode_analyse(4, hard.state, 3.6e6, max_nodes=3000)), Clock(tick=0.0))
    assert twin.work(10) == answer


def test_a_node_budget_ends_the_pages_search_not_sure_and_look_longer_adds_one():
    assist = Assist(Clock(tick=0.0), budget_ms=1e9, max_nodes=1500)
    assist.update(Game(preset("gaps", 0), 0))
    while not assist.slice():
        pass
    assert assist.verdict == UNKNOWN and 1500 <= assist.analysis.solver.nodes < 1500 + 4000
    first = assist.analysis.solver.nodes
    assert assist.look_longer() == ""  # goes on here, in slices
    while not assist.slice():
        pass
    assert assist.verdict == UNKNOWN and assist.analysis.solver.nodes >= first + 1500


def test_the_node_budget_reaches_the_worker_in_the_request_and_in_more():
    assist = Assist(Clock(), remote=True, worker_budget_ms=1e6, max_nodes=700)
    assist.update(Game(preset("gaps", 0), 0))
    request = decode_request(assist.request())
    assert (request.type, request.max_nodes) == ("analyse", 700)
    assert decode_request(encode_more(3, 10.0, 700)).max_nodes == 700
    assert decode_request(encode_more(3, 10.0)).max_nodes is None
    with pytest.raises(ProtocolError, match="max_nodes"):
        decode_request(json.dumps(good_request() | {"max_nodes": 0}))


@pytest.mark.parametrize(
    ("switch", "read"),
    [
        ("nodes:20000", Switch(True, None, 20000)),
        ("1500", Switch(True, 1500.0, None)),
        ("off", Switch(False, None, None)),
        ("off,nodes:1", Switch(False, None, 1)),
        (" nodes:5 , 900 ", Switch(True, 900.0, 5)),
        (None, Switch(True, None, None)),
        ("nodes:0", Switch(True, None, None)),
        ("nodes:x", Switch(True, None, None)),
        ("-5", Switch(True, None, None)),
        ("of", Switch(True, None, None)),
    ],
)
def test_the_tests_switch_turns_the_worker_off_and_gives_the_analysis_its_budgets(switch, read):
    assert read_switch(switch) == read


def test_the_workers_ready_is_pythons_and_its_failure_is_read_whatever_its_version():
    """The protocol's version has one owner: js/analysis-worker.mjs writes no version of its own; it posts
    Python's "ready", and a "failed" (sent when Python could not start) is read without one."""
    assert decode_message(Worker().ready()) == ("ready", "")
    assert decode_message(json.dumps({"type": "failed", "error": "no wasm"})) == ("failed", "no wasm")
    script = (Path(__file__).resolve().parents[2] / "js" / "analysis-worker.mjs").read_text()
    assert not re.search(r"\bv\s*:\s*\d", script), "the worker's script writes a protocol version"
