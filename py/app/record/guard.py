"""The guarded reader of stored values: size and depth limits, one error type with a reason code.

Everything the page reads back from localStorage (game saves, games set aside,
statistics, preferences, the last variant) and every value of an imported
backup is read here or by a parser built on :func:`read_json`, so no stored text
can raise anything but :class:`StoredValueError`: not RecursionError (a deep
nest kills Pyodide), not a ValueError from a 5,000-digit number, not a
TypeError from a value of the wrong type. The error carries a
:class:`ReadReason` code, never a text for the player: the page maps codes to
catalogue texts (``REASON_KEYS``).
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from app.text.i18n import t
from solitaire import PRESETS, Game, SaveSummary, loads, summarize
from solitaire import errors as e
from solitaire.jsontext import nesting_depth

# Deeper than any value the app stores (a save is two levels, the statistics two).
MAX_DEPTH = 16


class ReadReason(enum.Enum):
    """Why a stored value could not be read."""

    TOO_BIG = "too-big"  # longer than any value of its kind
    TOO_DEEP = "too-deep"  # nested deeper than MAX_DEPTH
    NOT_JSON = "not-json"  # not JSON text (or not text at all)
    WRONG_SHAPE = "wrong-shape"  # JSON, but not what the key holds
    NOT_A_SAVE = "not-a-save"  # JSON, but not a saved game of this app
    VERSION = "version"  # a save format version this app does not know
    FIELD = "field"  # a field of a save is missing or wrong
    ACTION = "action"  # a move in a save cannot be replayed
    TAMPERED = "tampered"  # a save's position is not where its moves lead
    OTHER_VARIANT = "other-variant"  # a save under one variant's key holds another variant's game
    UNKNOWN_KEY = "unknown-key"  # a key this app does not keep (in an imported backup)
    NOT_A_BACKUP = "not-a-backup"  # JSON, but not a backup of this app


class StoredValueError(ValueError):
    """A stored value that cannot be used; ``reason`` says why, ``detail`` (English) is for logs and tests."""

    def __init__(self, reason: ReadReason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


def read_json(text: Any, max_chars: int, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of ``text``: at most ``max_chars`` characters and ``max_depth`` levels of nesting."""
    if not isinstance(text, str):
        raise StoredValueError(ReadReason.NOT_JSON, f"not text but {type(text).__name__}")
    if len(text) > max_chars:
        raise StoredValueError(ReadReason.TOO_BIG, f"{len(text):,} characters, at most {max_chars:,}")
    depth = nesting_depth(text)
    if depth > max_depth:
        raise StoredValueError(ReadReason.TOO_DEEP, f"nested {depth:,} levels, at most {max_depth}")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:  # RecursionError cannot happen after the scan; kept as a net
        raise StoredValueError(ReadReason.NOT_JSON, str(err)) from None


_SAVE_REASONS = (
    (e.SaveTooLargeError, ReadReason.TOO_BIG),
    (e.SaveTooDeepError, ReadReason.TOO_DEEP),
    (e.SaveFormatError, ReadReason.NOT_A_SAVE),
    (e.SaveVersionError, ReadReason.VERSION),
    (e.SaveFieldError, ReadReason.FIELD),
    (e.SaveActionError, ReadReason.ACTION),
    (e.SaveTamperedError, ReadReason.TAMPERED),
)


def save_reason(err: e.SaveError) -> ReadReason:
    """The reason code of the engine's error for a save it could not load."""
    return next((code for kind, code in _SAVE_REASONS if isinstance(err, kind)), ReadReason.NOT_A_SAVE)


def read_game(text: Any, variant: str | None = None) -> tuple[Game, dict[str, Any]]:
    """The game and meta of a saved game (solitaire.save.loads); with ``variant``, it must be that variant's."""
    try:
        game, meta = loads(text)
    except e.SaveError as err:
        raise StoredValueError(save_reason(err), str(err)) from None
    if variant is not None and game.settings.variant != variant:
        raise StoredValueError(ReadReason.OTHER_VARIANT, f"a game of {game.settings.variant}, not {variant}")
    return game, meta


def read_summary(text: Any) -> SaveSummary:
    """The engine's summary of a saved game (solitaire.save.summarize: its own board, no replay)."""
    try:
        return summarize(text)
    except e.SaveError as err:
        raise StoredValueError(save_reason(err), str(err)) from None


def read_variant(text: Any) -> str:
    """A variant's name (the ``last`` key): one of the presets."""
    if not isinstance(text, str) or text not in PRESETS:
        shown = repr(text)[:40]
        raise StoredValueError(ReadReason.WRONG_SHAPE, f"not a variant: {shown}")
    return text


# The catalogue text of each reason, for the player (``save.reason.*`` read "it is ...").
REASON_KEYS: dict[ReadReason, str] = {
    ReadReason.TOO_BIG: "read.reason.too_big",
    ReadReason.TOO_DEEP: "save.reason.damaged",
    ReadReason.NOT_JSON: "save.reason.damaged",
    ReadReason.WRONG_SHAPE: "save.reason.field",
    ReadReason.NOT_A_SAVE: "save.reason.format",
    ReadReason.VERSION: "save.reason.version",
    ReadReason.FIELD: "save.reason.field",
    ReadReason.ACTION: "save.reason.action",
    ReadReason.TAMPERED: "save.reason.tampered",
    ReadReason.OTHER_VARIANT: "save.reason.damaged",
    ReadReason.UNKNOWN_KEY: "save.reason.format",
    ReadReason.NOT_A_BACKUP: "read.reason.not_a_backup",
}


def reason_text(reason: ReadReason) -> str:
    """Why a value could not be read, in a few words of the current language."""
    return t(REASON_KEYS[reason])


T = TypeVar("T")


@dataclass
class Loaded(Generic[T]):
    """A document read back from the store: its ``value`` (None when there was none or it was
    broken), why it was broken (``problem``), what became of its copy (``aside``: true when kept
    under the broken key) and what to tell the player (``notice``)."""

    value: T | None = None
    problem: ReadReason | None = None
    aside: Any = None
    notice: str | None = None


def load_document(store: Any, key: str, broken_key: str, parse: Callable[[str], T], notice_key: str) -> Loaded[T]:
    """Read the document under ``key`` with ``parse``; a broken one is set aside under ``broken_key``
    (nothing the player had is thrown away) and the notice says so: ``notice_key``'s text, or
    ``notice_key``.not_kept's with the reason when it could not be kept."""
    raw = store.get(key)
    if raw is None:
        return Loaded()
    try:
        return Loaded(parse(raw))
    except StoredValueError as err:
        aside = store.set_aside(key, raw, to=broken_key)
        notice = t(notice_key) if aside else t(f"{notice_key}_not_kept", reason=reason_text(err.reason))
        return Loaded(None, err.reason, aside, notice)
