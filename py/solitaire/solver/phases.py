"""The phase search: a win finder for positions with redeals left (a :class:`~.finder.Finder`).

It plays each phase (the moves between two redeals) to the positions with the
most locked cards, as Auto does, but tries the seeded redeal of several of
them and follows the most promising results first, and ends with a complete
search of the last phase. It never proves a deal lost. docs/solver.md, "The
phase search", has the method and its constants.
"""

from __future__ import annotations

from heapq import heappop, heappush

from ..game import REDEAL, Action
from ..position import Move
from ..settings import Settings
from .board import COLS, drift, moved, progress, real_moves, redealt
from .search import ORDERS, PLAN_ORDERS, Search

PHASE_NODES = 1500  # expansions of a phase's search (as if no redeal were left, Auto's pruning)
PHASE_KEPT = 24  # the positions with the most locked cards it keeps as candidate redeal points
PHASE_REDEALS = 6  # how many of them are redealt (each a macro node one redeal further)
LAST_CHUNK = 3000  # expansions of a last-phase search before the next macro node gets a turn
REDEAL_BONUS = 6  # a macro node's priority: locked cards + REDEAL_BONUS x redeals left
LAST_DECAY = 2  # a last-phase search loses this much priority each time it runs out of its chunk
REALISE_COST = 10  # what realising, drifting and redealing one candidate counts for, in expansions


class PhaseSearch:
    """A win finder for positions with redeals left: a best-first search over phases.

    A *macro node* is a position at the start of a phase with k redeals left.
    With k > 0 it is expanded by a search of its phase as if no redeal were
    left (``PHASE_NODES`` expansions, Auto's pruning), which wins outright or
    leaves the ``PHASE_KEPT`` positions with the most locked cards; the seeded
    redeal of the first ``PHASE_REDEALS`` of them (for a variant that redeals
    only when stuck, each is first played on by Auto's heuristic until stuck)
    are the macro node's children, with k - 1 redeals left. With k = 0 it is an
    exact search of the last phase, run ``LAST_CHUNK`` expansions at a time
    while other macro nodes wait. The macro node with the most locked cards
    plus ``REDEAL_BONUS`` per redeal left goes first.

    It is a :class:`~.finder.Finder` (by shape, not as a subclass: see
    there); its units are the expansions of its searches, and
    ``REALISE_COST`` a redealt candidate."""

    def __init__(self, board: bytes, left: int, settings: Settings, seed: int) -> None:
        self.settings = settings
        self.seed = seed
        self.stuck_only = settings.redeal_when == "when-stuck"
        self.count = 0
        self.nodes = 0
        self.heap: list = [(0, 0, board, left, [], None)]
        self.seen = {(left, board)}
        self.current: list | None = None  # [priority, board, k, line, search, budget left]
        self.pending: list = []  # candidates of a finished phase still to redeal: (board, k, line, search, order, key)
        self.line: list[Action] | None = None
        self.idle = False
        self._redeals_left = 0  # how many more candidates of the finished phase to redeal

    def step(self, units: int) -> int:
        """Work for about ``units`` expansions; how many were counted."""
        done = 0
        while done < units and self.line is None:
            if self.pending:
                self._redeal_candidate(self.pending.pop())
                done += REALISE_COST
                continue
            if self.current is None:
                if not self.heap:
                    self.idle = True
                    break
                priority_, _, board, k, line, search = heappop(self.heap)
                if search is None:
                    if k:
                        search = Search(board, 0, self.settings, self.seed, PLAN_ORDERS, False, True, PHASE_KEPT)
                    else:
                        search = Search(board, 0, self.settings, self.seed, ORDERS)
                self.current = [priority_, board, k, line, search, PHASE_NODES if k else LAST_CHUNK]
            priority_, board, k, line, search, left = self.current
            did = search.step(min(units - done, left))
            done += did
            left -= did
            self.current[5] = left
            if search.won is not None:
                self.line = line + search.line(*search.won)
                self.idle = True
            elif search.exhausted or left <= 0:
                self.current = None
                if k:
                    kept = sorted(search.kept, reverse=True)
                    # candidates are redealt best first: pending is used as a stack
                    self.pending = [(board, k, line, search, order, key) for *_, order, key in reversed(kept)]
                    self._redeals_left = PHASE_REDEALS
                elif not search.exhausted:
                    self.count += 1
                    heappush(self.heap, (priority_ + LAST_DECAY, self.count, board, 0, line, search))
        self.nodes += done
        return done

    def _redeal_candidate(self, candidate: tuple) -> None:
        """Realise a kept position, play on to a stuck one if the variant needs it, redeal: a new macro node."""
        if self._redeals_left <= 0:
            self.pending.clear()
            return
        board, k, line, search, order, key = candidate
        moves = search.line(order, key, won=False)
        after = play_moves(board, moves)
        if self.stuck_only and real_moves(after):
            stuck = drift(after)
            if stuck is None:
                return
            after, extra = stuck
            moves = moves + [Move(*m, COLS) for m in extra]
        settings = self.settings
        dealt = redealt(after, settings, self.seed, settings.redeals - k + 1)
        if (k - 1, dealt) in self.seen:
            return
        self.seen.add((k - 1, dealt))
        self._redeals_left -= 1
        locked = progress(dealt, -1)[0]
        self.count += 1
        heappush(
            self.heap, (-(locked + REDEAL_BONUS * (k - 1)), self.count, dealt, k - 1, [*line, *moves, REDEAL], None)
        )


def play_moves(board: bytes, line: list[Action]) -> bytes:
    for move in line:
        board = moved(board, move.card, move.src, move.dst)  # type: ignore[union-attr]
    return board


__all__ = ["PhaseSearch"]
