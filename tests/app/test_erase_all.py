"""Erase all my data: the store forgets every key of this app and says whether it could; the question names
what goes (how many games in progress, which); another tab never writes an erased game back by itself."""

from __future__ import annotations

import pytest
from app.core.events import Command, Kind, NewDeal
from app.present.view import erase_text
from app.record.saves import game_key
from app.record.store import PREFIX, Store, StoreReason
from app.text.i18n import set_language

from tests.app.fakes import MemoryStorage, new_session
from tests.app.storage_fakes import DOMException, QuotaStorage


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def play(session, moves: int = 1) -> None:
    for _ in range(moves):
        session.apply(session.status.legal_moves[0])


# -- the store ---------------------------------------------------------------------


def test_clear_removes_every_key_of_this_app_and_no_other():
    backend = QuotaStorage(quota=300)
    backend.items["other.app"] = "x"
    backend.items["solitaire-test.analysis"] = "off"
    store = Store(backend)
    store.set("stats", "{}")
    store.set("game.gaps", "g" * 500)  # no room: held in memory only
    assert store.clear() is True
    assert backend.items == {"other.app": "x", "solitaire-test.analysis": "off"}
    assert store.list_keys() == [] and store.get("game.gaps") is None and store.unsaved == frozenset()


def test_clear_says_when_the_browsers_storage_could_not_be_reached():
    backend = QuotaStorage()
    store = Store(backend)
    store.set("stats", "{}")
    backend.broken = DOMException("The operation is insecure.", "SecurityError")
    assert store.clear() is False
    assert store.problem is StoreReason.DENIED and store.notice
    assert Store(None).clear() is False  # memory-only from the start: the browser's storage was never reached


# -- the question ---------------------------------------------------------------------


def test_the_question_counts_and_names_every_game_in_progress():
    storage: dict = {}
    session = new_session(storage, "?variant=gaps&seed=7")
    play(session)
    session.apply(NewDeal("montana", None, 12))
    play(session)
    session.apply(NewDeal("addiction", None, 99))  # on screen, not yet played
    text = erase_text(session.game, session.meta, session.games_in_progress())
    assert "Your 2 games in progress (" in text
    assert "Gaps · deal 7" in text and "Montana · deal 12" in text and "Addiction" not in text
    for word in ("statistics", "settings", "bookmarks", "picture", "backup file", '"Save to a file"'):
        assert word in text

    play(session)  # the game on screen is in progress too now: it comes first
    text = erase_text(session.game, session.meta, session.games_in_progress())
    assert "Your 3 games in progress (Addiction · deal 99, " in text


def test_the_question_with_one_game_and_with_none():
    session = new_session(query="?variant=spaces&seed=3")
    assert "none is in progress" in erase_text(session.game, session.meta, session.games_in_progress())
    play(session)
    text = erase_text(session.game, session.meta, session.games_in_progress())
    assert "Your game in progress (Spaces · deal 3)" in text


def test_the_question_in_german_names_the_games_and_the_backup_button():
    session = new_session(query="?variant=spaces&seed=3")
    play(session)
    set_language("de")
    text = erase_text(session.game, session.meta, session.games_in_progress())
    assert text.startswith("Alle deine Daten in diesem Browser löschen?")
    assert "Dein laufendes Spiel (Spaces · Spiel 3)" in text and "„In eine Datei sichern“" in text


# -- another tab ---------------------------------------------------------------------


def test_a_tab_whose_game_was_erased_elsewhere_never_writes_it_back_by_itself():
    storage: dict = {}
    tab_a = new_session(storage, "variant=gaps&seed=7")
    play(tab_a)
    tab_b = new_session(storage, "variant=gaps&seed=7")  # the same game, open in a second tab
    key = PREFIX + game_key("gaps")
    assert key in storage

    assert Store(MemoryStorage(storage)).clear()  # the other tab erased everything
    assert tab_b.watches(key) and tab_b.saved_elsewhere()
    assert tab_b.save_clock() is False  # hidden or closed: nothing written
    assert not storage

    # The storage event: the game stays on screen, and the player is told it is no longer saved.
    assert tab_b.apply(Command.RELOAD).kind is Kind.REFUSED
    assert tab_b.game.moves == 1
    assert any("erased in another tab" in n.text for n in tab_b.take_notices())
    assert tab_b.save_clock() is False and not storage

    play(tab_b)  # the player's own move saves the game again
    assert key in storage and tab_b.game.moves == 2
    assert not tab_b.saved_elsewhere() and tab_b.save_clock() is True
