"""The analysis worker (js/analysis-worker.mjs) in a real page: "Winnable from here?" answered off the main
thread, answers reused along a proved line and after an undo, Look longer, offline, and the in-page fallback
when no worker can start. (How much the worker spares the board's frames is measured by `make bench`.)"""

from __future__ import annotations

import pytest
from apphelp import ONE_FROM_WIN, RECORD_VERDICTS, analysis_switch, cell, wait_layout
from boards import SOLVE_NODES
from offline_helpers import play_a_move
from playwright.sync_api import expect

from solitaire import Game, Move, preset
from solitaire.cards import card_token
from solitaire.shape import CLASSIC
from solitaire.solver import WON, solve

pytestmark = pytest.mark.analysis  # the analysis as it ships, worker and all

STAT = "#stat-winnable"
EASY = "variant=gaps&redeals=0&seed=1"  # won by the solver within a second or two
HARD = "variant=gaps&redeals=0&seed=0"  # undecided for a long time
NO_WORKER = "window.Worker = function Worker() { throw new Error('workers are switched off in this test'); };"
SHORT_BUDGET = analysis_switch("nodes:20000")  # each search budget ends "not sure" after 20,000 nodes


def verdicts(page) -> list[str]:
    return page.evaluate("window.__verdicts")


def expect_worker(page) -> None:
    expect(page.locator("html")).to_have_attribute("data-analysis", "worker", timeout=60_000)


def open_hard_in_the_worker(page, server, wait_ready) -> None:
    """A hard deal with a short budget; once the worker is ready, a move: its search runs in the worker."""
    page.add_init_script(SHORT_BUDGET)
    page.goto(f"{server}/?{HARD}")
    wait_ready(page)
    # The analysis starts in the page while the worker starts, and moves to the worker once it is ready.
    expect_worker(page)
    play_a_move(page)
    expect(page.locator(STAT)).to_have_attribute("data-searched-in", "worker")


def test_the_verdict_comes_from_the_worker(page, server, wait_ready):
    open_hard_in_the_worker(page, server, wait_ready)
    stat = page.locator(STAT)
    expect(stat).to_have_attribute("data-verdict", "pending")
    expect(stat).to_have_attribute("title", "Winnable from here: not sure yet, still looking.")
    expect(stat).to_have_attribute("data-verdict", "unknown", timeout=60_000)
    assert stat.get_attribute("data-searched-in") == "worker"
    assert int(stat.get_attribute("data-solver-nodes")) > 0
    assert int(stat.get_attribute("data-slices")) >= 1  # the worker's answers: progress, then the verdict
    # How sure the answer is, said once in the status's live region, and in the stat's tooltip.
    expect(page.locator("#winnable-said")).to_have_text(
        "Winnable from here: not sure, no win or loss found in the time given."
    )
    assert page.locator("html").get_attribute("data-analysis-reason") is None


def test_a_move_along_the_proved_line_stays_yes_and_undo_reuses_the_answer(open_app):
    page = open_app(EASY)
    game = Game(preset("gaps", 0), 1)
    expect_worker(page)
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "won", timeout=60_000)
    expect(page.locator(f"{STAT} b")).to_have_text("Yes")
    expect(page.locator("#winnable-said")).to_have_text("Winnable from here: yes, there is a win.")
    expect(page.locator(STAT)).to_have_attribute("title", "Winnable from here: yes, there is a win.")
    expect(page.locator("#look-longer")).to_be_hidden()
    request = page.locator(STAT).get_attribute("data-request")
    # Hint shows the first move of the proved line.
    page.click("#hint")
    expect(page.locator("#message")).to_contain_text("leads to a win")
    card = page.locator('#board [data-hint="card"]')
    gap = page.locator('#board [data-hint="gap"]')
    src = int(card.get_attribute("data-row")) * 13 + int(card.get_attribute("data-col"))
    dst = int(gap.get_attribute("data-row")) * 13 + int(gap.get_attribute("data-col"))
    move = Move(game.position.cells[src], src, dst, CLASSIC.columns)
    page.evaluate(RECORD_VERDICTS)
    card.click()
    after = game.position.play(move)
    wait_layout(page, after.layout())
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "won")
    expect(page.locator(STAT)).to_have_attribute("data-searched-in", "reused")
    assert "pending" not in verdicts(page)  # never "still looking": the rest of the line is known
    assert page.locator(STAT).get_attribute("data-request") != request
    reused = int(page.locator(STAT).get_attribute("data-reused"))
    # Undo: the start's answer again, from the cache, with no new search.
    page.keyboard.press("u")
    wait_layout(page, game.position.layout())
    expect(page.locator(STAT)).to_have_attribute("data-reused", str(reused + 1))
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "won")
    assert "pending" not in verdicts(page)
    # A move off the line is searched again; undoing it finds the start's answer at once.
    other = next(m for m in game.status.legal_moves if m != move)
    cell(page, other.src).click()
    wait_layout(page, game.position.play(other).layout())
    expect(page.locator(STAT)).not_to_have_attribute("data-request", request)
    page.evaluate(RECORD_VERDICTS)
    page.keyboard.press("u")
    wait_layout(page, game.position.layout())
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "won")
    assert "pending" not in verdicts(page)


def test_a_hint_after_the_workers_yes_is_the_first_move_of_the_line_it_proved(open_app):
    """The Yes and the line both come from the worker's answer (the start's Yes may come from the page's own
    search, begun before the worker is up): a move off the proved line, made once the worker is ready, is
    searched there; its Hint is the first move of the line the engine's solver finds, the same in any slices."""
    page = open_app(EASY)
    game = Game(preset("gaps", 0), 1)
    expect_worker(page)
    start = solve(game.position, game.settings, 1, 0, budget=None, max_nodes=SOLVE_NODES)
    off = next(m for m in game.status.legal_moves if m != start.line[0])
    after = game.position.play(off)
    proved = solve(after, game.settings, 1, 0, budget=None, max_nodes=SOLVE_NODES)
    assert proved.verdict == WON and proved.line
    cell(page, off.src).click()
    wait_layout(page, after.layout())
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "won", timeout=60_000)
    assert page.locator(STAT).get_attribute("data-searched-in") == "worker"
    page.click("#hint")
    expect(page.locator("#message")).to_contain_text("leads to a win")
    first = proved.line[0]
    expect(page.locator('#board [data-hint="card"]')).to_have_attribute("data-card", card_token(first.card))
    gap = page.locator('#board [data-hint="gap"]')
    assert (int(gap.get_attribute("data-row")), int(gap.get_attribute("data-col"))) == divmod(first.dst, 13)


def test_look_longer_gives_the_search_another_budget(page, server, wait_ready):
    open_hard_in_the_worker(page, server, wait_ready)
    stat = page.locator(STAT)
    look = page.locator("#look-longer")
    expect(stat).to_have_attribute("data-verdict", "unknown", timeout=60_000)
    expect(stat.locator("b")).to_have_text("Not sure")
    expect(page.locator("#winnable-said")).to_contain_text("not sure")
    expect(look).to_be_visible()
    expect(look).to_have_text("Look longer")
    nodes = int(stat.get_attribute("data-solver-nodes"))
    request = stat.get_attribute("data-request")
    look.click()
    expect(page.locator("#message")).to_contain_text("Looking longer")
    expect(stat).to_have_attribute("data-looks", "2")
    expect(look).to_be_hidden()
    # the same search went on (the same request, more nodes), and ended "not sure" again
    expect(stat).to_have_attribute("data-verdict", "unknown", timeout=60_000)
    assert stat.get_attribute("data-request") == request
    assert stat.get_attribute("data-searched-in") == "worker"
    assert int(stat.get_attribute("data-solver-nodes")) > nodes
    expect(look).to_be_visible()


def test_without_a_worker_the_page_still_answers(page, server, wait_ready):
    # (A browser with no Worker at all cannot run PyScript itself: this page needs one to boot.)
    page.add_init_script(NO_WORKER)
    page.goto(f"{server}/?{EASY}&layout={ONE_FROM_WIN}")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("data-analysis", "page", timeout=30_000)
    assert "switched off" in page.locator("html").get_attribute("data-analysis-reason")
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "won", timeout=30_000)
    page.click("#hint")
    expect(page.locator('#board [data-hint="card"]')).to_have_attribute("data-card", "KC")
    expect(page.locator("#message")).to_contain_text("leads to a win")


def test_a_worker_that_fails_to_load_falls_back_to_the_page(guard_factory, server):
    # No service worker here: a request it serves would not go through page.route.
    guard = guard_factory(service_workers="block", analysis=True)
    try:
        page = guard.new_page()
        page.route(
            "**/js/analysis-worker.mjs",
            lambda route: route.fulfill(
                status=200, content_type="text/javascript", body="throw new Error('a broken worker script');"
            ),
        )
        page.goto(f"{server}/?{EASY}&layout={ONE_FROM_WIN}")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
        expect(page.locator("html")).to_have_attribute("data-analysis", "page", timeout=30_000)
        assert "worker failed" in page.locator("html").get_attribute("data-analysis-reason")
        expect(page.locator(STAT)).to_have_attribute("data-verdict", "won", timeout=30_000)
    finally:
        guard.close_and_check()


@pytest.mark.timeout(600)
@pytest.mark.analysis
def test_offline_the_worker_still_gives_a_verdict(offline_browsing, server, wait_ready):
    assert "/js/analysis-worker.mjs" in offline_browsing.cached
    page = offline_browsing.new_page()
    page.goto(f"{server}/?{EASY}&layout={ONE_FROM_WIN}")
    wait_ready(page)
    expect_worker(page)
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "won", timeout=60_000)
    # and a fresh search, not only an easy start
    page.goto(f"{server}/?{EASY}")
    wait_ready(page)
    expect_worker(page)
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "won", timeout=60_000)


def test_a_hint_asked_while_the_worker_searches_waits_for_it_then_gives_the_heuristics_move(page, server, wait_ready):
    open_hard_in_the_worker(page, server, wait_ready)
    expect(page.locator(STAT)).to_have_attribute("data-verdict", "pending")
    page.click("#hint")
    # the worker searches this very position: the hint waits a moment for its answer ...
    expect(page.locator("#message")).to_have_text("Looking for a hint…")
    # ... and, with none yet (a hard deal), lights the heuristic's move
    expect(page.locator('#board [data-hint="card"]')).to_have_count(1, timeout=10_000)
    expect(page.locator("#message")).to_contain_text("Hint:")
    expect(page.locator(STAT)).to_have_attribute("data-searched-in", "worker")


def test_python_runs_without_stack_switching_in_the_page_and_in_the_worker(page, server, wait_ready):
    # JSPI is hidden from Pyodide in both (js/interpreter.mjs): with it Chromium's renderer crashed now and then
    # while Python started (docs/testing.md). Pyodide asks the same question when its module is made.
    page.goto(f"{server}/?{EASY}")
    wait_ready(page)
    expect_worker(page)
    assert page.evaluate("'Suspending' in WebAssembly || 'promising' in WebAssembly") is False
    (worker,) = page.workers
    assert worker.evaluate("'Suspending' in WebAssembly || 'promising' in WebAssembly") is False
