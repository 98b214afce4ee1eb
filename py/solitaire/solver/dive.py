"""The dive: a lean depth-first win finder on real boards, with no redeal left (a :class:`~.finder.Finder`).

The complete search (``search.Search``) pays for every position it
expands: a class key, the dead-position test, the partial-order reduction, a
guide. That is what lets it prove a deal lost, but it expands over 20,000
positions a CPU second (docs/solver.md, "Measuring it"). The dive proves nothing: it plays real moves on one
mutable board, undoes them on the way back, and remembers the boards it has
seen by a 62-bit Zobrist hash updated with two XORs a move, so it visits
about ten times as many boards a second. It finds wins in deals where the
complete search runs out of time (docs/solver.md, "The dive").

What it leaves out, and why that only costs wins, never a wrong verdict:

- a 2 never hops from one left-edge gap to another (those hops multiply the
  space; the complete search keeps them, inside its free classes);
- two boards with the same hash count as one (a collision only hides a
  board; with 62 bits and at most 1.2 million boards it is about one chance
  in six million a deal);
- when it has seen every board it can reach, it only stops (``idle``): a deal
  whose win needs a hop is not lost.

Every line it finds is replayed in the engine by the solver before it is
reported, like every line.
"""

from __future__ import annotations

from ..position import Move
from ..rng import mix64
from .board import COLS, KING, TWO, TWOS, is_won_exact

# The dive takes a unit of the solver's work (about one expansion of the complete search) as this
# many boards: a board here costs about a twelfth of an expansion (docs/solver.md, "The dive").
BOARDS_PER_UNIT = 12
# It stops after this many boards seen (about 60 MB of hashes), so that a long look cannot run a page's
# memory out; the complete search goes on.
MAX_SEEN = 1_200_000

# One 62-bit word for each (cell, card): a card's cell changes the hash by two XORs.
_ZOBRIST = tuple(mix64(key + 1) >> 2 for key in range(52 * 64))

# How the dive orders a board's moves (highest first).
_EXTENDS_RUN = 100  # the card joins its suit's locked run
_TWO_TO_EDGE = 50  # a 2 goes to a left-edge gap (it heads a run from then on)
_OPENS_EDGE = 5  # the card leaves the left edge: a left-edge gap opens
_OPENS_DEAD = -10  # the cell it leaves becomes a gap after a king or after a gap


class Dive:
    """A resumable depth-first search for a won board from ``board`` (no redeal left).

    It is a :class:`~.finder.Finder` (by shape, not as a subclass: see
    there); ``line`` holds engine ``Move``s only, and ``idle`` is true once
    the line is found, every board it can reach has been seen (then
    ``exhausted`` too), or ``MAX_SEEN`` boards have. A unit is
    ``BOARDS_PER_UNIT`` boards."""

    def __init__(self, board: bytes) -> None:
        self.cells = list(board)
        self.where = [-1] * 64
        self.gaps: list[int] = []
        h = 0
        for cell, card in enumerate(board):
            if card:
                self.where[card] = cell
                h ^= _ZOBRIST[cell * 64 + card]
            else:
                self.gaps.append(cell)
        self.hash = h
        self.seen = {h}
        self.line: list[Move] | None = None
        self.path: list[tuple[int, int, int]] = []
        self.stack: list[list] = [[self._moves(), 0]]
        self.idle = False
        self.exhausted = False  # every board it can reach seen (not at its cap): its space is that small
        self.boards = 0  # boards visited (new ones)
        if is_won_exact(board):
            self.line, self.idle = [], True

    def _locked_to(self, cell: int) -> bool:
        """Cells from the row's start up to ``cell`` (excluded) hold its suit's run from the 2."""
        cells = self.cells
        start = cell - cell % COLS
        card = cells[start]
        if card & 15 != TWO:
            return False
        for k in range(start + 1, cell):
            card += 1
            if cells[k] != card:
                return False
        return True

    def _moves(self) -> list[tuple[int, int, int, int]]:
        """The board's moves as (score, card, src, dst), best first; no 2 hops along the left edge."""
        cells, where = self.cells, self.where
        moves = []
        for gap in self.gaps:
            if gap % COLS == 0:
                for two in TWOS:
                    src = where[two]
                    if src % COLS:
                        score = _TWO_TO_EDGE
                        left = cells[src - 1]
                        if not left or left & 15 == KING:
                            score += _OPENS_DEAD
                        moves.append((score, two, src, gap))
                continue
            left = cells[gap - 1]
            if not left or left & 15 == KING:
                continue
            card = left + 1
            src = where[card]
            score = _EXTENDS_RUN if self._locked_to(gap) else 0
            if src % COLS == 0:
                score += _OPENS_EDGE
            else:
                before = cells[src - 1]
                if not before or before & 15 == KING:
                    score += _OPENS_DEAD
            moves.append((score, card, src, gap))
        moves.sort(reverse=True)
        return moves

    def step(self, units: int) -> int:
        """Work up to ``units`` units (``BOARDS_PER_UNIT`` boards each); the units used."""
        if self.idle:
            return 0
        start = self.boards
        budget = start + units * BOARDS_PER_UNIT
        cells, where, gaps, seen, stack, path = self.cells, self.where, self.gaps, self.seen, self.stack, self.path
        zobrist = _ZOBRIST
        while self.boards < budget:
            if not stack:
                self.idle = self.exhausted = True
                break
            top = stack[-1]
            moves, i = top
            if i == len(moves):
                stack.pop()
                if path:  # undo the move that led here
                    card, src, dst = path.pop()
                    cells[src] = card
                    cells[dst] = 0
                    where[card] = src
                    gaps[gaps.index(src)] = dst
                    self.hash ^= zobrist[dst * 64 + card] ^ zobrist[src * 64 + card]
                continue
            top[1] = i + 1
            _, card, src, dst = moves[i]
            h = self.hash ^ zobrist[src * 64 + card] ^ zobrist[dst * 64 + card]
            if h in seen:
                continue
            seen.add(h)
            self.boards += 1
            cells[dst] = card
            cells[src] = 0
            where[card] = dst
            gaps[gaps.index(dst)] = src
            self.hash = h
            path.append((card, src, dst))
            children = self._moves()
            if not children and is_won_exact(bytes(cells)):
                self.line = [Move(card, src, dst, COLS) for card, src, dst in path]
                self.idle = True
                break
            stack.append([children, 0])
            if len(seen) >= MAX_SEEN:
                self.idle = True
                break
        return max(1, -(-(self.boards - start) // BOARDS_PER_UNIT)) if units else 0
