"""The links the installed app's shortcuts open (manifest.webmanifest): ``?daily=today`` (today's daily deal) and
``?winnable`` (a new deal proved winnable), each of the last game played unless the link names a variant."""

from __future__ import annotations

import datetime as dt

import pytest
from app.core.links import parse_query
from app.core.session import Session
from app.record.store import Store
from app.text.i18n import set_language

from solitaire import PRESETS
from solitaire.daily import daily_deal
from solitaire.winnable import winnable_seeds
from tests.app.fakes import Clock, MemoryStorage

DAY = dt.date(2026, 12, 1)


def session_on(storage: dict, query: str = "", seed: int = 4242) -> Session:
    session = Session(Store(MemoryStorage(storage)), Clock(), lambda: seed, today=lambda: DAY)
    session.open(parse_query(query, DAY))
    return session


# -- reading the links ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("word", ["today", "Today", " TODAY "])
def test_daily_today_is_the_players_date(word):
    request = parse_query(f"?variant=gaps&daily={word}", DAY)
    assert (request.variant, request.daily, request.daily_today, request.notices) == ("gaps", "2026-12-01", True, [])


def test_daily_today_needs_no_variant_and_says_nothing():
    request = parse_query("?daily=today", DAY)
    assert (request.variant, request.daily, request.daily_today, request.notices) == (None, "2026-12-01", True, [])


def test_a_dated_daily_link_without_a_variant_still_says_so():
    request = parse_query("?daily=2026-12-01", DAY)
    assert not request.daily_today and "no variant" in request.notices[0]


def test_daily_today_without_a_date_given_is_the_computers_date():
    assert parse_query("?daily=today").daily == dt.date.today().isoformat()


@pytest.mark.parametrize("value", ["", "1", "yes", "TRUE"])
def test_winnable_asks_for_a_deal_proved_winnable(value):
    request = parse_query(f"?winnable={value}" if value else "?winnable", DAY)
    assert (request.winnable, request.variant, request.notices) == (True, None, [])
    assert not request.names_a_deal


@pytest.mark.parametrize("value", ["0", "no", "maybe", "x" * 300])
def test_a_bad_winnable_value_is_a_short_notice(value):
    request = parse_query(f"?variant=gaps&winnable={value}", DAY)
    assert not request.winnable and request.variant == "gaps"
    [notice] = request.notices
    assert "winnable=" in notice and "&winnable" in notice and len(notice) < 160


@pytest.mark.parametrize("query", ["?variant=gaps&seed=5&winnable", "?variant=gaps&daily=today&winnable"])
def test_a_link_that_names_its_deal_opens_that_deal_not_a_winnable_one(query):
    request = parse_query(query, DAY)
    assert request.names_a_deal and not request.winnable
    assert request.notices == ["The link names a deal and asks for a winnable one too; the named deal opens."]


def test_the_notices_are_in_german_too():
    set_language("de")
    [notice] = parse_query("?winnable=nein", DAY).notices
    assert "gewinnbares" in notice


# -- what they open ---------------------------------------------------------------------------------------------


def test_daily_today_opens_todays_daily_deal_of_the_last_game_played():
    storage: dict = {}
    session_on(storage, "?variant=montana&seed=7")
    session = session_on(storage, "?daily=today")
    assert (session.variant, session.meta.daily) == ("montana", "2026-12-01")
    assert session.game.seed == daily_deal("montana", DAY).seed
    assert session.take_notices() == []


def test_daily_today_after_a_game_without_daily_deals_opens_addictions():
    storage: dict = {}
    session_on(storage, "?variant=blue-moon&seed=7")
    session = session_on(storage, "?daily=today")
    assert (session.variant, session.meta.daily) == ("addiction", "2026-12-01")
    assert session.game.seed == daily_deal("addiction", DAY).seed


def test_daily_today_on_a_first_visit_opens_addictions():
    session = session_on({}, "?daily=today")
    assert (session.variant, session.meta.daily) == ("addiction", "2026-12-01")


def test_winnable_deals_a_seed_from_the_list_of_the_last_game_played():
    storage: dict = {}
    session_on(storage, "?variant=gaps&seed=7")
    session = session_on(storage, "?winnable", seed=123_456_789)
    assert session.variant == "gaps" and not session.meta.daily
    assert session.game.seed in winnable_seeds("gaps", PRESETS["gaps"].redeals)
    assert session.game.moves == 0


def test_winnable_with_a_variant_and_redeals_uses_that_list():
    session = session_on({}, "?variant=montana&redeals=0&winnable", seed=123_456_789)
    assert (session.variant, session.game.settings.redeals) == ("montana", 0)
    assert session.game.seed in winnable_seeds("montana", 0)


def test_winnable_for_a_game_without_a_list_deals_a_random_deal_and_says_so():
    session = session_on({}, "?variant=spoilt&winnable", seed=77)
    assert (session.variant, session.game.seed) == ("spoilt", 77)
    assert any("proved winnable" in n.text for n in session.take_notices())


def test_winnable_sets_the_game_in_progress_aside():
    storage: dict = {}
    first = session_on(storage, "?variant=gaps&seed=7")
    move = first.status.legal_moves[0]
    first.apply(move)
    session = session_on(storage, "?winnable", seed=123_456_789)
    assert session.variant == "gaps" and session.game.seed != 7
    assert [w.save.seed for w in session.games_in_progress()] == [7]
