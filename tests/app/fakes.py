"""Stand-ins for the browser in the glue's tests."""

from __future__ import annotations


class MemoryStorage:
    """A localStorage stand-in over a dict (``items``), shared with the test when one is given."""

    def __init__(self, items: dict[str, str] | None = None) -> None:
        self.items: dict[str, str] = {} if items is None else items

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)
