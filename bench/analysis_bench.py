#!/usr/bin/env python3
"""Move latency while "Winnable from here?" searches: the analysis worker against the in-page fallback.

Usage: .venv/bin/python bench/analysis_bench.py [--runs 3] [--moves 30] [--json FILE]
(`make bench` builds first and runs this after bench/bench.py.)

Both pages are the built site (dist/) on scripts/serve.py with netlify.toml's
headers, in headless Chromium; the fallback page is the same site with an init
script that makes `new Worker(...)` throw, so its analysis runs in the page in
slices between frames (py/app/browser/ui/assist_ui.py), exactly as on a browser where the
worker cannot start. Runs alternate worker/page, one new browser context each.

Each run opens a deal that stays undecided for many seconds (Gaps, no redeal,
deal 0), waits until the analysis runs where it should (<html data-analysis>),
then plays --moves taps through real input (a tap on a live gap, then Undo
by key, each followed by a pause of --pause ms in which the analysis searches
the new position) and measures each action in the page from the input event's
timeStamp (when the browser received it): **handled**, to the end of its
handlers (the board re-rendered: the glue is synchronous), and **framed**, to
the first animation frame after them (which adds up to a frame of waiting for
the display). A slice of search that runs when the input arrives delays the
handler; with the worker nothing on the page's thread does. The report gives,
per mode, the median, p95 and max, and per run pair the ratio worker/page of
the p95; below 1, the worker spares the board. Then, with the board idle, the
search's pace: nodes searched per second of wall time over 4 s, and its ratio
worker/page; and how long after data-ready the analysis could start (for the
worker: Python started in it, from a new browser context, so a first visit
with no snapshot in the cache). Not a test: no pass or fail, only figures (docs/performance.md).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
sys.path.insert(0, str(ROOT / "py"))  # apphelp reads the engine
sys.path.insert(0, str(ROOT))  # and tests/boards.py

from browser_guard import CHROMIUM_ARGS, PLAYERS_CHROMIUM  # noqa: E402 - the whole browser, as players run it
from offline_helpers import SiteServer  # noqa: E402

HARD = "variant=gaps&redeals=0&seed=0"
NO_WORKER = "window.Worker = function Worker() { throw new Error('no worker: in-page run of the benchmark'); };"

# Installed before any page script: every click and keydown timed from its timeStamp (when the browser
# received it) to the end of its handlers (a listener on window, bubbling: after the page's own) and to the
# next animation frame.
LATENCY = """
window.__handled = [];
window.__framed = [];
for (const type of ["click", "keydown"]) {
  window.addEventListener(type, (event) => {
    const received = event.timeStamp;
    window.__handled.push(performance.now() - received);
    requestAnimationFrame((frame) => window.__framed.push(frame - received));
  });
}
// When <html> got data-ready and each data-analysis value (ms since navigation start).
window.__marks = {};
new MutationObserver(() => {
  const root = document.documentElement;
  if (!root) return;
  if (root.hasAttribute("data-ready") && !("ready" in window.__marks)) window.__marks.ready = performance.now();
  const where = root.dataset.analysis;
  if (where && !(where in window.__marks)) window.__marks[where] = performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready", "data-analysis"] });
"""
KINDS = ("handled", "framed")
RATE_S = 4


def summary(values: list[float]) -> dict:
    values = sorted(values)
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "median": statistics.median(values),
        "p95": values[min(len(values) - 1, round(0.95 * (len(values) - 1)))],
        "max": values[-1],
    }


def one_run(browser, server: SiteServer, mode: str, moves: int, pause_ms: int) -> dict:
    context = browser.new_context()
    try:
        context.add_init_script(LATENCY)
        if mode == "page":
            context.add_init_script(NO_WORKER)
        page = context.new_page()
        page.goto(f"{server.url}/?{HARD}")
        page.wait_for_selector(f'html[data-ready][data-analysis="{mode}"]', state="attached", timeout=120_000)
        marks = page.evaluate("window.__marks")
        page.wait_for_timeout(1000)  # the analysis under way
        page.evaluate("window.__handled.length = 0; window.__framed.length = 0")
        slices_before = int(page.locator("#stat-winnable").get_attribute("data-slices") or 0)
        played = 0
        for _ in range(moves):
            gap = page.locator('#board [data-gap="live"]').first
            if gap.count() == 0:
                break
            gap.click()
            page.wait_for_timeout(pause_ms)
            page.keyboard.press("u")
            page.wait_for_timeout(pause_ms)
            played += 1
        page.wait_for_timeout(200)
        latency = {kind: page.evaluate(f"window.__{kind}") for kind in KINDS}
        stat = page.locator("#stat-winnable")
        # The search's pace with the board idle: nodes searched per second of wall time, over RATE_S.
        page.wait_for_timeout(1000)
        nodes0, t0 = int(stat.get_attribute("data-solver-nodes") or 0), time.monotonic()
        page.wait_for_timeout(RATE_S * 1000)
        nodes1, t1 = int(stat.get_attribute("data-solver-nodes") or 0), time.monotonic()
        return {
            "mode": mode,
            "actions": 2 * played,
            "latency": latency,
            "summary": {kind: summary(latency[kind]) for kind in KINDS},
            "nodes_per_s": (nodes1 - nodes0) / (t1 - t0),
            "analysis_ready_after_data_ready_ms": marks.get(mode, 0) - marks.get("ready", 0),
            "verdict": stat.get_attribute("data-verdict"),
            "slices_last_analysis": int(stat.get_attribute("data-slices") or 0),
            "slices_before": slices_before,
        }
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="run pairs (worker, page), alternating")
    parser.add_argument("--moves", type=int, default=30, help="taps per run (each followed by an undo)")
    parser.add_argument("--pause", type=int, default=300, help="ms between actions (the analysis searches)")
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "analysis-results.json")
    args = parser.parse_args(argv)
    dist = ROOT / "dist"
    if not (dist / "js" / "analysis-worker.mjs").is_file():
        print("dist/ has no analysis worker: run `make build` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    server = SiteServer(dist)
    runs: list[dict] = []
    started = time.monotonic()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=PLAYERS_CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                for i in range(args.runs):
                    for mode in ("worker", "page"):
                        run = one_run(browser, server, mode, args.moves, args.pause)
                        h, f = run["summary"]["handled"], run["summary"]["framed"]
                        print(
                            f"run {i + 1} {mode:6}: {run['actions']} actions; handled median {h['median']:.1f} "
                            f"p95 {h['p95']:.1f} max {h['max']:.1f} ms; framed median {f['median']:.1f} "
                            f"p95 {f['p95']:.1f} max {f['max']:.1f} ms; search {run['nodes_per_s']:.0f} nodes/s; "
                            f"{mode} {run['analysis_ready_after_data_ready_ms']:.0f} ms after data-ready",
                            flush=True,
                        )
                        runs.append(run)
            finally:
                browser.close()
    finally:
        server.stop()
    worker = [r for r in runs if r["mode"] == "worker"]
    page = [r for r in runs if r["mode"] == "page"]
    report: dict = {
        "runs": args.runs,
        "moves": args.moves,
        "pause_ms": args.pause,
        "seconds": round(time.monotonic() - started, 1),
        "detail": [{k: v for k, v in r.items() if k != "latency"} for r in runs],
    }
    print()
    for kind in KINDS:
        ratios = [
            w["summary"][kind]["p95"] / p["summary"][kind]["p95"]
            for w, p in zip(worker, page, strict=True)
            if p["summary"][kind].get("p95")
        ]
        report[kind] = {
            "worker": summary([x for r in worker for x in r["latency"][kind]]),
            "page": summary([x for r in page for x in r["latency"][kind]]),
            "p95_ratio_worker_over_page": ratios,
            "p95_ratio_median": statistics.median(ratios) if ratios else None,
        }
        print(f"{kind:8} {'n':>5} {'median':>9} {'p95':>9} {'max':>9}   (ms since the input event)")
        for mode in ("worker", "page"):
            s = report[kind][mode]
            print(f"{mode:8} {s['n']:>5} {s['median']:>9.1f} {s['p95']:>9.1f} {s['max']:>9.1f}")
        if ratios:
            print(
                f"{kind}: p95 ratio worker/page per run pair: "
                + ", ".join(f"{r:.2f}" for r in ratios)
                + f"; median {statistics.median(ratios):.2f}"
            )
    rates = [w["nodes_per_s"] / p["nodes_per_s"] for w, p in zip(worker, page, strict=True) if p["nodes_per_s"]]
    report["search_rate_ratio_worker_over_page"] = rates
    if rates:
        print(
            "search nodes per wall second, ratio worker/page per run pair: "
            + ", ".join(f"{r:.2f}" for r in rates)
            + f"; median {statistics.median(rates):.2f}"
        )
    args.json.write_text(json.dumps(report, indent=1))
    print(f"written {args.json.relative_to(ROOT) if ROOT in args.json.parents else args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
