"""The complete search: orders over the reachable positions that share their work, and line recovery.

:class:`Search` runs several orders over the same space, one expansion each
in turn: best-first orders (each a priority queue on its own weights of the
guide) and a committing depth-first order. With ``shared`` (the default) the
orders share the work: every position is expanded once overall (an order
that reaches a position another has expanded takes its children from a
table), and a proof of "unwinnable" costs one pass over the space whatever
the number of orders.
Without it each order is a complete search of its own (the first version,
kept for Auto's plans, whose play is measured with it).

:func:`line_from_path` turns a path of search nodes into real actions,
recovering the moves through a chain of classes (:func:`realise`).

docs/solver.md has the method, the proofs and the measurements.
"""

from __future__ import annotations

import random
from heapq import heappop, heappush, heappushpop

from ..game import REDEAL, Action
from ..position import Move
from ..settings import Settings
from .board import (
    COLS,
    children_free,
    dead_gaps,
    exact_key,
    free_after_move,
    free_key,
    is_won_exact,
    is_won_free,
    moved,
    priority,
    progress,
    real_moves,
    redealt,
    root_free,
    run_ends,
)
from .prune import hopeless, out_of_reach, stubborn

# A search node: (board, free mask (-1 with redeals left), redeals left, the action that led
# here (with redeals left only: (card, src, dst) or REDEAL), depth).
BOARD, FREE, LEFT, ACTION, DEPTH = range(5)

DEPTH_FIRST = "depth-first"
RESTARTS = "depth-first with restarts"  # see Search.restart
RESTART_BASE = 2000  # restart k comes after RESTART_BASE * luby(k) positions taken from the stack
SWAP_CHANCE = 0.1  # after a restart, how often the second-best move goes first


def luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, ..."""
    while True:
        k = 1
        while (1 << k) - 1 < i:
            k += 1
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1


_STACKS = (DEPTH_FIRST, RESTARTS)

# The two best-first orders of the first versions: locked cards, moves to extend the runs and depth
# ("guided"); and locked cards alone ("locked"). Auto's plans and the phase searches use them.
PLAN_ORDERS = ((3, 1, 1), (1, 0, 0))
# The complete search: the same two, and a committing depth-first order that starts again from
# time to time with a perturbed move order (docs/solver.md).
ORDERS = (*PLAN_ORDERS, RESTARTS)

# The dead-position test (``out_of_reach``) costs about as much as an expansion, so it runs
# on the no-redeal positions at every third depth only: a hopeless position's whole subtree is
# hopeless, so it is cut at most two levels late (skipping the test only ever prunes less).
REACH_EVERY = 3

ADOPTIONS_PER_UNIT = 16  # positions taken from the table that count as one expansion of work


def node_key(node: tuple) -> bytes:
    left = node[LEFT]
    if left == 0:
        return free_key(node[BOARD], node[FREE])
    return exact_key(node[BOARD], left)


def _at_depth(node: tuple, depth: int) -> tuple:
    """The node as reached at ``depth`` (an order's own depth for a position another order generated)."""
    return node if node[DEPTH] == depth else (node[0], node[1], node[2], node[3], depth)


def node_is_won(node: tuple) -> bool:
    if node[LEFT] == 0:
        return is_won_free(node[BOARD], node[FREE])
    return is_won_exact(node[BOARD])


class Search:
    """Orders over the positions reachable from ``board`` with ``left`` redeals left.

    ``orders``: for each order, the weights (locked, chain, depth) of a
    best-first order (priority ``locked_w * locked - chain_w * chain -
    depth_w * depth``, highest first, newest first among equals) or
    ``DEPTH_FIRST`` (a stack: the best move of the last position expanded
    first) or ``RESTARTS`` (the same, started again from the root after
    ``RESTART_BASE`` times the Luby sequence 1, 1, 2, 1, 1, 2, 4, ...
    positions taken from its stack, each time with the second-best move put
    first at one position in ten, drawn from a generator seeded with the
    restart's number). The orders take turns, one position each; each is a complete
    search of its own, with its own set of positions seen. With ``shared``
    they share the work: a position is expanded once, and an order that
    reaches a position another order has already expanded takes its children
    from a table instead of expanding it again (so a proof of "unwinnable",
    which needs every reachable position, costs one expansion of each).
    Without it each order expands everything it reaches itself (the first
    version, kept for Auto's plans, whose play is measured with it).

    ``weak``: prune with the weaker test (``hopeless``, on children with two
    dead gaps) instead of ``out_of_reach``. ``keep``: also keep the ``keep``
    positions seen with the most locked cards (fewest moves to extend the runs
    among equals), for the phase search.

    :meth:`step` expands up to n positions; then ``won`` is (order, key) of a
    won position, or ``exhausted`` is true (no won position is reachable), or
    neither (not decided yet)."""

    def __init__(
        self,
        board: bytes,
        left: int,
        settings: Settings,
        seed: int,
        orders: tuple,
        shared: bool = True,
        weak: bool = False,
        keep: int = 0,
    ) -> None:
        self.settings = settings
        self.seed = seed
        self.any_time = settings.redeal_when == "any-time"
        self.orders = orders
        self.shared = shared
        self.weak = weak
        free = root_free(board) if left == 0 else -1
        root = (board, free, left, None, 0)
        key = node_key(root)
        if shared:
            parents: dict[bytes, tuple[bytes | None, tuple]] = {key: (None, root)}
            self.parents = [parents] * len(orders)
        else:
            self.parents = [{key: (None, root)} for _ in orders]
        # each order's positions seen (without sharing, the keys of its parent links)
        self.seen: list = [{key} for _ in orders] if shared else self.parents
        # shared: for each position expanded, its children's keys (none when it was found out of reach),
        # and for each position generated, its (locked, moves to extend the runs)
        self.expanded: dict[bytes, tuple[bytes, ...]] = {}
        self.guide: dict[bytes, tuple[int, int]] = {}
        self.is_stack = [w in _STACKS for w in orders]  # a depth-first order's queue is a stack
        self.queues: list[list] = [[(root, key)] if stack else [(0, 0, root, key)] for stack in self.is_stack]
        self.root = (root, key)
        self.restart_base = RESTART_BASE
        self.restarts = [0] * len(orders)  # depth-first with restarts: restarts so far,
        self.runs = [0] * len(orders)  # expansions since the last one,
        self.swaps: list = [None] * len(orders)  # and the generator of its perturbation (None: none)
        self.count = 0
        self.nodes = 0
        self.adopted = 0  # positions an order took from the table instead of expanding them
        self.best_locked = progress(board, free)[0]
        self.best: tuple[int, bytes] = (0, key)
        self.keep = keep
        self.kept: list[tuple[int, int, int, int, bytes]] = []
        self.won: tuple[int, bytes] | None = (0, key) if node_is_won(root) else None
        self.exhausted = False

    # -- children

    def expand_exact(self, node: tuple) -> list[tuple[tuple, bytes]]:
        """The children of an exact node (redeals left) with their keys: every move, best first, then the redeal."""
        board, _, left, _, depth = node
        depth += 1
        ends = run_ends(board)
        moves = real_moves(board)
        if len(moves) > 1:
            moves.sort(key=lambda m: -priority(board, m[0], m[1], m[2], ends))
        out = []
        for move in moves:
            after = moved(board, move[0], move[1], move[2])
            out.append(((after, -1, left, move, depth), exact_key(after, left)))
        if not moves or self.any_time:
            settings = self.settings
            dealt = redealt(board, settings, self.seed, settings.redeals - left + 1)
            left -= 1
            if left:
                out.append(((dealt, -1, left, REDEAL, depth), exact_key(dealt, left)))
            else:
                free = root_free(dealt)
                out.append(((dealt, free, 0, REDEAL, depth), free_key(dealt, free)))
        return out

    # -- running

    def work(self) -> int:
        """The work done so far, in expansions: each expansion, and each ``ADOPTIONS_PER_UNIT``
        positions taken from the table (cheap, but a depth-first order that starts again may take
        many in a row)."""
        return self.nodes + self.adopted // ADOPTIONS_PER_UNIT

    def step(self, budget: int) -> int:
        """Work for up to ``budget`` (see :meth:`work`); the work done. Each turn an order takes its next
        position, then adopts its children from the table or expands it and admits the children."""
        start = self.work()
        limit = start + budget
        orders, queues, is_stack = self.orders, self.queues, self.is_stack
        turns = len(orders)
        shared, expanded = self.shared, self.expanded
        nodes = self.nodes  # written back before leaving
        while self.won is None and nodes + self.adopted // ADOPTIONS_PER_UNIT < limit:
            i = nodes % turns
            queue = queues[i]
            if not queue:
                self.exhausted = True  # every order is complete: nothing reachable is left to try
                break
            if not is_stack[i]:
                node, key = heappop(queue)[2:]
            else:
                if orders[i] == RESTARTS:
                    if self.runs[i] >= self.restart_base * luby(self.restarts[i] + 1):
                        self.restart(i)
                    self.runs[i] += 1
                node, key = queues[i].pop()
            if shared and key in expanded:
                self.adopt(i, key, node[DEPTH] + 1)
                continue
            nodes += 1
            children = self.expand(node, key)
            if children:
                self.admit(i, key, children, node[DEPTH] + 1)
        self.nodes = nodes
        return self.work() - start

    def expand(self, node: tuple, key: bytes) -> list[tuple[tuple, bytes]]:
        """The node's children with their keys (none when no won board is reachable from it: dropped
        unexpanded, sound), recorded in the table when the orders share their work."""
        board, free, left, _, depth = node
        if left == 0:
            if not self.weak and depth % REACH_EVERY == 0 and out_of_reach(board, free):
                children = []
            else:
                depth += 1
                children = [
                    ((cboard, cfree, 0, None, depth), free_key(cboard, cfree))
                    for cboard, cfree, _ in children_free(board, free, stubborn(board, free))
                ]
        else:
            children = self.expand_exact(node)
        if self.shared:
            self.expanded[key] = tuple([ckey for _, ckey in children])
        return children

    def adopt(self, order: int, key: bytes, depth: int) -> None:
        """The order reached ``key``, which another order has expanded: it takes the children from the
        table (those it has not seen and the weak test kept), reached at ``depth``."""
        self.adopted += 1
        seen = self.seen[order]
        guide = self.guide
        parents = self.parents[order]
        fresh = [ckey for ckey in self.expanded[key] if ckey not in seen]
        seen.update(fresh)
        fresh = [ckey for ckey in fresh if ckey in guide]  # not those the weak test dropped
        if self.is_stack[order]:
            self.push(order, [(_at_depth(parents[ckey][1], depth), ckey) for ckey in fresh])
            return
        locked_w, chain_w, depth_w = self.orders[order]
        queue = self.queues[order]
        count = self.count
        for ckey in fresh:
            locked, chain = guide[ckey]
            count += 1
            child = _at_depth(parents[ckey][1], depth)
            heappush(queue, (chain_w * chain - locked_w * locked + depth_w * depth, -count, child, ckey))
        self.count = count

    def admit(self, order: int, key: bytes, children: list[tuple[tuple, bytes]], depth: int) -> None:
        """Give the order the children of ``key`` it has not seen (at ``depth``): each is checked for a win,
        guided, counted for the best and the kept positions, and queued or pushed on its stack."""
        seen = self.seen[order]
        parents = self.parents[order]
        shared, weak, guide, keep, kept = self.shared, self.weak, self.guide, self.keep, self.kept
        queue, count, best_locked = self.queues[order], self.count, self.best_locked
        dfs = self.is_stack[order]
        locked_w, chain_w, depth_w = (0, 0, 0) if dfs else self.orders[order]
        stacked = []  # a depth-first order's new children, best first
        for child, ckey in children:
            if ckey in seen:
                continue
            if shared:
                seen.add(ckey)
                if ckey in parents:  # another order generated it first
                    known = guide.get(ckey)
                    if known is None:
                        continue  # the weak test dropped it
                    locked, chain = known
                    if dfs:
                        stacked.append((child, ckey))
                    else:
                        count += 1
                        heappush(queue, (chain_w * chain - locked_w * locked + depth_w * depth, -count, child, ckey))
                    continue
            parents[ckey] = (key, child)
            cboard = child[0]
            if child[2] == 0:
                # a won class has its gaps in the last column: most children are ruled out by that alone
                if not (cboard[12] or cboard[25] or cboard[38] or cboard[51]) and is_won_free(cboard, child[1]):
                    self.won = (order, ckey)
                    break
                if weak and dead_gaps(cboard) >= 2 and hopeless(cboard, child[1]):
                    continue
            elif is_won_exact(cboard):
                self.won = (order, ckey)
                break
            locked, chain = progress(cboard, child[1])
            if shared:
                guide[ckey] = (locked, chain)
            if locked > best_locked:
                best_locked = locked
                self.best = (order, ckey)
            if keep:
                entry = (locked, -chain, count, order, ckey)
                if len(kept) < keep:
                    heappush(kept, entry)
                elif entry > kept[0]:
                    heappushpop(kept, entry)
            if dfs:
                stacked.append((child, ckey))
            else:
                count += 1
                heappush(queue, (chain_w * chain - locked_w * locked + depth_w * depth, -count, child, ckey))
        self.count, self.best_locked = count, best_locked
        if stacked:
            self.push(order, stacked)

    def push(self, order: int, children: list) -> None:
        """Push the children (best move first) on a depth-first order's stack, the best on top."""
        swaps = self.swaps[order]
        if swaps is not None and len(children) > 1 and swaps.random() < SWAP_CHANCE:
            children[0], children[1] = children[1], children[0]
        children.reverse()
        self.queues[order].extend(children)

    def restart(self, order: int) -> None:
        """Start a depth-first order again from the root, with a new perturbation of its move order.

        The positions expanded stay expanded (their children come from the table), so the new
        run goes quickly back to where no order has been."""
        self.restarts[order] += 1
        self.runs[order] = 0
        self.swaps[order] = random.Random(self.restarts[order])
        self.seen[order] = {self.root[1]}
        self.queues[order] = [self.root]

    # -- lines

    def path(self, order: int, key: bytes | None) -> list[tuple]:
        """The search nodes from the root to ``key`` (as order ``order`` reached it)."""
        parents = self.parents[order]
        path = []
        while key is not None:
            key, node = parents[key]
            path.append(node)
        path.reverse()
        return path

    def line(self, order: int, key: bytes, won: bool = True) -> list[Action]:
        """Real actions from the root to the position ``key`` (a won board of it when ``won``)."""
        line = line_from_path(self.path(order, key), won)
        if line is None:
            raise AssertionError("solver could not realise a line it found")  # a bug, never a verdict
        return line


def line_from_path(path: list, won: bool = True) -> list[Action] | None:
    """Real actions for a path of search nodes: exact moves and redeals as they are, and the
    no-redeal part recovered from its chain of classes by a guided search on real boards
    (ending on a won board when ``won``, else on any board of the last class)."""
    line: list[Action] = []
    j = 0
    while path[j][LEFT] > 0:
        j += 1
        if j == len(path):
            return line
        action = path[j][ACTION]
        line.append(action if action is REDEAL else Move(*action, COLS))
    start = path[j]
    keys = [free_key(n[BOARD], n[FREE]) for n in path[j:]]
    tail = realise(start[BOARD], start[FREE], keys, won)
    return None if tail is None else line + tail


def realise(board: bytes, free: int, keys: list[bytes], won: bool = True) -> list[Action] | None:
    """Real moves from ``board`` through the classes ``keys`` to a board of the last class,
    a won one when ``won`` (depth-first)."""
    last = len(keys) - 1
    seen = {(board, 0)}
    stack: list[tuple[bytes, int, int, list, int]] = [(board, free, 0, real_moves(board), 0)]
    moves_made: list[Action] = []
    while stack:
        b, f, i, moves, k = stack[-1]
        if i == last and (not won or is_won_exact(b)):
            return moves_made
        if k == len(moves):
            stack.pop()
            if moves_made:
                moves_made.pop()
            continue
        stack[-1] = (b, f, i, moves, k + 1)
        card, src, dst = moves[k]
        after = moved(b, card, src, dst)
        new_free = free_after_move(f, after, card, dst)
        key = free_key(after, new_free)
        if i < last and key == keys[i + 1]:
            j = i + 1
        elif key == keys[i]:
            j = i
        else:
            continue
        if (after, j) in seen:
            continue
        seen.add((after, j))
        moves_made.append(Move(card, src, dst, COLS))
        stack.append((after, new_free, j, real_moves(after), 0))
    return None


__all__ = ["DEPTH_FIRST", "ORDERS", "PLAN_ORDERS", "RESTARTS", "Search", "line_from_path"]
