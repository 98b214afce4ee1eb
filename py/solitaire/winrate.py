"""Win rates: the solver over many seeded deals, with a Wilson interval and a progress bar."""

from __future__ import annotations

import math
import statistics
import sys
import time
from collections.abc import Iterator
from typing import TextIO

from .deal import opening
from .settings import Settings
from .solver import UNKNOWN, WON, solve


def wilson(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a share of ``successes`` in ``trials``."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def solve_seed(job: tuple[Settings, int, float]) -> tuple[int, str, int, float]:
    """(seed, verdict, nodes, seconds) for the opening of one seed."""
    settings, seed, budget = job
    result = solve(opening(settings, seed), settings, seed, settings.redeals, budget)
    return seed, result.verdict, result.nodes, result.seconds


def _results(settings: Settings, seeds: range, jobs: int, budget: float) -> Iterator[tuple[int, str, int, float]]:
    work = [(settings, seed, budget) for seed in seeds]
    if jobs == 1:
        yield from map(solve_seed, work)
        return
    from multiprocessing import Pool

    with Pool(jobs) as pool:
        yield from pool.imap_unordered(solve_seed, work)


def _bar(done: int, total: int, won: int, unknown: int, started: float, out: TextIO) -> None:
    width = 30
    filled = width * done // total
    elapsed = time.perf_counter() - started
    out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} won {won} unknown {unknown} {elapsed:.0f} s")
    if done == total:
        out.write("\n")
    out.flush()


def run_winrate(
    settings: Settings,
    start: int,
    deals: int,
    jobs: int = 1,
    budget: float = 10.0,
    each: bool = False,
    progress: TextIO | None = None,
) -> str:
    """Solve ``deals`` openings from seed ``start`` and describe the share won; progress on stderr."""
    out = sys.stderr if progress is None else progress
    started = time.perf_counter()
    rows = []
    won = unknown = 0
    for row in _results(settings, range(start, start + deals), jobs, budget):
        rows.append(row)
        won += row[1] == WON
        unknown += row[1] == UNKNOWN
        _bar(len(rows), deals, won, unknown, started, out)
    rows.sort()
    low, high = wilson(won, deals)
    times = [row[3] for row in rows]
    lines = []
    if each:
        lines += [f"{seed} {verdict} {nodes} {seconds:.2f}" for seed, verdict, nodes, seconds in rows]
    lines += [
        f"variant {settings.variant}, {settings.redeals} redeal(s), seeds {start}..{start + deals - 1}, "
        f"budget {budget:g} s a deal",
        f"winnable {won}/{deals} = {won / deals:.1%} (Wilson 95%: {low:.1%} to {high:.1%})",
        f"unknown {unknown}/{deals} = {unknown / deals:.1%}",
        f"unwinnable {deals - won - unknown}/{deals} = {(deals - won - unknown) / deals:.1%}",
        f"time per deal: mean {statistics.fmean(times):.2f} s, median {statistics.median(times):.2f} s",
    ]
    return "\n".join(lines)
