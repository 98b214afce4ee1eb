"""First paint before Python: a return visit shows the board last drawn (js/paint.js), a link that names a
deal shows that deal (js/deal.js) on a first visit, both inert and busy, and Python's own board replaces it
(never beside it); a page with no deal to show shows an empty skeleton."""

from __future__ import annotations

import datetime as _dt

import pytest
from apphelp import NO_WORKER, hold, layout, release, release_and_expect_played, single_moves, tap, wait_layout
from playwright.sync_api import expect

from solitaire import PRESETS, Position, opening
from solitaire.daily import daily_deal
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
    page.add_init_script(WATCH)
    page = open_app(QUERY)
    first = page.evaluate("window.__firstCells")
    start = opening(PRESETS["montana"], 77).layout()
    assert first["painted"] is True and first["layout"] == start.replace("/", "")  # the link's deal, at once
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


def test_a_link_to_another_deal_paints_that_deal_not_the_last_board(page, open_app, server, wait_ready):
    page.add_init_script(WATCH)
    open_app(QUERY)
    page.wait_for_timeout(400)
    page.goto(f"{server}/?variant=spaces&seed=5")
    wait_ready(page)
    first = page.evaluate("window.__firstCells")
    assert first["painted"] is True and first["ready"] is False, first
    assert first["layout"] == opening(PRESETS["spaces"], 5).layout().replace("/", "")


def first_cells(page) -> dict:
    """The painted board's facts while Python is held back: its cells, its marks, a card's face."""
    return page.evaluate(
        """() => { const b = document.getElementById("board");
          const rows = [...b.querySelectorAll(".row")].map((row) => [...row.querySelectorAll(".cell")]
            .map((c) => c.dataset.card || "--").join(""));
          const king = b.querySelector('[data-card="KH"] .face');
          return { ready: document.documentElement.hasAttribute("data-ready"), painted: b.hasAttribute("data-painted"),
                   inert: b.inert, busy: b.getAttribute("aria-busy"), cols: b.style.getPropertyValue("--cols"),
                   layout: rows.join("/"), king: king && king.textContent,
                   gaps: b.querySelectorAll(".cell[data-gap]:not([data-card])").length }; }"""
    )


LINKS = {
    "a seed": ("?variant=gaps&seed=700", "gaps", opening(PRESETS["gaps"], 700).layout()),
    "a 14-column game": (
        "?variant=blue-moon&seed=12&redeals=0",
        "blue-moon",
        opening(PRESETS["blue-moon"], 12).layout(),
    ),
    "a daily deal": (
        "?variant=montana&daily=2026-03-04",
        "montana",
        opening(PRESETS["montana"], daily_deal("montana", _dt.date(2026, 3, 4)).seed).layout(),
    ),
    "a layout": (
        "?variant=addiction&seed=3&layout=" + opening(PRESETS["addiction"], 8).layout(),
        "addiction",
        opening(PRESETS["addiction"], 8).layout(),
    ),
}


@pytest.mark.parametrize("name", list(LINKS))
def test_a_first_visit_with_a_link_shows_its_deal_before_python_is_up(server, guard_factory, wait_ready, name):
    query, variant, start = LINKS[name]
    guard = guard_factory(**NO_WORKER)
    try:
        page = guard.new_page()
        held = hold(page)  # Python cannot start: what shows is js/paint.js's alone
        page.goto(f"{server}/{query}", wait_until="domcontentloaded")
        facts = first_cells(page)
        assert facts["ready"] is False
        assert facts["layout"] == start
        assert facts["painted"] is True and facts["inert"] is True and facts["busy"] == "true"
        assert facts["cols"] == str(PRESETS[variant].shape.columns)
        assert facts["king"] == "K\u2665" and facts["gaps"] == 4
        release(page, held)
        wait_ready(page)
        assert layout(page) == start  # Python plays the deal painted
        assert page.evaluate("document.getElementById('board').hasAttribute('data-painted')") is False
    finally:
        guard.close_and_check()


def test_a_tap_on_a_card_of_a_first_visits_painted_deal_is_played_when_the_game_is_live(
    server, guard_factory, wait_ready
):
    start = opening(PRESETS["gaps"], 700)
    card, _ = single_moves(start)
    guard = guard_factory(**NO_WORKER)
    try:
        page = guard.new_page()
        held = hold(page)
        page.goto(f"{server}/?variant=gaps&seed=700", wait_until="domcontentloaded")
        row, col = divmod(card, start.shape.columns)
        target = page.locator(f'#board [data-row="{row}"][data-col="{col}"]')
        box = target.bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)  # inert: found by position
        expect(target).to_have_attribute("data-pending", "")  # shown as taken at once
        expect(page.locator("#loading-reply")).to_have_text("Starting… one moment.")
        assert page.get_attribute("html", "data-ready") is None
        release_and_expect_played(page, held, wait_ready, start, card)
    finally:
        guard.close_and_check()


def test_a_link_to_a_variant_the_page_keeps_a_game_of_paints_no_opening(page, open_app, server, wait_ready):
    """The link may resume the game kept (the same deal written another way): no opening is painted over it."""
    page.add_init_script(WATCH)
    page = open_app("variant=gaps&seed=5")
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    tap(page, card)
    after = position.play(position.moves_from(card)[0]).layout()
    wait_layout(page, after)
    page.goto(f"{server}/?seed=5&variant=gaps")
    wait_ready(page)
    assert page.evaluate("window.__firstCells")["painted"] is False
    assert layout(page) == after  # the game kept, resumed
