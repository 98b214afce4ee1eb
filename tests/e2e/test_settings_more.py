"""The Settings dialog's card size, left-handed toolbar and sounds: each applied at once, kept across a reload,
on a phone and a desktop, in English and German; the largest cards fit every screen with their marks inside."""

from __future__ import annotations

import json

import pytest
from apphelp import SIZES, play_one, press, storage, stuck_card, tap
from playwright.sync_api import expect

from solitaire import Game, preset

# Every card's rank and suit inside its cell (the face clips what overflows: this finds it), and their size.
MARKS_JS = """() => {
  const cells = [...document.querySelectorAll('#board .cell[data-card]')];
  const out = [];
  for (const c of cells) {
    const box = c.getBoundingClientRect();
    for (const mark of c.querySelectorAll('.rank, .suit')) {
      const b = mark.getBoundingClientRect();
      if (b.left < box.left - 1 || b.right > box.right + 1 || b.top < box.top - 1 || b.bottom > box.bottom + 1) {
        out.push([c.getAttribute('aria-label'), mark.className]);
      }
    }
  }
  const rank = document.querySelector('#board .cell[data-card] .rank');
  const root = document.scrollingElement;
  const boxes = cells.map(c => c.getBoundingClientRect());
  return {
    out, rank: parseFloat(getComputedStyle(rank).fontSize), width: Math.min(...boxes.map(b => b.width)),
    scrolls: root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight,
    offscreen: boxes.filter(b => b.left < 0 || b.top < 0 || b.right > innerWidth || b.bottom > innerHeight).length,
  };
}"""


BOARD_FITTED = "() => document.querySelector('#board').getBoundingClientRect().bottom <= innerHeight"


def open_page(guard, server, wait_ready, language: str, add_script: str = ""):
    """A page of ``guard``'s context on Gaps #3 in ``language`` (kept across reloads), ready."""
    page = guard.new_page()
    if add_script:
        page.add_init_script(add_script)
    with_prefs(page, {"language": language}, first=True)
    page.goto(f"{server}/?variant=gaps&seed=3")
    wait_ready(page)
    return page


def settings(page):
    press(page, "settings")
    dialog = page.locator("#dlg-settings")
    expect(dialog).to_be_visible()
    return dialog


def close(page) -> None:
    page.keyboard.press("Escape")
    expect(page.locator("#dlg-settings")).to_be_hidden()


def with_prefs(page, prefs: dict[str, str], first: bool = False) -> None:
    """Every load of ``page`` starts with these settings stored (as a returning player's); with ``first``, only
    a load that finds none stored (a reload keeps what the player chose)."""
    key, value = "'solitaire.v1.prefs'", json.dumps(json.dumps(prefs))
    # "first": once per tab (a mark in sessionStorage), whatever an earlier test left in the shared context
    guard = "if (!sessionStorage.getItem('seeded')) " if first else ""
    page.add_init_script(f"{guard}{{ localStorage.setItem({key}, {value}); sessionStorage.setItem('seeded', '1'); }}")


@pytest.mark.parametrize("size", [*SIZES, "desktop-large"])
def test_the_largest_cards_fit_the_screen_with_their_marks_inside(size, guard_factory, server, wait_ready):
    """At each card size, chosen in Settings one after another on one page, the board still fits without a
    scroll and every mark stays inside its card; each step makes the marks larger (on a big screen the cards
    too). A size stored before the page loads: test_the_card_size_is_chosen_in_settings_and_kept_with_a_backup."""
    options = SIZES.get(size) or {"viewport": {"width": 1920, "height": 1080}}
    guard = guard_factory(**options)
    try:
        page = guard.new_page()
        page.goto(f"{server}/?variant=addiction&seed=3")
        wait_ready(page)
        found = {}
        for card_size in ("normal", "large", "largest"):
            if card_size != "normal":  # the default
                settings(page).locator(f'input[name="card_size"][value="{card_size}"]').check()
                close(page)
                expect(page.locator("html")).to_have_attribute("data-card-size", card_size)
            page.wait_for_function(
                "() => document.querySelector('#board').getBoundingClientRect().bottom <= innerHeight"
            )
            found[card_size] = marks = page.evaluate(MARKS_JS)
            assert marks["out"] == [] and not marks["scrolls"] and marks["offscreen"] == 0, (card_size, marks)
        assert found["normal"]["rank"] < found["large"]["rank"] < found["largest"]["rank"], found
        if size == "desktop-large":  # room to spare: the cards themselves grow
            assert found["normal"]["width"] < found["large"]["width"] < found["largest"]["width"], found
    finally:
        guard.close_and_check()


@pytest.mark.parametrize(("size", "language"), [("desktop", "en"), ("phone-portrait", "de")])
def test_the_card_size_is_chosen_in_settings_and_kept_with_a_backup(size, language, guard_factory, server, wait_ready):
    guard = guard_factory(**SIZES[size])
    try:
        page = open_page(guard, server, wait_ready, language)
        before = page.evaluate(MARKS_JS)["rank"]
        dialog = settings(page)
        legend = {"en": "Card size", "de": "Kartengröße"}[language]
        expect(dialog.locator("#setting-card-size legend")).to_have_text(legend)
        expect(dialog.locator('input[name="card_size"][value="normal"]')).to_be_checked()
        dialog.locator('input[name="card_size"][value="largest"]').check()
        close(page)
        expect(page.locator("html")).to_have_attribute("data-card-size", "largest")
        assert page.evaluate(MARKS_JS)["rank"] > before
        assert json.loads(storage(page)["solitaire.v1.prefs"])["card_size"] == "largest"
        page.reload(wait_until="domcontentloaded")
        # js/prefs.js sets it before the first paint, before Python is ready.
        assert page.get_attribute("html", "data-card-size") == "largest"
        wait_ready(page)
        marks = page.evaluate(MARKS_JS)
        assert marks["out"] == [] and not marks["scrolls"], marks
        dialog = settings(page)
        expect(dialog.locator('input[name="card_size"][value="largest"]')).to_be_checked()
        dialog.locator("#setting-left-handed").check()
        dialog.locator("#setting-sound").check()
        with page.expect_download() as download:  # a backup keeps them
            page.click("#export-data")
        backup = download.value.path()
        dialog.locator('input[name="card_size"][value="normal"]').check()
        dialog.locator("#setting-left-handed").uncheck()
        dialog.locator("#setting-sound").uncheck()
        close(page)
        assert page.get_attribute("html", "data-card-size") is None
        assert page.get_attribute("html", "data-left-handed") is None
        press(page, "settings")
        page.set_input_files("#import-data", backup)
        with page.expect_navigation():  # the restore reloads the page
            page.click("#confirm-ok")
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("data-card-size", "largest")
        expect(page.locator("html")).to_have_attribute("data-left-handed", "on")
        saved = json.loads(storage(page)["solitaire.v1.prefs"])
        assert (saved["card_size"], saved["left_handed"], saved["sound"]) == ("largest", "on", "on")
    finally:
        guard.close_and_check()


BAR_JS = """() => {
  const box = (id) => document.getElementById(id).getBoundingClientRect();
  const menu = document.getElementById('more-menu');
  return {
    newLeft: box('new-game').left, moreLeft: box('more').left, bar: box('toolbar').left, board: box('board').left,
    menu: menu.hidden ? null : [menu.getBoundingClientRect().left, menu.getBoundingClientRect().right],
    width: innerWidth,
  };
}"""


@pytest.mark.parametrize(("size", "language"), [("phone-portrait", "en"), ("phone-landscape", "de"), ("desktop", "en")])
def test_left_handed_mirrors_the_phone_toolbar(size, language, guard_factory, server, wait_ready):
    guard = guard_factory(**SIZES[size])
    try:
        page = open_page(guard, server, wait_ready, language)
        right_handed = page.evaluate(BAR_JS)
        dialog = settings(page)
        label = {"en": "Left-handed", "de": "Linkshändig"}[language]
        expect(dialog.locator("label:has(#setting-left-handed)")).to_contain_text(label)
        dialog.locator("#setting-left-handed").check()
        close(page)
        expect(page.locator("html")).to_have_attribute("data-left-handed", "on")
        left_handed = page.evaluate(BAR_JS)
        if size == "phone-portrait":  # the bar at the bottom, mirrored: More at the left edge
            assert right_handed["moreLeft"] > right_handed["newLeft"], right_handed
            assert left_handed["moreLeft"] < left_handed["newLeft"], left_handed
        elif size == "phone-landscape":  # the column of buttons moves from the right to the left of the board
            assert right_handed["bar"] > right_handed["board"], right_handed
            assert left_handed["bar"] < left_handed["board"], left_handed
        else:  # a wide screen: nothing moves
            assert left_handed == right_handed
        page.click("#more")  # the menu opens on the screen, by its button
        bar = page.evaluate(BAR_JS)
        assert bar["menu"] is not None and bar["menu"][0] >= 0 and bar["menu"][1] <= bar["width"], bar
        page.keyboard.press("Escape")
        play_one(page)  # the buttons still work: a move, and Undo
        press(page, "undo")
        expect(page.locator("#stat-moves b")).to_have_text("0")
        page.reload()
        wait_ready(page)
        assert page.evaluate(BAR_JS) == left_handed
    finally:
        guard.close_and_check()


# Counts the tones the page makes (js/sound.js makes each with an oscillator); the audio itself plays on.
COUNT_TONES = """(() => {
  window.__tones = 0;
  const make = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () { window.__tones += 1; return make.call(this); };
})()"""


@pytest.mark.parametrize(("size", "language"), [("desktop", "en"), ("phone-portrait", "de")])
def test_sounds_are_off_until_turned_on_then_each_action_sounds(size, language, guard_factory, server, wait_ready):
    guard = guard_factory(**SIZES[size])
    try:
        page = open_page(guard, server, wait_ready, language, add_script=COUNT_TONES)
        tones = lambda: page.evaluate("() => window.__tones")  # noqa: E731
        play_one(page)
        assert tones() == 0  # off by default
        dialog = settings(page)
        label = {"en": "Sounds", "de": "Töne"}[language]
        expect(dialog.locator("label:has(#setting-sound)")).to_contain_text(label)
        dialog.locator("#setting-sound").check()
        close(page)
        assert json.loads(storage(page)["solitaire.v1.prefs"])["sound"] == "on"
        press(page, "undo")
        page.wait_for_function("() => window.__tones === 1")  # a card placed back: one tone
        game = Game(preset("gaps"), 3)
        tap(page, stuck_card(game.position))  # a card with nowhere to go: the refusal's tone
        page.wait_for_function("() => window.__tones === 2")
        page.reload()
        wait_ready(page)
        assert tones() == 0
        play_one(page)  # still on after the reload
        page.wait_for_function("() => window.__tones === 1")
        dialog = settings(page)
        dialog.locator("#setting-sound").uncheck()
        close(page)
        press(page, "undo")
        expect(page.locator("#stat-moves b")).to_have_text("0")
        assert tones() == 1
    finally:
        guard.close_and_check()
