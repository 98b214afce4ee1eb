#!/usr/bin/env python3
"""How soon "Winnable from here?" answers at the start of a deal: Yes or No within 8 s, per default preset.

Usage: .venv/bin/python bench/verdict_bench.py [--deals 30] [--start 100] [--variants addiction,gaps,...]
       [--limit 8] [--json FILE]
(`make bench-verdict` builds first and runs this; `make bench` runs it last.)

The built site (dist/) on scripts/serve.py, in headless Chromium, one page for
all the deals of a run, as a player who deals one game after another: the page
is opened once and the benchmark waits until the analysis runs in the worker
(<html data-analysis="worker">). Then, for each seed START..START+N-1 of each
variant (its default preset: its default redeals), it deals the game through
the New game dialog (the variant, the deal number, Deal) and watches
#stat-winnable: the time from the click on Deal (the event's timeStamp) to the
first "won" or "unwinnable" for the new deal (a MutationObserver notes each verdict
with the analysis request it answers). A deal with no Yes or No within --limit
seconds counts as not answered, with what it showed then (still looking, or
"Not sure" once the worker's budget was spent).

Not a test: no pass or fail, only figures (issue 16 asks for a Yes or No
within 8 s on at least 90% of 30 deals of each default preset). The worker
searches for wall time, so a loaded machine answers later: the report gives
the load average at the start and the end.
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

from apphelp import LAYOUT_JS  # noqa: E402
from browser_guard import CHROMIUM_ARGS, PLAYERS_CHROMIUM  # noqa: E402 - the whole browser, as players run it
from offline_helpers import SiteServer  # noqa: E402

from solitaire import Game, preset  # noqa: E402

VARIANTS = ("addiction", "gaps", "montana", "spaces")
DECIDED = ("yes", "no")

# Installed before any page script: each verdict #stat-winnable shows, with the request it answers and when
# (ms since navigation start), and the timeStamp of each click on Deal.
WATCH = """
window.__verdicts = [];
window.__dealt = [];
document.addEventListener("click", (event) => {
  if (event.target && event.target.closest && event.target.closest("#new-deal")) window.__dealt.push(event.timeStamp);
}, true);
new MutationObserver(() => {
  const stat = document.getElementById("stat-winnable");
  if (!stat) return;
  const last = window.__verdicts[window.__verdicts.length - 1];
  const entry = [performance.now(), stat.dataset.verdict || "", Number(stat.dataset.request || 0)];
  if (!last || last[1] !== entry[1] || last[2] !== entry[2]) window.__verdicts.push(entry);
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-verdict", "data-request"] });
"""


def deal(page, variant: str, seed: int) -> float:
    """Deal ``variant`` ``seed`` through the New game dialog; the click's timeStamp (ms)."""
    clicks = page.evaluate("window.__dealt.length")
    page.click("#new-game")
    page.locator(f"#new-variants input[value={variant}]").check()
    page.fill("#new-seed", str(seed))
    page.click("#new-deal")
    layout = Game(preset(variant), seed).position.layout()
    page.wait_for_function(
        f"([layout, n]) => ({LAYOUT_JS})() === layout && window.__dealt.length > n",
        arg=[layout, clicks],
        timeout=20_000,
    )
    return page.evaluate("window.__dealt[window.__dealt.length - 1]")


def answer(page, clicked: float, limit_s: float) -> tuple[str, float | None]:
    """The first Yes or No for the deal dealt at ``clicked`` and how long after it (ms), else what
    was shown after ``limit_s`` and None."""
    deadline = time.monotonic() + limit_s + 1.0  # the page's clock decides; this only ends the wait
    first_request = None
    while True:
        verdicts = page.evaluate("window.__verdicts")
        after = [v for v in verdicts if v[0] >= clicked]
        if after and first_request is None:
            first_request = after[0][2]
        for at, verdict, request in after:
            if request >= (first_request or 0) and verdict in DECIDED:
                elapsed = at - clicked
                if elapsed <= limit_s * 1000:
                    return verdict, elapsed
                return f"{verdict} after the limit", None
        if time.monotonic() > deadline:
            shown = after[-1][1] if after else "pending"
            return shown, None
        page.wait_for_timeout(50)


def load() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30, help="deals per variant (default 30)")
    parser.add_argument("--start", type=int, default=100, help="the first seed (default 100)")
    parser.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated presets (default: the four)")
    parser.add_argument("--limit", type=float, default=8.0, help="seconds a Yes or No may take (default 8)")
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "verdict-results.json")
    args = parser.parse_args(argv)
    variants = [v for v in args.variants.split(",") if v]
    unknown = sorted(set(variants) - set(VARIANTS))
    if unknown or args.deals < 1 or args.limit <= 0:
        print(f"bad arguments: variants {unknown or 'ok'}, deals {args.deals}, limit {args.limit}", file=sys.stderr)
        return 2
    dist = ROOT / "dist"
    if not (dist / "js" / "analysis-worker.mjs").is_file():
        print("dist/ has no analysis worker: run `make build` first", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    report: dict = {"deals": args.deals, "start": args.start, "limit_s": args.limit, "load_before": load()}
    print(f"load average before: {report['load_before']}", flush=True)
    server = SiteServer(dist)
    rows: dict[str, list[dict]] = {}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=PLAYERS_CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                context = browser.new_context()
                context.add_init_script(WATCH)
                page = context.new_page()
                page.goto(f"{server.url}/?variant=gaps&seed=1")
                page.wait_for_selector('html[data-ready][data-analysis="worker"]', state="attached", timeout=120_000)
                for variant in variants:
                    rows[variant] = []
                    for seed in range(args.start, args.start + args.deals):
                        clicked = deal(page, variant, seed)
                        verdict, ms = answer(page, clicked, args.limit)
                        rows[variant].append({"seed": seed, "verdict": verdict, "ms": ms})
                        shown = f"{ms / 1000:.2f} s" if ms is not None else f"none within {args.limit:g} s"
                        print(f"{variant:10} {seed:6} {verdict:24} {shown}", flush=True)
                context.close()
            finally:
                browser.close()
    finally:
        server.stop()
    report["load_after"] = load()
    report["rows"] = rows
    print(f"\nload average after: {report['load_after']}")
    print(f"{'preset':10} {'deals':>5} {'yes':>4} {'no':>4} {'answered':>9} {'median':>8} {'p90':>8}")
    for variant, deals in rows.items():
        times = sorted(d["ms"] for d in deals if d["ms"] is not None)
        yes = sum(d["verdict"] == "won" and d["ms"] is not None for d in deals)
        no = sum(d["verdict"] == "unwinnable" and d["ms"] is not None for d in deals)
        share = len(times) / len(deals)
        median = f"{statistics.median(times) / 1000:.2f} s" if times else "-"
        p90 = f"{times[min(len(times) - 1, round(0.9 * (len(times) - 1)))] / 1000:.2f} s" if times else "-"
        print(f"{variant:10} {len(deals):5} {yes:4} {no:4} {share:9.0%} {median:>8} {p90:>8}")
        report.setdefault("summary", {})[variant] = {"answered": share, "yes": yes, "no": no}
    args.json.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {args.json.relative_to(ROOT) if ROOT in args.json.parents else args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
