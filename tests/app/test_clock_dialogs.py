"""The play clock stops while a modal dialog covers the game (New, Rules, Stats, Settings...) and goes on
when it closes; it never starts by itself for a game that is not under way (app.on_dialog holds it)."""

from __future__ import annotations

from app.core.clock import PlayClock
from app.core.events import Command
from app.record.saves import Meta

from tests.app.fakes import Clock, new_session


def test_the_clock_stops_while_a_dialog_is_open():
    clock = Clock()
    session = new_session(query="?variant=gaps&seed=7", clock=clock)
    session.apply(session.status.legal_moves[0])
    clock.ms = 4_000
    session.clock.hold(session.meta, True)  # the Rules dialog opens
    clock.ms = 64_000
    assert session.elapsed_ms() == 4_000 and not session.clock_running()
    session.clock.hold(session.meta, False)  # it closes
    clock.ms = 65_000
    assert session.elapsed_ms() == 5_000 and session.clock_running()


def test_an_action_under_a_dialog_does_not_start_the_clock():
    clock = Clock()
    session = new_session(query="?variant=gaps&seed=7", clock=clock)
    session.apply(session.status.legal_moves[0])
    session.clock.hold(session.meta, True)  # a confirmation is open, and the game is played on under it
    session.apply(Command.UNDO)
    clock.ms = 30_000
    assert session.elapsed_ms() == 0
    session.clock.hold(session.meta, False)
    clock.ms = 31_000
    assert session.elapsed_ms() == 1_000


def test_a_dialog_closing_starts_no_clock_the_game_has_not_started():
    clock = Clock()
    session = new_session(query="?variant=gaps&seed=7", clock=clock)
    session.clock.hold(session.meta, True)
    session.clock.hold(session.meta, False)
    clock.ms = 9_000
    assert session.elapsed_ms() == 0 and not session.clock_running()


def test_a_stopped_clock_stays_stopped_when_a_dialog_closes():
    now = Clock()
    timed = Meta()
    clock = PlayClock(now)
    clock.run(timed, True)
    clock.hold(timed, True)
    now.ms = 2_000
    clock.stop(timed)  # a new game is installed under the dialog
    clock.hold(timed, False)
    now.ms = 5_000
    assert clock.elapsed(timed) == 0 and not clock.running
