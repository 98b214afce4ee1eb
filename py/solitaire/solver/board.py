"""The solver's private rules: boards as 52-byte ``bytes``, cards as small ints (see :mod:`cards`).

The engine (:mod:`position`, :mod:`deal`) is the reference; these are the same
rules written for speed inside the search: no objects, no checks, no layout
strings. ``tests/engine/test_solver_rules.py`` checks on random positions of
every variant that the moves, locked runs, won boards, classes and redeals
here equal the engine's.

A *class* (no redeal left) is a board with a ``free`` bit mask of rows: the
rows are interchangeable, and the first cells of the free rows (2s and gaps)
may stand in any order among those rows (docs/solver.md, "What is sound").
With redeals left ``free`` is -1 and the board is exact.
"""

from __future__ import annotations

import sys
from collections.abc import Container

from ..rng import GOLDEN_GAMMA, MASK64, STREAM_ORIGIN, SplitMix64, mix64
from ..settings import Settings

COLS = 13
ROW_STARTS = (0, 13, 26, 39)
KING = 13
TWO = 2
TWOS = (2, 18, 34, 50)
CHAIN_CAP = 6


# -- reading a board ------------------------------------------------------------------


def is_complete_row(board: bytes, start: int) -> bool:
    """The row from ``start`` reads a 2 to its king, then the gap."""
    two = board[start]
    if two & 15 != TWO or board[start + 12] != 0:
        return False
    return board[start : start + 12] == _SUIT_ROWS[two >> 4]


_SUIT_ROWS = tuple(bytes(range(two, two + 12)) for two in TWOS)


def is_won_exact(board: bytes) -> bool:
    return (
        is_complete_row(board, 0)
        and is_complete_row(board, 13)
        and is_complete_row(board, 26)
        and is_complete_row(board, 39)
    )


def left_edge_mask(board: bytes) -> int:
    """The rows whose first cell holds a 2 or a gap (they may trade those cards among them)."""
    mask = 0
    if board[0] & 15 in (0, TWO):
        mask = 1
    if board[13] & 15 in (0, TWO):
        mask |= 2
    if board[26] & 15 in (0, TWO):
        mask |= 4
    if board[39] & 15 in (0, TWO):
        mask |= 8
    return mask


def has_left_edge_gap(board: bytes) -> bool:
    return not (board[0] and board[13] and board[26] and board[39])


def root_free(board: bytes) -> int:
    """The free mask of a real board with no redeal left.

    With a left-edge gap open the 2s in the first column can be shuffled among
    the left-edge gaps at will (each such move can be undone), so all those
    rows are free; with none open the arrangement is the real one."""
    return left_edge_mask(board) if has_left_edge_gap(board) else 0


def free_key(board: bytes, free: int) -> bytes:
    """The canonical key of a class: fixed rows sorted, then ``|``, free rows' tails sorted, their first cells sorted.

    53 bytes, like an exact key (:func:`exact_key`), and never equal to one:
    byte 13 × (fixed rows) is ``|`` here and a card or a gap there."""
    if not free:
        return b"".join(sorted((board[0:13], board[13:26], board[26:39], board[39:52]))) + b"|"
    fixed = []
    tails = []
    firsts = []
    for r, s in enumerate(ROW_STARTS):
        if free >> r & 1:
            tails.append(board[s + 1 : s + 13])
            firsts.append(board[s])
        else:
            fixed.append(board[s : s + 13])
    fixed.sort()
    tails.sort()
    firsts.sort()
    return b"".join(fixed) + b"|" + b"".join(tails) + bytes(firsts)


def exact_key(board: bytes, left: int) -> bytes:
    """The key of an exact board with ``left`` (1-3) redeals left."""
    return _LEFT_BYTE[left] + board


_LEFT_BYTE = (b"\x00", b"\x01", b"\x02", b"\x03")


def is_won_free(board: bytes, free: int) -> bool:
    """Some arrangement of the class is won."""
    if board[12] or board[25] or board[38] or board[51]:
        return False
    if not free:
        return is_won_exact(board)
    firsts = {board[s] for r, s in enumerate(ROW_STARTS) if free >> r & 1}
    for r, s in enumerate(ROW_STARTS):
        if free >> r & 1:
            two = board[s + 1] - 1
            if two & 15 != TWO or two not in firsts or board[s + 1 : s + 12] != _SUIT_ROWS[two >> 4][1:]:
                return False
        elif not is_complete_row(board, s):
            return False
    return True


def moved(board: bytes, card: int, src: int, dst: int) -> bytes:
    """The board after ``card`` moves from ``src`` into the gap ``dst``."""
    cells = bytearray(board)
    cells[src] = 0
    cells[dst] = card
    return bytes(cells)


def free_after_move(before: int, after: bytes, card: int, dst: int) -> int:
    """The free mask after a real move of ``card`` into ``dst`` in a class with mask ``before``."""
    if has_left_edge_gap(after):
        return left_edge_mask(after)
    if dst % COLS == 1 and card & 15 == 3 and before >> (dst // COLS) & 1:
        return before & ~(1 << (dst // COLS))  # this row's 2 is now pinned under its 3
    return before


def real_moves(board: bytes) -> list[tuple[int, int, int]]:
    """Every legal move of a real board as (card, src, dst): by gap in row-major order, 2s by suit."""
    moves = []
    index = board.index
    g = board.find(0)
    while g >= 0:
        if g % COLS == 0:
            for two in TWOS:
                moves.append((two, index(two), g))
        else:
            left = board[g - 1]
            if left and left & 15 != KING:
                moves.append((left + 1, index(left + 1), g))
        g = board.find(0, g + 1)
    return moves


def run_ends(board: bytes) -> list[int]:
    """For each row, the cell just after its locked run (the real arrangement)."""
    ends = []
    for s in ROW_STARTS:
        card = board[s]
        c = 0
        if card & 15 == TWO:
            c = 1
            while c < COLS and board[s + c] == card + c:
                c += 1
        ends.append(s + c)
    return ends


def dead_gaps(board: bytes) -> int:
    """Gaps that take nothing now: after a king or after another gap."""
    dead = 0
    g = board.find(0)
    while g >= 0:
        if g % COLS:
            left = board[g - 1]
            if left == 0 or left & 15 == KING:
                dead += 1
        g = board.find(0, g + 1)
    return dead


# -- the search's guide ------------------------------------------------------------------


def priority(board: bytes, card: int, src: int, dst: int, ends: list[int]) -> int:
    """Higher first: build locked runs; avoid opening a gap after a king."""
    p = 4 if dst in ends else 0
    if src % COLS:
        left = board[src - 1]
        if left and left & 15 == KING:
            p -= 3
    else:
        p += 1
    return p


def progress(board: bytes, free: int) -> tuple[int, int]:
    """(locked cards, moves to extend the runs): the two halves of the search's guide.

    Locked cards count a free row as if headed by its 2 (with redeals left
    ``free`` is -1 and every row is real). The second figure estimates, for
    each row not yet complete, how many moves its run is from taking its next
    card: 1 when the cell after the run is a gap; else 1 more for each card
    that must leave a cell first (the card in the way goes after its
    predecessor, whose right neighbour must leave in turn, and so on), with a
    flat penalty when the chain meets a card after a king's cell, a 2 with no
    left-edge gap, or runs past ``CHAIN_CAP``. Only an ordering: soundness
    never depends on it."""
    locked = 0
    cost = 0
    index = board.index
    edge_cost = 1 if not (board[0] and board[13] and board[26] and board[39]) else 3
    for s in ROW_STARTS:
        if free > 0 and free >> (s // COLS) & 1 and board[s + 1] & 15 == 3:
            card = board[s + 1] + 1
            c = 2
        elif board[s] & 15 == TWO:
            card = board[s] + 1
            c = 1
        else:
            card = c = 0
        if c:
            while board[s + c] == card:  # stops at the latest after the king (no card follows it)
                card += 1
                c += 1
            locked += c
        cell = s + c
        y = board[cell]
        if y == 0:
            cost += 1
            continue
        if _IS_TWO[y]:
            cost += 1 + edge_cost
            continue
        # the card in the way goes after its predecessor, whose right neighbour must leave in turn...
        steps = 2
        p = index(y - 1)
        while True:
            if _LAST_COL[p] or p + 1 == cell:
                steps += 3
                break
            cell = p + 1
            y = board[cell]
            if y == 0 or steps == CHAIN_CAP:  # past the cap every chain counts CHAIN_CAP
                break
            if _IS_TWO[y]:
                steps += edge_cost
                break
            p = index(y - 1)
            steps += 1
        cost += steps if steps < CHAIN_CAP else CHAIN_CAP
    return locked, cost


_IS_TWO = bytes(1 if c & 15 == TWO else 0 for c in range(64))
_LAST_COL = bytes(1 if i % COLS == COLS - 1 else 0 for i in range(52))


def auto_pick(board: bytes, only: Container[tuple[int, int, int]] | None = None) -> tuple[int, int, int] | None:
    """The move ``solver.auto_move`` plays on this board, as (card, src, dst), or None when stuck (or
    when no move of ``only``, if given, is legal).

    Prefers, in order: a card that joins a locked run, a 2 into a left-edge gap
    whose row goes on with that 2's 3, a move that frees a cell a card can follow
    into; it avoids opening a gap after a king and shuffling 2s between left-edge
    gaps. The first of the best-scored moves, in the engine's move order."""
    ends = run_ends(board)
    best = None
    best_score = 0
    for move in real_moves(board):
        if only is not None and move not in only:
            continue
        card, src, dst = move
        if src % COLS == 0 and dst % COLS == 0:
            score = -10
        else:
            score = 10 * priority(board, card, src, dst, ends)
            if dst % COLS == 0 and board[dst + 1] == card + 1:
                score += 15
            if src % COLS:
                left = board[src - 1]
                if left and left & 15 != KING:
                    score += 2
        if best is None or score > best_score:
            best, best_score = move, score
    return best


def drift(board: bytes) -> tuple[bytes, list[tuple[int, int, int]]] | None:
    """Play :func:`auto_pick`'s move (else the first move into a board not seen on the way) until stuck.

    (The stuck board, the moves), or None when every move leads back to a board already seen."""
    seen = {board}
    line = []
    while True:
        moves = real_moves(board)
        if not moves:
            return board, line
        preferred = auto_pick(board)
        for move in [preferred, *(m for m in moves if m != preferred)]:
            after = moved(board, *move)
            if after not in seen:
                break
        else:
            return None
        seen.add(after)
        line.append(move)
        board = after


# -- successors of a class (no redeal left) ------------------------------------------------


# Over 60 lines: one pass in locals over a class's moves, run at every expansion (calls per child cost speed).
def children_free(board: bytes, free: int, only: int = -1) -> list[tuple[bytes, int, int]]:
    """The classes one move away from the class (``board``, ``free``), best first.

    Each is (board, free, priority). A 2 moving between left-edge gaps stays
    in the class and is not generated; which free row a 2 heads is decided
    only when a 3 is played after it (or, with none open, it stays a choice).
    ``only`` is a bit mask of the cards whose moves "into the cell after their
    predecessor" are expanded (a stubborn set, see ``prune.stubborn``);
    -1 expands every move."""
    out = []
    index = board.index
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
                new_free = left_edge_mask(after) if has_left_edge_gap(after) else free & ~(1 << row)
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
        after = moved(board, card, src, g)
        # the move extends a locked run when the cells before the gap hold its suit's 2 up to card - 1
        p = 4 if board[g - col : g] == _RUN_BEFORE[card] else 0
        if src % COLS:
            left = board[src - 1]
            if left and left & 15 == KING:
                p -= 3
            new_free = free
        else:
            p += 1
            new_free = left_edge_mask(after)
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
            out.append((moved(board, two, src, g), free, -1 if board[src - 1] & 15 == KING else 2))
    if len(out) > 1:
        out.sort(key=_third, reverse=True)
    return out


_RUN_BEFORE = tuple(bytes(range(c - (c & 15) + TWO, c)) for c in range(64))  # a card's suit from its 2 to it, less it


def _third(item: tuple[bytes, int, int]) -> int:
    return item[2]


# -- the redeal ------------------------------------------------------------------------------


_RANKS = b"A23456789TJQK"
_SUITS = b"CDHS"
_RANK_CHAR = bytes(_RANKS[(c & 15) - 1] if 1 <= c & 15 <= 13 and c < 64 else 45 for c in range(256))
_SUIT_CHAR = bytes(_SUITS[c >> 4] if c and c < 64 else 45 for c in range(256))
_FNV_OFFSET = 0xCBF29CE484222325
_FNV_PRIME = 0x100000001B3
_LIMITS = tuple((1 << 64) - ((1 << 64) % n) if n else 0 for n in range(64))
_fnv_rows: dict[tuple[int, bytes], int] = {}


def layout_bytes(board: bytes) -> bytes:
    """The layout string of ``board`` in ASCII (``Position.layout()``)."""
    text = bytearray(104)
    text[0::2] = board.translate(_RANK_CHAR)
    text[1::2] = board.translate(_SUIT_CHAR)
    return bytes(text[0:26] + b"/" + text[26:52] + b"/" + text[52:78] + b"/" + text[78:104])


def _fnv_layout(board: bytes) -> int:
    """FNV-1a-64 of the layout string, row by row through a cache (a move changes one or two rows)."""
    text = layout_bytes(board)
    h = _FNV_OFFSET
    cache = _fnv_rows
    if len(cache) > 200_000:
        cache.clear()
    for start in (0, 27, 54, 81):
        part = text[start : start + 27]  # a row and the "/" after it (the last row has none)
        key = (h, part)
        found = cache.get(key)
        if found is None:
            found = h
            for byte in part:
                found = ((found ^ byte) * _FNV_PRIME) & MASK64
            cache[key] = found
        h = found
    return h


# SplitMix64's outputs are mix64(state + k * GAMMA) for k = 1, 2, ...: independent of each other, so
# all the draws of a shuffle are computed at once, one 128-bit lane of a big int each (a 64-bit
# value times a 64-bit constant fits in its lane). Lane constants for every count of draws:
_MAX_DRAWS = 52
_LANES = [sum(1 << (128 * i) for i in range(n)) for n in range(_MAX_DRAWS + 1)]
_STEPS = [sum(((i + 1) * GOLDEN_GAMMA) << (128 * i) for i in range(n)) for n in range(_MAX_DRAWS + 1)]
_MASKS = [MASK64 * lanes for lanes in _LANES]
_LITTLE = sys.byteorder == "little"


def _draws(state: int, count: int) -> list[int]:
    """The next ``count`` outputs of SplitMix64 (``rng.SplitMix64.next64``) from ``state``."""
    if not _LITTLE:
        out = []
        for _ in range(count):
            state = (state + GOLDEN_GAMMA) & MASK64
            out.append(mix64(state))
        return out
    mask = _MASKS[count]
    z = (state * _LANES[count] + _STEPS[count]) & mask
    z = ((z ^ (z >> 30)) & mask) * 0xBF58476D1CE4E5B9 & mask
    z = ((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB & mask
    z = (z ^ (z >> 31)) & mask
    return memoryview(z.to_bytes(16 * count, "little")).cast("Q")[::2].tolist()


def _shuffle(state: int, items: list[int]) -> None:
    """Fisher-Yates with SplitMix64 from ``state`` (``rng.SplitMix64.shuffle``), in place."""
    last = len(items) - 1
    if last < 1:
        return
    draws = _draws(state, last)
    limits = _LIMITS
    # draw k is for i = last - k, a number below i + 1, by rejection: when a draw would be rejected
    # (about once in 2**58 shuffles) the generator's stream shifts, so redo it one draw at a time
    for k, x in enumerate(draws):
        if x >= limits[last + 1 - k]:
            generator = SplitMix64(state)
            generator.shuffle(items)
            return
    for k, x in enumerate(draws):
        i = last - k
        j = x % (i + 1)
        items[i], items[j] = items[j], items[i]


def redealt(board: bytes, settings: Settings, seed: int, number: int) -> bytes:
    """The board after redeal number ``number`` (``deal.redeal``: the same cards in the same cells)."""
    ends = run_ends(board)
    free_cells = [i for r, s in enumerate(ROW_STARTS) for i in range(ends[r], s + COLS)]
    loose = [board[i] for i in free_cells if board[i]]
    state = STREAM_ORIGIN
    for word in (seed, number, _fnv_layout(board)):
        state = mix64(((state ^ word) + GOLDEN_GAMMA) & MASK64)
    cells = bytearray(board)
    if settings.redeal_gaps == "scattered":
        pool = [*loose, 0, 0, 0, 0]
        _shuffle(state, pool)
        for i, card in zip(free_cells, pool, strict=False):
            cells[i] = card
    else:
        _shuffle(state, loose)
        gap_cells = {s + COLS - 1 for s in ROW_STARTS} if settings.redeal_gaps == "last-column" else set(ends)
        k = 0
        for i in free_cells:
            if i in gap_cells:
                cells[i] = 0
            else:
                cells[i] = loose[k]
                k += 1
    return bytes(cells)
