"""Playing with the keyboard only: one tab stop, arrows, Enter, choices, Escape, shortcuts, the live region."""

from __future__ import annotations

from apphelp import TWO_GAPS_AT_THE_LEFT, focused, go_to, layout, single_moves, tab_into_board, wait_layout
from playwright.sync_api import expect

from solitaire import Game, Position, preset
from solitaire.shape import CLASSIC


def test_the_board_is_one_tab_stop(open_app):
    page = open_app("variant=gaps&seed=5")
    tab_into_board(page)
    assert page.locator('#board [tabindex="0"]').count() == 1
    first = focused(page)
    page.keyboard.press("Tab")
    after = focused(page)
    assert not isinstance(after, tuple), f"Tab stayed in the board ({first} -> {after})"


def test_arrows_home_end_and_ctrl_home_end_move_the_focus(open_app):
    page = open_app("variant=gaps&seed=5")
    tab_into_board(page)
    page.keyboard.press("Control+Home")
    assert focused(page) == (0, 0)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    assert focused(page) == (1, 1)
    page.keyboard.press("End")
    assert focused(page) == (1, CLASSIC.columns - 1)
    page.keyboard.press("Home")
    assert focused(page) == (1, 0)
    page.keyboard.press("Control+End")
    assert focused(page) == (3, CLASSIC.columns - 1)
    assert page.locator('#board [tabindex="0"]').count() == 1


def test_enter_moves_a_card_into_its_gap_and_the_move_is_announced(open_app):
    page = open_app("variant=gaps&seed=5&redeals=0")
    tab_into_board(page)
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    go_to(page, card)
    page.keyboard.press("Enter")
    move = position.moves_from(card)[0]
    wait_layout(page, position.play(move).layout())
    expect(page.locator("#announce")).to_contain_text("to row")
    assert focused(page) == CLASSIC.coords(card), "the focus stays on the cell it was on"


def test_space_on_a_gap_fills_it(open_app):
    page = open_app("variant=gaps&seed=5&redeals=0")
    tab_into_board(page)
    position = Position.from_layout(layout(page), CLASSIC)
    _, gap = single_moves(position)
    go_to(page, gap)
    page.keyboard.press(" ")
    wait_layout(page, position.play(position.moves_to(gap)[0]).layout())


def test_a_2_with_several_gaps_arrows_pick_the_gap_and_enter_confirms(open_app):
    page = open_app(f"variant=gaps&seed=1&redeals=0&layout={TWO_GAPS_AT_THE_LEFT}")
    tab_into_board(page)
    position = Position.from_layout(TWO_GAPS_AT_THE_LEFT, CLASSIC)
    two = next(i for i in range(len(position.cells)) if len(position.moves_from(i)) > 1)
    gaps = sorted(m.dst for m in position.moves_from(two))
    go_to(page, two)
    page.keyboard.press("Enter")
    assert focused(page) == CLASSIC.coords(gaps[0]), "the focus goes to the first gap to pick"
    page.keyboard.press("ArrowRight")
    assert focused(page) == CLASSIC.coords(gaps[1])
    page.keyboard.press("Enter")
    move = next(m for m in position.moves_from(two) if m.dst == gaps[1])
    wait_layout(page, position.play(move).layout())


def test_escape_cancels_a_pick_and_gives_the_focus_back(open_app):
    page = open_app(f"variant=gaps&seed=1&redeals=0&layout={TWO_GAPS_AT_THE_LEFT}")
    tab_into_board(page)
    position = Position.from_layout(TWO_GAPS_AT_THE_LEFT, CLASSIC)
    two = next(i for i in range(len(position.cells)) if len(position.moves_from(i)) > 1)
    go_to(page, two)
    page.keyboard.press("Enter")
    expect(page.locator("#board [data-choice]")).to_have_count(2)
    page.keyboard.press("Escape")
    expect(page.locator("#board [data-choice]")).to_have_count(0)
    assert focused(page) == CLASSIC.coords(two)
    assert layout(page) == TWO_GAPS_AT_THE_LEFT


def test_shortcuts_undo_redo_redeal_hint_auto(open_app):
    page = open_app("variant=addiction&seed=4")
    tab_into_board(page)
    game = Game(preset("addiction"), 4)
    start = game.position.layout()
    card, _ = single_moves(game.position)
    go_to(page, card)
    page.keyboard.press("Enter")
    moved = game.position.play(game.position.moves_from(card)[0]).layout()
    wait_layout(page, moved)
    page.keyboard.press("u")
    wait_layout(page, start)
    page.keyboard.press("Control+y")
    wait_layout(page, moved)
    page.keyboard.press("Control+z")
    wait_layout(page, start)
    page.keyboard.press("Control+Shift+Z")
    wait_layout(page, moved)
    assert isinstance(focused(page), tuple), "the focus is still on the board after undo and redo"

    page.keyboard.press("r")
    expect(page.locator("#stat-redeals b")).to_have_text("2")
    expect(page.locator("#announce")).to_contain_text("Cards dealt again")
    assert isinstance(focused(page), tuple), "the focus is still on the board after a redeal"

    page.keyboard.press("h")
    expect(page.locator("#message")).to_contain_text("Hint")
    before = int(page.locator("#stat-moves b").inner_text())
    page.keyboard.press("a")
    page.wait_for_function(f"() => +document.querySelector('#stat-moves b').textContent === {before + 1}")


def test_n_opens_a_new_game_and_the_focus_comes_back_after_the_dialog(open_app):
    page = open_app("variant=gaps&seed=5")
    tab_into_board(page)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("n")
    expect(page.locator("#dlg-new")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#dlg-new")).to_be_hidden()
    assert focused(page) == (0, 1)


def test_question_mark_lists_every_shortcut(open_app):
    page = open_app("variant=gaps&seed=5")
    tab_into_board(page)
    page.keyboard.press("?")
    dialog = page.locator("#dlg-keys")
    expect(dialog).to_be_visible()
    for key in ("Ctrl+Z", "Ctrl+Y", "Ctrl+Shift+Z", "U", "R", "H", "A", "N", "?", "Escape", "Ctrl+Home"):
        expect(dialog.locator("kbd", has_text=key).first).to_be_visible()
    page.keyboard.press("Escape")
    assert isinstance(focused(page), tuple)


def test_a_shortcut_that_cannot_run_says_why(open_app):
    page = open_app("variant=gaps&seed=5")
    tab_into_board(page)
    page.keyboard.press("u")
    expect(page.locator("#message")).to_have_text("Nothing to undo.")
    page.keyboard.press("r")
    expect(page.locator("#message")).to_contain_text("no card can move")
