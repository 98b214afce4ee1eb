"""A first visit's goal line: the rules' goal of the game on screen in one line, due only until a game is
played or the line is hidden, and never again after."""

from __future__ import annotations

import pytest
from app.core.session import WELCOME_KEY
from app.present.rules_text import goal_line, rules_text
from app.record.store import PREFIX
from app.text.i18n import set_language

from solitaire import PRESETS, VARIANTS
from tests.app.fakes import new_session


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_the_goal_line_is_each_games_own_goal():
    assert goal_line(PRESETS["addiction"]) == "Build each row from 2 to king in one suit."
    assert goal_line(PRESETS["galary"]) == "Build each row from ace to king in one suit."
    assert goal_line(PRESETS["house-of-commons"]) == "Build each row from 2 to 10 in one suit."  # the ace lifted out
    assert goal_line(PRESETS["spoilt"]) == "Turn all 32 cards face up, each in its suit's row."
    set_language("de")
    assert goal_line(PRESETS["addiction"]) == "Lege jede Reihe von der Zwei bis zum König in einer Farbe."


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_goal_line_names_the_ranks_the_rules_name(variant):
    settings = PRESETS[variant]
    goal = rules_text(settings)[0][1][0]  # the rules' first section: the goal
    shape = settings.shape
    if shape.waste:
        assert str(shape.cards) in goal and str(shape.cards) in goal_line(settings)
        return
    for rank in ("from " + ("ace" if shape.base == 1 else str(shape.base)), "to "):
        assert rank in goal and rank in goal_line(settings)


def test_due_on_a_first_visit_until_a_move():
    storage: dict = {}
    session = new_session(storage, "?variant=montana&seed=4")
    assert session.welcome_due()
    assert session.welcome_due()  # asking changes nothing
    assert PREFIX + WELCOME_KEY not in storage
    session.apply(session.status.legal_moves[0])
    assert not session.welcome_due()
    assert storage[PREFIX + WELCOME_KEY] == "1"

    session.stats.reset("montana")  # even with no game counted any more, and after a reload
    again = new_session(storage, "?variant=montana&seed=9")
    assert not again.welcome_due()


def test_hidden_once_it_stays_hidden():
    storage: dict = {}
    session = new_session(storage)
    session.dismiss_welcome()
    assert not session.welcome_due()
    assert not new_session(storage).welcome_due()


def test_a_returning_player_with_games_played_gets_no_goal_line():
    storage: dict = {}
    session = new_session(storage, "?variant=gaps&seed=1")
    session.apply(session.status.legal_moves[0])
    assert PREFIX + WELCOME_KEY not in storage  # a player from before the goal line: statistics, no mark
    assert not new_session(storage, "?variant=gaps&seed=2").welcome_due()
