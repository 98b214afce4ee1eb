"""Helpers for the app's e2e tests: read the board from the DOM, tap cells, wait on DOM states."""

from __future__ import annotations

import datetime as dt

from playwright.sync_api import expect

from solitaire import REDEAL, Game, Position, opening, preset, solver
from solitaire.shape import CLASSIC, Shape
from solitaire.winnable import winnable_pool
from tests.boards import ONE_FROM_WIN, TWO_FROM_WIN, TWO_GAPS_AT_THE_LEFT, WON

# The tests' switch for the analysis (docs/testing.md), read by app.analysis.assist.read_switch: parts separated
# by commas, "off" starts no analysis worker (the page searches in slices, as where no worker can start),
# "nodes:N" ends each search budget after N nodes, a number after that many ms.
ANALYSIS_KEY = "solitaire-test.analysis"


def analysis_switch(value: str) -> str:
    """An init script setting the switch to ``value`` in every document before its scripts run."""
    return f"try {{ localStorage.setItem({ANALYSIS_KEY!r}, {value!r}); }} catch (e) {{}}"  # about:blank throws


# Every value data-verdict takes from now on, in order (window.__verdicts).
RECORD_VERDICTS = """() => {
  const stat = document.querySelector('#stat-winnable');
  window.__verdicts = [];
  new MutationObserver(() => window.__verdicts.push(stat.dataset.verdict))
    .observe(stat, {attributes: true, attributeFilter: ['data-verdict']});
}"""


LAYOUT_JS = """() => {
  const rows = [];  // 4 rows, or 8 with two decks
  for (const c of document.querySelectorAll('#board [data-row]'))
    (rows[+c.dataset.row] ||= [])[+c.dataset.col] = c.dataset.card || '--';
  return rows.map(r => r.join('')).join('/');
}"""


def layout(page) -> str:
    """The board in the DOM as a layout string (DESIGN.md)."""
    return page.evaluate(LAYOUT_JS)


def wait_layout(page, expected: str, timeout: float = 10_000) -> None:
    """Wait until the DOM board reads ``expected``; fail showing both boards if it never does."""
    try:
        page.wait_for_function(f"(want) => ({LAYOUT_JS})() === want", arg=expected, timeout=timeout)
    except Exception:
        assert layout(page) == expected
        raise


def cell(page, index: int, columns: int = CLASSIC.columns):
    row, col = divmod(index, columns)  # 13 columns, 14 where the aces play, 6 or 10 in a short deck
    return page.locator(f'#board [data-row="{row}"][data-col="{col}"]')


def tap(page, index: int, columns: int = CLASSIC.columns) -> None:
    cell(page, index, columns).click()


def press(page, button_id: str) -> None:
    """Click toolbar button ``#button_id``, opening the "More" menu first when the button sits in it."""
    button = page.locator(f"#{button_id}")
    if button.evaluate("(b) => { const menu = b.closest('#more-menu'); return !!menu && menu.hidden; }"):
        page.click("#more")
    button.click()


def stat(page, name: str) -> int:
    """The first number in #stat-<name>."""
    text = page.locator(f"#stat-{name}").inner_text()
    return int("".join(ch if ch.isdigit() else " " for ch in text).split()[0])


def expect_stat(page, name: str, value: int) -> None:
    expect(page.locator(f"#stat-{name} b").first).to_have_text(str(value))


def storage(page) -> dict[str, str]:
    return page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('solitaire.'))"
        ".map(k => [k, localStorage.getItem(k)]))"
    )


def single_moves(position: Position) -> tuple[int, int]:
    """A card that has exactly one move, and a gap that exactly one card fits (cells); neither card locked in
    place (a tap on a locked card only asks where: issue 13's guard against a stray tap)."""

    def free(move) -> bool:
        return not position.is_locked(move.src)

    card = next(m.src for m in position.legal_moves() if len(position.moves_from(m.src)) == 1 and free(m))
    gap = next(g for g in position.gaps() if len(moves := position.moves_to(g)) == 1 and free(moves[0]))
    return card, gap


def stuck_card(position: Position) -> int:
    return next(i for i, c in enumerate(position.cells) if c and not position.moves_from(i))


def new_deal(page, variant: str, seed: int, wait: bool = True) -> None:
    """Deal ``variant``'s deal ``seed`` through the New-game dialog, as a player does; with ``wait``, until the
    board reads its opening (not for Spoilt: its waste and talon row is not in the layout string)."""
    page.click("#new-game")
    page.locator(f"#new-variants input[value={variant}]").check()
    page.fill("#new-seed", str(seed))
    page.click("#new-deal")
    if wait:
        wait_layout(page, Game(preset(variant), seed).position.layout())


def play_one(page, shape: Shape = CLASSIC) -> str:
    """Tap a card that has exactly one move on a board of ``shape``; return the layout after it."""
    position = Position.from_layout(layout(page), shape)
    card, _ = single_moves(position)
    tap(page, card, shape.columns)
    after = position.play(position.moves_from(card)[0]).layout()
    wait_layout(page, after)
    return after


def centre(page, index: int, columns: int = CLASSIC.columns) -> tuple[float, float]:
    box = cell(page, index, columns).bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def mouse_drag(page, src: int, dst: int, check_during=None) -> None:
    x0, y0 = centre(page, src)
    x1, y1 = centre(page, dst)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x0 + (x1 - x0) / 3, y0 + (y1 - y0) / 3, steps=4)
    page.mouse.move(x1, y1, steps=6)
    if check_during is not None:
        check_during()
    page.mouse.up()


def touch_drag(page, src: int, dst: int, columns: int = CLASSIC.columns) -> None:
    """A finger drag, as Chromium gets it from a touch screen (CDP touch events make the pointer events)."""
    client = page.context.new_cdp_session(page)
    x0, y0 = centre(page, src, columns)
    x1, y1 = centre(page, dst, columns)
    client.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
    for n in range(1, 11):
        x, y = x0 + (x1 - x0) * n / 10, y0 + (y1 - y0) * n / 10
        client.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    client.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    client.detach()


FOCUSED = """() => {
  const el = document.activeElement;
  if (!el || !el.closest('#board')) return el ? el.id || el.tagName : null;
  return [+el.dataset.row, +el.dataset.col];
}"""


def focused(page):
    value = page.evaluate(FOCUSED)
    return tuple(value) if isinstance(value, list) else value


def tab_into_board(page) -> None:
    page.locator("body").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if isinstance(page.evaluate(FOCUSED), list):
            return
    raise AssertionError("Tab never reached the board")


def go_to(page, index: int) -> None:
    """Walk the focus to cell ``index`` with the arrow keys from the top left corner."""
    page.keyboard.press("Control+Home")
    row, col = CLASSIC.coords(index)
    for _ in range(row):
        page.keyboard.press("ArrowDown")
    for _ in range(col):
        page.keyboard.press("ArrowRight")
    assert focused(page) == (row, col)


PHONE_TRAITS = {"is_mobile": True, "has_touch": True, "device_scale_factor": 2}

SIZES = {
    "phone-portrait": {"viewport": {"width": 360, "height": 640}, **PHONE_TRAITS},
    "phone-portrait-390": {"viewport": {"width": 390, "height": 844}, **PHONE_TRAITS},
    "phone-landscape": {"viewport": {"width": 640, "height": 360}, **PHONE_TRAITS},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}


def open_in(
    guard_factory, server, wait_ready, options, query="variant=addiction&seed=20261129", language=None, scripts=()
):
    """A page of a context with ``options``, at ``/?query``, ready: with ``language`` stored as the player's
    choice, and ``scripts`` (init scripts) run in every document before its own."""
    guard = guard_factory(**options)
    page = guard.new_page()
    for script in scripts:
        page.add_init_script(script)
    if language:
        page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', '{{\"language\": \"{language}\"}}')")
    page.goto(f"{server}/?{query}")
    wait_ready(page)
    return guard, page


NOON = dt.datetime(2026, 12, 1, 12, 0)


def near_the_end(actions_left: int) -> tuple[int, str]:
    """A Gaps deal from the winnable list and a position of its winning line ``actions_left`` actions before
    the win, with no redeal among them (so a link with redeals=0 opens a game that can still be won)."""
    pool = winnable_pool("gaps", 3)
    for entry in sorted(pool.entries, key=lambda e: e.nodes)[:20]:
        settings = preset("gaps", 3)
        found = solver.solve(opening(settings, entry.seed), settings, entry.seed, 3, None, pool.replay_budget(entry))
        assert found.verdict == solver.WON
        tail = found.line[-actions_left:]
        if REDEAL in tail:
            continue
        game = Game(settings, entry.seed)
        for action in found.line[:-actions_left]:
            game.push(action)
        return entry.seed, game.position.layout()
    raise AssertionError("no winning line with enough moves after its last redeal")


# Gaps 0-redeal deal 0 stays undecided for many seconds in the page: a hard position for the
# analysis (if a faster solver ever decides it quickly, pick a harder deal here).
HARD = "variant=gaps&redeals=0&seed=0"


__all__ = ["ONE_FROM_WIN", "TWO_FROM_WIN", "TWO_GAPS_AT_THE_LEFT", "WON", "Game"]


# No service worker: page.route sees every request, so Python's files can be held back.
NO_WORKER = {"service_workers": "block"}
BUNDLE = "**/py/bundle.zip.zst"


def hold(page, pattern: str = BUNDLE) -> list:
    """Hold back every request matching ``pattern`` until its route is continued (Python cannot start)."""
    held: list = []
    page.route(pattern, lambda route: held.append(route))
    return held


def release(page, held: list, pattern: str = BUNDLE) -> None:
    """Let the held requests go (waiting for the first to arrive) and stop holding."""
    for _ in range(1200):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "Python's files were never asked for"
    for route in held:
        route.continue_()
    page.unroute(pattern)


def release_and_expect_played(page, held: list, wait_ready, position: Position, card: int) -> None:
    """Let Python start, then see the tap on ``card`` made before it carried out: the one move from it."""
    release(page, held)
    wait_ready(page)
    wait_layout(page, position.play(position.moves_from(card)[0]).layout())
    expect(page.locator("#stat-moves b")).to_have_text("1")
