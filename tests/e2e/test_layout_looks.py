"""The look of the small things a new player found (issue 25, item 11): every dialog button wears the one
dialog button's look, Look longer comes without moving the board, a gap's faint card reads as a hint (in
both themes), a gap that takes either of two cards shows both, the mark on New is named, and the New-game
dialog's buttons are in sight on a phone."""

from __future__ import annotations

import re

import pytest
from apphelp import NOON, RECORD_VERDICTS, SIZES, analysis_switch, open_in, play_one, press
from playwright.sync_api import expect

LOOK_JS = """(selector) => {
  const style = getComputedStyle(document.querySelector(selector));
  return {radius: style.borderTopLeftRadius, minHeight: style.minHeight, background: style.backgroundColor,
          edge: style.borderTopColor, edgeStyle: style.borderTopStyle, color: style.color};
}"""
REFERENCE = "#dlg-new .buttons button[value=cancel]"  # a dialog's own button


def look(page, selector: str) -> dict:
    return page.evaluate(LOOK_JS, selector)


def test_every_button_in_a_dialog_wears_the_dialog_buttons_look(open_app):
    page = open_app("variant=gaps&seed=8")
    play_one(page)
    press(page, "give-up")
    page.click("#confirm-ok")
    page.click("#end-close")
    page.click("#new-game")
    reference = look(page, REFERENCE)
    expect(page.locator("#new-daily-play")).to_be_visible()
    assert look(page, "#new-daily-play") == reference
    page.keyboard.press("Escape")
    press(page, "stats")
    expect(page.locator("#stats-body button[data-reset]").first).to_be_visible()
    assert look(page, "#stats-body button[data-reset]") == reference
    page.keyboard.press("Escape")
    press(page, "settings")
    assert look(page, "#export-data") == reference
    # The file picker: its input is hidden behind a label that looks like the other buttons.
    picker = page.locator("label[for=import-data]")
    expect(picker).to_be_visible()
    assert look(page, "label[for=import-data]") == reference
    box = page.locator("#import-data").bounding_box()
    assert box is None or box["width"] <= 1, box


LOOK_LONGER_JS = """() => {
  const box = (e) => { const r = e.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
  const status = document.querySelector('#status');
  const verdict = document.querySelector('#stat-winnable b');
  return {board: box(document.querySelector('#board')), cell: box(document.querySelector('#board .cell')),
          status: box(status), clipped: status.scrollWidth > status.clientWidth,
          button: box(document.querySelector('#look-longer')), verdict: box(verdict), said: verdict.textContent};
}"""


# Between a phone and a wide screen, where the status line may wrap (an upright tablet's width).
MIDDLE = {"viewport": {"width": 768, "height": 1024}}


@pytest.mark.parametrize(
    ("size", "language"),
    [
        ("desktop", "en"),
        ("middle", "en"),
        ("middle", "de"),
        ("phone-portrait", "en"),
        ("phone-portrait", "de"),
        ("phone-portrait-390", "de"),
        ("phone-landscape", "de"),
    ],
)
def test_look_longer_comes_and_goes_without_moving_the_board(size, language, guard_factory, server, wait_ready):
    """Once a search ends unsure, Look longer shows beside the answer, whole, 24 px at least for a finger (all
    of it takes a tap) and over no card; the board stays where it was while it comes and goes (it goes with
    the next move)."""
    options = SIZES.get(size, MIDDLE)
    touch = options.get("has_touch", False)
    # each search in the page ends "not sure" at once
    guard, page = open_in(
        guard_factory,
        server,
        wait_ready,
        options,
        "variant=gaps&redeals=0&seed=0",
        language,
        scripts=[analysis_switch("off,nodes:1")],
    )
    try:
        look_longer = page.locator("#look-longer")
        expect(look_longer).to_be_visible()
        shown = page.evaluate(LOOK_LONGER_JS)
        # A tap on its top edge, where it reaches over the heading's row, asks for another search.
        page.evaluate(RECORD_VERDICTS)
        x, y = (shown["button"]["left"] + shown["button"]["right"]) / 2, shown["button"]["top"] + 3
        page.touchscreen.tap(x, y) if touch else page.mouse.click(x, y)
        page.wait_for_function("window.__verdicts.includes('pending')")
        expect(look_longer).to_be_visible()  # and this search, of one node, ends unsure too
        page.evaluate("document.getElementById('look-longer').hidden = true")  # as the next move's search does
        gone = page.evaluate(LOOK_LONGER_JS)
        assert (shown["board"], shown["cell"]) == (gone["board"], gone["cell"]), (shown, gone)
        assert shown["status"]["height"] == gone["status"]["height"], (shown, gone)
        assert shown["said"] == {"en": "Not sure", "de": "Unklar"}[language] and shown["verdict"]["width"] > 0
        button, status = shown["button"], shown["status"]
        assert not shown["clipped"] and status["left"] <= button["left"] and button["right"] <= status["right"], shown
        assert button["bottom"] <= shown["cell"]["top"], shown  # over no card
        if touch:
            assert button["height"] >= 24 and button["width"] >= 24, button
        looks, reference = look(page, "#look-longer"), look(page, REFERENCE)
        assert (looks["radius"], looks["edge"], looks["background"]) == (
            reference["radius"],
            reference["edge"],
            reference["background"],
        )
    finally:
        guard.close_and_check()


FAINT_JS = """() => {
  const gap = document.querySelector('#board [data-gap="live"]');
  const card = document.querySelector('#board [data-card]');
  const face = (cell) => getComputedStyle(cell.querySelector('.face'));
  const rank = (cell) => getComputedStyle(cell.querySelector('.rank'));
  return {gapWeight: +rank(gap).fontWeight, cardWeight: +rank(card).fontWeight, gapColour: rank(gap).color,
          gapEdge: face(gap).borderTopStyle, gapBackground: face(gap).backgroundColor,
          cardBackground: face(card).backgroundColor};
}"""


def alpha(css: str) -> float:
    parts = css[css.index("(") + 1 : css.index(")")].replace("/", ",").split(",")
    return float(parts[3]) if len(parts) > 3 else 1.0


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_gaps_faint_card_reads_as_a_hint_not_a_card(theme, open_app):
    page = open_app("variant=addiction&seed=20261129")
    page.evaluate(f"document.documentElement.setAttribute('data-theme', '{theme}')")
    faint = page.evaluate(FAINT_JS)
    assert faint["gapEdge"] == "dashed", faint
    assert alpha(faint["gapBackground"]) <= 0.25 and faint["gapBackground"] != faint["cardBackground"], faint
    assert faint["gapWeight"] <= 500 < faint["cardWeight"], faint  # thinner marks than a card's
    if theme == "dark":  # light marks on the dark felt, as a card's face is light: fainter there
        assert alpha(faint["gapColour"]) <= 0.85, faint


def test_a_gap_that_takes_either_of_two_cards_shows_both(open_app):
    page = open_app("variant=galary&seed=3")
    either = page.locator("#board [data-gap=live][data-also]").first
    expect(either).to_be_visible()
    takes, also = either.get_attribute("data-takes"), either.get_attribute("data-also")
    assert takes != also
    expect(either.locator(".rank")).to_have_text(takes[0] if takes[0] != "T" else "10")
    expect(either.locator(".also")).to_be_visible()
    expect(either.locator(".also")).to_have_text(re.compile("^" + ("10" if also[0] == "T" else also[0])))


@pytest.mark.clock
@pytest.mark.parametrize(("language", "words"), [("en", "daily deal is waiting"), ("de", "Tagesspiel wartet")])
def test_the_mark_on_new_says_what_it_means(language, words, page, server, wait_ready):
    page.clock.set_fixed_time(NOON)
    page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', '{{\"language\": \"{language}\"}}')")
    page.goto(f"{server}/?variant=montana&seed=5")
    wait_ready(page)
    new = page.locator("#new-game")
    expect(new).to_have_attribute("data-daily", "waiting")
    expect(new).to_have_accessible_name(re.compile(f"^{'New' if language == 'en' else 'Neu'} .*{words}"))
    expect(new).to_have_attribute("title", re.compile(words))


@pytest.mark.parametrize("size", ["phone-portrait", "phone-portrait-390"])
def test_the_new_game_dialogs_buttons_are_in_sight_on_a_phone(size, guard_factory, server, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, SIZES[size], query="variant=gaps&seed=3")
    try:
        page.tap("#new-game")
        expect(page.locator("#dlg-new")).to_be_visible()
        height = page.evaluate("innerHeight")
        for button in ("#new-deal", "#dlg-new .buttons button[value=cancel]"):
            box = page.locator(button).bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= height, (button, box, height)
            centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            assert page.evaluate(
                "([selector, x, y]) => document.querySelector(selector).contains(document.elementFromPoint(x, y))",
                [button, *centre],
            ), button
        page.tap("#new-deal")
        expect(page.locator("#dlg-new")).to_be_hidden()
    finally:
        guard.close_and_check()
