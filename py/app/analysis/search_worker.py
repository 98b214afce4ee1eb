"""The analysis worker's Python side: one search at a time, run in steps between messages.

js/analysis-worker.mjs starts Python in a web worker, makes a :class:`Worker`
and hands it each message the page posts (:meth:`Worker.handle`); while
:attr:`Worker.busy` it calls :meth:`Worker.step` between reading them and posts
what each returns. The messages are :mod:`app.analysis.protocol`'s protocol. Pure
Python: tests/app/test_analysis_worker.py runs both sides under CPython.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

from solitaire import Action
from solitaire.auto import AutoPlayer
from solitaire.solver import UNKNOWN, WON, Searcher, Solver

from .protocol import (
    AUTO,
    CALL_NODES,
    REPORT_MS,
    SEARCHING,
    STEP_MS,
    Answer,
    ProtocolError,
    Request,
    decode_request,
    encode_answer,
    encode_status,
)


class Job:
    """One search in the worker: :meth:`work` runs it for a step and says where it stands.

    ``clock()`` gives milliseconds. The search stops with ``unknown`` once its budget of
    solver time is spent (or, with ``max_nodes``, once it searched that many nodes); :meth:`more`
    gives it another budget and it goes on from where it stopped (the solver keeps its work)."""

    def __init__(self, request: Request, clock: Callable[[], float] | None = None) -> None:
        if request.type != "analyse" or request.state is None:
            raise ProtocolError("a job starts from an analyse request")
        state = request.state
        self.id = request.id
        self.clock = clock or (lambda: time.perf_counter() * 1000)
        self.budget_ms = request.budget_ms
        self.spent_ms = 0.0
        self.calls = 0
        self.solver: Searcher | None = Solver(state.position, state.settings, state.seed, state.redeals_left)
        self.nodes_end = None if request.max_nodes is None else request.max_nodes  # the node budget's end
        self.result: Answer | None = None
        if self.solver.solution is not None:
            self._finish(self.solver.solution.verdict, self.solver.solution.line)

    @property
    def nodes(self) -> int:
        return 0 if self.solver is None else self.solver.nodes

    def _answer(self, state: str, line: list[Action] | None = None) -> Answer:
        return Answer(self.id, state, list(line or []), self.nodes, self.spent_ms, self.calls, CALL_NODES)

    def _finish(self, verdict: str, line: list[Action]) -> None:
        self.result = self._answer(verdict, line if verdict == WON else [])
        if verdict != UNKNOWN:
            self.solver = None  # decided: nothing more to look for

    @property
    def running(self) -> bool:
        return self.result is None

    def more(self, budget_ms: float, max_nodes: int | None = None) -> bool:
        """Another budget after "unknown"; False when there is nothing to go on with (decided)."""
        if self.solver is None or self.result is None or self.result.state != UNKNOWN:
            return False
        self.budget_ms = self.spent_ms + budget_ms
        self.nodes_end = None if max_nodes is None else self.solver.nodes + max_nodes
        self.result = None
        return True

    def _call_nodes(self) -> int:
        """One solver call's nodes: CALL_NODES, fewer at the end of a node budget."""
        if self.nodes_end is None or self.solver is None:
            return CALL_NODES
        return max(1, min(CALL_NODES, self.nodes_end - self.solver.nodes))

    def _out_of_nodes(self) -> bool:
        return self.nodes_end is not None and self.solver is not None and self.solver.nodes >= self.nodes_end

    def work(self, step_ms: float = STEP_MS) -> Answer:
        """Search for about ``step_ms`` (less if the budget ends first); the answer for now."""
        if self.result is not None or self.solver is None:
            return self.result or self._answer(UNKNOWN)
        start = self.clock()
        end = start + min(step_ms, self.budget_ms - self.spent_ms)
        gc.freeze()  # the search's many long-lived objects: out of the collector's sight (see assist_ui.py)
        try:
            now = start
            while True:
                solution = self.solver.step(self._call_nodes())
                self.calls += 1
                now = self.clock()
                if solution is not None:
                    self.spent_ms += now - start
                    self._finish(solution.verdict, solution.line)
                    break
                if self._out_of_nodes():
                    self.spent_ms += now - start
                    self._finish(UNKNOWN, [])
                    break
                if now >= end:
                    self.spent_ms += now - start
                    if self.spent_ms >= self.budget_ms:
                        self._finish(UNKNOWN, [])
                    break
        finally:
            if self.result is not None:
                gc.unfreeze()
        return self.result or self._answer(SEARCHING)


class Worker:
    """The worker's Python side: reads requests, keeps the one job, runs it a step at a time.

    js/analysis-worker.mjs calls :meth:`handle` for each message and, while :attr:`busy`,
    :meth:`step` between reading them, posting what each returns."""

    def __init__(self, clock: Callable[[], float] | None = None, report_ms: float = REPORT_MS) -> None:
        self.clock = clock
        self.report_ms = report_ms
        self.job: Job | None = None
        self._reported = -float("inf")  # when progress was last posted (the job's clock)
        self.auto = AutoPlayer()  # Auto's plans, kept between requests as the page's own would be

    def ready(self) -> str:
        """The message that says Python and the engine are up (js/analysis-worker.mjs posts it)."""
        return encode_status("ready")

    @property
    def busy(self) -> bool:
        return self.job is not None and self.job.running

    def handle(self, text: str) -> str | None:
        """Take one request; an answer to post at once (a decided start, a bad request), or None."""
        try:
            request = decode_request(text)
        except ProtocolError as err:
            return encode_status("failed", f"bad request: {err}")
        if request.type == "stop":
            self.job = None
            return None
        if request.type == "auto":
            assert request.state is not None
            action = self.auto.next_action(request.state)
            return encode_answer(Answer(request.id, AUTO, [] if action is None else [action]))
        if request.type == "more":
            if self.job is None or self.job.id != request.id or not self.job.more(request.budget_ms, request.max_nodes):
                return None  # a stale "more": the page has moved on
            return None
        self.job = None  # drop the old search first (its memory) before the new one allocates
        job = Job(request, self.clock)
        self.job = job
        self._reported = job.clock()  # the first progress after REPORT_MS
        return None if job.running else encode_answer(job.work())

    def step(self, step_ms: float = STEP_MS) -> str | None:
        """One step of the current job: its answer to post, or None (no running job, or progress
        posted less than ``report_ms`` ago)."""
        job = self.job
        if job is None or not job.running:
            return None
        answer = job.work(step_ms)
        if not answer.final:
            now = job.clock()
            if now - self._reported < self.report_ms:
                return None
            self._reported = now
        return encode_answer(answer)


__all__ = ["Job", "Worker"]
