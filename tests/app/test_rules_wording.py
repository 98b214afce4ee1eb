"""The rules page and the refusals in words a new player reads right (issue 25): "once", whole percentages,
"tap or click", and the turned phone board explained where the rules speak of rows and the left edge."""

from __future__ import annotations

from dataclasses import replace

import pytest
from app.present.rules_text import percent, rate_text, rules_text
from app.present.win_rates import WinRate
from app.record.explain import explain
from app.text.i18n import set_language

from solitaire import preset
from solitaire.errors import NoRedealsLeftError

ALL_WON = WinRate(("gaps",), 3, 500, 500, 0, 389, 0, "2026-12-01", solver_won=500, cpu_seconds=10.0)


@pytest.mark.parametrize(("variant", "words"), [("addiction", "You may redeal once, at any time."), ("gaps", "once")])
def test_one_redeal_is_once(variant, words):
    sections = rules_text(preset(variant, 1))
    assert words in sections[3][1][0] and "1 time" not in sections[3][1][0]


def test_one_redeal_is_einmal_in_german():
    set_language("de")
    assert rules_text(preset("addiction", 1))[3][1][0] == "Du darfst einmal neu mischen, jederzeit."
    assert rate_text(replace(ALL_WON, redeals=1)).startswith("Mit einmal Mischen:")


def test_a_row_with_one_redeal_says_one_redeal():
    assert rate_text(replace(ALL_WON, redeals=1)).startswith("With one redeal:")


def test_no_redeal_left_of_one_says_only_one():
    assert explain(NoRedealsLeftError("none left"), redeals=1) == "No redeal left: this deal allows only one."


def test_a_whole_share_is_written_without_decimals():
    assert (percent(1.0), percent(0.0), percent(0.874)) == ("100%", "0%", "87.4%")
    set_language("de")
    assert (percent(1.0), percent(0.874)) == ("100 %", "87,4 %")


def test_a_row_with_every_deal_decided_says_no_at_least_or_up_to():
    text = rate_text(ALL_WON)
    assert text.startswith("With 3 redeals: 100% of deals can be won (500 of 500 won by the computer")
    assert "at least" not in text and "up to" not in text and "100.0%" not in text
    set_language("de")
    german = rate_text(ALL_WON)
    assert german.startswith("Mit 3-mal Mischen: 100 % der Spiele lassen sich gewinnen")
    assert "Mindestens" not in german and "höchstens" not in german


def test_the_rules_say_tap_or_click():
    moving = " ".join(rules_text(preset("gaps"))[2][1])
    assert "Tap or click a card" in moving
    set_language("de")
    assert "Tippe oder klicke eine Karte an" in " ".join(rules_text(preset("gaps"))[2][1])


@pytest.mark.parametrize("variant", ["gaps", "blue-moon"])
def test_the_rules_explain_the_turned_phone_board(variant):
    goal = rules_text(preset(variant))[0][1]
    assert any("each row runs from top to bottom" in p and "left edge" in p for p in goal)
    set_language("de")
    goal = rules_text(preset(variant))[0][1]
    assert any("Jede Reihe läuft von oben nach unten" in p and "linker Rand" in p for p in goal)
