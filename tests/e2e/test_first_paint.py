"""First paint before Python: a return visit shows the board last drawn (js/paint.js), inert and
busy, and Python's own board replaces it (never beside it); a first visit shows an empty skeleton."""

from __future__ import annotations

from apphelp import layout, single_moves, tap, wait_layout

from solitaire import Position
from solitaire.shape import CLASSIC

QUERY = "variant=montana&seed=77"

# Installed before any page script: what #board looked like the first time it held cells,
# and when, and when <html data-ready> came.
WATCH = """
(() => {
  const seen = () => {
    const board = document.getElementById("board");
    if (window.__firstCells === undefined && board && board.querySelector("[data-row]")) {
      window.__firstCells = {
        at: performance.now(),
        ready: document.documentElement.hasAttribute("data-ready"),
        painted: board.hasAttribute("data-painted"),
        inert: board.inert,
        busy: board.getAttribute("aria-busy"),
        cells: board.querySelectorAll("[data-row]").length,
        layout: [...board.querySelectorAll("[data-row]")]
          .sort((a, b) => a.dataset.row - b.dataset.row || a.dataset.col - b.dataset.col)
          .map((c) => c.dataset.card || "--").join(""),
      };
    }
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
})();
"""


def test_a_return_visit_paints_the_last_board_before_python_and_python_replaces_it(page, open_app, wait_ready):
    page.context.add_init_script(WATCH)
    page = open_app(QUERY)
    first = page.evaluate("window.__firstCells")
    assert first["painted"] is False  # a first visit has no picture: Python drew the first cells
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    tap(page, card)
    after = position.play(position.moves_from(card)[0]).layout()
    wait_layout(page, after)
    # The picture is saved off the click's path, a moment after the render.
    page.wait_for_function(
        "(want) => JSON.parse(localStorage.getItem('solitaire.v1.paint') || '{}').text?.['#stat-moves b'] === '1'"
    )

    page.reload()
    wait_ready(page)
    first = page.evaluate("window.__firstCells")
    assert first["painted"] is True and first["ready"] is False, first
    assert first["inert"] is True and first["busy"] == "true", first
    assert first["cells"] == 52
    assert first["layout"] == after.replace("/", ""), first
    # Python's board replaced the picture: 52 cells, live, not busy.
    facts = page.evaluate(
        """() => { const b = document.getElementById("board");
          return [b.querySelectorAll(".cell").length, b.querySelectorAll(".row").length,
                  b.inert, b.hasAttribute("data-painted"), b.getAttribute("aria-busy")]; }"""
    )
    assert facts == [52, 4, False, False, "false"]
    assert layout(page) == after
    tap(page, Position.from_layout(after, CLASSIC).legal_moves()[0].src)  # the board plays


def test_a_link_to_another_deal_is_not_painted_with_the_last_board(page, open_app, server, wait_ready):
    page.context.add_init_script(WATCH)
    open_app(QUERY)
    page.wait_for_timeout(400)
    page.goto(f"{server}/?variant=spaces&seed=5")
    wait_ready(page)
    assert page.evaluate("window.__firstCells")["painted"] is False
