"""Which game comes on screen: a link's game, a daily deal, and the game in a variant's place to set aside
first (pure decisions, no session: the session opens what these return).

The interface with app.core.session is one way and narrow: these functions read the saves and the store
(and the game on screen, as a value) and return an :class:`Arrival`, the games to try in order; the session
installs the first it can (:meth:`Session._arrive`), takes a kept game from its key, deals a fresh deal with
its own seed, and says the words. Nothing here calls the session, and the session is not imported.

A game is never lost on the way: the game in progress in a variant's place is
kept among the games set aside before another takes its place (:func:`to_set_aside`), and when there
is no room to keep it the session tries the next candidate, or nothing changes (Nothing, with a notice).
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from app.record.saves import Meta, game_key, same_deal, same_play, shelf_key
from app.text.i18n import t, variant_title
from solitaire import PRESETS, Game, SolitaireError, dumps, loads, preset
from solitaire.daily import NoDailyVariantError, daily_deal, daily_variants

if TYPE_CHECKING:
    from app.record.saves import Saves
    from app.record.store import Store

    from .links import LinkRequest


DEFAULT_VARIANT = "addiction"
LAST_KEY = "last"


@dataclass(frozen=True)
class Keep:
    """This game, as it is (a link's deal, a daily deal from its start, a saved game read back)."""

    game: Game
    meta: Meta = field(default_factory=Meta)


@dataclass(frozen=True)
class Take:
    """The game kept under ``key`` (a variant's place or set aside): the session takes it from there, and forgets
    a game set aside once it is on screen."""

    key: str


@dataclass(frozen=True)
class Fresh:
    """A random deal of ``variant`` (its usual redeal count unless ``redeals``): the session draws the seed, from
    the proved-winnable list if ``winnable`` (or the player's setting) asks for it."""

    variant: str
    redeals: int | None = None
    winnable: bool = False


Candidate = Keep | Take | Fresh


@dataclass(frozen=True)
class Arrival:
    """What to open: ``said`` first (notices: text and kind), then the first of ``tries`` the session can install
    (one that is gone, or whose variant's place has no room to set its game aside, is passed over). No tries:
    nothing to open (Nothing)."""

    tries: tuple[Candidate, ...]
    said: tuple[tuple[str, str], ...] = ()


def link_arrival(request: LinkRequest, saves: Saves, store: Store, showing: str) -> Arrival:
    """Start from a link: the saved game it names, or its deal; with no deal named, the last variant's saved
    game or a fresh deal. ``showing`` is the variant on screen (its place is not looked in for a daily deal)."""
    said: tuple[tuple[str, str], ...] = ()  # (the link's own notices the session says first)
    if request.variant is None and request.daily_today:  # today's daily deal of the last game played
        last = last_variant(store)
        request = replace(request, variant=last if last in daily_variants() else DEFAULT_VARIANT)
    if request.winnable and not request.names_a_deal:  # a new deal proved winnable, of the last game played
        variant = request.variant or last_variant(store)
        saved = saves.load(variant)  # kept on screen if there is no room to set it aside
        fresh = Fresh(variant, request.redeals, winnable=True)
        return Arrival((fresh, *((Keep(*saved),) if saved is not None else ())), said)
    if request.names_a_deal:
        try:
            if request.daily is not None:
                wanted, meta = daily_game(request.variant, request.daily)
            else:
                rules = preset(request.variant, request.redeals)
                wanted, meta = Game(rules, request.seed, request.layout, unlimited=request.practice), Meta()
        except NoDailyVariantError:  # a game of the wider family: a fresh deal of it instead
            names = t("list.separator").join(variant_title(v) for v in daily_variants())
            words = t("daily.not_for_variant", variant=variant_title(request.variant), variants=names)
            return Arrival((Fresh(request.variant),), (*said, (words, "daily")))
        except SolitaireError:  # no daily deal that day (an empty pool): a fresh deal instead
            return Arrival((Fresh(request.variant),), (*said, (t("daily.none"), "daily")))
        saved = saves.load(request.variant)
        if saved is not None and same_deal(saved[0], wanted):
            return Arrival((Keep(*saved),), said)
        key = waiting_key(saves, store, showing, wanted) if request.daily is not None else None
        tries: tuple[Candidate, ...] = (Take(key),) if key is not None else ()
        # no room to set the saved game aside: it stays on screen, and the notice says why
        tries += (Keep(wanted, meta),) + ((Keep(*saved),) if saved is not None else ())
        return Arrival(tries, said)
    variant = request.variant or last_variant(store)
    saved = saves.load(variant)
    if saved is not None and (request.redeals is None or saved[0].settings.redeals == request.redeals):
        return Arrival((Keep(*saved),), said)
    return Arrival((Fresh(variant, request.redeals),), said)


def last_variant(store: Store) -> str:
    """The variant of the last game played (DEFAULT_VARIANT if none, or an unknown one, is stored)."""
    variant = store.get(LAST_KEY)
    return variant if variant in PRESETS else DEFAULT_VARIANT


def daily_arrival(variant: str, day: str, saves: Saves, store: Store, showing: Game) -> Arrival:
    """The daily deal of ``day``: its game in progress if there is one, else the deal from its start; nothing
    while it is on screen and not over. A SolitaireError if there is no such daily deal."""
    game, meta = daily_game(variant, day)
    if same_deal(showing, game) and not showing.status.over:
        return Arrival((), ((t("daily.on_screen"), "daily"),))
    key = waiting_key(saves, store, showing.settings.variant, game)
    return Arrival(((Take(key),) if key is not None else ()) + (Keep(game, meta),))


def daily_game(variant: str, day: str) -> tuple[Game, Meta]:
    """The daily deal of ``variant`` on ``day`` (YYYY-MM-DD), fresh; a SolitaireError if there is none."""
    deal = daily_deal(variant, _dt.date.fromisoformat(day))
    return Game(deal.settings, deal.seed), Meta(daily=day)


def waiting_key(saves: Saves, store: Store, showing: str, game: Game) -> str | None:
    """Where a game in progress of ``game``'s deal is kept (its variant's place, unless that variant is the one
    ``showing``, or set aside), if any."""
    variant = game.settings.variant
    if variant != showing:
        raw = saves.raw(variant)
        if raw is not None:
            try:
                old, _ = loads(raw)
            except SolitaireError:
                old = None
            if old is not None and same_deal(old, game) and old.in_progress:
                return game_key(variant)
    if store.get(shelf_key(game)) is not None:
        return shelf_key(game)
    return None


def to_set_aside(saves: Saves, game: Game, now: float, timed: bool = False) -> tuple[Game, Meta, str] | None:
    """The game in progress saved in ``game``'s variant's place, its meta and its save stamped set aside ``now``
    (ms since 1970), to keep among the games set aside before ``game`` (``timed``: played timed) takes its place;
    None when there is none to keep (no save, unreadable, the same deal played the same way, or not in
    progress)."""
    raw = saves.raw(game.settings.variant)
    if raw is None:
        return None
    try:
        old, meta_doc = loads(raw)
    except SolitaireError:
        return None  # unreadable: the page reported it when it was read
    meta = Meta.from_dict(meta_doc)
    if same_play(old, meta, game, timed) or not old.in_progress:
        return None
    meta.aside_at = now
    return old, meta, dumps(old, meta.to_dict())


__all__ = [
    "DEFAULT_VARIANT",
    "LAST_KEY",
    "Arrival",
    "Candidate",
    "Fresh",
    "Keep",
    "Take",
    "daily_arrival",
    "daily_game",
    "last_variant",
    "link_arrival",
    "to_set_aside",
    "waiting_key",
]
