"""The family's second part (RULES.md, "The family, second part"; PySolFC's montana.py): one test per rule row of
each game: its board and opening, what a gap takes, which gaps are dead, its redeals, its win."""

from __future__ import annotations

from collections import Counter

import pytest

from solitaire import REDEAL, Game, Move, Position, opening, preset
from solitaire.cards import ACE, GAP, KING, card_token, make_card, parse_token, rank_of
from solitaire.errors import DuplicateCardError, GapCountError, OutOfDeckError
from solitaire.position import GapReason
from tests.boards import board


def won_layout(variant: str) -> str:
    """The won board of ``variant``: each row one suit from the base card up, its gap last (two rows a suit
    with two decks)."""
    shape = preset(variant).shape
    rows = [
        "".join(card_token(make_card(r, s)) for r in shape.ranks) + "--" for _ in range(shape.decks) for s in range(4)
    ]
    return "/".join(rows)


def moves_into(position: Position, row: int, col: int) -> set[str]:
    dst = position.shape.index(row, col)
    return {card_token(m.card) for m in position.legal_moves() if m.dst == dst}


# -- the boards and decks ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "rows", "columns", "cards", "ranks"),
    [
        ("paganini", 4, 10, 36, "A6789TJQK"),
        ("paganini-ii", 8, 14, 104, "A23456789TJQK"),
        ("double-blue-moon", 8, 14, 104, "A23456789TJQK"),
        ("double-red-moon", 8, 14, 104, "A23456789TJQK"),
        ("house-of-commons", 4, 10, 36, "23456789T"),
        ("line-up", 4, 6, 20, "A2345"),
        ("station", 4, 13, 48, "23456789TJQK"),
        ("double-montana", 8, 13, 96, "23456789TJQK"),
        ("rectangular-rovers", 4, 6, 20, "A2345"),
    ],
)
def test_each_game_is_dealt_on_its_board_from_its_deck(variant, rows, columns, cards, ranks):
    settings = preset(variant)
    shape = settings.shape
    assert (shape.rows, shape.columns, shape.cards, shape.gaps) == (rows, columns, cards, rows)
    for seed in (0, 1, 77):
        position = opening(settings, seed)
        held = Counter(c for c in position.cells if c != GAP)
        assert sorted({card_token(c)[0] for c in held}, key="A23456789TJQK".index) == list(ranks)
        assert set(held.values()) == {shape.decks} and len(held) * shape.decks == cards
        assert len(position.gaps()) == rows


def test_with_two_decks_each_suit_makes_two_rows_and_a_win_is_every_row_in_one_suit():
    for variant in ("paganini-ii", "double-blue-moon", "double-red-moon", "double-montana"):
        won = Position.from_layout(won_layout(variant), preset(variant).shape)
        assert won.is_won() and won.ordered() == won.shape.cards


def test_a_layout_of_two_decks_holds_a_card_twice_never_three_times():
    shape = preset("double-montana").shape
    text = won_layout("double-montana")
    Position.from_layout(text, shape)  # every card twice
    with pytest.raises(DuplicateCardError, match="3 times"):
        Position.from_layout(text.replace("3C", "2C", 1), shape)
    with pytest.raises(GapCountError):
        Position.from_layout(text.replace("KC", "--", 1), shape)


def test_a_layout_may_hold_only_the_cards_of_the_games_deck():
    text = won_layout("paganini")
    with pytest.raises(OutOfDeckError):
        Position.from_layout(text.replace("6C", "5C"), preset("paganini").shape)
    with pytest.raises(OutOfDeckError):
        Position.from_layout(won_layout("house-of-commons").replace("TC", "JC"), preset("house-of-commons").shape)
    with pytest.raises(OutOfDeckError):
        Position.from_layout(won_layout("line-up").replace("5C", "6C"), preset("line-up").shape)


# -- the openings --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["paganini", "double-blue-moon"])
def test_paganini_and_double_blue_moon_deal_then_move_the_aces_to_the_first_column(variant):
    settings = preset(variant)
    shape = settings.shape
    position = opening(settings, 5)
    firsts = [position.card_at(r, 0) for r in range(shape.rows)]
    assert all(rank_of(c) == ACE for c in firsts)
    assert all(rank_of(c) != ACE for i, c in enumerate(position.cells) if i % shape.columns)
    # each ace left a gap where it was dealt: the gaps are in columns 2 on, one for each ace
    assert len(position.gaps()) == shape.rows and all(g % shape.columns for g in position.gaps())


def test_double_red_moon_puts_the_eight_aces_first_and_a_gap_in_every_rows_second_column():
    position = opening(preset("double-red-moon"), 5)
    shape = position.shape
    assert [rank_of(position.card_at(r, 0)) for r in range(8)] == [ACE] * 8
    assert position.gaps() == [shape.index(r, 1) for r in range(8)]


def test_paganini_ii_leaves_the_first_column_empty_and_the_aces_where_they_fall():
    position = opening(preset("paganini-ii"), 5)
    shape = position.shape
    assert position.gaps() == [shape.index(r, 0) for r in range(8)]
    assert sum(1 for c in position.cells if c and rank_of(c) == ACE) == 8


@pytest.mark.parametrize(("variant", "lifted"), [("house-of-commons", ACE), ("line-up", 6), ("rectangular-rovers", 6)])
def test_house_of_commons_and_line_up_deal_every_card_and_lift_one_rank_out(variant, lifted):
    settings = preset(variant)
    full = Game(settings.with_redeals(0), 9).position
    assert settings.lifted == lifted
    # the lifted rank's four cards left the four gaps: deal again with them and they sit there
    assert len(full.gaps()) == 4 and all(c == GAP or rank_of(c) != lifted for c in full.cells)


# -- what a gap takes, and which is dead -------------------------------------------------------------------


def test_paganini_after_an_ace_a_gap_takes_the_6_of_its_suit():
    shape = preset("paganini").shape
    position = board(
        """
        AC -- .. .. .. .. .. .. .. ..
        AD 6D -- .. .. .. .. .. .. ..
        AH .. .. .. .. .. .. .. .. --
        AS .. .. .. .. .. .. .. .. --
        """,
        shape,
    )
    assert moves_into(position, 0, 1) == {"6C"}
    assert moves_into(position, 1, 2) == {"7D"}


def test_paganini_the_left_edge_takes_an_ace():
    shape = preset("paganini").shape
    position = board(
        """
        -- .. .. .. .. .. .. .. .. AC
        AD .. .. .. .. .. .. .. .. --
        AH .. .. .. .. .. .. .. .. --
        AS .. .. .. .. .. .. .. .. --
        """,
        shape,
    )
    assert moves_into(position, 0, 0) == {"AC", "AD", "AH", "AS"}  # an ace may hop from one left edge to another


def test_paganini_ii_the_first_column_takes_either_ace_of_any_suit():
    position = opening(preset("paganini-ii"), 5)
    moves = [m for m in position.legal_moves() if m.dst == 0]
    assert {card_token(m.card) for m in moves} == {"AC", "AD", "AH", "AS"}
    assert len(moves) == 8  # each ace twice: either copy may go


def test_with_two_decks_either_copy_of_the_card_a_gap_takes_may_fill_it():
    shape = preset("double-montana").shape
    text = won_layout("double-montana").split("/")
    # row 0: 2C 3C -- 5C ... KC 4C; the other 4C in place in the second clubs row: either may fill the gap
    rows = ["2C3C--" + text[0][6:-2] + "4C", *text[1:]]
    position = Position.from_layout("/".join(rows), shape)
    into = [m for m in position.legal_moves() if m.dst == shape.index(0, 2)]
    assert {m.card for m in into} == {parse_token("4C")} and len({m.src for m in into}) == 2


def test_house_of_commons_the_left_edge_takes_a_2_and_a_gap_after_a_10_is_dead():
    shape = preset("house-of-commons").shape
    position = board(
        """
        -- .. .. .. .. .. .. .. .. 2C
        2D 3D 4D 5D 6D 7D 8D 9D TD --
        .. .. .. .. .. .. .. .. .. --
        .. .. .. .. .. .. .. .. -- ..
        """,
        shape,
    )
    assert moves_into(position, 0, 0) == {"2C", "2D", "2H", "2S"}
    info = position.gap_info(shape.index(1, 9))
    assert info.reason == GapReason.AFTER_KING and not info.live
    two = parse_token("2H")
    move = Move(two, position.where(two), shape.index(1, 9), shape.columns)
    assert "nothing comes after a 10" in position.why_illegal(move)


def test_line_up_a_gap_after_a_5_is_dead_and_the_left_edge_takes_an_ace():
    shape = preset("line-up").shape
    position = board(
        """
        AC 2C 3C 4C 5C --
        -- .. .. .. .. ..
        .. .. .. .. -- ..
        .. .. -- .. .. ..
        """,
        shape,
    )
    assert not position.gap_info(shape.index(0, 5)).live
    assert moves_into(position, 1, 0) == {"AC", "AD", "AH", "AS"}


def test_rectangular_rovers_a_gap_takes_any_card_from_above_below_left_or_right():
    shape = preset("rectangular-rovers").shape
    position = board(
        """
        AC 2C 3C 4C 5C AD
        2D 3D -- 4D 5D AH
        2H 3H 4H 5H -- AS
        2S 3S 4S -- -- 5S
        """,
        shape,
    )
    assert moves_into(position, 1, 2) == {"3C", "3D", "4D", "4H"}
    # the left edge too, and after a 5 (no gap is dead); nothing comes round the end of a row
    assert moves_into(position, 2, 4) == {"5C", "5D", "5H", "AS"} - {"5C"}
    assert moves_into(position, 3, 4) == {"5S"}
    assert moves_into(position, 3, 3) == {"5H", "4S"}


def test_rectangular_rovers_no_card_comes_from_further_or_round_a_rows_end():
    shape = preset("rectangular-rovers").shape
    position = board(
        """
        -- AC 2C 3C 4C 5C
        AD 2D 3D 4D 5D --
        AH 2H 3H 4H 5H --
        AS 2S 3S 4S 5S --
        """,
        shape,
    )
    # the gap at 0,0 takes the card on its right and the one below, not the 5D at the end of the row above
    assert moves_into(position, 0, 0) == {"AC", "AD"}
    far = Move(parse_token("3D"), shape.index(1, 2), 0, shape.columns)
    assert "above, below, left or right" in position.why_illegal(far)


def test_rectangular_rovers_is_won_with_each_row_ace_to_5_of_one_suit():
    position = Position.from_layout(won_layout("rectangular-rovers"), preset("rectangular-rovers").shape)
    assert position.is_won()


# -- redeals ---------------------------------------------------------------------------------------------


def lock_what_you_can(game: Game) -> None:
    for _ in range(40):
        move = next(
            (m for m in game.status.legal_moves if game.position.play(m).ordered() > game.position.ordered()), None
        )
        if move is None:
            return
        game.push(move)


def test_station_a_redeal_puts_each_rows_gap_in_its_last_column():
    settings = preset("station")
    shape = settings.shape
    start = board(
        """
        2C 3C 4C -- .. .. .. .. .. .. .. .. ..
        2D -- .. .. .. .. .. .. .. .. .. .. ..
        .. .. .. .. .. .. -- .. .. .. .. .. ..
        .. .. .. .. .. .. .. .. .. .. .. -- ..
        """,
    )
    game = Game(settings, 21, start)
    kept = {i: c for i, c in enumerate(game.position.cells) if game.position.is_locked(i)}
    assert len(kept) == 4
    game.push(REDEAL)
    assert game.position.gaps() == [shape.index(r, shape.columns - 1) for r in range(4)]
    assert all(game.position.cells[i] == c for i, c in kept.items())


@pytest.mark.parametrize(
    "variant", ["paganini", "double-blue-moon", "double-red-moon", "house-of-commons", "double-montana"]
)
def test_a_redeal_keeps_the_runs_and_puts_each_rows_gap_after_its_run(variant):
    game = Game(preset(variant), 21)
    lock_what_you_can(game)
    runs = game.position.locked_runs()
    kept = {i: c for i, c in enumerate(game.position.cells) if game.position.is_locked(i)}
    game.push(REDEAL)
    shape = game.settings.shape
    assert all(game.position.cells[i] == c for i, c in kept.items())
    assert game.position.gaps() == [r * shape.columns + runs[r] for r in range(shape.rows)]


def test_paganini_a_locked_run_goes_ace_then_6_and_on():
    shape = preset("paganini").shape
    position = board(
        """
        AC 6C 7C 8C -- .. .. .. .. ..
        AD 7D -- .. .. .. .. .. .. ..
        AH .. .. .. .. .. .. .. .. --
        AS .. .. .. .. .. .. .. .. --
        """,
        shape,
    )
    assert position.locked_runs()[:2] == (4, 1)


def test_the_top_of_a_row_is_the_decks_highest_rank_in_play():
    assert [preset(v).shape.top for v in ("paganini", "house-of-commons", "line-up", "double-montana")] == [
        KING,
        10,
        5,
        KING,
    ]
