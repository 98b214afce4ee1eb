"""The published win rates (py/app/present/win_rates.py): counts that add up and intervals that match them."""

from __future__ import annotations

import pytest
from app.present.win_rates import WIN_RATES, rates_for

from solitaire import PRESETS
from solitaire.interval import wilson


@pytest.mark.parametrize("rate", WIN_RATES, ids=lambda r: f"{'+'.join(r.variants)}-{r.redeals}")
def test_the_counts_fit_in_the_deals(rate):
    assert rate.deals >= 200  # 500 seeds for the classic four, 200 for the wider family (docs/win-rates.md)
    assert rate.won >= 0 and rate.unknown >= 0 and rate.won + rate.unknown <= rate.deals
    assert rate.solver_won is None or 0 <= rate.solver_won <= rate.won  # a deal won by both counts once in won
    assert rate.auto_won is None or 0 <= rate.auto_won <= rate.won


@pytest.mark.parametrize("rate", WIN_RATES, ids=lambda r: f"{'+'.join(r.variants)}-{r.redeals}")
def test_the_intervals_come_from_the_counts_and_hold_the_shares(rate):
    assert (rate.low, rate.high) == wilson(rate.won, rate.deals)
    assert 0 <= rate.low <= rate.share <= rate.high <= 1
    if rate.auto_won is None:
        assert rate.auto_low is None and rate.auto_high is None
    else:
        assert (rate.auto_low, rate.auto_high) == wilson(rate.auto_won, rate.deals)
        assert 0 <= rate.auto_low <= rate.auto_share <= rate.auto_high <= 1


def test_the_wilson_interval_of_a_known_share():
    # 437 of 500: p = 0.874, z = 1.96 (the score formula worked by hand)
    assert wilson(437, 500) == pytest.approx((0.84203, 0.90026), abs=5e-5)
    assert wilson(0, 200)[0] == 0.0 and wilson(200, 200)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_every_preset_has_a_row_at_no_redeal_and_at_its_default_count():
    for name, settings in PRESETS.items():
        assert sorted({r.redeals for r in rates_for(name)}) == sorted({0, settings.redeals})


def test_each_variant_and_redeal_count_has_one_row():
    keys = [(name, r.redeals) for r in WIN_RATES for name in r.variants]
    assert len(keys) == len(set(keys))
