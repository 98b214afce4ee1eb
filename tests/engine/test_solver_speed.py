"""The solver's faster pieces answer exactly as the plain versions they replaced (issue 16, "Cheaper nodes").

Each reference below is the code as it was before it was rewritten for
speed (simple, and checked against brute force in ``test_solver.py``); the
search must stay the same search, so every answer must be equal, on random
positions of every variant and on scrambles of the won board, with every
free mask the class may have.
"""

from __future__ import annotations

from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver_rules import positions

from solitaire import _solver_board as rules
from solitaire._solver_prune import out_of_reach

COLS = 13
ROW_STARTS = (0, 13, 26, 39)
TWOS = (2, 18, 34, 50)
ALL_CELLS = (1 << 52) - 1
COL0_BITS = sum(1 << s for s in ROW_STARTS)
NOT_LAST_COL = ALL_CELLS & ~sum(1 << (s + 12) for s in ROW_STARTS)
ROW_ORDERS = tuple(tuple(ROW_STARTS[r] for r in p) for p in permutations(range(4)))


def reference_out_of_reach(board: bytes, free: int) -> bool:
    """The dead-position test as first written: every suit swept in every round until a round changes nothing."""
    can_be = [0] * 64
    gaps = 0
    for i, card in enumerate(board):
        if card:
            can_be[card] = 1 << i
        else:
            gaps |= 1 << i
    if free > 0:
        heads = 0
        for r, s in enumerate(ROW_STARTS):
            if free >> r & 1:
                heads |= 1 << s
        for r, s in enumerate(ROW_STARTS):
            if free >> r & 1 and board[s]:
                can_be[board[s]] |= heads
    while True:
        before = gaps
        for two in TWOS:
            prev = can_be[two] | (COL0_BITS & gaps)
            if prev & (prev - 1):
                can_be[two] = prev
                gaps |= prev
            for c in range(two + 1, two + 12):
                cells = can_be[c] | ((prev & NOT_LAST_COL) << 1 & gaps)
                if cells & (cells - 1):
                    can_be[c] = cells
                    gaps |= cells
                prev = cells
            if gaps == ALL_CELLS:
                return False
        if gaps == before:
            break
    rows = []
    for two in TWOS:
        fits = COL0_BITS
        for rank in range(12):
            fits &= can_be[two + rank] >> rank
        if not fits:
            return True
        rows.append(fits)
    a, b, c, d = rows
    return not any(a >> p0 & 1 and b >> p1 & 1 and c >> p2 & 1 and d >> p3 & 1 for p0, p1, p2, p3 in ROW_ORDERS)


@st.composite
def classes(draw) -> tuple[bytes, int]:
    """A board and a free mask it may have as a class: any subset of its rows headed by a 2 or a gap (or -1)."""
    board = bytes(draw(positions).cells)
    edge = rules.left_edge_mask(board)
    free = draw(st.one_of(st.just(rules.root_free(board)), st.just(-1), st.integers(0, 15).map(lambda m: m & edge)))
    return board, free


@settings(max_examples=600, deadline=None)
@given(classes())
def test_the_dead_position_test_answers_as_the_plain_one(case):
    board, free = case
    assert out_of_reach(board, free) == reference_out_of_reach(board, free)


def test_the_references_can_tell_a_dead_position_from_a_live_one():
    # the comparison above means something only if both answers occur on such positions
    live = bytes(rules_won_board())
    assert reference_out_of_reach(live, 0) is False
    dead = bytearray(live)
    dead[0], dead[11] = dead[11], dead[0]  # a king at the left edge, the 2 behind it: the row is blocked for good
    dead[12], dead[25], dead[38], dead[51] = 0, 0, 0, 0
    assert reference_out_of_reach(bytes(dead), 0) is True
    assert out_of_reach(bytes(dead), 0) is True


def rules_won_board() -> list[int]:
    board = []
    for two in TWOS:
        board += [*range(two, two + 12), 0]
    return board
