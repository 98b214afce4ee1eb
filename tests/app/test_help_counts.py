"""What counts as help (docs/rules.md, "What counts as help"): a hint shown or a helper's move. A game with
hints sets no personal best and is not "on my own"; own wins, wins with hints and assisted wins are kept
apart, in a format older copies still read."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from app.core.events import Command, NewDeal, Source
from app.core.links import parse_query
from app.core.session import Session
from app.present.view import end_record, stats_figures
from app.record.dailies import DayResult, parse, share_text
from app.record.stats import Finish, Stats
from app.record.stats import parse as parse_stats
from app.record.store import PREFIX, Store
from app.text.i18n import set_language
from app.text.labels import cards_in_play

from tests.app.fakes import Clock, MemoryStorage, new_session
from tests.boards import ONE_FROM_WIN

DAY = dt.date(2026, 12, 1)


def win_with_hints(hints: int, source: Source = Source.PLAYER):
    session = new_session(query=f"?variant=addiction&seed=1&layout={ONE_FROM_WIN}")
    for _ in range(hints):
        session.note_hint()
    return session, session.apply(session.status.legal_moves[0], source)


def test_a_win_with_a_hint_sets_no_personal_best():
    session, event = win_with_hints(1)
    assert event.ended and event.status.outcome.value == "won"
    assert event.bests == frozenset()
    entry = session.stats.get("addiction")
    assert (entry.won, entry.hinted_wins, entry.assisted_wins, entry.best_score, entry.streak) == (0, 1, 0, 0, 0)


def test_a_win_without_hints_is_own_and_sets_its_best():
    session, event = win_with_hints(0)
    assert event.bests and session.stats.get("addiction").won == 1


def test_an_assisted_win_with_hints_counts_as_assisted():
    session, _ = win_with_hints(2, Source.AUTO)
    entry = session.stats.get("addiction")
    assert (entry.won, entry.hinted_wins, entry.assisted_wins) == (0, 0, 1)


def test_own_wins_wins_with_hints_and_assisted_wins_are_counted_apart():
    stats = Stats(Store(MemoryStorage()))
    stats.record_end("gaps", Finish(won=True, score=48, moves=90, ms=1))
    assert stats.record_end("gaps", Finish(won=True, score=48, moves=80, ms=1, own=False, hinted=True)) == set()
    stats.record_end("gaps", Finish(won=True, score=48, moves=70, ms=1, own=False))
    entry = stats.get("gaps")
    assert (entry.won, entry.hinted_wins, entry.assisted_wins) == (1, 1, 1)
    assert (entry.fewest_moves, entry.streak) == (90, 1)  # a win with hints neither adds to the streak nor ends it


def test_the_stats_dialog_shows_the_three_kinds_of_win():
    stats = Stats(Store(MemoryStorage()))
    stats.record_end("gaps", Finish(won=True, score=48, moves=80, ms=1, own=False, hinted=True))
    figures = dict(stats_figures(stats.get("gaps"), cards_in_play("gaps")))
    assert (figures["Won on your own"], figures["Won with hints"], figures["Won with help"]) == ("0", "1", "0")
    set_language("de")
    figures = dict(stats_figures(stats.get("gaps"), cards_in_play("gaps")))
    assert (figures["Ohne Hilfe gewonnen"], figures["Mit Tipps gewonnen"], figures["Mit Hilfe gewonnen"]) == (
        "0",
        "1",
        "0",
    )


def test_no_best_score_yet_when_every_win_had_help():
    stats = Stats(Store(MemoryStorage()))
    stats.record_played("gaps")
    stats.record_end("gaps", Finish(won=True, score=48, moves=80, ms=1, own=False))
    stats.record_played("gaps")
    stats.record_end("gaps", Finish(won=True, score=48, moves=80, ms=1, own=False, hinted=True))
    assert dict(stats_figures(stats.get("gaps"), cards_in_play("gaps")))["Best score"] == "–"


def test_statistics_stored_before_wins_with_hints_read_as_they_were():
    old = {"version": 2, "variants": {"gaps": {"played": 5, "won": 2, "assisted_wins": 1, "best_score": 48}}}
    entry = parse_stats(json.dumps(old))["gaps"]
    assert (entry.played, entry.won, entry.hinted_wins, entry.assisted_wins, entry.best_score) == (5, 2, 0, 1, 48)
    first = parse_stats(json.dumps({"gaps": {"played": 3, "won": 1, "best_score": 40}}))["gaps"]
    assert (first.won, first.hinted_wins) == (1, 0)
    storage: dict = {PREFIX + "stats": json.dumps(old)}
    stats = Stats(Store(MemoryStorage(storage)))
    stats.record_end("gaps", Finish(won=True, score=48, moves=80, ms=1, own=False, hinted=True))
    assert parse_stats(storage[PREFIX + "stats"])["gaps"].hinted_wins == 1
    assert json.loads(storage[PREFIX + "stats"])["version"] == 2


def test_the_end_dialog_says_a_win_with_hints_is_counted_apart():
    _, event = win_with_hints(3)
    assert end_record(event, assisted=False, hints=3) == (
        "",
        "Won with 3 hints: counted apart, it sets no personal best.",
    )
    set_language("de")
    assert end_record(event, assisted=False, hints=1)[1] == (
        "Mit einem Tipp gewonnen: zählt gesondert und setzt keine Bestleistung."
    )


# -- the daily deal -------------------------------------------------------------------------------------


def result(hints: int, own: bool) -> DayResult:
    return DayResult("2026-12-01", "montana", True, 48, 93, 252_000, own, "2026-12-01", hints)


@pytest.mark.parametrize(
    ("language", "hints", "words"),
    [
        ("en", 1, "with 1 hint"),
        ("en", 3, "with 3 hints"),
        ("de", 1, "mit einem Tipp"),
        ("de", 3, "mit 3 Tipps"),
    ],
)
def test_a_daily_share_with_hints_says_how_many(language, hints, words):
    set_language(language)
    assert share_text(result(hints, own=False)).endswith(f", 4:12, {words}")


def test_a_daily_deal_with_a_hint_is_not_on_my_own():
    storage: dict = {}
    session = Session(Store(MemoryStorage(storage)), Clock(), lambda: 4242, today=lambda: DAY)
    session.open(parse_query("", DAY))
    session.apply(NewDeal("gaps", daily="2026-12-01"))
    session.note_hint()
    session.apply(session.status.legal_moves[0])
    session.apply(Command.GIVE_UP)
    kept = session.dailies.get("2026-12-01", "gaps")
    assert kept is not None and (kept.own, kept.hints) == (False, 1)
    assert share_text(kept).endswith(", with 1 hint")
    assert parse(storage[PREFIX + "daily"])["2026-12-01"]["gaps"] == kept


def test_a_daily_result_stored_before_hints_were_kept_reads_as_it_was():
    old = {
        "version": 1,
        "days": {
            "2026-12-01": {"gaps": {"won": True, "score": 48, "moves": 93, "ms": 1000, "own": True, "on": "2026-12-01"}}
        },
    }
    kept = parse(json.dumps(old))["2026-12-01"]["gaps"]
    assert (kept.own, kept.hints) == (True, 0) and share_text(kept).endswith(", on my own")
