"""Play it out and Show me the win: one action at a time through the session's pipeline, at a
pace the eye can follow (faster when the player asks for reduced motion).

Play it out asks Auto (worker_link.AutoRequests: the worker's AutoPlayer, or the
page's) before each step; Show me the win plays the line the background analysis
proved (advice.ShowWin), which the analysis carries forward after each step. What
to play and when to stop is decided in advice.py; this module keeps the timer
and the Play it out button's state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.analysis.advice import PlayOut, ShowWin, proved_line
from app.analysis.assist import Assist
from app.browser.dom import Timer, report
from app.browser.worker_link import AutoRequests
from app.core.events import Event, Request, Source
from app.core.session import Session
from app.text.i18n import t
from js import document
from solitaire.solver import UNWINNABLE

from .verdict_ui import VerdictView

PLAY_STEP_MS = 250
PLAY_STEP_REDUCED_MS = 30
SHOW_STEP_MS = 700  # Show me the win: a pace to follow each move
SHOW_STEP_REDUCED_MS = 500

play_button = VerdictView.play_button


@dataclass(eq=False)
class Playing:
    """The play that runs (``play``) for ``session``'s game: ``perform`` acts, ``say`` writes the
    message line, ``motion()`` tells whether cards move, ``render()`` redraws the answers and the
    Show me the win button."""

    session: Session
    assist: Assist
    autos: AutoRequests
    perform: Callable[[Request, Source], Event]
    say: Callable[[str], None]
    motion: Callable[[], bool]
    render: Callable[[], None]
    play: PlayOut | ShowWin | None = None

    def __post_init__(self) -> None:
        self._timer = Timer(self._on_play_step)  # the next step of the play

    def toggle_play_out(self) -> None:
        if isinstance(self.play, PlayOut):
            self.stop(t("ui.stopped"))
        else:
            self.stop()
            self.start_play_out()

    def start_play_out(self) -> None:
        self.play = PlayOut()
        play_button(True)
        self._mark()
        self._on_play_step()

    def toggle_show_win(self) -> None:
        """Show me the win: start playing the proved line, or stop it."""
        if isinstance(self.play, ShowWin):
            self.stop(t("ui.stopped"))
            return
        self.stop()
        game = self.session.game
        self.assist.update(game)
        if not proved_line(game, self.assist.analysis):
            analysis = self.assist.analysis
            lost = analysis is not None and analysis.verdict == UNWINNABLE
            self.say(t("ui.show_win.lost" if lost else "ui.show_win.unproved"))
            return
        self.play = ShowWin()
        play_button(False)
        self._mark()
        self.say(t("ui.show_win.started"))
        self._on_play_step()

    def _on_play_step(self) -> None:
        play = self.play
        if play is None:
            return
        try:
            if isinstance(play, ShowWin):
                self._play_step(play, play.next(self.session.game, self.assist.analysis))
            elif play.goes_on(self.session.game):
                self.autos.ask(lambda action: self._play_step(play, play.take(self.session.game, action)))
            else:
                self.stop(play.reason)
        except Exception as err:
            report(err)
            self.stop()

    def _play_step(self, play: PlayOut | ShowWin, action: Any) -> None:
        """Play one step of ``play`` (None: it ends, its reason said), then time the next."""
        if self.play is not play:
            return  # stopped while Auto was asked
        showing = isinstance(play, ShowWin)
        try:
            if action is None:
                self.stop(play.reason)
                return
            self.perform(action, Source.SOLUTION if showing else Source.PLAY_OUT)
        except Exception as err:
            report(err)
            self.stop()
            return
        if self.play is play:
            if showing:
                delay = SHOW_STEP_MS if self.motion() else SHOW_STEP_REDUCED_MS
            else:
                delay = PLAY_STEP_MS if self.motion() else PLAY_STEP_REDUCED_MS
            self._timer.start(delay)

    def stop(self, message: str | None = None) -> bool:
        """Stop a play-out or the showing of the win in progress; True if one was running."""
        if self.play is None:
            return False
        self.play = None
        self._timer.cancel()
        play_button(False)
        self._mark()
        self.render()
        if message:
            self.say(message)
        return True

    def _mark(self) -> None:
        """``<html data-playing>`` names the play that runs (the stylesheet shows the bar's Stop by it)."""
        root = document.documentElement
        if self.play is None:
            root.removeAttribute("data-playing")
        else:
            root.setAttribute("data-playing", "show-win" if isinstance(self.play, ShowWin) else "play-out")

    def relabel(self) -> None:
        """The language changed: the Play it out button's texts again."""
        play_button(isinstance(self.play, PlayOut))
