"""The reading keys for a screen reader: B reads the whole board row by row, S the status line (issue 31)."""

from __future__ import annotations

import pytest
from app.core.events import Pick
from app.core.keys import HELP, Key, command_for
from app.present.view import board_reading, board_view, spoken_name, status_reading
from app.record.prefs import Prefs, switch
from app.text.i18n import set_language, t

from solitaire.shape import CLASSIC
from tests.app.fakes import new_session
from tests.boards import TWO_GAPS_AT_THE_LEFT

LINK = "?variant=montana&seed=77"


@pytest.mark.parametrize(("key", "command"), [(Key("b"), "read-board"), (Key("s"), "read-status")])
def test_b_and_s_read_the_board_and_the_status(key, command):
    assert command_for(key) == command
    assert command_for(Key(key.key.upper(), shift=True)) == command


def test_the_reading_keys_are_listed_in_the_help_in_both_languages():
    assert {"read_board", "read_status"} <= set(HELP)
    assert (t("keys.read_board.keys"), t("keys.read_status.keys")) == ("B", "S")
    set_language("de")
    assert "Reihe" in t("keys.read_board.does")


def rows_of(names: list[str], columns: int, rows: int) -> list[str]:
    return [t("list.separator").join(names[r * columns : (r + 1) * columns]) for r in range(rows)]


def test_the_board_is_read_row_by_row_with_each_cell_named_as_the_board_names_it():
    session = new_session(query=LINK)
    position, status = session.game.position, session.status
    text = board_reading(position, status)
    names = [view.name for view in board_view(position, status)]
    rows = rows_of(names, CLASSIC.columns, CLASSIC.rows)
    assert text == " ".join(t("read.board.row", row=r + 1, cells=cells) for r, cells in enumerate(rows))
    assert text.startswith(f"Row 1: {names[0]}, {names[1]}, ") and f" Row 4: {names[3 * CLASSIC.columns]}, " in text


def test_a_chosen_card_and_its_choices_are_read_as_the_board_labels_them():
    session = new_session(query="?variant=addiction&seed=1&layout=" + TWO_GAPS_AT_THE_LEFT)
    position = session.game.position
    two = next(i for i, c in enumerate(position.cells) if c and len(session.status.moves_from(i)) > 1)
    session.pick(Pick(two))
    views = board_view(position, session.status)
    text = board_reading(position, session.status, session.selected, session.choices)
    assert spoken_name(views[two], chosen=True) in text and t("cell.chosen", name=views[two].name) in text
    for gap in session.choices:
        assert t("cell.choice", name=views[gap].name) in text


def test_the_board_is_read_in_german():
    session = new_session(query=LINK)
    set_language("de")
    text = board_reading(session.game.position, session.status)
    assert text.startswith("Reihe 1: ") and " Reihe 4: " in text and "Lücke" in text


def test_spoilt_is_read_with_its_waste_and_talon_row():
    session = new_session(query="?variant=spoilt&seed=3")
    position, status = session.game.position, session.status
    text = board_reading(position, status)
    below = [view.name for view in board_view(position, status)[position.shape.cells :] if view.name]
    assert len(below) == 2  # the waste card and the talon; the row's other cells hold nothing
    assert " Row 4: " in text and " Row 5" not in text
    assert text.endswith(" " + t("read.board.piles", cells=t("list.separator").join(below)))


def test_the_status_is_read_with_every_figure_shown():
    session = new_session(query=LINK)
    session.apply(session.status.legal_moves[0])
    game = session.game
    text = status_reading(game, 83_000, Prefs(), "Yes")
    status = game.status
    figures = f"Ordered {status.ordered}/48, Live gaps {status.live_gaps}, Redeals left {status.redeals_left}"
    assert text == f"Status: {figures}, Moves 1, Time 1:23, Winnable from here? Yes"
    assert "Winnable" not in status_reading(game, 83_000, Prefs(), None)  # no verdict on screen yet


def test_a_hidden_figure_is_not_read_either():
    session = new_session(query=LINK)
    prefs = Prefs()
    for name in ("hide_clock", "hide_moves", "hide_score"):
        prefs = prefs.with_choice(name, switch(name, True))
    text = status_reading(session.game, 5_000, prefs, None)
    assert "Ordered" not in text and "Moves" not in text and "Time" not in text and "Live gaps" in text


def test_the_status_is_read_in_german_and_spoilt_reads_its_own_counts():
    session = new_session(query="?variant=spoilt&seed=3")
    set_language("de")
    text = status_reading(session.game, 0, Prefs(), "Ja")
    assert text.startswith("Stand: Geordnet ") and "Verdeckt" in text and "Talon" in text and "Züge 0" in text
