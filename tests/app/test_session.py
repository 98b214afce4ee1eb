"""The session: what a tap does, saves and resumes, links to other deals, broken saves, the clock."""

from __future__ import annotations

import json
import re
from pathlib import Path

from app.core.events import UNPICK, Command, Kind, NewDeal, Pick, Resume
from app.core.session import Tap
from app.record.saves import broken_key, game_key
from app.record.store import PREFIX

from solitaire import REDEAL, Game, Position, preset
from solitaire.shape import CLASSIC
from tests.app.fakes import Clock, new_session
from tests.boards import ONE_FROM_WIN, TWO_GAPS_AT_THE_LEFT, WON, board


def at(row: int, col: int) -> int:
    return CLASSIC.index(row, col)


def test_no_link_deals_a_random_addiction_game():
    session = new_session()
    assert session.variant == "addiction" and session.game.seed == 4242


def test_tapping_a_card_with_one_gap_moves_it():
    session = new_session(query=f"?variant=addiction&seed=1&layout={ONE_FROM_WIN}")
    result = session.tap(at(0, 12))
    assert result.kind is Tap.MOVED and session.game.position.layout() == WON
    assert session.game.status.outcome.value == "won"


def test_tapping_the_gap_fills_it():
    session = new_session(query=f"?variant=addiction&seed=1&layout={ONE_FROM_WIN}")
    assert session.tap(at(0, 11)).kind is Tap.MOVED
    assert session.game.position.layout() == WON


def test_an_illegal_tap_changes_nothing():
    session = new_session(query=f"?variant=addiction&seed=1&layout={ONE_FROM_WIN}")
    before = session.game.position
    result = session.tap(at(1, 5))
    assert result.kind is Tap.ILLEGAL and "7" in result.message and session.game.position == before
    result = session.tap(at(1, 12))
    assert result.kind is Tap.ILLEGAL and "king" in result.message and session.game.position == before


def test_a_two_that_fits_two_left_edge_gaps_waits_for_the_choice():
    session = new_session(query=f"?variant=addiction&seed=1&layout={TWO_GAPS_AT_THE_LEFT}")
    result = session.tap(at(2, 0))
    assert result.kind is Tap.CHOOSE and set(result.cells) == {at(0, 0), at(1, 0)}
    assert session.game.moves == 0
    assert session.tap(at(1, 0)).kind is Tap.MOVED
    assert session.game.position.card_at(1, 0) == Position.from_layout(TWO_GAPS_AT_THE_LEFT, CLASSIC).card_at(2, 0)


def test_tapping_the_choice_again_cancels_it():
    session = new_session(query=f"?variant=addiction&seed=1&layout={TWO_GAPS_AT_THE_LEFT}")
    session.tap(at(2, 0))
    assert session.tap(at(2, 0)).kind is Tap.CANCELLED and session.selected is None


def test_a_pick_is_a_request_to_the_session_and_an_unpick_drops_it():
    session = new_session(query=f"?variant=addiction&seed=1&layout={TWO_GAPS_AT_THE_LEFT}")
    assert session.pick(Pick(at(2, 0))).kind is Tap.CHOOSE and session.selected == at(2, 0)
    dropped = session.pick(UNPICK)
    assert (dropped.kind, dropped.cells) == (Tap.CANCELLED, (at(2, 0),))
    assert session.selected is None and session.choices == () and session.game.moves == 0
    assert session.pick(UNPICK).kind is Tap.NOTHING  # none pending: nothing to draw
    assert session.pick(Pick(at(2, 0))).kind is Tap.CHOOSE
    assert session.pick(Pick(at(1, 0))).event.kind is Kind.MOVE  # the move goes through apply


def test_input_never_touches_the_pickers_state_itself():
    """The browser layer (pointer, keyboard, the page) reads ``selected`` and ``choices`` and sends Pick or
    Unpick to Session.pick: it never reaches the picker, nor a way around the request."""
    browser = Path(__file__).resolve().parents[2] / "py" / "app" / "browser"
    reach = re.compile(r"\.(_?picker|clear_selection|_drop_pick)\b|\bPicker\b")
    found = [
        f"{path.name}:{n}"
        for path in sorted(browser.rglob("*.py"))
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if reach.search(line)
    ]
    assert found == []


def test_a_left_edge_gap_offers_the_twos_not_already_at_the_left_edge():
    session = new_session(query=f"?variant=addiction&seed=1&layout={TWO_GAPS_AT_THE_LEFT}")
    result = session.tap(at(0, 0))
    assert result.kind is Tap.CHOOSE and set(result.cells) == {at(2, 1), at(3, 1)}
    assert session.tap(at(3, 1)).kind is Tap.MOVED
    assert session.game.position.layout().startswith("2S3C")


def test_every_action_is_saved_and_resumed_with_its_undo_history():
    storage: dict = {}
    session = new_session(storage, "?variant=addiction&seed=1")
    for _ in range(3):
        move = session.game.status.legal_moves[0]
        session.tap(move.src if len(session.game.position.moves_from(move.src)) == 1 else move.dst)
    session.apply(Command.UNDO)
    resumed = new_session(storage, "?variant=addiction&seed=1")
    assert resumed.game.actions == session.game.actions and resumed.game.redo_stack == session.game.redo_stack
    assert resumed.game.position == session.game.position


def test_a_link_to_another_deal_sets_the_game_in_progress_aside():
    storage: dict = {}
    first = new_session(storage, "?variant=gaps&seed=1")
    first.game.push(first.game.status.legal_moves[0])
    first.save()
    second = new_session(storage, "?variant=gaps&seed=2")
    notices = second.take_notices()
    [offer] = [n.action for n in notices if n.action and n.action.startswith("resume:")]
    assert second.game.seed == 2
    assert second.apply(Resume(offer.partition(":")[2])).kind is Kind.RESUME
    assert second.game.seed == 1 and second.game.moves == 1


def test_a_corrupt_save_is_kept_aside_and_a_fresh_deal_starts():
    storage = {PREFIX + game_key("addiction"): "{not json", PREFIX + "last": "addiction"}
    session = new_session(storage)
    assert session.game.moves == 0
    assert storage[PREFIX + broken_key(game_key("addiction"), "{not json")] == "{not json"
    assert any("could not be read" in n.text for n in session.take_notices())


def test_a_tampered_or_unknown_version_save_is_kept_aside():
    for change in ("position", "version"):
        storage: dict = {}
        session = new_session(storage, "?variant=montana&seed=3")
        session.game.push(session.game.status.legal_moves[0])
        session.save()
        doc = json.loads(storage[PREFIX + game_key("montana")])
        if change == "position":
            doc["position"] = Game(preset("montana"), 4).position.layout()
        else:
            doc["version"] = 99
        storage[PREFIX + game_key("montana")] = raw = json.dumps(doc)
        again = new_session(storage, "?variant=montana&seed=3")
        assert again.game.moves == 0, change
        assert storage[PREFIX + broken_key(game_key("montana"), raw)] == raw
        assert any("could not be read" in n.text for n in again.take_notices())


def test_the_clock_starts_at_the_first_action_not_when_the_deal_appears():
    clock = Clock()
    session = new_session(query="?variant=gaps&seed=7", clock=clock)
    clock.ms = 6_000
    assert session.elapsed_ms() == 0 and not session.clock_running()
    session.apply(session.status.legal_moves[0])
    clock.ms = 7_500
    assert session.elapsed_ms() == 1_500
    session.apply(Command.RESTART)  # the same deal from its start: a fresh clock that waits again
    clock.ms = 9_000
    assert session.elapsed_ms() == 0


def test_the_clock_runs_only_while_visible_and_playing():
    clock = Clock()
    session = new_session(query=f"?variant=addiction&seed=1&layout={ONE_FROM_WIN}", clock=clock)
    session.apply(Command.REDO)  # refused: not an action, the clock still waits
    assert not session.clock_running()
    session.apply(REDEAL)  # the first action starts the clock
    clock.ms = 5_000
    session.set_visible(False)
    clock.ms = 50_000
    session.set_visible(True)
    clock.ms = 52_000
    assert session.elapsed_ms() == 7_000
    session.apply(Command.UNDO)
    session.tap(at(0, 12))  # the win stops the clock
    clock.ms = 90_000
    assert session.elapsed_ms() == 7_000
    stats = session.stats.get("addiction")
    # a puzzle (a game from a layout) sets no record
    assert (stats.played, stats.won, stats.best_score, stats.fewest_moves) == (1, 1, 48, None)


def test_redeal_undo_and_redo_give_the_same_layout():
    session = new_session(query="?variant=addiction&seed=9")
    assert session.apply(REDEAL).kind is Kind.REDEAL
    dealt = session.game.position
    session.apply(Command.UNDO)
    session.apply(Command.REDO)
    assert session.game.position == dealt and session.game.actions == [REDEAL]


def test_give_up_ends_the_game_and_counts_it():
    session = new_session(query="?variant=spaces&seed=9")
    assert session.apply(Command.GIVE_UP).kind is Kind.GIVE_UP
    assert session.game.status.outcome.value == "gave-up"
    assert session.tap(0).kind is Tap.ILLEGAL
    assert session.stats.get("spaces").played == 1


# -- two tabs on one storage -----------------------------------------------------


def test_a_stale_tab_takes_the_newer_game_and_never_writes_its_older_one_back():
    storage: dict = {}
    tab_a = new_session(storage, "variant=addiction&seed=7")
    tab_b = new_session(storage, "variant=addiction&seed=7")
    key = PREFIX + game_key("addiction")
    assert tab_a.watches(key) and not tab_a.watches(PREFIX + game_key("montana"))
    move = tab_b.game.status.legal_moves[0]
    tab_b.tap(move.src if tab_b.game.position.cells[move.src] else move.dst)
    assert tab_b.game.moves == 1
    newer = storage[key]

    # Closing (or hiding) the stale tab does not write its older game back.
    assert tab_a.saved_elsewhere()
    assert tab_a.save_clock() is False
    assert storage[key] == newer

    # The storage event: the stale tab takes the newer game, with a notice.
    assert tab_a.apply(Command.RELOAD).kind is Kind.RELOAD
    assert tab_a.game.moves == 1
    assert any("another tab" in n.text for n in tab_a.take_notices())
    assert not tab_a.saved_elsewhere()
    assert tab_a.apply(Command.RELOAD).kind is Kind.REFUSED
    assert tab_a.save_clock() is True  # now in step: its clock may be saved again
    assert json.loads(storage[key])  # still a valid save


def test_a_save_that_only_moved_the_other_tabs_clock_is_taken_silently():
    storage: dict = {}
    clock = Clock()
    tab_a = new_session(storage, "variant=addiction&seed=7", clock)
    tab_a.apply(tab_a.status.legal_moves[0])  # the first action starts the clock
    tab_b = new_session(storage, "variant=addiction&seed=7", clock)
    clock.ms = 5000
    tab_b.set_visible(False)  # saves its clock only
    assert tab_a.saved_elsewhere()
    assert tab_a.apply(Command.RELOAD).kind is Kind.REFUSED
    assert tab_a.take_notices() == []
    assert not tab_a.saved_elsewhere()


# -- a card in place is safe from a stray tap ----------------------------------------------

RUN_AT_THE_EDGE = board("""
    2S  3S  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    --  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  KC  --  ..  ..  2C  ..  ..  ..  ..  ..  ..  ..
    ..  KD  --  ..  ..  ..  ..  KH  --  ..  ..  ..  ..
""").layout()


def test_a_tap_on_a_locked_card_does_not_move_it_and_says_why():
    session = new_session(query=f"?variant=montana&seed=1&layout={RUN_AT_THE_EDGE}")
    result = session.tap(at(0, 0))
    assert result.kind is Tap.CHOOSE and result.guarded and result.cells == (at(1, 0),)
    assert "in place" in result.message and session.game.moves == 0
    assert session.tap(at(0, 0)).kind is Tap.CANCELLED and session.game.moves == 0  # tapped again: left there
    session.tap(at(0, 0))
    moved = session.tap(at(1, 0))  # a second, deliberate tap on the gap moves it
    assert moved.kind is Tap.MOVED and moved.move.src == at(0, 0)
    assert session.game.moves == 1 and session.game.position.layout().startswith("--3S")


def test_a_gap_tap_offers_only_the_2s_not_locked_in_place():
    session = new_session(query=f"?variant=montana&seed=1&layout={RUN_AT_THE_EDGE}")
    result = session.tap(at(1, 0))
    free = {m.src for m in session.status.moves_to(at(1, 0))} - {at(0, 0)}
    assert at(0, 0) not in result.cells and set(result.cells or (result.move.src,)) == free


def test_a_drag_still_moves_a_locked_card_at_once():
    session = new_session(query=f"?variant=montana&seed=1&layout={RUN_AT_THE_EDGE}")
    [move] = session.status.moves_from(at(0, 0))
    assert session.apply(move).kind.value == "move" and session.status.ordered < 2


def test_notices_of_one_kind_replace_each_other_and_data_loss_lasts():
    storage: dict = {PREFIX + game_key("gaps"): "{not json"}
    session = new_session(storage, "?variant=gaps&seed=5&redeals=9&layout=nope")
    for seed in (6, 7):
        session.apply(session.status.legal_moves[0])
        session.apply(NewDeal("gaps", None, seed))
    notices = session.take_notices()
    kinds = [n.kind for n in notices]
    assert len(kinds) == len(set(kinds))
    shelved = [n for n in notices if n.action and n.action.startswith("resume:")]
    assert len(shelved) == 1 and "deal 6" in shelved[0].text and not shelved[0].lasting
    broken = [n for n in notices if n.kind.startswith("broken.")]
    assert len(broken) == 1 and broken[0].lasting
    assert any("redeal count" in n.text and not n.lasting for n in notices)
