"""The solver's private rules equal the engine's on random positions of every variant.

The solver keeps its own fast rules (``solitaire.solver.board``: boards as
bytes, no objects, no checks). Here each is compared with the engine
(``Position``, ``deal.redeal``, ``Game``) on random positions: the openings of
random seeds of every variant and redeal count, random play from them (moves
and redeals), and scrambles of the won board (late positions with long locked
runs, which random play seldom reaches).
"""

from __future__ import annotations

from itertools import permutations

from boards import WON
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import CLASSIC_VARIANTS, REDEAL, SEED_MAX, Position, opening, preset, redeal
from solitaire.cards import KING, rank_of
from solitaire.shape import CLASSIC
from solitaire.solver import board as rules
from solitaire.solver.prune import stubborn
from tests.strategies import classic_games as games
from tests.strategies import classic_positions as positions

VARIANTS = sorted(CLASSIC_VARIANTS)  # addiction, gaps, montana, spaces: the board this code knows
ROW_STARTS = (0, 13, 26, 39)


# -- a real board ---------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(positions)
def test_the_move_list_is_the_engines_in_the_same_order(position):
    board = bytes(position.cells)
    assert rules.real_moves(board) == [(m.card, m.src, m.dst) for m in position.legal_moves()]


@settings(max_examples=300, deadline=None)
@given(positions)
def test_locked_runs_and_won_boards_are_the_engines(position):
    board = bytes(position.cells)
    runs = position.locked_runs()
    assert rules.run_ends(board) == [s + n for s, n in zip(ROW_STARTS, runs, strict=True)]
    assert rules.progress(board, -1)[0] == position.ordered()
    assert rules.progress(board, 0)[0] == position.ordered()
    assert rules.is_won_exact(board) == position.is_won()
    assert rules.is_won_free(board, 0) == position.is_won()
    dead = sum(1 for info in position.gap_infos() if info.reason in ("after-gap", "after-king"))
    assert rules.dead_gaps(board) == dead


@settings(max_examples=300, deadline=None)
@given(positions, st.data())
def test_a_move_gives_the_engines_board(position, data):
    moves = position.legal_moves()
    if moves:
        move = data.draw(st.sampled_from(moves))
        after = rules.moved(bytes(position.cells), move.card, move.src, move.dst)
        assert after == bytes(position.play(move).cells)


def test_the_won_board_is_won_and_has_no_move():
    position = Position.from_layout(WON, CLASSIC)
    board = bytes(position.cells)
    assert rules.is_won_exact(board) and rules.real_moves(board) == [] and position.is_stuck()


# -- the redeal ------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(positions, st.sampled_from(VARIANTS), st.integers(0, SEED_MAX), st.integers(1, 3))
def test_the_redeal_is_the_engines(position, variant, seed, number):
    rules_of = preset(variant)
    board = bytes(position.cells)
    assert rules.layout_bytes(board) == position.layout().encode("ascii")
    assert rules.redealt(board, rules_of, seed, number) == bytes(redeal(position, rules_of, seed, number).cells)


@settings(max_examples=100, deadline=None)
@given(games(max_steps=80))
def test_a_redeal_in_a_game_is_the_solvers(game):
    """In a game: the redeal the game makes (its number from the redeals used) is the solver's."""
    if game.status.redeal_allowed:
        board = bytes(game.position.cells)
        number = game.redeals_used + 1
        assert rules.redealt(board, game.settings, game.seed, number) == bytes(game.after(REDEAL).cells)


def test_every_redeal_of_every_variant_on_an_opening():
    for variant in VARIANTS:
        settings_ = preset(variant)
        for seed in (0, 1, 2**32 - 1):
            start = opening(settings_, seed)
            for number in (1, 2, 3):
                expected = redeal(start, settings_, seed, number)
                assert rules.redealt(bytes(start.cells), settings_, seed, number) == bytes(expected.cells)


# -- classes with no redeal left ----------------------------------------------------------------


def members(board: bytes, free: int) -> set[bytes]:
    """Every board of the class: the first cells of the free rows in every order among those rows."""
    rows = [s for r, s in enumerate(ROW_STARTS) if free >> r & 1]
    out = set()
    for heads in set(permutations(board[s] for s in rows)):
        cells = bytearray(board)
        for s, head in zip(rows, heads, strict=True):
            cells[s] = head
        out.add(bytes(cells))
    return out


def engine_children(board: bytes, free: int) -> set[bytes]:
    """The classes one engine move away from some board of the class (moves that stay in it left out).

    The free mask after a move: every row headed by a 2 or a gap while a left-edge gap is open;
    else a 3 played after a free row's 2 pins that row; else it stays."""
    own = rules.free_key(board, free)
    out = set()
    for member in members(board, free):
        position = Position(tuple(member), CLASSIC)
        for move in position.legal_moves():
            after = bytes(position.play(move).cells)
            if rules.has_left_edge_gap(after):
                new_free = rules.left_edge_mask(after)
            elif move.dst % 13 == 1 and rank_of(move.card) == 3 and free >> (move.dst // 13) & 1:
                new_free = free & ~(1 << (move.dst // 13))
            else:
                new_free = free
            key = rules.free_key(after, new_free)
            if key != own:
                out.add(key)
    return out


@st.composite
def classes(draw) -> tuple[bytes, int]:
    """A class reached by a random walk of the solver's own successors from a random position."""
    position = draw(positions)
    board = bytes(position.cells)
    free = rules.root_free(board)
    for _ in range(draw(st.integers(0, 25))):
        children = rules.children_free(board, free)
        if not children:
            break
        board, free, _ = draw(st.sampled_from(children))
    return board, free


@settings(max_examples=300, deadline=None)
@given(classes())
def test_the_successors_of_a_class_are_the_engines_moves_from_its_boards(cls):
    board, free = cls
    solver_children = {rules.free_key(b, f) for b, f, _ in rules.children_free(board, free)}
    assert solver_children == engine_children(board, free)


@settings(max_examples=300, deadline=None)
@given(classes(), st.data())
def test_a_class_key_names_its_boards_whatever_their_order(cls, data):
    board, free = cls
    key = rules.free_key(board, free)
    member = data.draw(st.sampled_from(sorted(members(board, free))))
    rows = data.draw(st.permutations(range(4)))
    shuffled = b"".join(member[13 * r : 13 * r + 13] for r in rows)
    shuffled_free = sum(1 << i for i, r in enumerate(rows) if free >> r & 1)
    assert rules.free_key(shuffled, shuffled_free) == key
    assert rules.is_won_free(board, free) == any(Position(tuple(m), CLASSIC).is_won() for m in members(board, free))


@settings(max_examples=200, deadline=None)
@given(classes())
def test_a_stubborn_set_is_a_proper_subset_of_the_moves(cls):
    board, free = cls
    only = stubborn(board, free)
    every = {b for b, _, _ in rules.children_free(board, free)}
    if only == -1:
        return
    chosen = {b for b, _, _ in rules.children_free(board, free, only)}
    assert chosen and chosen < every
    # its moves are moves of cards into the cell after their predecessor, never a 2 or a move into column 0
    for card in range(64):
        if only >> card & 1:
            assert 3 <= card & 15 <= KING


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64 - 1), st.lists(st.integers(0, 63), max_size=52))
def test_the_shuffle_drawn_all_at_once_is_the_generators(state, items):
    from solitaire.rng import SplitMix64

    expected = list(items)
    SplitMix64(state).shuffle(expected)
    got = list(items)
    rules._shuffle(state, got)
    assert got == expected


def test_a_rejected_draw_falls_back_to_the_generator(monkeypatch):
    """A draw the generator would reject (about once in 2**58 shuffles) shifts the stream: the
    shuffle is then redone one draw at a time. Every draw is rejected here to take that path."""
    from solitaire.rng import SplitMix64

    monkeypatch.setattr(rules, "_LIMITS", (0,) * 64)
    items = list(range(2, 14)) + [0] * 4
    expected = list(items)
    SplitMix64(12345).shuffle(expected)
    rules._shuffle(12345, items)
    assert items == expected
