"""The DOM layer: draws the session on the page and turns clicks, taps and keys into session calls.

Only this module (and main.py) touch the browser. The 52 cells are created once
and updated in place; events are bound by delegation on elements that exist at
start (#board, #toolbar, #notices, the dialogs) and on document for keys.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import math
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from js import Object, Uint32Array, console, document, window
from solitaire import COLS, PRESETS, ROWS, SEED_MAX, Move, Outcome, Position, SeedError, parse_seed

from .announce import change_text, outcome_text
from .i18n import pick_language, set_language, t
from .keys import HELP, Key, board_target, command_for
from .links import parse_query, query_for
from .paint import PaintSaver
from .prefs import KEY as PREFS_KEY
from .prefs import Prefs
from .rules_text import rules_text, rules_title
from .session import Notice, Session, Tap, TapResult, in_progress
from .store import Store
from .view import (
    board_view,
    card_name,
    deal_title,
    end_texts,
    error_text,
    format_time,
    redeal_title,
    status_view,
    variant_title,
)

if TYPE_CHECKING:
    from .assist_ui import AssistUI

SLIDE_MS = 170
DEAL_MS = 260
MAX_NOTICES = 4
DRAG_START_PX = 6  # a press that moves less is a tap
CLICK_AFTER_DRAG_MS = 500  # the click a browser sends after a drag is not a tap


class Drag:
    """A press on a card that may become a drag: where it started and, once moving, what it shows."""

    def __init__(self, index: int, pointer: int, x: float, y: float) -> None:
        self.index = index
        self.pointer = pointer
        self.x0, self.y0 = x, y
        self.started = False
        self.targets: dict[int, Move] = {}  # legal gap -> the move into it
        self.hover: int | None = None
        self.ghost: Any = None
        self.dx = self.dy = 0.0  # pointer offset inside the card


def js_object(data: dict[str, Any]) -> Any:
    return to_js(data, dict_converter=Object.fromEntries)


def by_id(name: str) -> Any:
    return document.getElementById(name)


def absent(value: Any) -> bool:
    """True for a JS null or undefined (Pyodide gives None or jsnull)."""
    return value is None or value is jsnull


def set_attr(element: Any, name: str, value: str | None) -> None:
    if value is None:
        element.removeAttribute(name)
    else:
        element.setAttribute(name, value)


def random_seed() -> int:
    """A new deal number in 0..SEED_MAX from the browser's random source."""
    try:
        values = Uint32Array.new(1)
        window.crypto.getRandomValues(values)
        return int(values[0]) & SEED_MAX
    except Exception:
        return int(window.Math.random() * (SEED_MAX + 1)) & SEED_MAX


def browser_languages() -> list[str]:
    try:
        return [str(tag) for tag in window.navigator.languages]
    except Exception:
        return [str(window.navigator.language or "")]


def open_store() -> Store:
    """localStorage if it can be reached, else memory (with a notice)."""
    try:
        backend = window.localStorage
        backend.getItem("solitaire.v1.probe")
    except Exception as err:
        return Store(None, str(err).strip().splitlines()[-1] if str(err).strip() else t("store.reason.denied"))
    return Store(backend)


def guarded(handler: Callable[..., Any]) -> Callable[..., Any]:
    """Run an event handler; a bug is logged as a console error and the page stays usable."""

    @functools.wraps(handler)
    def wrapper(self: UI, *args: Any) -> Any:
        try:
            return handler(self, *args)
        except Exception as err:
            console.error(f"solitaire glue error: {err}\n{traceback.format_exc()}")
            self.say(t("ui.glue_error", error=err))
            return None

    return wrapper


class UI:
    """Draws ``session`` and forwards the player's input to it."""

    def __init__(self, session: Session, prefs: Prefs) -> None:
        self.s = session
        self.board = by_id("board")
        self.cells: list[Any] = []
        self.ranks: list[Any] = []
        self.suits: list[Any] = []
        self.faces: list[Any] = []
        self._drawn: list[Any] = [None] * (ROWS * COLS)
        self._proxies: list[Any] = []
        self.focus = 0
        self._confirm_action: Callable[[], None] | None = None
        self._illegal_timer: Any = None
        self._task: Any = None
        self.paint = PaintSaver()  # the drawn board, for the next load's first paint (js/paint.js)
        self.reduced_motion = window.matchMedia("(prefers-reduced-motion: reduce)")
        self.prefs = prefs  # the display preferences, as stored (solitaire.v1.prefs)
        self._drag: Drag | None = None
        self._drag_ended = -1e9  # event time the last drag ended
        self._last_tap: tuple[int, TapResult, int | None] | None = None  # index, result, selected after
        self._assist: AssistUI | None = None  # hint, auto, play-out, "winnable from here?": loaded after start

    @property
    def assist(self) -> AssistUI:
        """The helpers (and the solver behind them), imported on first use: start draws the board without them."""
        if self._assist is None:
            from .assist_ui import AssistUI

            self._assist = AssistUI(self)
        return self._assist

    def start_assist(self, *_: Any) -> None:
        """Load the helpers and start the background analysis, in a task after the first render."""
        self.assist.after_render()

    # -- setup -----------------------------------------------------------------

    def build_board(self) -> None:
        # One markup string and one parse: building the 52 cells node by node was about 800 calls
        # across Pyodide's bridge (17 ms of the page's start, docs/performance.md). Nothing in it
        # comes from outside: the rows and columns are numbers, the rest fixed text.
        rows = []
        for r in range(ROWS):
            cells = "".join(
                f'<div class="cell" role="gridcell" data-row="{r}" data-col="{c}" tabindex="{-1 if r or c else 0}">'
                # the cell's aria-label names it ("queen of spades"), so the face is hidden from readers
                '<div class="face" aria-hidden="true"><span class="rank"></span><span class="suit"></span></div></div>'
                for c in range(COLS)
            )
            rows.append(f'<div class="row" role="row">{cells}</div>')
        template = document.createElement("template")
        template.innerHTML = "".join(rows)
        content = template.content
        self.cells = list(content.querySelectorAll(".cell"))
        self.faces = list(content.querySelectorAll(".face"))
        self.ranks = list(content.querySelectorAll(".rank"))
        self.suits = list(content.querySelectorAll(".suit"))
        self.board.replaceChildren(content)

    def listen(self, target: Any, event: str, handler: Callable[[Any], Any]) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def bind(self) -> None:
        self.listen(self.board, "click", self.on_board_click)
        self.listen(self.board, "pointerdown", self.on_pointer_down)
        self.listen(self.board, "pointermove", self.on_pointer_move)
        self.listen(self.board, "pointerup", self.on_pointer_up)
        self.listen(self.board, "pointercancel", self.on_pointer_cancel)
        self.listen(self.board, "lostpointercapture", self.on_lost_capture)
        self.listen(by_id("settings-form"), "change", self.on_settings_change)
        self.listen(by_id("toolbar"), "click", self.on_toolbar_click)
        self.listen(by_id("notices"), "click", self.on_notice_click)
        self.listen(document, "keydown", self.on_key)
        self.listen(document, "visibilitychange", self.on_visibility)
        self.listen(window, "pagehide", self.on_pagehide)
        self.listen(window, "storage", self.on_storage)
        self.listen(by_id("dlg-new"), "close", self.on_new_closed)
        self.listen(by_id("new-form"), "submit", self.on_new_submit)
        self.listen(by_id("new-form"), "change", self.on_new_change)
        self.listen(by_id("dlg-end"), "close", self.on_end_closed)
        self.listen(by_id("dlg-confirm"), "close", self.on_confirm_closed)
        tick = create_proxy(self.on_tick)
        self._proxies.append(tick)
        window.setInterval(tick, 1000)

    # -- drawing ---------------------------------------------------------------

    def render(self) -> None:
        self.paint.schedule()
        game = self.s.game
        views = board_view(game.position)
        choices = set(self.s.choices)
        for i, view in enumerate(views):
            key = (view, i == self.s.selected, i in choices)
            if self._drawn[i] == key:
                continue
            self._drawn[i] = key
            cell = self.cells[i]
            set_attr(cell, "data-card", view.token)
            set_attr(cell, "data-gap", view.gap)
            set_attr(cell, "data-takes", view.takes)
            set_attr(cell, "data-locked", "" if view.locked else None)
            set_attr(cell, "data-red", "" if (view.red or view.takes_red) else None)
            set_attr(cell, "data-selected", "" if key[1] else None)
            set_attr(cell, "data-choice", "" if key[2] else None)
            name = view.name
            if key[1]:
                name = t("cell.chosen", name=name)
            if key[2]:
                name = t("cell.choice", name=name)
            cell.setAttribute("aria-label", name)
            self.ranks[i].textContent = view.rank or view.takes_rank
            self.suits[i].textContent = view.suit or view.takes_suit
        self.render_status()
        if self._assist is not None:
            self._assist.after_render()

    def render_status(self) -> None:
        game = self.s.game
        status = status_view(game)
        by_id("stat-ordered-n").textContent = str(status.ordered)
        by_id("stat-gaps").querySelector("b").textContent = str(status.live_gaps)
        by_id("stat-redeals").querySelector("b").textContent = str(status.redeals_left)
        by_id("stat-moves").querySelector("b").textContent = str(status.moves)
        self.render_time()
        by_id("deal-title").textContent = status.title
        over = game.is_over()
        redeal = by_id("redeal")
        refusal = game.redeal_refusal()
        redeal.disabled = refusal is not None
        redeal.hidden = status.redeals_left <= 0
        redeal.title = redeal_title(game)
        by_id("redeal-count").textContent = str(status.redeals_left)
        by_id("undo").disabled = not game.actions or game.gave_up
        by_id("redo").disabled = not game.redo_stack or game.gave_up
        by_id("give-up").disabled = over
        outcome = game.outcome()
        document.documentElement.setAttribute("data-outcome", outcome.value if outcome else "playing")

    def render_time(self) -> None:
        by_id("stat-time").querySelector("b").textContent = format_time(self.s.elapsed_ms())

    def say(self, text: str) -> None:
        by_id("message").textContent = text

    def show_notices(self, notices: list[Notice]) -> None:
        box = by_id("notices")
        for notice in notices:
            item = document.createElement("div")
            item.className = "notice"
            text = document.createElement("span")
            text.className = "notice-text"
            text.textContent = notice.text
            item.append(text)
            if notice.action:
                button = document.createElement("button")
                button.type = "button"
                button.setAttribute("data-action", notice.action)
                button.textContent = notice.action_label
                item.append(button)
            close = document.createElement("button")
            close.type = "button"
            close.className = "dismiss"
            close.setAttribute("data-action", "dismiss")
            close.setAttribute("aria-label", t("ui.dismiss"))
            close.textContent = "×"
            item.append(close)
            box.append(item)
        while box.children.length > MAX_NOTICES:
            box.firstElementChild.remove()

    def write_url(self) -> None:
        query = query_for(self.s.game)
        # replaceState is slow (about 19 ms at start, measured): a reload of a shared link needs none.
        if window.location.search != query:
            window.history.replaceState(None, "", query)

    # -- motion ----------------------------------------------------------------

    def motion(self) -> bool:
        if self.prefs.motion != "system":
            return self.prefs.motion == "on"
        return not self.reduced_motion.matches

    def animate_change(self, before: tuple[int, ...]) -> None:
        after = self.s.game.position.cells
        changed = [i for i in range(len(after)) if after[i] != before[i]]
        if not changed or not self.motion():
            return
        if len(changed) == 2:
            a, b = changed
            src, dst = (a, b) if after[a] == 0 else (b, a)
            from_rect = self.cells[src].getBoundingClientRect()
            to_rect = self.cells[dst].getBoundingClientRect()
            dx, dy = from_rect.left - to_rect.left, from_rect.top - to_rect.top
            self.faces[dst].animate(
                to_js([js_object({"transform": f"translate({dx}px, {dy}px)"}), js_object({"transform": "none"})]),
                js_object({"duration": SLIDE_MS, "easing": "ease-out"}),
            )
            return
        for n, i in enumerate(i for i in changed if after[i]):
            self.faces[i].animate(
                to_js(
                    [
                        js_object({"opacity": 0, "transform": "scale(0.7)"}),
                        js_object({"opacity": 1, "transform": "none"}),
                    ]
                ),
                js_object({"duration": DEAL_MS, "delay": n * 6, "easing": "ease-out", "fill": "backwards"}),
            )

    def flag_illegal(self, index: int) -> None:
        cell = self.cells[index]
        cell.setAttribute("data-illegal", "")
        if self.motion():
            cell.animate(
                to_js([js_object({"transform": f"translateX({x}px)"}) for x in (0, -5, 5, -3, 3, 0)]),
                js_object({"duration": 260}),
            )
        if self._illegal_timer is not None:
            window.clearTimeout(self._illegal_timer)

        def clear(*_: Any) -> None:
            self._illegal_timer = None
            for element in self.board.querySelectorAll("[data-illegal]"):
                element.removeAttribute("data-illegal")

        self._illegal_timer = window.setTimeout(create_once_callable(clear), 700)

    # -- the flow of one action ---------------------------------------------------

    def act(self, action: Callable[[], str | None], animate: bool = True) -> None:
        """Run a session action, then draw the difference, announce it, show notices and end-of-game dialogs."""
        before = self.s.game.position
        was_over = self.s.game.is_over()
        message = action() or ""
        self.render()
        if animate:
            self.animate_change(before.cells)
        self.say(message)
        self.announce_change(before, was_over)
        self.show_notices(self.s.take_notices())
        self.keep_focus()
        if not was_over and self.s.game.is_over():
            self.open_end()

    def announce(self, text: str) -> None:
        """Say ``text`` in the polite live region (cleared first, so a repeat is read again)."""
        region = by_id("announce")
        region.textContent = ""
        if text:
            region.textContent = text

    def announce_change(self, before: Position, was_over: bool) -> None:
        game = self.s.game
        text = change_text(before, game.position, game.redeals_left)
        if not was_over and game.is_over():
            text = f"{text} {outcome_text(game)}".strip()
        self.announce(text)

    def keep_focus(self) -> None:
        """After an action, focus stays where it was unless that control went away: then the board has it."""
        active = document.activeElement
        lost = absent(active) or active is document.body or getattr(active, "disabled", False)
        if not lost and not absent(active) and hasattr(active, "closest"):
            lost = not absent(active.closest("[hidden]"))
        if lost:
            self.cells[self.focus].focus()

    def switch(self, change: Callable[[], Any]) -> None:
        """Run an action that may replace the game (new deal, restart, go back), then redraw all."""
        before = self.s.game.position.cells
        change()
        self.render()
        self.animate_change(before)
        self.write_url()
        self.say("")
        self.announce(t("announce.deal", title=deal_title(self.s.game), ordered=self.s.game.position.ordered()))
        self.show_notices(self.s.take_notices())
        self.keep_focus()

    # -- events ----------------------------------------------------------------

    @guarded
    def on_board_click(self, event: Any) -> None:
        cell = event.target.closest(".cell")
        if self.assist.stop_play_out(t("ui.stopped")):
            return
        if absent(cell) or float(event.timeStamp) - self._drag_ended < CLICK_AFTER_DRAG_MS:
            return
        index = int(cell.getAttribute("data-row")) * COLS + int(cell.getAttribute("data-col"))
        last, self._last_tap = self._last_tap, None
        # The browser counts a double click or double tap itself (event.detail): two quick
        # separate taps, such as a card then the gap it left, are never taken for one.
        if last is not None and last[0] == index and event.detail >= 2:
            moved = last[1].move
            if last[1].kind is Tap.MOVED and moved is not None and moved.src == index:
                return  # the second click of a double click on a card the first one already moved away
            if last[1].kind is Tap.CHOOSE and last[2] == index and self.s.choices:
                index = self.s.choices[0]  # a double tap on a 2 sends it to the first gap it fits
        result = self.tap(index)
        self._last_tap = (index, result, self.s.selected)

    def tap(self, index: int, keyboard: bool = False) -> TapResult:
        """A tap (click, touch, Enter or Space) on cell ``index``; returns what it did."""
        self.set_focus(index, move_focus=False)
        before = self.s.game.position
        was_over = self.s.game.is_over()
        result = self.s.tap(index)
        self.render()
        if result.kind is Tap.MOVED:
            self.animate_change(before.cells)
            self.say("")
            self.announce_change(before, was_over)
            self.show_notices(self.s.take_notices())
            if not was_over and self.s.game.is_over():
                self.open_end()
        elif result.kind is Tap.CHOOSE:
            self.say(result.message)
            if keyboard and result.cells:
                self.set_focus(result.cells[0])
        elif result.kind is Tap.ILLEGAL:
            for i in result.cells:
                self.flag_illegal(i)
            self.say(result.message)
        else:
            self.say(result.message)
        return result

    # -- drag and drop (pointer events: mouse, pen and touch) ----------------------

    def cell_index(self, element: Any) -> int | None:
        if absent(element) or not hasattr(element, "closest"):
            return None
        cell = element.closest("#board .cell")
        if absent(cell):
            return None
        return int(cell.getAttribute("data-row")) * COLS + int(cell.getAttribute("data-col"))

    @guarded
    def on_pointer_down(self, event: Any) -> None:
        if event.button != 0 or not event.isPrimary or self._drag is not None:
            return
        index = self.cell_index(event.target)
        if index is None or not self.s.game.position.cells[index] or self.s.game.is_over():
            return
        self._drag = Drag(index, event.pointerId, float(event.clientX), float(event.clientY))

    @guarded
    def on_pointer_move(self, event: Any) -> None:
        drag = self._drag
        if drag is None or event.pointerId != drag.pointer:
            return
        x, y = float(event.clientX), float(event.clientY)
        if not drag.started:
            if math.hypot(x - drag.x0, y - drag.y0) < DRAG_START_PX:
                return
            self.begin_drag(drag)
        event.preventDefault()
        drag.ghost.style.transform = f"translate({x - drag.dx}px, {y - drag.dy}px)"
        hover = self.cell_index(document.elementFromPoint(x, y))
        hover = hover if hover in drag.targets else None
        if hover != drag.hover:
            if drag.hover is not None:
                self.cells[drag.hover].removeAttribute("data-drop-hover")
            if hover is not None:
                self.cells[hover].setAttribute("data-drop-hover", "")
            drag.hover = hover

    def begin_drag(self, drag: Drag) -> None:
        """The press moved far enough: lift the card, light its legal gaps."""
        self.assist.stop_play_out()
        drag.started = True
        if self.s.clear_selection():
            self.render()
        position = self.s.game.position
        drag.targets = {m.dst: m for m in position.moves_from(drag.index)}
        source = self.cells[drag.index]
        rect = source.getBoundingClientRect()
        drag.dx, drag.dy = drag.x0 - float(rect.left), drag.y0 - float(rect.top)
        ghost = document.createElement("div")
        ghost.className = "cell drag-ghost"
        for name in ("data-card", "data-red", "data-locked"):
            value = source.getAttribute(name)
            if not absent(value):
                ghost.setAttribute(name, value)
        ghost.setAttribute("aria-hidden", "true")
        ghost.append(self.faces[drag.index].cloneNode(True))
        ghost.style.width = f"{rect.width}px"
        ghost.style.height = f"{rect.height}px"
        ghost.style.transform = f"translate({rect.left}px, {rect.top}px)"
        document.body.append(ghost)
        document.documentElement.setAttribute("data-dragging", "")  # the grabbing cursor everywhere
        drag.ghost = ghost
        source.setAttribute("data-drag-source", "")
        for index in drag.targets:
            self.cells[index].setAttribute("data-drop-target", "")
        with contextlib.suppress(Exception):  # the pointer is already gone: pointercancel ends the drag
            self.board.setPointerCapture(drag.pointer)

    def end_drag(self, drag: Drag) -> None:
        self._drag = None
        document.documentElement.removeAttribute("data-dragging")
        for name in ("data-drag-source", "data-drop-target", "data-drop-hover"):
            for element in self.board.querySelectorAll(f"[{name}]"):
                element.removeAttribute(name)

    @guarded
    def on_pointer_up(self, event: Any) -> None:
        drag = self._drag
        if drag is None or event.pointerId != drag.pointer:
            return
        if not drag.started:
            self._drag = None  # a tap: the click that follows does the work
            return
        self._drag_ended = float(event.timeStamp)
        x, y = float(event.clientX), float(event.clientY)
        target = self.cell_index(document.elementFromPoint(x, y))
        self.end_drag(drag)
        move = drag.targets.get(target) if target is not None else None
        if move is None:
            self.snap_back(drag)
            if target != drag.index:
                card = card_name(self.s.game.position.cells[drag.index])
                self.say(t("ui.no_gap_there" if drag.targets else "tap.no_gap_takes", card=card))
            return
        drag.ghost.remove()
        self.set_focus(move.dst, move_focus=False)
        self.act(lambda: self.s.play(move).message, animate=False)

    @guarded
    def on_pointer_cancel(self, event: Any) -> None:
        drag = self._drag
        if drag is None or event.pointerId != drag.pointer:
            return
        if drag.started:
            self._drag_ended = float(event.timeStamp)
            self.end_drag(drag)
            self.snap_back(drag)
        else:
            self._drag = None

    @guarded
    def on_lost_capture(self, event: Any) -> None:
        """The board lost the pointer it captured without a pointerup (not a touch's own capture moving over)."""
        if str(getattr(event.target, "id", "")) == "board":
            self.on_pointer_cancel(event)

    def snap_back(self, drag: Drag) -> None:
        """A drop on no legal gap: the card flies back to its cell."""
        ghost = drag.ghost
        if not self.motion():
            ghost.remove()
            return
        rect = self.cells[drag.index].getBoundingClientRect()
        animation = ghost.animate(
            to_js(
                [
                    js_object({"transform": ghost.style.transform}),
                    js_object({"transform": f"translate({rect.left}px, {rect.top}px)"}),
                ]
            ),
            js_object({"duration": SLIDE_MS, "easing": "ease-out", "fill": "forwards"}),
        )
        animation.onfinish = create_once_callable(lambda *_: ghost.remove())

    @guarded
    def on_toolbar_click(self, event: Any) -> None:
        button = event.target.closest("button[data-action]")
        if absent(button) or button.disabled:
            return
        self.command(button.getAttribute("data-action"))

    def command(self, name: str) -> None:
        s = self.s
        if name != "play-out":
            self.assist.stop_play_out()
        if self.assist.command(name):
            return
        if name == "undo":
            self.act(s.undo)
        elif name == "redo":
            self.act(s.redo)
        elif name == "redeal":
            self.act(s.redeal)
        elif name == "give-up":
            self.confirm(t("ui.confirm_give_up"), lambda: self.act(s.give_up))
        elif name == "restart":
            if in_progress(s.game):
                self.confirm(t("ui.confirm_restart"), self.restart)
            else:
                self.restart()
        elif name == "new-game":
            self.open_new()
        elif name == "share":
            self._task = asyncio.ensure_future(self.share())
        elif name == "rules":
            self.open_rules()
        elif name == "stats":
            self.open_stats()
        elif name == "settings":
            self.open_settings()
        elif name == "keys":
            self.open_keys()

    def restart(self) -> None:
        self.switch(self.s.restart)

    @guarded
    def on_notice_click(self, event: Any) -> None:
        button = event.target.closest("button[data-action]")
        if absent(button):
            return
        action = button.getAttribute("data-action")
        notice = button.closest(".notice")
        if action == "unshelve":
            self.switch(self.s.unshelve)
        if not absent(notice):
            notice.remove()

    @guarded
    def on_key(self, event: Any) -> None:
        if not absent(document.querySelector("dialog[open]")):
            return
        key = Key(str(event.key), bool(event.ctrlKey or event.metaKey), bool(event.shiftKey), bool(event.altKey))
        target = event.target
        in_board = self.cell_index(target) is not None
        if key.key == "Escape":
            if self.assist.stop_play_out(t("ui.stopped")):
                return
            selected = self.s.selected
            if self.s.clear_selection():
                self.render()
                self.say("")
                self.announce(t("ui.cancelled"))
                if in_board and selected is not None:
                    self.set_focus(selected)
            return
        if in_board:
            choices = self.s.choices if self.s.selected is not None else ()
            dest = board_target(key, self.focus, choices)
            if dest is not None:
                event.preventDefault()
                self.set_focus(dest)
                return
            if key.key in ("Enter", " ") and not key.ctrl and not key.alt:
                event.preventDefault()
                self.tap(self.focus, keyboard=True)
                return
        tag = "" if absent(target) else str(getattr(target, "tagName", "") or "")
        if tag in ("INPUT", "SELECT", "TEXTAREA"):
            return
        command = command_for(key)
        if command is None:
            return
        event.preventDefault()
        if command == "keys":
            self.open_keys()
        elif command in ("undo", "redo", "redeal", "give-up") or not absent(by_id(command)):
            button = by_id(command)
            if not absent(button) and (button.disabled or button.hidden):
                self.explain_disabled(command)
                return
            self.command(command)

    def explain_disabled(self, command: str) -> None:
        game = self.s.game
        if command == "redeal":
            refusal = game.redeal_refusal()
            self.say(error_text(refusal, game) if refusal else t("error.no_redeals"))
        elif command == "undo":
            self.say(t("error.nothing_to_undo"))
        elif command == "redo":
            self.say(t("error.nothing_to_redo"))

    def set_focus(self, index: int, move_focus: bool = True) -> None:
        if index != self.focus:
            self.cells[self.focus].tabIndex = -1
            self.focus = index
            self.cells[index].tabIndex = 0
        if move_focus:
            self.cells[index].focus()

    @guarded
    def on_visibility(self, _event: Any) -> None:
        self.s.set_visible(document.visibilityState == "visible")
        self.render_time()

    @guarded
    def on_pagehide(self, _event: Any) -> None:
        self.s.save_clock()  # never over a newer game another tab saved
        self.paint.flush()

    @guarded
    def on_storage(self, event: Any) -> None:
        """Another tab changed the saved game on screen: show that one (this tab's is older)."""
        key = event.key
        if absent(key) or not self.s.watches(str(key)) or not self.s.saved_elsewhere():
            return
        self.assist.stop_play_out()
        self.switch(self.s.reload_saved)

    @guarded
    def on_tick(self, *_: Any) -> None:
        if self.s.clock_running():
            self.render_time()

    # -- dialogs ---------------------------------------------------------------

    def confirm(self, text: str, action: Callable[[], None]) -> None:
        self._confirm_action = action
        by_id("confirm-text").textContent = text
        dialog = by_id("dlg-confirm")
        dialog.returnValue = ""
        dialog.showModal()

    @guarded
    def on_confirm_closed(self, _event: Any) -> None:
        action, self._confirm_action = self._confirm_action, None
        if by_id("dlg-confirm").returnValue == "ok" and action is not None:
            action()

    def open_new(self) -> None:
        variant = self.s.variant if self.s.variant in PRESETS else "addiction"
        form = by_id("new-form")
        for radio in form.querySelectorAll("input[name=variant]"):
            radio.checked = radio.value == variant
        by_id("new-redeals").value = str(self.s.game.settings.redeals)
        by_id("new-seed").value = ""
        by_id("new-error").textContent = ""
        by_id("new-note").textContent = t("ui.new_note") if in_progress(self.s.game) else ""
        dialog = by_id("dlg-new")
        dialog.returnValue = ""
        dialog.showModal()

    def _new_choice(self) -> tuple[str, int, str]:
        form = by_id("new-form")
        checked = form.querySelector("input[name=variant]:checked")
        variant = "addiction" if absent(checked) else checked.value
        return variant, int(by_id("new-redeals").value), str(by_id("new-seed").value).strip()

    @guarded
    def on_new_change(self, event: Any) -> None:
        target = event.target
        if target.getAttribute("name") == "variant" and target.value in PRESETS:
            by_id("new-redeals").value = str(PRESETS[target.value].redeals)

    @guarded
    def on_new_submit(self, event: Any) -> None:
        submitter = event.submitter
        if absent(submitter) or submitter.value != "deal":
            return
        seed_text = self._new_choice()[2]
        if seed_text:
            try:
                parse_seed(seed_text)
            except SeedError:
                event.preventDefault()
                by_id("new-error").textContent = t("ui.bad_seed", max=SEED_MAX)

    @guarded
    def on_new_closed(self, _event: Any) -> None:
        if by_id("dlg-new").returnValue != "deal":
            return
        variant, redeals, seed_text = self._new_choice()
        seed = parse_seed(seed_text) if seed_text else None
        self.switch(lambda: self.s.new_game(variant, redeals, seed))

    def open_end(self) -> None:
        game = self.s.game
        outcome = game.outcome()
        title, text = end_texts(game)
        by_id("end-title").textContent = title
        by_id("end-text").textContent = text
        by_id("end-score").textContent = t("ui.score", score=game.position.ordered())
        by_id("end-moves").textContent = str(game.moves)
        by_id("end-time").textContent = format_time(self.s.elapsed_ms())
        by_id("end-undo").hidden = outcome is not Outcome.STUCK
        dialog = by_id("dlg-end")
        dialog.returnValue = ""
        dialog.showModal()

    @guarded
    def on_end_closed(self, _event: Any) -> None:
        choice = by_id("dlg-end").returnValue
        if choice == "undo":
            self.act(self.s.undo)
        elif choice == "restart":
            self.restart()
        elif choice == "new":
            self.switch(lambda: self.s.new_game(self.s.variant, self.s.game.settings.redeals))

    def open_rules(self) -> None:
        settings = self.s.game.settings
        by_id("rules-title").textContent = rules_title(settings)
        body = by_id("rules-body")
        parts = []
        for heading, paragraphs in rules_text(settings):
            h = document.createElement("h3")
            h.textContent = heading
            parts.append(h)
            for text in paragraphs:
                p = document.createElement("p")
                p.textContent = text
                parts.append(p)
        body.replaceChildren(*parts)
        by_id("dlg-rules").showModal()

    def open_keys(self) -> None:
        rows = []
        for name in HELP:
            keys, what = t(f"keys.{name}.keys"), t(f"keys.{name}.does")
            row = document.createElement("tr")
            head = document.createElement("th")
            head.setAttribute("scope", "row")
            for n, name in enumerate(keys.split(", ")):
                if n:
                    head.append(", ")
                kbd = document.createElement("kbd")
                kbd.textContent = name
                head.append(kbd)
            cell = document.createElement("td")
            cell.textContent = what
            row.append(head, cell)
            rows.append(row)
        by_id("keys-body").replaceChildren(*rows)
        by_id("dlg-keys").showModal()

    def open_settings(self) -> None:
        form = by_id("settings-form")
        for radio in form.querySelectorAll("input[type=radio]"):
            radio.checked = getattr(self.prefs, str(radio.name)) == radio.value
        by_id("dlg-settings").showModal()

    @guarded
    def on_settings_change(self, event: Any) -> None:
        target = event.target
        name = str(target.name)
        self.prefs = self.prefs.with_choice(name, str(target.value))
        self.s.store.set(PREFS_KEY, self.prefs.dumps())
        self.apply_prefs()
        if name == "language":
            self.apply_language(force=True)
            self._drawn = [None] * (ROWS * COLS)  # every cell's spoken name changes
            self.render()
            if self._assist is not None:
                self._assist.relabel()

    def apply_language(self, force: bool = False) -> None:
        """Use the player's language (or the browser's) and put the page's fixed texts in it.

        index.html is written in English: at start nothing needs rewriting unless another
        language is picked. Elements say which text they show with data-i18n (their text)
        and data-i18n-<attribute> (title, aria-label, placeholder, content)."""
        code = set_language(pick_language(self.prefs.language, browser_languages()))
        if code == "en" and not force:
            return
        root = document.documentElement
        root.setAttribute("lang", t("page.lang"))
        document.title = t("page.title")
        for element in document.querySelectorAll("[data-i18n]"):
            element.textContent = t(str(element.getAttribute("data-i18n")))
        for name in ("title", "aria-label", "placeholder", "content"):
            for element in document.querySelectorAll(f"[data-i18n-{name}]"):
                element.setAttribute(name, t(str(element.getAttribute(f"data-i18n-{name}"))))

    def apply_prefs(self) -> None:
        """Set the display preferences on <html> (js/prefs.js did the same before the first paint)."""
        root = document.documentElement
        for name, value in self.prefs.html_attributes().items():
            set_attr(root, name, value)

    def open_stats(self) -> None:
        rows = []
        for variant in PRESETS:
            entry = self.s.stats.get(variant)
            row = document.createElement("tr")
            row.setAttribute("data-variant", variant)
            values = [
                variant_title(variant),
                str(entry.played),
                str(entry.won),
                t("ui.score", score=entry.best_score) if entry.played else "–",
                "–" if entry.fewest_moves is None else str(entry.fewest_moves),
                "–" if entry.fastest_ms is None else format_time(entry.fastest_ms),
            ]
            for n, value in enumerate(values):
                cell = document.createElement("th" if n == 0 else "td")
                if n == 0:
                    cell.setAttribute("scope", "row")
                cell.textContent = value
                row.append(cell)
            rows.append(row)
        by_id("stats-body").replaceChildren(*rows)
        by_id("dlg-stats").showModal()

    # -- sharing ---------------------------------------------------------------

    async def share(self) -> None:
        try:
            url = window.location.origin + window.location.pathname + query_for(self.s.game)
            title = deal_title(self.s.game)
            navigator = window.navigator
            coarse = window.matchMedia("(pointer: coarse)").matches
            if coarse and hasattr(navigator, "share"):
                try:
                    await navigator.share(js_object({"title": title, "url": url}))
                    self.say(t("ui.link_shared"))
                    return
                except Exception as err:
                    if "AbortError" in str(err):
                        return
            try:
                await navigator.clipboard.writeText(url)
                self.say(t("ui.link_copied", url=url))
            except Exception:
                self.say(t("ui.link_copy", url=url))
        except Exception as err:
            console.error(f"solitaire glue error: {err}\n{traceback.format_exc()}")


def start() -> UI:
    """Boot: open the store, read the link, resume or deal, draw, bind, and say ready."""
    set_language(pick_language(None, browser_languages()))  # for a notice about the storage itself
    store = open_store()
    prefs = Prefs.loads(store.get(PREFS_KEY))
    set_language(pick_language(prefs.language, browser_languages()))
    session = Session(store, lambda: float(window.performance.now()), random_seed)
    session.visible = document.visibilityState == "visible"
    session.open(parse_query(str(window.location.search)))
    ui = UI(session, prefs)
    ui.apply_prefs()
    ui.apply_language()
    ui.build_board()
    ui.render()
    ui.write_url()
    ui.show_notices(session.take_notices())
    ui.bind()
    by_id("board").setAttribute("aria-busy", "false")
    by_id("board").removeAttribute("inert")  # set by js/paint.js on its picture, which build_board replaced
    by_id("board").removeAttribute("data-painted")
    document.documentElement.setAttribute("data-ready", "")
    window.setTimeout(create_once_callable(ui.start_assist), 0)
    return ui
