"""The rules page's "How often a deal can be won" section, from py/app/present/win_rates.py's rows: plain
words for a player ("about 19 deals in 20"), with the figures folded under them."""

from __future__ import annotations

from dataclasses import replace

import app.present.rules_text as rules_text_module
from app.present.rules_text import percent, rate_text, rate_words, rates_figures, rates_section, rules_text, share_words
from app.present.win_rates import WIN_RATES, WinRate
from app.text.i18n import set_language

from solitaire import PRESETS

ROW = WinRate(
    variants=("gaps",),
    redeals=3,
    deals=500,
    won=437,
    unknown=10,
    solver_won=430,
    auto_won=300,
    nodes=5000,
    date="2026-11-29",
)


def test_a_row_in_words():
    assert rate_text(ROW) == (
        "With 3 redeals: at least 87.4% of deals can be won (437 of 500 won by the computer; 95% interval "
        "84.2% to 90.0%); 2.0% were not decided, so the true share may be up to 89.4%. Auto won 60.0%."
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
        solver_won=100,
        auto_won=None,
    )
    assert rate_text(row).startswith("No redeal: 20.0% of deals can be won (100 of 500 won")
    assert "Auto" not in rate_text(row)


def test_the_section_says_each_row_in_words_and_the_figures_fold_under_it(monkeypatch):
    monkeypatch.setattr(rules_text_module, "rates_for", lambda variant: (ROW,) if variant == "gaps" else ())
    [(heading, paragraphs)] = rates_section("gaps")
    assert heading == "How often a deal can be won"
    assert paragraphs[0].startswith("“Can be won” means by perfect play")
    assert paragraphs[1] == rate_words(ROW)
    assert not any("%" in p or "interval" in p for p in paragraphs)  # no statistics report in the words
    summary, figures = rates_figures("gaps")
    assert summary == "The figures"
    assert figures[0].startswith("Measured on deals 0 to 499 (2026-11-29), with a short search for each.")
    assert figures[1] == rate_text(ROW)
    assert rates_section("spaces") == [] and rates_figures("spaces") is None
    assert rules_text(PRESETS["gaps"])[-1][0] == "How often a deal can be won"


def test_the_figures_name_a_time_budget_when_the_rows_were_measured_with_one(monkeypatch):
    timed = replace(ROW, nodes=0, cpu_seconds=10.0)
    monkeypatch.setattr(rules_text_module, "rates_for", lambda variant: (timed,))
    assert rates_figures("gaps")[1][0].startswith("Measured on deals 0 to 499 (2026-11-29), with up to 10 seconds")
    set_language("de")
    assert "mit bis zu 10 Sekunden Suche je Spiel" in rates_figures("gaps")[1][0]


def test_rows_measured_otherwise_each_follow_their_own_sentence(monkeypatch):
    old = replace(ROW, redeals=0)
    timed = replace(ROW, nodes=0, cpu_seconds=10.0, date="2026-12-01")
    monkeypatch.setattr(rules_text_module, "rates_for", lambda variant: (old, timed))
    figures = rates_figures("gaps")[1]
    assert figures == [
        "Measured on deals 0 to 499 (2026-11-29), with a short search for each. The computer knows what every "
        "redeal will deal; a player does not. Auto plays without that knowledge.",
        rate_text(old),
        "Measured on deals 0 to 499 (2026-12-01), with up to 10 seconds of search for each. The computer knows "
        "what every redeal will deal; a player does not. Auto plays without that knowledge.",
        rate_text(timed),
    ]
    monkeypatch.setattr(rules_text_module, "rates_for", lambda variant: (timed, replace(timed, redeals=3)))
    assert len(rates_figures("gaps")[1]) == 3  # one sentence for two rows measured alike


def test_shares_in_plain_words():
    assert share_words(0.05) == ("about 1 deal in 20", False)
    assert share_words(0.022) == ("about 1 deal in 45", False)
    assert share_words(0.718) == ("about 7 deals in 10", True)
    assert share_words(0.962) == ("about 19 deals in 20", True)
    assert share_words(0.99) == ("almost every deal", False)
    assert share_words(1.0) == ("every deal measured", False)  # a sample: not a claim about every deal
    assert share_words(0.0) == ("no deal", False)
    # a lower bound never says more than it knows: rounded down, never to the nearest
    assert share_words(0.046, at_least=True) == ("at least 1 deal in 22", False)  # 1/22 = 0.045
    assert share_words(0.0476, at_least=True) == ("at least 1 deal in 22", False)  # 1/21 = 0.0476... is more
    assert share_words(0.586, at_least=True) == ("at least 5 deals in 10", True)


def test_a_row_in_plain_words():
    assert rate_words(ROW) == (
        "With 3 redeals: about 9 deals in 10 can be won. Auto, playing as you would, wins about 6 deals in 10."
    )
    unsure = replace(ROW, redeals=0, won=23, unknown=470, auto_won=11)
    assert rate_words(unsure) == (
        "No redeal: at least 1 deal in 22 can be won. Perhaps many more: for about 9 deals in 10 the "
        "computer could not tell. Auto, playing as you would, wins about 1 deal in 45."
    )


def test_a_row_in_plain_german_agrees_with_its_number():
    set_language("de")
    assert rate_words(ROW) == (
        "Mit 3-mal Mischen: etwa 9 von 10 Spielen lassen sich gewinnen. Auto, das wie du spielt, gewinnt "
        "etwa 6 von 10 Spielen."
    )
    one = replace(ROW, redeals=0, won=25, unknown=0, auto_won=None)
    assert rate_words(one) == "Ohne Mischen: etwa jedes 20. Spiel lässt sich gewinnen."


def test_every_published_row_renders_in_both_languages():
    for language in ("en", "de"):
        set_language(language)
        for variant in PRESETS:
            for _, paragraphs in rates_section(variant):
                assert all(paragraphs) and not any("{" in p for p in paragraphs)
            _, figures = rates_figures(variant)
            assert all(figures) and not any("{" in p for p in figures)
    assert all(row.deals >= 200 for row in WIN_RATES)  # 500 seeds a classic row, 200 a row of the wider family
