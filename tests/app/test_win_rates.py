"""The published win rates (py/app/win_rates.py): counts that add up and intervals that match them."""

from __future__ import annotations

import pytest
from app.win_rates import WIN_RATES, rates_for

from solitaire import PRESETS
from solitaire.winrate import wilson


@pytest.mark.parametrize("rate", WIN_RATES, ids=lambda r: f"{'+'.join(r.variants)}-{r.redeals}")
def test_the_counts_fit_in_the_deals(rate):
    assert rate.deals >= 200  # 500 seeds for the classic four, 200 for the wider family (docs/win-rates.md)
    assert rate.won >= 0 and rate.unknown >= 0 and rate.won + rate.unknown <= rate.deals
    assert rate.solver_won is None or 0 <= rate.solver_won <= rate.won  # a deal won by both counts once in won
    assert rate.auto_won is None or 0 <= rate.auto_won <= rate.won


@pytest.mark.parametrize("rate", WIN_RATES, ids=lambda r: f"{'+'.join(r.variants)}-{r.redeals}")
def test_the_intervals_are_the_wilson_intervals_of_the_counts(rate):
    assert (rate.low, rate.high) == pytest.approx(wilson(rate.won, rate.deals), abs=5e-4)
    if rate.auto_won is not None:
        assert (rate.auto_low, rate.auto_high) == pytest.approx(wilson(rate.auto_won, rate.deals), abs=5e-4)


def test_every_preset_has_a_row_at_no_redeal_and_at_its_default_count():
    for name, settings in PRESETS.items():
        assert sorted({r.redeals for r in rates_for(name)}) == sorted({0, settings.redeals})


def test_each_variant_and_redeal_count_has_one_row():
    keys = [(name, r.redeals) for r in WIN_RATES for name in r.variants]
    assert len(keys) == len(set(keys))
