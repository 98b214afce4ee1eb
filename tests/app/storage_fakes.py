"""A localStorage stand-in with a quota, and the browser's ways of failing, for the store's tests."""

from __future__ import annotations


class DOMException(Exception):
    """What a JS DOMException looks like from Python under Pyodide: a message and a ``name``."""

    def __init__(self, message: str, name: str) -> None:
        super().__init__(message)
        self.name = name


class UnprintableError(Exception):
    """A thrown JS value whose toString throws: even str() of it fails."""

    def __str__(self) -> str:
        raise TypeError("The thrown value's toString method returns a non-string")


class QuotaStorage:
    """localStorage over a dict (``items``, full keys) with a quota counted, as browsers do, in the
    characters of keys and values; a write over it raises QuotaExceededError and changes nothing.
    ``broken`` makes every call raise that exception instead."""

    def __init__(self, quota: int = 5_000_000, items: dict[str, str] | None = None) -> None:
        self.quota = quota
        self.items: dict[str, str] = {} if items is None else items
        self.broken: Exception | None = None

    def used(self) -> int:
        return sum(len(k) + len(v) for k, v in self.items.items())

    def _check(self) -> None:
        if self.broken is not None:
            raise self.broken

    @property
    def length(self) -> int:
        self._check()
        return len(self.items)

    def key(self, index):
        self._check()
        names = list(self.items)
        return names[index] if 0 <= index < len(names) else None

    def getItem(self, key):
        self._check()
        return self.items.get(key)

    def setItem(self, key, value):
        self._check()
        value = str(value)
        old = len(key) + len(self.items[key]) if key in self.items else 0
        if self.used() - old + len(key) + len(value) > self.quota:
            # Chrome's message; the name is what tells it apart
            raise DOMException(
                f"Failed to execute 'setItem' on 'Storage': Setting the value of '{key}' exceeded", "QuotaExceededError"
            )
        self.items[key] = value

    def removeItem(self, key):
        self._check()
        self.items.pop(key, None)
