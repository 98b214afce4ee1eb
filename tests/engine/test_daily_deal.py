"""The daily deal: the date -> deal function is pinned forever (golden dates), and its daily pools are frozen."""

from __future__ import annotations

import datetime as dt
import hashlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solitaire import PRESETS, opening
from solitaire.daily import (
    DATA,
    LAST_DAY,
    DateError,
    daily_deal,
    daily_variants,
    first_day,
    parse_date,
    pool_for,
    versions,
)
from solitaire.pools import END, data_text

# Changing any of these breaks every player's record of past days and every shared daily link:
# never edit them. A new pool comes as a new version that takes effect from its own first day.
VARIANTS = daily_variants()  # addiction, gaps, montana, spaces: the games with a daily pool

GOLDEN: dict[tuple[str, str], tuple[int, str]] = {
    ("addiction", "2026-01-01"): (
        3321786606,
        "4DQH8CTDTSKC3S6D7DTH3CJD--/4SJS7SJH4H6H4C5C2C9D9H2D--/3HKH8H6S5H6C7H7C9C2HKS5D--/8SQCJC3DQD9S8D5S2STCKDQS--",
    ),
    ("addiction", "2026-12-01"): (
        42426469,
        "QDTH4H4S7S7HQCQS6C4C3HJD--/QH2D8S3S5C4D2H3D9D5H2CKS--/JS7D6H8C5S6DKHTD3C9S9HJH--/6S8H7CTS2S5D9CJCKCTC8DKD--",
    ),
    ("addiction", "2027-06-15"): (
        2493899145,
        "4C8H3DKC4DTH6HKH5DJDJCTD--/7H5SJS4HKS9HTCQS2SQH7S9S--/8C9C2C2D6C5CTS7D9DKDQD6S--/5H7C3HQC3S3C2H8S4SJH8D6D--",
    ),
    ("gaps", "2026-01-01"): (
        847137806,
        "6S5C5HKD3D8S4C3S4HKH3H4DQC/5DJS7D8C9H6H6C3CTHTC2HQH--/9C8DKS6D4SQSTD--JCJD--5S2S/2DKC2C8H7H7SQDTS9SJH--7C9D",
    ),
    ("gaps", "2026-12-01"): (
        3469951076,
        "JDTDKD5DTH3H9D6SJH4HKC5S--/8H6H7D4S9H4C--2CKS5C--7S7H/JC4D6C--QSQCJSQH6DTS5HTC2D/8D7C9SKH8CQD8S3C2H9C2S3D3S",
    ),
    ("gaps", "2031-02-28"): (
        12709142,
        "2HJSTD5HQC8HJD8DKC--9C2S3S/--9D6S4D6H2D7C9H7S6CTH--3C/4SKD3D7DJHJCKS5DKH3HQD5C2C/QS--QH8CTC8STS7H5S6D4H4C9S",
    ),
    ("montana", "2026-04-30"): (
        1260746716,
        "9CJSTC2C--KH9DKS7DKC3S6C3D/4C--QD2H7CTS8S3C8D5D9STDQS/JH7S6HQC7H6DTH8HJDQH3H6S2S/5CKD5H9H4D--4HJC4S--8C2D5S",
    ),
    ("montana", "2026-12-01"): (
        1747417978,
        "QS8DTD6S6HKH2H7C3S5DKC9CQD/3C6DKS5CTS2CJD--5STH6C9H7S/----9SQC4D8H8C2D3D7H4SKDJS/5H7DQH--JC9D4HJH3H8STC2S4C",
    ),
    ("montana", "2099-12-31"): (
        2429896510,
        "KS8D8H4H5C6S--5S3DJSJHJDTS/QCJC4D5H--6H3H9H6D7D3SQH8C/--TD8SKD6CKH9S2D7SQDQS2S4C/TH7C2C3C7H4S9D--KC5D9CTC2H",
    ),
    ("spaces", "2026-05-01"): (
        1846468196,
        "JCQCQSKDQDKS--JH2S5C3H9C2C/4H6D9S6H6C3SJS4CTCKC7D--TH/3D9H2H5H4D8H4S7H5D8SJD--8D/9D7C6SKH3C8C2DQH7STSTD--5S",
    ),
    ("spaces", "2026-12-01"): (
        1429113443,
        "9D3DTH--QC9STD3HJC6C6S7SQD/6DQS8DJD4H5CJHKC--9H2CJS5D/QH8CTC7C9C--6H5H3CKH4C7D2H/8H5SKDTS4S4D2D8S--7H3S2SKS",
    ),
    ("spaces", "2028-02-29"): (
        2849264060,
        "4D9CQH2SKHKC5H3H--TS9SJDJC/2D8D4H7D2C6H4SKD5C7S8S8CQD/QS9H3C3D--3SJH8H6CJSQC4C5D/7HKSTC2HTD7C--6S5S6DTH--9D",
    ),
}

# The sha256 of each released version's pools, as shipped in data/daily.txt: a released pool never changes.
FROZEN = {1: "2c15aeb38b5d310acc99ee3a1cc3185d92c48a3dafec0e85b6cffe6b29275a7c"}


def _version_text(number: int) -> str:
    lines, keep = [], False
    for line in data_text(DATA).splitlines():
        if line.startswith("pool "):
            keep = line.split()[1] == f"daily-{number}"
        keep = keep and line != END
        if keep:
            lines.append(line)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("variant", "day"), sorted(GOLDEN))
def test_a_day_always_gives_the_same_deal(variant, day):
    seed, layout = GOLDEN[variant, day]
    deal = daily_deal(variant, parse_date(day))
    assert deal.seed == seed
    assert deal.settings == PRESETS[variant]
    assert opening(deal.settings, deal.seed).layout() == layout


def test_the_golden_days_cover_every_variant():
    assert {variant for variant, _ in GOLDEN} == set(VARIANTS)


@pytest.mark.parametrize("number", sorted(FROZEN))
def test_a_released_pool_never_changes(number):
    assert hashlib.sha256(_version_text(number).encode("ascii")).hexdigest() == FROZEN[number]


def test_versions_run_in_order_and_every_variant_has_a_pool_in_each():
    found = versions()
    assert found[0].number == 1 and found[0].first_day == first_day() == dt.date(2026, 1, 1)
    for version in found:
        for variant in VARIANTS:
            pool = pool_for(variant, version.number)
            assert pool.redeals == PRESETS[variant].redeals
            assert len(pool.entries) >= 100, (variant, version)


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_cycle_of_days_deals_every_seed_of_the_pool_once(variant):
    pool = pool_for(variant, 1)
    n = len(pool.entries)
    for cycle in (0, 1, 7):
        start = first_day() + dt.timedelta(days=cycle * n)
        seeds = [daily_deal(variant, start + dt.timedelta(days=k)).seed for k in range(n)]
        assert sorted(seeds) == sorted(pool.seeds)
    first = [daily_deal(variant, first_day() + dt.timedelta(days=k)).index for k in range(n)]
    second = [daily_deal(variant, first_day() + dt.timedelta(days=n + k)).index for k in range(n)]
    assert first != second  # each cycle in an order of its own


def test_the_variants_have_different_deals_on_a_day():
    day = dt.date(2026, 12, 1)
    openings = {opening(PRESETS[v], daily_deal(v, day).seed).layout() for v in VARIANTS}
    assert len(openings) == len(VARIANTS)


@given(st.dates(min_value=dt.date(2026, 1, 1), max_value=LAST_DAY), st.sampled_from(VARIANTS))
def test_every_day_has_a_deal_from_its_pool(day, variant):
    deal = daily_deal(variant, day)
    assert deal.seed in pool_for(variant, deal.version).seeds
    assert deal == daily_deal(variant, parse_date(day.isoformat()))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "2026-1-01",
        "2026-02-30",
        "20261201",
        "2026-12-01T00:00",
        "２０２６-12-01",
        "2025-12-31",
        "10000-01-01",
        "x" * 99,
    ],
)
def test_a_bad_date_is_a_date_error(text):
    with pytest.raises(DateError) as caught:
        parse_date(text)
    assert isinstance(caught.value, ValueError)
    assert len(str(caught.value)) < 120


def test_the_first_and_last_days_have_deals():
    assert parse_date(" 2026-01-01 ") == first_day()
    assert daily_deal("gaps", LAST_DAY).seed in pool_for("gaps", versions()[-1].number).seeds


def test_an_unknown_variant_has_no_daily_deal():
    with pytest.raises(DateError):
        daily_deal("klondike", first_day())


def test_the_wider_family_has_no_daily_deal_and_says_so():
    for variant in sorted(set(PRESETS) - set(VARIANTS)):
        with pytest.raises(DateError, match="no daily deal"):
            daily_deal(variant, dt.date(2026, 12, 1))
