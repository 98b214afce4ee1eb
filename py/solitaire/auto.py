"""Auto: the action the app plays for the player, planned without looking past a redeal.

:class:`AutoPlayer` plans with the solver as if no redeal were left (so it
never uses what a seeded redeal will deal) under a fixed node budget, which
makes its play reproducible and the same under CPython and Pyodide:

1. If the search finds a win, follow its line.
2. Else, if it saw a position with more cards locked than now, play the line
   to the first such position with the most locked cards, then plan again.
3. Else, if a move locks more cards, play the one that locks the most (the
   search counts a 3 after a free row's left edge as locked before its 2 is
   there, so it may not see this gain).
4. Else (no progress found): redeal when the rules allow it now; with
   redeals that need a stuck board, play the :func:`~solitaire.solver.auto_move`
   heuristic (never into a position already seen since the last redeal) until
   no card can move, then redeal; with no redeal left, play the heuristic the
   same way and stop (``None``) when it has nothing new to play.

Auto never breaks a locked run (a move that lowers the score) unless it follows
a winning line the search proved: steps 2 and 4 leave such moves out.

The plan is kept between calls and followed while the game is where the plan
expects it, so most calls cost a dictionary look-up; a call that plans costs
up to ``plan_nodes`` solver expansions.
"""

from __future__ import annotations

from .game import REDEAL, Action, Game
from .position import Position
from .settings import Settings
from .solver import WON, Solver, auto_move
from .state import GameState

PLAN_NODES = 1000  # solver expansions per plan: about 0.05-0.1 s under CPython

_Node = tuple[tuple[int, ...], int]  # a plan's key within one deal: (cells, redeals left)


def _node(position: Position, redeals_left: int) -> _Node:
    return (position.cells, redeals_left)


class AutoPlayer:
    """Chooses Auto's next action for a game; keeps its plan between calls.

    ``next_action(state)`` returns a legal action in a game's :class:`~solitaire.state.GameState`
    (a move, or ``REDEAL`` when ``state.status.redeal_allowed``), or ``None`` when the game is over or Auto has
    nothing useful left to play. Deterministic: the same game state and
    history of calls give the same actions."""

    def __init__(self, plan_nodes: int = PLAN_NODES) -> None:
        self.plan_nodes = plan_nodes
        self.plans = 0  # how many times the solver was asked (for measurements)
        self._plan: dict[_Node, Action] = {}
        self._seen: set[_Node] = set()  # states reached by heuristic moves since the last redeal
        self._deal: tuple[Settings, int] | None = None

    def next_action(self, state: GameState) -> Action | None:
        if state.status.over:
            return None
        if self._deal != (state.settings, state.seed):  # another deal: forget this one's plan
            self._deal = (state.settings, state.seed)
            self._plan = {}
            self._seen = set()
        node = _node(state.position, state.redeals_left)
        action = self._plan.get(node)
        if action is None:
            self._plan = self._make_plan(state)
            action = self._plan.get(node)
        return action

    # -- planning

    def _make_plan(self, state: GameState) -> dict[_Node, Action]:
        position, left = state.position, state.redeals_left
        self.plans += 1
        solver = Solver(position, state.settings, state.seed, 0, max_nodes=self.plan_nodes, weak_pruning=True)
        result = solver.step(self.plan_nodes)
        if result is not None and result.verdict == WON:
            return _along(position, left, result.line)
        if solver.best_locked > position.ordered():
            line = _keeping_runs(position, solver.line_to_best())
            reached = position
            for move in line:
                reached = reached.play(move)  # type: ignore[arg-type]
            if reached.ordered() > position.ordered():  # a free row's 2 may not have been placed
                return _along(position, left, line)
        gains = [(position.play(m).ordered(), -i, m) for i, m in enumerate(position.legal_moves())]
        if gains and max(gains)[0] > position.ordered():
            return {_node(position, left): max(gains)[2]}  # the search counted this lock as made already
        if state.status.redeal_allowed:
            return {_node(position, left): REDEAL}
        return self._drift(position, left)

    def _drift(self, position: Position, left: int) -> dict[_Node, Action]:
        """Heuristic moves into positions not seen since the last redeal, until stuck; then a redeal if allowed."""
        plan: dict[_Node, Action] = {}
        seen = self._seen
        while True:
            state = _node(position, left)
            seen.add(state)
            moves = position.legal_moves()
            if not moves:
                if left > 0:
                    plan[state] = REDEAL
                    seen.clear()
                return plan
            preferred = auto_move(position, keep_runs=True)
            score = position.ordered()
            keeping = [m for m in [preferred, *moves] if m is not None and position.play(m).ordered() >= score]
            for move in dict.fromkeys(keeping):
                after = position.play(move)  # type: ignore[arg-type]
                if _node(after, left) not in seen:
                    plan[state] = move  # type: ignore[assignment]
                    position = after
                    break
            else:
                return plan


def _keeping_runs(position: Position, line: list[Action]) -> list[Action]:
    """``line`` up to its first move that breaks a locked run (lowers the score); the rest is planned again."""
    kept: list[Action] = []
    for move in line:
        after = position.play(move)  # type: ignore[arg-type]
        if after.ordered() < position.ordered():
            break
        kept.append(move)
        position = after
    return kept


def _along(position: Position, left: int, line: list[Action]) -> dict[_Node, Action]:
    """The plan that plays ``line`` (moves only) from ``position``: each state on the way mapped to its move."""
    plan: dict[_Node, Action] = {}
    for move in line:
        plan[_node(position, left)] = move
        position = position.play(move)  # type: ignore[arg-type]
    return plan


def play_out(
    settings: Settings, seed: int, max_actions: int = 3000, plan_nodes: int = PLAN_NODES
) -> tuple[bool, list[Action]]:
    """Auto plays the deal ``seed`` from its opening: (won, the actions played)."""
    game = Game(settings, seed)
    player = AutoPlayer(plan_nodes)
    actions: list[Action] = []
    while len(actions) < max_actions:
        action = player.next_action(game.state)
        if action is None:
            break
        game.push(action)
        actions.append(action)
    return game.position.is_won(), actions


__all__ = ["PLAN_NODES", "AutoPlayer", "play_out"]
