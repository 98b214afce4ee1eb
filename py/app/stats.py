"""Statistics per variant: games played and won, best score, fewest moves and fastest win."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from .guard import ReadReason, StoredValueError, pending_text, read_json, reason_text
from .i18n import t
from .store import Store, Write

KEY = "stats"
BROKEN_KEY = "stats.broken"
MAX_CHARS = 262_144  # a few hundred variants' entries; the four presets take under 1,000


@dataclass
class VariantStats:
    played: int = 0
    won: int = 0
    best_score: int = 0
    fewest_moves: int | None = None
    fastest_ms: int | None = None


class Stats:
    """The statistics of every variant, kept in ``store`` as one JSON document."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self.notice: str | None = None
        self.problem: ReadReason | None = None  # why the stored statistics could not be read
        self.aside: Write | None = None  # what became of their copy (true: kept under BROKEN_KEY)
        self._by_variant: dict[str, VariantStats] = {}
        raw = store.get(KEY)
        if raw is not None:
            try:
                self._by_variant = parse(raw)
            except StoredValueError as err:
                self.problem = err.reason
                self.aside = store.set_aside(KEY, raw, to=BROKEN_KEY)
                if self.aside:
                    self.notice = t("stats.broken")
                else:
                    self.notice = pending_text("stats.broken_not_kept", reason=reason_text(err.reason))

    def get(self, variant: str) -> VariantStats:
        return self._by_variant.setdefault(variant, VariantStats())

    def all(self) -> dict[str, VariantStats]:
        return dict(self._by_variant)

    def record_played(self, variant: str) -> None:
        self.get(variant).played += 1
        self._save()

    def record_end(self, variant: str, won: bool, score: int, moves: int, ms: int, records: bool = True) -> None:
        """One finished game; ``records`` False keeps it out of fewest moves and fastest win."""
        entry = self.get(variant)
        entry.best_score = max(entry.best_score, score)
        if won:
            entry.won += 1
            if records:
                entry.fewest_moves = moves if entry.fewest_moves is None else min(entry.fewest_moves, moves)
                entry.fastest_ms = ms if entry.fastest_ms is None else min(entry.fastest_ms, ms)
        self._save()

    def _save(self) -> None:
        self._store.set(KEY, json.dumps({k: asdict(v) for k, v in self._by_variant.items()}))


def _count(value: object, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if type(value) is not int or value < 0:
        raise ValueError(f"not a count: {str(value)[:40]!r}")
    return value


def parse(raw: str) -> dict[str, VariantStats]:
    """The statistics stored as ``raw`` (guard.read_json's limits); a StoredValueError says what is wrong."""
    doc = read_json(raw, MAX_CHARS)
    if not isinstance(doc, dict):
        raise StoredValueError(ReadReason.WRONG_SHAPE, "statistics must be an object")
    try:
        return _entries(doc)
    except ValueError as err:
        raise StoredValueError(ReadReason.WRONG_SHAPE, str(err)) from None


def _entries(doc: dict) -> dict[str, VariantStats]:
    result = {}
    for variant, entry in doc.items():
        if not isinstance(entry, dict):
            raise ValueError("an entry must be an object")
        result[variant] = VariantStats(
            played=_count(entry.get("played", 0)),
            won=_count(entry.get("won", 0)),
            best_score=_count(entry.get("best_score", 0)),
            fewest_moves=_count(entry.get("fewest_moves"), optional=True),
            fastest_ms=_count(entry.get("fastest_ms"), optional=True),
        )
    return result
