"""A game's review in the page ("Where did it slip?"), as pure Python.

The plan is the engine's (:class:`solitaire.review.Review`: which position to search next, and what the
verdicts so far prove); this module runs it with the page's means: each position the plan names is one
:class:`~app.analysis.assist.Analysis`, searched in the analysis worker (its ``analyse`` request, answers
matched by id) or, when there is no worker, here in slices. A review has a total budget: when it is spent,
the review stops and says how far it could tell. The DOM side is app.browser.ui.review_ui.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.text.i18n import t
from solitaire import Game, GameState
from solitaire.review import Review, states_of

from .assist import Analysis
from .protocol import Answer

REVIEW_IDS = 1 << 30  # a review's worker requests are numbered from here (the background analysis counts from 1)
POSITION_MS = 4000.0  # one position's search
TOTAL_MS = 30_000.0  # the whole review's: then it says how far it could tell


@dataclass(frozen=True)
class Finding:
    """What a review found, for the page: ``text`` to show, ``retry`` the number of actions to replay for
    "Try from here" (the last position a win was proved from), None when no such position is known, and
    ``kind``, which of the findings it is (#review-result's data-finding: "slip" when proved on both sides)."""

    text: str
    retry: int | None
    kind: str = "unknown"


class ReviewRun:
    """One review of ``game`` (ended: lost, stuck, given up or won). ``now()`` gives milliseconds; ``local``
    searches here in :meth:`slice`, else each position is asked of the worker (:meth:`request`,
    :meth:`receive`). ``max_nodes`` bounds each position's search by nodes too (the tests' budget)."""

    def __init__(
        self,
        game: Game,
        now: Callable[[], float],
        local: bool,
        position_ms: float = POSITION_MS,
        total_ms: float = TOTAL_MS,
        max_nodes: int | None = None,
    ) -> None:
        self.states = states_of(game)
        self.ended = game.state  # the review is of this state's game: any other on screen cancels it
        self.plan = Review(game.actions, won=game.position.is_won())
        self.now = now
        self.local = local
        self.position_ms = position_ms
        self.deadline = now() + total_ms
        self.max_nodes = max_nodes
        self.next_id = REVIEW_IDS
        self.index: int | None = None  # the position searched now
        self.analysis: Analysis | None = None
        self.out_of_time = False
        self._advance()

    @property
    def finished(self) -> bool:
        return self.analysis is None

    @property
    def waiting(self) -> bool:
        """A position's search runs in the worker."""
        return self.analysis is not None and self.analysis.waiting

    def _advance(self) -> None:
        """Take the decided position's verdict, and start the next one the plan names (or end)."""
        analysis = self.analysis
        if analysis is not None and analysis.done and self.index is not None:
            self.plan.record(self.index, analysis.verdict, analysis.line)
        self.analysis = self.index = None
        left = self.deadline - self.now()
        index = self.plan.next()
        if index is None:
            return
        if left <= 0:
            self.out_of_time = True
            return
        self.index = index
        self.next_id += 1
        state: GameState = self.states[index]
        self.analysis = Analysis(
            state,
            self.now,
            min(self.position_ms, left),
            local=self.local,
            request_id=self.next_id,
            max_nodes=self.max_nodes,
        )
        if self.analysis.done:  # an ended position: decided without a search
            self._advance()

    def request(self) -> str | None:
        """The worker request for the position searched now (None: none, or it is searched here)."""
        return None if self.analysis is None else self.analysis.request()

    def receive(self, answer: Answer) -> bool:
        """A worker answer: True when it was this review's (its verdict taken, the next position begun)."""
        analysis = self.analysis
        if analysis is None or answer.id < REVIEW_IDS or not analysis.apply(answer):
            return self.is_review_answer(answer)
        if analysis.done:
            self._advance()
        return True

    def slice(self) -> bool:
        """One slice of the search here; True when the review is over."""
        analysis = self.analysis
        if analysis is None:
            return True
        if analysis.slice():
            self._advance()
        return self.finished

    def go_local(self) -> None:
        """The worker is gone: search here from now on."""
        self.local = True
        if self.analysis is not None:
            self.analysis.go_local()

    def finding(self) -> Finding:
        """What the review found, in the current language (the move numbers are the game's actions, from 1)."""
        plan = self.plan
        if plan.last_won == plan.last:
            if self.ended.position.is_won():
                return Finding(t("ui.review.won"), None, "won")
            return Finding(t("ui.review.still_winnable"), plan.last, "still-winnable")
        if plan.lost_from_start:
            return Finding(t("ui.review.lost_from_start"), None, "lost-from-start")
        slip = plan.slip
        if slip is not None:
            return Finding(t("ui.review.slip", move=slip.number), plan.last_won, "slip")
        if plan.last_won is not None and plan.first_lost is not None:
            if plan.last_won == 0:
                return Finding(t("ui.review.between.start", lost=plan.first_lost), 0, "between")
            return Finding(t("ui.review.between", won=plan.last_won, lost=plan.first_lost), plan.last_won, "between")
        if plan.last_won is not None:
            if plan.last_won == 0:
                return Finding(t("ui.review.won_until.start"), 0, "won-until")
            return Finding(t("ui.review.won_until", move=plan.last_won), plan.last_won, "won-until")
        if plan.first_lost is not None:
            return Finding(t("ui.review.lost_from", move=plan.first_lost), None, "lost-from")
        return Finding(t("ui.review.unknown"), None, "unknown")

    @staticmethod
    def retry_label(count: int) -> str:
        """The "Try from here" button's words for a replay of ``count`` actions."""
        return t("ui.review.retry", move=count) if count else t("ui.review.retry.start")

    @staticmethod
    def tried_text(count: int) -> str:
        """What the page says once the practice game from ``count`` actions is on the board."""
        return t("ui.review.tried", move=count) if count else t("ui.review.tried.start")

    def progress(self) -> str:
        """What the page says while the review runs."""
        if not self.index:
            return t("ui.review.running.start")
        return t("ui.review.running", move=self.index)

    @staticmethod
    def is_review_answer(answer: Answer) -> bool:
        """An answer to a review's request (perhaps one dropped since), never the background analysis's."""
        return answer.id >= REVIEW_IDS


__all__ = ["POSITION_MS", "REVIEW_IDS", "TOTAL_MS", "Finding", "ReviewRun"]
