"""Stored values an attacker wrote and a link of 5,000 digits: the page still reaches a playable board,
with notices in plain words (issue 13, findings 2, 3 and 5)."""

from __future__ import annotations

import json

from apphelp import expect_stat, play_one
from playwright.sync_api import expect

DEEP = "[" * 50_000 + "]" * 50_000
KEYS = [
    "stats",
    "prefs",
    "last",
    "paint",
    "shelf.gaps",
    *(f"game.{v}" for v in ("addiction", "gaps", "montana", "spaces")),
]


def test_nested_json_in_every_key_and_a_5000_digit_seed_still_give_a_playable_board(server, page, wait_ready):
    items = {f"solitaire.v1.{key}": DEEP for key in KEYS}
    # Written before the page's scripts run, on the first load only (the page rewrites some keys).
    page.add_init_script(
        "if (!sessionStorage.getItem('hostile')) { sessionStorage.setItem('hostile', '1');"
        f" for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }}"
    )
    page.goto(f"{server}/?variant=montana&seed={'7' * 5_000}&redeals={'1' * 5_000}")
    wait_ready(page)
    page.locator("#notices .notice-text").last.click()  # the notices in full, not one line each
    for words in ("not a whole number", "redeal count", "statistics could not be read", "could not be read"):
        expect(page.locator(".notice", has_text=words).first).to_be_visible()
    notices = " ".join(page.locator(".notice").all_inner_texts())
    for internal in ("Error", "recursion", "Maximum call stack", "JsNull", "Exceeds the limit"):
        assert internal not in notices
    expect(page.locator("#board [data-row]")).to_have_count(52)
    # Closed again: open, the notices cover the top of the board, where the card play_one taps may be.
    page.locator("#notices .notice-text").last.click()
    expect(page.locator("#notices[data-open]")).to_have_count(0)
    play_one(page)
    page.reload()  # the broken values were set aside: the next visit starts clean
    wait_ready(page)
    expect(page.locator(".notice", has_text="could not be")).to_have_count(0)


FILL_STORAGE = """() => {
  let chunk = 'x'.repeat(1 << 20), n = 0;
  while (chunk.length) {
    try { localStorage.setItem('junk.' + n++, chunk); } catch { chunk = chunk.slice(0, chunk.length >> 1); }
  }
}"""
EMPTY_STORAGE = (
    "() => Object.keys(localStorage).filter(k => k.startsWith('junk.')).forEach(k => localStorage.removeItem(k))"
)


def test_a_full_storage_keeps_the_game_in_memory_and_saves_again_once_there_is_room(open_app, wait_ready):
    page = open_app("variant=gaps&seed=5")
    page.evaluate(FILL_STORAGE)  # another page of this site filled the storage
    play_one(page)
    expect(page.locator(".notice", has_text="full").first).to_be_visible()
    expect_stat(page, "moves", 1)
    page.evaluate(EMPTY_STORAGE)  # room again: the store was not switched to memory only
    play_one(page)
    page.reload()
    wait_ready(page)
    expect_stat(page, "moves", 2)
