"""Lists of deals the solver proved winnable: their data files, their candidate seeds, and how they are built.

Two kinds of list ship with the site, in data files of one format (``data/``, read by ``data_text``; the
format is docs/deal.md's, "The format"):

- the **winnable** lists (``data/winnable.txt``, read by ``solitaire.winnable``): for each variant and
  redeal count, seeds whose opening the solver won; "Winnable deals only" deals from them, and
  ``python -m solitaire winnable`` prints and extends them;
- the **daily** pools (``data/daily.txt``, read by ``solitaire.daily``, with its ``version`` lines): for
  each variant at its redeal count, a frozen list of such seeds that the date -> deal function picks
  from. A released pool never changes.

A file is the ``FORMAT`` line, then ``#`` comments, ``version N YYYY-MM-DD`` lines, and the lists: a
``pool`` header line each, then one ``SEED NODES LENGTH`` line per seed won, in the order the candidates
were tried; then the ``END`` line (a file cut short lacks it)::

    solitaire-pools 1
    pool winnable gaps 3 nodes=20000 scanned=812 unwinnable=0 unknown=96
    1234567890 4821 83
    end

``SUMS`` beside the files holds each one's sha256 (``sha256sum`` format), written with it by
``write_file``; a test compares, so a hand edit fails it. The lines themselves are not shipped: the
solver of the day finds a winning line again within ``Pool.replay_budget`` expansions, ``winnable
--check`` replays each in the engine and a test a sample.

The candidates of a list come from its own SplitMix64 stream (``candidates``),
so the lists do not share seeds by construction, and the winnable lists leave
out every daily pool's seeds (a player dealt "winnable only" never meets a
future day's deal).
"""

from __future__ import annotations

import datetime as _dt
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace

from .deal import opening
from .errors import SolitaireError
from .rng import SplitMix64, fnv1a64
from .settings import PRESETS, SEED_MAX, Settings, preset

KINDS = ("winnable",)  # and "daily-<version>"
FORMAT = "solitaire-pools 1"  # a data file's first line: the format's name and version
END = "end"  # a data file's last line
DATA = "data"  # the data files' folder in this package
SUMS = "SHA256SUMS"  # in DATA: each data file's sha256, written with the file
DEFAULT_NODES = 20_000  # a new list's budget a candidate: about 1-3 s of CPU time under CPython


class PoolFormatError(SolitaireError):
    """A list's text does not follow the format (a bug in a shipped data file, or a hand edit)."""


@dataclass(frozen=True)
class PoolFile:
    """A data file: its lists by name, and its ``version N YYYY-MM-DD`` lines (the daily pools' versions)."""

    pools: dict[str, Pool]
    versions: tuple[tuple[int, _dt.date], ...] = ()


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
    """The lists in ``text`` (list lines only: no FORMAT or END line), by name; a PoolFormatError names the
    first line that is wrong."""
    return _parse(text.splitlines(), "line", 1).pools


def parse_file(text: str, where: str) -> PoolFile:
    """A data file's lists and versions; a PoolFormatError names ``where`` and the first line that is wrong."""
    lines = text.splitlines()
    if not lines or lines[0] != FORMAT:
        first = lines[0][:60] if lines else ""
        raise PoolFormatError(f"{where} line 1: expected {FORMAT!r} (the format and its version), not {first!r}")
    last = max(i for i, line in enumerate(lines) if line.strip())
    if lines[last] != END:
        raise PoolFormatError(f"{where} line {last + 1}: the file ends without its {END!r} line (cut short?)")
    return _parse(lines[1:last], f"{where} line", 2)


def _parse(lines: list[str], where: str, first: int) -> PoolFile:
    pools: dict[str, Pool] = {}
    versions: list[tuple[int, _dt.date]] = []
    current: Pool | None = None
    seen: set[int] = set()
    for number, line in enumerate(lines, first):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        try:
            if words[0] == "pool":
                current, seen = _header(words[1:]), set()
                if current.name in pools:
                    raise ValueError(f"a second list named {current.name!r}")
                pools[current.name] = current
                continue
            if words[0] == "version":
                versions.append(_version(words[1:], versions[-1] if versions else None))
                continue
            if words[0] == END:
                raise ValueError(f"an {END!r} line before the file's end")
            if current is None:
                raise ValueError("a seed before the first 'pool' line")
            seed, nodes, length = (_whole(word) for word in words) if len(words) == 3 else (None, 0, 0)
            if seed is None or seed > SEED_MAX or nodes < 1 or nodes > current.nodes or length < 1:
                raise ValueError("expected 'SEED NODES LENGTH' within the list's budget")
            if seed in seen:
                raise ValueError(f"{current.name}: a seed listed twice")
            if current.scanned < len(current.entries) + 1 + current.unwinnable + current.unknown:
                raise ValueError(f"{current.name}: more verdicts than candidates scanned")
            seen.add(seed)
            current.entries.append(Entry(seed, nodes, length))
        except ValueError as err:
            raise PoolFormatError(f"{where} {number}: {err}: {line[:60]!r}") from None
    return PoolFile(pools, tuple(versions))


def _version(words: list[str], before: tuple[int, _dt.date] | None) -> tuple[int, _dt.date]:
    if len(words) != 2 or len(words[1]) != 10:
        raise ValueError("expected 'version N YYYY-MM-DD'")
    number, day = _whole(words[0]), _dt.date.fromisoformat(words[1])
    if before is not None and (number <= before[0] or day <= before[1]):
        raise ValueError("a version must come after the one before it, in number and first day")
    return number, day


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
    if pool.scanned < pool.unwinnable + pool.unknown:
        raise ValueError(f"{pool.name}: more verdicts than candidates scanned")
    preset(variant, pool.redeals)  # a redeal count out of range is a SettingsError, a ValueError
    return pool


def format_pools(pools: Iterable[Pool]) -> str:
    """The list lines of ``pools`` (parse_pools reads them back to the same lists)."""
    lines = []
    for pool in pools:
        lines.append(pool.header())
        lines.extend(f"{e.seed} {e.nodes} {e.length}" for e in pool.entries)
    return "\n".join(lines) + "\n"


def format_file(pools: Iterable[Pool], versions: Iterable[tuple[int, _dt.date]] = (), comment: str = "") -> str:
    """A data file's text: FORMAT, ``comment`` as ``#`` lines, the versions, the lists, END."""
    head = [FORMAT, *(f"# {line}".rstrip() for line in comment.splitlines())]
    head += [f"version {number} {day.isoformat()}" for number, day in versions]
    return "\n".join(head) + "\n" + format_pools(pools) + END + "\n"


def data_name(name: str) -> str:
    """How an error names the data file ``name``: its path in the package (``solitaire/data/daily.txt``)."""
    return f"{__package__}/{DATA}/{name}"


def data_text(name: str) -> str:
    """The text of the file ``name`` in ``DATA``, read by this package's loader (``get_data``, as
    ``pkgutil.get_data`` reads: from wherever the package was imported, py/ under CPython, the bundle
    unpacked in the page; importlib.resources would cost the page a hundred milliseconds of imports
    at its first read); a PoolFormatError if it cannot be read."""
    import os

    try:
        raw = __spec__.loader.get_data(os.path.join(os.path.dirname(__spec__.origin), DATA, name))
    except OSError as err:
        raise PoolFormatError(f"{data_name(name)}: cannot be read ({err.strerror or err})") from None
    try:
        return raw.decode("ascii")
    except UnicodeDecodeError as err:
        line = raw.count(b"\n", 0, err.start) + 1
        raise PoolFormatError(f"{data_name(name)} line {line}: not ASCII") from None


def read_file(name: str) -> PoolFile:
    """The data file ``name`` in ``DATA``; a PoolFormatError names it and the line that is wrong."""
    return parse_file(data_text(name), data_name(name))


def write_file(
    name: str, pools: Iterable[Pool], versions: Iterable[tuple[int, _dt.date]] = (), comment: str = ""
) -> None:
    """Write the data file ``name`` (format_file) in this package's source folder, and its line in SUMS."""
    import hashlib
    from pathlib import Path

    folder = Path(__file__).resolve().parent / DATA
    data = format_file(pools, versions, comment).encode("ascii")
    (folder / name).write_bytes(data)
    sums = {}
    if (folder / SUMS).is_file():
        for line in (folder / SUMS).read_text(encoding="ascii").splitlines():
            digest, _, other = line.partition("  ")
            sums[other] = digest
    sums[name] = hashlib.sha256(data).hexdigest()
    (folder / SUMS).write_text("".join(f"{sums[n]}  {n}\n" for n in sorted(sums)), encoding="ascii")


def read_sums() -> dict[str, str]:
    """SUMS: each data file's recorded sha256, by file name."""
    lines = data_text(SUMS).splitlines()
    return {name: digest for digest, _, name in (line.partition("  ") for line in lines)}


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


__all__ = [
    "DATA",
    "DEFAULT_NODES",
    "END",
    "FORMAT",
    "SUMS",
    "Entry",
    "Pool",
    "PoolFile",
    "PoolFormatError",
    "Tried",
    "candidates",
    "data_name",
    "data_text",
    "extend",
    "format_file",
    "format_pools",
    "parse_file",
    "parse_pools",
    "read_file",
    "read_sums",
    "write_file",
]
