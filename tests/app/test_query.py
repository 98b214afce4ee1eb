"""app.core.query reads and writes query strings exactly as urllib.parse does (the page avoids importing it)."""

from __future__ import annotations

import urllib.parse

from app.core.query import parse_qs, quote_plus, unquote_plus, urlencode
from hypothesis import given
from hypothesis import strategies as st

# Text rich in what escapes are made of, plus anything else.
QUERY_TEXT = st.text(alphabet=st.sampled_from("%+&=;aF09zé€/ -~_.\x7f\x80\U0001f0a1") | st.characters(), max_size=40)


@given(QUERY_TEXT)
def test_unquote_plus_is_urllib_s(text):
    assert unquote_plus(text) == urllib.parse.unquote_plus(text)


@given(QUERY_TEXT)
def test_parse_qs_is_urllib_s_with_blank_values_kept(query):
    assert parse_qs(query) == urllib.parse.parse_qs(query, keep_blank_values=True)


@given(st.text(), st.sampled_from(["", "/-", "/"]))
def test_quote_plus_is_urllib_s(text, safe):
    assert quote_plus(text, safe) == urllib.parse.quote_plus(text, safe=safe)


@given(st.dictionaries(st.text(max_size=8), st.text(max_size=20), max_size=4))
def test_urlencode_is_urllib_s_and_reads_back(params):
    query = urlencode(params, safe="/-")
    assert query == urllib.parse.urlencode(params, safe="/-")
    assert parse_qs(query) == {name: [value] for name, value in params.items()}


def test_escapes_and_bad_escapes():
    assert parse_qs("layout=2C3C%2F--&seed=7&x&seed=8") == {"layout": ["2C3C/--"], "seed": ["7", "8"], "x": [""]}
    assert unquote_plus("%zz%4") == "%zz%4"
    assert unquote_plus("%C3%A9+%E2%82") == "é \ufffd"
