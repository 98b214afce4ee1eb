"""The action pipeline in the page: what the live region says and how the board moves come from the event."""

from __future__ import annotations

from apphelp import cell, layout, mouse_drag, single_moves, storage, wait_layout
from playwright.sync_api import expect

from solitaire import Position
from solitaire.shape import CLASSIC

ONE_LOOSE = "/".join(
    [
        "2C3C4C5C6C7C8C9CTCJCQCKC--",
        "2D3D4D5D6D7D8D9DTDJDQDKD--",
        "2H3H4H5H6H7H8H9HTHJHQHKH--",
        "2S3S4S5S6S7S8S9STSJSQS--KS",
    ]
)

# Records the keyframes' properties of every animation the glue starts on the board.
RECORD_ANIMATIONS = """
window.__animated = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (keyframes, options) {
  if (this.closest && this.closest('#board') && Array.isArray(keyframes))
    window.__animated.push([...new Set(keyframes.flatMap(k => Object.keys(k)))].sort());
  return animate.call(this, keyframes, options);
};
"""


def animated(page) -> list[list[str]]:
    """The animations started on the board since the last call: each one's animated properties."""
    return page.evaluate("() => window.__animated.splice(0)")


def test_a_redeal_that_changes_two_cells_is_said_and_shown_as_a_redeal(page, open_app):
    page.add_init_script(RECORD_ANIMATIONS)
    page.emulate_media(reduced_motion="no-preference")
    page = open_app(f"variant=spaces&seed=2&layout={ONE_LOOSE}")
    animated(page)
    page.click("#redeal")
    expect(page.locator("#announce")).to_contain_text("Cards dealt again: 1 dealt")
    assert animated(page) == [["opacity", "transform"]]  # the K♠ dealt in, not slid as a move
    page.click("#undo")
    expect(page.locator("#announce")).to_have_text("Redeal undone: 47 of 48 in place, 3 redeals left.")
    expect(page.locator("#message")).to_have_text("Redeal undone.")
    wait_layout(page, ONE_LOOSE)


def test_a_move_and_its_undo_slide_one_card(page, open_app):
    page.add_init_script(RECORD_ANIMATIONS)
    page.emulate_media(reduced_motion="no-preference")
    page = open_app("variant=gaps&seed=5&redeals=0")
    position = Position.from_layout(layout(page), CLASSIC)
    card, _ = single_moves(position)
    animated(page)
    cell(page, card).click()
    wait_layout(page, position.play(position.moves_from(card)[0]).layout())
    assert animated(page) == [["transform"]]
    page.click("#undo")
    expect(page.locator("#announce")).to_contain_text("Undone: ")
    wait_layout(page, position.layout())
    assert animated(page) == [["transform"]]


def test_a_drag_and_a_tap_of_the_same_move_save_and_say_the_same(open_app, page):
    first = open_app("variant=gaps&seed=5&redeals=0")
    position = Position.from_layout(layout(first), CLASSIC)
    card, _ = single_moves(position)
    move = position.moves_from(card)[0]
    cell(first, card).click()
    wait_layout(first, position.play(move).layout())
    said_by_tap = first.locator("#announce").inner_text()
    saved_by_tap = storage(first)["solitaire.v1.game.gaps"]
    first.click("#undo")
    wait_layout(first, position.layout())
    first.evaluate("() => localStorage.clear()")
    dragged = open_app("variant=gaps&seed=5&redeals=0")
    mouse_drag(dragged, card, move.dst)
    wait_layout(dragged, position.play(move).layout())
    assert dragged.locator("#announce").inner_text() == said_by_tap
    saved = storage(dragged)["solitaire.v1.game.gaps"]
    strip = lambda raw: raw.split('"meta"')[0]  # noqa: E731 - the clock differs
    assert strip(saved) == strip(saved_by_tap)
    expect(cell(dragged, move.dst)).to_be_focused()
