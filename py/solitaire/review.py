"""A game's review: where a game slipped from a position that could be won to one that could not.

Winnability only falls along a game: every action leads from a position to one of its successors, so a
position that cannot be won has no successor that can, and a position with a winning successor can be
won. Along a game's positions 0..n (position ``i`` is the one after ``i`` actions) the truth is therefore
"can be won" up to some position and "cannot" after it, and a verdict on one position decides every
position before it (won) or after it (unwinnable). The slip is the action between the last position a win
was proved from and the first position proved lost, when they are next to each other.

:class:`Review` is the plan, with no solver in it: :meth:`Review.next` names the position to search next,
:meth:`Review.record` takes the verdict, so the same plan runs under the command line
(:func:`review_game`, the solver in this process) and in the page (the analysis worker answers each
position; app.analysis.review). The plan walks back from the end while positions are proved lost (cheap
near the end), stops at the first one proved won, and after a position it cannot decide looks at the start
and then bisects for the latest position proved won. A win's line that the game itself followed for a few
actions proves those positions too.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .game import Action, Game
from .solver import UNKNOWN, UNWINNABLE, WON, Solution, Verdict, solve
from .state import GameState


def states_of(game: Game) -> list[GameState]:
    """The states along ``game``: the start's, then the state after each of its actions (redeals counted down).

    The last is the game's state as it ended, but not given up: a review asks whether it could be won."""
    replay = Game(game.settings, game.seed, game.start, unlimited=game.unlimited)
    states = [replay.state]
    for action in game.actions:
        replay.push(action)
        states.append(replay.state)
    return states


@dataclass(frozen=True)
class Slip:
    """The action that lost a game: ``action`` is the ``number``-th of the game (1-based), taken from the last
    position a win was proved from; after it no win exists (proved)."""

    number: int
    action: Action


class Review:
    """The plan of one game's review: which position to search next, and what the verdicts so far prove.

    ``actions`` are the game's actions in order (positions 0..len(actions)); ``won`` says the game ended won
    (every position of a won game can be won: nothing to search)."""

    def __init__(self, actions: Sequence[Action], won: bool = False) -> None:
        self.actions = list(actions)
        self.last = len(self.actions)  # the index of the final position
        self.searched: dict[int, Verdict] = {}  # each position searched and its verdict
        self.last_won: int | None = self.last if won else None  # the latest position proved winnable
        self.first_lost: int | None = None  # the earliest position proved unwinnable
        self._bisect_high: int | None = None  # set once the walk back met a position it could not decide

    # -- what is proved ----------------------------------------------------------------

    def verdict(self, index: int) -> Verdict:
        """Position ``index``'s verdict, searched or implied by another's (unknown when neither)."""
        if self.last_won is not None and index <= self.last_won:
            return WON
        if self.first_lost is not None and index >= self.first_lost:
            return UNWINNABLE
        return UNKNOWN

    @property
    def slip(self) -> Slip | None:
        """The losing action when both sides of it are proved; None when there is none or it is not known."""
        if self.last_won is None or self.first_lost != self.last_won + 1:
            return None
        return Slip(self.first_lost, self.actions[self.last_won])

    @property
    def lost_from_start(self) -> bool:
        """True when even the start is proved lost: the deal (from this start) could not be won."""
        return self.first_lost == 0

    # -- the plan ----------------------------------------------------------------------

    def next(self) -> int | None:
        """The position to search next, or None when the review is over (decided, or as far as it can go)."""
        if self.slip is not None or self.lost_from_start or self.last_won == self.last:
            return None
        if self._bisect_high is None:  # walking back from the end while positions are proved lost
            return self.last if self.first_lost is None else self.first_lost - 1
        if 0 not in self.searched and self.last_won is None:
            return 0
        if self.last_won is None:  # the start was searched and not proved won: nothing to bisect from
            return None
        high = self._bisect_high if self.first_lost is None else min(self._bisect_high, self.first_lost)
        if high - self.last_won <= 1:
            return None
        return (self.last_won + high) // 2

    def record(self, index: int, verdict: Verdict, line: Sequence[Action] = ()) -> None:
        """Take position ``index``'s verdict (with its winning line when won: the game's own actions that
        follow that line prove the positions they reach)."""
        self.searched[index] = verdict
        if verdict == WON:
            reach = index
            for mine, theirs in zip(self.actions[index:], line, strict=False):
                if str(mine) != str(theirs):
                    break
                reach += 1
            self.last_won = reach if self.last_won is None else max(self.last_won, reach)
        elif verdict == UNWINNABLE:
            self.first_lost = index if self.first_lost is None else min(self.first_lost, index)
        elif self._bisect_high is None or index < self._bisect_high:
            self._bisect_high = index  # unknown: positions from here on are not searched again


Solve = Callable[[GameState], Solution]


def review_game(game: Game, solve_state: Solve) -> Review:
    """``game``'s review, run to its end with ``solve_state`` deciding each position it asks about."""
    states = states_of(game)
    plan = Review(game.actions, won=game.position.is_won())
    while (index := plan.next()) is not None:
        result = solve_state(states[index])
        plan.record(index, result.verdict, result.line)
    return plan


def solver_for(budget: float | None, max_nodes: int | None, clock: Callable[[], float] = time.process_time) -> Solve:
    """A :data:`Solve` that runs the solver on a state for ``budget`` seconds of ``clock`` and ``max_nodes``."""

    def solve_state(state: GameState) -> Solution:
        return solve(state.position, state.settings, state.seed, state.redeals_left, budget, max_nodes, clock)

    return solve_state


__all__ = ["Review", "Slip", "review_game", "solver_for", "states_of"]
