"""The published win rates (py/app/present/win_rates.py): counts that add up and intervals that match them."""

from __future__ import annotations

import re
from pathlib import Path

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


DOCS = Path(__file__).resolve().parents[2] / "docs" / "win-rates.md"
TABLE_HEADER = "| game | redeals | proved winnable |"


def _docs_rows() -> list[list[str]]:
    """The cells of each row of docs/win-rates.md's table of rates."""
    lines = DOCS.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(TABLE_HEADER))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def _variant(title: str) -> str:
    """A game's name in the docs ("Double Blue Moon", "Paganini II") as its preset's key."""
    key = title.lower().replace(" ", "-")
    assert key in PRESETS, title
    return key


def _percent(x: float) -> str:
    return f"{100 * x:.1f}%"


def test_the_docs_table_says_what_the_rules_page_shows_row_for_row():
    """docs/win-rates.md's table and WIN_RATES (what the rules page shows) hold the same rows and counts."""
    rows = _docs_rows()
    assert len(rows) == len(WIN_RATES)
    by_key = {(rate.variants, rate.redeals): rate for rate in WIN_RATES}
    for game, redeals, won, interval, unknown, unwinnable, solver_won, auto, *_ in rows:
        names = re.sub(r"\s*\(.*\)$", "", game).split(", ")  # "Gaps (after runs, when stuck)": Gaps
        rate = by_key.pop((tuple(_variant(name) for name in names), int(redeals)), None)
        assert rate is not None, f"docs/win-rates.md has a row WIN_RATES lacks: {game}, {redeals} redeals"
        assert won == f"**{rate.won} ({_percent(rate.share)})**", game
        assert interval == f"{_percent(rate.low)} to {_percent(rate.high)}", game
        assert unknown == (f"{rate.unknown} ({_percent(rate.unknown_share)})" if rate.unknown else "0"), game
        lost = rate.deals - rate.won - rate.unknown
        assert re.sub(r" \(.*\)$", "", unwinnable) == str(lost), game
        assert solver_won == str(rate.solver_won), game
        if rate.auto_won is None:
            assert auto.startswith("not run"), game
        else:
            interval = f"{_percent(rate.auto_low)} to {_percent(rate.auto_high)}"
            assert auto == f"{rate.auto_won}, {_percent(rate.auto_share)} ({interval})", game
    assert not by_key, f"WIN_RATES has rows docs/win-rates.md lacks: {sorted(by_key)}"
