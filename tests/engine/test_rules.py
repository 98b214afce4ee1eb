"""One test per rule of RULES.md: what may move where, what is locked, won and over."""

from __future__ import annotations

import pytest

from solitaire import IllegalMoveError, Move, Position, parse_card
from solitaire.shape import CLASSIC
from tests.boards import ALL_GAPS_AFTER_KINGS, WON, at, board

C = parse_card


def legal(position: Position, token: str, src: tuple[int, int], dst: tuple[int, int]) -> bool:
    return Move(C(token), at(*src), at(*dst), CLASSIC.columns) in position.legal_moves()


ROW_GAP_AT_LEFT_EDGE = board("""
    --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    3H  ..  ..  2H  ..  ..  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
""")


def test_a_two_goes_into_a_left_edge_gap():
    assert legal(ROW_GAP_AT_LEFT_EDGE, "2H", (1, 3), (0, 0))


def test_a_three_does_not_go_into_a_left_edge_gap():
    assert not legal(ROW_GAP_AT_LEFT_EDGE, "3H", (1, 0), (0, 0))
    with pytest.raises(IllegalMoveError, match="only a 2"):
        ROW_GAP_AT_LEFT_EDGE.play(Move(C("3H"), at(1, 0), at(0, 0), CLASSIC.columns))


def test_a_left_edge_gap_takes_any_two():
    moves = ROW_GAP_AT_LEFT_EDGE.moves_to(at(0, 0))
    assert sorted(m.card for m in moves) == sorted(C(t) for t in ("2C", "2D", "2H", "2S"))


NINE_OF_CLUBS_THEN_GAP = board("""
    ..  ..  9C  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  TC  ..  ..  ..  TS  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
""")


def test_ten_of_clubs_goes_after_nine_of_clubs():
    assert legal(NINE_OF_CLUBS_THEN_GAP, "TC", (1, 1), (0, 3))


def test_ten_of_spades_does_not_go_after_nine_of_clubs():
    assert not legal(NINE_OF_CLUBS_THEN_GAP, "TS", (1, 5), (0, 3))
    with pytest.raises(IllegalMoveError, match="takes only 10♣"):
        NINE_OF_CLUBS_THEN_GAP.play(Move(C("TS"), at(1, 5), at(0, 3), CLASSIC.columns))


def test_a_gap_takes_exactly_one_card():
    assert [str(m) for m in NINE_OF_CLUBS_THEN_GAP.moves_to(at(0, 3))] == ["TC 1,1 -> 0,3"]


AFTER_A_KING = board("""
    ..  ..  KS  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
""")


def test_nothing_goes_after_a_king():
    assert AFTER_A_KING.moves_to(at(0, 3)) == []
    info = AFTER_A_KING.gap_info(at(0, 3))
    assert not info.live and info.reason == "after-king"
    for card in AFTER_A_KING.cells:
        if card:
            assert AFTER_A_KING.why_illegal(Move(card, AFTER_A_KING.where(card), at(0, 3), CLASSIC.columns)) is not None


def test_a_gap_after_a_gap_takes_nothing_until_the_left_one_is_filled():
    position = board("""
        ..  ..  7D  --  --  ..  ..  ..  ..  ..  ..  ..  ..
        ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        ..  8D  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
        ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    """)
    assert position.moves_to(at(0, 4)) == []
    assert position.gap_info(at(0, 4)).reason == "after-gap"
    after = position.play(Move(C("8D"), at(2, 1), at(0, 3), CLASSIC.columns))
    assert [str(m) for m in after.moves_to(at(0, 4))] == [
        "9D " + "{},{} -> 0,4".format(*divmod(after.where(C("9D")), 13))
    ]


def test_a_card_moves_only_into_a_gap():
    with pytest.raises(IllegalMoveError, match="only into a gap"):
        NINE_OF_CLUBS_THEN_GAP.play(Move(C("TC"), at(1, 1), at(0, 4), CLASSIC.columns))


def test_the_cell_a_card_leaves_becomes_the_gap():
    after = NINE_OF_CLUBS_THEN_GAP.play(Move(C("TC"), at(1, 1), at(0, 3), CLASSIC.columns))
    assert after.card_at(0, 3) == C("TC") and after.card_at(1, 1) == 0
    assert len(after.gaps()) == 4


TWO_LEFT_EDGE_GAPS = board("""
    --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    2H  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    ..  ..  ..  2S  ..  ..  ..  ..  ..  ..  ..  ..  --
""")


def test_a_two_fitting_two_left_edge_gaps_lets_the_player_choose():
    choices = TWO_LEFT_EDGE_GAPS.moves_from(at(3, 3))
    assert sorted(m.dst for m in choices) == [at(0, 0), at(1, 0)]


def test_a_two_may_move_from_one_left_edge_gap_to_another():
    assert legal(TWO_LEFT_EDGE_GAPS, "2H", (2, 0), (0, 0))


def test_a_two_in_the_first_column_is_locked():
    assert TWO_LEFT_EDGE_GAPS.is_locked(at(2, 0))
    assert TWO_LEFT_EDGE_GAPS.locked_runs()[2] >= 1


def test_a_card_is_locked_after_its_locked_predecessor_of_the_same_suit():
    position = board("""
        2D  3D  4D  6D  ..  ..  ..  ..  ..  ..  ..  ..  --
        3C  4C  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
        ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
        ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
    """)
    assert position.locked_runs()[:2] == (3, 0)
    assert position.is_locked(at(0, 2)) and not position.is_locked(at(0, 3))
    assert not position.is_locked(at(1, 1))  # 4C after 3C, but 3C is not locked


def test_ordered_counts_the_locked_cards():
    position = Position.from_layout(WON, CLASSIC)
    assert position.ordered() == 48
    assert position.is_won()


def test_won_needs_every_card_locked_any_suit_in_any_row():
    rows = WON.split("/")
    assert Position.from_layout("/".join(reversed(rows)), CLASSIC).is_won()
    one_off = Position.from_layout(WON.replace("QSKS--", "QS--KS"), CLASSIC)
    assert not one_off.is_won() and one_off.ordered() == 47


def test_a_board_with_no_move_is_stuck():
    stuck = ALL_GAPS_AFTER_KINGS
    assert stuck.legal_moves() == [] and stuck.is_stuck()


def test_with_a_left_edge_gap_open_some_two_can_always_move_in():
    position = board("""
        2C  9H  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        --  9S  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        2D  9D  ..  ..  KC  --  ..  ..  ..  ..  ..  ..  ..
        2H  9C  ..  ..  KD  --  ..  ..  KH  --  ..  ..  ..
    """)
    assert not position.is_stuck()
    assert any(m.src % 13 for m in position.moves_to(at(1, 0)))
