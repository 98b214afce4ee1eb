"""The wider Montana family (RULES.md, "The wider family"): one test per rule row of each game."""

from __future__ import annotations

import pytest

from solitaire import PRESETS, REDEAL, Game, Move, Position, SettingsError, opening, preset, variant_named
from solitaire.cards import GAP, rank_of, suit_of
from solitaire.errors import AceInLayoutError, LayoutLengthError, NoRedealsLeftError
from solitaire.solver import solve
from tests.boards import SOLVE_NODES, board

ACE_GAMES = ("blue-moon", "red-moon", "galary", "jungle", "spaces-and-aces")
NEW_GAMES = (*ACE_GAMES, "moonlight")


def won_rows(columns: int, base: str) -> str:
    ranks = "A23456789TJQK" if base == "A" else "23456789TJQK"
    return "/".join("".join(f"{r}{s}" for r in ranks) + "--" for s in "CDHS")


def cell(game_or_shape, row: int, col: int) -> int:
    shape = game_or_shape.shape if hasattr(game_or_shape, "shape") else game_or_shape
    return shape.index(row, col)


# -- the board ------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ACE_GAMES)
def test_the_aces_stay_in_play_on_fourteen_columns_and_the_score_counts_52(variant):
    shape = preset(variant).shape
    position = opening(preset(variant), 11)
    assert shape.columns == 14 and len(position.cells) == 56 and len(position.gaps()) == 4
    assert sorted(c for c in position.cells if c) == sorted(16 * s + r for s in range(4) for r in range(1, 14))
    won = Position.from_layout(won_rows(14, "A"), shape)
    assert won.is_won() and won.ordered() == 52


def test_moonlight_is_played_on_the_classic_board_without_aces():
    shape = preset("moonlight").shape
    assert (shape.columns, shape.base) == (13, 2)
    with pytest.raises(AceInLayoutError):
        Position.from_layout(won_rows(13, "2").replace("2C", "AC"), shape)


def test_moonlight_answers_to_its_pysolfc_name_free_parking():
    assert preset("free-parking") is PRESETS["moonlight"] and preset("free-parking", 0) == preset("moonlight", 0)
    assert variant_named("free-parking") == "moonlight" and variant_named("gaps") == "gaps"
    assert opening(preset("free-parking"), 5).layout() == opening(preset("moonlight"), 5).layout()
    with pytest.raises(SettingsError):
        preset("free-parkin")


def test_a_layout_has_as_many_tokens_a_row_as_the_game_has_columns():
    with pytest.raises(LayoutLengthError):
        Position.from_layout(won_rows(13, "2"), preset("blue-moon").shape)
    assert Position.from_layout(won_rows(14, "A"), preset("blue-moon").shape).layout() == won_rows(14, "A")


@pytest.mark.parametrize("variant", ["blue-moon", "jungle", "spaces-and-aces"])
def test_blue_moon_opening_moves_each_ace_to_a_rows_left_edge(variant):
    for seed in range(20):
        position = opening(preset(variant), seed)
        cells = position.cells
        assert all(rank_of(cells[r * 14]) == 1 for r in range(4))
        # the gaps are where the aces lay: never in column 0, and the deal filled columns 1-13
        assert all(g % 14 != 0 for g in position.gaps())


@pytest.mark.parametrize("variant", ["red-moon", "galary"])
def test_red_moon_opening_puts_the_aces_first_and_a_gap_in_column_2(variant):
    position = opening(preset(variant), 5)
    assert [rank_of(position.cells[r * 14]) for r in range(4)] == [1, 1, 1, 1]
    assert position.gaps() == [1, 15, 29, 43]


# -- what a gap takes -----------------------------------------------------------------------


def test_in_ace_games_the_left_edge_takes_an_ace_and_the_cell_after_an_ace_its_2():
    shape = preset("blue-moon").shape
    position = board(
        """
        --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  AS
        AH  --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  2H
        ..  KC  --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  2S
        ..  KD  --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        """,
        shape,
    )
    assert {rank_of(m.card) for m in position.moves_to(cell(shape, 0, 0))} == {1}  # the aces, never a 2
    assert len(position.moves_to(cell(shape, 0, 0))) == 4
    assert [str(m) for m in position.moves_to(cell(shape, 1, 1))] == ["2H 1,13 -> 1,1"]


def test_galary_a_gap_also_takes_the_card_below_its_right_neighbour():
    shape = preset("galary").shape
    position = board(
        """
        AC  --  --  3C  ..  ..  ..  ..  ..  ..  ..  ..  ..  2C
        AD  --  5H  ..  ..  ..  ..  ..  ..  ..  ..  4H  2D  ..
        ..  KS  --  9D  ..  ..  ..  ..  ..  ..  ..  8D  ..  ..
        ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        """,
        shape,
    )
    assert [str(m) for m in position.moves_to(cell(shape, 0, 1))] == ["2C 0,13 -> 0,1"]
    # a gap after a gap takes the card below its right neighbour
    assert [str(m) for m in position.moves_to(cell(shape, 0, 2))] == ["2C 0,13 -> 0,2"]
    assert {str(m) for m in position.moves_to(cell(shape, 1, 1))} == {"2D 1,12 -> 1,1", "4H 1,11 -> 1,1"}
    # after a king nothing comes from the left, but the card below the right neighbour still fits
    assert [str(m) for m in position.moves_to(cell(shape, 2, 2))] == ["8D 2,11 -> 2,2"]
    assert position.gap_info(cell(shape, 2, 2)).reason == "below-right"


def test_moonlight_left_or_right_on_the_classic_board():
    shape = preset("moonlight").shape
    position = board(
        """
        --  3C  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        2C  --  5H  ..  ..  ..  ..  ..  ..  ..  ..  4H  ..
        ..  KS  --  9D  ..  ..  ..  ..  ..  ..  ..  8D  ..
        ..  ..  --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        """,
        shape,
    )
    assert {m.card for m in position.moves_to(cell(shape, 0, 0))} == {2, 18, 34, 50}  # any 2, as in Montana
    assert {str(m) for m in position.moves_to(cell(shape, 1, 1))} == {"3C 0,1 -> 1,1", "4H 1,11 -> 1,1"}
    assert [str(m) for m in position.moves_to(cell(shape, 2, 2))] == ["8D 2,11 -> 2,2"]


def test_moonlight_a_gap_in_the_last_column_looks_at_the_first_card_of_the_next_row():
    # PySolFC's Galary_RowStack: the right neighbour of cell id is rows[id + 1], the next row's first cell
    # after a row's last; the board's very last cell has none
    shape = preset("moonlight").shape
    position = board(
        """
        2S  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  KS  --
        5H  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  4H  --
        6D  5D  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
        ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  KD  --
        """,
        shape,
    )
    # after the king nothing comes from the left, but the next row starts with the 5H: the 4H fits
    assert [str(m) for m in position.moves_to(cell(shape, 0, 12))] == ["4H 1,11 -> 0,12"]
    assert position.gap_info(cell(shape, 0, 12)).reason == "below-right"
    # the 5H after the 4H on its left, or the 5D below the 6D that opens the next row
    assert {str(m) for m in position.moves_to(cell(shape, 1, 12))} == {"5H 1,0 -> 1,12", "5D 2,1 -> 1,12"}
    # the last cell of the board has no right neighbour: after a king it is dead
    assert position.moves_to(cell(shape, 3, 12)) == []
    assert position.gap_info(cell(shape, 3, 12)).reason == "after-king"


def test_galary_the_last_column_looks_at_the_next_rows_ace_where_nothing_fits():
    shape = preset("galary").shape
    position = board(
        """
        AC  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  KC  --
        AD  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
        AH  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
        AS  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --
        """,
        shape,
    )
    assert position.moves_to(cell(shape, 0, 13)) == []  # nothing is below the ace that opens the next row
    assert position.gap_info(cell(shape, 0, 13)).reason == "after-king"


def test_jungle_a_gap_takes_the_next_rank_of_any_suit():
    shape = preset("jungle").shape
    position = board(
        """
        AC  5D  --  ..  ..  ..  ..  ..  ..  6C  6D  6H  6S  ..
        ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        ..  KC  --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        ..  KD  --  ..  ..  ..  ..  KH  --  ..  ..  ..  ..  ..
        """,
        shape,
    )
    assert sorted(str(m) for m in position.moves_to(cell(shape, 0, 2))) == [
        "6C 0,9 -> 0,2",
        "6D 0,10 -> 0,2",
        "6H 0,11 -> 0,2",
        "6S 0,12 -> 0,2",
    ]


def test_jungle_a_win_still_needs_every_row_in_one_suit():
    shape = preset("jungle").shape
    mixed = won_rows(14, "A").replace("2C", "XX").replace("2D", "2C").replace("XX", "2D")
    position = Position.from_layout(mixed, shape)
    assert not position.is_won() and position.locked_runs()[0] == 1


def test_spaces_and_aces_a_gap_takes_any_higher_card_of_the_left_cards_suit():
    shape = preset("spaces-and-aces").shape
    position = board(
        """
        AC  9C  --  ..  ..  ..  ..  ..  ..  TC  JC  QC  KC  8C
        ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        ..  KD  --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
        ..  KH  --  ..  ..  ..  ..  KS  --  ..  ..  ..  ..  ..
        """,
        shape,
    )
    assert sorted(str(m.card) for m in position.moves_to(cell(shape, 0, 2))) == sorted(
        str(16 * 0 + r) for r in (10, 11, 12, 13)
    )
    assert 8 not in {m.card for m in position.moves_to(cell(shape, 0, 2))}  # lower ranks never


# -- redeals ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "redeals"),
    [
        *[("blue-moon", 2), ("red-moon", 2), ("galary", 2), ("moonlight", 2), ("jungle", 1), ("spaces-and-aces", 0)],
        # the family's second part (PySolFC's max_rounds less one)
        *[("paganini", 1), ("paganini-ii", 0), ("double-blue-moon", 2), ("double-red-moon", 2)],
        *[("house-of-commons", 1), ("line-up", 0), ("station", 2), ("double-montana", 2), ("rectangular-rovers", 0)],
    ],
)
def test_each_game_redeals_as_often_as_its_rules_say(variant, redeals):
    assert preset(variant).redeals == redeals
    game = Game(preset(variant), 3)
    for _ in range(redeals):
        game.push(REDEAL)
    with pytest.raises(NoRedealsLeftError):
        game.push(REDEAL)


@pytest.mark.parametrize("variant", ["blue-moon", "red-moon", "galary", "moonlight", "jungle"])
def test_a_redeal_keeps_the_runs_and_puts_each_rows_gap_after_its_run(variant):
    game = Game(preset(variant), 21)
    for _ in range(30):  # lock something first where the deal allows
        move = next(
            (m for m in game.status.legal_moves if game.position.play(m).ordered() > game.position.ordered()), None
        )
        if move is None:
            break
        game.push(move)
    runs = game.position.locked_runs()
    kept = {i: c for i, c in enumerate(game.position.cells) if game.position.is_locked(i)}
    game.push(REDEAL)
    columns = game.settings.shape.columns
    assert all(game.position.cells[i] == c for i, c in kept.items())
    assert game.position.gaps() == sorted(r * columns + min(runs[r], columns - 1) for r in range(4))


# -- the engine's searches are exact on every board -----------------------------------------


@pytest.mark.parametrize("variant", NEW_GAMES)
def test_a_won_line_of_the_solver_replays_in_the_engine(variant):
    settings = preset(variant)
    game = Game(settings, 2)
    near = game.position
    # a board two moves from a win of this game: take a won board and undo two moves by hand
    won = Position.from_layout(won_rows(settings.shape.columns, "A" if settings.shape.aces else "2"), settings.shape)
    cells = list(won.cells)
    last = settings.shape.columns - 2
    cells[last], cells[last + 1] = GAP, cells[last]  # the king of row 0 one to the right
    near = Position(tuple(cells), settings.shape)
    result = solve(near, settings.with_redeals(0), 2, 0, budget=None, max_nodes=SOLVE_NODES)
    assert result.verdict == "won"
    replay = Game(settings.with_redeals(0), 2, near)
    for action in result.line:
        replay.push(action)
    assert replay.position.is_won()
    assert all(suit_of(c) == suit_of(replay.position.cells[0]) for c in replay.position.cells[: last + 1])


def test_moves_name_cells_on_the_games_own_board():
    move = Move(1, 13, 14, 14)
    assert str(move) == "AC 0,13 -> 1,0" and Move.parse("AC 0,13 -> 1,0", PRESETS["blue-moon"].shape) == move


@pytest.mark.parametrize("variant", [v for v in PRESETS if PRESETS[v].opening in ("aces-left", "aces-first")])
def test_a_card_in_place_is_read_on_the_games_own_board(variant):
    game = Game(PRESETS[variant], 5)  # every row opens with its ace at the left edge: locked
    status, cells = game.status, range(game.settings.shape.cells)
    assert [status.is_locked(index) for index in cells] == [game.position.is_locked(i) for i in cells]
    assert sum(status.is_locked(index) for index in cells) == status.ordered >= game.settings.shape.rows
