"""The days played: each daily deal's result, the streak of days, and the text to share a result (pure).

A daily deal's game that ends (won, given up, or stuck and left) is kept here
under its day and variant: score, moves, time, won or not, how it was helped
(own: no hint and no helper's move; with hints: the hints shown, no helper
moved; with help: Auto, Play it out or Show me the win made a move), and the
player's date when it ended. The first result of a day's deal stands: playing it again (Restart,
or the link once more) changes nothing here, so a shared result is the first
try's.

The streak counts days in a row, up to today, on which the player finished a
daily deal of that very day (any variant). Today not played yet does not
break it: it counts up to yesterday until today ends. A day's deal played
later (from a link) is kept in the list but does not count for the streak.

Stored as one JSON document under ``daily``: ``{"version": 1, "days": {"YYYY-MM-DD":
{variant: {"won": bool, "score": int, "moves": int, "ms": int, "own": bool,
"on": "YYYY-MM-DD", "hints": int}}}}``, read through guard.read_json. ``hints`` came
later, without a new version: a result without it reads as 0 (a result kept
before hints counted as help says "own" as it did then).
"""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass

from app.text.i18n import t, tn, variant_title
from app.text.labels import cards_in_play, format_time
from solitaire import VARIANTS
from solitaire.daily import DateError, parse_date

from .guard import ReadReason, StoredValueError, load_document, read_json
from .store import Store, Write

KEY = "daily"
BROKEN_KEY = "daily.broken"
VERSION = 1
MAX_CHARS = 1_000_000  # about 25 years of every variant's daily deal (under 110 characters a result)
MAX_DAYS = 9_000  # days kept; the oldest go first beyond that


@dataclass(frozen=True)
class DayResult:
    """One daily deal's result: ``day`` is the deal's date, ``played_on`` the player's date when it ended.

    ``own``: no hint shown and no helper's move. ``hints``: the hints shown in a game only hints
    helped (0 for an own game and for one a helper played in: that one is "with help")."""

    day: str
    variant: str
    won: bool
    score: int
    moves: int
    ms: int
    own: bool
    played_on: str
    hints: int = 0

    @property
    def on_the_day(self) -> bool:
        return self.played_on == self.day

    def to_dict(self) -> dict:
        return {
            "won": self.won,
            "score": self.score,
            "moves": self.moves,
            "ms": self.ms,
            "own": self.own,
            "on": self.played_on,
            **({"hints": self.hints} if self.hints else {}),
        }


class Dailies:
    """The daily deals' results, kept in ``store`` as one JSON document."""

    def __init__(self, store: Store) -> None:
        self._store = store
        loaded = load_document(store, KEY, BROKEN_KEY, parse, "daily.broken")
        self.notice: str | None = loaded.notice
        self.problem: ReadReason | None = loaded.problem
        self.aside: Write | None = loaded.aside
        self._days: dict[str, dict[str, DayResult]] = loaded.value or {}

    def get(self, day: str, variant: str) -> DayResult | None:
        return self._days.get(day, {}).get(variant)

    def record(self, result: DayResult) -> bool:
        """Keep ``result`` unless the day's deal of its variant has one already (the first stands)."""
        if self.get(result.day, result.variant) is not None:
            return False
        self._days.setdefault(result.day, {})[result.variant] = result
        while len(self._days) > MAX_DAYS:
            del self._days[min(self._days)]
        self._save()
        return True

    def results(self) -> list[DayResult]:
        """Every result, the newest day first, the variants in menu order."""
        order = {name: n for n, name in enumerate(VARIANTS)}
        found = [r for day in sorted(self._days, reverse=True) for r in self._days[day].values()]
        return sorted(found, key=lambda r: (_neg(r.day), order.get(r.variant, len(order)), r.variant))

    def _days_on_time(self) -> set[_dt.date]:
        return {
            _dt.date.fromisoformat(day)
            for day, by_variant in self._days.items()
            if any(r.on_the_day for r in by_variant.values())
        }

    def streak(self, today: _dt.date) -> int:
        """Days in a row with a daily deal finished on its day, up to today (or yesterday, today not played)."""
        days = self._days_on_time()
        day = today if today in days else today - _dt.timedelta(days=1)
        count = 0
        while day in days:
            count += 1
            day -= _dt.timedelta(days=1)
        return count

    def longest_streak(self) -> int:
        best = run = 0
        previous = None
        for day in sorted(self._days_on_time()):
            run = run + 1 if previous is not None and (day - previous).days == 1 else 1
            best = max(best, run)
            previous = day
        return best

    def _save(self) -> None:
        doc = {
            "version": VERSION,
            "days": {day: {v: r.to_dict() for v, r in by.items()} for day, by in sorted(self._days.items())},
        }
        self._store.set(KEY, json.dumps(doc, separators=(",", ":")))


def _neg(day: str) -> tuple[int, ...]:
    return tuple(-int(part) for part in day.split("-"))


def _count(value: object, top: int) -> int:
    if type(value) is not int or not 0 <= value <= top:
        raise ValueError(f"not a count: {str(value)[:40]!r}")
    return value


def _flag(value: object) -> bool:
    if type(value) is not bool:
        raise ValueError(f"not true or false: {str(value)[:40]!r}")
    return value


def _day(text: object) -> str:
    """A daily deal's date: a day that has a daily deal."""
    if not isinstance(text, str):
        raise ValueError("a date must be text")
    try:
        return parse_date(text).isoformat()
    except DateError as err:
        raise ValueError(str(err)) from None


def _any_day(text: object) -> str:
    """The player's date (any real day written YYYY-MM-DD: a device's clock may be set to any year)."""
    if not isinstance(text, str) or len(text) != 10 or not text.isascii() or text[4] != "-" or text[7] != "-":
        raise ValueError("a date must be written YYYY-MM-DD")
    try:
        return _dt.date.fromisoformat(text).isoformat()
    except ValueError:
        raise ValueError(f"not a day: {text!r}") from None


def parse(raw: str) -> dict[str, dict[str, DayResult]]:
    """The results stored as ``raw`` (guard.read_json's limits); a StoredValueError says why not."""
    doc = read_json(raw, MAX_CHARS)
    if not isinstance(doc, dict) or doc.get("version") != VERSION or not isinstance(doc.get("days"), dict):
        raise StoredValueError(ReadReason.WRONG_SHAPE, "not the daily deals' record")
    days: dict[str, dict[str, DayResult]] = {}
    try:
        for day, by_variant in doc["days"].items():
            day = _day(day)
            if not isinstance(by_variant, dict):
                raise ValueError("a day must be an object")
            for variant, entry in by_variant.items():
                if variant not in VARIANTS or not isinstance(entry, dict):
                    raise ValueError(f"not a variant's result: {str(variant)[:20]!r}")
                days.setdefault(day, {})[variant] = DayResult(
                    day,
                    variant,
                    _flag(entry.get("won")),
                    _count(entry.get("score"), cards_in_play(variant)),
                    _count(entry.get("moves"), 10**7),
                    _count(entry.get("ms"), 10**12),
                    _flag(entry.get("own")),
                    _any_day(entry.get("on")),
                    _count(entry.get("hints", 0), 10**6),
                )
    except ValueError as err:
        raise StoredValueError(ReadReason.WRONG_SHAPE, str(err)) from None
    return days


# -- words -------------------------------------------------------------------------------------------


def help_words(result: DayResult) -> str:
    """How the game was helped: "on my own", "with 3 hints" or "with help" (current language)."""
    if result.own:
        return t("daily.own")
    return tn("daily.hints", result.hints) if result.hints else t("daily.assisted")


def result_parts(result: DayResult) -> list[str]:
    """A result in a few words: won or not, the score, moves, time, and the help (current language)."""
    return [
        t("daily.won" if result.won else "daily.not_won"),
        t("ui.score", score=result.score, total=cards_in_play(result.variant)),
        tn("daily.moves", result.moves),
        format_time(result.ms),
        help_words(result),
    ]


def share_text(result: DayResult) -> str:
    """The text to share a result: the app, the variant, the date and the result; never the deal itself."""
    return t(
        "daily.share",
        variant=variant_title(result.variant),
        date=result.day,
        result=t("list.separator").join(result_parts(result)),
    )


__all__ = [
    "BROKEN_KEY",
    "KEY",
    "Dailies",
    "DayResult",
    "help_words",
    "parse",
    "result_parts",
    "share_text",
]
