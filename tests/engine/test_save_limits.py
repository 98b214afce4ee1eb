"""A save of any size or nesting is refused with a SaveError naming why; the depth scan agrees with a plain reading."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import (
    PRESETS,
    Game,
    SaveError,
    SaveFieldError,
    SaveFormatError,
    SaveTooDeepError,
    SaveTooLargeError,
    SeedError,
    dumps,
    loads,
    parse_seed,
)
from solitaire.jsontext import nesting_depth
from solitaire.save import MAX_CHARS, MAX_DEPTH


def a_save() -> dict:
    game = Game(PRESETS["montana"], 77)
    game.push(game.status.legal_moves[0])
    return json.loads(dumps(game, {"elapsed_ms": 5}))


@pytest.mark.parametrize("depth", [1_000, 50_000])
def test_deeply_nested_json_is_too_deep_not_a_recursion_error(depth):
    with pytest.raises(SaveTooDeepError, match="nested"):
        loads("[" * depth + "]" * depth)


def test_an_unclosed_nest_is_too_deep_too():
    with pytest.raises(SaveTooDeepError):
        loads("[" * 50_000)


@pytest.mark.parametrize("field", ["meta", "actions", "settings", "redo"])
def test_a_deep_nest_in_any_field_is_too_deep(field):
    text = json.dumps(a_save()).replace(f'"{field}": ', f'"{field}": ' + "[" * 50_000 + "]" * 50_000 + ', "x": ', 1)
    with pytest.raises(SaveTooDeepError):
        loads(text)


def test_nesting_up_to_the_limit_is_read():
    doc = a_save()
    nest: object = 1
    for _ in range(MAX_DEPTH - 2):  # the save itself and meta are two levels
        nest = [nest]
    doc["meta"] = {"x": nest}
    game, meta = loads(json.dumps(doc))
    assert game.position.layout() == doc["position"] and meta["x"] == nest


def test_a_save_longer_than_the_limit_is_too_large():
    doc = a_save()
    doc["meta"] = {"pad": "x" * MAX_CHARS}
    with pytest.raises(SaveTooLargeError, match="characters"):
        loads(json.dumps(doc))


def test_a_save_that_is_not_text_is_refused():
    with pytest.raises(SaveFormatError):
        loads(b"{}")  # type: ignore[arg-type]


def test_a_start_that_is_not_a_layout_string_is_a_field_error():
    doc = a_save()
    doc["start"] = 5
    with pytest.raises(SaveFieldError, match="start"):
        loads(json.dumps(doc))


def test_brackets_inside_strings_do_not_count():
    doc = a_save()
    doc["meta"] = {"note": "[[[[{{{{" * 10_000 + '\\"]]' + "\\\\"}
    _, meta = loads(json.dumps(doc))
    assert meta["note"] == doc["meta"]["note"]


def test_too_deep_and_too_large_are_save_errors():
    assert issubclass(SaveTooDeepError, SaveError) and issubclass(SaveTooLargeError, SaveError)


def depth_by_hand(text: str) -> int:
    """The nesting depth counted character by character, strings skipped as JSON reads them."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


@settings(derandomize=True, max_examples=500)
@given(st.text(alphabet='[]{}"\\ a,:\n', max_size=60))
def test_nesting_depth_matches_a_character_by_character_count(text):
    assert nesting_depth(text) == depth_by_hand(text)


@settings(derandomize=True, max_examples=200)
@given(
    st.recursive(
        st.none() | st.integers() | st.text(max_size=5),
        lambda kid: st.lists(kid, max_size=4) | st.dictionaries(st.text(max_size=5), kid, max_size=4),
        max_leaves=25,
    )
)
def test_nesting_depth_of_json_is_its_depth(value):
    def depth(v):
        if isinstance(v, list):
            return 1 + max(map(depth, v), default=0)
        if isinstance(v, dict):
            return 1 + max(map(depth, v.values()), default=0)
        return 0

    assert nesting_depth(json.dumps(value)) == depth(value)


def test_the_depth_scan_is_linear_on_many_unclosed_strings():
    # One string that never closes, full of escaped quotes: a scan that tried each quote
    # as a string's start would take ~10^11 steps (the 120 s test timeout stops it).
    text = '"' + '\\"' * 300_000 + "\\"
    assert nesting_depth(text) == 0


@pytest.mark.parametrize("digits", [4_300, 4_301, 5_000, 100_000])
def test_a_seed_of_thousands_of_digits_is_out_of_range(digits):
    with pytest.raises(SeedError, match="whole number from 0"):
        parse_seed("9" * digits)


def test_leading_zeros_still_read():
    assert parse_seed("0" * 5_000 + "42") == 42
    assert parse_seed("0" * 5_000) == 0
