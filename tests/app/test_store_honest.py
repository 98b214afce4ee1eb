"""The store tells the truth about what it kept: one value with no room is not "storage unavailable",
a value set aside says whether its copy was written, and a failure is a code, never an exception's text."""

from __future__ import annotations

import pytest
from app.record.store import ASIDE_MAX_CHARS, PREFIX, Store, StoreReason, Write, aside_key, failure_reason

from tests.app.storage_fakes import DOMException, QuotaStorage, UnprintableError

INTERNAL_TEXTS = ("JsNull", "getItem", "toString", "Traceback", "Error", "exceeded")


def test_a_write_that_lands_is_saved_and_true():
    backend = QuotaStorage()
    store = Store(backend)
    result = store.set("a", "1")
    assert result is Write.SAVED and result
    assert backend.items == {PREFIX + "a": "1"} and store.unsaved == frozenset()


def test_one_value_with_no_room_does_not_make_the_store_memory_only():
    backend = QuotaStorage(quota=1_000)
    store = Store(backend)
    big = store.set("game.gaps", "x" * 2_000)
    assert big is Write.FULL and not big
    assert store.persistent and store.unsaved == {"game.gaps"}
    assert store.problem is StoreReason.FULL and "full" in store.notice
    # smaller writes still land in the browser's storage
    assert store.set("prefs", "{}") is Write.SAVED
    assert backend.items[PREFIX + "prefs"] == "{}"
    # and the value that found no room is read back from memory, newest first
    assert store.get("game.gaps") == "x" * 2_000


def test_a_value_that_finds_room_later_lands_and_leaves_memory():
    backend = QuotaStorage(quota=1_000)
    store = Store(backend)
    store.set("game.gaps", "x" * 2_000)
    assert store.set("game.gaps", "small") is Write.SAVED
    assert store.unsaved == frozenset() and backend.items[PREFIX + "game.gaps"] == "small"


def test_the_full_notice_comes_once_per_stretch():
    store = Store(QuotaStorage(quota=100))
    store.set("a", "x" * 200)
    assert store.notice
    store.notice = None  # taken by the page
    store.set("b", "y" * 200)
    assert store.notice is None  # still the same stretch: "a" is in memory only
    store.remove("a")
    store.remove("b")
    store.set("c", "z" * 200)
    assert store.notice  # a new stretch


def test_a_denied_backend_makes_the_store_memory_only_with_the_code():
    backend = QuotaStorage()
    store = Store(backend)
    store.set("a", "1")
    backend.broken = DOMException("The operation is insecure.", "SecurityError")
    assert store.set("b", "2") is Write.MEMORY
    assert not store.persistent and store.problem is StoreReason.DENIED
    assert store.get("a") == "1" and store.get("b") == "2"  # what this page wrote is still there


@pytest.mark.parametrize(
    ("reason", "code"),
    [
        ("'JsNull' object has no attribute 'getItem'", StoreReason.UNAVAILABLE),
        ("SecurityError: The operation is insecure.", StoreReason.DENIED),
        ("denied", StoreReason.DENIED),
        (DOMException("Setting the value exceeded", "QuotaExceededError"), StoreReason.FULL),
        (UnprintableError(), StoreReason.UNAVAILABLE),
        (None, StoreReason.UNAVAILABLE),
    ],
)
def test_no_storage_is_a_code_and_a_catalogue_text_never_the_internal_text(reason, code):
    store = Store(None, reason)
    assert store.problem is code
    assert "memory only" in store.notice
    assert not any(word in store.notice for word in INTERNAL_TEXTS), store.notice


def test_an_exception_whose_text_cannot_be_read_is_still_a_code():
    backend = QuotaStorage()
    store = Store(backend)
    backend.broken = UnprintableError()
    assert store.set("a", "1") is Write.MEMORY
    assert store.problem is StoreReason.UNAVAILABLE and "toString" not in store.notice


def test_failure_reason_reads_the_dom_exception_name():
    assert failure_reason(DOMException("", "QuotaExceededError")) is StoreReason.FULL
    assert failure_reason(RuntimeError("NS_ERROR_DOM_QUOTA_REACHED")) is StoreReason.FULL
    assert failure_reason(DOMException("", "SecurityError")) is StoreReason.DENIED
    assert failure_reason(AttributeError("'JsNull' object has no attribute 'getItem'")) is StoreReason.UNAVAILABLE
    assert failure_reason(StoreReason.FULL) is StoreReason.FULL


def test_open_probes_the_backend():
    def denied():
        raise DOMException("The operation is insecure.", "SecurityError")

    assert Store.open(denied).problem is StoreReason.DENIED
    assert Store.open(lambda: None).problem is StoreReason.UNAVAILABLE  # localStorage is null
    store = Store.open(QuotaStorage)
    assert store.persistent and store.notice is None


# -- setting an unreadable value aside --------------------------------------------------


def test_a_broken_value_set_aside_is_moved_and_says_so():
    backend = QuotaStorage()
    backend.items[PREFIX + "game.gaps"] = "garbage"
    store = Store(backend)
    assert store.set_aside("game.gaps", "garbage") is Write.SAVED
    assert backend.items == {PREFIX + aside_key("game.gaps"): "garbage"}
    assert store.set_aside("stats", "bad", to="stats.broken") and backend.items[PREFIX + "stats.broken"] == "bad"


def test_the_bad_value_is_removed_before_its_copy_is_written_so_the_copy_can_take_its_room():
    backend = QuotaStorage(quota=250_000)
    backend.items[PREFIX + "game.spaces"] = "s" * 140_000
    backend.items[PREFIX + "game.gaps"] = "b" * 100_000
    store = Store(backend)
    assert store.set_aside("game.gaps", "b" * 100_000) is Write.SAVED
    assert backend.items[PREFIX + "broken.game.gaps"] == "b" * 100_000 and PREFIX + "game.gaps" not in backend.items


def test_a_broken_value_with_no_room_for_its_copy_is_still_removed():
    # More than the quota holds now (e.g. written when the browser gave more room): the copy
    # cannot be written, but the bad value goes, so the next visit neither trips on it again
    # nor finds the storage full.
    backend = QuotaStorage(quota=400)
    backend.items[PREFIX + "game.montana"] = "m" * 500
    store = Store(backend)
    result = store.set_aside("game.montana", "m" * 500)
    assert result is Write.FULL and not result
    assert backend.items == {}
    assert store.persistent and store.notice is None  # the caller tells the player
    assert store.get("broken.game.montana") is None  # not pretended in memory either
    assert store.set("last", "gaps") is Write.SAVED  # and the storage is usable again


def test_a_value_too_big_to_keep_is_removed_and_not_copied():
    backend = QuotaStorage()
    huge = "[" * (ASIDE_MAX_CHARS + 1)
    backend.items[PREFIX + "game.gaps"] = huge
    store = Store(backend)
    assert store.set_aside("game.gaps", huge) is Write.TOO_BIG
    assert backend.items == {}


def test_set_aside_in_a_memory_only_store_keeps_the_copy_in_memory():
    store = Store(None, StoreReason.DENIED)
    store.set("game.gaps", "bad")
    assert store.set_aside("game.gaps", "bad") is Write.MEMORY
    assert store.get("game.gaps") is None and store.get("broken.game.gaps") == "bad"


def test_list_keys_lists_the_browsers_keys_and_the_unsaved_ones():
    backend = QuotaStorage(quota=200)
    backend.items["other.app"] = "x"
    store = Store(backend)
    store.set("stats", "{}")
    store.set("game.gaps", "g" * 500)  # no room: memory only
    assert store.list_keys() == ["game.gaps", "stats"]
    assert Store(None).list_keys() == []
