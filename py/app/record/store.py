"""Storage: a key-value store over the browser's localStorage that says truthfully what it kept.

Keys are written under ``PREFIX`` (``solitaire.v1.``). What happens when the
backend fails:

- **No storage at all** (the browser denies it, ``window.localStorage`` is null
  or throws): the store is *memory-only* from the start. Every write returns
  ``Write.MEMORY`` and reads see only what this page wrote.
- **A read, a removal or a write fails for another reason than room** (a
  SecurityError, a backend that stopped working): the store turns memory-only
  for the rest of the page's life, as above.
- **A write finds no room** (QuotaExceededError on one ``setItem``): only that
  value is kept in memory (``Write.FULL``); the store stays persistent, reads
  of that key give the newer value from memory, and smaller writes still land.
  A later write of the key that lands, or its removal, drops the memory copy.
- :meth:`Store.clear` removes every key under ``PREFIX`` and says whether the
  browser's storage was reached (the player's "Erase all my data").
- :meth:`Store.set_aside` moves a value that cannot be read to another key: the
  bad value is removed either way (so the next visit does not trip on it
  again), and the result says whether the copy was written.

Failures are codes (``StoreReason``), never an exception's text: ``notice`` is
the catalogue's text for the first failure of each stretch (``problem`` holds
its code). A ``FULL`` notice comes again only after every value held in memory
has since landed or been removed.
"""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Callable
from typing import Any

from app.text.i18n import t

PREFIX = "solitaire.v1."
# A value set aside is kept only up to this size: a copy of a larger value would take
# the room the player's games need (the caller can offer it as a download instead).
ASIDE_MAX_CHARS = 1_000_000


class StoreReason(enum.Enum):
    """Why the browser's storage failed."""

    DENIED = "denied"  # the browser refuses this site its storage (settings, private window, sandbox)
    FULL = "full"  # no room left for a value
    UNAVAILABLE = "unavailable"  # no storage at all, or it fails in a way that cannot be told


class Write(enum.Enum):
    """What became of a write; true only when the browser's storage holds the value."""

    SAVED = "saved"  # in the browser's storage
    FULL = "full"  # no room in the browser's storage: only memory holds it (until the tab closes)
    MEMORY = "memory"  # the store is memory-only: only memory holds it
    TOO_BIG = "too-big"  # set_aside: larger than ASIDE_MAX_CHARS, so no copy was written

    def __bool__(self) -> bool:
        return self is Write.SAVED


REASON_KEYS = {
    StoreReason.DENIED: "store.reason.denied",
    StoreReason.FULL: "store.reason.full",
    StoreReason.UNAVAILABLE: "store.reason.unavailable",
}


def failure_reason(failure: Any) -> StoreReason:
    """The code of a storage failure: an exception (a JS DOMException under Pyodide), a code, or a text."""
    if isinstance(failure, StoreReason):
        return failure
    words = [type(failure).__name__]
    for part in (lambda: getattr(failure, "name", ""), lambda: failure):  # a DOMException's name, its message
        with contextlib.suppress(Exception):  # a JS value whose toString throws
            words.append(str(part() or ""))
    text = " ".join(words).lower()
    if "quota" in text:  # QuotaExceededError; Firefox's NS_ERROR_DOM_QUOTA_REACHED
        return StoreReason.FULL
    if any(word in text for word in ("security", "denied", "notallowed", "insecure", "permission")):
        return StoreReason.DENIED
    return StoreReason.UNAVAILABLE


class Store:
    """Reads and writes strings under ``PREFIX``; see the module's docstring for what a failure does.

    ``backend`` is anything with getItem/setItem/removeItem (and length/key to list
    the keys), e.g. window.localStorage, or None when it could not be reached;
    ``unavailable_reason`` then says why (a StoreReason, an exception or its text:
    only its code is ever shown). ``notice`` holds the message to show once, if any.
    """

    def __init__(self, backend: Any | None, unavailable_reason: Any = None) -> None:
        self._backend = backend
        self._memory: dict[str, str] = {}  # every value this page wrote (all a memory-only store has)
        self._unsaved: set[str] = set()  # the keys whose newest value is in memory only
        self.notice: str | None = None
        self.problem: StoreReason | None = None
        if backend is None:
            self._fail(failure_reason(unavailable_reason) if unavailable_reason else StoreReason.UNAVAILABLE)

    @classmethod
    def open(cls, get_backend: Callable[[], Any]) -> Store:
        """The store over ``get_backend()`` (e.g. ``lambda: window.localStorage``) if a read works, else memory."""
        try:
            backend = get_backend()
            backend.getItem(PREFIX + "probe")
        except Exception as err:  # SecurityError, or localStorage is null ('JsNull' has no getItem)
            return cls(None, failure_reason(err))
        return cls(backend)

    @property
    def persistent(self) -> bool:
        """True while the browser's storage is in use (some values may still be held in memory: ``unsaved``)."""
        return self._backend is not None

    @property
    def unsaved(self) -> frozenset[str]:
        """The keys whose newest value only memory holds (every key, once memory-only)."""
        return frozenset(self._memory if self._backend is None else self._unsaved)

    def _fail(self, reason: StoreReason) -> None:
        self._backend = None
        self._announce(reason)

    def _announce(self, reason: StoreReason) -> None:
        self.problem = reason
        self.notice = t("store.unavailable", reason=t(REASON_KEYS[reason]))

    def get(self, key: str) -> str | None:
        if key in self._unsaved or self._backend is None:
            return self._memory.get(key)
        try:
            value = self._backend.getItem(PREFIX + key)
        except Exception as err:
            self._fail(failure_reason(err))
            return None
        return value if isinstance(value, str) else None  # JS null arrives as None or jsnull

    def set(self, key: str, value: str) -> Write:
        """Store ``value``; the result says whether the browser's storage holds it (true) or only memory."""
        result = self._write(key, value)
        if result is Write.FULL:
            if not self._unsaved:
                self._announce(StoreReason.FULL)
            self._unsaved.add(key)
        self._memory[key] = value
        return result

    def _write(self, key: str, value: str) -> Write:
        """Write to the backend alone: SAVED, FULL (the backend keeps its older value), or MEMORY."""
        if self._backend is None:
            return Write.MEMORY
        try:
            self._backend.setItem(PREFIX + key, value)
        except Exception as err:
            reason = failure_reason(err)
            if reason is StoreReason.FULL:
                return Write.FULL
            self._fail(reason)
            return Write.MEMORY
        self._unsaved.discard(key)
        return Write.SAVED

    def remove(self, key: str) -> None:
        self._memory.pop(key, None)
        self._unsaved.discard(key)
        if self._backend is not None:
            try:
                self._backend.removeItem(PREFIX + key)
            except Exception as err:
                self._fail(failure_reason(err))

    def set_aside(self, key: str, raw: str, to: str | None = None) -> Write:
        """Move ``raw``, the unreadable value of ``key``, to ``to`` (default ``broken.<key>``).

        ``key`` is removed whatever happens, before the copy is written (so the copy
        can use its room). The result is true only if the copy is in the browser's
        storage: FULL (no room), MEMORY (memory-only store, the copy is in memory) or
        TOO_BIG (longer than ASIDE_MAX_CHARS: not written). A copy that finds no room
        is not kept in memory either, and raises no notice: the caller tells the player.
        """
        dest = to if to is not None else aside_key(key)
        self.remove(key)
        if len(raw) > ASIDE_MAX_CHARS:
            return Write.TOO_BIG
        result = self._write(dest, raw)
        if result is not Write.FULL:
            self._memory[dest] = raw
        return result

    def clear(self) -> bool:
        """Remove every key under PREFIX (the player erased their data); keys of other sites' or tests' stay.

        True when the browser's storage was reached and holds none of them now; False when a removal
        failed (the store is memory-only from then on, with its notice) or the store was memory-only
        already: then what the browser holds could not be erased."""
        reached = self._backend is not None
        for key in self.list_keys():
            self.remove(key)
        self._memory.clear()
        self._unsaved.clear()
        return reached and self._backend is not None

    def list_keys(self) -> list[str]:
        """Every key under PREFIX (without it), sorted: the browser's and those only memory holds."""
        if self._backend is None:
            return sorted(self._memory)
        found = set(self._unsaved)
        try:
            for i in range(int(self._backend.length)):
                name = self._backend.key(i)
                if isinstance(name, str) and name.startswith(PREFIX):
                    found.add(name[len(PREFIX) :])
        except Exception as err:
            self._fail(failure_reason(err))
            return sorted(self._memory)
        return sorted(found)


def aside_key(key: str) -> str:
    """Where an unreadable value of ``key`` is set aside: ``broken.<key>``."""
    return f"broken.{key}"
