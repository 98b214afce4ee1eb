"""A perfect game (as PySolFC has it): a win with no hint, no undo and no help. Help is what docs/rules.md's
"What counts as help" says (an own game had none); a perfect game is an own win with no undo either. The
end dialog says so, and the statistics count perfect wins per variant, in a format older copies still read."""

from __future__ import annotations

import json

import pytest
from app.core.events import Command, Source
from app.present.view import end_perfect, stats_figures
from app.record.backup import export, read_backup
from app.record.guard import StoredValueError
from app.record.saves import Meta
from app.record.stats import Finish, Stats, VariantStats
from app.record.stats import parse as parse_stats
from app.record.store import PREFIX, Store
from app.text.i18n import set_language
from app.text.labels import cards_in_play

from tests.app.fakes import MemoryStorage, new_session
from tests.boards import TWO_FROM_WIN

LINK = f"?variant=addiction&seed=1&layout={TWO_FROM_WIN}"


def win(session, source: Source = Source.PLAYER):
    """Play the two moves that win TWO_FROM_WIN; the last event."""
    session.apply(session.status.legal_moves[0], source)
    event = session.apply(session.status.legal_moves[0], source)
    assert event.ended and event.status.outcome.value == "won"
    return event


def perfect_wins(session) -> int:
    return session.stats.get("addiction").perfect_wins


def test_a_win_with_no_hint_no_undo_and_no_help_is_perfect():
    session = new_session(query=LINK)
    event = win(session)
    assert event.perfect
    assert perfect_wins(session) == 1
    assert session.stats.get("addiction").won == 1  # a perfect win is an own win too
    assert end_perfect(event) == "A perfect game: won with no hint, no undo and no help."
    set_language("de")
    assert end_perfect(event) == "Ein perfektes Spiel: gewonnen ohne Tipp, ohne Rückgängig und ohne Hilfe."


def test_a_hint_makes_the_win_not_perfect():
    session = new_session(query=LINK)
    session.note_hint()
    event = win(session)
    assert not event.perfect and end_perfect(event) == ""
    entry = session.stats.get("addiction")
    assert (entry.perfect_wins, entry.hinted_wins) == (0, 1)


def test_an_undo_makes_the_win_not_perfect_though_it_is_own():
    session = new_session(query=LINK)
    session.apply(session.status.legal_moves[0])
    session.apply(Command.UNDO)
    event = win(session)
    assert not event.perfect and end_perfect(event) == ""
    entry = session.stats.get("addiction")
    assert (entry.won, entry.perfect_wins) == (1, 0)  # still won on one's own: an undo is not help


def test_an_undo_then_redo_makes_the_win_not_perfect():
    session = new_session(query=LINK)
    session.apply(session.status.legal_moves[0])
    session.apply(Command.UNDO)
    session.apply(Command.REDO)
    event = session.apply(session.status.legal_moves[0])
    assert event.ended and not event.perfect and perfect_wins(session) == 0


def test_a_refused_undo_is_no_undo():
    session = new_session(query=LINK)
    assert session.apply(Command.UNDO).kind.value == "refused"  # nothing to undo yet
    assert win(session).perfect


@pytest.mark.parametrize("helper", [Source.AUTO, Source.PLAY_OUT, Source.SOLUTION])
def test_a_helpers_move_makes_the_win_not_perfect(helper):
    session = new_session(query=LINK)
    session.apply(session.status.legal_moves[0])
    event = session.apply(session.status.legal_moves[0], helper)
    assert event.ended and not event.perfect
    entry = session.stats.get("addiction")
    assert (entry.perfect_wins, entry.assisted_wins) == (0, 1)


def test_restart_starts_a_game_that_can_be_perfect_again():
    session = new_session(query=LINK)
    session.apply(session.status.legal_moves[0])
    session.apply(Command.UNDO)
    session.apply(Command.RESTART)
    assert win(session).perfect


def test_an_undo_is_kept_in_the_save():
    storage: dict = {}
    session = new_session(storage, LINK)
    session.apply(session.status.legal_moves[0])
    session.apply(Command.UNDO)
    session.apply(session.status.legal_moves[0])
    again = new_session(storage)  # the page opened again: the saved game resumes
    assert again.meta.undone
    event = again.apply(again.status.legal_moves[0])
    assert event.ended and not event.perfect


def test_a_save_from_before_undos_were_kept_is_not_perfect_once_begun():
    assert Meta.from_dict({"counted": True}).undone  # not known: never counted perfect
    assert not Meta.from_dict({}).undone  # no action taken yet: nothing to know
    assert not Meta.from_dict({"counted": True, "undone": False}).undone
    assert Meta.from_dict({"undone": True}).undone
    assert not Meta.from_dict({"counted": True, "undone": "yes"}).undone  # only true is true


def test_a_loss_is_never_perfect():
    session = new_session(query=LINK)
    session.apply(session.status.legal_moves[0])
    event = session.apply(Command.GIVE_UP)
    assert event.ended and not event.perfect and perfect_wins(session) == 0


def test_perfect_wins_are_counted_among_own_wins():
    stats = Stats(Store(MemoryStorage()))
    stats.record_end("gaps", Finish(won=True, score=48, moves=90, ms=1))
    stats.record_end("gaps", Finish(won=True, score=48, moves=90, ms=1, undone=True))
    stats.record_end("gaps", Finish(won=True, score=48, moves=90, ms=1, own=False, hinted=True))
    stats.record_end("gaps", Finish(won=True, score=48, moves=90, ms=1, own=False))
    stats.record_end("gaps", Finish(won=False, score=40, moves=90, ms=1))
    entry = stats.get("gaps")
    assert (entry.won, entry.perfect_wins, entry.hinted_wins, entry.assisted_wins, entry.lost) == (2, 1, 1, 1, 1)
    assert Finish(won=True, score=1, moves=1, ms=1).perfect
    assert not Finish(won=True, score=1, moves=1, ms=1, from_opening=False, undone=True).perfect
    assert Finish(won=True, score=1, moves=1, ms=1, from_opening=False).perfect  # a shared position too


def test_the_stats_dialog_shows_the_perfect_games():
    entry = VariantStats(played=3, won=2, perfect_wins=1)
    assert dict(stats_figures(entry, cards_in_play("gaps")))["Perfect games"] == "1"
    set_language("de")
    assert dict(stats_figures(entry, cards_in_play("gaps")))["Perfekte Spiele"] == "1"


# -- stored, and in a backup ------------------------------------------------------------------------


def test_perfect_wins_survive_a_reload():
    storage: dict = {}
    stats = Stats(Store(MemoryStorage(storage)))
    stats.record_end("montana", Finish(won=True, score=48, moves=90, ms=1))
    assert json.loads(storage[PREFIX + "stats"])["variants"]["montana"]["perfect_wins"] == 1
    again = Stats(Store(MemoryStorage(storage)))
    assert again.notice is None and again.get("montana").perfect_wins == 1


def test_statistics_stored_before_perfect_games_read_as_none():
    old = {"version": 2, "variants": {"gaps": {"played": 5, "won": 2, "hinted_wins": 1, "best_score": 48}}}
    entry = parse_stats(json.dumps(old))["gaps"]
    assert (entry.played, entry.won, entry.hinted_wins, entry.perfect_wins) == (5, 2, 1, 0)
    first = parse_stats(json.dumps({"gaps": {"played": 3, "won": 1, "best_score": 40}}))["gaps"]
    assert (first.won, first.perfect_wins) == (1, 0)  # the first format: no perfect win known
    storage: dict = {PREFIX + "stats": json.dumps(old)}
    stats = Stats(Store(MemoryStorage(storage)))
    stats.record_end("gaps", Finish(won=True, score=48, moves=80, ms=1))
    assert parse_stats(storage[PREFIX + "stats"])["gaps"].perfect_wins == 1
    assert json.loads(storage[PREFIX + "stats"])["version"] == 2


@pytest.mark.parametrize("bad", [-1, "3", 1.5, True, None, [1]])
def test_a_bad_perfect_count_is_refused_and_set_aside(bad):
    doc = json.dumps({"version": 2, "variants": {"gaps": {"played": 5, "won": 2, "perfect_wins": bad}}})
    with pytest.raises(StoredValueError):
        parse_stats(doc)
    storage: dict = {PREFIX + "stats": doc}
    stats = Stats(Store(MemoryStorage(storage)))  # the page goes on with empty statistics, and says so
    assert stats.notice and stats.get("gaps").perfect_wins == 0
    assert storage[PREFIX + "stats.broken"] == doc


def test_more_perfect_wins_than_own_wins_read_as_the_own_wins():
    doc = json.dumps({"version": 2, "variants": {"gaps": {"played": 9, "won": 2, "perfect_wins": 7}}})
    assert parse_stats(doc)["gaps"].perfect_wins == 2


def test_perfect_wins_go_into_a_backup_and_come_back():
    storage: dict = {}
    store = Store(MemoryStorage(storage))
    stats = Stats(store)
    stats.record_played("gaps")
    stats.record_end("gaps", Finish(won=True, score=48, moves=90, ms=1))
    backup = export(store)
    assert json.loads(backup.values["stats"])["variants"]["gaps"]["perfect_wins"] == 1
    elsewhere: dict = {}
    restore = read_backup(backup.text)
    assert restore.rejected == ()
    restore.apply(Store(MemoryStorage(elsewhere)))
    assert Stats(Store(MemoryStorage(elsewhere))).get("gaps").perfect_wins == 1


def test_a_backup_from_before_perfect_games_restores_with_none():
    old_stats = json.dumps({"version": 2, "variants": {"gaps": {"played": 5, "won": 2}}})
    backup = json.dumps({"format": "addiction-solitaire-backup", "version": 1, "values": {"stats": old_stats}})
    restore = read_backup(backup)
    assert restore.rejected == () and restore.values == {"stats": old_stats}
    elsewhere: dict = {}
    restore.apply(Store(MemoryStorage(elsewhere)))
    entry = Stats(Store(MemoryStorage(elsewhere))).get("gaps")
    assert (entry.won, entry.perfect_wins) == (2, 0)


def test_a_backup_with_a_bad_perfect_count_leaves_the_statistics_out_and_restores_the_rest():
    bad_stats = json.dumps({"version": 2, "variants": {"gaps": {"played": 5, "won": 2, "perfect_wins": "many"}}})
    values = {"stats": bad_stats, "last": "gaps"}
    backup = json.dumps({"format": "addiction-solitaire-backup", "version": 1, "values": values})
    restore = read_backup(backup)
    assert [r.key for r in restore.rejected] == ["stats"]
    assert restore.values == {"last": "gaps"}
