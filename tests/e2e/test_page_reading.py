"""The reading keys in the page: B reads the whole board into the polite live region, naming each cell as its
aria-label does, and S reads the status line; on a desktop in English and on a phone in German."""

from __future__ import annotations

import pytest
from apphelp import SIZES, cell, open_in, play_one
from playwright.sync_api import expect

WORDS = {"en": ("Row 1: ", "Row 4: ", "Status: ", "Moves 1"), "de": ("Reihe 1: ", "Reihe 4: ", "Stand: ", "Züge 1")}


@pytest.mark.parametrize(("size", "language"), [("desktop", "en"), ("phone-portrait", "de")])
def test_b_reads_the_board_and_s_the_status(size, language, server, guard_factory, wait_ready):
    row_1, row_4, status, moves = WORDS[language]
    guard, page = open_in(guard_factory, server, wait_ready, SIZES[size], language=language)
    try:
        play_one(page)
        region = page.locator("#announce")
        expect(region).to_have_attribute("aria-live", "polite")
        first = cell(page, 0).get_attribute("aria-label")
        assert first
        page.keyboard.press("b")
        expect(region).to_contain_text(row_1 + first)
        expect(region).to_contain_text(row_4)
        last = cell(page, 4 * 13 - 1).get_attribute("aria-label")
        assert last
        assert (region.text_content() or "").rstrip(".").endswith(last)  # every cell, to the last one
        page.keyboard.press("s")
        expect(region).to_contain_text(status)
        expect(region).to_contain_text(moves)
        expect(region).not_to_contain_text(row_1)
        expect(page.locator("#stat-moves b")).to_have_text("1")  # reading changed nothing
    finally:
        guard.close_and_check()


def test_the_keys_dialog_lists_the_reading_keys(open_app):
    page = open_app("variant=addiction&seed=20261129")
    page.keyboard.press("?")
    keys = page.locator("#keys-body")
    expect(keys).to_contain_text("read the whole board aloud")
    expect(keys).to_contain_text("read the status line aloud")
    expect(keys).to_contain_text("go to that bookmark")
