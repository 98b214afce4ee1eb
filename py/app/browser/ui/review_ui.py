"""The end dialog's review: "Where did it slip?" (``#review``), what it found (``#review-result``) and
"Try from here" (``#review-retry``).

The review itself is pure Python (app.analysis.review_run, on the engine's plan in solitaire.review); this
module starts it when the player asks, posts its requests to the analysis worker (or runs it here in slices
when there is no worker), writes its progress and its finding, and drops it when the dialog closes or the
game on screen changes. "Try from here" asks the session for a practice game from the last position a win
was proved from (a :class:`~app.core.events.TryFrom`, counted as a game with help).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.analysis.protocol import Answer, encode_stop
from app.analysis.review_run import ReviewRun
from app.browser.dom import Listeners, Timer, by_id, report, window
from app.browser.worker_link import WorkerLink
from app.core.events import Event, Request, TryFrom
from app.core.session import Session

SLICE_GAP_MS = 0  # between two slices of a review searched here (each slice is a timer task of its own)
NODES_ONLY_MS = 3_600_000.0  # the time budgets under the tests' node budget: the nodes decide (the most a worker takes)


class ReviewUI:
    """The review of ``session``'s ended game. ``link`` is the analysis worker's; ``remote()`` says whether
    the analysis runs there now; ``max_nodes`` is the tests' node budget (docs/testing.md)."""

    def __init__(
        self,
        session: Session,
        link: WorkerLink,
        remote: Callable[[], bool],
        perform: Callable[[Request], Event],
        say: Callable[[str], None],
        max_nodes: int | None = None,
    ) -> None:
        self.session = session
        self.link = link
        self.remote = remote
        self.perform = perform
        self.say = say
        self.max_nodes = max_nodes
        self.run: ReviewRun | None = None
        self._slices = Timer(self._on_slice)
        self._listeners = Listeners()
        self._listeners.on(by_id("review"), "click", self._on_review)
        self._listeners.on(by_id("review-retry"), "click", self._on_retry)
        self._listeners.on(by_id("dlg-end"), "close", self._on_closed)

    # -- the dialog ------------------------------------------------------------------

    def offer(self) -> None:
        """The end dialog opened: offer a review when the game has actions to look at."""
        self.cancel()
        game = self.session.game
        button = by_id("review")
        button.hidden = not (game.status.over and game.actions) or game.unlimited  # a practice game: no verdicts
        button.disabled = False
        self._write("")
        by_id("review-retry").hidden = True

    def _on_review(self, *_: Any) -> None:
        self.start()

    def start(self) -> None:
        """Begin the review of the game on screen (again, if one ran)."""
        self.cancel()
        game = self.session.game
        if not game.status.over or not game.actions:
            return
        now, local = (lambda: float(window.performance.now())), not self.remote()
        if self.max_nodes is None:
            self.run = ReviewRun(game, now, local)
        else:  # the tests' budget (docs/testing.md): as many nodes on a loaded machine as on an idle one
            self.run = ReviewRun(game, now, local, NODES_ONLY_MS, NODES_ONLY_MS, self.max_nodes)
        by_id("review").disabled = True
        self._go_on()

    def _go_on(self) -> None:
        """After a step of the review: the next request or slice, or the finding."""
        run = self.run
        if run is None:
            return
        if run.finished:
            self._show_finding(run)
            return
        self._write(run.progress())
        if run.waiting:
            self.link.post(run.request())
        else:
            self._slices.start(SLICE_GAP_MS)

    def _show_finding(self, run: ReviewRun) -> None:
        finding = run.finding()
        self._write(finding.text)
        retry = by_id("review-retry")
        retry.hidden = finding.retry is None
        if finding.retry is not None:
            retry.textContent = ReviewRun.retry_label(finding.retry)
            retry.setAttribute("data-count", str(finding.retry))
        by_id("review").disabled = False
        result = by_id("review-result")
        result.setAttribute("data-review", "done")
        result.setAttribute("data-finding", finding.kind)

    def _write(self, text: str) -> None:
        result = by_id("review-result")
        result.textContent = text
        result.hidden = not text
        result.setAttribute("data-review", "running" if text else "")
        result.removeAttribute("data-finding")  # until the review is done

    def _on_retry(self, *_: Any) -> None:
        count = by_id("review-retry").getAttribute("data-count")
        if count is None or not count.isdigit():
            return
        self.cancel()
        by_id("dlg-end").close("retry")
        self.perform(TryFrom(int(count)))
        self.say(ReviewRun.tried_text(int(count)))

    def _on_closed(self, *_: Any) -> None:
        self.cancel()

    # -- the search ------------------------------------------------------------------

    def cancel(self) -> None:
        """Drop a review in progress (its worker search is stopped)."""
        run, self.run = self.run, None
        self._slices.cancel()
        if run is not None and run.waiting:
            self.link.post(encode_stop())

    def follow(self) -> None:
        """After a render: a review of a game no longer on screen is dropped."""
        if self.run is not None and self.session.game.state != self.run.ended:
            self.cancel()

    def receive(self, answer: Answer) -> bool:
        """A worker answer: True when it was a review's (taken, or stale and ignored)."""
        run = self.run
        if run is None:
            return ReviewRun.is_review_answer(answer)
        searched = run.analysis
        taken = run.receive(answer)
        if taken and run.analysis is not searched:  # that position is decided: the next, or the finding
            self._go_on()
        return taken

    def go_local(self) -> None:
        """The worker failed: the review goes on here."""
        if self.run is not None and self.run.waiting:
            self.run.go_local()
            self._go_on()

    def _on_slice(self) -> None:
        run = self.run
        if run is None:
            return
        try:
            run.slice()
        except Exception as err:
            report(err)
            self.cancel()
            return
        self._go_on()
