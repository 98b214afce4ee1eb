"""Saved games: round-trips, and a specific error for each way a save can be wrong."""

from __future__ import annotations

import json

import pytest

from solitaire import (
    PRESETS,
    REDEAL,
    Game,
    Position,
    SaveActionError,
    SaveFieldError,
    SaveFormatError,
    SaveTamperedError,
    SaveVersionError,
    dumps,
    loads,
    summarize,
)
from solitaire.shape import CLASSIC
from tests.boards import WON


def played_game() -> Game:
    game = Game(PRESETS["montana"], 77)
    game.push(game.status.legal_moves[0])
    game.push(REDEAL)
    game.push(game.status.legal_moves[0])
    game.push(game.status.legal_moves[0])
    game.pop()
    return game


def test_a_save_round_trips_with_its_undo_and_redo_stacks():
    game = played_game()
    loaded, meta = loads(dumps(game, {"elapsed_ms": 1234}))
    assert loaded.position == game.position
    assert loaded.actions == game.actions and loaded.redo_stack == game.redo_stack
    assert (loaded.seed, loaded.settings, loaded.moves, loaded.redeals_used) == (77, game.settings, 2, 1)
    assert meta == {"elapsed_ms": 1234}
    loaded.redo()
    game.redo()
    assert loaded.position == game.position
    while loaded.actions:
        loaded.pop()
    assert loaded.position == game.start and len(loaded.redo_stack) == 4


def test_a_game_from_a_layout_keeps_its_start():
    start = Position.from_layout(WON.replace("QSKS--", "QS--KS"), CLASSIC)
    game = Game(PRESETS["gaps"], 3, start=start)
    loaded, _ = loads(dumps(game))
    assert loaded.start == start and loaded.from_layout


def test_a_given_up_game_stays_given_up():
    game = played_game()
    game.give_up()
    loaded, _ = loads(dumps(game))
    assert loaded.gave_up


def doc() -> dict:
    return json.loads(dumps(played_game()))


def test_text_that_is_not_json_is_refused():
    with pytest.raises(SaveFormatError, match="not valid JSON"):
        loads("{not json")


def test_json_of_another_kind_is_refused():
    with pytest.raises(SaveFormatError):
        loads("[1, 2]")


def test_an_unknown_version_is_refused():
    d = doc()
    d["version"] = 99
    with pytest.raises(SaveVersionError, match="99"):
        loads(json.dumps(d))


@pytest.mark.parametrize("field", ["settings", "seed", "actions", "redo", "position", "gave_up", "meta"])
def test_a_missing_field_is_named(field):
    d = doc()
    del d[field]
    with pytest.raises(SaveFieldError, match=field):
        loads(json.dumps(d))


def test_a_wrongly_typed_field_is_named():
    d = doc()
    d["seed"] = "77"
    with pytest.raises(SaveFieldError, match="seed"):
        loads(json.dumps(d))


def test_bad_settings_are_named():
    d = doc()
    d["settings"]["redeals"] = 7
    with pytest.raises(SaveFieldError, match="redeals"):
        loads(json.dumps(d))


def test_a_seed_out_of_range_is_named():
    d = doc()
    d["seed"] = -1
    with pytest.raises(SaveFieldError, match="seed"):
        loads(json.dumps(d))


def test_a_tampered_position_is_refused():
    d = doc()
    layout = d["position"]
    swapped = layout[2:4] + layout[0:2] + layout[4:]  # a valid layout, but not where the actions lead
    assert swapped != layout and Position.from_layout(swapped, CLASSIC)
    d["position"] = swapped
    with pytest.raises(SaveTamperedError):
        loads(json.dumps(d))


def test_an_illegal_action_is_named_with_its_number():
    d = doc()
    d["actions"][1] = "KS 0,0 -> 0,1"
    with pytest.raises(SaveActionError, match="action 2"):
        loads(json.dumps(d))


def test_a_garbled_action_is_refused():
    d = doc()
    d["actions"][0] = "move it"
    with pytest.raises(SaveActionError, match="action 1"):
        loads(json.dumps(d))


def test_an_impossible_redo_is_refused():
    d = doc()
    d["redo"] = ["redeal", "redeal", "redeal"]
    with pytest.raises(SaveActionError, match="redo action"):
        loads(json.dumps(d))


def test_a_fourth_redeal_in_a_save_is_refused():
    game = Game(PRESETS["addiction"], 2)
    for _ in range(3):
        game.push(REDEAL)
    d = json.loads(dumps(game))
    d["actions"].append("redeal")
    with pytest.raises(SaveActionError, match="no redeal left"):
        loads(json.dumps(d))


# -- the summary of a save (listing a game in progress without replaying it) ---------------------------


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_a_summary_reads_the_board_of_the_saves_own_game(variant):
    game = Game(PRESETS[variant], 100)
    for _ in range(3):
        game.push(game.status.legal_moves[0])
    game.pop()
    save = summarize(dumps(game, {"aside_at": 5}))
    assert (save.variant, save.shape, save.seed, save.moves, save.undone) == (variant, game.settings.shape, 100, 2, 1)
    assert (save.ordered, save.redeals_left, save.over, save.in_progress) == (
        game.status.ordered,
        game.redeals_left,
        False,
        True,
    )
    assert save.meta == {"aside_at": 5} and not save.from_layout


def test_a_summary_tells_a_finished_game_from_one_in_progress():
    game = Game(PRESETS["gaps"], 3, start=Position.from_layout(WON.replace("QSKS--", "QS--KS"), CLASSIC))
    game.push(game.status.legal_moves[0])
    save = summarize(dumps(game))
    assert save.over and not save.in_progress and save.from_layout and save.ordered == 48
    fresh = summarize(dumps(Game(PRESETS["blue-moon"], 9)))
    assert not fresh.over and not fresh.in_progress


def test_a_summary_refuses_what_loads_refuses_for_its_fields():
    good = json.loads(dumps(played_game()))
    for field, value in (("settings", {"opening": "nope"}), ("seed", "7"), ("position", "2C" * 52), ("redo", [3])):
        doc = dict(good, **{field: value})
        with pytest.raises(SaveFieldError, match=field):
            summarize(json.dumps(doc))
    with pytest.raises(SaveFormatError):
        summarize("{not json")
    with pytest.raises(SaveVersionError):
        summarize(json.dumps(dict(good, version=99)))
    with pytest.raises(SaveActionError, match="redeals"):
        summarize(json.dumps(dict(good, actions=["redeal"] * 3)))


def test_a_thirteen_column_position_in_a_fourteen_column_save_is_refused():
    doc = json.loads(dumps(Game(PRESETS["red-moon"], 4)))
    doc["position"] = Game(PRESETS["montana"], 4).position.layout()
    with pytest.raises(SaveFieldError, match="position"):
        summarize(json.dumps(doc))
