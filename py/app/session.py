"""The player's session: the game being played, its saves, clock and statistics, and what a tap does.

Everything here is pure Python (the DOM layer hands in a store, a clock and a
source of random seeds), so the whole click/tap state machine runs under CPython
in tests. Every rule question goes to the engine.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from solitaire import (
    COLS,
    PRESETS,
    REDEAL,
    Game,
    Move,
    Outcome,
    SaveActionError,
    SaveError,
    SaveFieldError,
    SaveFormatError,
    SaveTamperedError,
    SaveVersionError,
    SolitaireError,
    card_label,
    dumps,
    loads,
    preset,
)

from .i18n import t
from .links import LinkRequest
from .stats import Stats
from .store import PREFIX, Store
from .view import deal_title, error_text, variant_title

DEFAULT_VARIANT = "addiction"
LAST_KEY = "last"


def game_key(variant: str) -> str:
    return f"game.{variant}"


def shelf_key(variant: str) -> str:
    return f"shelf.{variant}"


def broken_key(variant: str) -> str:
    return f"broken.{variant}"


@dataclass(frozen=True)
class Notice:
    """A message for the player; ``action`` names a button to offer with it (e.g. ``unshelve``)."""

    text: str
    action: str | None = None
    action_label: str = ""


class Tap(enum.Enum):
    MOVED = "moved"  # a move was made (``move``)
    CHOOSE = "choose"  # a first pick waits for a second (``cells`` are the choices)
    CANCELLED = "cancelled"  # a pending pick was dropped
    ILLEGAL = "illegal"  # nothing happened (``message`` says why)


@dataclass(frozen=True)
class TapResult:
    kind: Tap
    move: Move | None = None
    cells: tuple[int, ...] = ()
    message: str = ""


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


class Session:
    """One player's game with its saves; ``now()`` gives milliseconds, ``random_seed()`` a new deal number."""

    def __init__(self, store: Store, now: Callable[[], float], random_seed: Callable[[], int]) -> None:
        self.store = store
        self.now = now
        self.random_seed = random_seed
        self.stats = Stats(store)
        self.notices: list[Notice] = []
        self.game: Game = Game(PRESETS[DEFAULT_VARIANT], 0)
        self.meta = Meta()
        self.selected: int | None = None  # a 2 or a left-edge gap waiting for its partner
        self.choices: tuple[int, ...] = ()
        self.visible = True
        self._since: float | None = None  # the clock runs since then
        self._saved: str | None = None  # what this tab last wrote or took as its variant's saved game

    # -- notices ---------------------------------------------------------------

    def notify(self, text: str, action: str | None = None, action_label: str = "") -> None:
        self.notices.append(Notice(text, action, action_label))

    def take_notices(self) -> list[Notice]:
        notices = self.notices
        if self.store.notice:
            notices.insert(0, Notice(self.store.notice))
            self.store.notice = None
        self.notices = []
        return notices

    @property
    def variant(self) -> str:
        return self.game.settings.variant

    # -- opening the page ------------------------------------------------------

    def open(self, request: LinkRequest) -> None:
        """Start from a link: resume the saved game it names, or deal it; keep every other game saved."""
        for text in request.notices:
            self.notify(text)
        if self.stats.notice:
            self.notify(self.stats.notice)
        if request.names_a_deal:
            settings = preset(request.variant, request.redeals)
            wanted = Game(settings, request.seed, request.layout)
            saved = self._load(request.variant)
            if saved is not None and same_deal(saved[0], wanted):
                self._install(*saved)
            else:
                self._install(wanted, Meta())
            return
        variant = request.variant or self.store.get(LAST_KEY) or DEFAULT_VARIANT
        if variant not in PRESETS:
            variant = DEFAULT_VARIANT
        saved = self._load(variant)
        if saved is not None and (request.redeals is None or saved[0].settings.redeals == request.redeals):
            self._install(*saved)
        else:
            self._install(Game(preset(variant, request.redeals), self.random_seed()), Meta())

    def _load(self, variant: str) -> tuple[Game, Meta] | None:
        """The saved game of ``variant``; a save that cannot be loaded is set aside with a notice."""
        raw = self.store.get(game_key(variant))
        if raw is None:
            return None
        try:
            game, meta = loads(raw)
            reason = None
            if game.settings.variant != variant:
                reason = t("save.reason.other_variant", variant=variant_title(game.settings.variant))
        except SaveError as err:
            reason = save_reason(err)
        if reason is not None:
            self.store.set(broken_key(variant), raw)
            self.store.remove(game_key(variant))
            self.notify(
                t(
                    "session.save_broken",
                    variant=variant_title(variant),
                    reason=reason,
                    key=PREFIX + broken_key(variant),
                )
            )
            return None
        return game, Meta.from_dict(meta)

    def _install(self, game: Game, meta: Meta) -> None:
        """Make ``game`` the current one, setting aside a different game in progress in its variant's slot."""
        self._stop_clock()
        variant = game.settings.variant
        raw = self.store.get(game_key(variant))
        if raw is not None:
            try:
                old, _ = loads(raw)
            except SaveError:
                old = None
            if old is not None and not same_deal(old, game) and in_progress(old):
                self.store.set(shelf_key(variant), raw)
                self.notify(
                    t("session.shelved", variant=variant_title(variant), seed=old.seed),
                    action="unshelve",
                    action_label=t("session.go_back"),
                )
        self.game = game
        self.meta = meta
        self.clear_selection()
        self.store.set(LAST_KEY, variant)
        self._sync_clock()
        self.save()

    def has_shelf(self) -> bool:
        return self.store.get(shelf_key(self.variant)) is not None

    def unshelve(self) -> bool:
        """Swap the current game with the one set aside in its variant."""
        variant = self.variant
        raw = self.store.get(shelf_key(variant))
        if raw is None:
            self.notify(t("session.no_shelf"))
            return False
        try:
            game, meta = loads(raw)
        except SaveError as err:
            self.store.set(broken_key(variant), raw)
            self.store.remove(shelf_key(variant))
            self.notify(t("session.shelf_broken", reason=save_reason(err)))
            return False
        self.save_clock()
        current = self.store.get(game_key(variant))
        self.store.remove(shelf_key(variant))
        if current is not None and in_progress(self.game):
            self.store.set(shelf_key(variant), current)
        self.store.remove(game_key(variant))
        self._install(game, Meta.from_dict(meta))
        self.notify(t("session.back_to", title=deal_title(self.game)))
        return True

    # -- saving and the clock --------------------------------------------------

    def save(self) -> None:
        self._flush_clock()
        raw = dumps(self.game, self.meta.to_dict())
        self.store.set(game_key(self.variant), raw)
        self._saved = raw

    def saved_elsewhere(self) -> bool:
        """True when another tab has saved this variant's game since this tab last saved or took it."""
        current = self.store.get(game_key(self.variant))
        return self._saved is not None and current is not None and current != self._saved

    def save_clock(self) -> bool:
        """Save when nothing was played (page hidden or closed, switching games), unless another tab
        saved this variant's game since: an idle, stale tab never writes an older game over a newer one."""
        if self.saved_elsewhere():
            self._flush_clock()
            return False
        self.save()
        return True

    def watches(self, storage_key: str) -> bool:
        """True when ``storage_key`` (a full localStorage key) holds the saved game on screen."""
        return storage_key == PREFIX + game_key(self.variant)

    def reload_saved(self) -> bool:
        """Take the saved game of the variant on screen after another tab changed it (False: nothing newer)."""
        if not self.saved_elsewhere():
            return False
        raw = self.store.get(game_key(self.variant))
        try:
            game, meta = loads(raw)
        except SaveError:
            return False  # the other tab's save is its own problem; keep playing this one
        if game.settings.variant != self.variant:
            return False
        same_game = dumps(game, {}) == dumps(self.game, {})  # e.g. only the other tab's clock moved
        self._stop_clock()
        if not same_game:
            self.game = game
            self.clear_selection()
        self.meta = Meta.from_dict(meta)
        self._saved = raw
        self._sync_clock()
        if same_game:
            return False
        self.notify(t("session.updated"))
        return True

    def elapsed_ms(self) -> int:
        extra = self.now() - self._since if self._since is not None else 0
        return int(self.meta.elapsed_ms + extra)

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        self._sync_clock()
        if not visible:
            self.save_clock()

    def clock_running(self) -> bool:
        return self._since is not None

    def _flush_clock(self) -> None:
        if self._since is not None:
            now = self.now()
            self.meta.elapsed_ms += int(now - self._since)
            self._since = now

    def _stop_clock(self) -> None:
        self._flush_clock()
        self._since = None

    def _sync_clock(self) -> None:
        running = self.visible and not self.game.is_over()
        if running and self._since is None:
            self._since = self.now()
        elif not running:
            self._stop_clock()

    def _after_action(self) -> None:
        self._flush_clock()
        if not self.meta.counted:
            self.stats.record_played(self.variant)
            self.meta.counted = True
        outcome = self.game.outcome()
        if outcome is Outcome.WON and not self.meta.won_recorded:
            self.meta.won_recorded = True
            self.stats.record_end(
                self.variant,
                won=True,
                score=self.game.position.ordered(),
                moves=self.game.moves,
                ms=self.meta.elapsed_ms,
                records=not self.game.from_layout,
            )
        elif outcome in (Outcome.STUCK, Outcome.GAVE_UP):
            self.stats.record_end(
                self.variant, won=False, score=self.game.position.ordered(), moves=self.game.moves, ms=0
            )
        self.clear_selection()
        self._sync_clock()
        self.save()

    # -- taps ------------------------------------------------------------------

    def clear_selection(self) -> bool:
        had = self.selected is not None
        self.selected = None
        self.choices = ()
        return had

    def tap(self, index: int) -> TapResult:
        """What a tap on cell ``index`` does: move, wait for a choice, cancel, or nothing (and why)."""
        if self.selected is not None:
            if index == self.selected:
                self.clear_selection()
                return TapResult(Tap.CANCELLED)
            if index in self.choices:
                selected = self.selected
                moves = [m for m in self.game.legal_moves() if (m.src, m.dst) in ((selected, index), (index, selected))]
                if moves:
                    return self.play(moves[0])
            self.clear_selection()
        if self.game.is_over():
            return TapResult(Tap.ILLEGAL, cells=(index,), message=self._over_message())
        position = self.game.position
        if position.cells[index]:
            return self._tap_card(index)
        return self._tap_gap(index)

    def _tap_card(self, index: int) -> TapResult:
        position = self.game.position
        moves = position.moves_from(index)
        if not moves:
            label = card_label(position.cells[index])
            return TapResult(Tap.ILLEGAL, cells=(index,), message=t("tap.no_gap_takes", card=label))
        if len(moves) == 1:
            return self.play(moves[0])
        self.selected = index
        self.choices = tuple(m.dst for m in moves)
        return TapResult(
            Tap.CHOOSE,
            cells=self.choices,
            message=t("tap.pick_gap", card=card_label(position.cells[index])),
        )

    def _tap_gap(self, index: int) -> TapResult:
        position = self.game.position
        moves = position.moves_to(index)
        if not moves:
            info = position.gap_info(index)
            if info.reason == "after-king":
                message = t("tap.after_king", card=card_label(info.left))
            elif info.reason == "after-gap":
                message = t("tap.after_gap")
            else:
                message = t("tap.no_card_fits")
            return TapResult(Tap.ILLEGAL, cells=(index,), message=message)
        if len(moves) == 1:
            return self.play(moves[0])
        # Several 2s fit a left-edge gap: prefer those not already at the left edge.
        away = [m for m in moves if m.src % COLS != 0]
        if len(away) == 1:
            return self.play(away[0])
        self.selected = index
        self.choices = tuple(m.src for m in (away or moves))
        return TapResult(Tap.CHOOSE, cells=self.choices, message=t("tap.pick_two"))

    def play(self, move: Move) -> TapResult:
        """Play ``move`` (from a tap, Auto or a hint), save, and count it."""
        try:
            self.game.push(move)
        except SolitaireError as err:
            self.clear_selection()
            return TapResult(Tap.ILLEGAL, cells=(move.src,), message=error_text(err, self.game))
        self._after_action()
        return TapResult(Tap.MOVED, move=move)

    def _over_message(self) -> str:
        outcome = self.game.outcome()
        if outcome is Outcome.WON:
            return t("over.won")
        if outcome is Outcome.GAVE_UP:
            return t("over.gave_up")
        return t("over.stuck")

    # -- toolbar actions (each returns a message to show, or "" ) -------------

    def _take(self, step: Callable[[], object], done: str = "") -> str:
        """Take one engine action: ``done`` when it was taken (and saved), else why not, as a sentence."""
        self.clear_selection()
        try:
            step()
        except SolitaireError as err:
            return error_text(err, self.game)
        self._after_action()
        return done

    def undo(self) -> str:
        last = self.game.actions[-1] if self.game.actions else None
        return self._take(self.game.pop, t("session.redeal_undone") if last is REDEAL else "")

    def redo(self) -> str:
        return self._take(self.game.redo)

    def redeal(self) -> str:
        return self._take(self.game.redeal)

    def give_up(self) -> str:
        return self._take(self.game.give_up)

    def restart(self) -> None:
        """The same deal again from its start, with a fresh clock and history."""
        self._stop_clock()
        self.store.remove(game_key(self.variant))
        self._install(self.game.restart(), Meta())

    def new_game(self, variant: str, redeals: int | None = None, seed: int | None = None) -> None:
        """A new deal of ``variant`` (a random one unless ``seed`` is given)."""
        self.save_clock()
        seed = self.random_seed() if seed is None else seed
        self._install(Game(preset(variant, redeals), seed), Meta())


SAVE_REASONS = (
    (SaveFormatError, "save.reason.format"),
    (SaveVersionError, "save.reason.version"),
    (SaveFieldError, "save.reason.field"),
    (SaveActionError, "save.reason.action"),
    (SaveTamperedError, "save.reason.tampered"),
)


def save_reason(err: SaveError) -> str:
    """Why a save could not be loaded, in a few words of the current language."""
    for kind, key in SAVE_REASONS:
        if isinstance(err, kind):
            return t(key)
    return t("save.reason.damaged")


__all__ = ["Meta", "Notice", "Session", "Tap", "TapResult"]
