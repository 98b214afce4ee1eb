"""The proof: a lean depth-first complete search over classes with no redeal left (a finder that may prove a loss).

The complete search (``search.Search``) pays, for each position, for three
orders, a guide, a heap and a parent link. This search keeps only what a
proof needs: the classes of boards (``board.free_key``: exact keys, rows
interchangeable, free left-edge arrangements one class, docs/solver.md "What
is sound" items 2 and 3), every class move (``board.children_free``), the
dead-position test (``prune.out_of_reach``, every ``REACH_EVERY`` depths) and
the stubborn sets (``prune.stubborn``). It walks them depth first, best move
first, with one set of the keys seen and the path on its stack. When that
set holds every reachable class and none is won, the deal is lost (``lost``);
at ``MAX_CLASSES`` it stops and says nothing.
"""

from __future__ import annotations

from ..game import Action
from .board import children_free, free_key, is_won_free, root_free
from .prune import out_of_reach, stubborn
from .search import REACH_EVERY, realise  # the dead test at the complete search's depths (other depths: docs/tried.md)

# The proof takes a unit of the solver's work (about one expansion of the complete search) as this many
# of its own expansions: about 19 µs each, against 36-45 µs (docs/solver.md, "The proof").
EXPANSIONS_PER_UNIT = 2
# It stops (saying nothing) after this many classes seen: about 135 bytes a class (2,000,000 made a
# process of 270-290 MB on seeds 0, 6, 13, 18 of 0-redeal Gaps), so about 80 MB here, within what a phone's
# analysis worker can hold beside the dive's MAX_SEEN. Deal 2 of 0-redeal Gaps is proved lost in 315,502.
MAX_CLASSES = 600_000


class Proof:
    """A resumable depth-first complete search from ``board`` with no redeal left.

    A :class:`~.finder.Finder` by shape; ``line`` is a won line once found
    (real moves, recovered through the classes on the stack by
    ``search.realise``), ``lost`` is true once every reachable class has been
    seen with none won, and ``idle`` once either holds or ``MAX_CLASSES``
    classes have been seen (then neither: it proves nothing). A unit is
    ``EXPANSIONS_PER_UNIT`` expansions."""

    def __init__(self, board: bytes) -> None:
        free = root_free(board)
        self.root = (board, free)
        self.seen = {free_key(board, free)}
        self.line: list[Action] | None = None
        self.lost = False
        self.idle = False
        self.expansions = 0
        # the path: for each class on it, (board, free, its children, the next child's index)
        self.stack: list[list] = []
        if is_won_free(board, free):
            self._won([])
        else:
            self.stack.append([board, free, self._children(board, free, 0), 0])

    def _children(self, board: bytes, free: int, depth: int) -> list[tuple[bytes, int, int]]:
        self.expansions += 1
        if depth % REACH_EVERY == 0 and out_of_reach(board, free):
            return []
        return children_free(board, free, stubborn(board, free))

    def _won(self, path: list[tuple[bytes, int]]) -> None:
        board, free = self.root
        keys = [free_key(b, f) for b, f in [self.root, *path]]
        line = realise(board, free, keys)
        if line is None:
            raise AssertionError("the proof could not realise a line it found")  # a bug, never a verdict
        self.line, self.idle = line, True

    def step(self, units: int) -> int:
        """Work up to ``units`` units (``EXPANSIONS_PER_UNIT`` expansions each); the units used."""
        if self.idle:
            return 0
        start = self.expansions
        budget = start + units * EXPANSIONS_PER_UNIT
        stack, seen = self.stack, self.seen
        while self.expansions < budget:
            if not stack:
                self.lost = self.idle = True
                break
            top = stack[-1]
            children = top[2]
            i = top[3]
            if i == len(children):
                stack.pop()
                continue
            top[3] = i + 1
            cboard, cfree, _ = children[i]
            key = free_key(cboard, cfree)
            if key in seen:
                continue
            seen.add(key)
            if not (cboard[12] or cboard[25] or cboard[38] or cboard[51]) and is_won_free(cboard, cfree):
                self._won([(f[0], f[1]) for f in stack[1:]] + [(cboard, cfree)])
                break
            stack.append([cboard, cfree, self._children(cboard, cfree, len(stack)), 0])
            if len(seen) >= MAX_CLASSES:
                self.idle = True
                break
        return max(1, -(-(self.expansions - start) // EXPANSIONS_PER_UNIT)) if units else 0


__all__ = ["MAX_CLASSES", "Proof"]
