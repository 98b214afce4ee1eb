"""Which game comes on screen: a link's game, a daily deal, a game in progress taken back, and the game in a
variant's place set aside first (pure; the session's pipeline calls these, each with the session it works on).

A game is never lost on the way: the game in progress in a variant's place is
kept among the games set aside before another takes its place, and when there
is no room to keep it nothing changes (:class:`Nothing`, with a notice).
"""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING, Protocol

from app.record.saves import Meta, game_key, is_shelf_key, same_deal, shelf_key
from app.record.store import Write
from app.text.i18n import t, variant_title
from solitaire import CLASSIC_VARIANTS, PRESETS, Game, SolitaireError, dumps, loads, preset
from solitaire.daily import NoDailyVariantError, daily_deal

from .events import Kind

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.record.dailies import Dailies
    from app.record.saves import Saves
    from app.record.stats import Stats
    from app.record.store import Store

    from .links import LinkRequest


class Session(Protocol):
    """What these functions need of the session (app.core.session.Session), which calls them."""

    store: Store
    saves: Saves
    stats: Stats
    dailies: Dailies
    game: Game
    wall: Callable[[], float]

    @property
    def variant(self) -> str: ...
    @property
    def title(self) -> str: ...
    def notify(
        self, text: str, action: str | None = None, action_label: str = "", *, kind: str = "", lasting: bool = False
    ) -> None: ...
    def install(self, game: Game, meta: Meta, keep_aside: bool = True) -> None: ...
    def new_seed(self, variant: str, redeals: int | None) -> int: ...
    def save_clock(self) -> bool: ...


DEFAULT_VARIANT = "addiction"
LAST_KEY = "last"


class Nothing(SolitaireError):
    """A request that found nothing to do (no game set aside, no newer save): the event is REFUSED."""


def open_link(session: Session, request: LinkRequest) -> None:
    """Start from a link: resume the saved game it names, or deal it; keep every other game saved."""
    for text in request.notices:
        session.notify(text, kind=f"link.{text}")
    if session.stats.notice:
        session.notify(session.stats.notice, kind="stats", lasting=True)
    if session.dailies.notice:
        session.notify(session.dailies.notice, kind="daily", lasting=True)
    if request.names_a_deal:
        try:
            if request.daily is not None:
                wanted, meta = daily_game(request.variant, request.daily)
            else:
                wanted, meta = Game(preset(request.variant, request.redeals), request.seed, request.layout), Meta()
        except NoDailyVariantError:  # a game of the wider family: a fresh deal of it instead
            names = t("list.separator").join(variant_title(v) for v in CLASSIC_VARIANTS)
            session.notify(
                t("daily.not_for_variant", variant=variant_title(request.variant), variants=names), kind="daily"
            )
            session.install(Game(preset(request.variant), session.new_seed(request.variant, None)), Meta())
            return
        except SolitaireError:  # no daily deal that day (an empty pool): a fresh deal instead
            session.notify(t("daily.none"), kind="daily")
            session.install(Game(preset(request.variant), session.new_seed(request.variant, None)), Meta())
            return
        saved = session.saves.load(request.variant)
        if saved is not None and same_deal(saved[0], wanted):
            session.install(*saved)
            return
        key = waiting_key(session, wanted) if request.daily is not None else None
        if key is not None and take(session, key):
            return
        try:
            session.install(wanted, meta)
        except Nothing:  # no room to set the saved game aside: it stays, and the notice says why
            if saved is not None:
                session.install(*saved)
        return
    variant = request.variant or session.store.get(LAST_KEY) or DEFAULT_VARIANT
    if variant not in PRESETS:
        variant = DEFAULT_VARIANT
    saved = session.saves.load(variant)
    if saved is not None and (request.redeals is None or saved[0].settings.redeals == request.redeals):
        session.install(*saved)
    else:
        session.install(Game(preset(variant, request.redeals), session.new_seed(variant, request.redeals)), Meta())


def daily_game(variant: str, day: str) -> tuple[Game, Meta]:
    """The daily deal of ``variant`` on ``day`` (YYYY-MM-DD), fresh; a SolitaireError if there is none."""
    deal = daily_deal(variant, _dt.date.fromisoformat(day))
    return Game(deal.settings, deal.seed), Meta(daily=day)


def waiting_key(session: Session, game: Game) -> str | None:
    """Where a game in progress of ``game``'s deal is kept (its variant's place or set aside), if any."""
    variant = game.settings.variant
    if variant != session.variant:
        raw = session.saves.raw(variant)
        if raw is not None:
            try:
                old, _ = loads(raw)
            except SolitaireError:
                old = None
            if old is not None and same_deal(old, game) and old.in_progress:
                return game_key(variant)
    if session.store.get(shelf_key(game)) is not None:
        return shelf_key(game)
    return None


def take(session: Session, key: str) -> bool:
    """Make the game kept under ``key`` the current one; False if it could not be (gone, unreadable, or no
    room to set the game in its variant's place aside)."""
    taken = session.saves.take(key)
    if taken is None:
        return False
    try:
        session.install(*taken)
    except Nothing:
        return False
    if is_shelf_key(key):
        session.saves.discard(key)
    return True


def set_aside_for(session: Session, game: Game) -> None:
    """Keep the game in progress saved in ``game``'s variant's place among the games set aside."""
    variant = game.settings.variant
    raw = session.saves.raw(variant)
    if raw is None:
        return
    try:
        old, meta_doc = loads(raw)
    except SolitaireError:
        return  # unreadable: the page reported it when it was read
    if same_deal(old, game) or not old.in_progress:
        return
    meta = Meta.from_dict(meta_doc)
    meta.aside_at = session.wall()
    kept = session.saves.shelve(old, dumps(old, meta.to_dict()))
    if kept is Write.FULL:
        session.notify(
            t("session.no_room", variant=variant_title(variant), seed=old.seed), kind="no-room", lasting=True
        )
        raise Nothing()
    session.notify(
        t("session.shelved", variant=variant_title(variant), seed=old.seed),
        action=f"resume:{shelf_key(old)}",
        action_label=t("session.go_back"),
        kind="shelved",
    )


def open_daily(session: Session, variant: str, day: str) -> tuple[Kind, object]:
    """The daily deal of ``day``: its game in progress if there is one, else the deal from its start."""
    game, meta = daily_game(variant, day)
    if same_deal(session.game, game) and not session.game.status.over:
        session.notify(t("daily.on_screen"), kind="daily")
        raise Nothing()
    key = waiting_key(session, game)
    session.save_clock()
    if key is not None and take(session, key):  # (a save that cannot be read is set aside, with a notice)
        session.notify(t("session.back_to", title=session.title), kind="resume")
        return Kind.RESUME, None
    session.install(game, meta)
    return Kind.NEW_DEAL, None


def resume(session: Session, key: str) -> tuple[Kind, object]:
    """Go back to a game in progress: one set aside, or another variant's game in play."""
    taken = session.saves.take(key)
    if taken is None:
        raise Nothing()
    session.save_clock()
    session.install(*taken)  # the game in its variant's place, if in progress, is set aside first
    if is_shelf_key(key):
        session.saves.discard(key)
    session.notify(t("session.back_to", title=session.title), kind="resume")
    return Kind.RESUME, None


__all__ = [
    "DEFAULT_VARIANT",
    "LAST_KEY",
    "Nothing",
    "daily_game",
    "open_daily",
    "open_link",
    "resume",
    "set_aside_for",
    "take",
    "waiting_key",
]
