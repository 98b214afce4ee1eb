"""The review in the page ("Where did it slip?"): the engine's plan run with the page's means (the worker's
requests and answers, or slices here), its findings in both languages, its time limit, and "Try from here"."""

from __future__ import annotations

import pytest
from app.analysis.assist import Assist
from app.analysis.protocol import Answer, decode_request
from app.analysis.review_run import REVIEW_IDS, ReviewRun
from app.core.events import Kind, TryFrom
from app.text.i18n import set_language

from solitaire import Game, Position, SolitaireError, preset
from solitaire.review import review_game, solver_for, states_of
from solitaire.shape import CLASSIC
from solitaire.solver import UNWINNABLE, WON, solve
from tests.app.fakes import new_session
from tests.boards import SOLVE_NODES, TWO_FROM_WIN, WINNABLE_GAPS_0, random_game


@pytest.fixture
def lost():
    """A 0-redeal Gaps game from a winnable deal, played to its end by random moves: it slipped somewhere."""
    return random_game("gaps", 0, WINNABLE_GAPS_0, 1)


def frozen_clock():
    return 0.0


def run_here(run: ReviewRun) -> ReviewRun:
    while not run.slice():
        pass
    return run


def answer_as_the_worker(text: str) -> Answer:
    """What the analysis worker answers to a review's request: the solver's final verdict on its state."""
    request = decode_request(text)
    state = request.state
    result = solve(state.position, state.settings, state.seed, state.redeals_left, None, request.max_nodes)
    return Answer(request.id, result.verdict, result.line, nodes=1)


def test_a_review_searched_here_finds_the_slip_the_engine_review_finds(lost):
    expected = review_game(lost, solver_for(None, SOLVE_NODES)).slip
    run = run_here(ReviewRun(lost, frozen_clock, local=True, max_nodes=SOLVE_NODES))
    assert run.plan.slip == expected and expected is not None
    set_language("en")
    finding = run.finding()
    assert f"Move {expected.number} let the win slip" in finding.text
    assert finding.retry == expected.number - 1 and finding.kind == "slip"


def test_a_review_asked_of_the_worker_finds_the_same_slip(lost):
    expected = review_game(lost, solver_for(None, SOLVE_NODES)).slip
    run = ReviewRun(lost, frozen_clock, local=False, max_nodes=SOLVE_NODES)
    asked = []
    while not run.finished:
        assert run.waiting
        request = run.request()
        asked.append(decode_request(request).id)
        assert run.receive(answer_as_the_worker(request))
    assert run.plan.slip == expected
    assert len(set(asked)) == len(asked) and min(asked) > REVIEW_IDS  # each request its own id, never the analysis's


def test_a_review_ignores_the_background_analysis_answers_and_the_analysis_ignores_the_reviews(lost):
    run = ReviewRun(lost, frozen_clock, local=False, max_nodes=SOLVE_NODES)
    assert not run.receive(Answer(1, WON, []))  # the background analysis's answer: not the review's
    assert run.waiting
    assist = Assist(frozen_clock, remote=True)
    assist.update(Game(preset("gaps", 0), WINNABLE_GAPS_0))
    review_request = decode_request(run.request())
    assert not assist.receive(Answer(review_request.id, UNWINNABLE, []))
    assert assist.verdict is None


def test_a_review_answer_for_a_dropped_review_is_still_known_as_a_reviews():
    assert ReviewRun.is_review_answer(Answer(REVIEW_IDS + 7, WON, []))
    assert not ReviewRun.is_review_answer(Answer(7, WON, []))


def test_a_review_stops_when_its_time_is_spent_and_says_how_far_it_could_tell(lost):
    clock = iter(range(0, 10**9, 1000))  # each reading one second later
    run = run_here(ReviewRun(lost, lambda: float(next(clock)), local=True, position_ms=500, total_ms=3000))
    assert run.finished and run.plan.slip is None
    set_language("en")
    finding = run.finding()
    assert "within the time given" in finding.text and finding.kind != "slip"


def test_a_won_game_review_says_it_never_left_a_winning_line():
    game = Game(preset("addiction", 2), 1, Position.from_layout(TWO_FROM_WIN, CLASSIC))
    while not game.position.is_won():
        game.push(game.status.legal_moves[0])
    run = ReviewRun(game, frozen_clock, local=True)
    assert run.finished  # nothing to search: every position of a won game can be won
    set_language("en")
    assert run.finding().text.startswith("You never left a winning line")
    assert run.finding().retry is None and run.finding().kind == "won"


@pytest.mark.parametrize(
    ("language", "slip", "retry", "running"),
    [
        ("en", "Move {n} let the win slip", "Try from move {k}", "Looking for a win after move"),
        ("de", "Mit Zug {n} ging der Gewinn verloren", "Ab Zug {k} versuchen", "Suche nach einem Gewinnweg"),
    ],
)
def test_the_review_speaks_english_and_german(lost, language, slip, retry, running):
    run = ReviewRun(lost, frozen_clock, local=True, max_nodes=SOLVE_NODES)
    set_language(language)
    assert running in run.progress()
    run_here(run)
    number = run.plan.slip.number
    assert slip.format(n=number) in run.finding().text
    assert ReviewRun.retry_label(number - 1) == retry.format(k=number - 1)
    set_language("en")


def test_the_review_walks_back_from_the_end_through_the_games_own_states(lost):
    run = ReviewRun(lost, frozen_clock, local=False, max_nodes=SOLVE_NODES)
    last = len(lost.actions)
    assert run.plan.verdict(last) == UNWINNABLE  # the stuck end needs no search
    assert run.index == last - 1
    assert decode_request(run.request()).state == states_of(lost)[last - 1]


# -- "Try from here" -------------------------------------------------------------------------------------


def test_try_from_here_replays_the_first_actions_as_a_practice_game_counted_with_help():
    session = new_session(query="?variant=montana&seed=77")
    for _ in range(4):
        session.apply(session.status.legal_moves[0])
    played = session.game.actions
    event = session.apply(TryFrom(2))
    assert event.kind is Kind.PRACTICE and event.new_game
    assert session.game.actions == played[:2]
    assert session.meta.assisted  # a practice game is a game with help: it sets no personal best
    assert session.meta.daily == ""


@pytest.mark.parametrize("count", [-1, 5, "2"])
def test_try_from_a_point_the_game_never_reached_is_refused_and_changes_nothing(count):
    session = new_session(query="?variant=montana&seed=77")
    for _ in range(4):
        session.apply(session.status.legal_moves[0])
    before = session.game.actions
    event = session.apply(TryFrom(count))
    assert event.kind is Kind.REFUSED and isinstance(event.error, SolitaireError)
    assert session.game.actions == before
