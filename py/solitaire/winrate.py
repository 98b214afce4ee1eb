"""Win rates: the solver over many seeded deals, with a Wilson interval and a progress bar."""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Iterator
from typing import TextIO

from .auto import play_out
from .deal import opening
from .errors import SolitaireError
from .interval import wilson
from .settings import Settings
from .solver import UNKNOWN, WON, solve

Row = tuple[int, str, int, float, bool | None]  # seed, verdict, nodes, seconds, Auto won (None: not played)
Job = tuple[Settings, int, float, int | None, bool, bool]
CONNECT_TIMEOUT = 5  # seconds to wait for a Dask scheduler to answer


class SchedulerError(SolitaireError):
    """``--scheduler`` cannot be used: dask.distributed is not installed, or no scheduler answers there."""


def solve_seed(job: Job) -> Row:
    """(seed, verdict, nodes, seconds, auto won) for the opening of one seed; Auto plays it out when asked.

    With ``cpu`` the budget and the seconds are the worker's CPU time, not wall time."""
    settings, seed, budget, max_nodes, auto, cpu = job
    clock = time.process_time if cpu else time.perf_counter
    result = solve(opening(settings, seed), settings, seed, settings.redeals, budget, max_nodes, clock)
    auto_won = play_out(settings, seed)[0] if auto else None
    return seed, result.verdict, result.nodes, result.seconds, auto_won


def _cluster_results(work: list[Job], scheduler: str) -> Iterator[Row]:
    """Each job's row from the workers of the Dask scheduler at ``scheduler``, in the order they finish."""
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise SchedulerError("--scheduler needs dask.distributed: pip install -e .[cluster]") from None
    try:
        client = Client(scheduler, timeout=CONNECT_TIMEOUT)
    except (OSError, ValueError) as err:
        raise SchedulerError(f"no Dask scheduler at {scheduler}: {str(err).splitlines()[0]}") from None
    with client:
        futures = client.map(solve_seed, work, pure=False)
        for future in as_completed(futures):
            yield future.result()
            future.release()


def _results(
    settings: Settings,
    seeds: range,
    jobs: int,
    budget: float,
    max_nodes: int | None,
    auto: bool,
    cpu: bool,
    scheduler: str | None = None,
) -> Iterator[Row]:
    work = [(settings, seed, budget, max_nodes, auto, cpu) for seed in seeds]
    if scheduler is not None:
        yield from _cluster_results(work, scheduler)
        return
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


def _each_line(row: Row) -> str:
    """One deal: seed verdict nodes seconds, and auto-won or auto-lost when Auto played it."""
    seed, verdict, nodes, seconds, auto_won = row
    tail = "" if auto_won is None else f" auto-{'won' if auto_won else 'lost'}"
    return f"{seed} {verdict} {nodes} {seconds:.2f}{tail}"


def run_winrate(
    settings: Settings,
    start: int,
    deals: int,
    jobs: int = 1,
    budget: float = 10.0,
    each: bool = False,
    progress: TextIO | None = None,
    auto: bool = False,
    max_nodes: int | None = None,
    cpu: bool = False,
    log: TextIO | None = None,
    scheduler: str | None = None,
) -> str:
    """Solve ``deals`` openings from seed ``start`` and describe the share won; progress on stderr.

    With ``auto``, Auto (:mod:`solitaire.auto`) also plays each deal out and its win rate is added.
    ``max_nodes`` caps the positions searched a deal as well as the time (a node budget makes the
    verdicts the same on any machine and under any load). With ``cpu`` the budget and the times are
    CPU seconds of the process solving the deal (steady on a shared machine). ``log`` gets each deal's
    line (as ``each`` prints it) the moment it is decided, so a long run that is stopped keeps what it found.
    With ``scheduler`` (a Dask scheduler's address, ``tcp://HOST:PORT``) the deals are solved by that
    cluster's workers instead of ``jobs`` local processes; the report is the same. A SchedulerError says
    when dask.distributed is missing or no scheduler answers within CONNECT_TIMEOUT seconds."""
    out = sys.stderr if progress is None else progress
    started = time.perf_counter()
    rows = []
    won = unknown = 0
    for row in _results(settings, range(start, start + deals), jobs, budget, max_nodes, auto, cpu, scheduler):
        rows.append(row)
        if log is not None:
            log.write(_each_line(row) + "\n")
            log.flush()
        won += row[1] == WON
        unknown += row[1] == UNKNOWN
        _bar(len(rows), deals, won, unknown, started, out)
    rows.sort()
    low, high = wilson(won, deals)
    times = [row[3] for row in rows]
    lines = []
    if each:
        lines += [_each_line(row) for row in rows]
    lines += [
        f"variant {settings.variant}, {settings.redeals} redeal(s), seeds {start}..{start + deals - 1}, "
        f"budget {budget:g} s{' of CPU time' if cpu else ''}"
        + ("" if max_nodes is None else f" and {max_nodes} nodes")
        + " a deal",
        f"winnable {won}/{deals} = {won / deals:.1%} (Wilson 95%: {low:.1%} to {high:.1%})",
        f"unknown {unknown}/{deals} = {unknown / deals:.1%}",
        f"unwinnable {deals - won - unknown}/{deals} = {(deals - won - unknown) / deals:.1%}",
        f"time per deal: mean {statistics.fmean(times):.2f} s, median {statistics.median(times):.2f} s",
    ]
    if auto:
        auto_won = sum(1 for row in rows if row[4])
        low, high = wilson(auto_won, deals)
        lines.append(f"auto won {auto_won}/{deals} = {auto_won / deals:.1%} (Wilson 95%: {low:.1%} to {high:.1%})")
        # A deal Auto won is winnable too: its play is a winning line, replayed in the engine by Game.push.
        either = sum(1 for row in rows if row[1] == WON or row[4])
        neither = sum(1 for row in rows if row[1] == UNKNOWN and not row[4])
        low, high = wilson(either, deals)
        lines.append(
            f"winnable by the solver or Auto {either}/{deals} = {either / deals:.1%} "
            f"(Wilson 95%: {low:.1%} to {high:.1%}), unknown to both {neither}/{deals} = {neither / deals:.1%}"
        )
    return "\n".join(lines)
