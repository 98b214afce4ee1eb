"""The store's fallback to memory, the statistics document, and what the page shows of a position."""

from __future__ import annotations

import json

import pytest
from app.present.view import board_view
from app.record.stats import Best, Finish, Stats
from app.record.store import PREFIX, Store
from app.text.labels import format_time

from solitaire import Game, Position, card_label, card_token, preset
from solitaire.shape import CLASSIC


class FakeStorage:
    def __init__(self, fail_on: str | None = None) -> None:
        self.items: dict[str, str] = {}
        self.fail_on = fail_on

    def getItem(self, key):
        if self.fail_on == "get":
            raise RuntimeError("SecurityError: access denied")
        return self.items.get(key)

    def setItem(self, key, value):
        if self.fail_on == "set":
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)


def test_store_writes_under_its_prefix():
    backend = FakeStorage()
    store = Store(backend)
    assert store.set("a", "1") and store.get("a") == "1"
    assert backend.items == {PREFIX + "a": "1"}
    assert store.persistent and store.notice is None


def test_a_full_store_keeps_the_value_in_memory_with_a_notice():
    store = Store(FakeStorage(fail_on="set"))
    assert not store.set("a", "1")
    assert store.get("a") == "1"
    assert store.unsaved == {"a"} and "full" in store.notice  # the store itself stays in use


def test_an_unreadable_store_falls_back_to_memory_with_a_notice():
    store = Store(FakeStorage(fail_on="get"))
    assert store.get("a") is None
    store.set("a", "2")
    assert store.get("a") == "2" and "memory" in store.notice


def test_no_storage_at_all_is_memory_with_a_notice():
    store = Store(None, "denied")
    assert "denied" in store.notice


def test_stats_count_and_keep_records():
    store = Store(FakeStorage())
    stats = Stats(store)
    stats.record_played("gaps")
    stats.record_end("gaps", Finish(won=True, score=48, moves=90, ms=60_000))
    stats.record_played("gaps")
    stats.record_end("gaps", Finish(won=True, score=48, moves=120, ms=30_000))
    stats.record_played("gaps")
    stats.record_end("gaps", Finish(won=True, score=48, moves=5, ms=1_000, from_opening=False))
    again = Stats(store).get("gaps")
    assert (again.played, again.won, again.best_score, again.fewest_moves, again.fastest_ms) == (3, 3, 48, 90, 30_000)
    assert (again.streak, again.longest_streak, again.win_rate) == (3, 3, 1.0)


def test_assisted_wins_are_counted_apart_and_set_no_best():
    stats = Stats(Store(FakeStorage()))
    stats.record_played("montana")
    assert stats.record_end("montana", Finish(won=True, score=48, moves=93, ms=42_000, own=False)) == frozenset()
    entry = stats.get("montana")
    assert (entry.won, entry.assisted_wins, entry.best_score, entry.fewest_moves, entry.fastest_ms) == (
        0,
        1,
        0,
        None,
        None,
    )
    assert entry.streak == 0 and entry.win_rate == 0.0


def test_a_finished_game_reports_the_bests_it_set():
    stats = Stats(Store(FakeStorage()))
    first = stats.record_end("gaps", Finish(won=False, score=20, moves=60, ms=9_000))
    assert first == {Best.SCORE}
    win = stats.record_end("gaps", Finish(won=True, score=48, moves=100, ms=50_000))
    assert win == {Best.SCORE, Best.MOVES, Best.TIME}
    slower = stats.record_end("gaps", Finish(won=True, score=48, moves=80, ms=70_000))
    assert slower == {Best.MOVES}


def test_a_loss_ends_the_streak_and_an_assisted_win_leaves_it():
    stats = Stats(Store(FakeStorage()))
    for finish in (True, True, None, True, False, True):
        if finish is None:
            stats.record_end("spaces", Finish(won=True, score=48, moves=70, ms=1, own=False))
        else:
            stats.record_end("spaces", Finish(won=finish, score=48 if finish else 10, moves=70, ms=1))
    entry = stats.get("spaces")
    assert (entry.streak, entry.longest_streak, entry.lost, entry.assisted_wins) == (1, 3, 1, 1)


def test_a_variants_statistics_can_be_reset():
    store = Store(FakeStorage())
    stats = Stats(store)
    stats.record_played("gaps")
    stats.record_played("spaces")
    stats.reset("gaps")
    again = Stats(store)
    assert again.get("gaps").played == 0 and again.get("spaces").played == 1


def test_statistics_of_the_first_format_are_carried_over():
    backend = FakeStorage()
    old = {"gaps": {"played": 7, "won": 2, "best_score": 48, "fewest_moves": 88, "fastest_ms": 61000}}
    backend.items[PREFIX + "stats"] = json.dumps(old)
    stats = Stats(Store(backend))
    entry = stats.get("gaps")
    assert stats.notice is None
    assert (entry.played, entry.won, entry.best_score, entry.fewest_moves, entry.fastest_ms) == (7, 2, 48, 88, 61000)
    assert (entry.assisted_wins, entry.lost, entry.streak, entry.longest_streak) == (0, 0, 0, 0)
    stats.record_played("gaps")
    assert json.loads(backend.items[PREFIX + "stats"])["version"] == 2


def test_broken_stats_are_set_aside():
    backend = FakeStorage()
    backend.items[PREFIX + "stats"] = '{"gaps": {"played": -3}}'
    stats = Stats(Store(backend))
    assert stats.notice and stats.get("gaps").played == 0
    assert backend.items[PREFIX + "stats.broken"] == '{"gaps": {"played": -3}}'


def test_format_time():
    assert [format_time(ms) for ms in (0, 999, 61_000, 3_600_000 + 62_000)] == ["0:00", "0:00", "1:01", "1:01:02"]


def test_board_view_marks_cards_gaps_and_locks():
    layout = (
        "2C3C4C5C6C7C8C9CTCJCQCKC--/--3D4D5D6D7D8D9DTDJDQDKD2D/2H3H--5H6H7H8H9HTHJHQHKH4H/2S3S4S5S6S7S8S9STSJSQSKS--"
    )
    game = Game(preset("gaps"), 1, Position.from_layout(layout, CLASSIC))
    views = board_view(game.position, game.status)
    assert views[0].token == "2C" and views[0].locked and views[0].rank == "2" and views[0].suit == "♣"
    assert views[8].rank == "10" and views[8].token == "TC"
    assert views[12].gap == "dead" and "king of clubs" in views[12].name
    assert views[13].gap == "live" and views[13].takes == "2"
    assert views[28].gap == "live" and views[28].takes == "4H" and views[28].takes_suit == "♥"
    assert not views[29].locked  # 5H after the gap is not in place
    assert views[51].gap == "dead"


@pytest.mark.parametrize("variant", ["galary", "moonlight"])
def test_a_gap_that_takes_either_of_two_cards_shows_both(variant):
    """Left or right (Galary, Moonlight): a gap takes the card after its left neighbour or the card before its
    right one; its face shows both, as the engine's GapInfo lists them."""
    for seed in range(50):
        game = Game(preset(variant), seed)
        either = [info for info in map(game.status.gap, game.position.gaps()) if info and len(info.accepts) == 2]
        if either:
            break
    else:  # pragma: no cover - the deals hold such gaps
        raise AssertionError("no gap that takes two cards")
    info = either[0]
    view = board_view(game.position, game.status)[info.index]
    other = next(card for card in info.accepts if card != info.takes)
    assert (view.takes, view.also) == (card_token(info.takes), card_token(other))
    assert view.takes_rank + view.takes_suit == card_label(info.takes)
    assert view.also_label == card_label(other)
    for gap in game.position.gaps():  # a gap that takes one card (or a rank, or an ace) shows no second card
        takes_two = (
            game.status.gap(gap).reason in ("next-card", "below-right") and len(game.status.gap(gap).accepts) > 1
        )
        assert (board_view(game.position, game.status)[gap].also is not None) == takes_two
