"""Statistics per variant, kept honestly: games played and won, streaks, and personal bests from own games only.

A game is *own* while the player had no help: no hint shown, and no move of
Auto, Play it out or a shown solution. A game in which a hint was shown, and no
helper moved, is a game *with hints*; one in which a helper moved is *assisted*
(with hints or not). Wins of the three kinds are counted apart. Personal bests
(best score, fewest moves, fastest win) come only from own games, and fewest
moves and fastest win only from deals played from their opening (a shared
position sets none). The winning streak counts own wins in a row: a game lost
or given up ends it, a win with hints or assisted neither adds to it nor ends it.
Every win is also counted by the redeals it used (the figures of practice games,
app.core.modes). A *perfect* win (as PySolFC has it) is an own win with no undo either; perfect wins
are counted among the own wins, from any start (a shared position too).

Stored as one JSON document under ``stats``: ``{"version": 2, "variants":
{name: entry}}``, an entry holding :class:`VariantStats`' fields. A field an
older copy lacks reads as its default (``hinted_wins`` and ``perfect_wins``,
added without a new version: 0; ``wins_by_redeals``, e.g. ``{"0": 2, "5": 1}``:
none); ``perfect_wins`` reads as at most ``won``. The first format (``{name:
{played, won, best_score, fewest_moves, fastest_ms}}``, before assisted games
were told apart) is read and carried over as it was: its wins and bests count
as own, its streaks start at 0, no win of it is perfect.
(Before hints counted as help, a win with hints was counted as own: such
figures are kept as they were.)
"""

from __future__ import annotations

import enum
import json
from dataclasses import asdict, dataclass, field, fields

from .guard import ReadReason, StoredValueError, load_document, read_json
from .store import Store, Write

KEY = "stats"
BROKEN_KEY = "stats.broken"
VERSION = 2
MAX_CHARS = 262_144  # a few hundred variants' entries; the four presets take under 2,000


class Best(enum.Enum):
    """A personal best a finished game may set."""

    SCORE = "score"
    MOVES = "moves"
    TIME = "time"


@dataclass
class VariantStats:
    played: int = 0  # games with at least one action
    won: int = 0  # own wins: no hint, no helper's move
    assisted_wins: int = 0  # wins in which Auto, Play it out or a shown solution made a move
    lost: int = 0  # games that ended without a win: stuck and left, or given up
    best_score: int = 0  # own games
    fewest_moves: int | None = None  # own wins from the opening
    fastest_ms: int | None = None
    streak: int = 0  # own wins in a row, now
    longest_streak: int = 0
    hinted_wins: int = 0  # wins with a hint shown and no helper's move
    perfect_wins: int = 0  # own wins with no undo either: no hint, no undo, no helper's move
    # every win (own, with hints or assisted) by the redeals it used, "0" to "N": a practice game's figures
    wins_by_redeals: dict[str, int] = field(default_factory=dict)

    @property
    def win_rate(self) -> float | None:
        """Own wins per game played, or None before the first game."""
        return self.won / self.played if self.played else None


@dataclass(frozen=True)
class Finish:
    """One finished game, for :meth:`Stats.record_end`."""

    won: bool
    score: int
    moves: int
    ms: int
    own: bool = True  # no hint shown and no move of Auto, Play it out or a shown solution in it
    from_opening: bool = True  # not from a shared position
    hinted: bool = False  # not own, but only for hints shown (no helper moved): a game with hints
    undone: bool = False  # an undo was taken in it (or, for a game saved before undos were kept, not known)
    redeals: int = 0  # the redeals it used

    @property
    def perfect(self) -> bool:
        """A perfect game: won on one's own (no hint shown, no helper's move) and with no undo."""
        return self.won and self.own and not self.undone


class Stats:
    """The statistics of every variant, kept in ``store`` as one JSON document."""

    def __init__(self, store: Store) -> None:
        self._store = store
        loaded = load_document(store, KEY, BROKEN_KEY, parse, "stats.broken")
        self.notice: str | None = loaded.notice
        self.problem: ReadReason | None = loaded.problem  # why the stored statistics could not be read
        self.aside: Write | None = loaded.aside  # what became of their copy (true: kept under BROKEN_KEY)
        self._by_variant: dict[str, VariantStats] = loaded.value or {}

    def get(self, variant: str) -> VariantStats:
        return self._by_variant.setdefault(variant, VariantStats())

    def all(self) -> dict[str, VariantStats]:
        return dict(self._by_variant)

    def record_played(self, variant: str) -> None:
        self.get(variant).played += 1
        self._save()

    def record_end(self, variant: str, finish: Finish) -> frozenset[Best]:
        """Count one finished game; the personal bests it set (none for a game with hints or assisted)."""
        entry = self.get(variant)
        bests: set[Best] = set()
        if finish.won:
            used = str(finish.redeals)
            entry.wins_by_redeals[used] = entry.wins_by_redeals.get(used, 0) + 1
        if finish.own and finish.score > entry.best_score:
            entry.best_score = finish.score
            bests.add(Best.SCORE)
        if finish.won and finish.own:
            entry.won += 1
            entry.streak += 1
            entry.longest_streak = max(entry.longest_streak, entry.streak)
            if finish.perfect:
                entry.perfect_wins += 1
            if finish.from_opening:
                if entry.fewest_moves is None or finish.moves < entry.fewest_moves:
                    entry.fewest_moves = finish.moves
                    bests.add(Best.MOVES)
                if entry.fastest_ms is None or finish.ms < entry.fastest_ms:
                    entry.fastest_ms = finish.ms
                    bests.add(Best.TIME)
        elif finish.won and finish.hinted:
            entry.hinted_wins += 1
        elif finish.won:
            entry.assisted_wins += 1
        else:
            entry.lost += 1
            entry.streak = 0
        self._save()
        return frozenset(bests)

    def reset(self, variant: str) -> None:
        """Forget every figure of ``variant`` (the player asked, and confirmed)."""
        self._by_variant.pop(variant, None)
        self._save()

    def _save(self) -> None:
        doc = {"version": VERSION, "variants": {k: asdict(v) for k, v in self._by_variant.items()}}
        self._store.set(KEY, json.dumps(doc, separators=(",", ":")))


def _count(value: object, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if type(value) is not int or value < 0:
        raise ValueError(f"not a count: {str(value)[:40]!r}")
    return value


def parse(raw: str) -> dict[str, VariantStats]:
    """The statistics stored as ``raw`` (either format; guard.read_json's limits); a StoredValueError says why not."""
    doc = read_json(raw, MAX_CHARS)
    if not isinstance(doc, dict):
        raise StoredValueError(ReadReason.WRONG_SHAPE, "statistics must be an object")
    if "version" not in doc:
        doc = {"version": 1, "variants": doc}  # the first format: the entries at the top
    if doc.get("version") not in (1, VERSION) or not isinstance(doc.get("variants"), dict):
        raise StoredValueError(ReadReason.WRONG_SHAPE, f"statistics version {str(doc.get('version'))[:20]!r}")
    try:
        return _entries(doc["variants"])
    except ValueError as err:
        raise StoredValueError(ReadReason.WRONG_SHAPE, str(err)) from None


OPTIONAL = frozenset({"fewest_moves", "fastest_ms"})
MAX_REDEALS_KEPT = 10_000  # a count of redeals beyond any game played: a bigger key is not one of ours


def _by_redeals(value: object) -> dict[str, int]:
    """A ``wins_by_redeals`` as stored (absent in a copy written before it: no wins counted by redeals)."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ValueError("wins by redeals must be an object")
    kept = {}
    for key, count in value.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and str(int(key)) == key):
            raise ValueError(f"not a redeal count: {str(key)[:20]!r}")
        if int(key) > MAX_REDEALS_KEPT:
            raise ValueError(f"not a redeal count: {key[:20]!r}")
        kept[key] = _count(count)
    return dict(sorted(kept.items(), key=lambda item: int(item[0])))


def _entries(doc: dict) -> dict[str, VariantStats]:
    result = {}
    for variant, entry in doc.items():
        if not isinstance(entry, dict):
            raise ValueError("an entry must be an object")
        values = {
            f.name: _count(entry.get(f.name, None if f.name in OPTIONAL else 0), optional=f.name in OPTIONAL)
            for f in fields(VariantStats)
            if f.name != "wins_by_redeals"
        }
        values["wins_by_redeals"] = _by_redeals(entry.get("wins_by_redeals"))
        stats = VariantStats(**values)
        stats.longest_streak = max(stats.longest_streak, stats.streak)
        stats.perfect_wins = min(stats.perfect_wins, stats.won)  # each is an own win
        result[str(variant)] = stats
    return result


__all__ = ["BROKEN_KEY", "KEY", "Best", "Finish", "Stats", "VariantStats", "parse"]
