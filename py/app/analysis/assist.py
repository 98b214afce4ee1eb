"""The background analysis behind "Winnable from here?" (and a hint's proved line), as pure Python.

Every rule and every search question goes to the engine and the solver
(:mod:`solitaire.solver`); this module only decides *when* to ask and keeps the
answers. The background analysis runs in the analysis worker (remote mode:
:meth:`Assist.request` gives the request to post, :meth:`Assist.receive` takes
the worker's answers and ignores stale ones, py/app/analysis/protocol.py holds the
protocol) or, when no worker can start, here in slices of adaptive size (so the
page never blocks for long). Either way it remembers decided positions (an
undo finds its answer again), carries a winning line (or a proof of loss)
forward when the player follows it, and after a "Not sure" can look longer
(:meth:`Assist.look_longer`) from where it stopped. What the helpers play and
say (hint, Auto, Play it out, Show me the win) is in advice.py. The DOM layer
(assist_ui.py, worker_link.py) schedules the slices, talks to the worker and
draws the results; the clock is handed in, so all of it runs under CPython.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from app.core.events import Event
from app.text.i18n import t
from solitaire import Action, Game, GameState
from solitaire.auto import AutoPlayer
from solitaire.solver import UNKNOWN, UNWINNABLE, WON, Searcher, Solver, Verdict

from .protocol import WORKER_BUDGET_MS, Answer, encode_analyse, encode_more


class Switch(NamedTuple):
    """The tests' analysis switch, read (docs/testing.md)."""

    worker: bool = True  # False: no analysis worker starts; the page searches in slices
    budget_ms: float | None = None  # each search budget ends "not sure" after this many ms
    max_nodes: int | None = None  # ... or after this many nodes, whatever the machine's speed


def read_switch(switch: str | None) -> Switch:
    """The tests' analysis switch (docs/testing.md), parts separated by commas: ``"off"`` starts no
    worker, ``"nodes:N"`` ends each search budget after N nodes, ``"N"`` after N ms; anything else
    (nothing, a malformed part) changes nothing."""
    worker, budget_ms, max_nodes = True, None, None
    for part in (switch or "").split(","):
        text = part.strip()
        if text == "off":
            worker = False
        elif text.startswith("nodes:") and text[6:].isdigit() and int(text[6:]) > 0:
            max_nodes = int(text[6:])
        elif text.isdigit() and int(text) > 0:
            budget_ms = float(text)
    return Switch(worker, budget_ms, max_nodes)


def verdict_word(verdict: Verdict | None) -> str:
    """A verdict as the page names it (``data-verdict``, its texts' keys): the engine's word, or "pending"."""
    return "pending" if verdict is None else verdict.value


def verdict_text(verdict: Verdict | None, practice: bool = False) -> str:
    """What the status line says ("Yes", "Ja"), in the current language; a dash for a practice game, which is
    not analysed (Assist.update)."""
    return t("verdict.practice") if practice else t(f"verdict.{verdict_word(verdict)}")


BUDGET_MS = 8000.0  # wall time for one position's analysis before "Not sure"
TARGET_MS = 6.0  # aimed length of one slice, one timer task (a long task is 50 ms)
CHUNKS = 4  # a slice runs the solver in chunks of about TARGET_MS / CHUNKS, checking the clock between
FIRST_NODES = 4  # the first chunk's node allowance; later ones adapt to the measured rate
MAX_NODES = 4000
SLOW_MS = 20.0
CACHE_SIZE = 256


class Analysis:
    """The "winnable from here?" search for one game state (a :class:`Game`'s current one, or any
    :class:`GameState`: a review asks about positions the game has left), run in slices by :meth:`slice`,
    or in the analysis worker (``local=False``: no solver here; :meth:`apply` takes its answers).

    ``now()`` gives milliseconds. ``verdict`` is None until decided, then WON
    (``line`` is a winning line from here), UNWINNABLE (proved) or UNKNOWN (the budget ran out;
    :meth:`look_longer` goes on from there). ``id`` names the worker request it waits for."""

    def __init__(
        self,
        game: Game | GameState,
        now: Callable[[], float],
        budget_ms: float = BUDGET_MS,
        target_ms: float = TARGET_MS,
        known: tuple[Verdict, list[Action]] | None = None,
        local: bool = True,
        request_id: int = 0,
        max_nodes: int | None = None,
    ) -> None:
        # what the answer depends on (the key of the cache of answers)
        self.state = game if isinstance(game, GameState) else game.state
        self.max_nodes = max_nodes  # also "not sure" after this many nodes a budget (the tests' budget)
        self.nodes_end: int | None = None
        self.id = request_id
        self.local = local
        self.now = now
        self.budget_ms = budget_ms
        self.target_ms = target_ms
        self.started = now()
        self.spent_ms = 0.0  # time inside the solver
        self.nodes = FIRST_NODES
        self.slices = 0
        self.longest_ms = 0.0
        self.longest_chunk = (0.0, 0)  # the longest solver call: (ms, nodes allowed)
        self.slow_slices = 0  # slices over SLOW_MS (a stalled machine, or a step that recovers a line)
        self.searched = 0
        self.solver: Searcher | None = None
        self.verdict: Verdict | None = None
        self.line: list[Action] = []
        self.looks = 1  # budgets given so far: "Look longer" adds one
        self.reused = known is not None  # answered from the cache or a carried line, not searched
        if known is not None:
            self.verdict, self.line = known[0], list(known[1])
        elif self.state.position.is_won():
            self.verdict = WON
        elif (game.status if isinstance(game, Game) else self.state.status).over:  # a Game's status is at hand
            self.verdict = UNWINNABLE
        elif local:
            self._start_solver()

    def _start_solver(self) -> None:
        state = self.state
        self.solver = Solver(state.position, state.settings, state.seed, state.redeals_left)
        self._new_node_budget()
        if self.solver.solution is not None:
            self._decide(self.solver.solution.verdict, self.solver.solution.line)

    @property
    def done(self) -> bool:
        return self.verdict is not None

    @property
    def waiting(self) -> bool:
        """Undecided, and the search runs in the worker."""
        return not self.local and not self.done

    def _decide(self, verdict: Verdict, line: list[Action]) -> None:
        self.verdict = verdict
        self.line = list(line) if verdict == WON else []
        if verdict != UNKNOWN:
            self.solver = None  # an UNKNOWN search keeps its work for "Look longer"

    def _out_of_time(self) -> None:
        self.verdict = UNKNOWN

    def request(self) -> str | None:
        """The worker request for this analysis (None when there is nothing to ask)."""
        if not self.waiting:
            return None
        return encode_analyse(self.id, self.state, self.budget_ms, self.max_nodes)

    def apply(self, answer: Answer) -> bool:
        """Take the worker's answer; False when it is not for this analysis (a stale one) or comes too late."""
        if answer.id != self.id or self.local or self.done:
            return False
        self.slices += 1
        self.searched = answer.nodes
        self.spent_ms = answer.ms
        self.nodes = answer.call_nodes
        if answer.final:
            self._decide(answer.state, answer.line)
        return True

    def look_longer(self) -> bool:
        """After "Not sure": another budget, going on from where the search stopped; False otherwise."""
        if self.verdict != UNKNOWN:
            return False
        self.verdict = None
        self.started = self.now()
        self.looks += 1
        if self.local and self.solver is None:
            self._start_solver()
        else:
            self._new_node_budget()
        return True

    def _new_node_budget(self) -> None:
        if self.max_nodes is not None:
            self.nodes_end = (0 if self.solver is None else self.solver.nodes) + self.max_nodes

    def _out_of_nodes(self) -> bool:
        return self.nodes_end is not None and self.solver is not None and self.solver.nodes >= self.nodes_end

    def go_remote(self, budget_ms: float) -> Searcher | None:
        """The worker is ready: an undecided search here goes there (from the start, with its budget);
        the solver left behind is returned (to be freed when it does not hold up a frame)."""
        if not self.local or self.done:
            return None
        solver, self.solver = self.solver, None
        self.local = False
        self.budget_ms = budget_ms
        self.slices = 0
        self.searched = 0
        self.spent_ms = 0.0
        return solver

    def go_local(self) -> None:
        """The worker is gone: search here from now on (from the start, with a fresh budget)."""
        if self.local:
            return
        self.local = True
        if not self.done:
            self.started = self.now()
            self._start_solver()

    def slice(self) -> bool:
        """One slice of search (about ``target_ms``, in a few chunks); True once decided or out of time."""
        if self.done or self.solver is None:
            return True
        start = self.now()
        if start - self.started >= self.budget_ms:
            self._out_of_time()
            return True
        aim = self.target_ms / CHUNKS
        result = None
        while True:
            n = self.nodes if self.nodes_end is None else max(1, min(self.nodes, self.nodes_end - self.solver.nodes))
            t0 = self.now()
            result = self.solver.step(n)
            t1 = self.now()
            ms = t1 - t0
            self.spent_ms += ms
            self.searched += n
            if ms > self.longest_chunk[0]:
                self.longest_chunk = (ms, n)
            if result is not None or self._out_of_nodes():
                break
            # Aim the next chunk at target_ms / CHUNKS from the rate just measured; grow at most 2x at a time.
            rate = n / ms if ms > 0.05 else n / 0.05
            self.nodes = max(1, min(MAX_NODES, 2 * n, int(rate * aim)))
            if t1 - start + aim > self.target_ms:
                break
        self.slices += 1
        self.longest_ms = max(self.longest_ms, t1 - start)
        if t1 - start > SLOW_MS:
            self.slow_slices += 1
        if result is not None:
            self._decide(result.verdict, result.line)
            return True
        if t1 - self.started >= self.budget_ms or self._out_of_nodes():
            self._out_of_time()
            return True
        return False

    def run_for(self, ms: float) -> bool:
        """Slices until decided or about ``ms`` have passed (for a hint asked right now)."""
        end = self.now() + ms
        while not self.slice():
            if self.now() >= end:
                return False
        return True


class Assist:
    """Keeps the analysis of the current state, and what was decided before.

    ``remote``: new analyses run in the worker (their budget ``worker_budget_ms``
    of the worker's search time); else here in slices (``budget_ms`` of wall time)."""

    def __init__(
        self,
        now: Callable[[], float],
        budget_ms: float = BUDGET_MS,
        target_ms: float = TARGET_MS,
        remote: bool = False,
        worker_budget_ms: float = WORKER_BUDGET_MS,
        max_nodes: int | None = None,
    ) -> None:
        self.now = now
        self.max_nodes = max_nodes  # a node budget beside the time budgets (the tests', docs/testing.md)
        self.budget_ms = budget_ms
        self.target_ms = target_ms
        self.remote = remote
        self.worker_budget_ms = worker_budget_ms
        self.next_id = 1
        self.reused = 0  # analyses answered from the cache or a carried line, not searched
        self.analysis: Analysis | None = None
        self.cache: dict[GameState, tuple[Verdict, list[Action]]] = {}
        self.nodes = FIRST_NODES  # the slice size learnt so far, carried to the next analysis
        self.auto = AutoPlayer()  # Auto and Play it out: plans without looking past a redeal

    def update(self, game: Game, event: Event | None = None) -> bool:
        """Follow ``game`` (``event`` is how it got here, if known): True when a new analysis began
        (the caller schedules its slices)."""
        key = game.state
        old = self.analysis
        if old is not None and old.state == key:
            return False
        if key.unlimited:  # a practice game (app.core.modes): with no limit on redeals there is no verdict to find
            if old is not None:
                self._remember(old)
            self.analysis = None
            return old is not None
        known = self.cache.get(key)
        if old is not None:
            self._remember(old)
            decided = old.verdict in (WON, UNWINNABLE)
            if known is None and event is not None and decided and not game.gave_up:
                known = self._carry(old, game, event)
        if known is not None:
            self.reused += 1
        budget = self.worker_budget_ms if self.remote else self.budget_ms
        self.analysis = Analysis(
            game, self.now, budget, self.target_ms, known, not self.remote, self.next_id, self.max_nodes
        )
        self.next_id += 1
        if not self.remote:
            self.analysis.nodes = self.nodes
        return True

    def request(self) -> str | None:
        """What to post to the worker for the current analysis (None: nothing to search there)."""
        return None if self.analysis is None else self.analysis.request()

    def receive(self, answer: Answer) -> bool:
        """A worker answer: True when it was for the current analysis (else it is stale and ignored)."""
        analysis = self.analysis
        if analysis is None or not analysis.apply(answer):
            return False
        if analysis.done:
            self._remember(analysis)
        return True

    def look_longer(self) -> str | None:
        """After "Not sure", Look longer: the worker's ``more`` request ("" when the search goes on
        here, in slices); None when the current analysis is not "Not sure"."""
        analysis = self.analysis
        if analysis is None or not analysis.look_longer():
            return None
        if analysis.local:
            return ""
        return encode_more(analysis.id, self.worker_budget_ms, self.max_nodes)

    def go_remote(self) -> Searcher | None:
        """The worker is ready: analyse there from now on (the current search too; its solver returned)."""
        self.remote = True
        if self.analysis is None:
            return None
        return self.analysis.go_remote(self.worker_budget_ms)

    def go_local(self) -> None:
        """The worker failed: analyse here from now on."""
        self.remote = False
        if self.analysis is not None:
            was_remote = not self.analysis.local
            self.analysis.go_local()
            if was_remote:
                self.analysis.budget_ms = self.budget_ms
                self.analysis.nodes = self.nodes

    def _remember(self, analysis: Analysis) -> None:
        if analysis.verdict in (WON, UNWINNABLE):
            self.cache[analysis.state] = (analysis.verdict, analysis.line)
            while len(self.cache) > CACHE_SIZE:
                del self.cache[next(iter(self.cache))]
        if analysis.slices and analysis.local:
            self.nodes = analysis.nodes

    def _carry(self, old: Analysis, game: Game, event: Event) -> tuple[Verdict, list[Action]] | None:
        """A decided answer for the state ``event`` led to from ``old``'s: the rest of its line, or still lost."""
        action = event.forward
        was = old.state
        if action is None or (was.settings, was.seed) != (game.settings, game.seed) or was.position != event.before:
            return None
        if old.verdict == UNWINNABLE:
            return (UNWINNABLE, [])  # every state reachable from a lost one is lost
        if old.line and old.line[0] == action:
            return (WON, old.line[1:])
        return None

    def slice(self) -> bool:
        """One slice of the current analysis; True when there is nothing more to do."""
        analysis = self.analysis
        if analysis is None:
            return True
        if not analysis.local:
            return True  # its search runs in the worker
        finished = analysis.slice()
        if analysis.slices:
            self.nodes = analysis.nodes
        if finished:
            self._remember(analysis)
        return finished

    @property
    def verdict(self) -> Verdict | None:
        return None if self.analysis is None else self.analysis.verdict


__all__ = [
    "Analysis",
    "Assist",
    "Switch",
    "read_switch",
    "verdict_text",
    "verdict_word",
]
