"""The rules page's "How often a deal can be won" section, from py/app/win_rates.py's rows."""

from __future__ import annotations

from dataclasses import replace

import app.rules_text as rules_text_module
from app.i18n import set_language
from app.rules_text import percent, rate_text, rates_section, rules_text
from app.win_rates import WIN_RATES, WinRate

from solitaire import PRESETS

ROW = WinRate(
    variants=("gaps",),
    redeals=3,
    deals=500,
    won=437,
    unknown=10,
    low=0.841,
    high=0.902,
    solver_won=430,
    auto_won=300,
    auto_low=0.556,
    auto_high=0.642,
    nodes=5000,
    date="2026-11-29",
)


def test_a_row_in_words():
    assert rate_text(ROW) == (
        "With 3 redeals: at least 87.4% of deals can be won (437 of 500 won by the computer; 95% interval "
        "84.1% to 90.2%); 2.0% were not decided, so the true share may be up to 89.4%. Auto won 60.0%."
    )


def test_a_row_in_german_with_german_numbers():
    set_language("de")
    assert percent(0.874) == "87,4 %"
    text = rate_text(ROW)
    assert text.startswith("Mit 3-mal Mischen: Mindestens 87,4 % der Spiele lassen sich gewinnen (437 von 500")
    assert text.endswith("Auto gewann 60,0 %.")


def test_a_row_without_auto_and_without_redeal():
    row = replace(
        ROW,
        variants=("addiction",),
        redeals=0,
        won=100,
        unknown=0,
        low=0.17,
        high=0.24,
        solver_won=100,
        auto_won=None,
        auto_low=None,
        auto_high=None,
    )
    assert rate_text(row).startswith("No redeal: at least 20.0% of deals can be won (100 of 500 won")
    assert "Auto" not in rate_text(row)


def test_the_section_lists_the_variants_rows_or_is_left_out(monkeypatch):
    monkeypatch.setattr(rules_text_module, "rates_for", lambda variant: (ROW,) if variant == "gaps" else ())
    [(heading, paragraphs)] = rates_section("gaps")
    assert heading == "How often a deal can be won"
    assert paragraphs[0].startswith("Measured on deals 0 to 499 (2026-11-29), with a short search for each.")
    assert paragraphs[1] == rate_text(ROW)
    assert rates_section("spaces") == []
    assert rules_text(PRESETS["gaps"])[-1][0] == "How often a deal can be won"


def test_every_published_row_renders_in_both_languages():
    for language in ("en", "de"):
        set_language(language)
        for variant in PRESETS:
            for _, paragraphs in rates_section(variant):
                assert all(paragraphs) and not any("{" in p for p in paragraphs)
    assert all(row.deals >= 500 for row in WIN_RATES)
