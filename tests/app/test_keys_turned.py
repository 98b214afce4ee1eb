"""The arrows on a turned board (a phone in portrait: each game row runs top to bottom) follow the
screen, and the heading and title name the variant being played."""

from __future__ import annotations

from app.core.keys import Key, board_target
from app.present.view import page_title, status_view
from app.text.i18n import set_language
from app.text.labels import deal_label

from solitaire import Game, preset
from solitaire.shape import CLASSIC


def test_on_a_turned_board_down_and_up_move_along_the_games_row():
    here = CLASSIC.index(1, 5)
    assert board_target(Key("ArrowDown"), here, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.index(
        1, 6
    )
    assert board_target(Key("ArrowUp"), here, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.index(
        1, 4
    )
    assert board_target(Key("ArrowRight"), here, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.index(
        2, 5
    )
    assert board_target(Key("ArrowLeft"), here, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.index(
        0, 5
    )
    # rows across: the same keys as ever
    assert board_target(Key("ArrowDown"), here, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.index(2, 5)
    assert board_target(Key("ArrowRight"), here, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.index(1, 6)


def test_a_turned_board_stops_at_its_edges_and_keeps_home_end_and_the_choices():
    top, bottom = CLASSIC.index(0, 0), CLASSIC.index(CLASSIC.rows - 1, CLASSIC.columns - 1)
    assert board_target(Key("ArrowUp"), top, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows) == top
    assert board_target(Key("ArrowLeft"), top, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows) == top
    assert board_target(Key("ArrowDown"), bottom, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows) == bottom
    assert board_target(Key("ArrowRight"), bottom, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows) == bottom
    assert board_target(
        Key("End"), CLASSIC.index(2, 3), turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows
    ) == CLASSIC.index(2, CLASSIC.columns - 1)
    assert (
        board_target(Key("Home", ctrl=True), CLASSIC.index(2, 3), turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows)
        == 0
    )
    choices = (CLASSIC.index(0, 0), CLASSIC.index(2, 0))
    assert (
        board_target(Key("ArrowDown"), choices[0], choices, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows)
        == choices[1]
    )
    assert (
        board_target(Key("ArrowRight"), choices[0], choices, turned=True, cols=CLASSIC.columns, rows=CLASSIC.rows)
        == choices[1]
    )


def test_the_heading_names_the_variant_and_the_deal_stands_beside_it():
    game = Game(preset("gaps"), 7)
    view = status_view(game)
    assert (view.variant, view.deal, view.title) == ("Gaps", "deal 7", "Gaps · deal 7")
    assert page_title(game) == "Gaps · Addiction Solitaire"
    set_language("de")
    assert deal_label(Game(preset("spaces"), 12)) == "Spiel 12"
    assert page_title(Game(preset("montana"), 1)) == "Montana · Addiction Solitaire"
