"""Two tabs of the game in one browser: a tab follows the newer game another tab saved,
and a stale tab that closes never writes its older game back."""

from __future__ import annotations

from apphelp import expect_stat, layout, play_one, wait_layout
from playwright.sync_api import expect

QUERY = "variant=addiction&seed=4242"
GAME_KEY = "solitaire.v1.game.addiction"


def test_closing_a_stale_tab_keeps_the_game_played_in_the_newer_one(server, page, wait_ready):
    tab_a = page
    tab_a.goto(f"{server}/?{QUERY}")
    wait_ready(tab_a)
    tab_b = tab_a.context.new_page()
    tab_b.goto(f"{server}/?{QUERY}")
    wait_ready(tab_b)
    start = layout(tab_a)
    assert layout(tab_b) == start

    play_one(tab_b)
    played = play_one(tab_b)
    expect_stat(tab_b, "moves", 2)

    # Tab A hears of it (the storage event) and shows B's game, saying why.
    wait_layout(tab_a, played)
    expect_stat(tab_a, "moves", 2)
    expect(tab_a.locator("#notices")).to_contain_text("Updated from another tab")

    # A closes (its pagehide save runs), then B: reopening shows B's game.
    tab_a.close(run_before_unload=True)
    tab_a.wait_for_event("close")
    tab_b.close(run_before_unload=True)
    tab_b.wait_for_event("close")
    again = page.context.new_page()
    again.goto(f"{server}/?{QUERY}")
    wait_ready(again)
    assert layout(again) == played
    expect_stat(again, "moves", 2)
    again.click("#undo")
    expect_stat(again, "moves", 1)  # B's history came along


def test_a_tab_that_did_not_hear_keeps_its_older_game_to_itself_on_close(server, page, wait_ready, guard_factory):
    """Without the storage event (a tab frozen in the background may miss it), closing the stale
    tab still leaves the newer save alone: it saves its clock only over its own last save."""
    tab_a = page
    tab_a.goto(f"{server}/?{QUERY}")
    wait_ready(tab_a)
    start = layout(tab_a)
    # The newer game is played elsewhere (another browser profile), then written into this
    # storage by tab A's own document: a page never gets a storage event for its own writes.
    other = guard_factory()
    try:
        tab_b = other.new_page()
        tab_b.goto(f"{server}/?{QUERY}")
        wait_ready(tab_b)
        played = play_one(tab_b)
        newer = tab_b.evaluate(f"localStorage.getItem({GAME_KEY!r})")
    finally:
        other.close_and_check()
    tab_a.evaluate("([key, value]) => localStorage.setItem(key, value)", [GAME_KEY, newer])
    tab_a.wait_for_timeout(300)
    assert layout(tab_a) == start  # A did not hear

    tab_a.close(run_before_unload=True)
    tab_a.wait_for_event("close")
    again = page.context.new_page()
    again.goto(f"{server}/?{QUERY}")
    wait_ready(again)
    assert layout(again) == played
    expect_stat(again, "moves", 1)
