"""Arrival decides which game comes on screen without the session: it reads the saves and returns the games to
try, in order, and the session opens the first it can (app.core.arrival <-> app.core.session, one way)."""

from __future__ import annotations

import ast
from pathlib import Path

from app.core.arrival import Fresh, Keep, Take, daily_arrival, link_arrival, to_set_aside
from app.core.events import Kind, NewDeal
from app.core.links import LinkRequest
from app.record.saves import Meta, Saves, shelf_key
from app.record.store import Store

from solitaire import Game, dumps, preset
from tests.app.fakes import MemoryStorage, new_session

CORE = Path(__file__).resolve().parents[2] / "py" / "app" / "core"


def saves_on(items: dict | None = None) -> tuple[Saves, Store]:
    store = Store(MemoryStorage(items or {}))
    return Saves(store, lambda *_, **__: None), store


def played(game: Game, moves: int = 1) -> Game:
    for _ in range(moves):
        game.push(game.status.legal_moves[0])
    return game


def test_arrival_neither_imports_nor_calls_the_session():
    tree = ast.parse((CORE / "arrival.py").read_text())
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not {"session", "app.core.session"} & imported
    names = {a.arg for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) for a in f.args.args}
    assert "session" not in names
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == "Session"]


def test_a_link_to_a_deal_tries_its_deal_then_the_saved_game_it_would_set_aside():
    saves, store = saves_on()
    saved = played(Game(preset("gaps"), 5))
    saves.write("gaps", dumps(saved, Meta().to_dict()))
    arrival = link_arrival(LinkRequest(variant="gaps", seed=9), saves, store, "addiction")
    assert [type(c) for c in arrival.tries] == [Keep, Keep]
    assert (arrival.tries[0].game.seed, arrival.tries[1].game.seed) == (9, 5)


def test_no_link_and_nothing_saved_is_a_fresh_deal_whose_seed_the_session_draws():
    saves, store = saves_on()
    assert link_arrival(LinkRequest(), saves, store, "addiction").tries == (Fresh("addiction", None),)


def test_the_daily_deal_set_aside_is_taken_back_before_it_is_dealt_again():
    saves, store = saves_on()
    session = new_session(query="?variant=gaps&daily=2026-12-01", storage={})
    day = session.meta.daily
    played(session.game)
    kept = session.game
    saves.shelve(kept, dumps(kept, Meta(daily=day).to_dict()))
    arrival = daily_arrival("gaps", day, saves, store, Game(preset("gaps"), 1))
    assert arrival.tries[0] == Take(shelf_key(kept)) and isinstance(arrival.tries[1], Keep)
    # on screen and not over: nothing to open, and the words say so
    on_screen = daily_arrival("gaps", day, saves, store, session.game)
    assert on_screen.tries == () and on_screen.said[0][1] == "daily"


def test_the_game_to_set_aside_is_the_one_in_progress_in_the_variants_place():
    saves, _ = saves_on()
    assert to_set_aside(saves, Game(preset("gaps"), 1), 0.0) is None
    old = played(Game(preset("gaps"), 2))
    saves.write("gaps", dumps(old, Meta().to_dict()))
    assert to_set_aside(saves, Game(preset("gaps"), 2), 0.0) is None  # the same deal: nothing to keep
    game, _, raw = to_set_aside(saves, Game(preset("gaps"), 3), 120_000.0)
    assert game.seed == 2 and '"aside_at":120000' in raw.replace(" ", "")


def test_the_session_opens_what_arrival_returns():
    session = new_session(query="?variant=gaps&seed=9", storage={})
    played(session.game)
    session.save()
    event = session.apply(NewDeal("gaps", None, 10))
    assert event.kind is Kind.NEW_DEAL and session.game.seed == 10
    assert [w.save.seed for w in session.games_in_progress()] == [9]
