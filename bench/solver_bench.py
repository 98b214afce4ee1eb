#!/usr/bin/env python3
"""Solver benchmark: expansions per CPU second of this tree's solver against a baseline's, in the same run.

Usage: .venv/bin/python bench/solver_bench.py [--baseline REV] [--repeats 5] [--json FILE]
(`make bench-solver` runs this alone; `make bench` runs it after the browser benchmark.)

The baseline is the solver of commit REV (default: the last one before the
solver was rewritten for speed), read with `git show REV:py/solitaire/solver.py`
and loaded as a module of this tree's engine package: it imports only the
engine (deal, errors, game, position, settings), whose interfaces it uses are
unchanged but for the board's shape, now required by ``Move`` and ``Position``:
the loader gives it the classic board's, the only one it knew. Each
workload expands a fixed number of positions from the opening of fixed
seeds, baseline and new alternately, `--repeats` times; its figure is the
fastest CPU time of each (time.process_time, steady on a shared machine).
The report gives expansions per CPU second and the ratio new / baseline.

Workloads:

- "same search": the new code running the baseline's search (``Search`` with
  a visited set per order, the searches the baseline runs by default and for
  Auto's plans). The bench checks that both expand the same positions (the
  same count, the same most locked cards, the same verdict), so the ratio is
  the cost of an expansion and nothing else.
- "default": ``Solver`` as each version runs by default at 0 redeals. The
  new one shares one set of seen positions between its orders, so it expands
  other positions: the ratio is expansions per second of two different
  searches, not a speed-up of the same work (docs/tried.md compares what the
  searches decide at equal CPU time). Its work is counted in the solver's
  units: an expansion of the complete search, or ``BOARDS_PER_UNIT`` boards
  of the dive (the win finder with no redeal left).
- "dive": the dive alone (``solitaire.solver.dive.Dive``), boards visited per CPU
  second against the baseline's expansions per CPU second. A board of the
  dive is not an expansion (no class key, no dead-position test, no
  reduction; it proves nothing): the ratio says how many more positions the
  finder looks at, not that an expansion got cheaper.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from solitaire import opening, preset  # noqa: E402
from solitaire.position import Move, Position  # noqa: E402
from solitaire.shape import CLASSIC  # noqa: E402
from solitaire.solver import Solver  # noqa: E402
from solitaire.solver.dive import Dive  # noqa: E402
from solitaire.solver.search import PLAN_ORDERS, Search  # noqa: E402

BASELINE = "f2555c1"  # the solver before its cheaper nodes (docs/solver.md, "Measuring it")

# (label, variant, redeals, seeds, expansions a seed, Auto's pruning)
SAME_SEARCH = [
    ("0-redeal Gaps", "gaps", 0, (0, 2, 6), 8000, False),
    ("Auto's plans (weaker pruning)", "gaps", 0, (0, 2, 5, 7), 1000, True),
    ("Montana, 2 redeals (exact search)", "montana", 2, (0, 2), 3000, False),
    ("Spaces, 3 redeals (exact search)", "spaces", 3, (0, 5), 3000, False),
]
DEFAULT = [("0-redeal Gaps", "gaps", 0, (0, 2, 6), 8000, False)]
DIVE = [("0-redeal Gaps (boards, not expansions)", "gaps", 0, (0, 2, 6), 8000, False)]


def load_baseline(rev: str):
    """The baseline's solver module, as a module of this tree's ``solitaire`` package."""
    try:
        source = subprocess.run(
            ["git", "show", f"{rev}:py/solitaire/solver.py"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError) as err:
        sys.exit(f"solver_bench: cannot read the baseline solver of {rev!r} with git ({err}); pass --baseline REV")
    name = "solitaire._bench_baseline_solver"
    spec = importlib.util.spec_from_loader(name, loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "solitaire"
    sys.modules[name] = module  # dataclasses look their module up here
    exec(compile(source, f"{rev}:py/solitaire/solver.py", "exec"), module.__dict__)
    # The baseline predates the board's shape being required (Move's columns, Position's shape): it
    # knew the classic board only, so it gets that one.
    module.Move = lambda card, src, dst: Move(card, src, dst, CLASSIC.columns)
    module.Position = lambda cells: Position(cells, CLASSIC)
    return module


def run_baseline(base, variant: str, redeals: int, seed: int, nodes: int, weak: bool) -> tuple:
    rules = preset(variant, redeals)
    solver = base.Solver(opening(rules, seed), rules, seed, redeals, max_nodes=nodes, weak_pruning=weak)
    result = solver.step(nodes)
    return result.nodes, solver.best_locked, result.verdict


def run_same_search(variant: str, redeals: int, seed: int, nodes: int, weak: bool) -> tuple:
    rules = preset(variant, redeals)
    search = Search(bytes(opening(rules, seed).cells), redeals, rules, seed, PLAN_ORDERS, shared=False, weak=weak)
    search.step(nodes)
    verdict = "won" if search.won else "unwinnable" if search.exhausted else "unknown"
    return search.nodes, search.best_locked, verdict


def run_default(variant: str, redeals: int, seed: int, nodes: int, weak: bool) -> tuple:
    rules = preset(variant, redeals)
    solver = Solver(opening(rules, seed), rules, seed, redeals, max_nodes=nodes, weak_pruning=weak)
    result = solver.step(nodes)
    return result.nodes, solver.best_locked, result.verdict


def run_dive(variant: str, redeals: int, seed: int, nodes: int, weak: bool) -> tuple:
    """The dive alone for ``nodes`` units: (boards visited, 0, verdict)."""
    dive = Dive(bytes(opening(preset(variant, redeals), seed).cells))
    dive.step(nodes)
    return dive.boards, 0, "won" if dive.line is not None else "unknown"


def timed(run, *args) -> tuple[float, tuple]:
    started = time.process_time()
    out = run(*args)
    return time.process_time() - started, out


def measure(workload, base, new_run, repeats: int, same: bool) -> dict:
    label, variant, redeals, seeds, nodes, weak = workload
    best = {"baseline": {}, "new": {}}
    for _ in range(repeats):
        for seed in seeds:
            for name, run in (("baseline", lambda *a: run_baseline(base, *a)), ("new", new_run)):
                seconds, out = timed(run, variant, redeals, seed, nodes, weak)
                old = best[name].get(seed)
                if old is None or seconds < old[0]:
                    best[name][seed] = (seconds, out)
    row = {"workload": label, "seeds": list(seeds), "nodes_per_seed": nodes}
    for name in ("baseline", "new"):
        seconds = sum(best[name][seed][0] for seed in seeds)
        expanded = sum(best[name][seed][1][0] for seed in seeds)
        row[name] = {"cpu_seconds": round(seconds, 4), "expansions": expanded, "per_second": round(expanded / seconds)}
    if same:
        for seed in seeds:
            if best["baseline"][seed][1] != best["new"][seed][1]:
                sys.exit(
                    f"solver_bench: {label}, seed {seed}: the searches differ "
                    f"(baseline {best['baseline'][seed][1]}, new {best['new'][seed][1]})"
                )
    row["ratio"] = round(row["new"]["per_second"] / row["baseline"]["per_second"], 3)
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description="Solver expansions per CPU second against a baseline commit.")
    parser.add_argument("--baseline", default=BASELINE, help=f"the commit to compare with (default {BASELINE})")
    parser.add_argument("--repeats", type=int, default=5, help="runs of each workload; the fastest counts (default 5)")
    parser.add_argument("--json", type=Path, help="also write the results to this file")
    args = parser.parse_args()
    if args.repeats < 1:
        parser.error("--repeats must be at least 1")
    base = load_baseline(args.baseline)
    rows = [("same search", measure(w, base, run_same_search, args.repeats, True)) for w in SAME_SEARCH]
    rows += [("default", measure(w, base, run_default, args.repeats, False)) for w in DEFAULT]
    rows += [("dive", measure(w, base, run_dive, args.repeats, False)) for w in DIVE]
    print(f"solver: this tree against {args.baseline}, expansions per CPU second (fastest of {args.repeats} runs)")
    print(f"{'':12} {'workload':40} {'baseline':>9} {'new':>9} {'ratio':>6}")
    for kind, row in rows:
        b, n = row["baseline"]["per_second"], row["new"]["per_second"]
        print(f"{kind:12} {row['workload']:40} {b:9} {n:9} {row['ratio']:6.2f}")
    same = [row["ratio"] for kind, row in rows if kind == "same search"]
    print(f"same search, geometric mean of the ratios: {statistics.geometric_mean(same):.2f}")
    if args.json:
        args.json.write_text(json.dumps({"baseline": args.baseline, "rows": [r for _, r in rows]}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
