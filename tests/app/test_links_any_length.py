"""Links of any length or content parse without an exception; out-of-range numbers get the usual notice."""

from __future__ import annotations

import random
import string

import pytest
from app.core.links import parse_query
from app.core.query import quote_plus
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import PRESETS, REDEAL_COUNTS, SEED_MAX, Game, Position, preset
from solitaire.shape import CLASSIC


@pytest.mark.parametrize("digits", [4_300, 4_301, 5_000, 200_000])
def test_a_seed_of_thousands_of_digits_is_the_usual_notice(digits):
    request = parse_query(f"?variant=montana&seed={'7' * digits}")
    assert request.seed is None and request.variant == "montana"
    assert len(request.notices) == 1 and "not a whole number from 0 to 4294967295" in request.notices[0]
    assert len(request.notices[0]) < 200  # the seed is shortened in the notice


@pytest.mark.parametrize("digits", [4_300, 4_301, 5_000, 200_000])
def test_a_redeal_count_of_thousands_of_digits_is_the_usual_notice(digits):
    request = parse_query(f"?variant=montana&seed=5&redeals={'1' * digits}")
    assert request.redeals is None and request.seed == 5
    assert len(request.notices) == 1 and "redeal count" in request.notices[0]


def test_a_seed_with_thousands_of_leading_zeros_is_still_read():
    request = parse_query(f"?variant=gaps&seed={'0' * 5_000}17&redeals=2")
    assert (request.seed, request.redeals, request.notices) == (17, 2, [])


def check(request) -> None:
    """What parse_query may give back, whatever the link."""
    assert request.variant is None or request.variant in PRESETS
    assert request.seed is None or 0 <= request.seed <= SEED_MAX
    assert request.redeals is None or request.redeals in REDEAL_COUNTS
    assert all(isinstance(n, str) and n for n in request.notices)
    if request.layout is not None:
        assert isinstance(request.layout, Position) and request.names_a_deal
        assert Position.from_layout(request.layout.layout(), CLASSIC) == request.layout
    if request.names_a_deal:
        Game(preset(request.variant, request.redeals), request.seed, request.layout)


NAMES = ["variant", "seed", "redeals", "layout", "Variant", "seed ", "x", ""]
VALUES = [
    "montana",
    "GAPS",
    " spaces ",
    "klondike",
    "0",
    "4294967295",
    "4294967296",
    "-1",
    "1e9",
    "0x10",
    "３",  # a full-width digit
    "²",
    "9" * 4_301,
    "0" * 10_000,
    "%",
    "%zz",
    "%E2%82",
    "%00",
    "+++",
    "&",
    "=",
    "[" * 5_000,
    "💥" * 100,
    "\ud800",
    Game(preset("gaps"), 5).position.layout(),
    Game(preset("gaps"), 5).position.layout()[:-2] + "AH",
]


def quoted(text: str, safe: str = "") -> str:
    """``text`` percent-encoded; a lone surrogate cannot be, so such text goes in as it is."""
    try:
        return quote_plus(text, safe=safe)
    except UnicodeEncodeError:
        return text


def malformed_link(rng: random.Random) -> str:
    fields = []
    for _ in range(rng.randint(0, 6)):
        name = rng.choice(NAMES)
        value = rng.choice(VALUES)
        if rng.random() < 0.3:
            value = quoted(value, safe=rng.choice(["", "/", "%&="]))
        if rng.random() < 0.3:
            value = "".join(rng.choice(string.printable) for _ in range(rng.randint(0, 40))) + value
        fields.append(name + rng.choice(["=", "==", "", "=%"]) + value)
    return rng.choice(["?", "", "??"]) + rng.choice(["&", "&&", ";"]).join(fields)


def test_a_thousand_malformed_links_parse_without_an_exception():
    rng = random.Random(13)
    for _ in range(1_000):
        check(parse_query(malformed_link(rng)))


@settings(derandomize=True, max_examples=300)
@given(st.text())
def test_any_text_parses(search):
    check(parse_query(search))


@settings(derandomize=True, max_examples=300)
@given(
    st.dictionaries(
        st.sampled_from(["variant", "seed", "redeals", "layout"]),
        st.one_of(st.text(), st.integers().map(str), st.sampled_from(VALUES)),
    )
)
def test_any_values_of_the_known_names_parse(fields):
    check(parse_query("?" + "&".join(f"{quoted(k)}={quoted(v)}" for k, v in fields.items())))
