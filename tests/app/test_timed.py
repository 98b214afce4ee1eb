"""The timed mode (app.core.timed): ten minutes of play, its score, its own statistics; one test per rule."""

from __future__ import annotations

import json

from app.core.events import Command, Kind, NewDeal, Resume
from app.core.modes import Mode, key_mode, stats_key
from app.core.timed import LIMIT_MS, score, time_left_ms
from app.present.announce import event_text
from app.present.view import end_texts, stats_figures, stats_title, waiting_text
from app.text.i18n import set_language
from app.text.labels import cards_in_play
from boards import WON
from fakes import Clock, new_session

from solitaire import Outcome

MINUTE = 60_000


def timed_session(clock: Clock, storage: dict | None = None, variant: str = "gaps"):
    session = new_session(storage, query="?variant=gaps&seed=7", clock=clock)
    event = session.apply(NewDeal(variant, seed=7, timed=True))
    assert event.kind is Kind.NEW_DEAL
    return session


def first_move(session) -> None:
    session.apply(session.status.legal_moves[0])


# -- the score --------------------------------------------------------------------------


def test_each_card_in_place_scores_ten() -> None:
    assert score(in_place=12, moves=0, elapsed_ms=LIMIT_MS, won=False) == 120


def test_each_move_costs_one() -> None:
    assert score(in_place=12, moves=30, elapsed_ms=LIMIT_MS, won=False) == 90


def test_the_seconds_left_score_only_on_a_win() -> None:
    assert score(in_place=48, moves=100, elapsed_ms=LIMIT_MS - 61_500, won=True) == 480 - 100 + 61
    assert score(in_place=20, moves=10, elapsed_ms=MINUTE, won=False) == 190  # giving up early earns nothing


def test_the_score_is_never_below_zero() -> None:
    assert score(in_place=0, moves=40, elapsed_ms=0, won=False) == 0


def test_the_time_left_is_the_ten_minutes_less_the_play_never_below_zero() -> None:
    assert time_left_ms(0) == LIMIT_MS == 10 * MINUTE
    assert time_left_ms(3 * MINUTE) == 7 * MINUTE
    assert time_left_ms(11 * MINUTE) == 0


def test_a_timed_games_statistics_have_their_own_key() -> None:
    assert stats_key("gaps", Mode.TIMED) == "gaps:timed" and key_mode("gaps:timed") == ("gaps", Mode.TIMED)
    assert key_mode("gaps") == ("gaps", Mode.PLAIN)


# -- a timed game in the session --------------------------------------------------------


def test_a_timed_deal_counts_down_from_ten_minutes_from_its_first_action() -> None:
    clock = Clock()
    session = timed_session(clock)
    assert session.meta.timed and session.deal_label == "deal 7, timed"
    clock.ms += 5 * MINUTE
    assert session.time_left_ms() == LIMIT_MS  # no action yet: the clock has not started
    first_move(session)
    clock.ms += 4 * MINUTE
    assert session.time_left_ms() == 6 * MINUTE and not session.time_up()


def test_an_untimed_game_has_no_time_left_and_no_time_up() -> None:
    clock = Clock()
    session = new_session(query="?variant=gaps&seed=7", clock=clock)
    first_move(session)
    clock.ms += 11 * MINUTE
    assert session.time_left_ms() is None and not session.time_up() and session.timed_score() is None
    event = session.apply(Command.TIME_UP)
    assert event.kind is Kind.REFUSED and event.error is None and not session.game.status.over


def test_time_up_is_refused_while_time_is_left() -> None:
    clock = Clock()
    session = timed_session(clock)
    first_move(session)
    clock.ms += 9 * MINUTE
    assert session.apply(Command.TIME_UP).kind is Kind.REFUSED and not session.game.status.over


def test_when_the_ten_minutes_are_played_the_game_ends_in_its_own_statistics() -> None:
    clock = Clock()
    storage: dict = {}
    session = timed_session(clock, storage)
    first_move(session)
    clock.ms += 10 * MINUTE
    assert session.time_up()
    event = session.apply(Command.TIME_UP)
    assert event.kind is Kind.TIME_UP and event.ended and event.status.outcome is Outcome.GAVE_UP
    assert session.timed_out and end_texts(session.game, session.timed_out)[0] == "Time is up"
    assert event_text(event) == "Time is up: the ten minutes are over."
    timed = session.stats.get("gaps:timed")
    assert (timed.played, timed.lost, timed.best_score) == (1, 1, session.timed_score())
    assert session.timed_score() == score(event.status.ordered, 1, 10 * MINUTE, won=False)
    assert session.stats.get("gaps").played == 0  # the variant's own figures never see a timed game
    doc = json.loads(storage["solitaire.v1.stats"])
    assert set(doc["variants"]) == {"gaps:timed"}


def test_a_game_given_up_before_its_time_is_not_timed_out() -> None:
    clock = Clock()
    session = timed_session(clock)
    first_move(session)
    session.apply(Command.GIVE_UP)
    assert not session.timed_out and end_texts(session.game, session.timed_out)[0] == "Game over"
    assert session.stats.get("gaps:timed").lost == 1


def test_a_timed_win_scores_its_seconds_left_and_sets_no_best_of_the_variant() -> None:
    clock = Clock()
    left_edge_two = "/".join(["--" + "".join(f"{r}C" for r in "3456789TJQK") + "2C", *WON.split("/")[1:]])
    session = new_session(query=f"?variant=gaps&seed=1&layout={left_edge_two}", clock=clock)
    session.meta.timed = True  # as a timed game of this board (the New-game dialog deals only fresh deals)
    clock.ms += 1
    session.apply(next(m for m in session.status.legal_moves if m.dst == 0))
    assert session.game.status.outcome is Outcome.WON
    expected = score(48, 1, session.elapsed_ms(), won=True)
    assert session.timed_score() == expected and expected > 480 + 500
    assert session.stats.get("gaps:timed").best_score == expected
    assert session.stats.get("gaps").best_score == 0 and session.stats.get("gaps").won == 0


def test_the_timed_mode_survives_a_save_a_reload_and_a_restart() -> None:
    clock = Clock()
    storage: dict = {}
    session = timed_session(clock, storage)
    first_move(session)
    clock.ms += 2 * MINUTE
    session.save()
    again = new_session(storage, query="?variant=gaps", clock=clock)
    assert again.meta.timed and again.time_left_ms() == 8 * MINUTE
    again.apply(Command.RESTART)
    assert again.meta.timed and again.time_left_ms() == LIMIT_MS


def test_a_new_deal_is_untimed_unless_asked() -> None:
    session = timed_session(Clock())
    session.apply(NewDeal("gaps", seed=8))
    assert not session.meta.timed and session.stats_key == "gaps"


def test_the_statistics_name_and_show_a_timed_best_as_points() -> None:
    session = timed_session(Clock())
    entry = session.stats.get("gaps:timed")
    entry.best_score = 321
    figures = dict(stats_figures(entry, cards_in_play("gaps"), Mode.TIMED))
    assert figures["Best score"] == "321" and stats_title("gaps:timed") == "Gaps, timed"
    set_language("de")
    try:
        assert stats_title("gaps:timed") == "Gaps, auf Zeit"
    finally:
        set_language("en")


def test_a_timed_game_set_aside_is_listed_as_timed() -> None:
    clock = Clock()
    storage: dict = {}
    session = timed_session(clock, storage)
    first_move(session)
    session.apply(NewDeal("gaps", seed=8))  # the timed game goes aside
    (entry,) = session.games_in_progress()
    assert waiting_text(entry, "today")[0] == "Gaps · deal 7, timed"


def test_a_timed_game_and_the_deals_untimed_game_are_both_kept() -> None:
    session = new_session({}, query="?variant=gaps&seed=7", clock=Clock())
    first_move(session)  # deal 7, untimed, in progress
    session.apply(NewDeal("gaps", seed=7, timed=True))  # the same deal timed: the untimed game goes aside
    assert session.meta.timed
    first_move(session)
    session.apply(NewDeal("gaps", seed=8))
    kept = sorted((w.meta.timed, w.save.moves) for w in session.games_in_progress())
    assert kept == [(False, 1), (True, 1)]
    (timed,) = [w for w in session.games_in_progress() if w.meta.timed]
    session.apply(Resume(timed.key))
    assert session.meta.timed and session.game.seed == 7 and session.status.moves == 1
