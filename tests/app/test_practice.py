"""Practice games (app.core.modes): no limit on redeals, statistics by the redeals used, never a win of the
variant or one of its bests; one test per rule."""

from __future__ import annotations

import json
from datetime import date

import pytest
from app.analysis.advice import PlayOut, advise
from app.analysis.assist import Assist
from app.core.events import Kind, NewDeal
from app.core.links import parse_query, query_for
from app.core.modes import Mode, key_mode, stats_key
from app.present.announce import event_text
from app.present.view import stats_figures, stats_title, status_view, waiting_text
from app.record.backup import export, read_backup
from app.record.guard import StoredValueError
from app.record.saves import Meta
from app.record.stats import Finish, Stats, parse
from app.record.store import Store
from app.text.i18n import set_language
from app.text.labels import cards_in_play
from boards import DEAD, ONE_FROM_WIN
from fakes import Clock, MemoryStorage, new_session

from solitaire import REDEAL, Game, Outcome, Position, preset
from solitaire.auto import AutoPlayer
from solitaire.shape import CLASSIC


def practice_session(storage: dict | None = None, variant: str = "addiction"):
    session = new_session(storage, query=f"?variant={variant}&seed=7", clock=Clock())
    event = session.apply(NewDeal(variant, seed=7, practice=True))
    assert event.kind is Kind.NEW_DEAL
    return session


def redeal(session, times: int) -> None:
    for _ in range(times):
        assert session.apply(REDEAL).kind is Kind.REDEAL


def near_win(session, variant: str = "addiction") -> None:
    """The practice game on screen becomes one a king from a win (ONE_FROM_WIN, rows 2-4 done)."""
    start = Position.from_layout(ONE_FROM_WIN, CLASSIC)
    session.install(Game(preset(variant), 1, start=start, unlimited=True), Meta())


def win_after(session, redeals: int):
    """Redeal ``redeals`` times, then play the king to its place: the winning event."""
    redeal(session, redeals)
    event = session.apply(session.status.legal_moves[0])
    assert event.status.outcome is Outcome.WON
    return event


def test_a_practice_game_is_dealt_when_asked_and_named_so():
    session = practice_session()
    assert session.game.unlimited and session.mode is Mode.PRACTICE
    assert session.stats_key == "addiction:practice" == stats_key("addiction", Mode.PRACTICE)
    assert session.deal_label == "deal 7, practice"


def test_a_new_deal_is_not_practice_unless_asked():
    session = practice_session()
    session.apply(NewDeal("addiction", seed=8))
    assert not session.game.unlimited and session.stats_key == "addiction"


def test_a_practice_game_redeals_past_the_variants_limit():
    session = practice_session()  # Addiction allows 3
    redeal(session, 5)
    assert session.game.redeals_used == 5 and session.status.redeal_allowed


def test_a_practice_game_is_not_timed():
    session = practice_session()
    before = session.game
    event = session.apply(NewDeal("addiction", seed=9, timed=True, practice=True))
    assert event.kind is Kind.REFUSED and session.game is before


def test_a_practice_win_is_counted_apart_from_the_variant_by_its_redeals():
    session = practice_session()
    near_win(session)
    win_after(session, 4)
    entry = session.stats.get("addiction:practice")
    assert entry.won == 1 and entry.wins_by_redeals == {"4": 1}
    own = session.stats.get("addiction")
    assert (own.played, own.won, own.best_score, own.fewest_moves, own.fastest_ms) == (0, 0, 0, None, None)


def test_a_practice_win_never_sets_the_variants_bests():
    session = practice_session()
    near_win(session)
    event = win_after(session, 0)
    assert event.bests  # the practice games' own best (the first win's score) ...
    assert session.stats.get("addiction:practice").best_score == 48
    assert session.stats.get("addiction").best_score == 0  # ... and none of the variant's


def test_a_practice_game_survives_a_reload():
    storage: dict = {}
    session = practice_session(storage)
    redeal(session, 4)
    again = new_session(storage, query="?variant=addiction", clock=Clock())
    assert again.game.unlimited and again.game.redeals_used == 4 and again.status.redeal_allowed


def test_a_practice_game_survives_an_export_and_import():
    storage: dict = {}
    session = practice_session(storage)
    redeal(session, 4)
    near_win(session)  # the first goes aside
    win_after(session, 2)
    text = export(Store(MemoryStorage(storage))).text
    fresh: dict = {}
    assert all(read_backup(text).apply(Store(MemoryStorage(fresh))).values())
    again = new_session(fresh, query="?variant=addiction", clock=Clock())
    assert again.stats.get("addiction:practice").wins_by_redeals == {"2": 1}
    waiting = again.games_in_progress()
    assert len(waiting) == 1 and waiting[0].save.unlimited and waiting[0].save.redeals_used == 4


def test_a_practice_game_set_aside_is_listed_as_practice():
    session = practice_session()
    redeal(session, 1)
    session.apply(NewDeal("addiction", seed=8))
    (entry,) = session.games_in_progress()
    assert waiting_text(entry, "")[0] == "Addiction · deal 7, practice"


def test_the_statistics_name_practice_and_give_the_wins_by_redeals():
    entry = Stats(Store(MemoryStorage())).get("gaps:practice")
    entry.wins_by_redeals = {"0": 2, "5": 1}
    figures = dict(stats_figures(entry, cards_in_play("gaps"), Mode.PRACTICE))
    assert figures["Wins by redeals used"] == "0: 2, 5: 1" and stats_title("gaps:practice") == "Gaps, practice"
    assert "Wins by redeals used" not in dict(stats_figures(entry, cards_in_play("gaps")))
    assert key_mode("gaps:practice") == ("gaps", Mode.PRACTICE)
    set_language("de")
    try:
        assert stats_title("gaps:practice") == "Gaps, Übung"
    finally:
        set_language("en")


def test_wins_by_redeals_round_trip_and_a_bad_one_is_refused():
    stats = Stats(Store(MemoryStorage()))
    stats.record_end("gaps:practice", Finish(won=True, score=52, moves=90, ms=1, redeals=7))
    stats.record_end("gaps:practice", Finish(won=False, score=30, moves=50, ms=1, redeals=9))
    doc = json.loads(stats._store.get("stats"))
    assert parse(json.dumps(doc))["gaps:practice"].wins_by_redeals == {"7": 1}
    del doc["variants"]["gaps:practice"]["wins_by_redeals"]  # a copy written before it
    assert parse(json.dumps(doc))["gaps:practice"].wins_by_redeals == {}
    for bad in ({"x": 1}, {"1": -1}, ["1"], {"01": 1}):
        doc["variants"]["gaps:practice"]["wins_by_redeals"] = bad
        with pytest.raises(StoredValueError):
            parse(json.dumps(doc))


def test_the_status_line_counts_the_redeals_used_in_practice():
    session = practice_session()
    redeal(session, 4)
    assert status_view(session.game).counts[1] == ("page.stat.redeals_used", 4)


def test_a_practice_redeal_is_announced_without_a_count_left():
    session = practice_session()
    redeal(session, 3)
    text = event_text(session.apply(REDEAL))
    assert "as often as you like" in text and "left" not in text


def test_a_practice_game_is_not_analysed_and_its_hint_redeals_when_stuck():
    dead = Position.from_layout(DEAD, CLASSIC)
    game = Game(preset("addiction").with_redeals(0), 1, start=dead, unlimited=True)
    assist = Assist(Clock())
    assist.update(game)
    assert assist.analysis is None
    advice = advise(game, assist.analysis)
    assert advice.action is REDEAL and not advice.lost


def test_a_practice_game_and_the_deals_own_game_are_both_kept():
    session = practice_session()
    session.apply(NewDeal("addiction", seed=7))  # the deal's own game of the same deal
    session.apply(session.status.legal_moves[0])
    session.apply(NewDeal("addiction", seed=7, practice=True))  # the own game goes aside, not lost
    redeal(session, 1)
    session.apply(NewDeal("addiction", seed=8))
    kept = sorted((w.save.unlimited, w.save.moves, w.save.redeals_used) for w in session.games_in_progress())
    assert kept == [(False, 1, 0), (True, 0, 1)]


def test_play_it_out_stops_where_the_deals_own_redeals_end_in_practice():
    dead = Position.from_layout(DEAD, CLASSIC)  # nothing moves: the next action would be a redeal
    game = Game(preset("addiction").with_redeals(0), 1, start=dead, unlimited=True)
    play = PlayOut()
    assert play.next(game, AutoPlayer()) is None and "as far as the deal's own redeals go" in play.reason
    limited = Game(preset("addiction").with_redeals(1), 1, start=dead, unlimited=True)
    assert PlayOut().next(limited, AutoPlayer()) is REDEAL  # a redeal the deal's rules allow is played


def test_a_practice_games_link_opens_it_as_practice():
    session = practice_session()
    query = query_for(session.game)
    assert query.endswith("&practice=1")
    opened = new_session(query=query, clock=Clock())
    assert opened.game.unlimited and opened.game.seed == session.game.seed and not opened.notices


def test_a_reload_of_a_practice_games_link_keeps_the_game_in_progress():
    storage: dict = {}
    session = practice_session(storage)
    redeal(session, 4)
    again = new_session(storage, query=query_for(session.game), clock=Clock())
    assert again.game.unlimited and again.game.redeals_used == 4


@pytest.mark.parametrize(
    ("query", "notice"),
    [
        ("?variant=gaps&seed=3&practice=maybe", "practice=“maybe” is not understood"),
        ("?variant=gaps&practice", "names no deal"),
        ("?variant=gaps&daily=2026-11-30&practice", "daily deal is played by its own rules"),
    ],
)
def test_a_link_asking_for_practice_badly_says_why_and_opens_no_practice(query, notice):
    request = parse_query(query, today=date(2026, 12, 1))
    assert not request.practice and any(notice in text for text in request.notices)
