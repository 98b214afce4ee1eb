"""Every board shape plays in the glue (issue 29): 4 rows of 6, 10, 13 or 14 cells, 8 rows with two decks, and the
neighbour fit. A tap picks between either copy of a card and between two gaps; the arrows walk 8 rows, turned
or not; every cell has a spoken name and a neighbour-fit gap is live, named by the cards beside it."""

from __future__ import annotations

import pytest
from app.core.keys import Key, board_target
from app.core.session import Tap
from app.present.view import board_view, status_view
from app.text.i18n import set_language

from solitaire import GAP, PRESETS, VARIANTS, opening
from tests.app.fakes import new_session

SHAPES = {(s.shape.rows, s.shape.columns) for s in PRESETS.values()}


def test_the_presets_cover_the_shapes_the_page_is_drawn_for():
    assert {(4, 6), (4, 8), (4, 10), (4, 13), (4, 14), (8, 13), (8, 14)} == SHAPES  # 4 x 8: Spoilt


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_cell_of_every_game_has_a_name_and_a_look(variant):
    set_language("en")
    session = new_session(query=f"?variant={variant}&seed=1")
    game = session.game
    views = board_view(game.position, game.status)
    shape = game.settings.shape
    assert len(views) == shape.drawn_rows * shape.columns  # Spoilt: a row more, its waste and talon
    assert all(view.name for view in views if view.pile != "none")
    gaps = [view for view in views if view.gap is not None and view.pile is None]
    assert len(gaps) == (len(game.position.gaps()) if shape.waste else shape.gaps)
    if game.settings.fit == "neighbour":  # no gap is ever dead there
        assert all(view.gap == "live" for view in gaps)


def test_a_gap_of_the_neighbour_fit_is_named_by_the_cards_beside_it():
    """Rectangular Rovers' deal 1: the gap at row 2, column 2 has the 3♣, 5♣, 3♥ and 4♥ beside it."""
    set_language("en")
    session = new_session(query="?variant=rectangular-rovers&seed=1")
    shape = session.game.settings.shape
    views = board_view(session.game.position, session.game.status)
    gap = shape.index(2, 1)
    assert views[gap].gap == "live" and views[gap].takes is None
    assert views[gap].name == "gap, takes the 3 of clubs, 5 of clubs, 3 of hearts or the 4 of hearts"
    assert views[shape.index(3, 0)].name == "gap, takes the 5 of clubs or the 4 of hearts"
    # a tap on it asks which of the four; a tap on one of them moves it in
    result = session.tap(gap)
    assert result.kind is Tap.CHOOSE and set(result.cells) == set(shape.neighbours(gap))
    result = session.tap(shape.index(3, 1))
    assert result.kind is Tap.MOVED and session.game.position.cells[gap] != GAP


def test_with_two_decks_a_gap_that_takes_either_copy_of_its_card_waits_for_the_pick():
    """Double Montana's deal 1: the gap at row 0, column 2 (after the 9♣) takes the 10♣, and both copies are free."""
    session = new_session(query="?variant=double-montana&seed=1")
    shape = session.game.settings.shape
    gap, copies = shape.index(0, 2), (shape.index(4, 1), shape.index(4, 9))
    result = session.tap(gap)
    assert result.kind is Tap.CHOOSE and set(result.cells) == set(copies)
    result = session.tap(copies[1])
    assert result.kind is Tap.MOVED and (result.move.src, result.move.dst) == (copies[1], gap)
    assert session.game.position.cells[copies[0]] == session.game.position.cells[gap]  # the other copy stays


def test_with_two_decks_either_copy_moves_straight_in_with_a_tap_on_it():
    session = new_session(query="?variant=double-montana&seed=1")
    shape = session.game.settings.shape
    result = session.tap(shape.index(4, 1))
    assert result.kind is Tap.MOVED and result.move.dst == shape.index(0, 2)


def test_with_two_decks_a_card_that_fits_after_either_copy_of_its_left_card_waits_for_the_gap():
    """Double Montana's deal 4: both 7♣ have a gap after them, and the 8♣ at row 1, column 11 fits both."""
    session = new_session(query="?variant=double-montana&seed=4")
    shape = session.game.settings.shape
    card, gaps = shape.index(1, 11), (shape.index(7, 4), shape.index(7, 8))
    assert {m.dst for m in opening(PRESETS["double-montana"], 4).moves_from(card)} == set(gaps)
    result = session.tap(card)
    assert result.kind is Tap.CHOOSE and set(result.cells) == set(gaps)
    result = session.tap(gaps[1])
    assert result.kind is Tap.MOVED and (result.move.src, result.move.dst) == (card, gaps[1])


@pytest.mark.parametrize("columns", [13, 14])
def test_the_arrows_walk_eight_rows_across_and_turned(columns):
    rows = 8
    last = rows * columns - 1

    def at(r: int, c: int) -> int:
        return r * columns + c

    def go(key: str, index: int, turned: bool = False, ctrl: bool = False) -> int | None:
        return board_target(Key(key, ctrl=ctrl), index, cols=columns, rows=rows, turned=turned)

    assert go("ArrowDown", at(3, 2)) == at(4, 2)  # past the fourth row
    assert go("ArrowDown", at(6, 2)) == at(7, 2)
    assert go("ArrowDown", at(7, 2)) == at(7, 2)  # the last row stops it
    assert go("ArrowUp", at(4, 0)) == at(3, 0)
    assert go("End", at(5, 3), ctrl=True) == last
    assert go("End", at(5, 3)) == at(5, columns - 1)
    # turned: Right and Left go to the next and the previous game row, Down and Up along it
    assert go("ArrowRight", at(3, 2), turned=True) == at(4, 2)
    assert go("ArrowRight", at(7, 2), turned=True) == at(7, 2)
    assert go("ArrowLeft", at(4, 2), turned=True) == at(3, 2)
    assert go("ArrowDown", at(7, columns - 2), turned=True) == at(7, columns - 1)
    assert go("ArrowDown", last, turned=True) == last
    # a pick between cells of rows 2 and 7 steps from one to the other
    choices = (at(1, 4), at(6, 9))
    assert board_target(Key("ArrowDown"), choices[0], choices, cols=columns, rows=rows) == choices[1]
    assert board_target(Key("ArrowRight"), choices[1], choices, cols=columns, rows=rows, turned=True) == choices[0]


def test_the_status_line_counts_live_gaps_and_redeals_or_in_spoilt_the_cards_face_down_and_the_talon():
    set_language("en")
    gaps = new_session(query="?variant=gaps&seed=3").game
    assert status_view(gaps).counts == (
        ("page.stat.gaps", gaps.status.live_gaps),
        ("page.stat.redeals", gaps.settings.redeals),
    )
    spoilt = new_session(query="?variant=spoilt&seed=1").game
    assert status_view(spoilt).counts == (("page.stat.face_down", 28), ("page.stat.talon", 3))
    spoilt.push(spoilt.status.legal_moves[0])  # the waste card goes up, the card under it turns face up
    assert status_view(spoilt).counts[0] == ("page.stat.face_down", 27)
