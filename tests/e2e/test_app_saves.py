"""Saves, links and bad input in the page: resume after reload, set-aside games, broken saves, bad URLs,
storage that throws. Each case keeps the page usable (a legal tap still moves a card)."""

from __future__ import annotations

import json
import re

import pytest
from app.record.saves import broken_key
from apphelp import PHONE_TRAITS, cell, expect_stat, layout, play_one, press, single_moves, storage, wait_layout
from playwright.sync_api import expect

from solitaire import Game, Position, preset
from solitaire.shape import CLASSIC

GAME_KEY = "solitaire.v1.game.{}"


def test_a_reload_resumes_the_exact_position_and_undo_history(open_app, wait_ready):
    page = open_app("variant=spaces&seed=31")
    for _ in range(3):
        play_one(page)
    page.click("#undo")
    expect_stat(page, "moves", 2)
    here = layout(page)
    page.reload()
    wait_ready(page)
    assert layout(page) == here
    expect_stat(page, "moves", 2)
    expect(page.locator("#redo")).to_be_enabled()
    page.click("#redo")
    expect_stat(page, "moves", 3)
    page.click("#undo")
    page.click("#undo")
    page.click("#undo")
    wait_layout(page, Game(preset("spaces"), 31).position.layout())
    expect(page.locator("#undo")).to_be_disabled()
    # the page opened without a query resumes the last game too
    page.goto(page.url.split("?")[0])
    wait_ready(page)
    assert layout(page) == Game(preset("spaces"), 31).position.layout()
    expect(page).to_have_url(re.compile(r"variant=spaces&seed=31"))


def test_a_link_to_another_deal_keeps_the_game_in_progress(open_app, server, wait_ready):
    page = open_app("variant=gaps&seed=100")
    played = play_one(page)
    page.goto(f"{server}/?variant=gaps&seed=200")
    wait_ready(page)
    assert layout(page) == Game(preset("gaps"), 200).position.layout()
    notice = page.locator(".notice", has_text="set aside")
    expect(notice).to_be_visible()
    notice.locator("button[data-action^=resume]").click()
    wait_layout(page, played)
    expect_stat(page, "moves", 1)
    expect(page).to_have_url(re.compile(r"variant=gaps&seed=100"))


@pytest.mark.parametrize("damage", ["corrupt", "tampered", "version"])
def test_a_broken_save_is_kept_aside_and_play_goes_on(open_app, wait_ready, damage):
    page = open_app("variant=montana&seed=8")
    play_one(page)
    key = GAME_KEY.format("montana")
    raw = storage(page)[key]
    if damage == "corrupt":
        broken = raw[: len(raw) // 2]
    else:
        doc = json.loads(raw)
        if damage == "tampered":
            doc["position"] = Game(preset("montana"), 9).position.layout()
        else:
            doc["version"] = 999
        broken = json.dumps(doc)
    # Written by an init script: the page saves itself on the way out, so the damage goes in on the way in.
    page.add_init_script(f"localStorage.setItem({json.dumps(key)}, {json.dumps(broken)});")
    page.reload()
    wait_ready(page)
    expect(page.locator(".notice", has_text="could not be read")).to_be_visible()
    assert storage(page)["solitaire.v1." + broken_key("game.montana", broken)] == broken
    assert layout(page) == Game(preset("montana"), 8).position.layout()
    expect_stat(page, "moves", 0)
    play_one(page)
    expect_stat(page, "moves", 1)


BAD_LINKS = {
    "variant=klondike&seed=5": "unknown variant",
    "variant=gaps&seed=banana": "not a whole number",
    "variant=gaps&seed=4294967296": "not a whole number",
    "variant=gaps&seed=5&redeals=7": "redeal count",
    "variant=gaps&seed=5&layout=2C3C": "layout could not be read",
}


def test_bad_links_give_a_notice_and_a_playable_deal(server, page, wait_ready):
    for query, words in BAD_LINKS.items():
        page.goto(f"{server}/?{query}")
        wait_ready(page)
        expect(page.locator(".notice", has_text=words)).to_be_visible()
        expect(page.locator("#board [data-row]")).to_have_count(52)
        expect(page).to_have_url(re.compile(r"variant=\w+&seed=\d+"))
    # the redeal count and layout fell back; the deal itself opened
    assert layout(page) == Game(preset("gaps"), 5).position.layout()
    expect_stat(page, "redeals", 3)
    play_one(page)


THROWING_STORAGE = """
Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
});
"""
FULL_STORAGE = """
Storage.prototype.setItem = function () {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};
"""


@pytest.mark.parametrize("script", [THROWING_STORAGE, FULL_STORAGE], ids=["unavailable", "full"])
def test_storage_that_throws_plays_on_in_memory(page, open_app, script):
    page.add_init_script(script)
    page = open_app("variant=addiction&seed=64")
    expect(page.locator(".notice", has_text="in memory only")).to_be_visible()
    play_one(page)
    play_one(page)
    expect_stat(page, "moves", 2)
    page.click("#undo")
    expect_stat(page, "moves", 1)


def test_new_game_dialog_deals_the_chosen_variant_and_writes_the_url(open_app):
    page = open_app("variant=addiction&seed=1")
    page.click("#new-game")
    dialog = page.locator("#dlg-new")
    expect(dialog).to_be_visible()
    dialog.locator("input[value=gaps]").check()
    expect(page.locator("#new-redeals")).to_have_value("3")
    page.select_option("#new-redeals", "1")
    page.fill("#new-seed", "nope")
    page.click("#new-deal")
    expect(page.locator("#new-error")).to_contain_text("whole number")
    page.fill("#new-seed", "777")
    page.click("#new-deal")
    expect(dialog).to_be_hidden()
    expect(page).to_have_url(re.compile(r"\?variant=gaps&seed=777&redeals=1$"))
    wait_layout(page, Game(preset("gaps", 1), 777).position.layout())
    expect_stat(page, "redeals", 1)
    # a random deal writes its seed into the URL as well
    page.click("#new-game")
    page.click("#new-deal")
    expect(page).not_to_have_url(re.compile(r"seed=777"))
    seed = int(re.search(r"seed=(\d+)", page.url).group(1))
    wait_layout(page, Game(preset("gaps", 1), seed).position.layout())
    page.click("#rules")
    expect(page.locator("#rules-title")).to_have_text("Rules of Gaps")
    expect(page.locator("#rules-body")).to_contain_text("only when you are stuck")


def test_share_copies_the_link(open_app):
    page = open_app("variant=montana&seed=2024")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    press(page, "share")
    expect(page.locator("#message")).to_contain_text("Link copied")
    assert page.evaluate("() => navigator.clipboard.readText()").endswith("/?variant=montana&seed=2024")


def test_touch_on_a_phone_in_portrait(server, guard_factory, wait_ready):
    guard = guard_factory(viewport={"width": 360, "height": 740}, **PHONE_TRAITS)
    try:
        page = guard.new_page()
        page.goto(f"{server}/?variant=spaces&seed=5")
        wait_ready(page)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
        position = Position.from_layout(layout(page), CLASSIC)
        card, _ = single_moves(position)
        cell(page, card).tap()
        wait_layout(page, position.play(position.moves_from(card)[0]).layout())
        expect_stat(page, "moves", 1)
    finally:
        guard.close_and_check()
