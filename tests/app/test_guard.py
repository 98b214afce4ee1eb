"""The guarded reader: any stored text gives a value or one StoredValueError with a reason code, and the
statistics and preferences read through it never raise, whatever is stored."""

from __future__ import annotations

import json

import pytest
from app.record.guard import (
    MAX_DEPTH,
    REASON_KEYS,
    ReadReason,
    StoredValueError,
    read_game,
    read_json,
    read_variant,
    reason_text,
)
from app.record.prefs import Prefs
from app.record.stats import BROKEN_KEY, Stats
from app.record.stats import MAX_CHARS as STATS_MAX_CHARS
from app.record.store import PREFIX, Store, Write
from app.text import i18n
from app.text.i18n import MESSAGES

from solitaire import Game, dumps, preset
from tests.app.storage_fakes import QuotaStorage

DEEP = "[" * 50_000 + "]" * 50_000


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (DEEP, ReadReason.TOO_DEEP),
        ("{" * 50_000, ReadReason.TOO_DEEP),
        ('{"a": ' * 30 + "1" + "}" * 30, ReadReason.TOO_DEEP),
        ("x" * 100_001, ReadReason.TOO_BIG),
        ("1" * 5_000, ReadReason.NOT_JSON),  # a number int() refuses: a ValueError inside json
        ("nope", ReadReason.NOT_JSON),
        ("[1,]", ReadReason.NOT_JSON),
        ("", ReadReason.NOT_JSON),
        (None, ReadReason.NOT_JSON),
        (b"[]", ReadReason.NOT_JSON),
    ],
)
def test_read_json_refuses_with_a_code(text, reason):
    with pytest.raises(StoredValueError) as caught:
        read_json(text, max_chars=100_000)
    assert caught.value.reason is reason and isinstance(caught.value, ValueError)


def test_read_json_reads_up_to_its_limits():
    text = "[" * MAX_DEPTH + '"[[{"' + "]" * MAX_DEPTH
    assert len(text) <= 100 and read_json(text, max_chars=len(text)) is not None


def test_read_game_codes_each_kind_of_bad_save():
    game = Game(preset("gaps"), 4)
    game.push(game.status.legal_moves[0])
    doc = json.loads(dumps(game))
    cases = {
        ReadReason.TOO_DEEP: DEEP,
        ReadReason.TOO_BIG: json.dumps({**doc, "meta": {"pad": "x" * 1_000_000}}),
        ReadReason.NOT_A_SAVE: "[]",
        ReadReason.VERSION: json.dumps({**doc, "version": 2}),
        ReadReason.FIELD: json.dumps({**doc, "seed": -1}),
        ReadReason.ACTION: json.dumps({**doc, "actions": ["KS 0,0 -> 3,12"]}),
        ReadReason.TAMPERED: json.dumps({**doc, "position": Game(preset("gaps"), 5).position.layout()}),
        ReadReason.OTHER_VARIANT: dumps(game),
    }
    for reason, text in cases.items():
        with pytest.raises(StoredValueError) as caught:
            read_game(text, "montana" if reason is ReadReason.OTHER_VARIANT else "gaps")
        assert caught.value.reason is reason, reason
    assert read_game(dumps(game), "gaps")[0].position == game.position


def test_read_variant():
    assert read_variant("montana") == "montana"
    for bad in ("Montana", "", "x" * 10_000, None):
        with pytest.raises(StoredValueError):
            read_variant(bad)


def test_every_reason_has_a_text_in_both_languages():
    for lang in ("en", "de"):
        i18n.set_language(lang)
        for reason in ReadReason:
            text = reason_text(reason)
            assert text and "." not in text.split()[0], (lang, reason, text)
    assert set(REASON_KEYS) == set(ReadReason)


def test_the_reasons_texts_are_in_the_catalogue_in_both_languages():
    for key in set(REASON_KEYS.values()) | {"stats.broken_not_kept", "session.save_broken_not_kept"}:
        assert key in MESSAGES["en"] and key in MESSAGES["de"], key
    i18n.set_language("de")
    assert reason_text(ReadReason.TOO_BIG) == "es ist größer als alles, was diese App speichert"


# -- statistics and preferences, as the page reads them ----------------------------------


@pytest.mark.parametrize("stored", [DEEP, "{" * 50_000, '{"gaps": ' * 5_000 + "{}" + "}" * 5_000])
def test_deeply_nested_statistics_start_afresh_with_a_copy_kept(stored):
    backend = QuotaStorage(items={PREFIX + "stats": stored})
    stats = Stats(Store(backend))
    assert stats.problem is ReadReason.TOO_DEEP and stats.aside is Write.SAVED
    assert stats.notice == MESSAGES["en"]["stats.broken"]
    assert stats.get("gaps").played == 0
    assert backend.items == {PREFIX + BROKEN_KEY: stored}


def test_statistics_too_big_to_keep_say_that_no_copy_was_kept():
    stored = '{"gaps": {"played": 1, "pad": "' + "x" * 3_000_000 + '"}}'
    backend = QuotaStorage(items={PREFIX + "stats": stored})
    stats = Stats(Store(backend))
    assert stats.problem is ReadReason.TOO_BIG and stats.aside is Write.TOO_BIG
    assert "no copy could be kept" in stats.notice and "kept aside" not in stats.notice
    assert backend.items == {}  # the bad value is gone: the next visit starts clean


def test_statistics_with_no_room_for_their_copy_say_so():
    stored = '{"gaps": {"played": "many"}}'
    backend = QuotaStorage(quota=10, items={PREFIX + "stats": stored})
    stats = Stats(Store(backend))
    assert stats.problem is ReadReason.WRONG_SHAPE and stats.aside is Write.FULL
    assert "no copy could be kept" in stats.notice
    assert backend.items == {}


def test_statistics_up_to_their_limit_are_read():
    entries = {f"v{n}": {"played": n, "won": 0} for n in range(STATS_MAX_CHARS // 40)}
    text = json.dumps(entries)
    assert len(text) <= STATS_MAX_CHARS
    backend = QuotaStorage(items={PREFIX + "stats": text})
    assert Stats(Store(backend)).notice is None


@pytest.mark.parametrize("stored", [DEEP, "{" * 50_000, "9" * 5_000, "x" * 100_000, '{"theme": ' * 100])
def test_preferences_that_cannot_be_read_fall_back_to_the_defaults(stored):
    assert Prefs.loads(stored) == Prefs()
    with pytest.raises(StoredValueError):
        Prefs.parse(stored)


def test_prefs_parse_is_strict_where_loads_is_lenient():
    assert Prefs.parse('{"theme": "dark", "future": 1}') == Prefs(theme="dark")
    assert Prefs.loads('{"theme": "purple", "deck": "four-colour"}') == Prefs(deck="four-colour")
    for bad in ('{"theme": "purple"}', '{"deck": 1}', "[]", '"dark"'):
        with pytest.raises(StoredValueError) as caught:
            Prefs.parse(bad)
        assert caught.value.reason is ReadReason.WRONG_SHAPE
