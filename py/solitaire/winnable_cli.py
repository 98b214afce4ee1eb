"""``python -m solitaire winnable``: print, check and extend the lists of proved-winnable deals."""

from __future__ import annotations

import argparse
import sys

from . import daily, winnable
from .deal import opening
from .pools import DEFAULT_NODES, Entry, Pool, Tried, extend, write_file
from .settings import PRESETS
from .solver import WON, replays_to_win, solve

# The comment each data file starts with (pools.format_file writes it as "#" lines).
WINNABLE_DOC = """Seeds the solver proved winnable, per variant and redeal count (the "Winnable deals only" lists).
Gaps, Montana, Spaces and Station share one list with no redeal (the same game), kept under Gaps.
Written by `python -m solitaire winnable --extend`: do not edit by hand (SHA256SUMS). Format: docs/deal.md.
"""

DAILY_DOC = """The daily pools: per variant, seeds the solver proved winnable, that the daily deal picks from.
A released version is frozen forever (tests/engine/test_daily_deal.py): a larger pool comes as a new
version with its own first day. Written by `python -m solitaire winnable --daily --extend`: do not edit
by hand (SHA256SUMS). Format: docs/deal.md.
"""


def _pool(args: argparse.Namespace) -> Pool:
    if args.daily:
        newest = daily.versions()[-1].number
        return daily.pool_for(args.variant, newest)
    redeals = PRESETS[args.variant].redeals if args.redeals is None else args.redeals
    return winnable.winnable_pool(args.variant, redeals)


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def check_entry(pool: Pool, entry: Entry) -> bool:
    """Find the seed's winning line again (within ``Pool.replay_budget``) and replay it in the engine."""
    settings = pool.settings
    start = opening(settings, entry.seed)
    found = solve(start, settings, entry.seed, settings.redeals, None, pool.replay_budget(entry))
    return found.verdict == WON and replays_to_win(start, settings, entry.seed, settings.redeals, found.line)


def run_winnable(args: argparse.Namespace) -> int:
    if args.daily and args.redeals is not None and args.redeals != PRESETS[args.variant].redeals:
        _say("python -m solitaire winnable: error: a daily pool has the variant's own redeal count (see --help)")
        return 2
    pool = _pool(args)
    if args.extend:
        return _extend(args, pool)
    if args.rebuild:
        _say("python -m solitaire winnable: error: --rebuild goes with --extend (see --help)")
        return 2
    entries = pool.entries if args.count is None else pool.entries[: args.count]
    if args.count is not None and args.count > len(pool.entries):
        _say(f"the list {pool.name} holds {len(pool.entries)} seeds, fewer than {args.count}")
    failed = 0
    for entry in entries:
        if not args.check:
            print(entry.seed)
            continue
        ok = check_entry(pool, entry)
        failed += not ok
        print(f"{entry.seed} {'replayed to a win' if ok else 'NOT WON'} ({entry.length} actions)", flush=True)
    return 1 if failed else 0


def _extend(args: argparse.Namespace, pool: Pool) -> int:
    if args.rebuild:
        pool = Pool(pool.kind, pool.variant, pool.redeals, args.nodes or DEFAULT_NODES)
    elif args.nodes is not None and args.nodes != pool.nodes:
        _say(f"python -m solitaire winnable: error: the list's budget is {pool.nodes}; --nodes needs --rebuild")
        return 2
    exclude: frozenset[int] = frozenset()
    if not args.daily:
        exclude = frozenset(seed for p in daily.pools().values() for seed in p.seeds)

    def report(tried: Tried) -> None:
        _say(f"{pool.name}: seed {tried.seed} {tried.verdict} {tried.nodes} nodes {tried.seconds:.2f} s")

    grown = extend(pool, cpu_seconds=args.minutes * 60, until=args.until, exclude=exclude, report=report)
    if args.daily:
        pools = {**daily.pools(), grown.name: grown}
        versions = [(v.number, v.first_day) for v in daily.versions()]
        write_file(daily.DATA, pools.values(), versions, DAILY_DOC)
    else:
        pools = {**winnable.pools(), grown.name: grown}
        ordered = sorted(pools.values(), key=lambda p: (list(PRESETS).index(p.variant), p.redeals))
        write_file(winnable.DATA, ordered, comment=WINNABLE_DOC)
    _say(
        f"{grown.name}: {len(grown.entries)} seeds won of {grown.scanned} candidates "
        f"({grown.unwinnable} unwinnable, {grown.unknown} unknown), {grown.nodes} expansions each at most"
    )
    return 0


__all__ = ["check_entry", "run_winnable"]
