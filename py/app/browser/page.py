"""The page's controller: every input becomes a request to the session, and every event it reports is shown.

One loop: :meth:`App.perform` hands a request to :meth:`Session.apply` and
:meth:`App.show` draws the event it returns (board, status, animation, spoken
text, notices, the end dialog, the helpers). Input modules (pointer.py,
keyboard.py, dialogs.py, assist_ui.py) only ever call ``perform``, ``tap``/``drop`` or ``unpick``: a tap and
an Unpick are requests to :meth:`Session.pick` (which hands a move on to ``apply``), so no input changes the
picker's state itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.browser.ui.board import Board
from app.browser.ui.dialogs import Dialogs
from app.browser.ui.keyboard import Keyboard
from app.browser.ui.notices import Voice
from app.browser.ui.panels import Panels, apply_prefs, translate_page
from app.browser.ui.pointer import Pointer
from app.browser.ui.toolbar import Toolbar
from app.browser.ui.transfer import Transfer
from app.browser.welcome import Welcome
from app.core.events import UNPICK, Command, Event, Kind, Pick, Request, Resume, Source
from app.core.keys import bookmark_request
from app.core.links import query_for
from app.core.motion import plan
from app.core.picking import Tap, TapResult
from app.core.session import Session
from app.present.announce import event_text
from app.present.sounds import Sound, sound_for
from app.present.view import board_reading, event_message, refusal_text, stats_title, status_reading
from app.record.prefs import KEY as PREFS_KEY
from app.record.prefs import Prefs
from app.text.i18n import pick_language, set_language, t
from solitaire import REDEAL, Move

from .dom import Listeners, absent, by_id, document, recover_with, run_task, set_attr, window
from .paint import PaintSaver
from .sharing import share_or_copy

if TYPE_CHECKING:
    from app.browser.ui.assist_ui import AssistUI

ENGINE_COMMANDS: dict[str, Request] = {"undo": Command.UNDO, "redo": Command.REDO, "redeal": REDEAL}
TICK_MS = 1000
READINGS = ("read-board", "read-status")  # keys.py's B and S


class App:
    """Draws ``session`` and forwards the player's input to it; ``languages`` are the browser's."""

    def __init__(self, session: Session, prefs: Prefs, languages: list[str]) -> None:
        self.session = session
        self.prefs = prefs
        self.languages = languages
        self.reduced_motion = window.matchMedia("(prefers-reduced-motion: reduce)")
        self.board = Board(self.motion)
        self.toolbar = Toolbar()
        self.voice = Voice(self.notice_action)
        self.dialogs = Dialogs(session, self.perform, self.set_pref, self.share_result, self.show_notices)
        self.panels = Panels(session.stats, self.set_pref, self.reset_stats)
        self.transfer = Transfer(session, self.dialogs.confirm, self.quiet)
        self.welcome = Welcome(session, self.dialogs.open_new, self.keep_focus)
        self.pointer = Pointer(self.board, session, self)
        self.keyboard = Keyboard(self.board, session, self)
        self.paint = PaintSaver()  # the drawn board, for the next load's first paint (js/paint.js)
        self.listeners = Listeners()
        self._assist: AssistUI | None = None  # hint, auto, play-out, "winnable from here?": loaded after start
        self._task: Any = None

    @property
    def assist(self) -> AssistUI:
        """The helpers (and the solver behind them), imported on first use: start draws the board without them."""
        if self._assist is None:
            from app.browser.ui.assist_ui import AssistUI

            self._assist = AssistUI(self.session, self.board, self.perform, self.voice.say)
        return self._assist

    def start_assist(self, *_: Any) -> None:
        """Load the helpers and start the background analysis, in a task after the first render."""
        self.assist.follow()

    def motion(self) -> bool:
        return self.prefs.animate(bool(self.reduced_motion.matches))

    def bind(self) -> None:
        recover_with(self.recover)  # after a bug in any handler or timer (app.browser.dom.report)
        on, board, pointer = self.listeners.on, self.board.element, self.pointer
        on(board, "click", pointer.on_click)
        on(board, "pointerdown", pointer.on_down)
        on(board, "pointermove", pointer.on_move)
        on(board, "pointerup", pointer.on_up)
        on(board, "pointercancel", pointer.on_cancel)
        on(board, "lostpointercapture", pointer.on_lost_capture)
        on(document.getElementById("toolbar"), "click", self.on_toolbar_click)
        on(document.getElementById("toolbar"), "focusout", self.on_toolbar_focusout)
        on(document.getElementById("notices"), "click", self.voice.on_click)
        on(document, "keydown", self.keyboard.on_key)
        on(document, "visibilitychange", self.on_visibility)
        on(window, "pagehide", self.on_pagehide)
        on(window, "storage", self.on_storage)
        self.dialogs.bind(on)
        self.panels.bind(on)
        self.transfer.bind(on)
        self.welcome.bind(on)
        self.listeners.every(TICK_MS, self.on_tick)
        self.listeners.watch(document.querySelectorAll("dialog"), "open", self.on_dialog)

    # -- the loop ----------------------------------------------------------------

    def perform(self, request: Request, source: Source = Source.PLAYER, animate: bool = True) -> Event:
        """Hand ``request`` to the session's pipeline and show the event it reports."""
        event = self.session.apply(request, source)
        self.show(event, animate)
        return event

    def show(self, event: Event, animate: bool = True) -> None:
        """Draw ``event``: the board and status, its animation, its words, notices, the end of the game."""
        game = self.session.game
        self.render(event)
        self.play(sound_for(event))
        if event.kind is Kind.REFUSED:
            if event.error is not None:
                self.voice.say(refusal_text(event.error, game))
                if isinstance(event.action, Move):
                    self.board.flag_illegal((event.action.src,))
            self.voice.show(self.session.take_notices())
            return
        if animate:
            self.board.animate(plan(event))
        if event.new_game:
            self.write_url()
        self.voice.say(event_message(event))
        self.voice.announce(event_text(event, self.session.title))
        self.voice.show(self.session.take_notices())
        self.keep_focus()
        if event.ended:
            self.open_end(event)

    def open_end(self, event: Event | None = None) -> None:
        """The end dialog (after ``event``, or for a finished board that came over a link), with the review's
        offer once the helpers are loaded (a game played to its end always has them)."""
        self.dialogs.open_end(event)
        if event is not None or self._assist is not None:
            self.assist.review.offer()

    def play(self, sound: Sound | None) -> None:
        """Make ``sound`` (js/sound.js) if the player turned sounds on; a sequence of tones sounds at once when
        the player asked for less motion."""
        if sound is None or not self.prefs.sound_on:
            return
        player = getattr(window, "solitaireSound", None)
        if not absent(player):
            player.play(sound.value, not self.motion())

    def recover(self) -> None:
        """After a bug in a handler or a timer: draw every cell, the status and the buttons again from the
        session, so the page never stays half-updated (the game itself only changes in Session.apply)."""
        self.board.forget()
        self.render()

    def show_notices(self) -> None:
        """Show what the session has to say now (e.g. a save found unreadable while listing the games)."""
        self.voice.show(self.session.take_notices())

    def render(self, event: Event | None = None) -> None:
        """Draw the board and the status line as the session has them now."""
        session = self.session
        self.board.render(session.game.position, session.status, session.selected, session.choices)
        self.toolbar.render(session.game, session.elapsed_ms(), session.time_left_ms())
        self.render_daily()
        self.welcome.render()
        self.paint.schedule()
        if self._assist is not None:
            self._assist.follow(event)

    def render_time(self) -> None:
        """The status line's clock: the play time, or a timed game's time left (Session.time_left_ms)."""
        self.toolbar.render_time(self.session.elapsed_ms(), self.session.time_left_ms())

    def render_daily(self) -> None:
        """The deal beside the heading (a daily deal's date), and the New button's mark while today's daily
        deal waits."""
        session = self.session
        title = by_id("deal-title")
        if title.textContent != session.deal_label:
            title.textContent = session.deal_label
        button = by_id("new-game")
        waiting = session.daily_waiting()
        if (button.getAttribute("data-daily") == "waiting") != waiting:
            set_attr(button, "data-daily", "waiting" if waiting else None)
        # The mark says what it means: in the button's title, and in its name for a screen reader.
        mark = t("ui.daily.mark") if waiting else ""
        said = by_id("new-daily-mark")
        if said.textContent != mark:
            said.textContent = mark  # read after the word: "New Today's daily deal is waiting"
        title = t("page.new.title_daily", mark=mark) if waiting else t("page.new.title")
        if button.title != title:
            button.title = title

    def keep_focus(self) -> None:
        """After an action, focus stays where it was unless that control went away: then the board has it."""
        active = document.activeElement
        lost = absent(active) or active is document.body or getattr(active, "disabled", False)
        if not lost and hasattr(active, "closest"):
            lost = not absent(active.closest("[hidden]"))
        if lost:
            self.board.take_focus()

    def write_url(self) -> None:
        query = query_for(self.session.game, self.session.meta.daily)
        # replaceState is slow (about 19 ms at start, measured): a reload of a shared link needs none.
        if window.location.search != query:
            window.history.replaceState(None, "", query)

    # -- input -------------------------------------------------------------------

    def tap(self, index: int, keyboard: bool = False) -> TapResult:
        """A tap (click, touch, Enter or Space) on cell ``index``; returns what it did."""
        self.board.set_focus(index, move_focus=False)
        result = self.session.pick(Pick(index))
        if result.event is not None:
            self.show(result.event)
            return result
        self.render()
        if result.kind is Tap.ILLEGAL:
            self.board.flag_illegal(result.cells)
            self.play(Sound.REFUSE)
        elif result.kind is Tap.CHOOSE and keyboard and result.cells:
            self.board.set_focus(result.cells[0])
        self.voice.say(result.message)
        return result

    def drop(self, move: Move) -> None:
        """A card dragged onto a gap it fits: the same request as a tap, drawn without a slide."""
        on_board = self.board.cell_index(document.activeElement) is not None
        self.board.set_focus(move.dst, move_focus=on_board)
        self.perform(move, animate=False)

    def on_toolbar_click(self, event: Any) -> None:
        button = event.target.closest("button[data-action]")
        if absent(button):
            self.toolbar.close_menu()  # a tap on the backdrop of the open "More" menu only closes it
            return
        action = str(button.getAttribute("data-action"))
        if action == "more":
            self.toolbar.toggle_menu()
            return
        # A button in the menu closes it and leaves the focus on "More" (where a dialog gives it back).
        self.toolbar.close_menu(focus=self.toolbar.in_menu(button))
        if not button.disabled:
            self.command(action)

    def on_toolbar_focusout(self, event: Any) -> None:
        """The focus left the toolbar (Tab past the menu): the open menu closes."""
        going = event.relatedTarget
        if absent(going) or absent(going.closest("#toolbar")):
            self.toolbar.close_menu()

    def command(self, name: str) -> None:
        """A toolbar button (or its key)."""
        if name in READINGS:  # B and S: words for a screen reader; a play-out goes on
            self.read(name)
            return
        if name == "stop-play":  # the bar's Stop while Play it out or Show me the win plays
            focused = document.activeElement == by_id("stop-play")
            self.assist.stop_play_out(t("ui.stopped"))
            if focused:
                by_id("more").focus()  # the Stop goes; the focus stays in the bar, by the menu that started it
            return
        if name not in ("play-out", "show-win"):
            self.assist.stop_play_out()
        if self.assist.command(name):
            return
        bookmark = bookmark_request(name)  # "bookmark-set", "bookmark-set:N", "bookmark-go:N"
        if bookmark is not None:
            self.perform(bookmark)
        elif name in ENGINE_COMMANDS:
            self.perform(ENGINE_COMMANDS[name])
        elif name == "give-up":
            self.dialogs.confirm(t("ui.confirm_give_up"), lambda: self.perform(Command.GIVE_UP))
        elif name == "restart":
            if self.session.game.in_progress:
                self.dialogs.confirm(t("ui.confirm_restart"), lambda: self.perform(Command.RESTART))
            else:
                self.perform(Command.RESTART)
        elif name == "new-game":
            self.dialogs.open_new()
        elif name == "share":
            self._task = run_task(self.share())
        elif name == "rules":
            self.panels.open_rules(self.session.game.settings)
        elif name == "stats":
            self.panels.open_stats()
        elif name == "settings":
            self.panels.open_settings(self.prefs)
        elif name == "keys":
            self.panels.open_keys()
        elif name == "install":
            self.toolbar.install()

    def read(self, name: str) -> None:
        """Read the whole board (row by row) or the status line into the polite live region."""
        session = self.session
        if name == "read-board":
            text = board_reading(session.game.position, session.status, session.selected, session.choices)
        else:
            verdict = None if self._assist is None else self._assist.verdict_shown()
            text = status_reading(session.game, session.elapsed_ms(), self.prefs, verdict)
        self.voice.announce(text)

    def key_command(self, name: str) -> None:
        """A shortcut key: its button's command; on a button that cannot be pressed now, the engine says why."""
        if self.toolbar.blocked(name) and name not in ENGINE_COMMANDS and name != "show-win":
            return  # (Show me the win says why it cannot start: no win proved from here yet)
        self.command(name)

    def escape(self, on_board: bool) -> None:
        """Escape: close the "More" menu, else stop a play-out, else drop a pending pick."""
        if self.toolbar.close_menu(focus=True):
            return
        if self.assist.stop_play_out(t("ui.stopped")):
            return
        result = self.unpick()
        if result.kind is Tap.CANCELLED:
            self.voice.say("")
            self.voice.announce(t("ui.cancelled"))
            if on_board:
                self.board.set_focus(result.cells[0])

    def unpick(self) -> TapResult:
        """Drop the pending pick (a drag starts, Escape): an Unpick to the session; drawn if one was dropped."""
        result = self.session.pick(UNPICK)
        if result.kind is Tap.CANCELLED:
            self.render()
        return result

    def interrupt(self) -> bool:
        return self.assist.stop_play_out()

    def say(self, text: str) -> None:
        self.voice.say(text)

    def notice_action(self, name: str) -> None:
        if name.startswith("resume:"):
            self.perform(Resume(name.partition(":")[2]))

    # -- the page's own events -----------------------------------------------------

    def on_visibility(self, _event: Any) -> None:
        self.session.set_visible(document.visibilityState == "visible")
        self.render_time()

    def on_dialog(self, *_: Any) -> None:
        """A dialog opened or closed: the play clock is held while one covers the game (New, Rules, Stats...)."""
        self.session.clock.hold(self.session.meta, not absent(document.querySelector("dialog[open]")))
        self.render_time()

    def on_pagehide(self, _event: Any) -> None:
        self.session.save_clock()  # never over a newer game another tab saved
        self.paint.flush()

    def on_storage(self, event: Any) -> None:
        """Another tab changed the saved game on screen: show that one (this tab's is older)."""
        key = event.key
        if absent(key) or not self.session.watches(str(key)) or not self.session.saved_elsewhere():
            return
        self.assist.stop_play_out()
        self.perform(Command.RELOAD)

    def quiet(self) -> None:
        """Before the player's data is erased: nothing that would write goes on (a play-out, the first-paint
        picture)."""
        if self._assist is not None:
            self._assist.stop_play_out()
        self.paint.enabled = False

    def on_tick(self, *_: Any) -> None:
        if self.session.time_up():  # a timed game's ten minutes are played: it ends
            self.assist.stop_play_out()  # (no dialog is open: the clock is held while one is)
            self.perform(Command.TIME_UP)
            return
        if self.session.clock_running():
            self.render_time()

    def reset_stats(self, variant: str) -> None:
        def reset() -> None:
            self.session.stats.reset(variant)
            self.panels.open_stats()

        self.dialogs.confirm(t("ui.stats.confirm_reset", variant=stats_title(variant)), reset)

    # -- settings ------------------------------------------------------------------

    def set_pref(self, name: str, value: str) -> None:
        self.prefs = self.prefs.with_choice(name, value)
        self.session.store.set(PREFS_KEY, self.prefs.dumps())
        self.session.winnable_only = self.prefs.winnable_only
        apply_prefs(self.prefs)
        if name == "language":
            self.apply_language(force=True)
            self.voice.relabel()
            self.board.forget()  # every cell's spoken name changes
            self.render()
            if self._assist is not None:
                self._assist.relabel()

    def apply_language(self, force: bool = False) -> None:
        """Use the player's language (or the browser's); index.html is English, so English needs no rewrite."""
        code = set_language(pick_language(self.prefs.language, self.languages))
        if code != "en" or force:
            translate_page()

    # -- sharing -------------------------------------------------------------------

    async def share(self) -> None:
        session = self.session
        url = window.location.origin + window.location.pathname + query_for(session.game, session.meta.daily)
        await share_or_copy(
            {"title": session.title, "url": url},
            url,
            self.voice.say,
            t("ui.link_shared"),
            t("ui.link_copied", url=url),
            t("ui.link_copy", url=url),
        )

    def share_result(self, text: str, status: str = "") -> None:
        """Share a daily deal's result (a text, no link: it does not give the deal away); what happened is
        said in the message line and in the element ``status`` (a dialog's own line) if given."""
        self._task = run_task(self._share_text(text, status))

    async def _share_text(self, text: str, status: str) -> None:
        def say(words: str) -> None:
            self.voice.say(words)
            if status:
                by_id(status).textContent = words

        shared, copied, by_hand = (
            t("ui.result_shared"),
            t("ui.result_copied", text=text),
            t("ui.result_copy", text=text),
        )
        await share_or_copy({"text": text}, text, say, shared, copied, by_hand)


__all__ = ["App"]
