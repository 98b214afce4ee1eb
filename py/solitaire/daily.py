"""The daily deal: one deal a day for every variant, a documented function of the date (docs/deal.md).

``daily_deal(variant, day)`` picks a seed from the variant's frozen daily pool
(the data file ``data/daily.txt``, ``DATA``, read on first use: seeds the solver
proved winnable at the variant's redeal count). Day by day, the pool's seeds come
in a shuffled order, each once per cycle of ``len(pool)`` days, a new order each
cycle:

    e            = days from the version's first day to ``day``
    cycle, k     = divmod(e, n)                     (n: the pool's size)
    order        = [0, 1, ..., n-1], shuffled (Fisher-Yates, as the deal) by
                   SplitMix64 from the words (FNV-1a-64("daily-V VARIANT R"), cycle)
    seed         = pool[order[k]]

The function is pinned forever by golden tests (tests/engine/test_daily_deal.py): a
pool is never edited once released; a larger pool comes as a new version that
takes effect from its own first day on (the file's ``version`` lines), so every
past day keeps its deal. Nothing here runs the solver.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from functools import cache

from .errors import SolitaireError
from .pools import Pool, PoolFile, PoolFormatError, data_name, read_file
from .rng import SplitMix64, fnv1a64
from .settings import VARIANTS, Settings

LAST_DAY = _dt.date(9999, 12, 31)
DATA = "daily.txt"  # the daily pools and their versions (pools.DATA)


class DateError(SolitaireError):
    """A date is not a real day written YYYY-MM-DD, or has no daily deal."""


class NoDailyVariantError(DateError):
    """The variant has no daily deals on any day (only the games with a daily pool have them)."""


@dataclass(frozen=True)
class Version:
    """A version of the daily pools: used from ``first_day`` on (until the next version's first day)."""

    number: int
    first_day: _dt.date


@dataclass(frozen=True)
class DailyDeal:
    """What a day's deal is: the variant's settings and seed, and where it came from."""

    variant: str
    day: _dt.date
    settings: Settings
    seed: int
    version: int
    index: int  # the seed's place in its pool


@cache
def _file() -> PoolFile:
    return read_file(DATA)


@cache
def versions() -> tuple[Version, ...]:
    """The versions, in order (the parser checks the order; there must be one)."""
    found = tuple(Version(number, first) for number, first in _file().versions)
    if not found:
        raise PoolFormatError(f"{data_name(DATA)}: no 'version N YYYY-MM-DD' line")
    return found


def first_day() -> _dt.date:
    """The first day that has a daily deal."""
    return versions()[0].first_day


def pools() -> dict[str, Pool]:
    return _file().pools


@cache
def daily_variants() -> tuple[str, ...]:
    """The variants that have daily deals: those with a pool in the data file, in menu order."""
    named = {pool.variant for pool in pools().values() if pool.kind.startswith("daily-")}
    return tuple(v for v in VARIANTS if v in named)


def pool_for(variant: str, version: int) -> Pool:
    """The daily pool of ``variant`` in ``version``."""
    for pool in pools().values():
        if pool.kind == f"daily-{version}" and pool.variant == variant:
            return pool
    raise DateError(f"no daily pool for {variant} in version {version}")


def parse_date(text: str) -> _dt.date:
    """A day from ``YYYY-MM-DD`` (exactly that: ten ASCII characters), within the days that have a deal."""
    text = text.strip()
    shown = text if len(text) <= 24 else text[:23] + "…"
    ok = len(text) == 10 and text.isascii() and text[4] == text[7] == "-"
    ok = ok and (text[:4] + text[5:7] + text[8:]).isdigit()
    try:
        day = _dt.date.fromisoformat(text) if ok else None
    except ValueError:
        day = None
    if day is None:
        raise DateError(f"date must be a day written YYYY-MM-DD, not {shown!r}")
    return check_day(day)


def check_day(day: _dt.date) -> _dt.date:
    if not first_day() <= day <= LAST_DAY:
        raise DateError(f"the daily deals run from {first_day().isoformat()} to {LAST_DAY.isoformat()}, not {day}")
    return day


def version_of(day: _dt.date) -> Version:
    check_day(day)
    return [v for v in versions() if v.first_day <= day][-1]


def daily_deal(variant: str, day: _dt.date) -> DailyDeal:
    """The deal of ``variant`` on ``day`` (a DateError outside the days that have one)."""
    if variant not in daily_variants():
        raise NoDailyVariantError(f"no daily deal for the variant {variant!r} (only {', '.join(daily_variants())})")
    version = version_of(day)
    pool = pool_for(variant, version.number)
    n = len(pool.entries)
    if n == 0:
        raise DateError(f"the daily pool of {variant} in version {version.number} is empty")
    cycle, k = divmod((day - version.first_day).days, n)
    order = list(range(n))
    SplitMix64.from_words((fnv1a64(pool.name.encode("ascii")), cycle)).shuffle(order)
    index = order[k]
    return DailyDeal(variant, day, pool.settings, pool.entries[index].seed, version.number, index)


__all__ = [
    "DATA",
    "LAST_DAY",
    "DailyDeal",
    "DateError",
    "NoDailyVariantError",
    "Version",
    "daily_deal",
    "daily_variants",
    "first_day",
    "parse_date",
    "versions",
]
