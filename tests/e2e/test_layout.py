"""Layout and look (css/style.css): 13 columns fit a phone with no sideways scroll and the
4 rows fit the screen's height, touch-sized buttons that keep their names, light and dark
themes, the four-colour deck, no motion when motion is off, the win wave, drag and focus marks."""

from __future__ import annotations

import pytest
from apphelp import ONE_FROM_WIN
from playwright.sync_api import expect

PHONE = {"is_mobile": True, "has_touch": True, "device_scale_factor": 2}
SIZES = {
    "phone-portrait": {"viewport": {"width": 360, "height": 640}, **PHONE},
    "phone-landscape": {"viewport": {"width": 640, "height": 360}, **PHONE},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}

FITS_JS = """() => {
  const root = document.scrollingElement;
  const width = root.clientWidth;
  const cells = [...document.querySelectorAll('#board .cell')].map(c => c.getBoundingClientRect());
  const outside = cells.filter(r => r.left < 0 || r.right > width || r.width <= 0);
  const below = cells.filter(r => r.top < 0 || r.bottom > root.clientHeight);
  const board = document.getElementById('board').getBoundingClientRect();
  return {
    scrollWidth: root.scrollWidth, clientWidth: width, cells: cells.length, outside: outside.length,
    below: below.length,
    boardWidth: board.width, cellWidth: Math.min(...cells.map(r => r.width)),
    columns: new Set(cells.map(r => Math.round(r.left))).size,
    rows: new Set(cells.map(r => Math.round(r.top))).size,
  };
}"""


def open_in(guard_factory, server, wait_ready, options, query="variant=addiction&seed=20261129"):
    guard = guard_factory(**options)
    page = guard.new_page()
    page.goto(f"{server}/?{query}")
    wait_ready(page)
    return guard, page


@pytest.mark.parametrize("size", list(SIZES))
def test_the_board_fits_the_width_with_no_sideways_scroll(size, guard_factory, server, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, SIZES[size])
    try:
        fit = page.evaluate(FITS_JS)
        assert fit["cells"] == 52
        assert (fit["columns"], fit["rows"]) == (13, 4), fit
        assert fit["scrollWidth"] <= fit["clientWidth"], fit
        assert fit["outside"] == 0, fit
        assert fit["below"] == 0, fit  # the whole board on the screen, no scrolling to reach a row
        # the cards use the room they have: the board spans most of a phone's width
        if size == "phone-portrait":
            assert fit["boardWidth"] >= 0.9 * fit["clientWidth"], fit
            assert fit["cellWidth"] >= 24, fit
        if size == "desktop":
            assert fit["cellWidth"] >= 60, fit
    finally:
        guard.close_and_check()


@pytest.mark.parametrize("size", ["phone-portrait", "phone-landscape"])
def test_toolbar_buttons_are_touch_sized_and_keep_their_names(size, guard_factory, server, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, SIZES[size])
    try:
        assert page.evaluate("matchMedia('(pointer: coarse)').matches")
        sizes = page.evaluate(
            """() => [...document.querySelectorAll('#toolbar button')].filter(b => !b.hidden)
                 .map(b => { const r = b.getBoundingClientRect(); return [b.id, r.width, r.height, r.right]; })"""
        )
        assert len(sizes) >= 10
        width = page.evaluate("document.scrollingElement.clientWidth")
        for name, w, h, right in sizes:
            assert w >= 44 and h >= 44, (name, w, h)
            assert right <= width, (name, right, width)
        # icons only on a phone, but the words stay as the buttons' accessible names
        expect(page.get_by_role("button", name="Undo")).to_be_visible()
        expect(page.get_by_role("button", name="Rules")).to_be_visible()
        assert page.locator("#rules .label").evaluate("e => getComputedStyle(e).display") != "none"
        assert page.evaluate("document.scrollingElement.scrollWidth <= document.scrollingElement.clientWidth")
    finally:
        guard.close_and_check()


COLOURS_JS = """() => {
  const body = getComputedStyle(document.body);
  const card = document.querySelector('#board [data-card] .face');
  return {bg: body.backgroundColor, text: body.color, card: getComputedStyle(card).backgroundColor};
}"""


def test_light_and_dark_themes_follow_the_choice_and_the_system(guard_factory, server, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, {"color_scheme": "light"})
    try:
        root = page.locator("html")
        system_light = page.evaluate(COLOURS_JS)
        page.evaluate("document.documentElement.setAttribute('data-theme', 'dark')")
        dark = page.evaluate(COLOURS_JS)
        page.evaluate("document.documentElement.setAttribute('data-theme', 'light')")
        light = page.evaluate(COLOURS_JS)
        assert light == system_light
        assert dark["bg"] != light["bg"]
        assert dark["text"] != light["text"]
        # the system's dark scheme applies when nothing is chosen, and a choice beats it
        page.emulate_media(color_scheme="dark")
        assert page.evaluate(COLOURS_JS) == light
        page.evaluate("document.documentElement.removeAttribute('data-theme')")
        expect(root).not_to_have_attribute("data-theme", "light")
        assert page.evaluate(COLOURS_JS) == dark
    finally:
        guard.close_and_check()


SUIT_COLOURS_JS = """() => {
  const colours = {};
  for (const suit of 'CDHS') {
    const face = document.querySelector(`#board [data-card$="${suit}"] .face`);
    colours[suit] = getComputedStyle(face).color;
  }
  return colours;
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_four_colour_deck_gives_each_suit_its_own_colour(theme, open_app):
    page = open_app("variant=addiction&seed=20261129")
    page.evaluate(f"document.documentElement.setAttribute('data-theme', '{theme}')")
    two = page.evaluate(SUIT_COLOURS_JS)
    assert two["H"] == two["D"] and two["S"] == two["C"] and two["H"] != two["S"], two
    page.evaluate("document.documentElement.setAttribute('data-deck', 'four-colour')")
    four = page.evaluate(SUIT_COLOURS_JS)
    assert len(set(four.values())) == 4, four
    assert (four["H"], four["S"]) == (two["H"], two["S"])


ANIMATIONS_JS = "() => document.getAnimations().filter(a => a.playState === 'running').length"


def show_motion(page) -> None:
    """Put up what moves on its own: the win wave and an endless pulsing choice (on a gap: cards wave instead)."""
    page.evaluate(
        """() => {
          document.querySelector('#board [data-gap]').setAttribute('data-choice', '');
          document.documentElement.setAttribute('data-outcome', 'won');
        }"""
    )


def test_motion_off_stops_every_animation(open_app):
    page = open_app("variant=addiction&seed=20261129")
    show_motion(page)
    assert page.evaluate(ANIMATIONS_JS) > 0  # the page does move when motion is on
    page.evaluate("document.documentElement.setAttribute('data-motion', 'off')")
    page.wait_for_function(f"({ANIMATIONS_JS})() === 0")
    assert page.evaluate(ANIMATIONS_JS) == 0


def test_reduced_motion_stops_every_animation_unless_motion_is_on(guard_factory, server, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, {"reduced_motion": "reduce"})
    try:
        show_motion(page)
        page.wait_for_function(f"({ANIMATIONS_JS})() === 0")
        page.evaluate("document.documentElement.setAttribute('data-motion', 'on')")
        assert page.evaluate(ANIMATIONS_JS) > 0
    finally:
        guard.close_and_check()


def test_a_win_waves_the_cards(open_app):
    page = open_app(f"variant=addiction&seed=1&layout={ONE_FROM_WIN}")
    page.click('#board [data-card="KC"]')
    expect(page.locator("html")).to_have_attribute("data-outcome", "won")
    names = page.evaluate("() => document.getAnimations().map(a => a.animationName).filter(Boolean)")
    assert names.count("win-wave") == 48, names[:5]


def test_drag_and_focus_marks_are_visible(open_app):
    page = open_app("variant=addiction&seed=20261129")
    style = page.evaluate(
        """() => {
          const gap = document.querySelector('#board [data-gap="live"]');
          const card = document.querySelector('#board [data-card]');
          const plain = getComputedStyle(gap.querySelector('.face')).borderTopColor;
          gap.setAttribute('data-drop-target', '');
          const target = getComputedStyle(gap.querySelector('.face')).borderTopColor;
          card.setAttribute('data-drag-source', '');
          const source = getComputedStyle(card.querySelector('.rank')).visibility;
          return {plain, target, source};
        }"""
    )
    assert style["target"] != style["plain"], style
    assert style["source"] == "hidden", style  # the lifted card leaves an empty slot
    page.keyboard.press("Tab")
    focused = page.locator("#board .cell:focus")
    for _ in range(20):
        if focused.count():
            break
        page.keyboard.press("Tab")
    expect(focused).to_have_count(1)
    ring = focused.evaluate("e => [getComputedStyle(e).outlineStyle, parseFloat(getComputedStyle(e).outlineWidth)]")
    assert ring[0] != "none" and ring[1] >= 2, ring
