"""Which sound each event makes (app.present.sounds): one test per kind of event."""

from __future__ import annotations

from app.core.events import Command, Kind, SetBookmark
from app.present.sounds import Sound, sound_for
from boards import WON
from fakes import new_session

from solitaire import REDEAL


def _session(query: str = "?variant=gaps&seed=7"):
    return new_session(query=query)


def test_a_move_places_a_card() -> None:
    session = _session()
    event = session.apply(session.status.legal_moves[0])
    assert event.kind is Kind.MOVE and sound_for(event) is Sound.PLACE


def test_an_undo_and_a_redo_of_a_move_place_it_too() -> None:
    session = _session()
    session.apply(session.status.legal_moves[0])
    assert sound_for(session.apply(Command.UNDO)) is Sound.PLACE
    assert sound_for(session.apply(Command.REDO)) is Sound.PLACE


def test_a_refused_action_sounds_a_refusal() -> None:
    session = _session("?variant=gaps&seed=7&redeals=0")
    event = session.apply(REDEAL)  # no redeal allowed in this game
    assert event.kind is Kind.REFUSED and event.error is not None
    assert sound_for(event) is Sound.REFUSE


def test_a_redeal_and_a_new_deal_deal() -> None:
    session = _session("?variant=addiction&seed=7")  # Addiction redeals at any time
    assert sound_for(session.apply(REDEAL)) is Sound.DEAL
    assert sound_for(session.apply(Command.RESTART)) is Sound.DEAL


def test_giving_up_ends_without_the_win() -> None:
    session = _session()
    event = session.apply(Command.GIVE_UP)
    assert event.ended and sound_for(event) is Sound.END


def test_the_winning_move_sounds_the_win() -> None:
    # The 2 of clubs moves to the left edge: row 1 is in order, and so the board.
    left_edge_two = "/".join(["--" + "".join(f"{r}C" for r in "3456789TJQK") + "2C", *WON.split("/")[1:]])
    session = _session(f"?variant=gaps&seed=1&layout={left_edge_two}")
    move = next(m for m in session.status.legal_moves if m.dst == 0)
    event = session.apply(move)
    assert event.ended and sound_for(event) is Sound.WIN


def test_a_bookmark_set_makes_no_sound() -> None:
    session = _session()
    event = session.apply(SetBookmark(None))
    assert event.kind is Kind.BOOKMARK_SET and sound_for(event) is None
