"""The DOM side of the helpers' answers: "Winnable from here?", Look longer, and the
Play it out and Show me the win buttons' pressed state and labels.

Each text is written only when it changed (a render runs after every action and
every slice of search); :meth:`VerdictView.relabel` forgets them all after a
change of language. The live region speaks each decided answer once.
"""

from __future__ import annotations

from collections.abc import Callable

from app.analysis.assist import Analysis, verdict_text, verdict_word
from app.browser.dom import absent, by_id, document
from app.text.i18n import t
from solitaire.solver import UNKNOWN, UNWINNABLE, Verdict


def said_key(verdict: Verdict | None, over: bool) -> str:
    """The catalogue key of the sentence that says how sure the answer is."""
    if verdict == UNWINNABLE and over:
        return "verdict.said.unwinnable_over"
    return f"verdict.said.{verdict_word(verdict)}"


class VerdictView:
    """Draws the answer of ``analysis`` and the play buttons; ``take_focus()`` gives the board the
    focus when the focused Look longer button is hidden (the focus never falls to the page's body)."""

    def __init__(self, take_focus: Callable[[], None]) -> None:
        self.take_focus = take_focus
        self._shown: tuple[Verdict | None, str] | None = None
        self._said: Verdict | None = None  # the verdict last said in the live region
        self._show_label: tuple[bool, str] | None = None

    def render(self, analysis: Analysis | None, over: bool, reused: int, practice: bool = False) -> None:
        """``practice``: a practice game, not analysed (its redeals have no limit): a dash, and why."""
        stat = by_id("stat-winnable")
        if absent(stat):
            return
        verdict = None if analysis is None else analysis.verdict
        text = verdict_text(verdict, practice)
        if self._shown != (verdict, text):
            self._shown = (verdict, text)
            stat.setAttribute("data-verdict", "practice" if practice else verdict_word(verdict))
            stat.querySelector("b").textContent = text
            stat.title = t("verdict.said.practice" if practice else said_key(verdict, over))
            said = by_id("winnable-said")
            # The live region speaks each decided answer once (not the "still looking" between them).
            if verdict is not None and self._said != verdict and not absent(said):
                self._said = verdict
                said.textContent = t(said_key(verdict, over))
        look = by_id("look-longer")
        if not absent(look):
            hide = practice or not (verdict == UNKNOWN and not over)
            if hide and not look.hidden and document.activeElement == look:
                self.take_focus()
            look.hidden = hide
        if analysis is not None:
            self._measures(stat, analysis, reused)

    @staticmethod
    def _measures(stat, analysis: Analysis, reused: int) -> None:
        """Where and how long it searched, for the tests and the benchmark (data-* attributes)."""
        searched_in = "reused" if analysis.reused else "page" if analysis.local else "worker"
        stat.setAttribute("data-searched-in", searched_in)
        stat.setAttribute("data-request", str(analysis.id))
        stat.setAttribute("data-looks", str(analysis.looks))
        stat.setAttribute("data-reused", str(reused))
        stat.setAttribute("data-slices", str(analysis.slices))
        stat.setAttribute("data-slice-nodes", str(analysis.nodes))
        stat.setAttribute("data-longest-ms", f"{analysis.longest_ms:.1f}")
        stat.setAttribute("data-slow-slices", str(analysis.slow_slices))
        stat.setAttribute("data-longest-chunk", "{:.1f} ms / {} nodes".format(*analysis.longest_chunk))
        stat.setAttribute("data-solver-ms", f"{analysis.spent_ms:.0f}")
        stat.setAttribute("data-solver-nodes", str(analysis.searched))

    def show_button(self, running: bool, proved: bool) -> None:
        """Show me the win: pressed while it runs; enabled only when a win is proved from here."""
        button = by_id("show-win")
        if absent(button):
            return
        button.disabled = not (running or proved)
        button.setAttribute("aria-pressed", "true" if running else "false")
        shown = (running, t("ui.show_win.stop" if running else "page.show_win.label"))
        if self._show_label != shown:
            self._show_label = shown
            button.querySelector(".label").textContent = shown[1]
            button.title = t("ui.show_win.stop_title" if running else "page.show_win.title")

    @staticmethod
    def play_button(running: bool) -> None:
        """Play it out: pressed, and labelled to stop, while it runs."""
        button = by_id("play-out")
        if absent(button):
            return
        button.setAttribute("aria-pressed", "true" if running else "false")
        button.querySelector(".label").textContent = t("ui.play_out.stop" if running else "page.play_out.label")
        button.title = t("ui.play_out.stop_title" if running else "page.play_out.title")

    def relabel(self) -> None:
        """The language changed: every text is written again at the next render."""
        self._shown = None
        self._said = None
        self._show_label = None
