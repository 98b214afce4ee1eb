"""The rules page and the refusals in words a new player reads right (issue 25): "once", whole percentages,
"tap or click", and the turned phone board explained where the rules speak of rows and the left edge; and each
game of the family's second part (issue 29) described by its own deck, board, fit and redeal."""

from __future__ import annotations

from dataclasses import replace

import pytest
from app.core.links import parse_query
from app.core.session import Session
from app.present.rules_text import count_word, percent, rate_text, rules_text
from app.present.view import board_view
from app.present.win_rates import WinRate
from app.record.explain import explain
from app.record.store import Store
from app.text.i18n import MESSAGES, set_language, variant_title
from app.text.labels import variant_note

from solitaire import PRESETS, Game, Position, preset
from solitaire.errors import (
    DuplicateCardError,
    GapCountError,
    LayoutLengthError,
    NoRedealsLeftError,
    OutOfDeckError,
)
from solitaire.settings import ALIASES
from tests.app.fakes import MemoryStorage

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


# -- the family's second part (issue 29): each game's own rule, written from its settings --------------------


def _section(variant: str, index: int) -> str:
    return " ".join(rules_text(preset(variant))[index][1])


def test_the_paganini_rules_say_the_6_follows_the_ace():
    moving = _section("paganini", 2)
    assert "The deck has no 2s to 5s: in a row the 6 of clubs comes straight after the ace of clubs" in moving
    assert "the ace and the 6 to the king of each suit, 36 cards" in _section("paganini", 1)
    set_language("de")
    assert "In einer Reihe folgt auf Kreuz-Ass gleich Kreuz-Sechs" in _section("paganini", 2)


def test_a_game_whose_ranks_run_on_says_nothing_of_a_skip():
    assert "The deck has no" not in _section("blue-moon", 2)
    assert "The deck has no" not in _section("house-of-commons", 2)


def test_house_of_commons_says_a_gap_after_a_10_is_dead():
    moving = _section("house-of-commons", 2)
    assert "A gap after a 10 is dead" in moving and "after a king" not in moving
    assert "four rows of ten, then the four aces are taken out" in _section("house-of-commons", 1)
    assert "Order each row from 2 to 10 of one suit" in _section("house-of-commons", 0)
    set_language("de")
    assert "Eine Lücke hinter einer Zehn ist tot" in _section("house-of-commons", 2)
    assert "von der Zwei bis zur Zehn" in _section("house-of-commons", 0)


def test_line_up_lifts_the_sixes_and_kills_a_gap_after_a_5():
    assert "four rows of six, then the four 6s are taken out for good" in _section("line-up", 1)
    assert "A gap after a 5 is dead" in _section("line-up", 2)
    set_language("de")
    assert "dann kommen die vier Sechsen für immer heraus" in _section("line-up", 1)


def test_rectangular_rovers_says_neighbours_and_no_dead_gap():
    moving = _section("rectangular-rovers", 2)
    assert "any card from the cell directly above it, below it, or to its left or right" in moving
    assert "no gap is ever dead" in moving and "is dead:" not in moving
    assert "a gap after" not in _section("rectangular-rovers", 5)  # no dead-gap tip
    set_language("de")
    assert "direkt über, unter, links oder rechts neben ihr" in _section("rectangular-rovers", 2)


def test_station_says_the_redeal_leaves_the_gaps_in_the_last_column():
    redeal = _section("station", 3)
    assert "each row gets its gap in its last column" in redeal and "straight after its run" not in redeal
    set_language("de")
    assert "jede Reihe bekommt ihre Lücke in ihrer letzten Spalte" in _section("station", 3)


@pytest.mark.parametrize("variant", ["paganini-ii", "double-blue-moon", "double-red-moon", "double-montana"])
def test_a_two_deck_game_says_each_card_is_there_twice_on_eight_rows(variant):
    deal = _section(variant, 1)
    assert "Two decks are shuffled together, 104 cards: each card is there twice" in deal
    assert ("eight rows" in deal or "The eight aces" in deal) and "four" not in deal
    set_language("de")
    assert "Jede Karte gibt es zweimal" in _section(variant, 1)


def test_double_montana_lifts_eight_aces_and_scores_out_of_96():
    assert "eight rows of thirteen, then the eight aces are taken out" in _section("double-montana", 1)
    assert "out of 96" in _section("double-montana", 4)


def test_paganini_ii_leaves_the_first_column_empty_and_the_aces_where_they_fall():
    deal = _section("paganini-ii", 1)
    assert "the first column stays empty" in deal and "the aces stay where they fall" in deal
    assert "The eight aces are dealt first" in _section("double-red-moon", 1)


def test_the_runs_tip_is_left_out_where_there_is_no_redeal():
    assert "lost at a redeal" not in _section("line-up", 5)
    assert "lost at a redeal" in " ".join(rules_text(preset("line-up", 1))[5][1])


def test_a_layout_with_a_card_out_of_the_deck_is_explained_in_both_languages():
    assert explain(OutOfDeckError("5C")) == "it holds a card that this game's deck does not have"
    layout = Game(preset("paganini"), 1).position.layout()
    at = next(i for i in range(0, 20, 2) if layout[i : i + 2] != "--")  # a card of row 0 becomes a 5
    broken = layout[:at] + "5C" + layout[at + 2 :]
    [notice] = parse_query(f"?variant=paganini&seed=1&layout={broken}").notices
    assert "it holds a card that this game's deck does not have" in notice
    set_language("de")
    assert explain(OutOfDeckError("5C")) == "sie enthält eine Karte, die es im Blatt dieses Spiels nicht gibt"


def test_the_layout_reasons_hold_for_a_two_deck_game():
    assert explain(GapCountError("x")) == "it does not have as many gaps as rows"
    assert explain(DuplicateCardError("x")) == "a card appears more often than this game has it"
    assert explain(LayoutLengthError("x")) == "it does not have this game's rows and columns"


# House of Commons: row 0 runs 2C to 10C with a dead gap after the 10; row 1's gap takes the 10 of diamonds.
COMMONS = "2C3C4C5C6C7C8C9CTC--/2D3D4D5D6D7D8D9D--TD/2H3H4H5H6H7H8H9HTH--/2S3S4S5S6S7S8S9STS--"


def test_a_tap_on_the_gap_after_a_10_says_it_is_dead():
    session = Session(Store(MemoryStorage()), lambda: 0.0, lambda: 7)
    session.open(parse_query(f"?variant=house-of-commons&seed=1&layout={COMMONS}"))
    assert session.tap(9).message == "Nothing can go after a 10 (10♣): this gap is dead."
    set_language("de")
    assert session.tap(9).message == "Nichts kommt mehr hinter einer Zehn (10♣): Diese Lücke ist tot."


# Rectangular Rovers: the corner gap (row 0, column 5) has only gaps next to it; the others have cards.
ROVERS = "AC2C3C4C----/AD2D3D4D5D--/AH2H3H4H5H5C/AS2S3S4S5S--"


def test_a_rovers_gap_takes_any_card_next_to_it_and_is_never_dead_after_a_card():
    shape = preset("rectangular-rovers").shape
    position = Position.from_layout(ROVERS, shape)
    views = board_view(position, Game(preset("rectangular-rovers"), 1, position).status)
    assert (views[4].gap, views[4].name) == ("live", "gap, takes any card next to it")
    assert (views[5].gap, views[5].name) == ("dead", "gap with no card next to it")
    assert (views[11].gap, views[11].name) == ("live", "gap, takes any card next to it")
    set_language("de")
    views = board_view(position, Game(preset("rectangular-rovers"), 1, position).status)
    assert views[4].name == "Lücke, nimmt jede Karte neben ihr"


def test_the_new_game_dialog_names_the_new_games_by_their_other_names():
    assert variant_note("paganini").startswith("also Long Trip; as Blue Moon with a short deck (A, 6–K)")
    assert variant_note("line-up").startswith("also Pretzel; a short deck (A–6), the 6s taken out")
    assert variant_note("house-of-commons").endswith("a gap after a 10 is dead")
    set_language("de")
    assert variant_note("paganini").startswith("auch Long Trip; ")
    assert variant_note("line-up").startswith("auch Pretzel; ")


def test_every_game_has_a_new_game_line_and_a_title_in_both_languages():
    for language in ("en", "de"):
        set_language(language)
        for variant in PRESETS:
            note = variant_note(variant)
            assert note and "{" not in note and "page.new_dialog" not in note
            assert variant_title(variant) == MESSAGES[language][f"variant.{variant}"]
        for alias in ALIASES:
            assert variant_title(alias) == MESSAGES[language][f"variant.{alias}"]


def test_the_rules_count_each_games_rows_and_cards():
    for variant, settings in PRESETS.items():
        shape = settings.shape
        deal = _section(variant, 1)
        rows = count_word(shape.rows)
        # an ace a row where the aces are dealt first (Red Moon: "The four aces are dealt first, one ... each row")
        assert f"{rows} rows" in deal or f"The {rows} aces are dealt first, one to the left edge of each row" in deal
        dealt = shape.columns - (settings.opening == "row-end")  # Addiction: rows of twelve, the last cell a gap
        assert f"to {shape.columns}," in deal or f"to {shape.columns};" in deal or f"of {count_word(dealt)}" in deal
        assert f"out of {shape.cards}." in _section(variant, 4), variant
