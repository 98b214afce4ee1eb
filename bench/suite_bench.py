#!/usr/bin/env python3
"""Test-suite benchmark: how long `make test` takes against the suite issue 27 found, in the same run.

Usage: .venv/bin/python bench/suite_bench.py [--baseline REV] [--rounds 1] [--baseline-first] [--settle 60]
       [--json FILE] [--keep]
(`make bench-suite`; not part of `make bench`: a round takes 30-40 minutes on 2 cores.)

Each round makes two fresh clones of this repository, one at HEAD (what is
committed: a dirty working tree is named in the report, not measured) and
one at the baseline (default 25db68f, the suite as issue 27 found it: 1,087
tests in one process), and runs `make test` in each, one after the other on
the same machine. The rounds alternate which goes first, since the machine's
speed drifts within the hour (docs/testing.md); HEAD goes first in the first
round unless `--baseline-first`. A clone installs what it needs itself
(`make test` runs `make install build` first), so a run's figure is pytest's
own "in N s": the tests, not the install or the build. A run that fails
still counts (the baseline fails 2 tests on this machine: a click that
waits 30 s and a save's time stamp). The report gives each run's counts, its
exit status and the load average before it (after `--settle` seconds of
rest), then the ratio HEAD / baseline of each round and their median.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "25db68f"  # the suite issue 27 was filed against (docs/testing.md)
SUMMARY = re.compile(r"^=+ (?P<counts>.*?) in (?P<seconds>[\d.]+)s(?: \([\d:]+\))? =+$", re.M)


def git(*args: str, cwd: Path = ROOT) -> str:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True).stdout.strip()


def clone(rev: str, dest: Path) -> str:
    """A fresh clone of this repository at ``rev``; returns the commit's short hash."""
    subprocess.run(["git", "clone", "-q", str(ROOT), str(dest)], check=True)
    git("checkout", "-q", rev, cwd=dest)
    return git("rev-parse", "--short", "HEAD", cwd=dest)


def run_suite(tree: Path, log: Path) -> dict:
    """`make test` in ``tree``, its output in ``log``: pytest's summary (counts, seconds), the exit status, wall
    time and load before."""
    load = os.getloadavg()[0]
    started = dt.datetime.now(dt.UTC)
    t0 = time.monotonic()
    with log.open("w") as out:
        status = subprocess.run(["make", "test"], cwd=tree, stdout=out, stderr=subprocess.STDOUT).returncode
    wall = time.monotonic() - t0
    text = log.read_text(errors="replace")
    found = SUMMARY.findall(text)
    counts, seconds = (found[-1][0], float(found[-1][1])) if found else ("no pytest summary", None)
    return {
        "started": started.strftime("%Y-%m-%d %H:%M"),
        "status": status,
        "counts": counts,
        "seconds": seconds,
        "wall": round(wall, 1),
        "load_before": round(load, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help=f"the commit to compare with (default {BASELINE})")
    parser.add_argument("--rounds", type=int, default=1, help="pairs of runs (default 1)")
    parser.add_argument("--baseline-first", action="store_true", help="the baseline first in the first round")
    parser.add_argument("--settle", type=float, default=60, help="seconds of rest before each run but the first")
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "suite-results.json", help="raw results")
    parser.add_argument("--keep", action="store_true", help="keep the clones and the logs (their folder is printed)")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    try:
        commit = git("rev-parse", "HEAD")  # every round measures this one, whatever is committed meanwhile
        head = commit[:7]
        git("rev-parse", "--verify", "--quiet", f"{args.baseline}^{{commit}}")
    except subprocess.CalledProcessError:
        parser.error(f"not a commit of this repository: {args.baseline}")
    if shutil.which("make") is None:
        parser.error("make not found")
    dirty = git("status", "--porcelain", "--untracked-files=no")
    if dirty:
        print(f"note: the working tree has uncommitted changes; HEAD ({head}) is measured without them")

    work = Path(tempfile.mkdtemp(prefix="suite-bench-"))
    rounds = []
    try:
        for number in range(args.rounds):
            order = [("head", commit), ("baseline", args.baseline)]
            if (number + args.baseline_first) % 2:
                order.reverse()
            runs = {}
            for name, rev in order:
                if number or name != order[0][0]:
                    time.sleep(args.settle)  # the load average then is the machine's, not the last run's
                tree = work / f"{name}-{number}"
                short = clone(rev, tree)
                print(f"round {number + 1}: {name} ({short}) ...", flush=True)
                runs[name] = {"commit": short, **run_suite(tree, work / f"{name}-{number}.log")}
                print(f"  {runs[name]['counts']} in {runs[name]['seconds']} s, exit {runs[name]['status']}", flush=True)
                if not args.keep:
                    shutil.rmtree(tree, ignore_errors=True)
            new, old = runs["head"]["seconds"], runs["baseline"]["seconds"]
            ratio = round(new / old, 3) if new and old else None
            rounds.append({"first": order[0][0], "runs": runs, "ratio": ratio})
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"kept: {work}")

    ratios = [r["ratio"] for r in rounds if r["ratio"] is not None]
    report = {"head": head, "baseline": args.baseline, "dirty": bool(dirty), "rounds": rounds}
    report["median_ratio"] = statistics.median(ratios) if ratios else None
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=2) + "\n")

    print("\n| round (UTC) | first | baseline: tests, s | HEAD: tests, s | ratio |")
    print("|---|---|---|---|---|")
    for r in rounds:
        old, new = r["runs"]["baseline"], r["runs"]["head"]
        start = min(old["started"], new["started"])
        print(
            f"| {start} | {r['first']} | {old['counts']}, {old['seconds']} s (load {old['load_before']}) "
            f"| {new['counts']}, {new['seconds']} s (load {new['load_before']}) | {r['ratio']} |"
        )
    print(f"\nmedian ratio HEAD ({head}) / baseline ({args.baseline}): {report['median_ratio']}; raw: {args.json}")
    return 0 if ratios else 1


if __name__ == "__main__":
    sys.exit(main())
