"""Links: read a page's query string into a deal request, and write a deal back as a query."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from app.record.explain import explain
from app.text.i18n import t, variant_title
from solitaire import (
    MAX_REDEALS,
    PRESETS,
    SEED_MAX,
    VARIANTS,
    Game,
    Position,
    SettingsError,
    SolitaireError,
    parse_redeals,
    parse_seed,
    variant_named,
)
from solitaire.daily import LAST_DAY, DateError, first_day, parse_date
from solitaire.shape import CLASSIC

from .query import parse_qs, urlencode


@dataclass
class LinkRequest:
    """What a link asks for; a value is None when the link gives none (or a bad one, with a notice)."""

    variant: str | None = None
    seed: int | None = None
    redeals: int | None = None
    layout: Position | None = None
    daily: str | None = None  # YYYY-MM-DD: that day's daily deal of the variant
    daily_today: bool = False  # ``daily=today``: today's daily deal (of the last game played if no variant)
    winnable: bool = False  # ``winnable``: a new deal from the proved-winnable list (of the last game played)
    practice: bool = False  # ``practice``: the named deal as a practice game, no limit on redeals (app.core.modes)
    notices: list[str] = field(default_factory=list)

    @property
    def names_a_deal(self) -> bool:
        return self.variant is not None and (self.seed is not None or self.daily is not None)


def _first(query: dict[str, list[str]], name: str) -> str | None:
    values = query.get(name)
    return values[0] if values else None


def _variant(text: str) -> str:
    name = variant_named(text.strip().lower())  # an alias is read as its preset's name
    if name not in PRESETS:
        raise SettingsError(f"unknown variant {text!r}")
    return name


# Each parameter: its parser, and the notice for a value the parser refuses (text: the value as given).
PARAMETERS: dict[str, tuple[Callable[[str], Any], Callable[[str, SolitaireError], str]]] = {
    "variant": (
        _variant,
        lambda text, _: t(
            "link.unknown_variant",
            name=_quote(text),
            variants=t("list.separator").join(variant_title(v) for v in VARIANTS),
        ),
    ),
    "seed": (parse_seed, lambda text, _: t("link.bad_seed", seed=_quote(text), max=SEED_MAX)),
    "redeals": (parse_redeals, lambda text, _: t("link.bad_redeals", redeals=_quote(text), max=MAX_REDEALS)),
}


TODAY = "today"  # ``daily=today``: the player's own date (the installed app's shortcut)
YES = ("", "1", "yes", "true")  # what ``winnable`` may be (``&winnable`` alone is ``""``)


def parse_query(search: str, today: _dt.date | None = None) -> LinkRequest:
    """Read ``?variant=...&seed=...&redeals=...&layout=...``, ``?variant=...&daily=YYYY-MM-DD`` (or
    ``daily=today``, the variant then optional) or ``?winnable`` (``&variant=...`` optional); every bad value
    becomes a notice (current language). ``today`` (the player's date; the computer's if None) refuses a daily
    deal of a day more than one day ahead (a day's grace for time zones) and is the day of ``daily=today``."""
    query = parse_qs(search.lstrip("?"))
    request = LinkRequest()
    for name, (parse, notice) in PARAMETERS.items():
        text = _first(query, name)
        if text is None:
            continue
        try:
            setattr(request, name, parse(text))
        except SolitaireError as err:
            request.notices.append(notice(text, err))
    if request.variant is not None and request.redeals not in (None, *PRESETS[request.variant].redeal_counts):
        # a count the game does not take (Spoilt has no redeal): the game's own is used
        request.notices.append(
            t("link.redeals_not_in_game", redeals=request.redeals, variant=variant_title(request.variant))
        )
        request.redeals = None
    layout = _first(query, "layout")
    if layout is not None:  # read on the named game's board
        shape = PRESETS[request.variant].shape if request.variant is not None else CLASSIC
        try:
            request.layout = Position.from_layout(layout.strip(), shape)
        except SolitaireError as err:
            request.notices.append(t("link.bad_layout", reason=explain(err)))
    variant = _first(query, "variant")
    daily = _first(query, "daily")
    if daily is not None:
        if daily.strip().lower() == TODAY:
            today = today or _dt.date.today()
            daily = today.isoformat()
            request.daily_today = True
        _read_daily(request, daily, today, named=variant is not None or request.daily_today)
    winnable = _first(query, "winnable")
    if winnable is not None:
        _read_winnable(request, winnable)
    practice = _first(query, "practice")
    if practice is not None:
        _read_practice(request, practice)
    if request.seed is not None and request.variant is None and variant is None:
        request.notices.append(t("link.seed_without_variant"))
        request.seed = None
    if request.layout is not None and not request.names_a_deal:
        request.notices.append(t("link.layout_without_deal"))
        request.layout = None
    return request


def _read_daily(request: LinkRequest, text: str, today: _dt.date | None, named: bool) -> None:
    """The daily deal a link asks for: its day, and what the link gives that a daily deal does not take."""
    try:
        day = parse_date(text)
    except DateError:
        request.notices.append(
            t("link.bad_daily", date=_quote(text), first=first_day().isoformat(), last=LAST_DAY.isoformat())
        )
        return
    if today is not None and day > today + _dt.timedelta(days=1):
        request.notices.append(t("link.daily_not_yet", date=day.isoformat()))
        return
    request.daily = day.isoformat()
    if not named:
        request.notices.append(t("link.daily_without_variant"))
    if request.seed is not None:
        request.notices.append(t("link.daily_and_seed"))
        request.seed = None
    if request.redeals is not None:
        request.notices.append(t("link.daily_redeals"))
        request.redeals = None
    if request.layout is not None:
        request.notices.append(t("link.daily_layout"))
        request.layout = None


def _read_practice(request: LinkRequest, text: str) -> None:
    """``practice`` (alone, or =1, yes, true): the deal the link names, as a practice game."""
    if text.strip().lower() not in YES:
        request.notices.append(t("link.bad_practice", value=_quote(text)))
    elif request.daily is not None:
        request.notices.append(t("link.daily_practice"))
    elif request.seed is None:
        request.notices.append(t("link.practice_without_deal"))
    else:
        request.practice = True


def _read_winnable(request: LinkRequest, text: str) -> None:
    """``winnable`` (alone, or =1, yes, true): a new deal proved winnable, unless the link names its deal."""
    if text.strip().lower() not in YES:
        request.notices.append(t("link.bad_winnable", value=_quote(text)))
    elif request.seed is not None or request.daily is not None:
        request.notices.append(t("link.winnable_and_deal"))
    else:
        request.winnable = True


def _quote(text: str, limit: int = 40) -> str:
    shown = text if len(text) <= limit else text[: limit - 1] + "…"
    return t("quote", text=shown)


def query_for(game: Game, daily: str = "") -> str:
    """The query string that opens ``game``'s deal (and its start position, if not the opening);
    ``?variant=V&daily=YYYY-MM-DD`` for the daily deal of ``daily``; ``&practice`` for a practice game."""
    variant = game.settings.variant
    if daily and not game.from_layout:
        return "?" + urlencode({"variant": variant, "daily": daily}, safe="-")
    params: dict[str, str] = {"variant": variant, "seed": str(game.seed)}
    if variant in PRESETS and game.settings.redeals != PRESETS[variant].redeals:
        params["redeals"] = str(game.settings.redeals)
    if game.from_layout:
        params["layout"] = game.start.layout()
    if game.unlimited:
        params["practice"] = "1"
    return "?" + urlencode(params, safe="/-")
