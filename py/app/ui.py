"""The DOM layer: draws the session on the page and turns clicks, taps and keys into session calls.

Only this module (and main.py) touch the browser. The 52 cells are created once
and updated in place; events are bound by delegation on elements that exist at
start (#board, #toolbar, #notices, the dialogs) and on document for keys.
"""

from __future__ import annotations

import asyncio
import functools
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from js import Object, Uint32Array, console, document, window
from solitaire import COLS, PRESETS, ROWS, SEED_MAX, Outcome, SeedError, parse_seed

from .links import parse_query, query_for
from .paint import PaintSaver
from .rules_text import rules_text
from .session import Notice, Session, Tap, in_progress
from .store import Store
from .view import board_view, deal_title, format_time, plural, status_view, variant_title

if TYPE_CHECKING:
    from .assist_ui import AssistUI

SLIDE_MS = 170
DEAL_MS = 260
MAX_NOTICES = 4


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


def open_store() -> Store:
    """localStorage if it can be reached, else memory (with a notice)."""
    try:
        backend = window.localStorage
        backend.getItem("solitaire.v1.probe")
    except Exception as err:
        return Store(None, str(err).strip().splitlines()[-1] if str(err).strip() else "access denied")
    return Store(backend)


def guarded(handler: Callable[..., Any]) -> Callable[..., Any]:
    """Run an event handler; a bug is logged as a console error and the page stays usable."""

    @functools.wraps(handler)
    def wrapper(self: UI, *args: Any) -> Any:
        try:
            return handler(self, *args)
        except Exception as err:
            console.error(f"solitaire glue error: {err}\n{traceback.format_exc()}")
            self.say(f"Something went wrong ({err}); your game is saved.")
            return None

    return wrapper


class UI:
    """Draws ``session`` and forwards the player's input to it."""

    def __init__(self, session: Session) -> None:
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
        fragment = document.createDocumentFragment()
        for r in range(ROWS):
            row = document.createElement("div")
            row.className = "row"
            row.setAttribute("role", "row")
            for c in range(COLS):
                cell = document.createElement("div")
                cell.className = "cell"
                cell.setAttribute("role", "gridcell")
                cell.setAttribute("data-row", str(r))
                cell.setAttribute("data-col", str(c))
                cell.tabIndex = 0 if (r, c) == (0, 0) else -1
                face = document.createElement("div")
                face.className = "face"
                rank = document.createElement("span")
                rank.className = "rank"
                suit = document.createElement("span")
                suit.className = "suit"
                face.append(rank, suit)
                cell.append(face)
                row.append(cell)
                self.cells.append(cell)
                self.faces.append(face)
                self.ranks.append(rank)
                self.suits.append(suit)
            fragment.append(row)
        self.board.replaceChildren(fragment)

    def listen(self, target: Any, event: str, handler: Callable[[Any], Any]) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def bind(self) -> None:
        self.listen(self.board, "click", self.on_board_click)
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
            name = view.name + (", chosen" if key[1] else "") + (", you can pick this" if key[2] else "")
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
        redeal.title = str(refusal) if refusal else f"Redeal ({plural(status.redeals_left, 'redeal')} left)"
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
            close.setAttribute("aria-label", "Dismiss")
            close.textContent = "×"
            item.append(close)
            box.append(item)
        while box.children.length > MAX_NOTICES:
            box.firstElementChild.remove()

    def write_url(self) -> None:
        window.history.replaceState(None, "", query_for(self.s.game))

    # -- motion ----------------------------------------------------------------

    def motion(self) -> bool:
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

    def act(self, action: Callable[[], str | None]) -> None:
        """Run a session action, then draw the difference, save notices and end-of-game dialogs."""
        before = self.s.game.position.cells
        was_over = self.s.game.is_over()
        message = action() or ""
        self.render()
        self.animate_change(before)
        self.say(message)
        self.show_notices(self.s.take_notices())
        if not was_over and self.s.game.is_over():
            self.open_end()

    def switch(self, change: Callable[[], Any]) -> None:
        """Run an action that may replace the game (new deal, restart, go back), then redraw all."""
        before = self.s.game.position.cells
        change()
        self.render()
        self.animate_change(before)
        self.write_url()
        self.say("")
        self.show_notices(self.s.take_notices())

    # -- events ----------------------------------------------------------------

    @guarded
    def on_board_click(self, event: Any) -> None:
        cell = event.target.closest(".cell")
        if self.assist.stop_play_out("Stopped."):
            return
        if absent(cell):
            return
        index = int(cell.getAttribute("data-row")) * COLS + int(cell.getAttribute("data-col"))
        self.tap(index)

    def tap(self, index: int) -> None:
        self.set_focus(index, move_focus=False)
        before = self.s.game.position.cells
        was_over = self.s.game.is_over()
        result = self.s.tap(index)
        self.render()
        if result.kind is Tap.MOVED:
            self.animate_change(before)
            self.say("")
            self.show_notices(self.s.take_notices())
            if not was_over and self.s.game.is_over():
                self.open_end()
        elif result.kind is Tap.ILLEGAL:
            for i in result.cells:
                self.flag_illegal(i)
            self.say(result.message)
        else:
            self.say(result.message)

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
            self.confirm("Give up this deal? It counts as played and cannot be undone.", lambda: self.act(s.give_up))
        elif name == "restart":
            if in_progress(s.game):
                self.confirm("Restart this deal from its start? Your moves in it are lost.", self.restart)
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
        key = event.key
        ctrl = event.ctrlKey or event.metaKey
        if ctrl and not event.altKey and key.lower() in ("z", "y"):
            event.preventDefault()
            if key.lower() == "y" or event.shiftKey:
                self.act(self.s.redo)
            else:
                self.act(self.s.undo)
            return
        if key == "Escape":
            if self.assist.stop_play_out("Stopped."):
                return
            if self.s.clear_selection():
                self.render()
                self.say("")
            return
        if not ctrl and not event.altKey and key in ("h", "H", "a", "A"):
            event.preventDefault()
            self.assist.stop_play_out()
            self.assist.key(key)
            return
        target = event.target
        if absent(target) or not hasattr(target, "closest") or absent(target.closest("#board")):
            return
        r, c = divmod(self.focus, COLS)
        moves = {
            "ArrowLeft": (r, max(0, c - 1)),
            "ArrowRight": (r, min(COLS - 1, c + 1)),
            "ArrowUp": (max(0, r - 1), c),
            "ArrowDown": (min(ROWS - 1, r + 1), c),
            "Home": (r, 0),
            "End": (r, COLS - 1),
        }
        if key in moves:
            event.preventDefault()
            nr, nc = moves[key]
            self.set_focus(nr * COLS + nc)
        elif key in ("Enter", " "):
            event.preventDefault()
            self.tap(self.focus)

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
        by_id("new-note").textContent = (
            "Your game in progress stays saved: you can go back to it." if in_progress(self.s.game) else ""
        )
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
                by_id("new-error").textContent = f"A deal number is a whole number from 0 to {SEED_MAX}."

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
        if outcome is Outcome.WON:
            title, text = "You won!", f"All 48 cards are in order, in {plural(game.moves, 'move')}."
        elif outcome is Outcome.GAVE_UP:
            title, text = "Game over", "You gave up this deal."
        else:
            title, text = "No more moves", "No card can move and no redeal is left. Undo to try another way."
        by_id("end-title").textContent = title
        by_id("end-text").textContent = text
        by_id("end-score").textContent = f"{game.position.ordered()}/48"
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
        by_id("rules-title").textContent = f"Rules of {variant_title(settings.variant)}"
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
                f"{entry.best_score}/48" if entry.played else "–",
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
                    self.say("Link shared.")
                    return
                except Exception as err:
                    if "AbortError" in str(err):
                        return
            try:
                await navigator.clipboard.writeText(url)
                self.say(f"Link copied: {url}")
            except Exception:
                self.say(f"Copy this link to share the deal: {url}")
        except Exception as err:
            console.error(f"solitaire glue error: {err}\n{traceback.format_exc()}")


def start() -> UI:
    """Boot: open the store, read the link, resume or deal, draw, bind, and say ready."""
    store = open_store()
    session = Session(store, lambda: float(window.performance.now()), random_seed)
    session.visible = document.visibilityState == "visible"
    session.open(parse_query(str(window.location.search)))
    ui = UI(session)
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
