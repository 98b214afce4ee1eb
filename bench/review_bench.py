#!/usr/bin/env python3
"""How often the end dialog's review finds where a game slipped, within its 30 s, per default preset.

Usage: .venv/bin/python bench/review_bench.py [--games 30] [--variants addiction,gaps,...] [--json FILE]
(`make bench-review` builds first and runs this.)

For each variant (its default preset), games are played under CPython by a random legal policy
(tests/boards.random_game, policy seed = the game's number) from the variant's proved-winnable deals, in
list order, keeping those that end lost or stuck, until --games of them are found. Each is handed to the
built site (dist/ on scripts/serve.py, headless Chromium, one page as a returning player) as a game in
progress one action before its end, through the app's own session and save under CPython; the page
resumes it, the benchmark gives up through the toolbar, clicks "Where did it slip?" and waits for
#review-result's data-review="done" (the review's own budget: 4 s a position, 30 s in all, with the
analysis worker). It records what it found (data-finding: "slip" is a slip proved on both sides, the
issue's count) and the time from the click to the finding.

Not a test: no pass or fail, only figures (issue 30 asks for a slip found for at least 80% within 30 s
each). The worker searches for wall time, so a loaded machine finds fewer: the report gives the load
average at the start and the end.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT))

from offline_helpers import CHROMIUM, CHROMIUM_ARGS, SiteServer  # noqa: E402

from solitaire import Outcome, preset  # noqa: E402
from solitaire.winnable import winnable_seeds  # noqa: E402
from tests.app.fakes import new_session  # noqa: E402
from tests.boards import random_game  # noqa: E402

VARIANTS = ("addiction", "gaps", "montana", "spaces")
FOUND = "slip"


def lost_games(variant: str, count: int):
    """(seed, storage) for ``count`` random-policy games of ``variant`` that did not win: the app's storage
    with the game in progress one action before its end."""
    redeals = preset(variant).redeals
    found = []
    for n, seed in enumerate(winnable_seeds(variant, redeals)):
        game = random_game(variant, redeals, seed, n)
        if game.status.outcome is Outcome.WON or len(game.actions) < 2:
            continue
        storage: dict = {}
        session = new_session(storage, query=f"?variant={variant}&seed={seed}&redeals={redeals}")
        for action in game.actions[:-1]:
            session.apply(action)
        found.append((seed, storage))
        if len(found) == count:
            break
    return found


def review_one(page, server: SiteServer, storage: dict) -> tuple[str, float]:
    """Resume the saved game, give up, review: what it found and the seconds from the click to the finding."""
    page.evaluate(
        "(items) => { localStorage.clear(); for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
        storage,
    )
    page.goto(f"{server.url}/")  # the saved game, as a returning player finds it
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    page.wait_for_selector("html[data-analysis=worker]", timeout=120_000)
    page.click("#more")
    page.click("#give-up")
    page.click("#confirm-ok")
    page.wait_for_selector("#review:not([hidden])", timeout=30_000)
    started = time.monotonic()
    page.click("#review")
    page.wait_for_selector("#review-result[data-review=done]", timeout=120_000)
    seconds = time.monotonic() - started
    return str(page.get_attribute("#review-result", "data-finding")), seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "review-results.json")
    args = parser.parse_args(argv)
    dist = ROOT / "dist"
    if not (dist / "sw.js").is_file():
        print("dist/ is not built: run `make build` first", file=sys.stderr)
        return 1
    variants = [v for v in args.variants.split(",") if v]
    unknown = [v for v in variants if v not in VARIANTS]
    if unknown:
        print(f"not a default preset of this benchmark: {', '.join(unknown)}", file=sys.stderr)
        return 2

    from playwright.sync_api import sync_playwright

    load_start = os.getloadavg()[0]
    report: dict = {"games": args.games, "variants": {}}
    server = SiteServer(dist)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                context = browser.new_context(viewport={"width": 1280, "height": 800})
                page = context.new_page()
                page.goto(f"{server.url}/")
                page.wait_for_selector("html[data-ready]", timeout=120_000)
                for variant in variants:
                    rows = []
                    for seed, storage in lost_games(variant, args.games):
                        kind, seconds = review_one(page, server, storage)
                        rows.append({"seed": seed, "finding": kind, "seconds": round(seconds, 2)})
                        print(f"{variant} {seed}: {kind} in {seconds:.1f} s", flush=True)
                    report["variants"][variant] = rows
            finally:
                browser.close()
    finally:
        server.stop()
    report["load"] = [round(load_start, 1), round(os.getloadavg()[0], 1)]
    args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")

    print(f"\n{args.games} games a variant; load {report['load'][0]}-{report['load'][1]}")
    print("| variant | games | slip found (both sides proved) | seconds to the finding, median (max) | others |")
    print("| --- | --- | --- | --- | --- |")
    for variant, rows in report["variants"].items():
        found = sum(1 for r in rows if r["finding"] == FOUND)
        times = [r["seconds"] for r in rows]
        others: dict[str, int] = {}
        for r in rows:
            if r["finding"] != FOUND:
                others[r["finding"]] = others.get(r["finding"], 0) + 1
        share = f"{found} ({100 * found / len(rows):.0f}%)" if rows else "0"
        spread = f"{statistics.median(times):.1f} ({max(times):.1f})" if times else "-"
        other = ", ".join(f"{k} {v}" for k, v in sorted(others.items())) or "-"
        print(f"| {variant} | {len(rows)} | {share} | {spread} | {other} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
