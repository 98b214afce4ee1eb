"""The solver's sound pruning (no redeal left): dead positions and partial-order reduction.

Each function answers for a class (``board``, ``free``: see :mod:`.board`).
Why each is sound is proved in docs/solver.md ("What is sound", items 4 and 5);
the tests compare them with brute force on small positions.
"""

from __future__ import annotations

from itertools import permutations

from .board import COLS, KING, ROW_STARTS, TWO, TWOS


# Over 60 lines: a 16-line docstring (its argument) and one fixed-point loop in locals, run on many children.
def hopeless(board: bytes, free: int) -> bool:
    """True when no board of the class can be won with no redeal left: the first, weaker test
    (:func:`out_of_reach` flags every board this one does). Auto's plans keep it (see ClassicSolver).
    For a class only: ``free`` is 0 or more, its rows headed by a 2 or a gap.

    Over-approximates which cards could ever move: a card c moves only into
    the gap just after c-1, so it may move only if c-1 may move or the cell
    after c-1 is (or may become) a gap other than c's own cell; a 2 may move
    only if some left-edge cell may become a gap. (A 2 heading a free row
    stands for any of the free 2s, so its cell's right neighbour may take the
    3 of any of them.) Every card that can never move must already sit in its
    final column, and all such cards of a row must be of one suit.

    A card that may move makes the next card of its suit movable too, so the
    cards that may move are, in each suit, those from some lowest card up
    (``low``): each card is looked at once, when its suit's range reaches it,
    and the answer is False as soon as every 2 may move."""
    where = [0] * 64
    for i, card in enumerate(board):
        where[card] = i
    low = [14, 14, 14, 14]  # for each suit, the rank of its lowest card that may move (14: none)
    free_threes = [board[s] + 1 for r, s in enumerate(ROW_STARTS) if free >> r & 1 and board[s]]
    work = []  # cards that may move (each raises its suit's range to it)
    edge_open = not (board[0] and board[13] and board[26] and board[39])
    if edge_open:
        work = list(TWOS)
    g = board.find(0)
    while g >= 0:
        col = g % COLS
        if col == 1 and free >> (g // COLS) & 1:
            work.extend(free_threes)
        elif col:
            left = board[g - 1]
            if left and left & 15 != KING:
                work.append(left + 1)
        g = board.find(0, g + 1)
    while work:
        card = work.pop()
        suit = card >> 4
        rank = card & 15
        top = low[suit]
        if rank >= top:
            continue
        low[suit] = rank
        if rank == TWO and low == _ALL_TWOS:
            return False  # every card may move
        base = card - rank
        for r in range(rank, top):
            d = base + r
            cell = where[d]
            col = cell % COLS
            if col == 0:
                if not edge_open:
                    edge_open = True
                    work.extend(TWOS)
            elif col == 1 and free >> (cell // COLS) & 1:
                for three in free_threes:
                    if where[three] != cell:
                        work.append(three)
            else:
                left = board[cell - 1]
                if left and (left & 15) + 1 < low[left >> 4] and where[left + 1] != cell:
                    work.append(left + 1)
    row_suit = [-1, -1, -1, -1]
    for suit in range(4):
        for rank in range(2, low[suit]):
            i = where[(suit << 4) + rank]
            col = i % COLS
            if col != rank - 2:
                return True
            r = i // COLS
            if col == 0 and free >> r & 1:
                continue
            if row_suit[r] < 0:
                row_suit[r] = suit
            elif row_suit[r] != suit:
                return True
    return False


_ALL_TWOS = [TWO, TWO, TWO, TWO]

_ALL_CELLS = (1 << 52) - 1
_COL0_BITS = sum(1 << s for s in ROW_STARTS)
_NOT_COL0 = _ALL_CELLS & ~_COL0_BITS
_BIT = tuple(1 << i for i in range(52))
_ROW_ORDERS = tuple(tuple(ROW_STARTS[r] for r in p) for p in permutations(range(4)))
_SUITS = tuple((two, tuple(range(two + 1, two + 12))) for two in TWOS)  # each suit's 2, then its 3 to king
_HEADS = tuple(sum(1 << s for r, s in enumerate(ROW_STARTS) if free >> r & 1) for free in range(16))


# Over 60 lines: a 22-line docstring (its proof) and one least fixed point in locals, run at every third depth.
def out_of_reach(board: bytes, free: int) -> bool:
    """True when no board of the class can be won with no redeal left (sound; see docs/solver.md).

    Over-approximates, for every card, the cells it could ever occupy, and
    the cells that could ever be gaps (a least fixed point, as bit masks):
    a card c can only ever move into the cell just after a cell c-1 could
    occupy, if that cell could be a gap (a 2: into a first-column cell that
    could be a gap); a cell can only become a gap when a card that could be
    there can also be somewhere else. A won board puts every suit in one row,
    card rank r in column r-2; if no assignment of the suits to the rows has
    every card able to reach its cell, no won board is reachable. (A free
    row's 2 may head any free row.) A card that can never move must therefore
    already sit in its place; and cards that each wait for the cell the next
    one holds (a cycle) can never move, even while other gaps are live.

    The fixed point is reached by sweeping the suits in turn, each from its 2
    to its king (a sweep is exact for one suit given the gaps); a suit is
    swept again only when the gaps changed since the start of its last sweep
    (its sets depend on nothing else), so the last round confirms nothing
    cell by cell. The sets only grow on the way, so the answer is False as
    soon as every cell could be a gap: then every card could reach its
    column in every row. (``tests/engine/test_solver_equivalence.py`` checks it
    against the plain round-robin iteration.)"""
    can_be = [0] * 64  # for each card, the cells it could ever occupy (bit masks)
    gaps = 0
    bit = _BIT
    for i, card in enumerate(board):
        if card:
            can_be[card] = bit[i]
        else:
            gaps |= bit[i]
    if free > 0:
        heads = _HEADS[free]
        for s in ROW_STARTS:
            if heads >> s & 1 and board[s]:
                cells = can_be[board[s]] = can_be[board[s]] | heads
                if cells & (cells - 1):
                    gaps |= cells
    col0 = _COL0_BITS
    not_col0 = _NOT_COL0
    suits = _SUITS
    swept = [-1, -1, -1, -1]  # the gaps at the start of each suit's last sweep
    k = 0
    idle = 0  # suits in a row found at their fixed point
    while idle < 4:
        if swept[k] == gaps:
            idle += 1
        else:
            start = swept[k] = gaps
            two, cards = suits[k]
            old = can_be[two]
            prev = old | (col0 & gaps)
            if prev != old:  # a set that grows holds two cells or more: all of them could be gaps
                can_be[two] = prev
                gaps |= prev
            step = gaps & not_col0  # the cells a card could step into from the cell before
            for c in cards:
                old = can_be[c]
                prev = old | (prev << 1 & step)
                if prev != old:
                    can_be[c] = prev
                    gaps |= prev
                    step = gaps & not_col0
            if gaps == _ALL_CELLS:
                return False
            idle = idle + 1 if gaps == start else 0
        k = (k + 1) & 3
    rows = []
    for two in TWOS:
        fits = col0  # bit s set: the suit can complete the row starting at cell s
        for rank in range(12):
            fits &= can_be[two + rank] >> rank
        if not fits:
            return True
        rows.append(fits)
    a, b, c, d = rows
    return not any(a >> p0 & 1 and b >> p1 & 1 and c >> p2 & 1 and d >> p3 & 1 for p0, p1, p2, p3 in _ROW_ORDERS)


TRIED = 2  # stubborn: an enabled move already tried as a seed
GROUP = 0  # the label standing for every 2 move and every 3 played after a free 2 (the gap's number, 0)


# Over 60 lines: a 19-line docstring (its dependency rules) and one closure in locals, run at every expansion.
def stubborn(board: bytes, free: int) -> int:
    """A stubborn set of the moves of the class (``board``, ``free``) as a bit mask of cards, or -1 (no reduction).

    The moves returned (each card moving into the cell after its predecessor)
    are enough to expand: every won position reachable from here stays
    reachable (partial-order reduction for deadlocks; the proof and the
    dependency rules are in docs/solver.md). -1 when no reduction applies:
    fewer than two such moves, or the set would need an enabled move out of
    the first column or an enabled move of the left-edge machinery; then
    every move is expanded.

    A label is a card c of rank 3 to king: "c into the cell after c-1" when
    that cell is not column 1 of a free row. ``GROUP`` stands for every 2
    move and every 3 played into column 1 of a free row. Rules: an enabled c
    needs the moves of c-1 and c+1; a disabled c needs the moves of c-1 and
    of the card just after c-1 (one of them must happen before c can move);
    the disabled group needs the moves of the first-column cards and of the
    cards in column 1 of free rows; a 3 brings the group; a 2's moves are the
    group's. Of the closures from each enabled seed the first with the fewest
    enabled moves is kept."""
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
    index = board.index

    # Every label c needs c-1, and a 3 needs the group: so a closure holds, of each suit, its 3 up
    # to some card, and the group. It is kept as those highest cards (``top``, the suit's 2 when it
    # holds none of the suit); a label is looked at once, when its suit's top passes it.
    def close(top: list[int], work: list[int], limit: int) -> int:
        """Raise ``top`` to the closure of itself and the cards ``work``; the number of enabled labels
        taken in, or -1 once that reaches ``limit``, or the set needs an enabled move out of the first
        column or an enabled move already tried as a seed (see below)."""
        count = 0
        while work:
            y = work.pop()
            suit = y >> 4
            c = top[suit] + 1
            while c <= y:
                top[suit] = c
                state = is_enabled[c]
                if state:
                    if state == TRIED or index(c) % COLS == 0:
                        return -1
                    count += 1
                    if count >= limit:
                        return -1
                    if c == y and c & 15 != KING:
                        y += 1  # an enabled c needs c+1
                else:
                    p = index(c - 1)
                    if p % COLS != COLS - 1:
                        after = board[p + 1]  # a disabled c needs the card after c-1 (a 2: the group)
                        if after & 15 != TWO and after > top[after >> 4]:
                            work.append(after)
                c += 1
        return count

    # Every closure holds the group: an enabled c brings c-1, a disabled c brings c-1 too,
    # and so down the suit to its 3, which brings the group. So start from the group's closure.
    top = list(TWOS)
    work = [y for y in (board[0], board[13], board[26], board[39]) if y & 15 != TWO]
    for r, s in enumerate(ROW_STARTS):
        if free >> r & 1 and board[s + 1] & 15 != TWO:
            work.append(board[s + 1])
    if close(top, work, len(enabled)) < 0:
        return -1
    mask = 0
    for c in enabled:
        if c <= top[c >> 4]:
            mask |= 1 << c
    if mask:
        return mask  # every closure contains it, so none is smaller
    # A closure that takes in a seed tried before holds that seed's closure: it fails as that one
    # did (both ways of failing only get worse in a larger set, and the limit only falls), or holds
    # at least as many enabled moves as the best so far, which also fails. So it stops there.
    best = -1
    limit = len(enabled)  # a set with this many enabled moves reduces nothing
    for seed in enabled:
        if index(seed) % COLS == 0:
            is_enabled[seed] = TRIED
            continue
        found = list(top)
        count = close(found, [seed], limit)
        is_enabled[seed] = TRIED
        if count >= 0:
            best = 0
            for c in enabled:
                if c <= found[c >> 4]:
                    best |= 1 << c
            limit = count
            if limit == 1:
                break
    return best
