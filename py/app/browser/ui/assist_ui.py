"""The DOM side of Hint, Auto, Play it out, Show me the win and "Winnable from here?".

The decisions are pure Python: the analysis in assist.py, what the helpers play
and say in advice.py. app.py calls :meth:`AssistUI.follow` after each render (to
drop a shown hint and restart the analysis when the game state changed) and
forwards the buttons and keys here. Auto, Play it out and Show me the win act
through the same pipeline as a tap (``perform``).

The analysis runs in a web worker (worker_link.py; the protocol in
analysis.py): after each action the page posts the new state and draws the
answers that come back for it, ignoring those for states it has left. Until the
worker is ready, and for good once it fails, the analysis runs here instead, in
slices, one per timer task, so the page never blocks for long. verdict_ui.py
draws the answers.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any

from app.analysis.advice import PlayOut, ShowWin, advise, proved_line
from app.analysis.assist import Assist, verdict_text
from app.analysis.protocol import Answer, encode_stop
from app.browser.dom import Listeners, Timer, absent, by_id, later, report
from app.browser.worker_link import AutoRequests, WorkerLink, analysis_switch
from app.core.events import Event, Request, Source
from app.core.session import Session
from app.text.i18n import t
from js import document, window

from .board import Board
from .play_ui import Playing
from .review_ui import ReviewUI
from .verdict_ui import VerdictView

START_DELAY_MS = 120  # after an action, before the first slice (lets the move render first)
HINT_WAIT_MS = 1000  # a hint asked while the worker searches this position waits this long for its answer


class AssistUI:
    """Hint, Auto, Play it out and the background analysis for ``session``'s game.

    ``perform(request, source)`` acts through the session's pipeline, ``say(text)``
    writes the message line, ``board`` shows a hint's cells."""

    def __init__(
        self,
        session: Session,
        board: Board,
        perform: Callable[[Request, Source], Event],
        say: Callable[[str], None],
    ) -> None:
        self.session = session
        self.board = board
        self.perform = perform
        self.say = say
        # The analysis starts here, in slices, and moves to the worker once it is ready.
        self.assist = Assist(lambda: float(window.performance.now()))
        _, budget_ms, max_nodes = analysis_switch()  # a test's budgets (docs/testing.md)
        if budget_ms is not None:
            self.assist.budget_ms = self.assist.worker_budget_ms = budget_ms
        self.assist.max_nodes = max_nodes
        self.view = VerdictView(board.take_focus)
        self._slices = Timer(self._on_slice)  # the next slice of a search in the page
        self._hinted = False
        self._dropped: list[Any] = []  # analyses left behind, released in a later task
        self._hint_wait = Timer(self._give_hint)  # a hint waiting for the worker's answer
        self._listeners = Listeners()
        look = by_id("look-longer")
        if not absent(look):
            self._listeners.on(look, "click", self._on_look_longer)
        self.link = WorkerLink(self._hand_over, self._on_answer, self._fall_back)
        self.autos = AutoRequests(self.link, lambda: self.session.game, self.assist.auto)
        self.playing = Playing(session, self.assist, self.autos, perform, say, board.motion, self.render_verdict)
        self.review = ReviewUI(session, self.link, lambda: self.assist.remote, perform, say, max_nodes)

    @property
    def play(self) -> PlayOut | ShowWin | None:
        """The play-out or the showing of the win that runs."""
        return self.playing.play

    def stop_play_out(self, message: str | None = None) -> bool:
        """Stop a play-out or the showing of the win in progress; True if one was running."""
        return self.playing.stop(message)

    # -- the worker ------------------------------------------------------------------

    def _hand_over(self) -> None:
        """The worker is ready: the analysis moves there, the current search too if it is undecided."""
        left = self.assist.go_remote()
        if left is not None:
            self._cancel_slices()
            gc.unfreeze()
            self._dropped.append(left)
            later(60, self._on_drop)
        self.link.post(self.assist.request())
        self.render_verdict()

    def _on_answer(self, answer: Answer) -> None:
        if self.autos.take(answer) or self.review.receive(answer):
            return
        if not self.assist.receive(answer):
            return  # stale: for a state the player has left
        self.render_verdict()
        analysis = self.assist.analysis
        if self._hint_wait.pending and analysis is not None and analysis.done:
            self._finish_hint()

    def _fall_back(self) -> None:
        """The worker cannot help: analyse in the page from now on (the current search starts here)."""
        self.autos.plan_here()  # an Auto waited for
        self.review.go_local()
        if not self.assist.remote:
            return
        analysis = self.assist.analysis
        self.assist.go_local()
        if analysis is not None and not analysis.done and not self._slices.pending:
            self._slices.start(START_DELAY_MS)
        self.render_verdict()

    # -- after every render ----------------------------------------------------------

    def follow(self, event: Event | None = None) -> None:
        """Drop a shown hint; restart the analysis if the game state changed (``event`` says how)."""
        self.clear_hint()
        self.review.follow()
        self._sync(event)
        self.render_verdict()

    def _sync(self, event: Event | None = None) -> bool:
        """Start the analysis of the game's state if it changed: in the worker, else in slices here."""
        old = self.assist.analysis
        if not self.assist.update(self.session.game, event):
            return False
        self._cancel_slices()
        self._cancel_hint_wait()
        if old is not None and old.solver is not None:
            # Freeing a big search can take a while: do it in a task of its own, after this one drew.
            self._dropped.append(old)
            later(60, self._on_drop)
        analysis = self.assist.analysis
        if analysis is None:  # a practice game: nothing to search (Assist.update)
            if old is not None and old.waiting:
                self.link.post(encode_stop())
            gc.unfreeze()
            return True
        if analysis.waiting:
            self.link.post(self.assist.request())
        elif old is not None and old.waiting:
            self.link.post(encode_stop())  # answered without a search (a carried line, an earlier answer)
        if analysis.done:
            gc.unfreeze()
        elif analysis.local:
            self._slices.start(START_DELAY_MS)
        return True

    def _cancel_slices(self) -> None:
        self._slices.cancel()

    def _on_slice(self) -> None:
        try:
            finished = self.assist.slice()
        except Exception as err:
            report(err)
            finished = True
        # The search makes many long-lived objects; a cycle collection that scans them all took
        # 50-110 ms under Pyodide (measured with gc.callbacks). They hold no cycles (the solver's sets,
        # dicts, lists and bytes are freed by reference counting), so move them out of the collector's
        # sight after each slice, and give the collector back its normal view once the search stops.
        if finished:
            gc.unfreeze()
        else:
            gc.freeze()
            self._slices.start(0)
        self.render_verdict()

    def _on_drop(self) -> None:
        if self._dropped:
            dropped = self._dropped.pop(0)  # an Analysis, or a Solver handed to the worker's care
            if hasattr(dropped, "solver"):
                dropped.solver = None

    def verdict_shown(self) -> str:
        """What "Winnable from here?" says now ("Yes", "Thinking…"), for the S key."""
        analysis = self.assist.analysis
        return verdict_text(None if analysis is None else analysis.verdict, self.session.game.unlimited)

    def render_verdict(self) -> None:
        analysis = self.assist.analysis
        self.view.show_button(isinstance(self.play, ShowWin), bool(proved_line(self.session.game, analysis)))
        game = self.session.game
        self.view.render(analysis, game.status.over, self.assist.reused, practice=game.unlimited)

    # -- hint ------------------------------------------------------------------------

    def clear_hint(self) -> None:
        if not self._hinted:
            return
        self._hinted = False
        for element in document.querySelectorAll("[data-hint]"):
            element.removeAttribute("data-hint")

    def hint(self) -> None:
        self.stop_play_out()
        self._cancel_hint_wait()
        self._sync()
        analysis = self.assist.analysis
        if analysis is not None and analysis.waiting:
            # The worker is searching this very position: its answer may come within a moment.
            self.say(t("ui.hint.looking"))
            self._hint_wait.start(HINT_WAIT_MS)
            return
        if analysis is not None and not analysis.done:
            analysis.run_for(30)  # a little more search right now; the rest stays in the background
        self.render_verdict()
        self._give_hint()

    def _finish_hint(self) -> None:
        self._cancel_hint_wait()
        self._give_hint()

    def _cancel_hint_wait(self) -> None:
        self._hint_wait.cancel()

    def _give_hint(self) -> None:
        """The hint for the game on screen: the proved line's first action, else the heuristic's."""
        game = self.session.game
        analysis = self.assist.analysis
        advice = advise(game, analysis)
        if advice.action is not None:
            self.session.note_hint()
        self.clear_hint()
        if advice.cells:
            self.board.mark_hint(*advice.cells)
            self._hinted = True
        elif advice.redeal:
            by_id("redeal").setAttribute("data-hint", "redeal")
            self._hinted = True
        self.say(advice.text)

    # -- auto and play-out --------------------------------------------------------------

    def auto(self) -> None:
        self.stop_play_out()
        self.autos.ask(self._play_auto)

    def _play_auto(self, action: Any) -> None:
        """Play Auto's action for the game on screen (None: there is none, and say why)."""
        if action is None:
            game = self.session.game
            self.say(t("ui.nothing_to_play") if game.status.over else t("hint.no_move"))
            return
        self.perform(action, Source.AUTO)

    # -- look longer -----------------------------------------------------------------

    def _on_look_longer(self, *_: Any) -> None:
        self.look_longer()  # guarded by the listener: a bug is reported, the page drawn again

    def look_longer(self) -> None:
        """After "Not sure": another budget for the search of this position, from where it stopped."""
        self._sync()
        more = self.assist.look_longer()
        if more is None:
            self.say(t("ui.look_longer.nothing"))
            self.render_verdict()
            return
        if more:
            self.link.post(more)
        elif not self._slices.pending:
            self._slices.start(0)
        self.say(t("ui.look_longer.started"))
        self.render_verdict()

    def relabel(self) -> None:
        """The language changed: redraw the texts this module wrote."""
        self.view.relabel()
        self.render_verdict()
        self.playing.relabel()

    # -- input -------------------------------------------------------------------------

    def command(self, name: str) -> bool:
        if name == "hint":
            self.hint()
        elif name == "auto":
            self.auto()
        elif name == "play-out":
            self.playing.toggle_play_out()
        elif name == "show-win":
            self.playing.toggle_show_win()
        elif name == "look-longer":
            self.look_longer()
        else:
            return False
        return True
