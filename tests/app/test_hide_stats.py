"""Hide the clock, the move count and the score (issue 31): three on/off preferences, off by default, kept in the
store and in a backup; an older backup without them reads as off and a bad value never breaks the page."""

from __future__ import annotations

import json

import pytest
from app.record.backup import FORMAT, VERSION, export, read_backup, read_value
from app.record.guard import ReadReason, StoredValueError
from app.record.prefs import KEY, SETTINGS, Prefs, switch
from app.record.store import Store

from tests.app.storage_fakes import QuotaStorage

HIDE = ("hide_clock", "hide_moves", "hide_score")
ATTRIBUTES = {"hide_clock": "data-hide-clock", "hide_moves": "data-hide-moves", "hide_score": "data-hide-score"}


def hidden(*names: str) -> Prefs:
    prefs = Prefs()
    for name in names:
        prefs = prefs.with_choice(name, switch(name, True))
    return prefs


@pytest.mark.parametrize("name", HIDE)
def test_each_is_an_on_off_switch_off_by_default(name):
    assert SETTINGS[name].choices == ("off", "on")
    assert getattr(Prefs(), name) == "off"
    assert SETTINGS[name].attribute == ATTRIBUTES[name]
    assert Prefs().html_attributes()[ATTRIBUTES[name]] is None  # off: no attribute, every stat shows


@pytest.mark.parametrize("name", HIDE)
def test_switched_on_it_sets_its_attribute_and_only_its_own(name):
    attributes = hidden(name).html_attributes()
    assert attributes[ATTRIBUTES[name]] == "on"
    assert [a for a in ATTRIBUTES.values() if attributes[a] is not None] == [ATTRIBUTES[name]]


def test_all_three_survive_the_store():
    store = Store(QuotaStorage())
    prefs = hidden(*HIDE).with_choice("theme", "dark")
    store.set(KEY, prefs.dumps())
    again = Prefs.loads(store.get(KEY))
    assert again == prefs
    assert (again.hide_clock, again.hide_moves, again.hide_score, again.theme) == ("on", "on", "on", "dark")


def test_a_store_from_before_reads_them_as_off():
    before = '{"deck":"four-colour","language":"de","motion":"off","theme":"dark","winnable":"on"}'
    prefs = Prefs.loads(before)
    assert (prefs.hide_clock, prefs.hide_moves, prefs.hide_score) == ("off", "off", "off")
    assert prefs.theme == "dark" and prefs.winnable_only


@pytest.mark.parametrize("bad", ["yes", "", "ON", True, 1, None, ["on"], {"on": 1}])
def test_a_bad_stored_value_reads_as_off_and_keeps_the_rest(bad):
    text = json.dumps({"hide_clock": bad, "hide_moves": "on", "theme": "dark"})
    prefs = Prefs.loads(text)
    assert (prefs.hide_clock, prefs.hide_moves, prefs.theme) == ("off", "on", "dark")


def test_they_go_into_a_backup_and_come_back():
    store = Store(QuotaStorage())
    store.set(KEY, hidden("hide_clock", "hide_score").dumps())
    doc = export(store)
    assert json.loads(json.loads(doc.text)["values"][KEY])["hide_clock"] == "on"
    restore = read_backup(doc.text)
    assert restore.rejected == ()
    fresh = Store(QuotaStorage())
    restore.apply(fresh)
    prefs = Prefs.loads(fresh.get(KEY))
    assert (prefs.hide_clock, prefs.hide_moves, prefs.hide_score) == ("on", "off", "on")


def test_an_older_backup_without_them_restores_them_off():
    older = json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "values": {KEY: '{"deck":"standard","language":"en","motion":"system","theme":"light","winnable":"off"}'},
        }
    )
    restore = read_backup(older)
    assert restore.rejected == ()
    assert read_value(KEY, restore.values[KEY]) == Prefs(theme="light", language="en")
    store = Store(QuotaStorage())
    store.set(KEY, hidden(*HIDE).dumps())  # hidden here before the restore: the backup's choices win
    restore.apply(store)
    prefs = Prefs.loads(store.get(KEY))
    assert (prefs.hide_clock, prefs.hide_moves, prefs.hide_score) == ("off", "off", "off")


@pytest.mark.parametrize("bad", ["yes", "", True, None, 1])
def test_a_backup_with_a_bad_value_rejects_the_preferences_and_restores_the_rest(bad):
    values = {KEY: json.dumps({"hide_moves": bad}), "last": "spaces"}
    restore = read_backup(json.dumps({"format": FORMAT, "version": VERSION, "values": values}))
    assert [(r.key, r.reason) for r in restore.rejected] == [(KEY, ReadReason.WRONG_SHAPE)]
    assert restore.values == {"last": "spaces"}
    with pytest.raises(StoredValueError):
        Prefs.parse(values[KEY])
    assert Prefs.loads(values[KEY]).hide_moves == "off"  # the page's own reader never fails on it
