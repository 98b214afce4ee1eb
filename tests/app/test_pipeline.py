"""The one action pipeline: every request becomes one event, and the page's reactions read the event, not the boards."""

from __future__ import annotations

import pytest
from app.analysis.assist import Assist
from app.core.events import Command, Kind, NewDeal, Source
from app.core.motion import Deal, Slide, plan
from app.present.announce import event_text
from app.present.view import board_view, event_message

from solitaire import GAP, REDEAL, Game, Move, Position, Status, preset
from solitaire.shape import CLASSIC
from solitaire.solver import WON
from tests.app.fakes import Clock, new_session

ROWS = [
    "2C3C4C5C6C7C8C9CTCJCQCKC--",
    "2D3D4D5D6D7D8D9DTDJDQDKD--",
    "2H3H4H5H6H7H8H9HTHJHQHKH--",
    "2S3S4S5S6S7S8S9STSJSQS--KS",
]
# One card loose: a Spaces redeal of this board moves only the K♠, changing exactly two cells.
ONE_LOOSE = "/".join(ROWS)
TWO_CELL_REDEAL_SEED = 2  # the K♠ lands after a row's king: not a move any rule allows
WINNING_REDEAL_SEED = 19  # the K♠ lands after the Q♠: it looks exactly like the winning move


def spaces_session(seed: int):
    return new_session(query=f"?variant=spaces&seed={seed}&layout={ONE_LOOSE}")


def changed_cells(event) -> int:
    return sum(1 for a, b in zip(event.before.cells, event.after.cells, strict=True) if a != b)


@pytest.mark.parametrize("seed", [TWO_CELL_REDEAL_SEED, WINNING_REDEAL_SEED])
def test_a_redeal_that_changes_two_cells_is_announced_and_animated_as_a_redeal(seed):
    session = spaces_session(seed)
    event = session.apply(REDEAL)
    assert event.kind is Kind.REDEAL and changed_cells(event) == 2
    assert event_text(event).startswith("Cards dealt again: 1 dealt")
    animation = plan(event)
    assert isinstance(animation, Deal) and len(animation.cells) == 1


def test_a_redeal_that_wins_says_so_after_the_redeal():
    event = spaces_session(WINNING_REDEAL_SEED).apply(REDEAL)
    assert event.ended and event.status.outcome.value == "won"
    text = event_text(event)
    assert text.startswith("Cards dealt again") and text.endswith("You won: all 48 cards are in order.")


def test_undoing_a_redeal_is_announced_as_an_undo():
    session = spaces_session(TWO_CELL_REDEAL_SEED)
    session.apply(REDEAL)
    event = session.apply(Command.UNDO)
    assert event.kind is Kind.UNDO and event.is_redeal
    assert event_text(event) == "Redeal undone: 47 of 48 in place, 3 redeals left."
    assert event_message(event) == "Redeal undone."
    assert isinstance(plan(event), Deal)


def test_undoing_a_move_is_announced_as_an_undo_and_slides_the_card_back():
    session = new_session(query="?variant=gaps&seed=7&redeals=0")
    move = next(m for m in session.status.legal_moves if m.dst % 13)
    session.apply(move)
    event = session.apply(Command.UNDO)
    assert event.kind is Kind.UNDO and event.action == move
    assert event_text(event).startswith("Undone: ")
    assert plan(event) == Slide(move.dst, move.src)


def test_a_redo_is_announced_and_animated_like_the_action():
    session = new_session(query="?variant=gaps&seed=7&redeals=0")
    move = next(m for m in session.status.legal_moves if m.dst % 13)
    first = session.apply(move)
    session.apply(Command.UNDO)
    again = session.apply(Command.REDO)
    assert again.kind is Kind.REDO and again.action == move
    assert event_text(again) == event_text(first) and plan(again) == plan(first) == Slide(move.src, move.dst)


def test_a_drag_and_a_tap_of_the_same_move_give_the_same_event():
    tapped, dragged = (new_session(query="?variant=montana&seed=5") for _ in range(2))
    move = next(m for m in tapped.status.legal_moves if len(tapped.status.moves_from(m.src)) == 1)
    by_tap = tapped.tap(move.src).event
    by_drag = dragged.apply(move)
    assert by_tap == by_drag and by_tap.kind is Kind.MOVE and by_tap.source is Source.PLAYER


def test_the_status_is_computed_once_per_action(monkeypatch):
    session = new_session(query="?variant=gaps&seed=7&redeals=0")
    assist = Assist(Clock())
    assist.update(session.game)
    calls = []
    original = Status.of.__func__

    def counting(cls, *args, **kwargs):
        calls.append(1)
        return original(cls, *args, **kwargs)

    monkeypatch.setattr(Status, "of", classmethod(counting))
    move = next(m for m in session.status.legal_moves if len(session.status.moves_from(m.src)) == 1)
    result = session.tap(move.src)
    event = result.event
    # everything the page does with one tap: draw, speak, animate, follow with the analysis
    board_view(session.game.position, session.status)
    event_text(event)
    event_message(event)
    plan(event)
    assist.update(session.game, event)
    assert session.status.can_undo and not session.status.over
    assert len(calls) == 1


def test_every_kind_of_request_reports_its_kind():
    session = new_session(query="?variant=montana&seed=5")
    move = session.status.legal_moves[0]
    assert session.apply(move).kind is Kind.MOVE
    assert session.apply(REDEAL).kind is Kind.REDEAL
    assert session.apply(Command.UNDO).kind is Kind.UNDO
    assert session.apply(Command.REDO).kind is Kind.REDO
    assert session.apply(Command.RESTART).kind is Kind.RESTART
    assert session.apply(NewDeal("gaps", 0, 9)).kind is Kind.NEW_DEAL and session.game.seed == 9
    give_up = session.apply(Command.GIVE_UP)
    assert give_up.kind is Kind.GIVE_UP and give_up.ended
    assert "You gave up this deal." in event_text(give_up)


def test_a_refused_request_changes_nothing_and_says_why():
    session = new_session(query="?variant=gaps&seed=7")
    before = session.game.position
    event = session.apply(REDEAL)  # Gaps redeals only when stuck
    assert event.kind is Kind.REFUSED and event.error is not None and event.after == before
    assert type(event.error).__name__ == "RedealNotStuckError"
    assert session.apply(Command.UNDO).kind is Kind.REFUSED
    illegal = session.apply(Move(session.game.position.cells[0], 0, 1, CLASSIC.columns))
    assert illegal.kind is Kind.REFUSED and illegal.action is not None
    assert session.game.actions == [] and not session.meta.counted


def test_auto_and_play_out_steps_are_marked_with_their_source():
    session = new_session(query="?variant=montana&seed=5")
    move = session.status.legal_moves[0]
    assert session.apply(move, Source.AUTO).source is Source.AUTO
    assert session.apply(Command.UNDO, Source.PLAY_OUT).source is Source.PLAY_OUT


def test_a_new_deal_is_announced_with_its_title_and_dealt_in():
    session = new_session(query="?variant=montana&seed=5")
    event = session.apply(NewDeal("spaces", None, 11))
    assert event.new_game and event_text(event, "Spaces · deal 11").startswith("Spaces · deal 11.")
    assert isinstance(plan(event), Deal)


@pytest.mark.parametrize(("first", "then"), [("montana", "jungle"), ("galary", "gaps")])
def test_a_new_deal_on_a_board_of_the_other_width_deals_every_card_in(first, then):
    session = new_session(query=f"?variant={first}&seed=5")
    event = session.apply(NewDeal(then, None, 11))
    cells = session.game.position.cells
    assert event.new_game and len(event.before.cells) != len(cells)
    assert plan(event) == Deal(tuple(i for i, card in enumerate(cells) if card))
    ordered, total = session.game.status.ordered, session.game.settings.shape.cards
    assert event_text(event, "A title") == f"A title. {ordered} of {total} cards in place."


def test_the_analysis_carries_a_proven_line_along_the_event_not_by_comparing_boards():
    game_session = new_session(query=f"?variant=spaces&seed={WINNING_REDEAL_SEED}&layout={ONE_LOOSE}&redeals=0")
    assist = Assist(Clock())
    assist.update(game_session.game)
    assert assist.analysis.run_for(10_000) and assist.verdict == WON
    line = list(assist.analysis.line)
    event = game_session.apply(line[0])
    assert assist.update(game_session.game, event)
    assert assist.verdict == WON and assist.analysis.line == line[1:]


def test_the_board_reads_locked_cells_from_the_status():
    position = Position.from_layout(ONE_LOOSE, CLASSIC)
    status = Game(preset("spaces"), 1, position).status
    views = board_view(position, status)
    assert [v.locked for v in views[39:52]] == [True] * 11 + [False, False]


@pytest.mark.parametrize("variant", ["addiction", "spaces", "blue-moon", "galary"])  # redeals at any time
def test_a_redeals_event_names_exactly_the_cells_it_dealt(variant):
    session = new_session(query=f"?variant={variant}&seed=12")
    game = session.game
    for _ in range(8):  # some runs locked first, where the deal gives them
        session.apply(game.status.legal_moves[0])
    before = game.position
    runs = before.locked_runs()
    columns = before.shape.columns
    after_runs = {r * columns + c for r in range(4) for c in range(runs[r], columns)}  # the rule, in its words
    event = session.apply(REDEAL)
    after = event.after
    assert set(event.dealt) == {i for i in after_runs if after.cells[i] != GAP}
    assert sorted(after.cells[i] for i in event.dealt) == sorted(
        c for i, c in enumerate(before.cells) if i in after_runs and c != GAP
    )
    assert all(i in after_runs for i, (a, b) in enumerate(zip(before.cells, after.cells, strict=True)) if a != b)
    assert isinstance(plan(event), Deal) and plan(event).cells == event.dealt
    undone = session.apply(Command.UNDO)
    assert set(undone.dealt) == {i for i in after_runs if before.cells[i] != GAP}
