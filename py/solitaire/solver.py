"""The solver: decides whether a position can still be won, with a winning line when it can.

Every redeal is a deterministic function of (seed, redeal number, position),
so the game from a position is a one-player search problem: is a won position
reachable? :class:`Solver` answers it in slices of bounded work
(:meth:`Solver.step`), so that a page can run it between frames, with two
searches taking turns (``_solver_search``): a complete search (three orders
over the reachable positions that share their work: guided best-first,
locked-first and depth-first), which alone can prove a deal lost, and a win
finder: with redeals left a phase search that finds wins by trying the
seeded redeals of the best positions of each phase, with none the dive
(``_solver_dive``), a lean depth-first search on real boards. See
docs/solver.md for the method, why each shortcut is sound, and measurements.

The verdict is ``won`` (with a line that has been replayed in the engine),
``unwinnable`` (everything reachable was searched, with only sound pruning)
or ``unknown`` (the node or time budget ran out).

Inside the search a board is a 52-byte ``bytes`` (cards as in :mod:`cards`,
0 for a gap; the rules in ``_solver_board``). With redeals left a node is the
exact board. With no redeal left a node is a *class* of boards
(``_solver_board.free_key``): the rows are interchangeable, and the left-edge
cards of the rows in ``free`` (a bit mask) may be arranged in any order among
those rows. A class expands only a stubborn set of its moves when one applies
(``_solver_prune.stubborn``: partial-order reduction, which keeps every
reachable won position reachable).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from . import _solver_board as rules
from ._solver_dive import Dive
from ._solver_search import ORDERS, PLAN_ORDERS, PhaseSearch, Search
from .anysolver import AnySolver, heuristic_move
from .deal import redeal
from .errors import IllegalMoveError
from .game import REDEAL, Action
from .position import Move, Position
from .settings import Settings
from .shape import CLASSIC
from .solution import UNKNOWN, UNWINNABLE, WON, Searcher, Solution

# -- the search -------------------------------------------------------------------

# The schedule: a win finder and the complete search take turns of CHUNK units of work (about an
# expansion each). With redeals left the finder is the phase search, PHASE_TURNS turns of it in each
# PHASE_TURNS + 1; with none it is the dive, DIVE_TURNS turns in each DIVE_CYCLE (docs/solver.md).
CHUNK = 100
PHASE_TURNS = 3
DIVE_TURNS = 1
DIVE_CYCLE = 2


class Solver(Searcher):
    """A resumable search from one position.

    ``redeals_left`` counts the redeals still allowed; the next redeal is
    number ``settings.redeals - redeals_left + 1``. Call :meth:`step` with a
    node allowance until it returns a :class:`Solution`, or :meth:`run` with a
    time budget.

    The complete search (``_solver_search.Search``) runs three orders over
    the same space, one expansion each in turn (``ORDERS``: guided
    best-first, locked-first, depth-first); each is complete on its own, and
    they share their work (a position is expanded once; an order that reaches
    it later takes its children from a table). The first to reach a won
    position decides ``won``; the first to run out of positions decides
    ``unwinnable``. A win finder takes turns with it: with redeals left the
    phase search (``PhaseSearch``), ``PHASE_TURNS`` chunks of ``CHUNK`` units
    for each of the complete search's; with none the dive (``Dive``),
    ``DIVE_TURNS`` chunks in each ``DIVE_CYCLE``. The result depends only on the units
    of work done (``nodes``), never on how they are sliced or on the clock.

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

    def __new__(cls, position: Position, settings: Settings, *args: object, **kwargs: object) -> Solver:
        # This search knows the classic board only; any other shape or fit rule gets the engine's exact search.
        if cls is Solver and settings.shape != CLASSIC:
            return AnySolver(position, settings, *args, **kwargs)  # type: ignore[return-value,arg-type]
        return super().__new__(cls)

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
        if self._phases is not None:
            self._finder, self._turns, self._cycle = self._phases, PHASE_TURNS, PHASE_TURNS + 1
        else:
            self._finder, self._turns, self._cycle = self._dive, DIVE_TURNS, DIVE_CYCLE
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
        finder = self._finder
        done = 0
        while done < budget:
            turn = self.nodes + done
            if finder is not None and not finder.idle and (turn // CHUNK) % self._cycle < self._turns:
                done += finder.step(min(budget - done, CHUNK - turn % CHUNK))
                if finder.line is not None:
                    self._finish(started, done, finder.line)
                    return self.solution
            else:
                done += search.step(min(budget - done, CHUNK - turn % CHUNK))
                if search.won is not None:
                    self._finish(started, done, search.line(*search.won))
                    return self.solution
                if search.exhausted:
                    break
        return self._settle(started, done, search.exhausted)

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
        return heuristic_move(position)  # it never breaks a run
    only = None
    if keep_runs:
        score_now = position.ordered()
        only = {(m.card, m.src, m.dst) for m in position.legal_moves() if position.play(m).ordered() >= score_now}
    move = rules.auto_pick(bytes(position.cells), only)
    return None if move is None else Move(*move, CLASSIC.columns)


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
