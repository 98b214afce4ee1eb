"""Games in progress: every game set aside is kept, listed, resumed or discarded; a full storage drops nothing."""

from __future__ import annotations

import json

from app.core.events import Kind, NewDeal, Resume, Source
from app.record.saves import Meta, broken_key, shelf_key
from app.record.store import PREFIX, Store

from solitaire import Game, dumps, preset
from solitaire.save import SaveSummary, summarize
from tests.app.fakes import Clock, MemoryStorage, new_session


class QuotaStorage(MemoryStorage):
    """A localStorage whose room runs out after ``room`` characters of values."""

    def __init__(self, items: dict | None = None, room: int = 10**9) -> None:
        super().__init__(items)
        self.room = room

    def setItem(self, key, value):
        used = sum(len(v) for k, v in self.items.items() if k != key)
        if used + len(value) > self.room:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        super().setItem(key, value)


def play(session, moves: int = 1) -> None:
    for _ in range(moves):
        session.apply(session.status.legal_moves[0])


def test_every_game_set_aside_is_kept_and_each_comes_back():
    storage: dict = {}
    session = new_session(storage, "?variant=montana&seed=77")
    play(session)
    session.apply(NewDeal("montana", None, 500))
    play(session, 2)
    session.apply(NewDeal("montana", None, 501))
    waiting = session.games_in_progress()
    assert [(w.save.variant, w.save.seed, w.save.moves) for w in sorted(waiting, key=lambda w: w.save.seed)] == [
        ("montana", 77, 1),
        ("montana", 500, 2),
    ]
    for seed, moves in ((77, 1), (500, 2)):
        key = next(w.key for w in session.games_in_progress() if w.save.seed == seed)
        event = session.apply(Resume(key))
        assert event.kind is Kind.RESUME and session.game.seed == seed and session.game.moves == moves
    # nothing was lost on the way: 501 (no move yet) is not a game in progress, 77 and 500 are all there
    assert sorted(w.save.seed for w in session.games_in_progress()) == [77]
    assert session.game.seed == 500


def test_a_notice_never_offers_a_game_that_is_not_there():
    session = new_session(query="?variant=gaps&seed=1")
    play(session)
    session.apply(NewDeal("gaps", None, 2))
    [offer] = [n.action for n in session.take_notices() if n.action]
    key = offer.partition(":")[2]
    session.discard(key)
    event = session.apply(Resume(key))
    assert event.kind is Kind.REFUSED and session.game.seed == 2
    assert any("no game set aside" in n.text for n in session.take_notices())


def test_other_variants_games_in_play_are_listed_and_resumed_in_place():
    session = new_session(query="?variant=gaps&seed=3")
    play(session)
    session.apply(NewDeal("spaces", None, 4))
    [gaps] = session.games_in_progress()
    assert (gaps.key, gaps.save.variant, gaps.meta.aside_at) == ("game.gaps", "gaps", 0)
    play(session)
    assert session.apply(Resume(gaps.key)).kind is Kind.RESUME and session.variant == "gaps"
    assert [w.key for w in session.games_in_progress()] == ["game.spaces"]


def test_the_list_is_newest_first_and_says_when():
    clock = Clock()
    storage: dict = {}
    from app.core.session import Session

    session = Session(Store(MemoryStorage(storage)), clock, lambda: 9, wall=lambda: clock.ms)
    session.apply(NewDeal("addiction", None, 10))
    for seed in (11, 12, 13):
        play(session)
        clock.ms += 60_000
        session.apply(NewDeal("addiction", None, seed))
    assert [w.save.seed for w in session.games_in_progress()] == [12, 11, 10]
    assert [w.meta.aside_at for w in session.games_in_progress()] == [180_000, 120_000, 60_000]


def test_discarding_a_game_in_progress_forgets_it():
    session = new_session(query="?variant=gaps&seed=1")
    play(session)
    session.apply(NewDeal("gaps", None, 2))
    [waiting] = session.games_in_progress()
    session.discard(waiting.key)
    assert session.games_in_progress() == []


def test_with_no_room_to_set_a_game_aside_nothing_is_dropped_and_the_player_is_told():
    backend = QuotaStorage()
    session = new_session(query="?variant=montana&seed=77")
    session.store = session.saves.store = session.stats._store = Store(backend)
    play(session, 3)
    backend.room = sum(len(v) for v in backend.items.values()) + 50  # no room for a second save
    event = session.apply(NewDeal("montana", None, 500))
    assert event.kind is Kind.REFUSED and session.game.seed == 77 and session.game.moves == 3
    notices = session.take_notices()
    assert any("no room" in n.text and n.lasting for n in notices)
    saved = json.loads(backend.items[PREFIX + "game.montana"])
    assert saved["seed"] == 77 and len(saved["actions"]) == 3


def test_a_game_set_aside_in_the_first_format_is_listed_and_resumed():
    storage: dict = {}
    game = Game(preset("gaps"), 41)
    game.push(game.status.legal_moves[0])
    storage[PREFIX + "shelf.gaps"] = dumps(game, {"elapsed_ms": 5000, "counted": True, "won_recorded": False})
    session = new_session(storage, "?variant=gaps&seed=1")
    [waiting] = session.games_in_progress()
    assert waiting.key == "shelf.gaps" and waiting.save.seed == 41 and waiting.save.moves == 1
    assert session.apply(Resume("shelf.gaps")).kind is Kind.RESUME and session.game.seed == 41
    assert PREFIX + "shelf.gaps" not in storage


def test_a_set_aside_key_names_its_deal():
    assert shelf_key(Game(preset("spaces", 1), 7)) == "shelf.spaces.1.7"
    puzzle = Game(preset("gaps"), 7, Game(preset("gaps"), 8).position)
    assert shelf_key(puzzle).startswith("shelf.gaps.3.7.") and len(shelf_key(puzzle)) == len("shelf.gaps.3.7.") + 8


def test_an_unreadable_game_set_aside_is_never_offered():
    storage: dict = {PREFIX + "shelf.gaps.3.9": '{"format": "nope"}'}
    session = new_session(storage, "?variant=gaps&seed=1")
    assert session.games_in_progress() == []
    assert PREFIX + "shelf.gaps.3.9" not in storage
    assert storage[PREFIX + broken_key("shelf.gaps.3.9", '{"format": "nope"}')] == '{"format": "nope"}'
    assert any(n.lasting for n in session.take_notices())


def test_auto_and_play_out_mark_the_game_assisted():
    session = new_session(query="?variant=montana&seed=5")
    play(session)
    assert not session.meta.assisted
    session.apply(session.status.legal_moves[0], Source.AUTO)
    assert session.meta.assisted
    session.apply(NewDeal("montana", None, 6))
    [waiting] = session.games_in_progress()
    assert waiting.meta.assisted


def test_a_game_in_progress_holds_the_engines_summary_of_its_save_not_a_copy_of_its_fields():
    storage: dict = {}
    session = new_session(storage, "?variant=montana&seed=77")
    play(session, 2)
    session.apply(NewDeal("montana", None, 500))
    [waiting] = session.games_in_progress()
    raw = storage[PREFIX + waiting.key]
    assert isinstance(waiting.save, SaveSummary) and waiting.save == summarize(raw)
    assert waiting.meta == Meta.from_dict(waiting.save.meta)
    assert set(vars(waiting)) == {"key", "save", "meta"}  # the glue adds where it is kept and its Meta only
