"""The solver: decides whether a position can still be won, with a winning line when it can.

Every redeal is a deterministic function of (seed, redeal number, position),
so the game from a position is a one-player search problem: is a won position
reachable? :func:`Solver` gives the search for a position's board, which
answers it in slices of bounded work (``step``), so that a page can run it
between frames. The verdict is ``won`` (with a line that has been replayed in
the engine), ``unwinnable`` (everything reachable was searched, with only
sound pruning) or ``unknown`` (the node or time budget ran out).

The package, one file a part (docs/solver.md has the method, why each
shortcut is sound, and measurements):

- ``solution``: the verdicts, ``Solution``, ``Searcher`` (the surface every
  solver has) and ``replays_to_win``;
- ``classic``: the classic board's solver, a complete search and a win finder
  taking turns; ``board`` (its fast rules on 52-byte boards), ``prune`` (the
  dead-position tests, the partial-order reduction), ``search`` (the complete
  search, line recovery), ``finder`` (the interface of a win finder),
  ``phases`` (the phase search: the finder with redeals left) and ``dive``
  (the dive: the finder with none);
- ``anyboard``: the exact search for every other board, on the engine's own
  positions, and its one-move heuristic.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..position import Move, Position
from ..settings import Settings
from ..shape import CLASSIC
from . import board as rules
from .anyboard import AnySolver, heuristic_move
from .classic import ClassicSolver
from .solution import UNKNOWN, UNWINNABLE, WON, Searcher, Solution, Verdict, replays_to_win


def solver_class(settings: Settings) -> type[Searcher]:
    """The solver for ``settings``' board: :class:`~.classic.ClassicSolver` (its fast rules, pruning and
    finders) for the classic board, the engine's exact search :class:`~.anyboard.AnySolver` for any other
    shape or fit rule."""
    return ClassicSolver if settings.shape == CLASSIC else AnySolver


def Solver(position: Position, settings: Settings, *args: Any, **kwargs: Any) -> Searcher:  # named like a class
    """The solver for ``settings``' board (:func:`solver_class`), set up to search from ``position``
    (nothing searched yet); the other arguments are :class:`~.solution.Searcher`'s."""
    return solver_class(settings)(position, settings, *args, **kwargs)


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
    "Searcher",
    "Solution",
    "Solver",
    "Verdict",
    "auto_move",
    "replays_to_win",
    "solve",
    "solver_class",
]
