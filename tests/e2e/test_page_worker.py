"""The analysis worker (js/analysis-worker.mjs) in a real page: "Winnable from here?" answered off the main
thread, answers reused along a proved line and after an undo, Look longer, offline, and the in-page fallback
when no worker can start. (How much the worker spares the board's frames is measured by `make bench`.)"""

from __future__ import annotations

import pytest
from apphelp import ONE_FROM_WIN, cell, wait_layout
from offline_helpers import Profile, SiteServer, copy_site, play_a_move, wait_offline_ready
from offline_helpers import wait_ready as wait_ready_offline
from playwright.sync_api import expect

from solitaire import Game, Position, preset
from solitaire.solver import WON, solve

STAT = "#stat-winnable"
# Two moves from a win (the last two kings): a line the worker proves at once.
NO_WORKER = "window.Worker = function Worker() { throw new Error('workers are switched off in this test'); };"


def two_from_win() -> Game:
    """A position two moves from a won board (ONE_FROM_WIN with its last move taken back)."""
    game = Game(preset("gaps", 0), 1, Position.from_layout(ONE_FROM_WIN))
    return game


def verdict(page) -> str:
    return page.locator(STAT).get_attribute("data-verdict")


def where(page) -> str | None:
    return page.locator("html").get_attribute("data-analysis")


def test_the_verdict_comes_from_the_worker(open_app):
    page = open_app(f"variant=gaps&redeals=0&seed=1&layout={ONE_FROM_WIN}")
    expect(page.locator("html")).to_have_attribute("data-analysis", "worker", timeout=60_000)
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "yes", timeout=30_000)
    expect(page.locator(f"{STAT} b")).to_have_text("Yes")
    # The sentence that says how sure the answer is, said once in the status's live region.
    expect(page.locator("#winnable-said")).to_have_text("Winnable from here: yes, there is a win.")
    expect(page.locator("#look-longer")).to_be_hidden()
    # A worker is running, and the page runs no solver of its own.
    assert page.evaluate("document.documentElement.dataset.analysis") == "worker"
