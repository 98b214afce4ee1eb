"""A game in progress is never lost, in any of the ten games: listed, set aside, resumed exactly (issue 25)."""

from __future__ import annotations

import json

from app.core.events import Command, Kind, NewDeal, Resume
from app.core.links import parse_query
from app.core.session import Session
from app.record.saves import broken_key, game_key
from app.record.store import PREFIX, Store
from app.text.i18n import set_language
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import PRESETS, VARIANTS
from tests.app.fakes import Clock, MemoryStorage, new_session
from tests.strategies import random_play

FOURTEEN_COLUMNS = [v for v in VARIANTS if PRESETS[v].shape.columns == 14 and PRESETS[v].decks == 1]


def snapshot(game) -> tuple:
    return (game.settings, game.seed, game.position, game.actions, game.redo_stack, game.gave_up)


def no_broken(storage: dict) -> list[str]:
    return [key for key in storage if key.startswith(PREFIX + "broken.")]


def test_a_fourteen_column_game_in_play_is_listed_among_the_waiting_games():
    assert len(FOURTEEN_COLUMNS) == 5  # Blue Moon, Red Moon, Galary, Jungle, Spaces and Aces
    for variant in FOURTEEN_COLUMNS:
        storage: dict = {}
        session = new_session(storage, f"?variant={variant}&seed=100")
        for _ in range(3):
            session.apply(session.status.legal_moves[0])
        session.apply(NewDeal("gaps", None, 7))
        session.apply(session.status.legal_moves[0])
        [waiting] = session.games_in_progress()
        assert (waiting.key, waiting.save.variant, waiting.save.seed, waiting.save.moves) == (
            game_key(variant),
            variant,
            100,
            3,
        )
        assert no_broken(storage) == [], variant


def test_a_fourteen_column_game_set_aside_is_listed_and_resumed():
    storage: dict = {}
    session = new_session(storage, "?variant=blue-moon&seed=100")
    session.apply(session.status.legal_moves[0])
    session.apply(NewDeal("blue-moon", None, 400))
    [waiting] = session.games_in_progress()
    assert (waiting.key, waiting.save.moves) == ("shelf.blue-moon.2.100", 1)
    assert session.apply(Resume(waiting.key)).kind is Kind.RESUME
    assert (session.game.seed, session.game.moves) == (100, 1) and no_broken(storage) == []


@settings(max_examples=40, deadline=None)
@given(st.data(), st.sampled_from(VARIANTS), st.sampled_from(VARIANTS), st.integers(0, 9999))
def test_any_game_survives_being_set_aside_switched_listed_and_resumed(data, variant, other, seed):
    storage: dict = {}
    clock = Clock()
    session = Session(Store(MemoryStorage(storage)), clock, lambda: 1, wall=lambda: clock.ms)
    session.apply(NewDeal(variant, None, seed))
    random_play(data, session.game, data.draw(st.integers(1, 25)))
    if not session.game.in_progress:
        return  # a game that ended (or was undone to nothing) is not a game in progress
    session.save()
    played = snapshot(session.game)
    figures = (session.game.moves, session.game.status.ordered)
    clock.ms += 1000
    session.apply(NewDeal(variant, None, seed + 1))  # the game in progress is set aside
    session.apply(session.status.legal_moves[0])  # ... and the new one put in play
    clock.ms += 1000
    session.apply(NewDeal(other, None, seed + 2))  # another game (its own variant's, or set aside again)
    waiting = session.games_in_progress()
    assert no_broken(storage) == []
    [entry] = [w for w in waiting if w.save.variant == variant and w.save.seed == seed]
    assert (entry.save.moves, entry.save.ordered) == figures
    assert session.apply(Resume(entry.key)).kind is Kind.RESUME
    assert snapshot(session.game) == played
    assert no_broken(storage) == []
    # reloading the page keeps it too
    again = Session(Store(MemoryStorage(storage)), clock, lambda: 1, wall=lambda: clock.ms)
    again.open(parse_query(f"?variant={variant}"))
    assert snapshot(again.game) == played and no_broken(storage) == []


def test_two_broken_saves_of_one_key_are_both_kept():
    storage: dict = {PREFIX + "game.gaps": "{first"}
    new_session(storage, "?variant=gaps")
    storage[PREFIX + "game.gaps"] = "{second"
    new_session(storage, "?variant=gaps")
    kept = {k: v for k, v in storage.items() if k.startswith(PREFIX + "broken.")}
    assert kept == {
        PREFIX + broken_key("game.gaps", "{first"): "{first",
        PREFIX + broken_key("game.gaps", "{second"): "{second",
    }


def test_the_broken_save_notice_says_no_key_and_claims_no_fresh_deal():
    storage: dict = {PREFIX + "shelf.montana.2.5": json.dumps({"format": "addiction-solitaire-save", "version": 1})}
    session = new_session(storage, "?variant=gaps&seed=1")
    assert session.games_in_progress() == []
    [notice] = [n for n in session.take_notices() if n.lasting]
    assert "Montana" in notice.text and "could not be read" in notice.text
    assert "solitaire.v1" not in notice.text and "broken" not in notice.text and "fresh deal" not in notice.text


def test_a_lasting_notice_follows_a_switch_of_language():
    storage: dict = {PREFIX + "game.gaps": "{not json"}
    session = new_session(storage, "?variant=gaps")
    [notice] = session.take_notices()
    assert notice.words is not None and "could not be read" in notice.text
    try:
        set_language("de")
        assert str(notice.words).startswith("Ein gespeichertes Gaps-Spiel ließ sich nicht lesen")
    finally:
        set_language("en")


def test_games_in_progress_are_listed_newest_first_whether_in_play_or_set_aside():
    clock = Clock()
    storage: dict = {}
    session = Session(Store(MemoryStorage(storage)), clock, lambda: 1, wall=lambda: clock.ms)
    order = [("spaces", 1), ("addiction", 2), ("gaps", 3), ("gaps", 4), ("montana", 5)]
    for variant, seed in order:  # dealt a minute apart, each played a second after it was dealt
        clock.ms += 60_000
        session.apply(NewDeal(variant, None, seed))
        clock.ms += 1_000
        session.apply(session.status.legal_moves[0])
    listed = [(w.save.variant, w.save.seed) for w in session.games_in_progress()]
    assert listed == [("gaps", 4), ("gaps", 3), ("addiction", 2), ("spaces", 1)]


def test_asking_for_the_deal_in_progress_on_screen_goes_on_with_it():
    session = new_session({}, query="?variant=gaps&seed=7", clock=Clock())
    session.apply(session.status.legal_moves[0])
    before = session.game.line
    event = session.apply(NewDeal("gaps", seed=7))
    assert event.kind is Kind.REFUSED and session.game.line == before
    assert any("in progress" in notice.text for notice in session.take_notices())


def test_asking_for_a_deal_in_progress_in_another_variants_place_goes_on_with_it():
    session = new_session({}, query="?variant=gaps&seed=7", clock=Clock())
    session.apply(session.status.legal_moves[0])
    before = session.game.line
    session.apply(NewDeal("montana", seed=3))
    event = session.apply(NewDeal("gaps", seed=7))
    assert event.kind is Kind.NEW_DEAL and session.game.seed == 7 and session.game.line == before


def test_a_deal_asked_for_again_once_over_is_dealt_afresh():
    session = new_session({}, query="?variant=gaps&seed=7", clock=Clock())
    session.apply(session.status.legal_moves[0])
    session.apply(Command.GIVE_UP)
    event = session.apply(NewDeal("gaps", seed=7))
    assert event.kind is Kind.NEW_DEAL and not session.game.actions
