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

from solitaire import PRESETS, Game, Outcome, Position, preset, rank_of, suit_of
from solitaire.errors import (
    DuplicateCardError,
    GapCountError,
    LayoutLengthError,
    NoRedealsLeftError,
    OutOfDeckError,
)
from solitaire.settings import ALIASES
from solitaire.spoilt import DOWN
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
    assert (views[4].gap, views[4].name[:11]) == ("live", "gap, takes ")  # named by the cards beside it
    assert (views[5].gap, views[5].name) == ("dead", "gap with no card next to it")
    assert (views[11].gap, views[11].name[:11]) == ("live", "gap, takes ")
    set_language("de")
    views = board_view(position, Game(preset("rectangular-rovers"), 1, position).status)
    assert views[5].name == "Lücke ohne Karte neben ihr"


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


# -- Spoilt (the twentieth game): a board dealt face down, played from a waste. Each rule's text is checked
# beside the engine's own play, so a text that stops saying what the engine does fails here ------------------

SPOILT = preset("spoilt")


def _spoilt_games(seeds=range(12)):
    """Spoilt games played out by their first legal move (the row of a new suit: the first that shows none)."""
    for seed in seeds:
        game = Game(SPOILT, seed)
        while game.status.legal_moves:
            game.push(game.status.legal_moves[0])
        yield game


def _spoilt_steps(seeds=range(12)):
    """Every (position, move, next position) of those games."""
    for game in _spoilt_games(seeds):
        position = game.start
        for move in game.actions:
            after = position.play(move)
            yield position, move, after
            position = after


def _rows_showing(position) -> dict[int, int]:
    """Each row that shows a card face up, and its suit."""
    n = position.shape.columns
    return {i // n: suit_of(c) for i, c in enumerate(position.cells) if c and not position.face_down(i)}


def test_spoilt_goal_says_every_card_face_up_and_the_row_from_7_to_the_king_then_the_ace():
    shape = SPOILT.shape
    assert shape.ranks == (7, 8, 9, 10, 11, 12, 13, 1)  # the row the text describes, the ace last
    goal = rules_text(SPOILT)[0][1][0]
    assert goal.startswith("Turn all 32 cards face up. A finished row holds the 7 to the king and the ace of one suit")
    assert "gap" not in goal
    set_language("de")
    german = rules_text(SPOILT)[0][1][0]
    assert german.startswith("Decke alle 32 Karten auf. Eine fertige Reihe hält von links nach rechts Sieben bis")
    assert "Sieben bis König und Ass einer Farbe" in german


def test_spoilt_deal_says_its_deck_the_face_down_cards_the_empty_first_column_the_waste_and_the_talon():
    deal = _section("spoilt", 1)
    assert "the ace and the 7 to the king of each suit, 32 cards" in deal
    assert "The first 28 cards are dealt face down into four rows, in columns 2 to 8; the first column" in deal
    assert "The next card is turned face up onto the waste, and the last three wait face down in the talon" in deal
    shape = SPOILT.shape
    for seed in range(20):  # what every opening holds
        start = Game(SPOILT, seed).position
        down = [i for i in range(shape.cells) if start.face_down(i)]
        assert len(down) == 28 and all(i % shape.columns for i in down)
        assert [i for i in range(shape.cells) if not start.cells[i]] == [r * shape.columns for r in range(4)]
        assert start.waste and len(start.talon) == 3
    set_language("de")
    deal = _section("spoilt", 1)
    assert "Die ersten 28 Karten werden verdeckt in vier Reihen in die Spalten 2 bis 8 ausgelegt" in deal
    assert "die letzten drei warten verdeckt im Talon" in deal


def test_spoilt_says_only_the_waste_card_moves_its_rank_fixing_its_column():
    assert rules_text(SPOILT)[2][1][0] == (
        "Only the waste card moves. Its rank fixes its column, in a finished row's order: the 7 of clubs goes "
        "in the first column, the ace of clubs in the last, every rank between in its own."
    )
    shape = SPOILT.shape
    for position, _, _ in _spoilt_steps():
        for move in position.legal_moves():
            assert (move.src, move.card) == (position.waste_index, position.waste)
            assert move.dst % shape.columns == shape.ranks.index(rank_of(move.card))
    set_language("de")
    assert "Kreuz-Sieben kommt in die erste Spalte, Kreuz-Ass in die letzte" in rules_text(SPOILT)[2][1][0]


def test_spoilt_says_the_suit_fixes_the_row_or_any_row_showing_no_card_and_the_player_picks():
    assert rules_text(SPOILT)[2][1][1] == (
        "Its suit fixes its row: the row that already shows that suit face up. For a suit no row shows yet, any "
        "row with no card face up will do, and you pick it; from then on that row is the suit's."
    )
    n = SPOILT.shape.columns
    for position, _, _ in _spoilt_steps():
        showing = _rows_showing(position)
        rows = sorted(move.dst // n for move in position.legal_moves())
        mine = [r for r, suit in showing.items() if suit == suit_of(position.waste)]
        assert rows == (mine or [r for r in range(SPOILT.shape.rows) if r not in showing])
    set_language("de")
    assert "passt jede Reihe ohne aufgedeckte Karte, und du wählst sie" in rules_text(SPOILT)[2][1][1]


def test_spoilt_says_the_card_played_onto_turns_up_as_the_new_waste_card():
    assert rules_text(SPOILT)[2][1][2] == (
        "Played onto a face-down card, the waste card takes its cell, and the card that lay there is turned face "
        "up: it is the new waste card."
    )
    onto = 0
    for position, move, after in _spoilt_steps():
        if position.face_down(move.dst):
            onto += 1
            assert after.cells[move.dst] == move.card and not after.face_down(move.dst)
            assert (after.waste, after.talon) == (position.cells[move.dst] & ~DOWN, position.talon)
    assert onto
    set_language("de")
    assert "wird aufgedeckt: Sie ist die neue Karte auf der Ablage" in rules_text(SPOILT)[2][1][2]


def test_spoilt_says_the_7s_fill_the_empty_first_cells_and_the_talon_turns_its_next_card():
    assert rules_text(SPOILT)[2][1][3] == (
        "The 7s go into the empty first cells. Nothing lies there to turn up, so the waste is left empty, and "
        "the talon turns its next card onto it."
    )
    into_empty = 0
    for position, move, after in _spoilt_steps():
        assert (position.cells[move.dst] == 0) == (rank_of(move.card) == SPOILT.shape.base)
        if not position.cells[move.dst]:
            into_empty += 1
            assert move.dst % SPOILT.shape.columns == 0
            assert (after.waste, after.talon) == (
                (position.talon[0], position.talon[1:]) if position.talon else (0, ())
            )
    assert into_empty
    set_language("de")
    assert rules_text(SPOILT)[2][1][3].startswith("Die Siebenen kommen in die leeren ersten Felder.")


def test_spoilt_says_no_redeal_and_a_talon_turned_only_once():
    assert SPOILT.redeal_counts == (0,)
    assert rules_text(SPOILT)[3][1] == [
        "This deal allows no redeal.",
        "The talon's three cards are turned one at a time, each when the waste is left empty; the talon is never "
        "gathered and turned again.",
    ]
    game = Game(SPOILT, 5)
    assert game.redeals_left == 0 and game.status.redeal_refusal is not None
    set_language("de")
    assert rules_text(SPOILT)[3][1][1].startswith("Die drei Karten des Talons werden einzeln aufgedeckt")


def test_spoilt_says_the_score_counts_the_cards_face_up():
    end = rules_text(SPOILT)[4][1]
    assert end[0] == (
        "A card face up is in place: it lies in its rank's column, in its suit's row. Your score is the number "
        "of cards face up, out of 32."
    )
    for game in _spoilt_games(range(4)):
        position = game.position
        face_up = sum(1 for i, c in enumerate(position.cells) if c and not position.face_down(i))
        assert game.status.ordered == face_up
    set_language("de")
    assert rules_text(SPOILT)[4][1][0].endswith("Deine Punktzahl ist die Zahl der aufgedeckten Karten, von 32.")


def test_spoilt_says_the_game_ends_with_the_last_7_won_with_every_card_face_up():
    assert rules_text(SPOILT)[4][1][1] == (
        "The game ends when the last of the 7s is played: the waste is then left empty with the talon out. You "
        "win with all 32 face up; with cards still face down, you lose."
    )
    shape = SPOILT.shape
    outcomes = set()
    for game in _spoilt_games():
        position, outcome = game.position, game.status.outcome
        assert all(rank_of(position.cells[r * shape.columns]) == shape.base for r in range(shape.rows))
        assert (position.waste, position.talon) == (0, ())
        down = any(position.face_down(i) for i in range(shape.cells))
        assert outcome == (Outcome.STUCK if down else Outcome.WON)
        outcomes.add(outcome)
    assert outcomes == {Outcome.WON, Outcome.STUCK}
    for _, _, after in _spoilt_steps():  # and not before: the waste empties only with the last 7
        sevens = sum(1 for r in range(shape.rows) if after.cells[r * shape.columns])
        assert (after.waste == 0) == (sevens == shape.rows)
    set_language("de")
    assert rules_text(SPOILT)[4][1][1].startswith("Das Spiel endet, wenn die letzte der Siebenen gespielt ist")


def test_spoilt_says_the_row_of_a_new_suit_is_the_one_choice():
    assert rules_text(SPOILT)[5][1] == [
        "Your one choice is the row for a suit's first card, when more than one row shows no card face up yet: "
        "every other move is forced. Undo lets you try another row."
    ]
    for position, _, _ in _spoilt_steps():
        if len(position.legal_moves()) > 1:
            assert suit_of(position.waste) not in _rows_showing(position).values()
    set_language("de")
    assert rules_text(SPOILT)[5][1][0].startswith("Du wählst nur eines: die Reihe für die erste Karte einer Farbe")


def test_spoilt_says_nothing_of_gaps_redeals_or_the_left_edge():
    text = " ".join(p for heading, paragraphs in rules_text(SPOILT)[:6] for p in paragraphs)
    assert "gap" not in text and "left edge is at the top" in text  # only the turned phone's sentence
    assert "redeals alike" not in text and "Tap or click" not in text
    for variant in PRESETS:
        if variant != "spoilt":
            assert "face down" not in " ".join(p for _, ps in rules_text(preset(variant)) for p in ps), variant


def test_spoilt_has_its_new_game_line_in_both_languages():
    assert variant_note("spoilt") == (
        "a short deck (A, 7–K) dealt face down; only the waste card moves, to its rank's column and its suit's "
        "row, and turns up the card there; no redeal"
    )
    set_language("de")
    assert variant_note("spoilt").startswith("kurzes Blatt (A, 7–K), verdeckt ausgelegt; nur die Karte auf der Ablage")
    assert variant_title("spoilt") == "Spoilt"
