""" "Winnable deals only": the next deal from the shipped list of proved-winnable seeds, without repeats (pure).

The lists are solitaire.winnable's (a few dozen to a few hundred seeds for each
variant and redeal count). Drawing at random from a short list would repeat a
deal within a few games, so each player goes through a list in an order of
their own: a permutation of the list drawn from a salt chosen at random the
first time (solitaire.rng's shuffle), and a cursor that moves on by one each
deal. Only when the whole list has been dealt does it come round again (in a
new order). If a later version ships a longer list, the cursor goes on in the
new list's order.

Stored under ``winnable`` as ``{"version": 1, "lists": {"gaps 3": {"salt": int,
"next": int}}}`` (list names as solitaire.winnable names them), read through
guard.read_json.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from solitaire import SEED_MAX
from solitaire.rng import SplitMix64
from solitaire.winnable import winnable_pool

from .guard import ReadReason, StoredValueError, read_json
from .store import Store

KEY = "winnable"
VERSION = 1
MAX_CHARS = 16_384  # 13 lists take under 600


@dataclass
class Cursor:
    salt: int
    next: int = 0


def count(variant: str, redeals: int) -> int:
    """How many deals the list for ``variant`` at ``redeals`` holds."""
    return len(winnable_pool(variant, redeals).entries)


class Dealer:
    """Deals from the proved-winnable lists; ``random_seed()`` gives a 32-bit number (the salt of a new list)."""

    def __init__(self, store: Store, random_seed: Callable[[], int]) -> None:
        self._store = store
        self._random = random_seed
        try:
            self._cursors = parse(store.get(KEY))
        except StoredValueError:
            self._cursors = {}  # only an order is lost: start the lists afresh (nothing of the player's is lost)

    def next_seed(self, variant: str, redeals: int) -> int | None:
        """The next seed of the list for ``variant`` at ``redeals``, or None when the list is empty."""
        pool = winnable_pool(variant, redeals)
        seeds = pool.seeds
        if not seeds:
            return None
        cursor = self._cursors.get(pool.name)
        if cursor is None:
            cursor = self._cursors[pool.name] = Cursor(self._random() & SEED_MAX)
        lap, k = divmod(cursor.next, len(seeds))
        order = list(range(len(seeds)))
        SplitMix64.from_words((cursor.salt, lap)).shuffle(order)
        cursor.next += 1
        self._save()
        return seeds[order[k]]

    def _save(self) -> None:
        doc = {
            "version": VERSION,
            "lists": {name: {"salt": c.salt, "next": c.next} for name, c in sorted(self._cursors.items())},
        }
        self._store.set(KEY, json.dumps(doc, separators=(",", ":")))


def parse(raw: str | None) -> dict[str, Cursor]:
    """The cursors stored as ``raw`` (None: none yet); a StoredValueError says why they cannot be read."""
    if raw is None:
        return {}
    doc = read_json(raw, MAX_CHARS)
    if not isinstance(doc, dict) or doc.get("version") != VERSION or not isinstance(doc.get("lists"), dict):
        raise StoredValueError(ReadReason.WRONG_SHAPE, "not the winnable lists' places")
    cursors = {}
    for name, entry in doc["lists"].items():
        if not isinstance(entry, dict) or len(str(name)) > 40:
            raise StoredValueError(ReadReason.WRONG_SHAPE, "a list's place must be an object")
        salt, at = entry.get("salt"), entry.get("next")
        if type(salt) is not int or type(at) is not int or not 0 <= salt <= SEED_MAX or not 0 <= at < 10**9:
            raise StoredValueError(ReadReason.WRONG_SHAPE, "a list's place holds a salt and a count")
        cursors[str(name)] = Cursor(salt, at)
    return cursors


__all__ = ["KEY", "Dealer", "count", "parse"]
