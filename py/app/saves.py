"""The saved games in the store: each variant's game in play, the one set aside, and broken ones kept aside."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from solitaire import Game, SaveError, loads

from .explain import explain
from .i18n import t
from .store import PREFIX, Store
from .view import variant_title


def game_key(variant: str) -> str:
    return f"game.{variant}"


def shelf_key(variant: str) -> str:
    return f"shelf.{variant}"


def broken_key(variant: str) -> str:
    return f"broken.{variant}"


@dataclass
class Meta:
    """What the glue keeps in a save beside the engine's game."""

    elapsed_ms: int = 0
    counted: bool = False  # counted as played in the statistics
    won_recorded: bool = False

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Meta:
        elapsed = data.get("elapsed_ms", 0)
        if type(elapsed) not in (int, float) or not 0 <= elapsed < 10**12:
            elapsed = 0
        return cls(int(elapsed), data.get("counted") is True, data.get("won_recorded") is True)

    def to_dict(self) -> dict[str, Any]:
        return {"elapsed_ms": self.elapsed_ms, "counted": self.counted, "won_recorded": self.won_recorded}


def same_deal(a: Game, b: Game) -> bool:
    return a.settings == b.settings and a.seed == b.seed and a.start == b.start


def in_progress(game: Game) -> bool:
    """True when losing ``game`` would lose something the player did."""
    return bool(game.actions or game.redo_stack) and not game.is_over()


class Saves:
    """Reads and writes the saved games; ``notify(text, action, label)`` tells the player what happened."""

    def __init__(self, store: Store, notify: Callable[..., None]) -> None:
        self.store = store
        self.notify = notify

    def raw(self, variant: str) -> str | None:
        return self.store.get(game_key(variant))

    def write(self, variant: str, raw: str) -> None:
        self.store.set(game_key(variant), raw)

    def drop(self, variant: str) -> None:
        self.store.remove(game_key(variant))

    def load(self, variant: str) -> tuple[Game, Meta] | None:
        """The saved game of ``variant``; a save that cannot be loaded is set aside with a notice."""
        raw = self.raw(variant)
        if raw is None:
            return None
        try:
            game, meta = loads(raw)
            reason = None
            if game.settings.variant != variant:
                reason = t("save.reason.other_variant", variant=variant_title(game.settings.variant))
        except SaveError as err:
            reason = explain(err)
        if reason is not None:
            self.store.set(broken_key(variant), raw)
            self.drop(variant)
            text = t(
                "session.save_broken", variant=variant_title(variant), reason=reason, key=PREFIX + broken_key(variant)
            )
            self.notify(text, kind=f"broken.{variant}", lasting=True)
            return None
        return game, Meta.from_dict(meta)

    def shelve_replaced(self, game: Game) -> None:
        """Before ``game`` takes its variant's slot: set aside the different game in progress saved there."""
        variant = game.settings.variant
        raw = self.raw(variant)
        if raw is None:
            return
        try:
            old, _ = loads(raw)
        except SaveError:
            return
        if not same_deal(old, game) and in_progress(old):
            self.store.set(shelf_key(variant), raw)
            self.notify(
                t("session.shelved", variant=variant_title(variant), seed=old.seed),
                action="unshelve",
                action_label=t("session.go_back"),
                kind="shelved",
            )

    def has_shelf(self, variant: str) -> bool:
        return self.store.get(shelf_key(variant)) is not None

    def take_shelf(self, variant: str, current: Game) -> tuple[Game, Meta] | None:
        """The game set aside in ``variant``, swapped with ``current`` (set aside in turn if in progress)."""
        raw = self.store.get(shelf_key(variant))
        if raw is None:
            self.notify(t("session.no_shelf"), kind="resume")
            return None
        try:
            game, meta = loads(raw)
        except SaveError as err:
            self.store.set(broken_key(variant), raw)
            self.store.remove(shelf_key(variant))
            self.notify(t("session.shelf_broken", reason=explain(err)), kind="resume", lasting=True)
            return None
        saved = self.raw(variant)
        self.store.remove(shelf_key(variant))
        if saved is not None and in_progress(current):
            self.store.set(shelf_key(variant), saved)
        self.drop(variant)
        return game, Meta.from_dict(meta)


__all__ = ["Meta", "Saves", "broken_key", "game_key", "in_progress", "same_deal", "shelf_key"]
