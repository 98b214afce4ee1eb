"""Export and import: every kept value into one document and back exactly, each value checked by the
reader the page uses, and nothing written until the import is applied."""

from __future__ import annotations

import json

import pytest
from app.record.backup import FORMAT, MAX_CHARS, VERSION, export, kind_of, read_backup, read_value
from app.record.guard import ReadReason, StoredValueError
from app.record.prefs import Prefs
from app.record.stats import Finish, Stats
from app.record.store import PREFIX, Store, Write

from solitaire import PRESETS, Game, dumps, preset
from tests.app.storage_fakes import QuotaStorage


def played(variant: str, seed: int, moves: int) -> Game:
    game = Game(preset(variant), seed)
    for _ in range(moves):
        if not game.status.legal_moves:
            break
        game.push(game.status.legal_moves[0])
    return game


def a_players_storage() -> QuotaStorage:
    """A storage with something under every key an export takes, and some it leaves out."""
    backend = QuotaStorage()
    store = Store(backend)
    for n, variant in enumerate(PRESETS):
        store.set(f"game.{variant}", dumps(played(variant, 10 + n, 3), {"elapsed_ms": 1234 * n}))
    undone = played("gaps", 99, 4)
    undone.pop()
    store.set("shelf.gaps", dumps(undone, {"elapsed_ms": 5}))
    from_layout = Game(preset("montana"), 3, played("montana", 3, 2).position)
    store.set("shelf.montana.2", dumps(from_layout))
    stats = Stats(store)
    stats.record_played("gaps")
    stats.record_end("gaps", Finish(won=True, score=48, moves=90, ms=61_000))
    store.set("prefs", Prefs(theme="dark", language="de").dumps())
    store.set("last", "spaces")
    backend.items[PREFIX + "paint"] = '{"board": "<div>"}'  # the paint cache: not the player's data
    store.set("broken.game.gaps", "{not a save")
    store.set("stats.broken", "[[")
    backend.items["another.app"] = "theirs"
    return backend


KEPT = {f"game.{variant}" for variant in PRESETS} | {
    "shelf.gaps",
    "shelf.montana.2",
    "stats",
    "prefs",
    "last",
}


def test_export_clear_import_gives_back_exactly_every_key():
    backend = a_players_storage()
    before = {k: v for k, v in backend.items.items() if k[len(PREFIX) :] in KEPT}
    exported = export(Store(backend))
    assert set(exported.values) == KEPT and exported.skipped == ()
    backend.items.clear()  # the player clears the site's data
    restore = read_backup(exported.text)
    assert restore.rejected == ()
    assert backend.items == {}  # nothing written yet
    results = restore.apply(Store(backend))
    assert set(results) == KEPT and all(results.values())
    assert backend.items == before


def test_the_document_is_versioned_json_of_the_stored_texts():
    exported = export(Store(a_players_storage()))
    doc = json.loads(exported.text)
    assert doc["format"] == FORMAT and doc["version"] == VERSION
    assert doc["values"]["last"] == "spaces" and Prefs.loads(doc["values"]["prefs"]).theme == "dark"


def test_a_bad_value_is_rejected_with_its_reason_and_the_others_restored():
    doc = json.loads(export(Store(a_players_storage())).text)
    good_save = doc["values"]["game.gaps"]
    doc["values"]["game.gaps"] = good_save.replace('"actions":[', '"actions":[' + "[" * 60_000, 1)
    doc["values"]["game.spaces"] = doc["values"]["game.montana"]  # a Montana game under the Spaces key
    doc["values"]["stats"] = '{"gaps": {"played": -1}}'
    doc["values"]["prefs"] = '{"theme": "purple"}'
    doc["values"]["last"] = "klondike"
    doc["values"]["shelf.gaps"] = 5
    doc["values"]["paint"] = "{}"
    doc["values"]["game.klondike"] = good_save
    restore = read_backup(json.dumps(doc))
    reasons = {r.key: r.reason for r in restore.rejected}
    assert reasons == {
        "game.gaps": ReadReason.TOO_DEEP,
        "game.spaces": ReadReason.OTHER_VARIANT,
        "stats": ReadReason.WRONG_SHAPE,
        "prefs": ReadReason.WRONG_SHAPE,
        "last": ReadReason.WRONG_SHAPE,
        "shelf.gaps": ReadReason.WRONG_SHAPE,
        "paint": ReadReason.UNKNOWN_KEY,
        "game.klondike": ReadReason.UNKNOWN_KEY,
    }
    assert set(restore.values) == {f"game.{v}" for v in PRESETS} - {"game.gaps", "game.spaces"} | {"shelf.montana.2"}


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[" * 50_000 + "]" * 50_000, ReadReason.TOO_DEEP),
        ('{"values": ' * 5 + "{}" + "}" * 5, ReadReason.TOO_DEEP),
        ("not json", ReadReason.NOT_JSON),
        ('{"format": "addiction-solitaire-save", "version": 1}', ReadReason.NOT_A_BACKUP),
        ("[]", ReadReason.NOT_A_BACKUP),
        (json.dumps({"format": FORMAT, "version": 2, "values": {}}), ReadReason.VERSION),
        (json.dumps({"format": FORMAT, "version": 1, "values": []}), ReadReason.WRONG_SHAPE),
        (json.dumps({"format": FORMAT, "version": 1, "values": {}, "pad": "x" * MAX_CHARS}), ReadReason.TOO_BIG),
        (b"{}", ReadReason.NOT_JSON),
    ],
)
def test_a_document_that_is_not_a_backup_is_one_error_with_a_code(text, reason):
    with pytest.raises(StoredValueError) as caught:
        read_backup(text)
    assert caught.value.reason is reason


def test_export_leaves_out_what_cannot_be_read_and_says_so():
    backend = a_players_storage()
    backend.items[PREFIX + "game.gaps"] = '{"format": "addiction-solitaire-save", "version": 7}'
    exported = export(Store(backend))
    assert "game.gaps" not in exported.values
    assert [(r.key, r.reason) for r in exported.skipped] == [("game.gaps", ReadReason.VERSION)]


def test_replaces_names_the_keys_that_would_be_overwritten():
    backend = a_players_storage()
    restore = read_backup(export(Store(backend)).text)
    store = Store(backend)
    assert restore.replaces(store) == []
    store.set("game.gaps", dumps(Game(preset("gaps"), 4242)))
    assert restore.replaces(store) == ["game.gaps"]


def test_applying_to_a_nearly_full_store_says_what_did_not_land():
    restore = read_backup(export(Store(a_players_storage())).text)
    backend = QuotaStorage(quota=sum(len(PREFIX + k) + len(v) for k, v in restore.values.items()) - 1)
    results = restore.apply(Store(backend))
    assert results["prefs"] is Write.SAVED and results["stats"] is Write.SAVED  # small values first
    missing = [key for key, result in results.items() if not result]
    assert missing and all(results[k] is Write.FULL for k in missing)
    assert all(PREFIX + k not in backend.items for k in missing)


@pytest.mark.parametrize(
    ("key", "kind"),
    [
        ("game.gaps", "game"),
        ("game.klondike", None),
        ("shelf.spaces", "shelf"),
        ("shelf.spaces.17", "shelf"),
        ("shelf.spaces.", None),
        ("shelf", None),
        ("stats", "stats"),
        ("stats.broken", None),
        ("broken.game.gaps", None),
        ("paint", None),
        ("prefs", "prefs"),
        ("last", "last"),
    ],
)
def test_kind_of(key, kind):
    assert kind_of(key) == kind


def test_read_value_reads_each_kind():
    game = played("spaces", 3, 2)
    got, meta = read_value("game.spaces", dumps(game, {"elapsed_ms": 7}))
    assert got.position == game.position and meta == {"elapsed_ms": 7}
    assert read_value("last", "gaps") == "gaps"
    assert read_value("prefs", '{"deck": "four-colour"}') == Prefs(deck="four-colour")
    assert read_value("stats", '{"gaps": {"played": 2, "won": 1}}')["gaps"].won == 1
