"""Bookmarks in the session: set one, go back to it through the pipeline, its words, its keys, its save."""

from __future__ import annotations

import json

import pytest
from app.core.events import GoToBookmark, Kind, SetBookmark
from app.core.keys import Key, bookmark_request, command_for
from app.present.announce import event_text
from app.present.view import bookmark_buttons, event_message
from app.record.explain import explain
from app.record.saves import game_key
from app.record.store import PREFIX
from app.text.i18n import set_language, t

from tests.app.fakes import new_session
from tests.boards import TWO_FROM_WIN

LINK = "?variant=montana&seed=77"
WIN_LINK = f"?variant=addiction&seed=1&layout={TWO_FROM_WIN}"


def play(session, n: int) -> None:
    for _ in range(n):
        assert session.apply(session.status.legal_moves[0]).kind is Kind.MOVE


def test_set_a_bookmark_make_moves_and_go_back_to_it():
    session = new_session(query=LINK)
    play(session, 2)
    marked = session.game.position
    event = session.apply(SetBookmark())
    assert (event.kind, event.bookmark, event.after) == (Kind.BOOKMARK_SET, 1, marked)
    play(session, 3)
    event = session.apply(GoToBookmark(1))
    assert event.kind is Kind.BOOKMARK_GO and event.bookmark == 1
    assert event.after == marked and session.game.position == marked
    assert len(session.game.redo_stack) == 3 and session.status.can_redo


def test_setting_a_bookmark_at_the_start_does_not_count_a_game_as_played():
    session = new_session(query=LINK)
    session.apply(SetBookmark())
    assert not session.meta.counted
    assert session.stats.get("montana").played == 0


def test_bookmarks_are_saved_and_come_back_with_the_game():
    storage: dict = {}
    session = new_session(storage, query=LINK)
    play(session, 1)
    session.apply(SetBookmark(4))
    play(session, 2)
    again = new_session(storage, query=LINK)
    assert again.game.bookmarks == {4: 1}
    again.apply(GoToBookmark(4))
    assert len(again.game.actions) == 1


def test_a_save_with_bad_bookmarks_is_played_on_with_a_note():
    storage: dict = {}
    session = new_session(storage, query=LINK)
    play(session, 2)
    session.apply(SetBookmark(1))
    key = PREFIX + game_key("montana")
    doc = json.loads(storage[key])
    doc["bookmarks"] = {"1": 2, "2": 50, "12": 0}
    storage[key] = json.dumps(doc)
    again = new_session(storage, query=LINK)
    assert len(again.game.actions) == 2 and again.game.bookmarks == {1: 2}
    notes = [n for n in again.take_notices() if n.kind.startswith("bookmarks.")]
    assert len(notes) == 1 and notes[0].lasting
    assert "2 bookmarks" in notes[0].text and "kept" in notes[0].text


def test_going_to_a_bookmark_is_an_undo_for_the_perfect_game():
    session = new_session(query=WIN_LINK)
    session.apply(SetBookmark())
    play(session, 1)
    session.apply(GoToBookmark(1))
    assert session.meta.undone
    play(session, 2)
    assert session.game.status.outcome.value == "won"
    assert session.stats.get("addiction").perfect_wins == 0


def test_a_refused_bookmark_says_why():
    session = new_session(query=LINK)
    event = session.apply(GoToBookmark(3))
    assert event.kind is Kind.REFUSED
    assert explain(event.error) == t("error.no_bookmark") == "That bookmark is not set."
    session.apply(SetBookmark(3))
    assert explain(session.apply(GoToBookmark(3)).error) == t("error.at_bookmark")
    for n in range(1, 10):
        session.apply(SetBookmark(n))
    assert explain(session.apply(SetBookmark()).error) == t("error.bookmarks_full")
    assert "Shift+1" in t("error.bookmarks_full")


def test_the_live_region_says_which_bookmark_in_both_languages():
    session = new_session(query=LINK)
    play(session, 2)
    event = session.apply(SetBookmark())
    assert event_text(event) == "Bookmark 1 set after 2 moves."
    assert event_message(event) == event_text(event)  # said on the message line too: nothing else shows it
    play(session, 1)
    back = session.apply(GoToBookmark(1))
    assert event_text(back) == "At bookmark 1, after 2 moves."
    set_language("de")
    assert event_text(event) == "Lesezeichen 1 gesetzt, nach 2 Zügen."
    assert event_text(back) == "Bei Lesezeichen 1, nach 2 Zügen."


@pytest.mark.parametrize(
    ("key", "command"),
    [
        (Key("1"), "bookmark-go:1"),
        (Key("9"), "bookmark-go:9"),
        (Key("!", shift=True, code="Digit1"), "bookmark-set:1"),
        (Key("§", shift=True, code="Digit3"), "bookmark-set:3"),  # Shift+3 on a German keyboard
        (Key("(", shift=True, code="Digit9"), "bookmark-set:9"),
    ],
)
def test_digit_keys_set_and_go_to_bookmarks(key, command):
    assert command_for(key) == command


@pytest.mark.parametrize(
    "key",
    [
        Key("0"),
        Key("1", ctrl=True),
        Key("1", alt=True),
        Key(")", shift=True, code="Digit0"),
        Key("1", code="Numpad1", shift=True),
    ],
)
def test_other_digit_keys_do_nothing(key):
    assert command_for(key) is None


# -- the page's commands and the "More" menu's buttons ------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "request_"),
    [
        ("bookmark-set", SetBookmark()),  # the menu's button: the lowest free one
        ("bookmark-set:4", SetBookmark(4)),
        ("bookmark-go:1", GoToBookmark(1)),
        ("bookmark-go:9", GoToBookmark(9)),
    ],
)
def test_bookmark_commands_are_the_sessions_requests(command, request_):
    assert bookmark_request(command) == request_


@pytest.mark.parametrize("command", ["undo", "bookmark-go", "bookmark-go:", "bookmark-go:x", "bookmark-set:1:2"])
def test_other_commands_are_no_bookmark_request(command):
    assert bookmark_request(command) is None


def test_a_key_for_a_slot_out_of_range_reaches_the_engine_which_says_why():
    session = new_session(query=LINK)
    event = session.apply(bookmark_request("bookmark-go:12"))
    assert event.kind is Kind.REFUSED and explain(event.error) == t("error.bookmark_slot")


def test_every_key_command_for_a_bookmark_is_a_request():
    for n in range(1, 10):
        for key in (Key(str(n)), Key("x", shift=True, code=f"Digit{n}")):
            assert bookmark_request(command_for(key)) in (SetBookmark(n), GoToBookmark(n))


def test_the_menu_offers_one_button_per_bookmark_set_in_order():
    session = new_session(query=LINK)
    assert bookmark_buttons(session.game) == ()
    play(session, 1)
    session.apply(SetBookmark(3))
    play(session, 1)
    session.apply(SetBookmark())
    buttons = bookmark_buttons(session.game)
    assert [b.action for b in buttons] == ["bookmark-go:1", "bookmark-go:3"]
    assert [bookmark_request(b.action) for b in buttons] == [GoToBookmark(1), GoToBookmark(3)]
    assert [b.label for b in buttons] == ["Go to bookmark 1", "Go to bookmark 3"]
    assert "key 3" in buttons[1].title
    set_language("de")
    assert [b.label for b in bookmark_buttons(session.game)] == ["Zu Lesezeichen 1", "Zu Lesezeichen 3"]


def test_a_bookmark_dropped_by_another_move_leaves_the_menu():
    session = new_session(query=LINK)
    play(session, 1)
    session.apply(SetBookmark())
    play(session, 1)
    session.apply(SetBookmark())
    session.apply(GoToBookmark(1))
    redo = session.game.redo_stack[-1]
    session.apply(next(m for m in session.status.legal_moves if m != redo))  # another line than bookmark 2's
    assert [b.action for b in bookmark_buttons(session.game)] == ["bookmark-go:1"]
