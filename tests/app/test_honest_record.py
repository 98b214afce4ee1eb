"""The record a session keeps: own and assisted wins, losses, personal bests, hints, the clock's start."""

from __future__ import annotations

from app.core.events import Command, NewDeal, Source
from app.record.stats import Best

from tests.app.fakes import Clock, new_session
from tests.boards import ONE_FROM_WIN, SOLVE_NODES


def test_an_assisted_win_is_counted_apart_and_sets_no_personal_best():
    game_session = new_session(query=f"?variant=addiction&seed=1&layout={ONE_FROM_WIN}")
    event = game_session.apply(game_session.status.legal_moves[0], Source.AUTO)
    assert event.ended and event.bests == frozenset()
    entry = game_session.stats.get("addiction")
    assert (entry.won, entry.assisted_wins, entry.best_score, entry.fewest_moves) == (0, 1, 0, None)


def test_an_own_win_says_which_bests_it_set():
    session = new_session(query="?variant=addiction&seed=1")
    # the same deal from its opening, played to a win by hand: the solver's line, played as taps
    from solitaire.solver import solve

    line = solve(session.game.position, session.game.settings, 1, 3, budget=None, max_nodes=SOLVE_NODES).line
    assert line, "addiction deal 1 is won by the solver within the budget"
    for action in line[:-1]:
        session.apply(action)
    last = session.apply(line[-1])
    assert last.ended and last.status.outcome.value == "won"
    assert last.bests == {Best.SCORE, Best.MOVES, Best.TIME}
    entry = session.stats.get("addiction")
    assert (entry.won, entry.fewest_moves, entry.streak) == (1, last.status.moves, 1)


def play_until_stuck(session) -> None:
    """Moves (never into a position seen before) until no card can move: Gaps deal 0 with no redeal gets stuck."""
    seen = set()
    while True:
        fresh = [m for m in session.status.legal_moves if session.game.position.play(m).cells not in seen]
        if not fresh:
            return
        session.apply(fresh[-1])
        seen.add(session.game.position.cells)


def test_a_stuck_game_counts_as_lost_only_when_the_player_leaves_it():
    session = new_session(query="?variant=gaps&seed=0&redeals=0")
    play_until_stuck(session)
    assert session.status.outcome.value == "stuck"
    assert session.stats.get("gaps").lost == 0  # undo may still save it
    session.apply(Command.UNDO)
    session.apply(Command.REDO)
    session.apply(NewDeal("gaps", 0, 5))
    entry = session.stats.get("gaps")
    assert (entry.played, entry.lost, entry.won, entry.best_score) == (1, 1, 0, 2)


def test_giving_up_is_a_loss_at_once_and_ends_the_streak():
    session = new_session(query="?variant=spaces&seed=9")
    session.stats.get("spaces").streak = 4
    session.apply(session.status.legal_moves[0])
    session.apply(Command.GIVE_UP)
    entry = session.stats.get("spaces")
    assert (entry.lost, entry.streak) == (1, 0)


def test_hints_are_counted_in_the_game():
    session = new_session(query="?variant=spaces&seed=9")
    session.note_hint()
    session.note_hint()
    assert session.meta.hints == 2
    again = new_session(session.store._backend.items, "?variant=spaces&seed=9")
    assert again.meta.hints == 2


def test_a_new_deal_shows_no_time_until_its_first_action():
    clock = Clock()
    session = new_session(query="?variant=montana&seed=3", clock=clock)
    clock.ms = 6_000
    assert session.elapsed_ms() == 0 and session.status.moves == 0
