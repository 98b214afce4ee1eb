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

    @property
    def length(self):
        return len(self.items)

    def key(self, i):
        keys = list(self.items)
        return keys[i] if 0 <= i < len(keys) else None


class Clock:
    """A millisecond clock the test sets by hand (``ms``), moving on by ``tick`` each time it is read."""

    def __init__(self, tick: float = 0.0) -> None:
        self.ms = 0.0
        self.tick = tick

    def __call__(self) -> float:
        self.ms += self.tick
        return self.ms


def new_session(storage: dict | None = None, query: str = "", clock: Clock | None = None, seed: int = 4242):
    """A session over a fake localStorage (``storage``, shared with the test), opened from ``query``."""
    from app.core.links import parse_query
    from app.core.session import Session
    from app.record.store import Store

    session = Session(Store(MemoryStorage(storage)), clock or Clock(), lambda: seed)
    session.open(parse_query(query))
    return session
