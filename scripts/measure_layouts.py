#!/usr/bin/env python3
"""Measure the ways a phone in portrait can draw the board (docs/layout.md): the smallest card box and
the board's share of the screen, for 13 and 14 columns, at 360x640 and 390x844.

  A  rows across: the game's 4 rows of 13 across the screen (the layout before issue 14);
  B  turned: each game row runs top to bottom, 4 columns of 13 (the layout as built);
  D  rows wrapped: each game row in two lines of at most 7, rows one under another.

B is the page as built. A and D are drawn by a stylesheet added to the page for the measurement
(D's card size worked out here from the room the page leaves the board, cards 1.3 times as high as
wide, 3 px between cards and 6 px more between game rows). A 14th column is a copy of each row's last
cell. Serves dist/ (run `make build` first) with scripts/serve.py and prints a Markdown table.
Run: .venv/bin/python scripts/measure_layouts.py

With --shapes it measures the page as built instead: the smallest cell box of a game of each shape of
board (4 rows of 6, 10, 13 and 14 cells, 8 rows of 13 and 14) at the four sizes of the browser tests
(docs/layout.md, "Every shape of board").
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from browser_guard import CHROMIUM, CHROMIUM_ARGS  # noqa: E402 - the same browser as the tests
from local_site import run, serving  # noqa: E402

PHONE = {"is_mobile": True, "has_touch": True, "device_scale_factor": 2, "bypass_csp": True}
ACROSS = """
.table { --turned: 0 !important; --ratio: 1.85; --g: 0.06; --frame: 0.1; }
.board { grid-auto-flow: row !important; grid-template-columns: repeat(var(--cols), var(--cw)) !important;
  grid-template-rows: none !important; grid-auto-rows: var(--ch) !important; gap: var(--gap) !important;
  padding: calc(var(--cw) * var(--frame)) !important; }
.cell::before { content: none !important; }
.face { flex-direction: column !important; }
"""
WRAPPED = """
.table { --turned: 0 !important; }
.board { grid-auto-flow: row !important; grid-template-columns: repeat(7, var(--cw)) !important;
  grid-template-rows: none !important; grid-auto-rows: var(--ch) !important; gap: 3px !important;
  padding: 3px !important; }
.row > .cell:first-child { grid-column-start: 1; margin-top: 6px; }
.cell::before { content: none !important; }
.face { flex-direction: column !important; }
"""
WRAPPED_FIT = """() => {
  const table = document.querySelector('.table');
  const box = table.getBoundingClientRect(), style = getComputedStyle(table);
  const width = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const height = box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const cols = +getComputedStyle(document.getElementById('board')).getPropertyValue('--cols');
  const lines = 4 * Math.ceil(cols / 7);
  const cw = Math.min((width - 2 - 6 - 6 * 3) / 7, (height - 6 - (lines - 1) * 3 - 3 * 6) / lines / 1.3);
  table.style.setProperty('--cw', cw + 'px');
  table.style.setProperty('--ch', cw * 1.3 + 'px');
}"""
FOURTEEN = """() => {
  for (const row of document.querySelectorAll('#board .row')) {
    const cell = row.lastElementChild.cloneNode(true);
    cell.dataset.col = '13';
    row.append(cell);
  }
  document.getElementById('board').style.setProperty('--cols', '14');
}"""
MEASURE = """() => {
  const cells = [...document.querySelectorAll('#board .cell')].map((c) => c.getBoundingClientRect());
  const board = document.getElementById('board').getBoundingClientRect();
  const root = document.scrollingElement;
  return {
    width: Math.min(...cells.map((c) => c.width)), height: Math.min(...cells.map((c) => c.height)),
    heightShare: board.height / innerHeight, areaShare: (board.width * board.height) / (innerWidth * innerHeight),
    fits: root.scrollWidth <= root.clientWidth
      && cells.every((c) => c.left >= 0 && c.right <= innerWidth && c.top >= 0 && c.bottom <= innerHeight),
  };
}"""
LAYOUTS = {"A rows across": ACROSS, "B turned": None, "D rows wrapped": WRAPPED}
# A game of each shape (rows x columns) and the sizes of tests/e2e/apphelp.py SIZES.
SHAPES = {
    "line-up": "4 × 6",
    "paganini": "4 × 10",
    "gaps": "4 × 13",
    "galary": "4 × 14",
    "double-montana": "8 × 13",
    "double-blue-moon": "8 × 14",
}
SCREENS = {(360, 640): PHONE, (390, 844): PHONE, (640, 360): PHONE, (1280, 800): {"bypass_csp": True}}


def shapes() -> int:
    """The smallest cell box of each shape at each size, the page as built (a Markdown table)."""
    from playwright.sync_api import sync_playwright

    with serving(ROOT / "dist") as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        rows: dict[str, list[str]] = {name: [] for name in SHAPES}
        for (width, height), traits in SCREENS.items():
            context = browser.new_context(viewport={"width": width, "height": height}, **traits)
            context.add_init_script("try { localStorage.setItem('solitaire-test.analysis', 'off'); } catch (e) {}")
            page = context.new_page()
            for variant in SHAPES:
                page.goto(f"{base}/?variant={variant}&seed=1")
                page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
                page.wait_for_timeout(300)
                m = page.evaluate(MEASURE)
                rows[variant].append(f"{m['width']:.1f} × {m['height']:.1f}{'' if m['fits'] else ' (off screen)'}")
            context.close()
        browser.close()
    print("| board | " + " | ".join(f"{w} × {h}" for w, h in SCREENS) + " |")
    print("| --- |" + " --- |" * len(SCREENS))
    for variant, cells in rows.items():
        print(f"| {SHAPES[variant]} ({variant}) | " + " | ".join(cells) + " |")
    return 0


def main() -> int:
    from playwright.sync_api import sync_playwright

    with serving(ROOT / "dist") as base:
        print(
            "| screen | columns | layout | smallest card box (CSS px) | board's share of the height | of the area "
            "| all on screen |"
        )
        print("| --- | --- | --- | --- | --- | --- | --- |")
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for width, height in ((360, 640), (390, 844)):
                viewport = {"width": width, "height": height}
                for cols in (13, 14):
                    for name, style in LAYOUTS.items():
                        context = browser.new_context(viewport=viewport, **PHONE)
                        page = context.new_page()
                        page.goto(f"{base}/?variant=gaps&seed=7")
                        page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
                        page.evaluate("document.getElementById('message').textContent = ''")
                        if cols == 14:
                            page.evaluate(FOURTEEN)
                        if style:
                            page.add_style_tag(content=style)
                        # js/fit.js works when the board's room changes size: a resize, as a turned phone
                        page.set_viewport_size({"width": width, "height": height - 1})
                        page.wait_for_timeout(400)
                        page.set_viewport_size(viewport)
                        page.wait_for_timeout(400)
                        if style is WRAPPED:
                            page.evaluate(WRAPPED_FIT)
                            page.wait_for_timeout(200)
                        m = page.evaluate(MEASURE)
                        print(
                            f"| {width}×{height} | {cols} | {name} | {m['width']:.1f} × {m['height']:.1f} "
                            f"| {m['heightShare']:.0%} | {m['areaShare']:.0%} | {'yes' if m['fits'] else 'no'} |",
                            flush=True,
                        )
                        context.close()
            browser.close()
    return 0


if __name__ == "__main__":
    run(shapes if "--shapes" in sys.argv[1:] else main)
