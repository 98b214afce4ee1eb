"""The page's start on storage an attacker wrote: deep nesting in every key and in every field of a save,
huge numbers, huge values. The store, the preferences and the session open to a playable board, with
notices in plain words. (The page's own API: the store, Prefs.loads and the session.)"""

from __future__ import annotations

import pytest
from app.core.events import Kind, NewDeal, Resume
from app.core.links import parse_query
from app.core.session import Session
from app.record.prefs import Prefs
from app.record.store import PREFIX, Store

from solitaire import Game, dumps, preset
from tests.app.storage_fakes import QuotaStorage

DEEP = "[" * 50_000 + "]" * 50_000


def a_save(variant: str = "gaps") -> str:
    game = Game(preset(variant), 24)
    game.push(game.status.legal_moves[0])
    return dumps(game, {"elapsed_ms": 1000})


def nested_in(field: str, variant: str = "gaps") -> str:
    text = a_save(variant)
    head, sep, tail = text.partition(f'"{field}":')
    assert sep, field
    return head + sep + DEEP + ',"was":' + tail


def boot(items: dict[str, str], query: str = "") -> Session:
    store = Store(QuotaStorage(items={PREFIX + k: v for k, v in items.items()}))
    Prefs.loads(store.get("prefs"))
    session = Session(store, lambda: 0.0, lambda: 4242)
    session.open(parse_query(query))
    return session


def playable(session: Session) -> bool:
    return bool(session.game.status.legal_moves) and not session.game.status.over


HOSTILE = {
    "stats": DEEP,
    "prefs": DEEP,
    "last": DEEP,
    "game.gaps": DEEP,
    "shelf.gaps": DEEP,
    "game.montana": nested_in("meta", "montana"),
    "game.spaces": nested_in("actions", "spaces"),
    "game.addiction": nested_in("settings", "addiction"),
}


@pytest.mark.parametrize("key", list(HOSTILE))
def test_deep_nesting_in_one_key_still_opens_a_playable_board(key):
    session = boot({key: HOSTILE[key]}, "variant=" + (key.split(".")[1] if "." in key else "gaps"))
    assert playable(session)
    assert [w.key for w in session.games_in_progress()] == []  # an unreadable game is never offered
    if key.startswith("shelf."):
        event = session.apply(Resume(key))  # the game set aside cannot be read: a notice, the board stays
        assert event.kind is Kind.REFUSED and playable(session)


def test_deep_nesting_in_every_key_and_a_5000_digit_seed_still_open_a_playable_board():
    session = boot(HOSTILE, "variant=montana&seed=" + "7" * 5_000 + "&redeals=" + "1" * 5_000)
    assert playable(session)
    texts = [n.text for n in session.take_notices()]
    assert any("not a whole number" in t for t in texts) and any("redeal count" in t for t in texts)
    assert any("statistics could not be read" in t for t in texts)
    assert not any("Error" in t or "recursion" in t for t in texts)
    session.apply(NewDeal("gaps"))
    assert playable(session)
    for waiting in session.games_in_progress():
        session.apply(Resume(waiting.key))
        assert playable(session)


@pytest.mark.parametrize("field", ["meta", "actions", "redo", "settings"])
def test_a_save_nested_deep_in_any_field_is_set_aside_and_a_fresh_deal_starts(field):
    session = boot({"game.gaps": nested_in(field)}, "variant=gaps")
    texts = [n.text for n in session.take_notices()]
    assert any("could not be read" in t for t in texts), texts
    assert playable(session) and not session.game.actions


def test_preferences_nested_deep_fall_back_to_the_defaults():
    assert Prefs.loads(DEEP) == Prefs() and Prefs.loads("{" * 50_000) == Prefs()


def test_a_huge_number_in_the_statistics_is_a_notice_not_a_crash():
    session = boot({"stats": '{"gaps": {"played": ' + "9" * 5_000 + "}}"})
    assert any("statistics" in n.text for n in session.take_notices()) and playable(session)
