"""The layout string: exact round-trips and one specific error per kind of bad input."""

from __future__ import annotations

import pytest

from solitaire import (
    AceInLayoutError,
    DuplicateCardError,
    GapCountError,
    LayoutError,
    LayoutLengthError,
    Position,
    UnknownTokenError,
)
from solitaire.shape import CLASSIC
from tests.boards import WON


def test_a_layout_round_trips_exactly():
    assert Position.from_layout(WON, CLASSIC).layout() == WON
    assert len(WON) == 107


def test_a_layout_of_the_wrong_length_is_refused():
    with pytest.raises(LayoutLengthError, match="107 characters"):
        Position.from_layout(WON[:-2], CLASSIC)


def test_a_layout_with_rows_of_the_wrong_shape_is_refused():
    rows = WON.split("/")
    with pytest.raises(LayoutLengthError):
        Position.from_layout(rows[0][2:] + "/" + rows[1] + "2S/" + rows[2] + "/" + rows[3], CLASSIC)


def test_a_layout_that_is_not_a_string_is_refused():
    with pytest.raises(LayoutLengthError, match="string"):
        Position.from_layout(None, CLASSIC)  # type: ignore[arg-type]


def test_an_unknown_token_is_refused_with_its_place():
    with pytest.raises(UnknownTokenError, match=r"'1C' at row 0, column 8"):
        Position.from_layout(WON.replace("TC", "1C"), CLASSIC)


def test_a_lower_case_token_is_unknown():
    with pytest.raises(UnknownTokenError):
        Position.from_layout(WON.replace("7H", "7h"), CLASSIC)


def test_a_duplicate_card_is_refused():
    with pytest.raises(DuplicateCardError, match="7H appears twice"):
        Position.from_layout(WON.replace("7D", "7H"), CLASSIC)


def test_an_ace_is_refused():
    with pytest.raises(AceInLayoutError, match="aces are out"):
        Position.from_layout(WON.replace("KS--", "KSAS"), CLASSIC)


def test_a_wrong_gap_count_is_refused():
    with pytest.raises(GapCountError, match="has 5"):
        Position.from_layout(WON.replace("5H", "--"), CLASSIC)


def test_every_layout_error_is_a_value_error():
    assert issubclass(LayoutError, ValueError)
