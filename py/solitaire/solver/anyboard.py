"""An exact search for any board shape and fit rule, on the engine's own positions (the wider family's games).

The classic board's solver (``classic.ClassicSolver``) works with its own
compact rules; this one asks the engine for every move and redeal, so it is
exact for every game by construction, and slower. It is best-first: positions
with more cards locked first, each position once (with its redeals left). Where
any neighbouring card may move into a gap (Rectangular Rovers, a sliding puzzle
with a gap a row) the locked count says little, so there the position nearest a
win goes first: the fewest single steps its cards are from a won board
(:func:`steps_from_a_win`).
``won`` comes with a line that replays in the engine; ``unwinnable`` means the
whole space was searched; ``unknown`` means the budget ran out. The same
surface (``solution.Searcher``), so Hint, Auto and "Winnable from here?" use
whichever ``Solver`` gives them.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator
from itertools import permutations

from ..cards import rank_of, suit_of
from ..deal import redeal
from ..game import REDEAL, Action
from ..position import Move, Position
from ..shape import Shape
from .solution import WON, Searcher, Solution

State = tuple[Position, int]  # a position (hashed by its cells; Spoilt's with its waste and talon) and redeals left


class AnySolver(Searcher):
    """A resumable best-first search from ``position`` with ``redeals_left`` redeals to go."""

    def _begin(self) -> None:
        position = self.position
        shape = self.settings.shape
        self._rank: Callable[[Position], int] = (
            (lambda p: steps_from_a_win(p.cells, shape)) if shape.fit == "neighbour" else (lambda p: -p.ordered())
        )
        root: State = (position, self.redeals_left)
        self._parents: dict[State, tuple[State, Action] | None] = {root: None}
        self._heap: list[tuple[int, int, State]] = [(self._rank(position), 0, root)]
        self._count = 1
        self.best_locked = position.ordered()
        self._best = root
        if position.is_won():
            self.solution = Solution(WON, [], 0, 0.0)

    def _children(self, state: State) -> Iterator[tuple[Action, State, Position]]:
        position, left = state
        moves = position.legal_moves()
        for move in moves:
            after = position.play(move)
            yield move, (after, left), after
        if left > 0 and (not moves or self.settings.redeal_when == "any-time"):
            after = redeal(position, self.settings, self.seed, self.settings.redeals - left + 1)
            yield REDEAL, (after, left - 1), after

    def step(self, max_nodes: int = 5000) -> Solution | None:
        """Search up to ``max_nodes`` more positions; the Solution once decided (or out of nodes)."""
        if self.solution is not None:
            return self.solution
        started = self.clock()
        budget = self._allowance(max_nodes)
        done = 0
        while done < budget and self._heap:
            _, _, state = heapq.heappop(self._heap)
            done += 1
            for action, child, after in self._children(state):
                if child in self._parents:
                    continue
                self._parents[child] = (state, action)
                locked = after.ordered()
                if after.is_won():
                    self.nodes += done
                    self.seconds += self.clock() - started
                    self.solution = Solution(WON, self._line(child), self.nodes, self.seconds)
                    return self.solution
                if locked > self.best_locked:
                    self.best_locked, self._best = locked, child
                self._count += 1
                heapq.heappush(self._heap, (self._rank(after), self._count, child))
        return self._settle(started, done, exhausted=not self._heap)

    def _line(self, state: State) -> list[Action]:
        line: list[Action] = []
        link = self._parents[state]
        while link is not None:
            state, action = link
            line.append(action)
            link = self._parents[state]
        line.reverse()
        return line

    def line_to_best(self) -> list[Action]:
        """The actions from the start to the first position seen with ``best_locked`` cards locked."""
        return self._line(self._best)


def steps_from_a_win(cells: tuple[int, ...], shape: Shape) -> int:
    """The fewest single steps (to a cell above, below, left or right) that would carry every card to its place
    in a won board, each suit given the row that needs the fewest: a bound on the moves still to make, since a
    move carries one card one step."""
    columns, rows = shape.columns, shape.rows
    place = {rank: i for i, rank in enumerate(shape.ranks)}
    along = [0] * 4  # per suit: the steps along the rows to each card's column
    across = [[0] * rows for _ in range(4)]  # per suit and row: the steps up or down to that row
    for i, card in enumerate(cells):
        if card:
            row, col = divmod(i, columns)
            suit = suit_of(card)
            along[suit] += abs(col - place[rank_of(card)])
            for r in range(rows):
                across[suit][r] += abs(row - r)
    return sum(along) + min(sum(across[s][r] for s, r in enumerate(order)) for order in permutations(range(rows), 4))


def heuristic_move(position: Position) -> Move | None:
    """Auto's one-move heuristic on any board: the move that locks the most, never one that breaks a run,
    preferring moves whose new gap is live (its left neighbour not a king); None when no card can move."""
    score_now = position.ordered()
    best: tuple[int, int, int] | None = None
    chosen = None
    for n, move in enumerate(position.legal_moves()):
        after = position.play(move)
        gained = after.ordered() - score_now
        if gained < 0:
            continue
        opened = after.gap_info(move.src) if move.src < position.shape.cells else None  # not from Spoilt's waste
        rank = (gained, 1 if opened is None or opened.live else 0, -n)
        if best is None or rank > best:
            best, chosen = rank, move
    return chosen


__all__ = ["AnySolver", "heuristic_move", "steps_from_a_win"]
