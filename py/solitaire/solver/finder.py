"""The win finder: what the classic solver asks of a search that takes turns with its complete search.

Three searches are finders: the phase search (``phases.PhaseSearch``, with
redeals left), and the dive (``dive.Dive``) and the proof (``proof.Proof``)
with none. The classic solver (``classic.ClassicSolver``) gives them their
turns and knows them only through this interface (and the proof's ``lost``:
it is also a complete search, the one finder that may prove a loss). They implement it by shape, not as a base class
(with the protocol as its base the dive's loop ran about 6% slower);
``tests/engine/test_solver_dive.py`` checks both against it.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..game import Action


@runtime_checkable
class Finder(Protocol):
    """A resumable search for a win (only the proof, by its own ``lost``, may also prove a loss).

    Contract:

    - :meth:`step` works for about ``units`` units of the solver's work (a
      unit is about an expansion of the complete search; a finder converts its
      own work into units) and returns the units it counted: more than 0
      unless it is ``idle`` or ``units`` is 0, and possibly a little more than
      ``units`` (one indivisible piece of work). The search depends only on
      the units done, never on how they are sliced.
    - ``line`` is None until a win is found, then the winning line: real
      engine actions (``Move`` or ``REDEAL``) from the start position, which
      the solver replays in the engine before it reports it.
    - ``idle`` is true once there is nothing more to try (a line was found,
      or the finder has run out of what it can reach or of its memory cap);
      ``step`` then does nothing. Being idle alone says nothing about the verdict.
    """

    line: list[Action] | None
    idle: bool

    def step(self, units: int) -> int:
        """Work for about ``units`` units; the units counted."""
        ...


__all__ = ["Finder"]
