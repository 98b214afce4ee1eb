"""The solver's faster pieces answer exactly as the plain versions they replaced (issue 16, "Cheaper nodes").

Each reference below is the code as it was before it was rewritten for
speed (simple, and checked against brute force in ``test_solver.py``); the
search must stay the same search, so every answer must be equal, on random
positions of every variant and on scrambles of the won board, with every
free mask the class may have.
"""

from __future__ import annotations

import random
from itertools import permutations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from solitaire import Game, preset
from solitaire.solver import board as rules
from solitaire.solver.prune import hopeless, out_of_reach, stubborn
from tests.strategies import classic_positions as positions

COLS = 13
ROW_STARTS = (0, 13, 26, 39)
TWOS = (2, 18, 34, 50)
ALL_CELLS = (1 << 52) - 1
COL0_BITS = sum(1 << s for s in ROW_STARTS)
NOT_LAST_COL = ALL_CELLS & ~sum(1 << (s + 12) for s in ROW_STARTS)
KING = 13
CHAIN_CAP = 6
TWO = 2
GROUP = 0
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


def reference_stubborn(board: bytes, free: int) -> int:
    """The stubborn set as first written: flags by label, a work list, every seed closed from the group's closure."""
    enabled = []
    g = board.find(0)
    while g >= 0:
        col = g % COLS
        if col == 0 or (col == 1 and free >> (g // COLS) & 1):
            return -1  # the group is enabled, and every closure holds it: no reduction
        left = board[g - 1]
        if left and left & 15 != KING:
            enabled.append(left + 1)
        g = board.find(0, g + 1)
    if len(enabled) < 2:
        return -1
    is_enabled = bytearray(64)
    for c in enabled:
        is_enabled[c] = 1
    where = [0] * 64
    for i, card in enumerate(board):
        where[card] = i
    group_needs = [board[s] for s in ROW_STARTS] + [board[s + 1] for r, s in enumerate(ROW_STARTS) if free >> r & 1]

    def close(chosen: bytearray, work: list[int], count: int, limit: int) -> bytearray | None:
        """Close ``chosen`` (flags by label, with ``work`` still to process and ``count`` enabled
        labels in it) under the rules; None once it holds ``limit`` enabled labels or needs an
        enabled move out of the first column."""
        while work:
            c = work.pop()
            if c == GROUP:
                needs = group_needs
            elif is_enabled[c]:
                if where[c] % COLS == 0:
                    return None
                needs = (c - 1, c + 1) if c & 15 != KING else (c - 1,)
            else:
                p = where[c - 1]
                if p % COLS == COLS - 1:
                    needs = (c - 1,)
                else:
                    after = board[p + 1]
                    needs = (c - 1, after) if after else (c - 1,)
            for y in needs:
                rank = y & 15
                if rank == TWO or rank == 3:
                    if not chosen[GROUP]:
                        chosen[GROUP] = 1
                        work.append(GROUP)
                    if rank == TWO:
                        continue
                if not chosen[y]:
                    chosen[y] = 1
                    work.append(y)
                    if is_enabled[y]:
                        count += 1
                        if count >= limit:
                            return None
        return chosen

    # Every closure holds the group: an enabled c brings c-1, a disabled c brings c-1 too,
    # and so down the suit to its 3, which brings the group. So start from the group's closure.
    base = bytearray(64)
    base[GROUP] = 1
    closed = close(base, [GROUP], 0, len(enabled))
    if closed is None:
        return -1
    mask = 0
    for c in enabled:
        if closed[c]:
            mask |= 1 << c
    if mask:
        return mask  # every closure contains it, so none is smaller
    best = None
    limit = len(enabled)  # a set with this many enabled moves reduces nothing
    for seed in enabled:
        if where[seed] % COLS == 0:
            continue
        chosen = bytearray(closed)
        chosen[seed] = 1
        found = close(chosen, [seed], 1, limit)
        if found is not None:
            best = [c for c in enabled if found[c]]
            limit = len(best)
            if limit == 1:
                break
    if best is None:
        return -1
    mask = 0
    for c in best:
        mask |= 1 << c
    return mask


def reference_hopeless(board: bytes, free: int) -> bool:
    """The weaker dead-position test as first written: a work list of cards, one at a time."""
    where = [0] * 64
    for i, card in enumerate(board):
        if card:
            where[card] = i
    movable = bytearray(64)
    gap_ok = bytearray(52)  # the cell is or may become a gap
    free_threes = [board[s] + 1 for r, s in enumerate(ROW_STARTS) if free >> r & 1 and board[s]]
    work = []
    edge_open = not (board[0] and board[13] and board[26] and board[39])
    if edge_open:
        for two in TWOS:
            movable[two] = 1
            work.append(two)
    for i, card in enumerate(board):
        if card == 0:
            gap_ok[i] = 1
            col = i % COLS
            if col == 1 and free >> (i // COLS) & 1:
                for three in free_threes:
                    if not movable[three]:
                        movable[three] = 1
                        work.append(three)
            elif col:
                left = board[i - 1]
                if left and left & 15 != KING and not movable[left + 1]:
                    movable[left + 1] = 1
                    work.append(left + 1)
    while work:
        card = work.pop()
        cell = where[card]
        if not gap_ok[cell]:
            gap_ok[cell] = 1
            col = cell % COLS
            if col == 0:
                if not edge_open:
                    edge_open = True
                    for two in TWOS:
                        if not movable[two]:
                            movable[two] = 1
                            work.append(two)
            elif col == 1 and free >> (cell // COLS) & 1:
                for three in free_threes:
                    if not movable[three] and where[three] != cell:
                        movable[three] = 1
                        work.append(three)
            else:
                left = board[cell - 1]
                if left and left & 15 != KING and not movable[left + 1] and where[left + 1] != cell:
                    movable[left + 1] = 1
                    work.append(left + 1)
        if card & 15 != KING and not movable[card + 1]:
            movable[card + 1] = 1
            work.append(card + 1)
    row_suit = [-1, -1, -1, -1]
    for i, card in enumerate(board):
        if card and not movable[card]:
            col = i % COLS
            if col != (card & 15) - 2:
                return True
            r = i // COLS
            if col == 0 and free >> r & 1:
                continue  # which free row this 2 heads is still open
            suit = card >> 4
            if row_suit[r] < 0:
                row_suit[r] = suit
            elif row_suit[r] != suit:
                return True
    return False


def reference_children_free(board: bytes, free: int, only: int = -1) -> list[tuple[bytes, int, int]]:
    """The successors of a class as first written: a move extends a run when its gap is one of ``run_ends``."""
    out = []
    index = board.index
    ends = None
    g = board.find(0)
    while g >= 0:
        col = g % COLS
        if col == 0:
            g = board.find(0, g + 1)
            continue
        row = g // COLS
        if col == 1 and free >> row & 1:
            # a 3 after whichever free 2 is chosen to head this row
            for s in ROW_STARTS:
                two = board[s]
                if not (two and free >> (s // COLS) & 1):
                    continue
                src = index(two + 1)
                b = bytearray(board)
                b[index(two)] = b[g - 1]
                b[g - 1] = two
                b[g] = two + 1
                b[src] = 0
                after = bytes(b)
                new_free = rules.left_edge_mask(after) if rules.has_left_edge_gap(after) else free & ~(1 << row)
                out.append((after, new_free, 6))
            g = board.find(0, g + 1)
            continue
        left = board[g - 1]
        if left == 0 or left & 15 == KING:
            g = board.find(0, g + 1)
            continue
        card = left + 1
        if not only >> card & 1:
            g = board.find(0, g + 1)
            continue
        src = index(card)
        after = rules.moved(board, card, src, g)
        if ends is None:
            ends = rules.run_ends(board)
        p = 4 if g in ends else 0
        if src % COLS:
            left = board[src - 1]
            if left and left & 15 == KING:
                p -= 3
            new_free = free
        else:
            p += 1
            new_free = rules.left_edge_mask(after)
        out.append((after, new_free, p))
        g = board.find(0, g + 1)
    if not (board[0] and board[13] and board[26] and board[39]):
        g = board.find(0)  # the first left-edge gap: which one a 2 goes to does not matter
        while g % COLS:
            g = board.find(0, g + 1)
        for two in TWOS:
            src = index(two)
            if src % COLS == 0:
                continue  # already at the left edge: in the class
            out.append((rules.moved(board, two, src, g), free, -1 if board[src - 1] & 15 == KING else 2))
    if len(out) > 1:
        out.sort(key=lambda item: item[2], reverse=True)
    return out


def reference_progress(board: bytes, free: int) -> tuple[int, int]:
    """The search's guide as first written: every chain step in the loop, run to ``CHAIN_CAP``."""
    locked = 0
    cost = 0
    index = board.index
    edge_cost = 1 if not (board[0] and board[13] and board[26] and board[39]) else 3
    for r in range(4):
        s = 13 * r
        if free > 0 and free >> r & 1 and board[s + 1] & 15 == 3:
            card = board[s + 1]
            c = 2
        else:
            card = board[s]
            c = 1 if card & 15 == TWO else 0
        if c:
            card += 1
            while c < COLS and board[s + c] == card:
                card += 1
                c += 1
            locked += c
            if c == COLS:
                continue
        cell = s + c
        y = board[cell]
        if y == 0:
            cost += 1
            continue
        steps = 1
        for _ in range(CHAIN_CAP):
            if y & 15 == TWO:
                steps += edge_cost
                break
            p = index(y - 1)
            steps += 1
            if p % COLS == COLS - 1 or p + 1 == cell:
                steps += 3
                break
            cell = p + 1
            y = board[cell]
            if y == 0:
                break
        else:
            steps += 2
        cost += steps if steps < CHAIN_CAP else CHAIN_CAP
    return locked, cost


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


@settings(max_examples=600, deadline=None)
@given(classes())
def test_the_weaker_dead_position_test_answers_as_the_plain_one(case):
    board, free = case
    assume(free >= 0)  # it is asked of classes only (an exact board's -1 would make non-3s "free threes")
    assert hopeless(board, free) == reference_hopeless(board, free)


@settings(max_examples=600, deadline=None)
@given(classes())
def test_the_successors_are_the_plain_ones_in_the_same_order(case):
    board, free = case
    if free < 0:
        free = rules.root_free(board)
    assert rules.children_free(board, free) == reference_children_free(board, free)
    only = stubborn(board, free)
    assert rules.children_free(board, free, only) == reference_children_free(board, free, only)


@settings(max_examples=600, deadline=None)
@given(classes())
def test_the_guide_is_the_plain_ones(case):
    board, free = case
    assert rules.progress(board, free) == reference_progress(board, free)


@settings(max_examples=600, deadline=None)
@given(classes())
def test_the_stubborn_set_is_the_plain_ones(case):
    board, free = case
    assert stubborn(board, free) == reference_stubborn(board, free)


def test_the_references_can_tell_a_dead_position_from_a_live_one():
    # the comparison above means something only if both answers occur on such positions
    live = bytes(rules_won_board())
    assert reference_out_of_reach(live, 0) is False
    dead = bytearray(live)
    dead[0], dead[11] = dead[11], dead[0]  # a king at the left edge, the 2 behind it: the row is blocked for good
    dead[12], dead[25], dead[38], dead[51] = 0, 0, 0, 0
    assert reference_out_of_reach(bytes(dead), 0) is True
    assert out_of_reach(bytes(dead), 0) is True


def test_on_played_positions_both_answer_alike_and_every_kind_of_answer_occurs():
    # the comparisons above mean something only if the answers vary: a reduction and none, dead and live
    stubborn_kinds = set()
    reach_kinds = set()
    hopeless_kinds = set()
    for seed in range(40):
        game = Game(preset("gaps", 0), seed)
        rng = random.Random(seed)
        for _ in range(40):
            board = bytes(game.position.cells)
            free = rules.root_free(board)
            mask = stubborn(board, free)
            assert mask == reference_stubborn(board, free)
            stubborn_kinds.add("none" if mask == -1 else "one" if mask & (mask - 1) == 0 else "several")
            dead = out_of_reach(board, free)
            assert dead == reference_out_of_reach(board, free)
            reach_kinds.add(dead)
            weak = hopeless(board, free)
            assert weak == reference_hopeless(board, free)
            hopeless_kinds.add(weak)
            moves = game.status.legal_moves
            if not moves:
                break
            game.push(rng.choice(moves))
    assert stubborn_kinds == {"none", "one", "several"}
    assert reach_kinds == {True, False}
    assert hopeless_kinds == {True, False}


def rules_won_board() -> list[int]:
    board = []
    for two in TWOS:
        board += [*range(two, two + 12), 0]
    return board
