"""The rules of a variant in plain words, written from its settings (for the Rules dialog)."""

from __future__ import annotations

import math

from app.text.i18n import t, tn, variant_title
from app.text.labels import card_name
from solitaire import Settings, parse_card

from .win_rates import WinRate, rates_for

# The deal of each opening (solitaire.deal.opening), in words.
DEALS = {
    "row-end": "rules.deal.row_end",
    "ace-holes": "rules.deal.ace_holes",
    "aces-left": "rules.deal.aces_left",
    "aces-first": "rules.deal.aces_first",
}


def rules_text(settings: Settings) -> list[tuple[str, list[str]]]:
    """Sections of (heading, paragraphs) describing how ``settings`` play, in the current language."""
    name = variant_title(settings.variant)
    shape = settings.shape
    aces = shape.aces
    deal = t(DEALS[settings.opening])
    if settings.redeals == 0:
        redeal = [t("rules.redeal.none")]
    else:
        when = "rules.redeal.any_time" if settings.redeal_when == "any-time" else "rules.redeal.when_stuck"
        gaps = t("rules.redeal.scattered" if settings.redeal_gaps == "scattered" else "rules.redeal.after_runs")
        redeal = [tn(when, settings.redeals), t("rules.redeal.keeps_ace" if aces else "rules.redeal.keeps", gaps=gaps)]
    low, high = card_name(parse_card("9C")), card_name(parse_card("TC"))
    moving = [t("rules.move.into_gap")]
    if shape.fit == "next-any-suit":
        moving.append(t("rules.move.any_suit", low=low))
    elif shape.fit == "higher-same-suit":
        moving.append(t("rules.move.higher", low=low))
    else:
        moving.append(t("rules.move.next_card", low=low, high=high))
        if shape.fit == "left-or-right":
            moving.append(t("rules.move.either", low=low, high=high))
    moving.append(t("rules.move.left_edge_ace" if aces else "rules.move.left_edge"))
    moving.append(t("rules.move.dead_either" if shape.fit == "left-or-right" else "rules.move.dead"))
    moving.append(t("rules.move.tap"))
    total = shape.cards
    ending = [t("rules.end.in_place_ace" if aces else "rules.end.in_place", total=total)]
    if shape.fit == "next-any-suit":
        ending.append(t("rules.end.any_suit"))
    ending += [t("rules.end.win", total=total), t("rules.end.undo")]
    return [
        (
            t("rules.goal.heading", variant=name),
            [t("rules.goal.aces" if aces else "rules.goal"), t("rules.goal.turned")],
        ),
        (t("rules.deal.heading"), [deal]),
        (t("rules.move.heading"), moving),
        (t("rules.redeal.heading"), redeal),
        (t("rules.end.heading"), ending),
        (
            t("rules.tips.heading"),
            [
                t("rules.tips.ace" if aces else "rules.tips.two"),
                t("rules.tips.runs"),
                *([] if shape.fit == "left-or-right" else [t("rules.tips.king")]),  # there a king's gap may live
            ],
        ),
        proved_section(settings),
        *rates_section(settings.variant),
    ]


def proved_section(settings: Settings) -> tuple[str, list[str]]:
    """What "proved winnable" means (the daily deal, "Only deals proved winnable"), with redeals or without."""
    with_redeals = t("rules.proved.redeals" if settings.redeals else "rules.proved.none")
    return (t("rules.proved.heading"), [t("rules.proved.what"), with_redeals, t("rules.proved.show")])


def percent(share: float) -> str:
    """``0.874`` as "87.4%" (English) or "87,4 %" (German); all or nothing as "100%" and "0%"."""
    if share >= 1 or share <= 0:
        return t("number.percent", n=100 if share >= 1 else 0)
    return t("number.percent", n=f"{share * 100:.1f}".replace(".", t("number.decimal")))


def rate_text(rate: WinRate) -> str:
    """One measured row (docs/win-rates.md) in words."""
    redeals = t("rules.rates.redeals.none") if rate.redeals == 0 else tn("rules.rates.redeals", rate.redeals)
    text = t(
        "rules.rates.row" if rate.unknown else "rules.rates.row_decided",  # all decided: no "at least ... up to"
        redeals=redeals,
        won=rate.won,
        deals=rate.deals,
        share=percent(rate.share),
        low=percent(rate.low),
        high=percent(rate.high),
        unknown=percent(rate.unknown_share),
        most=percent(min(1.0, rate.share + rate.unknown_share)),
    )
    if rate.auto_share is not None:
        text += " " + t("rules.rates.auto", share=percent(rate.auto_share))
    return text


# A share in words: under a half as "1 deal in N", up to 0.95 in tenths, above in twentieths.
UNSURE = 0.25  # from this share of undecided deals on, a row says its share is a lower bound


def share_words(share: float, at_least: bool = False) -> tuple[str, bool]:
    """``share`` (0..1) in plain words ("about 1 deal in 20", "about 7 deals in 10"), and whether
    the words are plural (German verbs agree with them). ``at_least`` for a lower bound."""
    if share <= 0:
        return t("rules.rates.no_deal"), False
    if share >= 1:
        return t("rules.rates.every_deal"), False
    kind = "least" if at_least else "about"
    # a lower bound is rounded down (1 in 21.7 is "at least 1 in 22"), an estimate to the nearest
    down = math.floor if at_least else round
    if share < 0.5:
        return t(f"rules.rates.{kind}_one_in", of=(math.ceil if at_least else round)(1 / share)), False
    k, of = down(share * 10), 10
    if share >= 0.95:
        k, of = down(share * 20), 20
        if k >= of:
            return t("rules.rates.almost_every_deal"), False
    return t(f"rules.rates.{kind}_k_in", k=k, of=of), True


def rate_words(rate: WinRate) -> str:
    """One measured row (docs/win-rates.md) in plain words, for a player; the figures are in :func:`rate_text`."""
    redeals = t("rules.rates.redeals.none") if rate.redeals == 0 else tn("rules.rates.redeals", rate.redeals)
    unsure = rate.unknown_share >= UNSURE
    part, many = share_words(rate.share, at_least=unsure)
    text = t("rules.rates.plain_many" if many else "rules.rates.plain", redeals=redeals, part=part)
    if unsure:
        k = round(rate.unknown_share * 10)
        unknown = t("rules.rates.unsure_almost_all") if k >= 10 else t("rules.rates.unsure_k_in", k=k)
        text += " " + t("rules.rates.plain_unsure", unknown=unknown)
    if rate.auto_share is not None:
        text += " " + t("rules.rates.plain_auto", part=share_words(rate.auto_share)[0])
    return text


def rates_section(variant: str) -> list[tuple[str, list[str]]]:
    """The measured win rates of the preset ``variant`` in plain words, as one section (none when nothing
    was measured); the figures behind them are :func:`rates_figures`, folded under it on the page."""
    rates = rates_for(variant)
    if not rates:
        return []
    return [(t("rules.rates.heading"), [t("rules.rates.plain_intro"), *(rate_words(rate) for rate in rates)])]


def rates_figures(variant: str) -> tuple[str, list[str]] | None:
    """The figures behind :func:`rates_section` (a title and paragraphs), or None when nothing was measured.

    Each row follows the sentence that says how it was measured (the deals, the date, the search's
    budget), said again only where a row was measured otherwise than the one before it."""
    rates = rates_for(variant)
    if not rates:
        return None
    paragraphs: list[str] = []
    said = None
    for rate in rates:
        measured = (rate.first_seed, rate.deals, rate.date, rate.cpu_seconds)
        if measured != said:
            said = measured
            paragraphs.append(measured_text(rate))
        paragraphs.append(rate_text(rate))
    return t("rules.rates.figures"), paragraphs


def measured_text(rate: WinRate) -> str:
    """How ``rate`` was measured: its deals, its date and the search's budget for each."""
    seeds = {"first": rate.first_seed, "last": rate.first_seed + rate.deals - 1, "date": rate.date}
    if rate.cpu_seconds is None:
        return t("rules.rates.intro", **seeds)
    return t("rules.rates.intro_seconds", seconds=f"{rate.cpu_seconds:g}", **seeds)


def rules_title(settings: Settings) -> str:
    """The Rules dialog's title: "Rules of Gaps"."""
    return t("rules.title", variant=variant_title(settings.variant))
