"""The DOM side of Hint, Auto, Play it out and "Winnable from here?" (the logic is in assist.py).

app.py calls :meth:`AssistUI.follow` after each render (to drop a shown hint and
restart the analysis when the game state changed) and forwards the buttons and
keys here. Auto and Play it out act through the same pipeline as a tap
(``perform``).

The analysis runs in a web worker (js/analysis-worker.mjs; the protocol in
analysis.py): after each action the page posts the new state and draws the
answers that come back for it, ignoring those for states it has left. When no
worker can start (no ``Worker``, the script or Python failing to load in it,
no "ready" within :data:`WORKER_START_MS`) or the worker fails later, the
analysis runs here instead, in slices, one per timer task, so the page never
blocks for long: the player never loses the feature. ``<html data-analysis>``
says where it runs: ``starting``, ``worker`` or ``page`` (with
``data-analysis-reason``).
"""

from __future__ import annotations

import contextlib
import gc
import traceback
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy

from js import console, document, window

from .analysis import AUTO, Answer, ProtocolError, decode_message, encode_auto, encode_stop
from .assist import (
    NO,
    PENDING,
    UNSURE,
    VERDICT_TEXT,
    Assist,
    PlayOut,
    ShowWin,
    advise,
    choose_action,
    proved_line,
    state_key,
)
from .board import Board
from .dom import absent, by_id, js_object
from .events import Event, Request, Source
from .i18n import t
from .session import Session

START_DELAY_MS = 120  # after an action, before the first slice (lets the move render first)
PLAY_STEP_MS = 250
PLAY_STEP_REDUCED_MS = 30
SHOW_STEP_MS = 700  # Show me the win: a pace to follow each move
SHOW_STEP_REDUCED_MS = 500
WORKER_URL = "js/analysis-worker.mjs"
WORKER_START_MS = 45_000  # no "ready" from the worker by then: the analysis runs in the page
HINT_WAIT_MS = 1000  # a hint asked while the worker searches this position waits this long for its answer
WORKER_DELAY_MS = 1500  # after start-up, before the worker starts (the page's own start has the machine first)
AUTO_WAIT_MS = 5000  # Auto asked of the worker: with no answer by then, the page plans it itself


def said_key(verdict: str, over: bool) -> str:
    """The catalogue key of the sentence that says how sure the answer is."""
    if verdict == NO and over:
        return "verdict.said.no_over"
    return f"verdict.said.{verdict}"


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
        budget = getattr(window, "__solitaireAnalysisBudgetMs", None)  # a test's short budget (test_page_worker.py)
        if isinstance(budget, int | float) and budget > 0:
            self.assist.budget_ms = self.assist.worker_budget_ms = float(budget)
        self._slice_proxy = create_proxy(self._on_slice)
        self._play_proxy = create_proxy(self._on_play_step)
        self._timer: Any = None
        self._play_timer: Any = None
        self.play: PlayOut | ShowWin | None = None  # the play-out or the showing of the win that runs
        self._hinted = False
        self._dropped: list[Any] = []  # analyses left behind, released in a later task
        self._drop_proxy = create_proxy(self._on_drop)
        self._shown: tuple[str, str] | None = None
        self._said: str | None = None  # the verdict last said in the live region (said once)
        self._show_label: tuple[bool, str] | None = None
        self._hint_wait: Any = None  # the timer of a hint waiting for the worker's answer
        self._hint_proxy = create_proxy(self._on_hint_wait)
        self._look_proxy = create_proxy(self._on_look_longer)
        look = by_id("look-longer")
        if not absent(look):
            look.addEventListener("click", self._look_proxy)
        self.worker: Any = None
        self._ready = False  # the worker said "ready"
        self._start_timer: Any = None
        # Auto in the worker: the request waited for (id, the state it was asked for, what to do with the
        # action), its timer, and per deal where Auto plans (chosen at the deal's first Auto: its plans are
        # kept between calls, so one deal's Auto stays in one place).
        self._auto_id = 0
        self._auto_wait: tuple[int, tuple, Callable[[Any], None]] | None = None
        self._auto_timer: Any = None
        self._auto_timeout_proxy = create_proxy(self._on_auto_timeout)
        self._auto_deal: tuple[tuple, bool] | None = None
        self._where("starting")
        self._start_proxy = create_proxy(self._start_worker)
        window.setTimeout(self._start_proxy, WORKER_DELAY_MS)

    # -- the worker ------------------------------------------------------------------

    def _where(self, place: str, reason: str = "") -> None:
        root = document.documentElement
        root.setAttribute("data-analysis", place)
        if reason:
            root.setAttribute("data-analysis-reason", reason)

    def _start_worker(self, *_: Any) -> None:
        try:
            worker_class = getattr(window, "Worker", None)
            if absent(worker_class):
                self._fall_back("no Worker in this browser")
                return
            url = window.URL.new(WORKER_URL, document.baseURI).href
            worker = worker_class.new(url, js_object({"type": "module"}))
        except Exception as err:
            self._fall_back(f"the worker could not start: {err}")
            return
        self.worker = worker
        self._message_proxy = create_proxy(self._on_worker_message)
        self._error_proxy = create_proxy(self._on_worker_error)
        self._timeout_proxy = create_proxy(self._on_worker_timeout)
        worker.addEventListener("message", self._message_proxy)
        worker.addEventListener("error", self._error_proxy)
        worker.addEventListener("messageerror", self._error_proxy)
        self._start_timer = window.setTimeout(self._timeout_proxy, WORKER_START_MS)
        self._where("starting")

    def _post(self, text: str | None) -> None:
        if text is None or self.worker is None:
            return
        try:
            self.worker.postMessage(text)
        except Exception as err:
            self._fall_back(f"the worker took no message: {err}")

    def _on_worker_message(self, event: Any) -> None:
        try:
            message = decode_message(event.data)
        except ProtocolError as err:
            console.warn(f"solitaire analysis worker: {err}")
            return
        if isinstance(message, tuple):
            kind, why = message
            if kind == "ready":
                self._clear_start_timer()
                self._ready = True
                self._where("worker")
                self._hand_over()
            else:
                self._fall_back(f"the worker failed: {why}")
            return
        if message.state == AUTO:
            self._on_auto_answer(message)
        else:
            self._receive(message)

    def _hand_over(self) -> None:
        """The worker is ready: the analysis moves there, the current search too if it is undecided."""
        left = self.assist.go_remote()
        if left is not None:
            self._cancel_slices()
            gc.unfreeze()
            self._dropped.append(left)
            window.setTimeout(self._drop_proxy, 60)
        self._post(self.assist.request())
        self.render_verdict()

    def _receive(self, answer: Answer) -> None:
        if not self.assist.receive(answer):
            return  # stale: for a state the player has left
        self.render_verdict()
        analysis = self.assist.analysis
        if self._hint_wait is not None and analysis is not None and analysis.done:
            self._finish_hint()

    def _on_worker_error(self, event: Any) -> None:
        message = getattr(event, "message", None)
        self._fall_back(f"the worker failed: {message if not absent(message) else 'it could not load'}")
        if hasattr(event, "preventDefault"):
            event.preventDefault()

    def _on_worker_timeout(self, *_: Any) -> None:
        self._start_timer = None
        self._fall_back(f"the worker was not ready within {WORKER_START_MS / 1000:.0f} s")

    def _clear_start_timer(self) -> None:
        if self._start_timer is not None:
            window.clearTimeout(self._start_timer)
            self._start_timer = None

    def _fall_back(self, reason: str) -> None:
        """The worker cannot help: analyse in the page from now on (the current search starts here)."""
        console.warn(f"solitaire analysis runs in the page: {reason}")
        self._clear_start_timer()
        worker, self.worker = self.worker, None
        if worker is not None:
            with contextlib.suppress(Exception):
                worker.terminate()
        self._ready = False
        self._where("page", reason)
        if self._auto_wait is not None:
            self._on_auto_timeout()  # the Auto waited for: planned here
        if not self.assist.remote:
            return
        analysis = self.assist.analysis
        self.assist.go_local()
        if analysis is not None and not analysis.done and self._timer is None:
            self._timer = window.setTimeout(self._slice_proxy, START_DELAY_MS)
        self.render_verdict()

    # -- after every render ----------------------------------------------------------

    def follow(self, event: Event | None = None) -> None:
        """Drop a shown hint; restart the analysis if the game state changed (``event`` says how)."""
        self.clear_hint()
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
            window.setTimeout(self._drop_proxy, 60)
        analysis = self.assist.analysis
        if analysis.waiting:
            self._post(self.assist.request())
        elif old is not None and old.waiting:
            self._post(encode_stop())  # answered without a search (a carried line, an earlier answer)
        if analysis.done:
            gc.unfreeze()
        elif analysis.local:
            self._timer = window.setTimeout(self._slice_proxy, START_DELAY_MS)
        return True

    def _cancel_slices(self) -> None:
        if self._timer is not None:
            window.clearTimeout(self._timer)
            self._timer = None

    def _on_slice(self, *_: Any) -> None:
        self._timer = None
        try:
            finished = self.assist.slice()
        except Exception as err:
            console.error(f"solitaire analysis error: {err}\n{traceback.format_exc()}")
            finished = True
        # The search makes many long-lived objects; a cycle collection that scans them all took
        # 50-110 ms under Pyodide (measured with gc.callbacks). They hold no cycles (the solver's sets,
        # dicts, lists and bytes are freed by reference counting), so move them out of the collector's
        # sight after each slice, and give the collector back its normal view once the search stops.
        if finished:
            gc.unfreeze()
        else:
            gc.freeze()
            self._timer = window.setTimeout(self._slice_proxy, 0)
        self.render_verdict()

    def _on_drop(self, *_: Any) -> None:
        if self._dropped:
            dropped = self._dropped.pop(0)  # an Analysis, or a Solver handed to the worker's care
            if hasattr(dropped, "solver"):
                dropped.solver = None

    def render_verdict(self) -> None:
        self._render_show_button()
        stat = by_id("stat-winnable")
        if absent(stat):
            return
        analysis = self.assist.analysis
        verdict = PENDING if analysis is None else analysis.verdict
        over = self.session.game.status.over
        if self._shown != (verdict, VERDICT_TEXT[verdict]):
            self._shown = (verdict, VERDICT_TEXT[verdict])
            stat.setAttribute("data-verdict", verdict)
            stat.querySelector("b").textContent = VERDICT_TEXT[verdict]
            stat.title = t(said_key(verdict, over))
            said = by_id("winnable-said")
            # The live region speaks each decided answer once (not the "still looking" between them).
            if verdict != PENDING and self._said != verdict and not absent(said):
                self._said = verdict
                said.textContent = t(said_key(verdict, over))
        look = by_id("look-longer")
        if not absent(look):
            hide = not (verdict == UNSURE and not over)
            if hide and not look.hidden and document.activeElement == look:
                self.board.take_focus()  # the focus never falls to the page's body with the button
            look.hidden = hide
        if analysis is not None:
            searched_in = "reused" if analysis.reused else "page" if analysis.local else "worker"
            stat.setAttribute("data-searched-in", searched_in)
            stat.setAttribute("data-request", str(analysis.id))
            stat.setAttribute("data-looks", str(analysis.looks))
            stat.setAttribute("data-reused", str(self.assist.reused))
            stat.setAttribute("data-slices", str(analysis.slices))
            stat.setAttribute("data-slice-nodes", str(analysis.nodes))
            stat.setAttribute("data-longest-ms", f"{analysis.longest_ms:.1f}")
            stat.setAttribute("data-slow-slices", str(analysis.slow_slices))
            stat.setAttribute("data-longest-chunk", "{:.1f} ms / {} nodes".format(*analysis.longest_chunk))
            stat.setAttribute("data-solver-ms", f"{analysis.spent_ms:.0f}")
            stat.setAttribute("data-solver-nodes", str(analysis.searched))

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
            self._hint_wait = window.setTimeout(self._hint_proxy, HINT_WAIT_MS)
            return
        if analysis is not None and not analysis.done:
            analysis.run_for(30)  # a little more search right now; the rest stays in the background
        self.render_verdict()
        self._give_hint()

    def _on_hint_wait(self, *_: Any) -> None:
        self._hint_wait = None
        self._give_hint()

    def _finish_hint(self) -> None:
        self._cancel_hint_wait()
        self._give_hint()

    def _cancel_hint_wait(self) -> None:
        if self._hint_wait is not None:
            window.clearTimeout(self._hint_wait)
            self._hint_wait = None

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
        self._ask_auto(self._play_auto)

    def _play_auto(self, action: Any) -> None:
        """Play Auto's action for the game on screen (None: there is none, and say why)."""
        if action is None:
            game = self.session.game
            self.say(t("ui.nothing_to_play") if game.status.over else t("hint.no_move"))
            return
        self.perform(action, Source.AUTO)

    def _ask_auto(self, then: Callable[[Any], None]) -> None:
        """Auto's next action for the game on screen, handed to ``then``: from the worker (the same
        AutoPlayer, planning off the page's thread) when this deal's Auto plans there, else here."""
        game = self.session.game
        self._cancel_auto_wait()
        deal = (game.settings, game.seed)
        if self._auto_deal is None or self._auto_deal[0] != deal:
            self._auto_deal = (deal, self._ready)
        if not (self._auto_deal[1] and self._ready and self.worker is not None):
            then(choose_action(game, self.assist.auto))
            return
        self._auto_id += 1
        self._auto_wait = (self._auto_id, state_key(game), then)
        self._auto_timer = window.setTimeout(self._auto_timeout_proxy, AUTO_WAIT_MS)
        self._post(encode_auto(self._auto_id, game.settings, game.seed, game.position, game.redeals_left))

    def _on_auto_answer(self, answer: Answer) -> None:
        wait = self._auto_wait
        if wait is None or wait[0] != answer.id:
            return  # an Auto asked before the last one, or already planned here
        self._cancel_auto_wait()
        if state_key(self.session.game) != wait[1]:
            return  # the game moved on meanwhile: that Auto is void
        try:
            wait[2](answer.line[0] if answer.line else None)
        except Exception as err:
            console.error(f"solitaire auto error: {err}\n{traceback.format_exc()}")

    def _on_auto_timeout(self, *_: Any) -> None:
        """No answer from the worker in time (or no worker any more): plan it here."""
        wait = self._auto_wait
        self._auto_timer = None
        self._auto_wait = None
        self._auto_deal = None
        if wait is not None and state_key(self.session.game) == wait[1]:
            wait[2](choose_action(self.session.game, self.assist.auto))

    def _cancel_auto_wait(self) -> None:
        self._auto_wait = None
        if self._auto_timer is not None:
            window.clearTimeout(self._auto_timer)
            self._auto_timer = None

    def toggle_play_out(self) -> None:
        if isinstance(self.play, PlayOut):
            self.stop_play_out(t("ui.stopped"))
        else:
            self.stop_play_out()
            self.start_play_out()

    def start_play_out(self) -> None:
        self.play = PlayOut()
        self._set_play_button(True)
        self._on_play_step()

    def toggle_show_win(self) -> None:
        """Show me the win: start playing the proved line, or stop it."""
        if isinstance(self.play, ShowWin):
            self.stop_play_out(t("ui.stopped"))
            return
        self.stop_play_out()
        game = self.session.game
        self.assist.update(game)
        if not proved_line(game, self.assist.analysis):
            analysis = self.assist.analysis
            lost = analysis is not None and analysis.verdict == NO
            self.say(t("ui.show_win.lost" if lost else "ui.show_win.unproved"))
            return
        self.play = ShowWin()
        self._set_play_button(False)
        self.say(t("ui.show_win.started"))
        self._on_play_step()

    def _on_play_step(self, *_: Any) -> None:
        self._play_timer = None
        play = self.play
        if play is None:
            return
        try:
            if isinstance(play, ShowWin):
                self._play_step(play, play.next(self.session.game, self.assist.analysis))
            elif play.goes_on(self.session.game):
                self._ask_auto(lambda action: self._play_step(play, play.take(self.session.game, action)))
            else:
                self.stop_play_out(play.reason)
        except Exception as err:
            console.error(f"solitaire play-out error: {err}\n{traceback.format_exc()}")
            self.stop_play_out()

    def _play_step(self, play: PlayOut | ShowWin, action: Any) -> None:
        """Play one step of ``play`` (None: it ends, its reason said), then time the next."""
        if self.play is not play:
            return  # stopped while Auto was asked
        showing = isinstance(play, ShowWin)
        try:
            if action is None:
                self.stop_play_out(play.reason)
                return
            self.perform(action, Source.SOLUTION if showing else Source.PLAY_OUT)
        except Exception as err:
            console.error(f"solitaire play-out error: {err}\n{traceback.format_exc()}")
            self.stop_play_out()
            return
        if self.play is play:
            if showing:
                delay = SHOW_STEP_MS if self.board.motion() else SHOW_STEP_REDUCED_MS
            else:
                delay = PLAY_STEP_MS if self.board.motion() else PLAY_STEP_REDUCED_MS
            self._play_timer = window.setTimeout(self._play_proxy, delay)

    def stop_play_out(self, message: str | None = None) -> bool:
        """Stop a play-out or the showing of the win in progress; True if one was running."""
        if self.play is None:
            return False
        self.play = None
        if self._play_timer is not None:
            window.clearTimeout(self._play_timer)
            self._play_timer = None
        self._set_play_button(False)
        self._render_show_button()
        if message:
            self.say(message)
        return True

    def _render_show_button(self) -> None:
        """Show me the win: pressed while it runs; enabled only when a win is proved from here."""
        button = by_id("show-win")
        if absent(button):
            return
        running = isinstance(self.play, ShowWin)
        proved = bool(proved_line(self.session.game, self.assist.analysis))
        button.disabled = not (running or proved)
        button.setAttribute("aria-pressed", "true" if running else "false")
        shown = (running, t("ui.show_win.stop" if running else "page.show_win.label"))
        if self._show_label != shown:
            self._show_label = shown
            button.querySelector(".label").textContent = shown[1]
            button.title = t("ui.show_win.stop_title" if running else "page.show_win.title")

    def _set_play_button(self, running: bool) -> None:
        running = running and isinstance(self.play, PlayOut)
        button = by_id("play-out")
        if absent(button):
            return
        button.setAttribute("aria-pressed", "true" if running else "false")
        button.querySelector(".label").textContent = t("ui.play_out.stop" if running else "page.play_out.label")
        button.title = t("ui.play_out.stop_title" if running else "page.play_out.title")

    # -- look longer -----------------------------------------------------------------

    def _on_look_longer(self, *_: Any) -> None:
        try:
            self.look_longer()
        except Exception as err:
            console.error(f"solitaire look longer error: {err}\n{traceback.format_exc()}")

    def look_longer(self) -> None:
        """After "Not sure": another budget for the search of this position, from where it stopped."""
        self._sync()
        more = self.assist.look_longer()
        if more is None:
            self.say(t("ui.look_longer.nothing"))
            self.render_verdict()
            return
        if more:
            self._post(more)
        elif self._timer is None:
            self._timer = window.setTimeout(self._slice_proxy, 0)
        self.say(t("ui.look_longer.started"))
        self.render_verdict()

    def relabel(self) -> None:
        """The language changed: redraw the texts this module wrote."""
        self._shown = None
        self._said = None
        self._show_label = None
        self.render_verdict()
        self._set_play_button(self.play is not None)

    # -- input -------------------------------------------------------------------------

    def command(self, name: str) -> bool:
        if name == "hint":
            self.hint()
        elif name == "auto":
            self.auto()
        elif name == "play-out":
            self.toggle_play_out()
        elif name == "show-win":
            self.toggle_show_win()
        elif name == "look-longer":
            self.look_longer()
        else:
            return False
        return True
