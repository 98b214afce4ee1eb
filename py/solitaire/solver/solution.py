"""What a search found (a verdict: won, unwinnable, unknown; when won, the winning line), the
surface both solvers share (:class:`Searcher`: the start's checks, the budgets, run and slices),
and the engine's check of a winning line (:func:`replays_to_win`)."""

from __future__ import annotations

import enum
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..deal import redeal
from ..errors import IllegalMoveError, SettingsError
from ..game import REDEAL, Action
from ..position import Position
from ..settings import Settings, check_seed


class Verdict(enum.StrEnum):
    """What a search says of a state: the one vocabulary from the solver through the worker to the page."""

    WON = "won"  # a winning line was found (it replays in the engine)
    UNWINNABLE = "unwinnable"  # every line from here was searched: none wins
    UNKNOWN = "unknown"  # the budget ran out first


WON, UNWINNABLE, UNKNOWN = Verdict.WON, Verdict.UNWINNABLE, Verdict.UNKNOWN  # the members, by their short names


@dataclass
class Solution:
    """What the solver found. ``line`` is the winning line when ``verdict`` is ``won``."""

    verdict: Verdict
    line: list[Action] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0

    @property
    def won(self) -> bool:
        return self.verdict == WON


class Searcher:
    """A resumable search from ``position`` with ``redeals_left`` redeals to go (all of them when None).

    A subclass implements :meth:`_begin` and :meth:`step`; ``max_nodes`` caps the work of the whole search
    (then the verdict is ``unknown``), ``clock`` is what ``seconds`` and :meth:`run`'s budget count
    (wall time, or ``time.process_time``); ``weak_pruning`` asks the fast solver for the search Auto plans
    with (classic.py; the engine's search prunes nothing either way)."""

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
        if position.shape != settings.shape:
            raise SettingsError(f"a position of {position.shape} is not a board of {settings.shape}")
        self.settings = settings
        self.weak_pruning = weak_pruning
        self.seed = check_seed(seed)
        self.redeals_left = settings.redeals if redeals_left is None else redeals_left
        if not 0 <= self.redeals_left <= settings.redeals:
            raise SettingsError(f"redeals left must be 0 to {settings.redeals} here, not {self.redeals_left}")
        self.position = position
        self.max_nodes = max_nodes
        self.clock = clock
        self.nodes = 0
        self.seconds = 0.0
        self.solution: Solution | None = None
        self._begin()

    def _begin(self) -> None:
        """Set the search up (a subclass's start, once the checks above have passed)."""

    def step(self, max_nodes: int = 5000) -> Solution | None:
        """Work up to ``max_nodes`` more units (about an expansion each); the Solution once decided."""
        raise NotImplementedError

    def _allowance(self, max_nodes: int) -> int:
        """The work one :meth:`step` may do: ``max_nodes``, less near the whole search's cap."""
        return max_nodes if self.max_nodes is None else min(max_nodes, self.max_nodes - self.nodes)

    def _settle(self, started: float, done: int, exhausted: bool) -> Solution | None:
        """Count a step's work; ``unwinnable`` when everything was searched, ``unknown`` at the cap."""
        self.nodes += done
        self.seconds += self.clock() - started
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


__all__ = ["UNKNOWN", "UNWINNABLE", "WON", "Searcher", "Solution", "replays_to_win"]
