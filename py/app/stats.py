"""Statistics per variant: games played and won, best score, fewest moves and fastest win."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from .i18n import t
from .store import Store

KEY = "stats"


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
        self._by_variant: dict[str, VariantStats] = {}
        raw = store.get(KEY)
        if raw is not None:
            try:
                self._by_variant = _parse(raw)
            except (ValueError, TypeError, KeyError):
                store.set(KEY + ".broken", raw)
                self.notice = t("stats.broken")

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
        raise ValueError(f"not a count: {value!r}")
    return value


def _parse(raw: str) -> dict[str, VariantStats]:
    doc = json.loads(raw)
    if not isinstance(doc, dict):
        raise ValueError("statistics must be an object")
    result = {}
    for variant, entry in doc.items():
        if not isinstance(entry, dict):
            raise ValueError("an entry must be an object")
        result[str(variant)] = VariantStats(
            played=_count(entry.get("played", 0)),
            won=_count(entry.get("won", 0)),
            best_score=_count(entry.get("best_score", 0)),
            fewest_moves=_count(entry.get("fewest_moves"), optional=True),
            fastest_ms=_count(entry.get("fastest_ms"), optional=True),
        )
    return result
