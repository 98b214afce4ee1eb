"""The board on the page: its 52 or 56 cells drawn from the status, animated from events, with the roving focus."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.browser.dom import Timer, absent, by_id, document, js_object, set_attr, to_js, window
from app.core.motion import DEAL_MS, DEAL_STAGGER_MS, SLIDE_MS, Deal, Slide
from app.present.view import board_view, spoken_name
from solitaire import Position, Status

ILLEGAL_MS = 700  # how long a refused cell stays marked
# A cell's face: the rank and the suit, and a gap's second card where it takes either of two (Galary, Moonlight).
FACE = (
    '<div class="face" aria-hidden="true">'
    '<span class="rank"></span><span class="suit"></span><span class="also"></span></div></div>'
)


def _keyframes(*frames: dict[str, Any]) -> Any:
    return to_js([js_object(frame) for frame in frames])


class Board:
    """The cells of #board; ``motion()`` says whether to animate (the player's setting or the system's)."""

    def __init__(self, motion: Callable[[], bool]) -> None:
        self.element = by_id("board")
        self.motion = motion
        self.cells: list[Any] = []
        self.faces: list[Any] = []
        self.ranks: list[Any] = []
        self.suits: list[Any] = []
        self.rows = 0  # the game's shape (set by build, again when a game of another shape is drawn)
        self.columns = 0
        self._drawn: list[Any] = []
        self.focus = 0
        self._illegal_timer = Timer(self._clear_illegal)

    def build(self, rows: int, columns: int, numbered: int | None = None) -> None:
        """The grid of ``rows`` x ``columns`` cells; the first ``numbered`` rows (all by default) are the game's
        and carry their number (Spoilt's last row is its waste and talon)."""
        numbered = rows if numbered is None else numbered
        # One markup string and one parse: building the 52 cells node by node was about 800 calls
        # across Pyodide's bridge (17 ms of the page's start, docs/performance.md). Nothing in it
        # comes from outside: the rows and columns are numbers, the rest fixed text.
        markup = []
        for r in range(rows):
            cells = "".join(
                f'<div class="cell" role="gridcell" data-row="{r}" data-col="{c}" tabindex="{-1 if r or c else 0}"'
                # data-n on a row's first cell: its number, which marks the row's start when a phone turns the board
                + (f' data-n="{r + 1}">' if c == 0 and r < numbered else ">")
                # the cell's aria-label names it ("queen of spades"), so the face is hidden from readers
                + FACE
                for c in range(columns)
            )
            markup.append(f'<div class="row" role="row">{cells}</div>')
        template = document.createElement("template")
        template.innerHTML = "".join(markup)
        content = template.content
        self.cells = list(content.querySelectorAll(".cell"))
        self.faces = list(content.querySelectorAll(".face"))
        self.ranks = list(content.querySelectorAll(".rank"))
        self.suits = list(content.querySelectorAll(".suit"))
        self.alsos = list(content.querySelectorAll(".also"))  # a gap's second card, where it takes two
        self.element.replaceChildren(content)
        self.element.style.setProperty("--cols", str(columns))
        self.element.style.setProperty("--rows", str(rows))
        self.element.setAttribute("aria-colcount", str(columns))
        self.element.setAttribute("aria-rowcount", str(rows))
        self.rows, self.columns = rows, columns
        self._drawn = [None] * len(self.cells)
        self.focus = 0  # cell 0 holds the tab stop in the markup

    def live(self) -> None:
        """The board is Python's now: no longer the inert picture js/paint.js drew."""
        self.element.setAttribute("aria-busy", "false")
        self.element.removeAttribute("inert")
        self.element.removeAttribute("data-painted")

    # -- drawing ---------------------------------------------------------------

    def render(self, position: Position, status: Status, selected: int | None, choices: Sequence[int]) -> None:
        """Draw every cell that changed since the last render."""
        chosen = set(choices)
        shape = position.shape
        if (shape.drawn_rows, shape.columns) != (self.rows, self.columns):  # a game of another shape
            self.build(shape.drawn_rows, shape.columns, shape.rows)
        for i, view in enumerate(board_view(position, status)):
            key = (view, i == selected, i in chosen)
            if self._drawn[i] == key:
                continue
            self._drawn[i] = key
            cell = self.cells[i]
            set_attr(cell, "data-card", view.token)
            set_attr(cell, "data-gap", view.gap)
            set_attr(cell, "data-takes", view.takes)
            set_attr(cell, "data-also", view.also)
            set_attr(cell, "data-locked", "" if view.locked else None)
            set_attr(cell, "data-down", "" if view.down else None)  # Spoilt: a card face down
            set_attr(cell, "data-pile", view.pile)  # Spoilt: "waste", "talon" or "none" (the row's other cells)
            set_attr(cell, "data-selected", "" if key[1] else None)
            set_attr(cell, "data-choice", "" if key[2] else None)
            cell.setAttribute("aria-label", spoken_name(view, key[1], key[2]))
            self.ranks[i].textContent = view.rank or view.takes_rank
            self.suits[i].textContent = view.suit or view.takes_suit
            self.alsos[i].textContent = view.also_label

    def forget(self) -> None:
        """Draw every cell again at the next render (the language changed every spoken name)."""
        self._drawn = [None] * len(self.cells)

    # -- motion ----------------------------------------------------------------

    def animate(self, plan: Slide | Deal | None) -> None:
        if plan is None or not self.motion():
            return
        if isinstance(plan, Slide):
            start = self.cells[plan.src].getBoundingClientRect()
            end = self.cells[plan.dst].getBoundingClientRect()
            dx, dy = start.left - end.left, start.top - end.top
            self.faces[plan.dst].animate(
                _keyframes({"transform": f"translate({dx}px, {dy}px)"}, {"transform": "none"}),
                js_object({"duration": SLIDE_MS, "easing": "ease-out"}),
            )
            return
        for n, i in enumerate(plan.cells):
            self.faces[i].animate(
                _keyframes({"opacity": 0, "transform": "scale(0.7)"}, {"opacity": 1, "transform": "none"}),
                js_object(
                    {"duration": DEAL_MS, "delay": n * DEAL_STAGGER_MS, "easing": "ease-out", "fill": "backwards"}
                ),
            )

    def flag_illegal(self, cells: Sequence[int]) -> None:
        """Shake ``cells`` and mark them for a moment: the tap could do nothing there."""
        for index in cells:
            cell = self.cells[index]
            cell.setAttribute("data-illegal", "")
            if self.motion():
                cell.animate(
                    _keyframes(*({"transform": f"translateX({x}px)"} for x in (0, -5, 5, -3, 3, 0))),
                    js_object({"duration": 260}),
                )
        self._illegal_timer.start(ILLEGAL_MS)

    def _clear_illegal(self) -> None:
        for element in self.element.querySelectorAll("[data-illegal]"):
            element.removeAttribute("data-illegal")

    # -- hints -----------------------------------------------------------------

    def mark_hint(self, src: int, dst: int) -> None:
        self.cells[src].setAttribute("data-hint", "card")
        self.cells[dst].setAttribute("data-hint", "gap")

    # -- focus -----------------------------------------------------------------

    def cell_index(self, element: Any) -> int | None:
        """The board cell ``element`` is in, or None."""
        if absent(element) or not hasattr(element, "closest"):
            return None
        cell = element.closest("#board .cell")
        if absent(cell):
            return None
        return int(cell.getAttribute("data-row")) * self.columns + int(cell.getAttribute("data-col"))

    def set_focus(self, index: int, move_focus: bool = True) -> None:
        """Make cell ``index`` the board's one tab stop (and focus it, unless ``move_focus`` is False)."""
        if index != self.focus:
            self.cells[self.focus].tabIndex = -1
            self.focus = index
            self.cells[index].tabIndex = 0
        if move_focus:
            self.cells[index].focus()

    def turned(self) -> bool:
        """True when the board is drawn turned (a phone in portrait: each game row runs top to bottom)."""
        table = self.element.parentElement
        return not absent(table) and str(window.getComputedStyle(table).getPropertyValue("--turned")).strip() == "1"

    def take_focus(self) -> None:
        self.cells[self.focus].focus()

    def rect(self, index: int) -> Any:
        return self.cells[index].getBoundingClientRect()


__all__ = ["Board"]
