"""The DOM side of Hint, Auto, Play it out and "Winnable from here?" (the logic is in assist.py).

app.py calls :meth:`AssistUI.follow` after each render (to drop a shown hint and
restart the analysis when the game state changed) and forwards the buttons and
keys here. Auto and Play it out act through the same pipeline as a tap
(``perform``). The analysis runs in slices, one per timer task, so the page never
blocks for long.
"""

from __future__ import annotations

import gc
import traceback
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy

from js import console, document, window

from .assist import NO, PENDING, VERDICT_TEXT, Assist, PlayOut, ShowWin, advise, choose_action, proved_line
from .board import Board
from .dom import absent, by_id
from .events import Event, Request, Source
from .i18n import t
from .session import Session

START_DELAY_MS = 120  # after an action, before the first slice (lets the move render first)
PLAY_STEP_MS = 250
PLAY_STEP_REDUCED_MS = 30
SHOW_STEP_MS = 700  # Show me the win: a pace to follow each move
SHOW_STEP_REDUCED_MS = 500


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
        self.assist = Assist(lambda: float(window.performance.now()))
        self._slice_proxy = create_proxy(self._on_slice)
        self._play_proxy = create_proxy(self._on_play_step)
        self._timer: Any = None
        self._play_timer: Any = None
        self.play: PlayOut | ShowWin | None = None  # the play-out or the showing of the win that runs
        self._hinted = False
        self._dropped: list[Any] = []  # analyses left behind, released in a later task
        self._drop_proxy = create_proxy(self._on_drop)
        self._shown: tuple[str, str] | None = None
        self._show_label: tuple[bool, str] | None = None

    # -- after every render ----------------------------------------------------------

    def follow(self, event: Event | None = None) -> None:
        """Drop a shown hint; restart the analysis if the game state changed (``event`` says how)."""
        self.clear_hint()
        old = self.assist.analysis
        if self.assist.update(self.session.game, event):
            self._cancel_slices()
            if old is not None and not old.done:
                # Freeing a big search can take a while: do it in a task of its own, after this one drew.
                self._dropped.append(old)
                window.setTimeout(self._drop_proxy, 60)
            if self.assist.analysis.done:
                gc.unfreeze()
            else:
                self._timer = window.setTimeout(self._slice_proxy, START_DELAY_MS)
        self.render_verdict()

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
            self._dropped.pop(0).solver = None

    def render_verdict(self) -> None:
        self._render_show_button()
        stat = by_id("stat-winnable")
        if absent(stat):
            return
        analysis = self.assist.analysis
        verdict = PENDING if analysis is None else analysis.verdict
        if self._shown != (verdict, VERDICT_TEXT[verdict]):
            self._shown = (verdict, VERDICT_TEXT[verdict])
            stat.setAttribute("data-verdict", verdict)
            stat.querySelector("b").textContent = VERDICT_TEXT[verdict]
        if analysis is not None:
            stat.setAttribute("data-slices", str(analysis.slices))
            stat.setAttribute("data-slice-nodes", str(analysis.nodes))
            stat.setAttribute("data-longest-ms", f"{analysis.longest_ms:.1f}")
            stat.setAttribute("data-slow-slices", str(analysis.slow_slices))
            stat.setAttribute("data-longest-chunk", "{:.1f} ms / {} nodes".format(*analysis.longest_chunk))
            stat.setAttribute("data-solver-ms", f"{analysis.spent_ms:.0f}")

    # -- hint ------------------------------------------------------------------------

    def clear_hint(self) -> None:
        if not self._hinted:
            return
        self._hinted = False
        for element in document.querySelectorAll("[data-hint]"):
            element.removeAttribute("data-hint")

    def hint(self) -> None:
        self.stop_play_out()
        game = self.session.game
        self.assist.update(game)
        analysis = self.assist.analysis
        if analysis is not None and not analysis.done:
            analysis.run_for(30)  # a little more search right now; the rest stays in the background
            self.render_verdict()
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
        self._auto_step()

    def _auto_step(self) -> bool:
        """Play the chosen action; False when there was none."""
        game = self.session.game
        action = choose_action(game, self.assist.auto)
        if action is None:
            self.say(t("ui.nothing_to_play") if game.status.over else t("hint.no_move"))
            return False
        self.perform(action, Source.AUTO)
        return True

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
        showing = isinstance(play, ShowWin)
        try:
            if isinstance(play, ShowWin):
                action = play.next(self.session.game, self.assist.analysis)
            else:
                action = play.next(self.session.game, self.assist.auto)
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

    def relabel(self) -> None:
        """The language changed: redraw the texts this module wrote."""
        self._shown = None
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
        else:
            return False
        return True
