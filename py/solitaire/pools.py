"""Lists of deals the solver proved winnable: their text format, their candidate seeds, and how they are built.

Two kinds of list ship with the site, both in this format (docs/deal.md):

- the **winnable** lists (``winnable_data.py``): for each variant and redeal
  count, seeds whose opening the solver won; "Winnable deals only" deals from
  them, and ``python -m solitaire winnable`` prints and extends them;
- the **daily** pools (``daily_data.py``): for each variant at its redeal
  count, a frozen list of such seeds that the date -> deal function
  (``solitaire.daily``) picks from. A released pool never changes.

The text: a header line per list, then one line per seed won, in the order
the candidates were tried::

    pool winnable gaps 3 nodes=20000 scanned=812 unwinnable=0 unknown=96
    1234567890 4821 83

``nodes`` is the search budget each candidate had (expansions of
:class:`solitaire.solver.Solver`: the same verdicts on any machine and under
any load); ``scanned`` how many candidates of the list's stream were tried;
``unwinnable`` and ``unknown`` how many of them were not won. Each seed line
holds the seed, the expansions the solver needed to win it and the length of
its winning line (moves and redeals), as counted by the solver the list was
built with. The lines themselves are not shipped: the solver of the day finds a
winning line again within ``Pool.replay_budget`` expansions (a later solver
orders its work differently: the budget leaves it four times the recorded
count), ``winnable --check`` replays each in the engine and a test a sample.

The candidates of a list come from its own SplitMix64 stream (``candidates``),
so the lists do not share seeds by construction, and the winnable lists leave
out every daily pool's seeds (a player dealt "winnable only" never meets a
future day's deal).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace

from .deal import opening
from .errors import SolitaireError
from .rng import SplitMix64, fnv1a64
from .settings import PRESETS, SEED_MAX, Settings, preset

KINDS = ("winnable",)  # and "daily-<version>"
DEFAULT_NODES = 20_000  # a new list's budget a candidate: about 1-3 s of CPU time under CPython


class PoolFormatError(SolitaireError):
    """A list's text does not follow the format (a bug in a shipped data file, or a hand edit)."""


@dataclass(frozen=True)
class Entry:
    """One proved-winnable seed: the expansions the solver needed and its winning line's length."""

    seed: int
    nodes: int
    length: int


@dataclass
class Pool:
    """One list: ``kind`` (``winnable`` or ``daily-<version>``), the variant and redeal count, the budget a
    candidate had, how many candidates were tried and what became of those not won, and the seeds won."""

    REPLAY_FACTOR = 4  # a later solver's budget to find a recorded win again, in recorded expansions

    kind: str
    variant: str
    redeals: int
    nodes: int = DEFAULT_NODES
    scanned: int = 0
    unwinnable: int = 0
    unknown: int = 0
    entries: list[Entry] = field(default_factory=list)

    @property
    def name(self) -> str:
        """The list's name, which is also its candidate stream's name: ``winnable gaps 3``."""
        return f"{self.kind} {self.variant} {self.redeals}"

    @property
    def settings(self) -> Settings:
        return preset(self.variant, self.redeals)

    @property
    def seeds(self) -> tuple[int, ...]:
        return tuple(entry.seed for entry in self.entries)

    def replay_budget(self, entry: Entry) -> int:
        """The expansions the solver of the day gets to find ``entry``'s win again (``winnable --check``)."""
        return max(self.nodes, self.REPLAY_FACTOR * entry.nodes)

    def header(self) -> str:
        return (
            f"pool {self.name} nodes={self.nodes} scanned={self.scanned} "
            f"unwinnable={self.unwinnable} unknown={self.unknown}"
        )


# -- the text ----------------------------------------------------------------------------------


def parse_pools(text: str) -> dict[str, Pool]:
    """The lists in ``text``, by name; a PoolFormatError names the first line that is wrong."""
    pools: dict[str, Pool] = {}
    current: Pool | None = None
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        try:
            if words[0] == "pool":
                current = _header(words[1:])
                if current.name in pools:
                    raise ValueError(f"a second list named {current.name!r}")
                pools[current.name] = current
                continue
            if current is None:
                raise ValueError("a seed before the first 'pool' line")
            seed, nodes, length = (_whole(word) for word in words) if len(words) == 3 else (None, 0, 0)
            if seed is None or seed > SEED_MAX or nodes < 1 or nodes > current.nodes or length < 1:
                raise ValueError("expected 'SEED NODES LENGTH' within the list's budget")
            current.entries.append(Entry(seed, nodes, length))
        except ValueError as err:
            raise PoolFormatError(f"line {number}: {err}: {line[:60]!r}") from None
    for pool in pools.values():
        if len(set(pool.seeds)) != len(pool.entries):
            raise PoolFormatError(f"{pool.name}: a seed listed twice")
        if pool.scanned < len(pool.entries) + pool.unwinnable + pool.unknown:
            raise PoolFormatError(f"{pool.name}: more verdicts than candidates scanned")
    return pools


def _whole(word: str) -> int:
    if not word.isdigit() or not word.isascii() or len(word) > 12:
        raise ValueError(f"not a whole number: {word[:20]!r}")
    return int(word)


def _header(words: list[str]) -> Pool:
    if len(words) != 7:
        raise ValueError("expected 'pool KIND VARIANT REDEALS nodes=N scanned=N unwinnable=N unknown=N'")
    kind, variant, redeals = words[:3]
    if kind not in KINDS and not (kind.startswith("daily-") and kind[6:].isdigit()):
        raise ValueError(f"unknown kind {kind!r}")
    if variant not in PRESETS:
        raise ValueError(f"unknown variant {variant!r}")
    counts = {}
    for word, name in zip(words[3:], ("nodes", "scanned", "unwinnable", "unknown"), strict=True):
        key, _, value = word.partition("=")
        if key != name:
            raise ValueError(f"expected {name}=N, not {word[:20]!r}")
        counts[name] = _whole(value)
    pool = Pool(kind, variant, _whole(redeals), **counts)
    preset(variant, pool.redeals)  # a redeal count out of range is a SettingsError, a ValueError
    return pool


def format_pools(pools: Iterable[Pool]) -> str:
    """The text of ``pools`` (parse_pools reads it back to the same lists)."""
    lines = []
    for pool in pools:
        lines.append(pool.header())
        lines.extend(f"{e.seed} {e.nodes} {e.length}" for e in pool.entries)
    return "\n".join(lines) + "\n"


# -- the candidates ----------------------------------------------------------------------------------


def candidates(name: str) -> Iterator[int]:
    """The candidate seeds of the list ``name``, in order: SplitMix64 started from the one word
    FNV-1a-64(name in ASCII); each output's top 32 bits is a candidate (docs/deal.md). Endless; a seed
    that comes up again is still yielded (the scan skips seeds it has tried)."""
    rng = SplitMix64.from_words((fnv1a64(name.encode("ascii")),))
    while True:
        yield rng.next64() >> 32


# -- building --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tried:
    """What the solver said about one candidate (for a progress line)."""

    seed: int
    verdict: str
    nodes: int
    seconds: float
    length: int


def extend(
    pool: Pool,
    *,
    cpu_seconds: float | None,
    until: int | None = None,
    exclude: frozenset[int] = frozenset(),
    clock: Callable[[], float] = time.process_time,
    report: Callable[[Tried], None] | None = None,
) -> Pool:
    """``pool`` with more candidates of its stream tried, from where it stopped, each with ``pool.nodes``
    expansions: until ``cpu_seconds`` of ``clock`` have passed (checked between candidates), or the list
    holds ``until`` seeds. Seeds in ``exclude`` (another list's) are passed over. The verdicts depend only
    on the budget in expansions, so the list is the same on any machine."""
    from .solver import UNWINNABLE, WON, solve

    settings = pool.settings
    result = replace(pool, entries=list(pool.entries))
    stream = candidates(pool.name)
    tried = set()
    for _ in range(pool.scanned):
        tried.add(next(stream))
    started = clock()
    while True:
        if until is not None and len(result.entries) >= until:
            break
        if cpu_seconds is not None and clock() - started >= cpu_seconds:
            break
        seed = next(stream)
        result.scanned += 1
        if seed in tried or seed in exclude:
            continue
        tried.add(seed)
        t0 = clock()
        solution = solve(opening(settings, seed), settings, seed, settings.redeals, None, pool.nodes, clock)
        if solution.verdict == WON:
            result.entries.append(Entry(seed, max(solution.nodes, 1), len(solution.line)))
        elif solution.verdict == UNWINNABLE:
            result.unwinnable += 1
        else:
            result.unknown += 1
        if report is not None:
            report(Tried(seed, solution.verdict, solution.nodes, clock() - t0, len(solution.line)))
    return result


def write_module(path, doc: str, name: str, pools: Iterable[Pool], extra: str = "") -> None:
    """Write the data module at ``path``: its docstring, ``extra`` lines of Python, and ``name = TEXT``."""
    text = format_pools(pools)
    body = f'"""{doc}"""\n\n{extra}{name} = """\\\n{text}"""\n'
    path.write_text(body, encoding="ascii")


__all__ = [
    "DEFAULT_NODES",
    "Entry",
    "Pool",
    "PoolFormatError",
    "Tried",
    "candidates",
    "extend",
    "format_pools",
    "parse_pools",
    "write_module",
]
