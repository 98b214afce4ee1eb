"""The solver: decides whether a position can still be won, with a winning line when it can.

Every redeal is a deterministic function of (seed, redeal number, position),
so the game from a position is a one-player search problem: is a won position
reachable? :class:`Solver` answers it by best-first search (most locked cards
first, newest first among equals) over the reachable positions with a visited
set, in slices of bounded work (:meth:`Solver.step`) so that a page can run it
between frames. See docs/solver.md for the method,
why each shortcut is sound, and measurements.

The verdict is ``won`` (with a line that has been replayed in the engine),
``unwinnable`` (everything reachable was searched, with only sound pruning)
or ``unknown`` (the node or time budget ran out).

Inside the search a board is a 52-byte ``bytes`` (cards as in :mod:`cards`,
0 for a gap). With redeals left a node is the exact board. With no redeal
left a node is a *class* of boards (see ``_free_key``): the rows are
interchangeable, and the left-edge cards of the rows in ``free`` (a bit mask)
may be arranged in any order among those rows. A class expands only a stubborn
set of its moves when one applies (``_stubborn``: partial-order reduction,
which keeps every reachable won position reachable).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from heapq import heappop, heappush
from itertools import permutations

from .deal import redeal
from .errors import IllegalMoveError, SettingsError
from .game import REDEAL, Action
from .position import Move, Position
from .settings import Settings, check_seed
from .shape import CLASSIC

WON = "won"
UNWINNABLE = "unwinnable"
UNKNOWN = "unknown"

_COLS = 13
_ROW_STARTS = (0, 13, 26, 39)
_KING = 13
_TWO = 2
_TWOS = (2, 18, 34, 50)
_CHAIN_CAP = 6

# A search node: [board, free mask (-1 with redeals left), redeals left, the
# action that led here (kept with redeals left only), depth].
_BOARD, _FREE, _LEFT, _ACTION, _DEPTH = range(5)


@dataclass
class Solution:
    """What the solver found. ``line`` is the winning line when ``verdict`` is ``won``."""

    verdict: str
    line: list[Action] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0

    @property
    def won(self) -> bool:
        return self.verdict == WON


# -- boards as bytes ---------------------------------------------------------------


def _is_complete_row(board: bytes, start: int) -> bool:
    """Row from ``start`` reads a 2 to its king, then the gap."""
    two = board[start]
    if two & 15 != _TWO or board[start + 12] != 0:
        return False
    return all(board[start + c] == two + c for c in range(1, 12))


def _is_won_exact(board: bytes) -> bool:
    return all(_is_complete_row(board, s) for s in _ROW_STARTS)


def _left_edge_mask(board: bytes) -> int:
    """The rows whose first cell holds a 2 or a gap (they may trade those cards among them)."""
    mask = 0
    for r, s in enumerate(_ROW_STARTS):
        card = board[s]
        if card == 0 or card & 15 == _TWO:
            mask |= 1 << r
    return mask


def _has_left_edge_gap(board: bytes) -> bool:
    return not (board[0] and board[13] and board[26] and board[39])


def _root_free(board: bytes) -> int:
    """The free mask of a real board with no redeal left.

    With a left-edge gap open the 2s in the first column can be shuffled among
    the left-edge gaps at will (each such move can be undone), so all those
    rows are free; with none open the arrangement is the real one."""
    return _left_edge_mask(board) if _has_left_edge_gap(board) else 0


def _free_key(board: bytes, free: int) -> bytes:
    """The canonical key of a class: fixed rows sorted, free rows' tails sorted, their first cards sorted."""
    fixed = []
    tails = []
    firsts = []
    for r, s in enumerate(_ROW_STARTS):
        if free >> r & 1:
            tails.append(board[s + 1 : s + 13])
            firsts.append(board[s])
        else:
            fixed.append(board[s : s + 13])
    fixed.sort()
    tails.sort()
    firsts.sort()
    return b"".join(fixed) + b"|" + b"".join(tails) + bytes(firsts)


def _is_won_free(board: bytes, free: int) -> bool:
    """Some arrangement of the class is won."""
    if board[12] or board[25] or board[38] or board[51]:
        return False
    firsts = {board[s] for r, s in enumerate(_ROW_STARTS) if free >> r & 1}
    for r, s in enumerate(_ROW_STARTS):
        if free >> r & 1:
            two = board[s + 1] - 1
            if two & 15 != _TWO or two not in firsts:
                return False
            for c in range(2, 12):
                if board[s + c] != two + c:
                    return False
        elif not _is_complete_row(board, s):
            return False
    return True


def _moved(board: bytes, card: int, src: int, dst: int) -> bytes:
    b = bytearray(board)
    b[dst] = card
    b[src] = 0
    return bytes(b)


def _free_after_move(before: int, after: bytes, card: int, dst: int) -> int:
    """The free mask after a real move of ``card`` into ``dst`` in a class with mask ``before``."""
    if _has_left_edge_gap(after):
        return _left_edge_mask(after)
    if dst % _COLS == 1 and card & 15 == 3 and before >> (dst // _COLS) & 1:
        return before & ~(1 << (dst // _COLS))  # this row's 2 is now pinned under its 3
    return before


def _run_ends(board: bytes) -> list[int]:
    """For each row, the cell just after its locked run (the real arrangement)."""
    ends = []
    for s in _ROW_STARTS:
        card = board[s]
        c = 0
        if card and card & 15 == _TWO:
            c = 1
            while c < _COLS and board[s + c] == card + c:
                c += 1
        ends.append(s + c)
    return ends


def _priority(board: bytes, card: int, src: int, dst: int, ends: list[int]) -> int:
    """Higher first: build locked runs; avoid opening a gap after a king."""
    p = 0
    if dst in ends:
        p += 4
    if src % _COLS:
        left = board[src - 1]
        if left and left & 15 == _KING:
            p -= 3
    else:
        p += 1
    return p


def _progress(board: bytes, free: int) -> tuple[int, int]:
    """(locked cards, moves to extend the runs): the two halves of the search's guide.

    Locked cards count a free row as if headed by its 2 (with redeals left
    ``free`` is -1 and every row is real). The second figure estimates, for
    each row not yet complete, how many moves its run is from taking its next
    card: 1 when the cell after the run is a gap; else 1 more for each card
    that must leave a cell first (the card in the way goes after its
    predecessor, whose right neighbour must leave in turn, and so on), with a
    flat penalty when the chain meets a card after a king's cell, a 2 with no
    left-edge gap, or runs past ``_CHAIN_CAP``. Only an ordering: soundness
    never depends on it."""
    locked = 0
    cost = 0
    for r, s in enumerate(_ROW_STARTS):
        if free > 0 and free >> r & 1 and board[s + 1] & 15 == 3:
            card = board[s + 1]
            c = 2
        else:
            card = board[s]
            if card & 15 != _TWO:
                card = 0
                c = 0
            else:
                c = 1
        if c:
            while c < _COLS and board[s + c] == card + 1:
                card += 1
                c += 1
            locked += c
            if c == _COLS:
                continue
        cell = s + c
        if board[cell] == 0:
            cost += 1
            continue
        steps = 1
        for _ in range(_CHAIN_CAP):
            y = board[cell]
            if y & 15 == _TWO:
                steps += 1 if not (board[0] and board[13] and board[26] and board[39]) else 3
                break
            p = board.index(y - 1)
            steps += 1
            if p % _COLS == _COLS - 1 or p + 1 == cell:
                steps += 3
                break
            cell = p + 1
            if board[cell] == 0:
                break
        else:
            steps += 2
        cost += min(steps, _CHAIN_CAP)
    return locked, cost


def _dead_gaps(board: bytes) -> int:
    """Gaps that take nothing now: after a king or after another gap."""
    dead = 0
    start = 0
    while True:
        g = board.find(0, start)
        if g < 0:
            return dead
        start = g + 1
        if g % _COLS:
            left = board[g - 1]
            if left == 0 or left & 15 == _KING:
                dead += 1


# -- successors ---------------------------------------------------------------------


_GROUP = 0  # the label standing for every 2 move and every 3 played after a free 2


def _stubborn(board: bytes, free: int) -> set[int] | None:
    """A stubborn set of the moves of the class (``board``, ``free``), or None.

    The moves returned (as the cards that move, each into the cell after its
    predecessor) are enough to expand: every won position reachable from here
    stays reachable (partial-order reduction for deadlocks; the proof and the
    dependency rules are in docs/solver.md). None when no reduction applies:
    fewer than two such moves, or the set would need an enabled move out of
    the first column or an enabled move of the left-edge machinery; then
    every move is expanded.

    A label is a card c of rank 3 to king: "c into the cell after c-1" when
    that cell is not column 1 of a free row. ``_GROUP`` stands for every 2
    move and every 3 played into column 1 of a free row. Rules: an enabled c
    needs the moves of c-1 and c+1; a disabled c needs the moves of c-1 and
    of the card just after c-1 (one of them must happen before c can move);
    the disabled group needs the moves of the first-column cards and of the
    cards in column 1 of free rows; a 3 brings the group; a 2's moves are the
    group's."""
    enabled = []
    group_enabled = False
    start = 0
    while True:
        g = board.find(0, start)
        if g < 0:
            break
        start = g + 1
        col = g % _COLS
        if col == 0 or (col == 1 and free >> (g // _COLS) & 1):
            group_enabled = True
            continue
        left = board[g - 1]
        if left and left & 15 != _KING:
            enabled.append(left + 1)
    if len(enabled) < 2 or group_enabled:
        # Every set holds the group (below), so an enabled group means no reduction.
        return None
    where = [0] * 64
    for i, card in enumerate(board):
        where[card] = i
    enabled_set = set(enabled)

    def close(chosen: set[int], work: list[int], limit: int) -> set[int] | None:
        """Close ``chosen`` (with ``work`` still to process) under the rules; None once it holds
        ``limit`` enabled moves or needs an enabled move out of the first column."""
        count = len(chosen & enabled_set)
        while work:
            c = work.pop()
            if c == _GROUP:
                needs = [board[s] for s in _ROW_STARTS]
                needs += [board[s + 1] for r, s in enumerate(_ROW_STARTS) if free >> r & 1]
            elif c in enabled_set:
                if where[c] % _COLS == 0:
                    return None
                needs = [c - 1, c + 1] if c & 15 != _KING else [c - 1]
            else:
                p = where[c - 1]
                needs = [c - 1] if p % _COLS == _COLS - 1 or board[p + 1] == 0 else [c - 1, board[p + 1]]
            for y in needs:
                rank = y & 15
                if rank == _TWO or rank == 3:
                    if _GROUP not in chosen:
                        chosen.add(_GROUP)
                        work.append(_GROUP)
                    if rank == _TWO:
                        continue
                if y not in chosen:
                    chosen.add(y)
                    work.append(y)
                    if y in enabled_set:
                        count += 1
                        if count >= limit:
                            return None
        return chosen

    # Every closure holds the group: an enabled c brings c-1, a disabled c brings c-1 too,
    # and so down the suit to its 3, which brings the group. So start from the group's closure.
    base = close({_GROUP}, [_GROUP], len(enabled))
    if base is None:
        return None
    best = base & enabled_set
    if best:
        return best  # every closure contains it, so none is smaller
    best = None
    limit = len(enabled)  # a set with this many enabled moves reduces nothing
    for seed in enabled:
        if seed in base or where[seed] % _COLS == 0:
            continue
        chosen = close(set(base) | {seed}, [seed], limit)
        if chosen is not None:
            best = chosen & enabled_set
            limit = len(best)
            if limit == 1:
                break
    return best


def _children_free(board: bytes, free: int, por: bool = True) -> list[tuple[bytes, int, int]]:
    """The classes one move away from the class (``board``, ``free``), best first.

    Each is (board, free, priority). A 2 moving between left-edge gaps stays
    in the class and is not generated; which free row a 2 heads is decided
    only when a 3 is played after it (or, with none open, it stays a choice).
    With ``por``, only a stubborn set of the moves is expanded when one
    applies (``_stubborn``)."""
    only = _stubborn(board, free) if por else None
    ends = _run_ends(board)
    out = []
    index = board.index
    edge_gaps = [s for s in _ROW_STARTS if board[s] == 0]
    free_twos = [board[s] for r, s in enumerate(_ROW_STARTS) if free >> r & 1 and board[s]]
    start = 0
    while True:
        g = board.find(0, start)
        if g < 0:
            break
        start = g + 1
        col = g % _COLS
        if col == 0:
            continue
        row = g // _COLS
        if col == 1 and free >> row & 1:
            # a 3 after whichever free 2 is chosen to head this row
            for two in free_twos:
                src = index(two + 1)
                b = bytearray(board)
                holder = index(two)
                b[holder] = b[g - 1]
                b[g - 1] = two
                b[g] = two + 1
                b[src] = 0
                after = bytes(b)
                new_free = _left_edge_mask(after) if _has_left_edge_gap(after) else free & ~(1 << row)
                out.append((after, new_free, 6))
            continue
        left = board[g - 1]
        if left == 0 or left & 15 == _KING:
            continue
        card = left + 1
        if only is not None and card not in only:
            continue
        src = index(card)
        after = _moved(board, card, src, g)
        new_free = _left_edge_mask(after) if src % _COLS == 0 else free
        out.append((after, new_free, _priority(board, card, src, g, ends)))
    if edge_gaps:
        g = edge_gaps[0]
        for two in _TWOS:
            src = index(two)
            if src % _COLS == 0:
                continue  # already at the left edge: in the class
            after = _moved(board, two, src, g)
            p = 2
            if board[src - 1] & 15 == _KING:
                p -= 3
            out.append((after, free, p))
    out.sort(key=lambda t: -t[2])
    return out


def _real_moves(board: bytes) -> list[tuple[int, int, int]]:
    """Every legal move of a real board as (card, src, dst)."""
    moves = []
    start = 0
    while True:
        g = board.find(0, start)
        if g < 0:
            break
        start = g + 1
        if g % _COLS == 0:
            for two in _TWOS:
                moves.append((two, board.index(two), g))
            continue
        left = board[g - 1]
        if left and left & 15 != _KING:
            moves.append((left + 1, board.index(left + 1), g))
    return moves


# -- pruning --------------------------------------------------------------------


def _hopeless(board: bytes, free: int) -> bool:
    """True when no board of the class can be won with no redeal left: the first, weaker test
    (:func:`_out_of_reach` flags every board this one does). Auto's plans keep it (see Solver).

    Over-approximates which cards could ever move: a card c moves only into
    the gap just after c-1, so it may move only if c-1 may move or the cell
    after c-1 is (or may become) a gap other than c's own cell; a 2 may move
    only if some left-edge cell may become a gap. (A 2 heading a free row
    stands for any of the free 2s, so its cell's right neighbour may take the
    3 of any of them.) Every card that can never move must already sit in its
    final column, and all such cards of a row must be of one suit."""
    where = [0] * 64
    for i, card in enumerate(board):
        if card:
            where[card] = i
    movable = bytearray(64)
    gap_ok = bytearray(52)  # the cell is or may become a gap
    free_threes = [board[s] + 1 for r, s in enumerate(_ROW_STARTS) if free >> r & 1 and board[s]]
    work = []
    edge_open = not (board[0] and board[13] and board[26] and board[39])
    if edge_open:
        for two in _TWOS:
            movable[two] = 1
            work.append(two)
    for i, card in enumerate(board):
        if card == 0:
            gap_ok[i] = 1
            col = i % _COLS
            if col == 1 and free >> (i // _COLS) & 1:
                for three in free_threes:
                    if not movable[three]:
                        movable[three] = 1
                        work.append(three)
            elif col:
                left = board[i - 1]
                if left and left & 15 != _KING and not movable[left + 1]:
                    movable[left + 1] = 1
                    work.append(left + 1)
    while work:
        card = work.pop()
        cell = where[card]
        if not gap_ok[cell]:
            gap_ok[cell] = 1
            col = cell % _COLS
            if col == 0:
                if not edge_open:
                    edge_open = True
                    for two in _TWOS:
                        if not movable[two]:
                            movable[two] = 1
                            work.append(two)
            elif col == 1 and free >> (cell // _COLS) & 1:
                for three in free_threes:
                    if not movable[three] and where[three] != cell:
                        movable[three] = 1
                        work.append(three)
            else:
                left = board[cell - 1]
                if left and left & 15 != _KING and not movable[left + 1] and where[left + 1] != cell:
                    movable[left + 1] = 1
                    work.append(left + 1)
        if card & 15 != _KING and not movable[card + 1]:
            movable[card + 1] = 1
            work.append(card + 1)
    row_suit = [-1, -1, -1, -1]
    for i, card in enumerate(board):
        if card and not movable[card]:
            col = i % _COLS
            if col != (card & 15) - 2:
                return True
            r = i // _COLS
            if col == 0 and free >> r & 1:
                continue  # which free row this 2 heads is still open
            suit = card >> 4
            if row_suit[r] < 0:
                row_suit[r] = suit
            elif row_suit[r] != suit:
                return True
    return False


_ALL_CELLS = (1 << 52) - 1
_COL0_BITS = sum(1 << s for s in _ROW_STARTS)
_NOT_LAST_COL = _ALL_CELLS & ~sum(1 << (s + 12) for s in _ROW_STARTS)
_BIT = tuple(1 << i for i in range(52))
_ROW_ORDERS = tuple(tuple(_ROW_STARTS[r] for r in p) for p in permutations(range(4)))


def _out_of_reach(board: bytes, free: int) -> bool:
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
    one holds (a cycle) can never move, even while other gaps are live."""
    can_be = [0] * 64  # for each card, the cells it could ever occupy (bit masks)
    gaps = 0
    for i, card in enumerate(board):
        if card:
            can_be[card] = _BIT[i]
        else:
            gaps |= _BIT[i]
    if free > 0:
        heads = 0
        for r, s in enumerate(_ROW_STARTS):
            if free >> r & 1:
                heads |= _BIT[s]
        for r, s in enumerate(_ROW_STARTS):
            if free >> r & 1 and board[s]:
                can_be[board[s]] |= heads
    while True:
        before = gaps
        for two in _TWOS:
            prev = can_be[two] | (_COL0_BITS & gaps)
            if prev & (prev - 1):
                can_be[two] = prev
                gaps |= prev
            for c in range(two + 1, two + 12):
                cells = can_be[c] | ((prev & _NOT_LAST_COL) << 1 & gaps)
                if cells & (cells - 1):
                    can_be[c] = cells
                    gaps |= cells
                prev = cells
        if gaps == before:
            break
    rows = []
    for two in _TWOS:
        fits = _COL0_BITS  # bit s set: the suit can complete the row starting at cell s
        for rank in range(12):
            fits &= can_be[two + rank] >> rank
        if not fits:
            return True
        rows.append(fits)
    a, b, c, d = rows
    return not any(a >> p0 & 1 and b >> p1 & 1 and c >> p2 & 1 and d >> p3 & 1 for p0, p1, p2, p3 in _ROW_ORDERS)


# -- the search -------------------------------------------------------------------


class _Frontier:
    """One best-first search: its priority queue, visited keys and parent links.

    ``weights`` = (locked, moves to extend the runs, depth): a node's priority
    is ``locked_w * locked - chain_w * chain - depth_w * depth``, highest first,
    newest first among equals."""

    def __init__(self, root: list, key: bytes, weights: tuple[int, int, int]) -> None:
        self.locked_w, self.chain_w, self.depth_w = weights
        self.heap: list = [(0, 0, root, key)]
        self.seen: set[bytes] = {key}
        self.parents: dict[bytes, tuple[bytes | None, list]] = {key: (None, root)}
        self.count = 0

    def push(self, child: list, key: bytes, locked: int, chain: int) -> None:
        self.count += 1
        order = self.chain_w * chain - self.locked_w * locked + self.depth_w * child[_DEPTH]
        heappush(self.heap, (order, -self.count, child, key))

    def path(self, key: bytes | None) -> list:
        """The search nodes from the root to ``key``."""
        path = []
        while key is not None:
            key, node = self.parents[key]
            path.append(node)
        path.reverse()
        return path


# The two orders the solver interleaves, one expansion each in turn (see docs/solver.md):
# locked cards, moves to extend the runs and depth; and locked cards alone (a deep dive).
_ORDERS = ((3, 1, 1), (1, 0, 0))

# The dead-position test (``_out_of_reach``) costs about as much as an expansion, so it runs
# on the no-redeal positions at every third depth only: a hopeless position's whole subtree is
# hopeless, so it is cut at most two levels late (skipping the test only ever prunes less).
_REACH_EVERY = 3


class Solver:
    """A resumable best-first search from one position.

    ``redeals_left`` counts the redeals still allowed; the next redeal is
    number ``settings.redeals - redeals_left + 1``. Call :meth:`step` with a
    node allowance until it returns a :class:`Solution`, or :meth:`run` with a
    time budget.

    Two searches of the same space run side by side, one expansion each in
    turn, ordered differently (``_ORDERS``); each on its own is complete, so
    the first to reach a won position decides ``won`` and the first to run out
    of positions decides ``unwinnable``. The result depends only on the number
    of expansions, never on how they are sliced or on the clock.

    ``best_locked`` is the most locked cards in any position seen (free rows
    counted as if headed by their 2), and :meth:`line_to_best` a line to the
    first position seen with that many (used by Auto when no win is found).

    With no redeal left, positions from which no won board is reachable are
    dropped (``_out_of_reach``). ``weak_pruning`` uses the earlier, weaker
    test (``_hopeless``) instead: Auto plans with it, because its plan wants
    the most locked cards as well as a win, and the strong test also drops
    positions that cannot be won without a redeal but lock cards a redeal
    keeps; its play and its published win rates (docs/win-rates.md) are the
    ones measured with that test."""

    def __new__(cls, position: Position, settings: Settings, *args: object, **kwargs: object) -> Solver:
        # This search knows the classic board only; any other shape or fit rule gets the engine's exact search.
        if cls is Solver and settings.shape != CLASSIC:
            from .anysolver import AnySolver

            return AnySolver(position, settings, *args, **kwargs)  # type: ignore[return-value,arg-type]
        return super().__new__(cls)

    def __init__(
        self,
        position: Position,
        settings: Settings,
        seed: int,
        redeals_left: int | None = None,
        max_nodes: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
        weak_pruning: bool = False,
    ) -> None:
        self.settings = settings
        self.weak_pruning = weak_pruning
        self.clock = clock  # what ``seconds`` and run()'s budget count: wall time, or time.process_time
        self.seed = check_seed(seed)
        self.redeals_left = settings.redeals if redeals_left is None else redeals_left
        if not 0 <= self.redeals_left <= settings.redeals:
            raise SettingsError(f"redeals left must be 0 to {settings.redeals} here, not {self.redeals_left}")
        self.position = position
        self.max_nodes = max_nodes
        self.nodes = 0
        self.seconds = 0.0
        self.solution: Solution | None = None
        board = bytes(position.cells)
        root = self._node(board, self.redeals_left, None, 0)
        key = self._key(root)
        self._frontiers = [_Frontier(root, key, weights) for weights in _ORDERS]
        self.best_locked = _progress(board, root[_FREE])[0]
        self._best: tuple[_Frontier, bytes] = (self._frontiers[0], key)
        self._finish_if_won(root)

    # -- nodes

    def _node(self, board: bytes, left: int, action: object, depth: int) -> list:
        free = _root_free(board) if left == 0 else -1
        return [board, free, left, action, depth]

    @staticmethod
    def _key(node: list) -> bytes:
        if node[_LEFT] == 0:
            return _free_key(node[_BOARD], node[_FREE])
        return bytes((node[_LEFT],)) + node[_BOARD]

    @staticmethod
    def _is_won(node: list) -> bool:
        if node[_LEFT] == 0:
            return _is_won_free(node[_BOARD], node[_FREE])
        return _is_won_exact(node[_BOARD])

    def _expand(self, node: list) -> list:
        board, free, left = node[_BOARD], node[_FREE], node[_LEFT]
        depth = node[_DEPTH] + 1
        if left == 0:
            return [[b, f, 0, None, depth] for b, f, _ in _children_free(board, free)]
        ends = _run_ends(board)
        moves = _real_moves(board)
        moves.sort(key=lambda m: -_priority(board, m[0], m[1], m[2], ends))
        children = []
        for card, src, dst in moves:
            children.append([_moved(board, card, src, dst), -1, left, Move(card, src, dst), depth])
        if not moves or self.settings.redeal_when == "any-time":
            number = self.settings.redeals - left + 1
            dealt = redeal(Position(tuple(board)), self.settings, self.seed, number).cells
            children.append(self._node(bytes(dealt), left - 1, REDEAL, depth))
        return children

    # -- running

    def step(self, max_nodes: int = 5000) -> Solution | None:
        """Search up to ``max_nodes`` more positions; the Solution once decided (or out of nodes)."""
        if self.solution is not None:
            return self.solution
        clock = self.clock
        weak = self.weak_pruning
        started = clock()
        frontiers = self._frontiers
        turns = len(frontiers)
        expand = self._expand
        key_of = self._key
        budget = max_nodes
        if self.max_nodes is not None:
            budget = min(budget, self.max_nodes - self.nodes)
        done = 0
        exhausted = False
        while done < budget:
            frontier = frontiers[(self.nodes + done) % turns]
            if not frontier.heap:
                exhausted = True
                break
            _, _, node, key = heappop(frontier.heap)
            done += 1
            if (
                not weak
                and node[_LEFT] == 0
                and node[_DEPTH] % _REACH_EVERY == 0
                and _out_of_reach(node[_BOARD], node[_FREE])
            ):
                continue  # no won board is reachable from here (sound): drop it unexpanded
            seen = frontier.seen
            for child in expand(node):
                ckey = key_of(child)
                if ckey in seen:
                    continue
                seen.add(ckey)
                frontier.parents[ckey] = (key, child)
                if self._is_won(child):
                    self.nodes += done
                    self.seconds += clock() - started
                    self._finish_won(frontier, ckey)
                    return self.solution
                board = child[_BOARD]
                if weak and child[_LEFT] == 0 and _dead_gaps(board) >= 2 and _hopeless(board, child[_FREE]):
                    continue
                locked, chain = _progress(board, child[_FREE])
                if locked > self.best_locked:
                    self.best_locked = locked
                    self._best = (frontier, ckey)
                frontier.push(child, ckey, locked, chain)
        self.nodes += done
        self.seconds += clock() - started
        if exhausted:
            self.solution = Solution(UNWINNABLE, [], self.nodes, self.seconds)
        elif self.max_nodes is not None and self.nodes >= self.max_nodes:
            self.solution = Solution(UNKNOWN, [], self.nodes, self.seconds)
        return self.solution

    def run(self, budget: float | None = 10.0, slice_nodes: int = 200) -> Solution:
        """Search until decided, ``budget`` seconds have passed or the node limit is reached."""
        deadline = None if budget is None else self.clock() + budget
        while True:
            result = self.step(slice_nodes)
            if result is not None:
                return result
            if deadline is not None and self.clock() >= deadline:
                return Solution(UNKNOWN, [], self.nodes, self.seconds)

    def slices(self, slice_nodes: int = 500) -> Iterator[Solution | None]:
        """Yield after each slice of work: None while searching, then the Solution once."""
        while True:
            result = self.step(slice_nodes)
            yield result
            if result is not None:
                return

    def _finish_if_won(self, root: list) -> None:
        if self._is_won(root):
            self.solution = Solution(WON, [], 0, 0.0)

    def _finish_won(self, frontier: _Frontier, key: bytes) -> None:
        line = _line_from_path(frontier.path(key))
        if line is None or not replays_to_win(self.position, self.settings, self.seed, self.redeals_left, line):
            raise AssertionError("solver found a line that does not replay to a win")  # a bug, never a verdict
        self.solution = Solution(WON, line, self.nodes, self.seconds)

    def line_to_best(self) -> list[Action]:
        """Real actions from the start to the first position seen with ``best_locked`` locked cards.

        Empty when no position seen has more locked cards than the start."""
        frontier, key = self._best
        line = _line_from_path(frontier.path(key), won=False)
        if line is None:
            raise AssertionError("solver could not realise a line it found")  # a bug
        return line


def _line_from_path(path: list, won: bool = True) -> list[Action] | None:
    """Real actions for a path of search nodes: exact moves and redeals as they are, and the
    no-redeal part recovered from its chain of classes by a guided search on real boards
    (ending on a won board when ``won``, else on any board of the last class)."""
    line: list[Action] = []
    j = 0
    while path[j][_LEFT] > 0:
        j += 1
        if j == len(path):
            return line
        line.append(path[j][_ACTION])
    start = path[j]
    keys = [_free_key(n[_BOARD], n[_FREE]) for n in path[j:]]
    tail = _realise(start[_BOARD], start[_FREE], keys, won)
    return None if tail is None else line + tail


def _realise(board: bytes, free: int, keys: list[bytes], won: bool = True) -> list[Action] | None:
    """Real moves from ``board`` through the classes ``keys`` to a board of the last class,
    a won one when ``won`` (depth-first)."""
    last = len(keys) - 1
    seen = {(board, 0)}
    stack: list[tuple[bytes, int, int, list, int]] = [(board, free, 0, _real_moves(board), 0)]
    moves_made: list[Action] = []
    while stack:
        b, f, i, moves, k = stack[-1]
        if i == last and (not won or _is_won_exact(b)):
            return moves_made
        if k == len(moves):
            stack.pop()
            if moves_made:
                moves_made.pop()
            continue
        stack[-1] = (b, f, i, moves, k + 1)
        card, src, dst = moves[k]
        after = _moved(b, card, src, dst)
        new_free = _free_after_move(f, after, card, dst)
        key = _free_key(after, new_free)
        if i < last and key == keys[i + 1]:
            j = i + 1
        elif key == keys[i]:
            j = i
        else:
            continue
        if (after, j) in seen:
            continue
        seen.add((after, j))
        moves_made.append(Move(card, src, dst))
        stack.append((after, new_free, j, _real_moves(after), 0))
    return None


def replays_to_win(position: Position, settings: Settings, seed: int, redeals_left: int, line: list[Action]) -> bool:
    """True when ``line`` is legal from ``position`` in the engine and ends in a won position."""
    left = redeals_left
    for action in line:
        if action is REDEAL or str(action) == "redeal":
            if left <= 0 or (settings.redeal_when == "when-stuck" and not position.is_stuck()):
                return False
            position = redeal(position, settings, seed, settings.redeals - left + 1)
            left -= 1
        else:
            try:
                position = position.play(action)  # type: ignore[arg-type]
            except IllegalMoveError:
                return False
        if position.is_won() and action is not line[-1]:
            return False
    return position.is_won()


# -- the public calls ---------------------------------------------------------------


def solve(
    position: Position,
    settings: Settings,
    seed: int,
    redeals_left: int | None = None,
    budget: float | None = 10.0,
    max_nodes: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Solution:
    """Decide ``position`` (``won`` with a line, ``unwinnable`` or ``unknown``) within ``budget`` seconds
    of ``clock`` (wall time by default; ``time.process_time`` counts CPU time, steady under load)."""
    return Solver(position, settings, seed, redeals_left, max_nodes, clock).run(budget)


def auto_move(position: Position, keep_runs: bool = False) -> Move | None:
    """A good-looking legal move of this deal (never a redeal and no look past one), or None if stuck.

    Prefers, in order: a card that joins a locked run, a 2 into a left-edge gap
    whose row goes on with that 2's 3, a move that frees a cell a card can follow
    into; it avoids opening a gap after a king and shuffling 2s between left-edge gaps.
    With ``keep_runs`` it never plays a move that breaks a locked run (lowers the score)."""
    if position.shape != CLASSIC:
        from .anysolver import heuristic_move

        return heuristic_move(position)
    board = bytes(position.cells)
    ends = _run_ends(board)
    best = None
    best_score = None
    score_now = position.ordered()
    for move in position.legal_moves():
        if keep_runs and position.play(move).ordered() < score_now:
            continue  # it would break a locked run
        card, src, dst = move.card, move.src, move.dst
        if src % _COLS == 0 and dst % _COLS == 0:
            score = -10
        else:
            score = 10 * _priority(board, card, src, dst, ends)
            if dst % _COLS == 0 and board[dst + 1] == card + 1:
                score += 15
            if src % _COLS:
                left = board[src - 1]
                if left and left & 15 != _KING:
                    score += 2
        if best_score is None or score > best_score:
            best, best_score = move, score
    return best


__all__ = [
    "UNKNOWN",
    "UNWINNABLE",
    "WON",
    "Solution",
    "Solver",
    "auto_move",
    "replays_to_win",
    "solve",
]
