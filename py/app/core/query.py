"""Query strings read and written as ``urllib.parse`` does, without importing it.

``urllib.parse`` (and the ``ipaddress`` module it pulls in) is the largest
import of the page's start under Pyodide (docs/tried.md), for two
functions the links need. These give the same results for the page's use
(``parse_qs(..., keep_blank_values=True)`` and ``urlencode(..., safe=...)``
with UTF-8); tests/app/test_query.py checks them against ``urllib.parse`` on
arbitrary text.
"""

from __future__ import annotations

from collections.abc import Mapping

_HEX_DIGITS = "0123456789ABCDEFabcdef"
_HEX_TO_BYTE = {a + b: bytes.fromhex(a + b) for a in _HEX_DIGITS for b in _HEX_DIGITS}
_ALWAYS_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")


def unquote_plus(text: str) -> str:
    """``+`` as a space and ``%xx`` escapes decoded as UTF-8 (bad sequences become U+FFFD)."""
    text = text.replace("+", " ")
    if "%" not in text:
        return text
    parts: list[str] = []
    start = 0
    # Only runs of ASCII hold escapes; other characters are kept as they are.
    for i, char in enumerate(text):
        if ord(char) > 0x7F:
            if start < i:
                parts.append(_unquote_ascii(text[start:i]))
            parts.append(char)
            start = i + 1
    parts.append(_unquote_ascii(text[start:]))
    return "".join(parts)


def _unquote_ascii(run: str) -> str:
    if "%" not in run:
        return run
    pieces = run.split("%")
    out = [pieces[0].encode("ascii")]
    for piece in pieces[1:]:
        byte = _HEX_TO_BYTE.get(piece[:2])
        if byte is None:
            out.append(b"%" + piece.encode("ascii"))
        else:
            out.append(byte + piece[2:].encode("ascii"))
    return b"".join(out).decode("utf-8", "replace")


def parse_qs(query: str) -> dict[str, list[str]]:
    """Each name's values in order; fields split on ``&``, a name without ``=`` has the value ``""``."""
    result: dict[str, list[str]] = {}
    for field in query.split("&"):
        if not field:
            continue
        name, _, value = field.partition("=")
        result.setdefault(unquote_plus(name), []).append(unquote_plus(value))
    return result


def quote_plus(text: str, safe: str = "") -> str:
    """UTF-8 percent-encoding, a space as ``+``; letters, digits, ``_.-~`` and ``safe`` kept."""
    keep = _ALWAYS_SAFE | frozenset(safe.encode("ascii"))
    out = []
    for byte in text.encode("utf-8"):
        if byte in keep:
            out.append(chr(byte))
        elif byte == 0x20:
            out.append("+")
        else:
            out.append(f"%{byte:02X}")
    return "".join(out)


def urlencode(params: Mapping[str, str], safe: str = "") -> str:
    """``name=value`` pairs joined by ``&``, each side encoded by :func:`quote_plus`."""
    return "&".join(f"{quote_plus(name, safe)}={quote_plus(value, safe)}" for name, value in params.items())
