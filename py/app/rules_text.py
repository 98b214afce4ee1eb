"""The rules of a variant in plain words, written from its settings (for the Rules dialog)."""

from __future__ import annotations

from solitaire import Settings, parse_card

from .i18n import t, tn
from .view import card_name, variant_title
from .win_rates import WinRate, rates_for


def rules_text(settings: Settings) -> list[tuple[str, list[str]]]:
    """Sections of (heading, paragraphs) describing how ``settings`` play, in the current language."""
    name = variant_title(settings.variant)
    deal = t("rules.deal.row_end" if settings.opening == "row-end" else "rules.deal.ace_holes")
    if settings.redeals == 0:
        redeal = [t("rules.redeal.none")]
    else:
        when = "rules.redeal.any_time" if settings.redeal_when == "any-time" else "rules.redeal.when_stuck"
        gaps = t("rules.redeal.scattered" if settings.redeal_gaps == "scattered" else "rules.redeal.after_runs")
        redeal = [tn(when, settings.redeals), t("rules.redeal.keeps", gaps=gaps)]
    return [
        (t("rules.goal.heading", variant=name), [t("rules.goal")]),
        (t("rules.deal.heading"), [deal]),
        (
            t("rules.move.heading"),
            [
                t("rules.move.into_gap"),
                t("rules.move.next_card", low=card_name(parse_card("9C")), high=card_name(parse_card("TC"))),
                t("rules.move.left_edge"),
                t("rules.move.dead"),
                t("rules.move.tap"),
            ],
        ),
        (t("rules.redeal.heading"), redeal),
        (t("rules.end.heading"), [t("rules.end.in_place"), t("rules.end.win"), t("rules.end.undo")]),
        (t("rules.tips.heading"), [t("rules.tips.two"), t("rules.tips.runs"), t("rules.tips.king")]),
        proved_section(settings),
        *rates_section(settings.variant),
    ]


def proved_section(settings: Settings) -> tuple[str, list[str]]:
    """What "proved winnable" means (the daily deal, "Only deals proved winnable"), with redeals or without."""
    with_redeals = t("rules.proved.redeals" if settings.redeals else "rules.proved.none")
    return (t("rules.proved.heading"), [t("rules.proved.what"), with_redeals, t("rules.proved.show")])


def percent(share: float) -> str:
    """``0.874`` as "87.4%" (English) or "87,4 %" (German)."""
    return t("number.percent", n=f"{share * 100:.1f}".replace(".", t("number.decimal")))


def rate_text(rate: WinRate) -> str:
    """One measured row (docs/win-rates.md) in words."""
    redeals = t("rules.rates.redeals.none") if rate.redeals == 0 else tn("rules.rates.redeals", rate.redeals)
    text = t(
        "rules.rates.row",
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


def rates_section(variant: str) -> list[tuple[str, list[str]]]:
    """The measured win rates of the preset ``variant``, as one section (none when nothing was measured)."""
    rates = rates_for(variant)
    if not rates:
        return []
    first = rates[0]
    intro = t("rules.rates.intro", first=first.first_seed, last=first.first_seed + first.deals - 1, date=first.date)
    return [(t("rules.rates.heading"), [intro, *(rate_text(rate) for rate in rates)])]


def rules_title(settings: Settings) -> str:
    """The Rules dialog's title: "Rules of Gaps"."""
    return t("rules.title", variant=variant_title(settings.variant))
