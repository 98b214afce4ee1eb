"""The saved games in the store: each variant's game in play, every game set aside, and broken ones kept aside.

Keys (under the store's prefix): ``game.<variant>`` is the game of that variant
the page resumes; ``shelf.<variant>.<deal>`` is a game in progress set aside
when another deal took its variant's place (one per deal: ``<deal>`` is the
redeal count and the seed, and for a game started from a shared position a
hash of it); ``shelf.<variant>`` is the one set-aside game of the first format,
still listed and resumed. The engine reads the saves (``solitaire.save``): a
listing asks it for a summary, never parses a document here. A save that cannot
be read is moved to ``broken.<key>.<hash>`` (one key per save, never
overwritten) when there is room, the notice says truthfully whether it was, and
it is never offered again.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from app.text.i18n import Text, VariantName, t
from solitaire import Game
from solitaire.daily import DateError, parse_date
from solitaire.save import SaveSummary

from .guard import REASON_KEYS, ReadReason, StoredValueError, read_game, read_summary
from .store import Store, Write


def game_key(variant: str) -> str:
    return f"game.{variant}"


def shelf_key(game: Game, timed: bool = False) -> str:
    """Where ``game`` is kept when set aside: one key per deal and way of playing it (a practice game, or a
    ``timed`` one, is another game than the deal's own)."""
    settings = game.settings
    key = f"shelf.{settings.variant}.{settings.redeals}.{game.seed}"
    if game.from_layout:
        key += f".{zlib.crc32(game.start.layout().encode()):08x}"
    if game.unlimited:
        key += ".practice"  # a practice game of a deal is another game than the deal's own (app.core.modes)
    if timed:
        key += ".timed"
    return key


def is_shelf_key(key: str) -> bool:
    return key.startswith("shelf.")


def broken_key(key: str, raw: str) -> str:
    """Where the unreadable save ``raw`` of ``key`` is kept: ``broken.<key>.<hash of raw>``, one key per save,
    so a later broken save never overwrites an earlier one's copy."""
    return f"broken.{key}.{zlib.crc32(raw.encode('utf-8', 'surrogatepass')):08x}"


@dataclass
class Meta:
    """What the glue keeps in a save beside the engine's game."""

    elapsed_ms: int = 0
    counted: bool = False  # counted as played in the statistics (the first action was taken)
    ended: bool = False  # its win or loss is in the statistics
    assisted: bool = False  # Auto, Play it out or a shown solution made a move in it
    hints: int = 0  # hints asked for
    aside_at: float = 0.0  # when it was set aside (ms since 1970), 0 if never
    daily: str = ""  # the day (YYYY-MM-DD) when this is that day's daily deal, else ""
    played_at: float = 0.0  # when its last action was taken (ms since 1970), 0 if not known
    undone: bool = False  # an undo was taken in it (such a win is not a perfect game)
    timed: bool = False  # a timed game (app.core.timed): its own score and statistics

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Meta:
        def number(name: str, top: float) -> float:
            value = data.get(name, 0)
            return value if type(value) in (int, float) and 0 <= value < top else 0

        return cls(
            elapsed_ms=int(number("elapsed_ms", 10**12)),
            counted=data.get("counted") is True,
            ended=data.get("ended") is True or data.get("won_recorded") is True,  # the first format's name
            assisted=data.get("assisted") is True,
            hints=int(number("hints", 10**6)),
            aside_at=float(number("aside_at", 10**15)),
            daily=_daily(data.get("daily")),
            played_at=float(number("played_at", 10**15)),
            # a game begun before undos were kept may have had one: not known, so never a perfect game
            undone=data.get("undone") is True if "undone" in data else data.get("counted") is True,
            timed=data.get("timed") is True,
        )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _daily(value: Any) -> str:
    """A daily deal's day as saved, or "" (a bad value only loses the game's place in the days played)."""
    if not isinstance(value, str) or not value:
        return ""
    try:
        return parse_date(value).isoformat()
    except DateError:
        return ""


def same_deal(a: Game, b: Game) -> bool:
    """The same deal played the same way: its rules, seed and start, and a practice game only as one."""
    return a.settings == b.settings and a.seed == b.seed and a.start == b.start and a.unlimited == b.unlimited


def same_play(a: Game, a_meta: Meta, b: Game, b_timed: bool) -> bool:
    """The same deal played the same way (timed or not): one game, whose place a fresh one never takes."""
    return same_deal(a, b) and a_meta.timed == b_timed


@dataclass(frozen=True)
class Waiting:
    """A game in progress that is not on screen, as the New-game dialog lists it: where it is kept, the
    engine's summary of its save (variant, seed, settings, moves, cards in place...) and the glue's
    :class:`Meta` read from it. Nothing of the summary is copied here."""

    key: str
    save: SaveSummary
    meta: Meta

    @property
    def played_at(self) -> float:
        """When it was last played or set aside (ms since 1970), 0 if not known: the listing's order."""
        return max(self.meta.aside_at, self.meta.played_at)


def summary(key: str, raw: str) -> Waiting | None:
    """What the save ``raw`` holds, as the engine summarizes it without replaying it (on the board of the
    save's own settings); None if it is not a game in progress. A StoredValueError if it cannot be read."""
    save = read_summary(raw)
    if not save.in_progress:
        return None
    return Waiting(key, save, Meta.from_dict(save.meta))


class Saves:
    """Reads and writes the saved games; ``notify(text, ...)`` tells the player what happened to them."""

    def __init__(self, store: Store, notify: Callable[..., None]) -> None:
        self.store = store
        self.notify = notify

    def raw(self, variant: str) -> str | None:
        return self.store.get(game_key(variant))

    def write(self, variant: str, raw: str) -> Write:
        return self.store.set(game_key(variant), raw)

    def drop(self, variant: str) -> None:
        self.store.remove(game_key(variant))

    def load(self, variant: str) -> tuple[Game, Meta] | None:
        """The saved game of ``variant``; a save that cannot be loaded is set aside with a notice."""
        return self._read(game_key(variant), variant)

    def _read(self, key: str, variant: str) -> tuple[Game, Meta] | None:
        raw = self.store.get(key)
        if raw is None:
            return None
        try:
            game, meta = read_game(raw, variant)
        except StoredValueError as err:
            self.set_aside_broken(key, raw, variant, err.reason)
            return None
        if game.dropped_bookmarks:  # the game is kept; only the bad bookmarks went
            words = Text(
                f"session.bookmarks_dropped.{'one' if len(game.dropped_bookmarks) == 1 else 'other'}",
                variant=VariantName(variant),
                n=len(game.dropped_bookmarks),
            )
            self.notify(words, kind=f"bookmarks.{key}", lasting=True)
        return game, Meta.from_dict(meta)

    def set_aside_broken(self, key: str, raw: str, variant: str, reason: ReadReason) -> None:
        """Move an unreadable save to a key of its own (:func:`broken_key`) and say so, truthfully."""
        kept = self.store.set_aside(key, raw, to=broken_key(key, raw))
        name, why = VariantName(variant), Text(REASON_KEYS[reason])
        words = Text("session.save_broken" if kept else "session.save_broken_not_kept", variant=name, reason=why)
        self.notify(words, kind=f"broken.{key}", lasting=True)

    # -- games set aside -----------------------------------------------------------

    def shelve(self, game: Game, raw: str, timed: bool = False) -> Write:
        """Keep ``game`` (saved as ``raw``; ``timed``: a timed game) among the games set aside; the result says
        whether it landed."""
        return self.store.set(shelf_key(game, timed), raw)

    def waiting(self, showing: Game) -> list[Waiting]:
        """Every game in progress but ``showing``: the other variants' games in play and the games set aside,
        the most recent first. A save that cannot be read is set aside as broken (with a notice)."""
        found = []
        for key in self.store.list_keys():
            variant = key.split(".")[1] if key.count(".") else ""
            if not (is_shelf_key(key) or key == game_key(variant)) or key == game_key(showing.settings.variant):
                continue
            raw = self.store.get(key)
            if raw is None:
                continue
            try:
                entry = summary(key, raw)
            except StoredValueError as err:
                self.set_aside_broken(key, raw, variant, err.reason)
                continue
            if entry is not None:
                found.append(entry)
        found.sort(key=lambda w: (-w.played_at, w.save.variant, w.save.seed))
        return found

    def take(self, key: str) -> tuple[Game, Meta] | None:
        """The game under ``key`` (a game in play or set aside), read and checked; None (with a notice) if gone."""
        if key.count(".") < 1 or not (is_shelf_key(key) or key.startswith("game.")):
            return None
        variant = key.split(".")[1]
        if self.store.get(key) is None:
            self.notify(t("session.no_shelf"), kind="resume")
            return None
        return self._read(key, variant)

    def discard(self, key: str) -> None:
        if is_shelf_key(key) or key.startswith("game."):
            self.store.remove(key)


__all__ = [
    "Meta",
    "Saves",
    "Waiting",
    "broken_key",
    "game_key",
    "is_shelf_key",
    "same_deal",
    "same_play",
    "shelf_key",
    "summary",
]
