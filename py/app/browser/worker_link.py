"""The page's end of the analysis worker (js/analysis-worker.mjs), and Auto asked of it.

:class:`WorkerLink` starts the worker a moment after the page's own start, posts
requests to it and hands its messages on: "ready", each answer, or a failure.
When no worker can start (no ``Worker``, the script or Python failing to load in
it, no "ready" within :data:`WORKER_START_MS`) or it fails later, the link gives
up on it for good and says so (``on_failed``): the caller analyses in the page
from then on, so the player never loses the feature. ``<html data-analysis>``
says where the analysis runs: ``starting``, ``worker`` or ``page`` (with
``data-analysis-reason``).

:class:`AutoRequests` asks Auto's next action of the worker (the same
:class:`~solitaire.auto.AutoPlayer`, planning off the page's thread) when the
deal's first Auto found it ready, else plans it here; an answer that does not
come within :data:`AUTO_WAIT_MS` is planned here too. The protocol is
:mod:`app.analysis.protocol`'s.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from app.analysis.advice import choose_action
from app.analysis.assist import Switch, read_switch
from app.analysis.protocol import AUTO, Answer, ProtocolError, decode_message, encode_auto
from js import document, window
from solitaire import Action, Game, GameState
from solitaire.auto import AutoPlayer

from .dom import Listeners, Timer, absent, js_object, later, report, warn

WORKER_URL = "js/analysis-worker.mjs"
WORKER_START_MS = 45_000  # no "ready" from the worker by then: the analysis runs in the page
WORKER_DELAY_MS = 1500  # after start-up, before the worker starts (the page's own start has the machine first)
AUTO_WAIT_MS = 5000  # Auto asked of the worker: with no answer by then, the page plans it itself
ANALYSIS_SWITCH = "solitaire-test.analysis"  # the tests' switch (docs/testing.md, app.analysis.assist.read_switch)


def analysis_switch() -> Switch:
    """The tests' switch as this page's storage holds it (none, or a hostile storage: the defaults)."""
    value = None
    with contextlib.suppress(Exception):
        value = window.localStorage.getItem(ANALYSIS_SWITCH)
    return read_switch(value if isinstance(value, str) else None)


def where(place: str, reason: str = "") -> None:
    """Say on ``<html>`` where the analysis runs (the tests and the benchmark read it)."""
    root = document.documentElement
    root.setAttribute("data-analysis", place)
    if reason:
        root.setAttribute("data-analysis-reason", reason)


class WorkerLink:
    """Starts the worker and talks to it: ``on_ready()`` once it can search, ``on_answer(answer)``
    for each answer (Auto's among them), ``on_failed()`` once it is given up (the reason is
    logged and put on ``<html>``)."""

    def __init__(
        self,
        on_ready: Callable[[], None],
        on_answer: Callable[[Answer], None],
        on_failed: Callable[[], None],
        delay_ms: float = WORKER_DELAY_MS,
    ) -> None:
        self.on_ready = on_ready
        self.on_answer = on_answer
        self.on_failed = on_failed
        self.worker: Any = None
        self.ready = False  # the worker said "ready"
        self._start_timer = Timer(self._on_start_timeout)
        self._listeners = Listeners()
        where("starting")
        later(delay_ms, self._begin)

    @property
    def usable(self) -> bool:
        return self.ready and self.worker is not None

    def _begin(self, *_: Any) -> None:
        if not analysis_switch().worker:
            self.fail(f"the tests' switch {ANALYSIS_SWITCH} says off")
            return
        try:
            worker_class = getattr(window, "Worker", None)
            if absent(worker_class):
                self.fail("no Worker in this browser")
                return
            url = window.URL.new(WORKER_URL, document.baseURI).href
            worker = worker_class.new(url, js_object({"type": "module"}))
        except Exception as err:
            self.fail(f"the worker could not start: {err}")
            return
        self.worker = worker
        self._listeners.on(worker, "message", self._on_message)
        self._listeners.on(worker, "error", self._on_error)
        self._listeners.on(worker, "messageerror", self._on_error)
        self._start_timer.start(WORKER_START_MS)

    def post(self, text: str | None) -> None:
        """Post ``text`` to the worker (nothing when there is no text or no worker)."""
        if text is None or self.worker is None:
            return
        try:
            self.worker.postMessage(text)
        except Exception as err:
            self.fail(f"the worker took no message: {err}")

    def _on_message(self, event: Any) -> None:
        try:
            message = decode_message(event.data)
        except ProtocolError as err:
            warn(f"the analysis worker's message: {err}")
            return
        if not isinstance(message, tuple):
            self.on_answer(message)
        elif message[0] == "ready":
            self._start_timer.cancel()
            self.ready = True
            where("worker")
            self.on_ready()
        else:
            self.fail(f"the worker failed: {message[1]}")

    def _on_error(self, event: Any) -> None:
        message = getattr(event, "message", None)
        self.fail(f"the worker failed: {message if not absent(message) else 'it could not load'}")
        if hasattr(event, "preventDefault"):
            event.preventDefault()

    def _on_start_timeout(self) -> None:
        self.fail(f"the worker was not ready within {WORKER_START_MS / 1000:.0f} s")

    def fail(self, reason: str) -> None:
        """Give the worker up: the analysis runs in the page from now on."""
        warn(f"the analysis runs in the page: {reason}")
        self._start_timer.cancel()
        worker, self.worker = self.worker, None
        if worker is not None:
            with contextlib.suppress(Exception):
                worker.terminate()
        self.ready = False
        where("page", reason)
        self.on_failed()


class AutoRequests:
    """Auto's next action for the game on screen (``game()``), from the worker or planned here
    with ``auto``; one deal's Auto stays in one place, so its plans are kept between calls."""

    def __init__(self, link: WorkerLink, game: Callable[[], Game], auto: AutoPlayer) -> None:
        self.link = link
        self.game = game
        self.auto = auto
        self._id = 0
        # The request waited for: its id, the state it was asked for, what to do with the action.
        self._wait: tuple[int, GameState, Callable[[Action | None], None]] | None = None
        self._timer = Timer(self.plan_here)
        self._deal: tuple[tuple, bool] | None = None  # the deal, and whether its Auto plans in the worker

    def ask(self, then: Callable[[Action | None], None]) -> None:
        """Hand Auto's next action (None: there is none) to ``then``: at once when planned here, when
        the worker answers otherwise."""
        game = self.game()
        self.cancel()
        deal = (game.settings, game.seed)
        if self._deal is None or self._deal[0] != deal:
            self._deal = (deal, self.link.usable)
        if not (self._deal[1] and self.link.usable):
            then(choose_action(game, self.auto))
            return
        self._id += 1
        self._wait = (self._id, game.state, then)
        self._timer.start(AUTO_WAIT_MS)
        self.link.post(encode_auto(self._id, game.state))

    def take(self, answer: Answer) -> bool:
        """The worker's answer to an Auto request: True when it was one (used or stale)."""
        if answer.state != AUTO:
            return False
        wait = self._wait
        if wait is None or wait[0] != answer.id:
            return True  # an Auto asked before the last one, or already planned here
        self.cancel()
        if self.game().state != wait[1]:
            return True  # the game moved on meanwhile: that Auto is void
        try:
            wait[2](answer.line[0] if answer.line else None)
        except Exception as err:
            report(err)
        return True

    def plan_here(self) -> None:
        """No answer from the worker in time (or no worker any more): plan the Auto waited for here."""
        wait = self._wait
        self.cancel()
        self._deal = None
        if wait is not None and self.game().state == wait[1]:
            wait[2](choose_action(self.game(), self.auto))

    def cancel(self) -> None:
        self._wait = None
        self._timer.cancel()
