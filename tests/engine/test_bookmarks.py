"""Bookmarks: up to nine points of a game's history to go back (or forward) to, kept in its save."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solitaire import (
    MAX_BOOKMARKS,
    PRESETS,
    REDEAL,
    AtBookmarkError,
    BookmarksFullError,
    BookmarkSlotError,
    Game,
    GameOverError,
    NoSuchBookmarkError,
    dumps,
    loads,
)
from tests.strategies import random_play


def game_with_moves(n: int, seed: int = 77) -> Game:
    game = Game(PRESETS["montana"], seed)
    for _ in range(n):
        game.push(game.status.legal_moves[0])
    return game


def test_a_bookmark_records_the_number_of_actions_taken():
    game = game_with_moves(3)
    assert game.set_bookmark() == 1
    game.push(game.status.legal_moves[0])
    assert game.set_bookmark() == 2
    assert game.bookmarks == {1: 3, 2: 4}


def test_going_back_to_a_bookmark_undoes_to_it_and_keeps_the_rest_for_redo():
    game = game_with_moves(2)
    game.set_bookmark(5)
    marked = game.position
    later = []
    for _ in range(3):
        later.append(game.push(game.status.legal_moves[0]))
    game.go_to_bookmark(5)
    assert game.position == marked and len(game.actions) == 2 and len(game.redo_stack) == 3
    game.redo()
    assert game.position == later[0]


def test_going_forward_to_a_bookmark_redoes_to_it():
    game = game_with_moves(4)
    game.set_bookmark(2)
    ahead = game.position
    game.pop()
    game.pop()
    game.go_to_bookmark(2)
    assert game.position == ahead and not game.redo_stack


def test_a_bookmark_set_again_moves_to_the_point_now():
    game = game_with_moves(1)
    game.set_bookmark(3)
    game.push(game.status.legal_moves[0])
    game.set_bookmark(3)
    assert game.bookmarks == {3: 2}


def test_no_more_than_nine_bookmarks():
    game = game_with_moves(0)
    for n in range(1, MAX_BOOKMARKS + 1):
        assert game.set_bookmark() == n
    with pytest.raises(BookmarksFullError):
        game.set_bookmark()
    for bad in (0, 10, -1, True, "1"):
        with pytest.raises(BookmarkSlotError):
            game.set_bookmark(bad)


def test_going_to_a_missing_bookmark_or_the_point_already_there_is_refused():
    game = game_with_moves(1)
    with pytest.raises(NoSuchBookmarkError):
        game.go_to_bookmark(1)
    game.set_bookmark(1)
    with pytest.raises(AtBookmarkError):
        game.go_to_bookmark(1)
    with pytest.raises(BookmarkSlotError):
        game.go_to_bookmark(12)


def test_a_given_up_game_goes_to_no_bookmark():
    game = game_with_moves(3)
    game.set_bookmark(1)
    game.pop()
    game.give_up()
    with pytest.raises(GameOverError):
        game.go_to_bookmark(1)
    assert len(game.actions) == 2


def test_a_bookmark_past_a_different_move_is_dropped():
    game = game_with_moves(2)
    game.set_bookmark(1)  # at 2
    game.push(game.status.legal_moves[0])
    game.set_bookmark(2)  # at 3
    game.push(game.status.legal_moves[0])
    game.set_bookmark(3)  # at 4
    game.pop()
    game.pop()
    undone = game.redo_stack[-1]
    other = next(m for m in game.status.legal_moves if m != undone)
    game.push(other)
    assert game.bookmarks == {1: 2}


def test_a_bookmark_is_kept_while_the_same_moves_are_played_again():
    game = game_with_moves(2)
    game.push(game.status.legal_moves[0])
    game.set_bookmark(4)  # at 3
    game.pop()
    game.push(game.redo_stack[-1])  # the same move played again by hand
    assert game.bookmarks == {4: 3}
    game.pop()
    game.redo()
    assert game.bookmarks == {4: 3}


def test_bookmarks_survive_undo_and_redo():
    game = game_with_moves(5)
    game.set_bookmark(1)
    for _ in range(5):
        game.pop()
    game.go_to_bookmark(1)
    assert len(game.actions) == 5 and game.bookmarks == {1: 5}


def test_restart_has_no_bookmarks():
    game = game_with_moves(2)
    game.set_bookmark()
    assert game.restart().bookmarks == {}


def test_a_save_carries_the_bookmarks():
    game = game_with_moves(3)
    game.set_bookmark(2)
    game.push(REDEAL)
    game.set_bookmark(7)
    game.pop()
    loaded, _ = loads(dumps(game))
    assert loaded.bookmarks == {2: 3, 7: 4} and loaded.dropped_bookmarks == ()
    loaded.go_to_bookmark(7)
    assert loaded.actions[-1] == REDEAL


def test_an_older_save_without_bookmarks_reads_as_none():
    doc = json.loads(dumps(game_with_moves(2)))
    del doc["bookmarks"]
    loaded, _ = loads(json.dumps(doc))
    assert loaded.bookmarks == {} and loaded.dropped_bookmarks == ()


@pytest.mark.parametrize(
    ("marks", "kept", "dropped"),
    [
        ({"1": 2, "2": 99}, {1: 2}, 1),  # past the end of the game's line
        ({"1": -1, "3": 0}, {3: 0}, 1),
        ({"1": "2", "2": 1.5, "4": True, "5": None, "6": 1}, {6: 1}, 4),  # not ints
        ({"0": 1, "10": 1, "x": 1, "9": 2}, {9: 2}, 3),  # no such slot
        ({str(n): 1 for n in range(1, 13)}, {n: 1 for n in range(1, 10)}, 3),  # more than nine
        ([1, 2], {}, 1),  # not an object at all
        ("1", {}, 1),
    ],
)
def test_a_save_with_bad_bookmarks_loads_with_them_dropped_and_a_note(marks, kept, dropped):
    doc = json.loads(dumps(game_with_moves(2)))
    doc["bookmarks"] = marks
    loaded, _ = loads(json.dumps(doc))
    assert loaded.bookmarks == kept
    assert len(loaded.dropped_bookmarks) == dropped
    assert all("bookmark" in note for note in loaded.dropped_bookmarks)
    assert len(loaded.actions) == 2


@given(st.data(), st.sampled_from(sorted(PRESETS)), st.integers(0, 2**32 - 1))
def test_save_and_load_round_trip_the_bookmarks(data, variant, seed):
    game = Game(PRESETS[variant], seed)
    for _ in range(data.draw(st.integers(1, 6))):
        random_play(data, game, data.draw(st.integers(0, 8)))
        if not game.gave_up:
            game.set_bookmark(data.draw(st.integers(1, MAX_BOOKMARKS)))
    loaded, _ = loads(dumps(game))
    assert loaded.bookmarks == game.bookmarks and loaded.dropped_bookmarks == ()
    assert loaded.actions == game.actions and loaded.redo_stack == game.redo_stack
    for slot, count in loaded.bookmarks.items():
        if count != len(loaded.actions):
            loaded.go_to_bookmark(slot)
        assert len(loaded.actions) == count
        assert loaded.line[:count] == game.line[:count]
