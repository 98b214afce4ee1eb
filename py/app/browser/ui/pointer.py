"""Pointer input on the board: a click or tap on a cell, and dragging a card onto a gap (mouse, pen, touch)."""

from __future__ import annotations

import contextlib
import math
from typing import Any

from app.browser.dom import absent, document, js_object, once, to_js
from app.core.controls import Controls
from app.core.motion import SLIDE_MS
from app.core.picking import Tap, TapResult
from app.core.session import Session
from app.text.i18n import t
from app.text.labels import card_name
from solitaire import Move

from .board import Board

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


class Pointer:
    """Turns pointer events on ``board`` into taps and drops for ``controls``."""

    def __init__(self, board: Board, session: Session, controls: Controls) -> None:
        self.board = board
        self.session = session
        self.controls = controls
        self._drag: Drag | None = None
        self._drag_ended = -1e9  # event time the last drag ended
        self._last_tap: tuple[int, TapResult, int | None] | None = None  # index, result, selected after

    # -- clicks and taps -------------------------------------------------------

    def on_click(self, event: Any) -> None:
        if self.controls.interrupt():
            self.controls.say(t("ui.stopped"))
            return
        index = self.board.cell_index(event.target)
        if index is None or float(event.timeStamp) - self._drag_ended < CLICK_AFTER_DRAG_MS:
            return
        last, self._last_tap = self._last_tap, None
        # The browser counts a double click or double tap itself (event.detail). A touch screen
        # counts two quick taps on one spot as a double tap even when they were meant apart (a card,
        # then the gap it left): the second is then ignored, never a move the player did not mean.
        if last is not None and last[0] == index and event.detail >= 2:
            moved = last[1].move
            if last[1].kind is Tap.MOVED and moved is not None and moved.src == index:
                return  # the second click of a double click on a card the first one already moved away
            if last[1].kind is Tap.CHOOSE and last[1].guarded:
                return  # a double tap on a card in place leaves it there: it waits for a tap on a gap
            if last[1].kind is Tap.CHOOSE and last[2] == index and self.session.choices:
                index = self.session.choices[0]  # a double tap on a 2 sends it to the first gap it fits
        result = self.controls.tap(index)
        self._last_tap = (index, result, self.session.selected)

    # -- drag and drop ---------------------------------------------------------

    def on_down(self, event: Any) -> None:
        if event.button != 0 or not event.isPrimary or self._drag is not None:
            return
        index = self.board.cell_index(event.target)
        if index is None or not self.session.game.position.face_card(index) or self.session.status.over:
            return
        self._drag = Drag(index, event.pointerId, float(event.clientX), float(event.clientY))

    def on_move(self, event: Any) -> None:
        drag = self._drag
        if drag is None or event.pointerId != drag.pointer:
            return
        x, y = float(event.clientX), float(event.clientY)
        if not drag.started:
            if math.hypot(x - drag.x0, y - drag.y0) < DRAG_START_PX:
                return
            self._lift(drag)
        event.preventDefault()
        drag.ghost.style.transform = f"translate({x - drag.dx}px, {y - drag.dy}px)"
        hover = self.board.cell_index(document.elementFromPoint(x, y))
        hover = hover if hover in drag.targets else None
        if hover != drag.hover:
            if drag.hover is not None:
                self.board.cells[drag.hover].removeAttribute("data-drop-hover")
            if hover is not None:
                self.board.cells[hover].setAttribute("data-drop-hover", "")
            drag.hover = hover

    def _lift(self, drag: Drag) -> None:
        """The press moved far enough: lift the card, light its legal gaps."""
        self.controls.interrupt()
        drag.started = True
        self.controls.unpick()
        drag.targets = {m.dst: m for m in self.session.status.moves_from(drag.index)}
        source = self.board.cells[drag.index]
        rect = source.getBoundingClientRect()
        drag.dx, drag.dy = drag.x0 - float(rect.left), drag.y0 - float(rect.top)
        ghost = document.createElement("div")
        ghost.className = "cell drag-ghost"
        for name in ("data-card", "data-locked"):
            value = source.getAttribute(name)
            if not absent(value):
                ghost.setAttribute(name, value)
        ghost.setAttribute("aria-hidden", "true")
        ghost.append(self.board.faces[drag.index].cloneNode(True))
        ghost.style.width = f"{rect.width}px"
        ghost.style.height = f"{rect.height}px"
        ghost.style.transform = f"translate({rect.left}px, {rect.top}px)"
        document.body.append(ghost)
        document.documentElement.setAttribute("data-dragging", "")  # the grabbing cursor everywhere
        drag.ghost = ghost
        source.setAttribute("data-drag-source", "")
        for index in drag.targets:
            self.board.cells[index].setAttribute("data-drop-target", "")
        with contextlib.suppress(Exception):  # the pointer is already gone: pointercancel ends the drag
            self.board.element.setPointerCapture(drag.pointer)

    def _end(self) -> None:
        self._drag = None
        document.documentElement.removeAttribute("data-dragging")
        for name in ("data-drag-source", "data-drop-target", "data-drop-hover"):
            for element in self.board.element.querySelectorAll(f"[{name}]"):
                element.removeAttribute(name)

    def on_up(self, event: Any) -> None:
        drag = self._drag
        if drag is None or event.pointerId != drag.pointer:
            return
        if not drag.started:
            self._drag = None  # a tap: the click that follows does the work
            return
        self._drag_ended = float(event.timeStamp)
        target = self.board.cell_index(document.elementFromPoint(float(event.clientX), float(event.clientY)))
        self._end()
        move = drag.targets.get(target) if target is not None else None
        if move is None:
            self._snap_back(drag)
            if target != drag.index:
                card = card_name(self.session.game.position.face_card(drag.index))
                self.controls.say(t("ui.no_gap_there" if drag.targets else "tap.no_gap_takes", card=card))
            return
        drag.ghost.remove()
        self.controls.drop(move)

    def on_cancel(self, event: Any) -> None:
        drag = self._drag
        if drag is None or event.pointerId != drag.pointer:
            return
        if drag.started:
            self._drag_ended = float(event.timeStamp)
            self._end()
            self._snap_back(drag)
        else:
            self._drag = None

    def on_lost_capture(self, event: Any) -> None:
        """The board lost the pointer it captured without a pointerup (not a touch's own capture moving over)."""
        if str(getattr(event.target, "id", "")) == "board":
            self.on_cancel(event)

    def _snap_back(self, drag: Drag) -> None:
        """A drop on no legal gap: the card flies back to its cell."""
        ghost = drag.ghost
        if not self.board.motion():
            ghost.remove()
            return
        rect = self.board.rect(drag.index)
        animation = ghost.animate(
            to_js(
                [
                    js_object({"transform": ghost.style.transform}),
                    js_object({"transform": f"translate({rect.left}px, {rect.top}px)"}),
                ]
            ),
            js_object({"duration": SLIDE_MS, "easing": "ease-out", "fill": "forwards"}),
        )
        animation.onfinish = once(lambda *_: ghost.remove())


__all__ = ["Pointer"]
