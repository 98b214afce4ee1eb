"""The rules of a variant in plain words, written from its settings (for the Rules dialog)."""

from __future__ import annotations

from solitaire import Settings, parse_card

from .i18n import t, tn
from .view import card_name, variant_title


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
    ]


def rules_title(settings: Settings) -> str:
    """The Rules dialog's title: "Rules of Gaps"."""
    return t("rules.title", variant=variant_title(settings.variant))
