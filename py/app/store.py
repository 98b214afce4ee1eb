"""Storage: a key-value store over the browser's localStorage that falls back to memory when it fails."""

from __future__ import annotations

from typing import Any

from .i18n import t

PREFIX = "solitaire.v1."


class Store:
    """Reads and writes strings under ``PREFIX``; the first failure of the backend switches to memory.

    ``backend`` is anything with getItem/setItem/removeItem (window.localStorage, or None
    when it could not even be reached). ``notice`` holds the message to show once, if any.
    """

    def __init__(self, backend: Any | None, unavailable_reason: str | None = None) -> None:
        self._backend = backend
        self._memory: dict[str, str] = {}
        self.notice: str | None = None
        if backend is None:
            self._fail(unavailable_reason or t("store.reason.unavailable"))

    @property
    def persistent(self) -> bool:
        return self._backend is not None

    def _fail(self, reason: str) -> None:
        self._backend = None
        self.notice = t("store.unavailable", reason=reason)

    def get(self, key: str) -> str | None:
        if self._backend is not None:
            try:
                value = self._backend.getItem(PREFIX + key)
            except Exception as err:
                self._fail(_reason(err))
            else:
                return value if isinstance(value, str) else None  # JS null arrives as None or jsnull
        return self._memory.get(key)

    def set(self, key: str, value: str) -> bool:
        """Store ``value``; False when only memory holds it."""
        self._memory[key] = value
        if self._backend is not None:
            try:
                self._backend.setItem(PREFIX + key, value)
                return True
            except Exception as err:
                self._fail(_reason(err))
        return False

    def remove(self, key: str) -> None:
        self._memory.pop(key, None)
        if self._backend is not None:
            try:
                self._backend.removeItem(PREFIX + key)
            except Exception as err:
                self._fail(_reason(err))


def _reason(err: BaseException) -> str:
    text = str(err).strip().splitlines()
    name = type(err).__name__
    message = text[-1] if text else name
    if "quota" in message.lower():
        return t("store.reason.full")
    return message if len(message) <= 120 else message[:119] + "…"
