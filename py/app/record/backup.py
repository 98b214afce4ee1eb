"""Export and import of a player's data: every stored value that matters in one versioned JSON document.

A backup is ``{"format": "addiction-solitaire-backup", "version": 1, "values":
{KEY: TEXT, ...}}``: each stored value's text exactly as it is stored under
``solitaire.v1.KEY``, so an import writes back exactly what was exported. The
keys that go in (``kind_of``) are the game saves of every variant
(``game.<variant>``), the games set aside (``shelf.<variant>`` and
``shelf.<variant>.<anything>``), the statistics (``stats``), the days played
(``daily``), the places in the winnable lists (``winnable``), the preferences
(``prefs``) and the last variant played (``last``); not the paint cache, not
the copies of broken values (``broken.*``, ``stats.broken``, ``daily.broken``).

Both ways every value goes through :func:`read_value`, the reader the page uses
for each key (guard.py): an export leaves out what cannot be read (and says so),
and :func:`read_backup` checks the whole document and then every value, and
returns what would be restored and what was rejected and why. Nothing is written
until the caller calls :meth:`Restore.apply`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from solitaire import PRESETS

from .dailies import KEY as DAILY_KEY
from .dailies import parse as parse_dailies
from .dealer import KEY as WINNABLE_KEY
from .dealer import parse as parse_dealer
from .guard import ReadReason, StoredValueError, read_game, read_json, read_variant
from .prefs import KEY as PREFS_KEY
from .prefs import Prefs
from .stats import KEY as STATS_KEY
from .stats import parse as parse_stats
from .store import Store, Write

FORMAT = "addiction-solitaire-backup"
VERSION = 1
# localStorage holds about five million characters; escaped as JSON strings they grow a little.
MAX_CHARS = 12_000_000
MAX_DEPTH = 4  # the document, its values: nothing deeper


def kind_of(key: str) -> str | None:
    """What ``key`` (under the store's prefix) holds: game, shelf, stats, daily, winnable, prefs or last; None if
    it is not kept."""
    if key in (STATS_KEY, PREFS_KEY, "last", DAILY_KEY, WINNABLE_KEY):
        return key
    head, _, rest = key.partition(".")
    if head == "game" and rest in PRESETS:
        return "game"
    if head == "shelf" and rest.partition(".")[0] in PRESETS and not rest.endswith("."):
        return "shelf"
    return None


def read_value(key: str, text: Any) -> Any:
    """The checked value stored under ``key``: (Game, meta) for a save, the statistics, the days played, the
    winnable lists' places, Prefs, a variant name.

    Raises StoredValueError (UNKNOWN_KEY for a key that is not kept) and nothing else.
    """
    kind = kind_of(key)
    if kind in ("game", "shelf"):
        return read_game(text, key.split(".")[1])
    if kind == STATS_KEY:
        return parse_stats(text)
    if kind == DAILY_KEY:
        return parse_dailies(text)
    if kind == WINNABLE_KEY:
        if not isinstance(text, str):
            raise StoredValueError(ReadReason.NOT_JSON, f"not text but {type(text).__name__}")
        return parse_dealer(text)
    if kind == PREFS_KEY:
        return Prefs.parse(text)
    if kind == "last":
        return read_variant(text)
    raise StoredValueError(ReadReason.UNKNOWN_KEY, f"{key[:60]!r} is not a key this app keeps")


@dataclass(frozen=True)
class Rejected:
    """A value left out: its key, why (a code), and an English detail for logs."""

    key: str
    reason: ReadReason
    detail: str = ""


@dataclass(frozen=True)
class Export:
    """A backup's text, the values in it, and the stored values left out because they cannot be read."""

    text: str
    values: dict[str, str]
    skipped: tuple[Rejected, ...]


def export(store: Store) -> Export:
    """Every value of ``store`` that is kept (``kind_of``) and reads, in one backup document."""
    values: dict[str, str] = {}
    skipped: list[Rejected] = []
    for key in store.list_keys():
        if kind_of(key) is None:
            continue
        raw = store.get(key)
        if raw is None:
            continue
        try:
            read_value(key, raw)
        except StoredValueError as err:
            skipped.append(Rejected(key, err.reason, err.detail))
            continue
        values[key] = raw
    doc = {"format": FORMAT, "version": VERSION, "values": values}
    return Export(json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True), values, tuple(skipped))


# Small values first: when the storage is nearly full, the preferences and statistics land.
_ORDER = {PREFS_KEY: 0, "last": 1, WINNABLE_KEY: 2, STATS_KEY: 3, DAILY_KEY: 4, "game": 5, "shelf": 6}


@dataclass(frozen=True)
class Restore:
    """What an import would write (``values``, each read and checked) and what it leaves out (``rejected``)."""

    values: dict[str, str]
    rejected: tuple[Rejected, ...]

    def replaces(self, store: Store) -> list[str]:
        """The keys that hold another value in ``store`` now, which applying would overwrite."""
        return [key for key, raw in self.values.items() if store.get(key) not in (None, raw)]

    def apply(self, store: Store) -> dict[str, Write]:
        """Write every value into ``store``; what became of each (true: in the browser's storage).

        Keys the backup does not hold are left as they are.
        """
        order = sorted(self.values, key=lambda key: (_ORDER.get(kind_of(key), 7), len(self.values[key]), key))
        return {key: store.set(key, self.values[key]) for key in order}


def read_backup(text: Any) -> Restore:
    """The values of a backup document, each read by :func:`read_value`; writes nothing.

    A text that is not a backup of this app at all raises StoredValueError (TOO_BIG,
    TOO_DEEP, NOT_JSON, NOT_A_BACKUP, VERSION, WRONG_SHAPE); a value that cannot be used
    is in ``rejected`` with its reason, and the others can still be restored.
    """
    doc = read_json(text, MAX_CHARS, MAX_DEPTH)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise StoredValueError(ReadReason.NOT_A_BACKUP, "not a backup of this app")
    if doc.get("version") != VERSION:
        raise StoredValueError(ReadReason.VERSION, f"backup version {str(doc.get('version'))[:20]!r} is not known")
    values = doc.get("values")
    if not isinstance(values, dict):
        raise StoredValueError(ReadReason.WRONG_SHAPE, "the backup has no 'values' object")
    good: dict[str, str] = {}
    rejected: list[Rejected] = []
    for key, raw in values.items():
        try:
            if not isinstance(raw, str):
                raise StoredValueError(ReadReason.WRONG_SHAPE, f"a value is text, not {type(raw).__name__}")
            read_value(key, raw)
        except StoredValueError as err:
            rejected.append(Rejected(key[:80], err.reason, err.detail))
            continue
        good[key] = raw
    return Restore(good, tuple(rejected))
