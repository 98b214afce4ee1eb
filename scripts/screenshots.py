#!/usr/bin/env python3
"""Screenshots of the real page for the README: docs/screenshot-<name>.png for a phone in
portrait (the board turned) and in landscape, a desktop in the light and the dark theme,
and a phone in portrait in German.

Serves the built site (dist/; run `make build` first) with scripts/serve.py on a
free port, opens it in headless system Chromium (the e2e tests' launch flags),
plays a few opening moves of a fixed deal so gaps, locked cards and the status
are all visible, and writes the PNGs. Run: .venv/bin/python scripts/screenshots.py
(--only NAME to take one of them).

With --manifest (`make manifest-screenshots`) it takes instead the two pictures the install dialog shows
(manifest.webmanifest's "screenshots"): screenshots/phone.png (narrow) and screenshots/desktop.png (wide),
each squeezed by pngquant (Debian's pngquant) to a palette PNG of well under 150 KB; it prints each one's
size in pixels, which the manifest's "sizes" must give (tests/test_manifest.py checks them).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the e2e helpers import tests.boards
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "py"))

from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402 - the same browser as the tests
from local_site import run, serving  # noqa: E402

from solitaire import Game, preset  # noqa: E402

VARIANT, SEED = "addiction", 20261129
PHONE = {"device_scale_factor": 2, "is_mobile": True, "has_touch": True}
# name -> (browser context options, the theme set on <html>, the language)
SHOTS: dict[str, tuple[dict, str, str]] = {
    "phone-portrait": ({"viewport": {"width": 390, "height": 844}, **PHONE}, "light", "en"),
    "phone-landscape": ({"viewport": {"width": 844, "height": 390}, **PHONE}, "light", "en"),
    "desktop": ({"viewport": {"width": 1280, "height": 800}, "device_scale_factor": 1}, "light", "en"),
    "desktop-dark": ({"viewport": {"width": 1280, "height": 800}, "device_scale_factor": 1}, "dark", "en"),
    "phone-portrait-de": ({"viewport": {"width": 360, "height": 640}, **PHONE}, "dark", "de"),
}

# The install dialog's pictures (manifest.webmanifest): name -> (options, theme, language), one narrow, one wide.
MANIFEST_SHOTS: dict[str, tuple[dict, str, str]] = {
    "phone": ({"viewport": {"width": 360, "height": 740}, **PHONE}, "light", "en"),
    "desktop": ({"viewport": {"width": 1280, "height": 800}, "device_scale_factor": 1}, "light", "en"),
}


def opening_moves(count: int) -> list[int]:
    """Cells to tap: the gaps of the first ``count`` moves the engine offers (greedy, for a lively board)."""
    game = Game(preset(VARIANT), SEED)
    taps = []
    for _ in range(count):
        moves = game.status.legal_moves
        if not moves:
            break
        move = max(moves, key=lambda m: (m.dst % 13 == 0, -m.dst))
        game.push(move)
        taps.append(move.src)
    return taps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--only", choices=sorted(SHOTS), action="append", help="take only this one (repeatable)")
    parser.add_argument("--manifest", action="store_true", help="the install dialog's pictures, into screenshots/")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    shots = MANIFEST_SHOTS if args.manifest else SHOTS
    if args.manifest:
        if args.out == ROOT / "docs":
            args.out = ROOT / "screenshots"
        if shutil.which("pngquant") is None:
            print("pngquant not found (apt-get install pngquant, or `make manifest-screenshots`)", file=sys.stderr)
            return 1

    with serving(args.dist) as base:
        args.out.mkdir(parents=True, exist_ok=True)
        taps = opening_moves(6)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for name in (args.only or shots) if not args.manifest else shots:
                options, theme, language = shots[name]
                context = browser.new_context(**options, color_scheme=theme, reduced_motion="reduce")
                page = context.new_page()
                prefs = json.dumps(json.dumps({"language": language}))
                page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', {prefs})")
                page.goto(f"{base}/?variant={VARIANT}&seed={SEED}")
                page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
                page.evaluate(f"document.documentElement.setAttribute('data-theme', '{theme}')")
                for index in taps:
                    row, col = divmod(index, 13)
                    page.click(f'#board [data-row="{row}"][data-col="{col}"]')
                page.click("#board [data-gap]")  # leave a last tap's message or choice on show
                page.mouse.move(0, 0)  # no hover effect in the picture
                page.evaluate("document.fonts.ready")
                path = args.out / (f"{name}.png" if args.manifest else f"screenshot-{name}.png")
                page.screenshot(path=str(path), full_page=False)
                if args.manifest:
                    squeeze(path)
                print(f"wrote {path.relative_to(ROOT) if ROOT in path.parents else path}: {png_size(path)}")
                context.close()
            browser.close()
    return 0


def squeeze(path: Path) -> None:
    """``path`` rewritten as a palette PNG (pngquant: 64 colours, the board's greens and the cards need no more)."""
    subprocess.run(
        ["pngquant", "--force", "--skip-if-larger", "--strip", "--speed", "1", "64", "--output", str(path), str(path)],
        check=True,
    )


def png_size(path: Path) -> str:
    """``WIDTHxHEIGHT`` as the manifest writes it, and the file's size."""
    head = path.read_bytes()[16:24]
    width, height = int.from_bytes(head[:4], "big"), int.from_bytes(head[4:], "big")
    return f"{width}x{height}, {path.stat().st_size // 1024} KB"


if __name__ == "__main__":
    run(main)
