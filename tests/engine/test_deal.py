"""Seeded deals: golden layouts pin the PRNG and the shuffle; the opening shapes of each variant."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solitaire import PRESETS, SEED_MAX, Position, SeedError, opening, parse_seed, preset
from solitaire.rng import SplitMix64

# Changing any of these breaks every shared link: never edit them, add new ones.
GOLDEN = {
    ("addiction", 0): "TDQS2STS4H7S9SJC7D9D7CTC--/5C5H6SKDJS3C5DQCKH4C2H7H--/"
    "QH4D2C6C3D4SKS8D6DJHJD5S--/QD6H9HTH3S3H9C8C8SKC2D8H--",
    ("addiction", 1): "9STS2D7H6HQS3C8DTCKD9C4C--/TH8H4HJS4D7SKH8C4S6DJD7C--/"
    "KSJH3H5H5D2C5SQCJC3SQH6C--/QD7DKC8S2H9D6S5C9HTD3D2S--",
    ("addiction", 20261129): "3S8S2S4D2C5C6HKC8C5S4SQH--/6D2H9C8H7DKH6S8D5DQSJD3D--/"
    "9STD2DJC7H9D3HTHTS4CQD3C--/9H7SQCKDKS4HTC6C7CJH5HJS--",
    ("addiction", 4294967295): "QDQH2S7HTC7S5D3C8DKC9C9H--/2C5CKHKD3HJS5HTS4S2HQSTD--/"
    "6DJD7D4D8S6S8H8C9S6H9DJH--/JC2D5S4C6CTHQC7CKS4H3S3D--",
    ("gaps", 0): "7C2C3H2D4C3S--JHQH9H9D5D5S/TD4HKDJD2S8S3D8HKSQC6D7D--/"
    "9C9S8C7H8DKHKC--QD5H6S7S4D/5C6H4SJC--THJS6C3CTC2HTSQS",
    ("gaps", 1): "JS2C6D--QC5D2SQD4DTC3DKCKH/4HQS3H9SJC6S7S--8D3CTS9D9H/"
    "--6CQH8C8H8STDKSTH5H2HJD3S/5C4SKD7DJH5S6H4C--2D7H7C9C",
    ("montana", 20261129): "9S6H9HKH7C--3D5C4C2CQHJD7H/JC7D2S6SQD4HQC8H5SKC6D3C2H/"
    "5DTCTS7SJS9DTDTH4DJHKS3H3S/QS6C5HKD8C--9C8S8D2D--4S--",
    ("spaces", 4294967295): "9H6HJHKC--4CTH8SKD7D4S2H8C/5CJDQH9CQC2C6D7S7H2D4H9SKH/"
    "5SQDKSQS6S3S3D3C8D5H4DTD8H/5D--7C--JC3HJSTCTS6C2S--9D",
    # The wider family (14 columns where the aces stay in play).
    ("blue-moon", 0): "AD7C2C3H2D4C3S--JHQH9H9D5D5S/AHTD4HKDJD2S8S3D8HKSQC6D7D--/A"
    "S9C9S8C7H8DKHKC--QD5H6S7S4D/AC5C6H4SJC--THJS6C3CTC2HTSQS",
    ("blue-moon", 4294967295): "AH9H6HJHKC--4CTH8SKD7D4S2H8C/AC5CJDQH9CQC2C6D7S7H2D4H9SKH/A"
    "D5SQDKSQS6S3S3D3C8D5H4DTD8H/AS5D--7C--JC3HJSTCTS6C2S--9D",
    ("red-moon", 0): "AD--7C2C3H2D4C3SJHQH9H9D5D5S/AH--TD4HKDJD2S8S3D8HKSQC6D7D/A"
    "S--9C9S8C7H8DKHKCQD5H6S7S4D/AC--5C6H4SJCTHJS6C3CTC2HTSQS",
    ("red-moon", 20261130): "AD--7DJD8C8D7C5SJSKD6D2H2CKC/AC--5C9CQDJH9STH7S8S5H6H6CTC/A"
    "S--8HQC3D7HQSQH3C9H4CKHTD2S/AH--4D3S9D4SKS5D6S3HJC2D4HTS",
    ("moonlight", 7): "8DKH4H5H7HTCQHQC4CKC5DJSTD/7DQS4D6CTH5S3H2D3CKD9S9DJD/--6S8"
    "SJH5C--JC6HTS3D8H2C--/7C3S6D2S8C2HQD4S--9CKS9H7S",
    ("jungle", 1): "AHJS2C6D--QC5D2SQD4DTC3DKCKH/AC4HQS3H9SJC6S7S--8D3CTS9D9H/A"
    "D--6CQH8C8H8STDKSTH5H2HJD3S/AS5C4SKD7DJH5S6H4C--2D7H7C9C",
    ("galary", 1): "AH--JS2C6DQC5D2SQD4DTC3DKCKH/AC--4HQS3H9SJC6S7S8D3CTS9D9H/A"
    "D--6CQH8C8H8STDKSTH5H2HJD3S/AS--5C4SKD7DJH5S6H4C2D7H7C9C",
    ("spaces-and-aces", 2): "AS2STDJC8S3SQD3C2C--2D5C6S3D/AH6C8C8H7C5S3H6D9SKH7DQH--9H/A"
    "C7S5HTHTCJDKS--QCKC2H9D4C4H/ADJSKD4D8D9CTSJH7H5DQS4S--6H",
    # The family's second part (RULES.md): one deck or two, short decks, 6 to 14 columns, 4 or 8 rows.
    ("paganini", 0): ("ADTHKC7DJSJD6C8H--TS/ACJH7CKDKH6D8D9S--6H/AHQD7SQCTC9D7H6SKS9H/AS9CTDQHJC----8CQS8S"),
    ("paganini-ii", 0): (
        "--QCQSJC2S6S5S2HQC4D7S5H9HKS/--7H2CJH6C9DJD3SJSTH6H9S5H6C/--5DTDKHTS8S2CKD8CTCAH9SAS"
        "2S/--8DAS9D7D4H8CKD7SJC7HJHTD2D/--4C5DTH8HKHAC6D4S2D8S4C4H3D/--AD3SAC9C5CAD3D8HQDTC3"
        "CJD6S/--5CAH6D3HKC9CKSQDKC7C7C6H4S/--TSJS4D8D3HQH5SQH9H2H7D3CQS"
    ),
    ("double-blue-moon", 4294967295): (
        "ASTDTC3SJDKS6D3STHQC--5STSQC/AS4S--3C5H--KS4D9D8C6S4HTHQD/AC4S6C7SJCKCJH--2C9C6H4C7C"
        "9H/AD2D3DTD8SQDTC2S9H5S5C9C7DJS/AD8D7D3D3H--2C2DQHKD4HJH6C8C/AC--2HQH7H6H2S--9S--8SK"
        "H4D3H/AHTSKCKD6S9S8H4C6D7S5HJDKH8H/AH5D3CQS7CQS2H5CJC5DJS7H8D9D"
    ),
    ("double-red-moon", 0): (
        "AH--QCQSJC2S6S5S2HQC4D7S5H9H/AS--KS7H2CJH6C9DJD3SJSTH6H9S/AS--5H6C5DTDKHTS8S2CKD8CTC"
        "9S/AC--2S8D9D7D4H8CKD7SJC7HJHTD/AD--2D4C5DTH8HKH6D4S2D8S4C4H/AC--3D3S9C5C3D8HQDTC3CJ"
        "D6S5C/AD--6D3HKC9CKSQDKC7C7C6H4STS/AH--JS4D8D3HQH5SQH9H2H7D3CQS"
    ),
    ("house-of-commons", 0): ("--2DTC4D2H6S8H8CTD6H/2C3H8S3S9C4H3C--4S5C/6D7H5H9D7C4C9H--2S--/5S7D8DTHTS5D7S6C3D9S"),
    ("line-up", 1): ("2H2S5S4CAS5D/--3CAD4D4S--/5C--3H3DAC3S/--4H2D5H2CAH"),
    ("station", 20261202): (
        "QC7D--8D3HJC9SJH--7S9H5H6S/--2H3S8C--KH7C4S6HJD6D4DTH/9D8H2DQDQSQH4CKS6CJSTD3D8S/KD5S2S9C7H3CKC5DTC5C4H2CTS"
    ),
    ("double-montana", 0): (
        "QCQSJC2S6S5S2HQC4D7S5H9HKS/7H2CJH6C9DJD3SJSTH6H9S5H6C/5DTDKHTS8S2CKD8CTC--9S--2S/8D-"
        "-9D7D4H8CKD7SJC7HJHTD2D/4C5DTH8HKH--6D4S2D8S4C4H3D/--3S--9C5C--3D8HQDTC3CJD6S/5C--6D"
        "3HKC9CKSQDKC7C7C6H4S/TSJS4D8D3HQH5SQH9H2H7D3CQS"
    ),
    ("rectangular-rovers", 2): ("AC5H4H4C--2C/4D2D2SAS--3H/--3C3D5C5D3S/4S5SADAH2H--"),
}


@pytest.mark.parametrize(("variant", "seed"), sorted(GOLDEN))
def test_a_seed_always_gives_the_same_deal(variant, seed):
    assert opening(preset(variant), seed).layout() == GOLDEN[variant, seed]


def test_splitmix64_matches_its_published_reference():
    rng = SplitMix64(0)
    assert [rng.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_the_full_deck_variants_share_a_seed_s_deal():
    for seed in (0, 7, 99):
        deals = {opening(PRESETS[v], seed).layout() for v in ("gaps", "montana", "spaces")}
        assert len(deals) == 1


@given(st.integers(0, SEED_MAX))
def test_addiction_opens_with_the_four_gaps_in_the_last_column(seed):
    position = opening(PRESETS["addiction"], seed)
    assert position.gaps() == [12, 25, 38, 51]


@given(st.integers(0, SEED_MAX))
def test_full_deck_variants_open_with_gaps_where_the_aces_fell(seed):
    from solitaire.cards import FULL_DECK, rank_of
    from solitaire.deal import OPENING_STREAM

    deck = list(FULL_DECK)
    SplitMix64.from_words((seed, OPENING_STREAM)).shuffle(deck)
    aces = [i for i, card in enumerate(deck) if rank_of(card) == 1]
    for name in ("gaps", "montana", "spaces"):
        position = opening(PRESETS[name], seed)
        assert position.gaps() == aces
        assert [c for c in position.cells if c] == [c for c in deck if rank_of(c) != 1]


@given(st.sampled_from(sorted(PRESETS)), st.integers(0, SEED_MAX))
def test_every_deal_reads_back_from_its_layout(variant, seed):
    settings = PRESETS[variant]
    position = opening(settings, seed)
    assert Position.from_layout(position.layout(), settings.shape) == position


def test_shuffles_are_spread_evenly():
    # Where does the 2 of clubs land over 2,600 addiction deals? Each of the 48
    # card cells should get about 54; a biased shuffle would cluster.
    counts = [0] * 52
    for seed in range(2600):
        counts[opening(PRESETS["addiction"], seed).where(2)] += 1
    played = [n for i, n in enumerate(counts) if i % 13 != 12]
    assert min(played) > 25 and max(played) < 90


@pytest.mark.parametrize("bad", ["-1", "4294967296", "12x", "", " ", "1e3", "٣"])
def test_a_bad_seed_is_refused(bad):
    with pytest.raises(SeedError):
        parse_seed(bad)


def test_seed_bounds_are_accepted():
    assert parse_seed("0") == 0 and parse_seed("4294967295") == SEED_MAX
