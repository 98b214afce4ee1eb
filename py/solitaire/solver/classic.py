"""The classic board's solver: the complete search and a win finder taking turns (docs/solver.md).

Inside the search a board is a 52-byte ``bytes`` (cards as in :mod:`~solitaire.cards`,
0 for a gap; the rules in ``board``). With redeals left a node is the exact
board. With no redeal left a node is a *class* of boards (``board.free_key``):
the rows are interchangeable, and the left-edge cards of the rows in ``free``
(a bit mask) may be arranged in any order among those rows. A class expands
only a stubborn set of its moves when one applies (``prune.stubborn``:
partial-order reduction, which keeps every reachable won position reachable).
"""

from __future__ import annotations

from ..game import Action
from .dive import Dive
from .finder import Finder
from .phases import PhaseSearch
from .proof import Proof
from .search import ORDERS, PLAN_ORDERS, Search
from .solution import WON, Searcher, Solution, replays_to_win

# The schedule: a win finder and the complete search take turns of CHUNK units of work (about an
# expansion each). With redeals left the finder is the phase search, PHASE_TURNS turns of it in each
# PHASE_TURNS + 1. With none, each cycle of DIVE_CYCLE turns gives DIVE_TURNS to the dive, then PROOF_TURNS
# to the proof, the rest to the complete search. A dive that has seen all it can reach (its space without
# hops is small) gives its turns to the proof, and SEARCH_TURNS_TO_PROOF of the complete search's go to
# the proof too; a dive at its cap (a large space) gives its turns to the complete search; an idle proof's
# go to the complete search (docs/solver.md).
CHUNK = 100
PHASE_TURNS = 3
DIVE_CYCLE = 4
DIVE_TURNS = 2
PROOF_TURNS = 0
SEARCH_TURNS_TO_PROOF = 1


class ClassicSolver(Searcher):
    """A resumable search from one position of the classic board (``Solver`` gives it those).

    ``redeals_left`` counts the redeals still allowed; the next redeal is
    number ``settings.redeals - redeals_left + 1``. Call :meth:`step` with a
    node allowance until it returns a :class:`Solution`, or :meth:`run` with a
    time budget.

    The complete search (``search.Search``) runs three orders over
    the same space, one expansion each in turn (``ORDERS``: guided
    best-first, locked-first, depth-first); each is complete on its own, and
    they share their work (a position is expanded once; an order that reaches
    it later takes its children from a table). The first to reach a won
    position decides ``won``; the first to run out of positions decides
    ``unwinnable``. Win finders (``finder.Finder``) take turns with it: with
    redeals left the phase search (``PhaseSearch``), ``PHASE_TURNS`` chunks of
    ``CHUNK`` units for each of the complete search's; with none the dive
    (``Dive``), ``DIVE_TURNS`` chunks in each ``DIVE_CYCLE``, and the proof
    (``Proof``, a lean complete search that also decides ``unwinnable`` when
    it runs out), ``PROOF_TURNS`` and, once the dive has seen all it can
    reach, the dive's and ``SEARCH_TURNS_TO_PROOF`` of the search's. The result
    depends only on the units of work done (``nodes``), never on how they are
    sliced or on the clock.

    ``best_locked`` is the most locked cards in any position the complete
    search has seen (free rows counted as if headed by their 2), and
    :meth:`line_to_best` a line to the first position seen with that many
    (used by Auto when no win is found).

    With no redeal left, positions from which no won board is reachable are
    dropped (``out_of_reach``). ``weak_pruning`` is the search Auto plans
    with, as first measured: the weaker dead-position test (``hopeless``),
    each order a complete search with its own set of seen positions, and no
    phase search or dive; its play and its published win rates (docs/win-rates.md)
    are the ones measured with it."""

    def _begin(self) -> None:
        position, settings, weak_pruning = self.position, self.settings, self.weak_pruning
        board = bytes(position.cells)
        left = self.redeals_left
        if weak_pruning:
            self._search = Search(board, left, settings, self.seed, PLAN_ORDERS, shared=False, weak=True)
        else:
            self._search = Search(board, left, settings, self.seed, ORDERS)
        self._phases = PhaseSearch(board, left, settings, self.seed) if left and not weak_pruning else None
        self._dive = Dive(board) if not left and not weak_pruning else None
        self._proof = Proof(board) if not left and not weak_pruning else None
        # the finders in the order they take a cycle's turns, with the turns each gets
        self._finders: list[tuple[Finder, int]]
        if self._phases is not None:
            self._finders, self._cycle = [(self._phases, PHASE_TURNS)], PHASE_TURNS + 1
        elif self._dive is not None and self._proof is not None:
            self._finders, self._cycle = [(self._dive, DIVE_TURNS), (self._proof, PROOF_TURNS)], DIVE_CYCLE
        else:
            self._finders, self._cycle = [], 1
        if self._search.won is not None:
            self.solution = Solution(WON, [], 0, 0.0)

    @property
    def best_locked(self) -> int:
        return self._search.best_locked

    def step(self, max_nodes: int = 5000) -> Solution | None:
        """Work up to ``max_nodes`` more units (about an expansion each); the Solution once decided or out of nodes."""
        if self.solution is not None:
            return self.solution
        started = self.clock()
        budget = self._allowance(max_nodes)
        search = self._search
        done = 0
        while done < budget:
            turn = self.nodes + done
            finder = self._finder(turn)
            if finder is not None:
                done += finder.step(min(budget - done, CHUNK - turn % CHUNK))
                if finder.line is not None:
                    self._finish(started, done, finder.line)
                    return self.solution
                if finder is self._proof and finder.lost:
                    return self._settle(started, done, True)
            else:
                done += search.step(min(budget - done, CHUNK - turn % CHUNK))
                if search.won is not None:
                    self._finish(started, done, search.line(*search.won))
                    return self.solution
                if search.exhausted:
                    break
        return self._settle(started, done, search.exhausted)

    def _finder(self, unit: int) -> Finder | None:
        """The finder whose turn holds this unit of work (None: the complete search's): the first not idle
        among those whose turns reach its slot of the cycle (an idle finder's turns go to the next one's,
        and so to the complete search), except that a dive idle at its cap gives its turns to the search,
        and a dive that has seen all it can reach gives the proof SEARCH_TURNS_TO_PROOF of the search's."""
        slot = (unit // CHUNK) % self._cycle
        end = 0
        taken = None
        for finder, turns in self._finders:
            end += turns
            if taken is None and slot < end:
                taken = finder  # this turn is its, or, if it is idle, the next one's
            if taken is not None and not finder.idle:
                return finder
            if taken is finder and finder is self._dive and not self._dive.exhausted:
                return None  # a dive stopped at its cap: a large space, its turns go on finding wins
        dive, proof = self._dive, self._proof
        small = dive is not None and dive.exhausted  # the dive's space was small: the proof's turn may come
        if small and proof is not None and not proof.idle and slot < end + SEARCH_TURNS_TO_PROOF:
            return proof  # some of the complete search's turns too
        return None

    def _finish(self, started: float, done: int, line: list[Action]) -> None:
        self.nodes += done
        self.seconds += self.clock() - started
        if not replays_to_win(self.position, self.settings, self.seed, self.redeals_left, line):
            raise AssertionError("solver found a line that does not replay to a win")  # a bug, never a verdict
        self.solution = Solution(WON, line, self.nodes, self.seconds)

    def line_to_best(self) -> list[Action]:
        """Real actions from the start to the first position seen with ``best_locked`` locked cards.

        Empty when no position seen has more locked cards than the start."""
        return self._search.line(*self._search.best, won=False)


__all__ = ["ClassicSolver"]
