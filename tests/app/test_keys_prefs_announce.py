"""The keyboard map, the display preferences and the live-region sentences (pure parts of the page)."""

from __future__ import annotations

import dataclasses
from dataclasses import asdict
from html.parser import HTMLParser
from pathlib import Path

import pytest
from app.core.events import Command
from app.core.keys import HELP, Key, board_target, command_for
from app.present.announce import event_text, outcome_text
from app.record.prefs import SETTINGS, SWITCHES, Prefs, switch
from app.text.i18n import LANGUAGES, t
from hypothesis import given
from hypothesis import strategies as st

from solitaire import REDEAL, Game, preset
from solitaire.shape import CLASSIC
from tests.app.fakes import new_session
from tests.boards import WON

ROOT = Path(__file__).resolve().parents[2]
LAST = 4 * CLASSIC.columns - 1  # the last cell of the classic board

# -- keys -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "command"),
    [
        (Key("u"), "undo"),
        (Key("U", shift=True), "undo"),
        (Key("z", ctrl=True), "undo"),
        (Key("y", ctrl=True), "redo"),
        (Key("Z", ctrl=True, shift=True), "redo"),
        (Key("r"), "redeal"),
        (Key("h"), "hint"),
        (Key("a"), "auto"),
        (Key("n"), "new-game"),
        (Key("?", shift=True), "keys"),
    ],
)
def test_shortcut_runs_its_command(key: Key, command: str) -> None:
    assert command_for(key) == command


@pytest.mark.parametrize("key", [Key("r", ctrl=True), Key("n", ctrl=True), Key("a", alt=True), Key("x"), Key("Enter")])
def test_browser_keys_and_other_keys_are_left_alone(key: Key) -> None:
    assert command_for(key) is None


def test_every_shortcut_is_listed_in_the_help() -> None:
    listed = " ".join(t(f"keys.{name}.keys") for name in HELP)
    for name in ("U", "Ctrl+Z", "Ctrl+Y", "Ctrl+Shift+Z", "R", "H", "A", "N", "?", "Escape", "Enter"):
        assert name in listed


def test_arrows_move_one_cell_and_stop_at_the_edges() -> None:
    assert board_target(Key("ArrowRight"), 0, cols=CLASSIC.columns, rows=CLASSIC.rows) == 1
    assert board_target(Key("ArrowDown"), 0, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.columns
    assert board_target(Key("ArrowLeft"), 0, cols=CLASSIC.columns, rows=CLASSIC.rows) == 0
    assert board_target(Key("ArrowUp"), 5, cols=CLASSIC.columns, rows=CLASSIC.rows) == 5
    assert (
        board_target(Key("ArrowRight"), CLASSIC.columns - 1, cols=CLASSIC.columns, rows=CLASSIC.rows)
        == CLASSIC.columns - 1
    )
    assert board_target(Key("ArrowDown"), LAST, cols=CLASSIC.columns, rows=CLASSIC.rows) == LAST


def test_home_and_end_go_to_the_row_ends_and_with_ctrl_to_the_board_corners() -> None:
    assert (
        board_target(Key("Home"), 2 * CLASSIC.columns + 5, cols=CLASSIC.columns, rows=CLASSIC.rows)
        == 2 * CLASSIC.columns
    )
    assert (
        board_target(Key("End"), 2 * CLASSIC.columns + 5, cols=CLASSIC.columns, rows=CLASSIC.rows)
        == 3 * CLASSIC.columns - 1
    )
    assert board_target(Key("Home", ctrl=True), 2 * CLASSIC.columns + 5, cols=CLASSIC.columns, rows=CLASSIC.rows) == 0
    assert board_target(Key("End", ctrl=True), 5, cols=CLASSIC.columns, rows=CLASSIC.rows) == LAST


def test_while_a_pick_waits_the_arrows_step_through_the_choices_and_wrap() -> None:
    choices = (3 * CLASSIC.columns, 0, CLASSIC.columns)
    assert board_target(Key("ArrowRight"), 0, choices, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.columns
    assert (
        board_target(Key("ArrowDown"), CLASSIC.columns, choices, cols=CLASSIC.columns, rows=CLASSIC.rows)
        == 3 * CLASSIC.columns
    )
    assert board_target(Key("ArrowRight"), 3 * CLASSIC.columns, choices, cols=CLASSIC.columns, rows=CLASSIC.rows) == 0
    assert board_target(Key("ArrowLeft"), 0, choices, cols=CLASSIC.columns, rows=CLASSIC.rows) == 3 * CLASSIC.columns
    assert board_target(Key("End"), 0, choices, cols=CLASSIC.columns, rows=CLASSIC.rows) == 3 * CLASSIC.columns
    assert (
        board_target(Key("ArrowRight"), 7, choices, cols=CLASSIC.columns, rows=CLASSIC.rows) == CLASSIC.columns
    )  # from the chosen card to the next choice


@given(st.integers(0, LAST), st.sampled_from(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]))
def test_the_focus_never_leaves_the_board(index: int, key: str) -> None:
    assert 0 <= board_target(Key(key), index, cols=CLASSIC.columns, rows=CLASSIC.rows) <= LAST


# -- prefs ------------------------------------------------------------------------


def test_prefs_round_trip_every_choice() -> None:
    for name, setting in SETTINGS.items():
        for value in setting.choices:
            prefs = Prefs().with_choice(name, value)
            assert Prefs.loads(prefs.dumps()) == prefs
            assert getattr(prefs, name) == value


@pytest.mark.parametrize(
    "text",
    [None, "", "{", "[]", "42", '{"theme": "purple"}', '{"theme": 3}', '{"deck": null}', '{"other": "x"}'],
)
def test_unreadable_prefs_fall_back_to_the_defaults(text: str | None) -> None:
    assert Prefs.loads(text) == Prefs()


def test_one_bad_pref_keeps_the_good_ones() -> None:
    assert Prefs.loads('{"theme": "dark", "deck": "six-colour"}') == Prefs(theme="dark")


def test_system_choices_leave_the_html_attributes_off() -> None:
    hide = {"data-hide-clock": None, "data-hide-moves": None, "data-hide-score": None}
    layout = {"data-card-size": None, "data-left-handed": None}  # sound is the page's to read, not the CSS's
    off = {"data-theme": None, "data-deck": None, "data-motion": None, **hide, **layout}
    assert Prefs().html_attributes() == off
    dark = Prefs(theme="dark", deck="four-colour", motion="off", card_size="largest", left_handed="on", sound="on")
    assert dark.html_attributes() == {
        **off,
        "data-theme": "dark",
        "data-deck": "four-colour",
        "data-motion": "off",
        "data-card-size": "largest",
        "data-left-handed": "on",
    }
    assert dark.sound_on and not Prefs().sound_on


def test_each_setting_is_one_field_whose_default_is_its_first_choice() -> None:
    assert [f.name for f in dataclasses.fields(Prefs)] == list(SETTINGS)
    assert asdict(Prefs()) == {name: setting.choices[0] for name, setting in SETTINGS.items()}
    assert SETTINGS["language"].choices == ("system", *LANGUAGES)  # the catalogue's languages, and the browser's


def test_the_switches_and_the_motion_read_the_table() -> None:
    assert (switch("winnable", True), switch("winnable", False)) == ("on", "off")
    assert Prefs().with_choice("winnable", switch("winnable", True)).winnable_only and not Prefs().winnable_only
    assert [Prefs(motion=m).animate(system_reduced=True) for m in ("system", "on", "off")] == [False, True, False]
    assert [Prefs(motion=m).animate(system_reduced=False) for m in ("system", "on", "off")] == [True, True, False]


class _Radios(HTMLParser):
    """The radios of index.html's Settings form (name -> values, in order), its checkboxes, the New-game dialog's."""

    def __init__(self) -> None:
        super().__init__()
        self.radios: dict[str, list[str]] = {}
        self.checkboxes: dict[str, str] = {}
        self.switches: dict[str, str] = {}  # the Settings form's checkboxes: name -> id
        self._in_settings = False

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        if tag == "form" and a.get("id") == "settings-form":
            self._in_settings = True
        if tag == "input" and a.get("type") == "radio" and self._in_settings:
            self.radios.setdefault(a["name"], []).append(a["value"])
        if tag == "input" and a.get("type") == "checkbox":
            (self.switches if self._in_settings else self.checkboxes)[a.get("name", "")] = a.get("id", "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self._in_settings = False


def test_index_html_offers_each_settings_choices_and_no_other() -> None:
    """The Settings dialog's radios are prefs.SETTINGS' choices, in order, and its checkboxes the on/off
    settings (prefs.SWITCHES: #setting-hide-clock...); "winnable only" is the New-game dialog's checkbox.
    A value or a setting added to either side alone fails here."""
    parser = _Radios()
    parser.feed((ROOT / "index.html").read_text())
    offered = {name: tuple(values) for name, values in parser.radios.items()}
    switches = set(SWITCHES)
    assert offered == {name: s.choices for name, s in SETTINGS.items() if name != "winnable" and name not in switches}
    assert parser.checkboxes.get("winnable") == "new-winnable" and len(SETTINGS["winnable"].choices) == 2
    assert parser.switches == {name: "setting-" + name.replace("_", "-") for name in switches}
    assert switches == {name for name, s in SETTINGS.items() if s.choices == ("off", "on")} - {"winnable"}
    assert all(SETTINGS[name].choices == ("off", "on") for name in switches)


# -- announcements ------------------------------------------------------------------


def test_a_move_is_announced_with_its_card_and_place() -> None:
    session = new_session(query="?variant=gaps&seed=7&redeals=0")
    move = next(m for m in session.status.legal_moves if m.dst % CLASSIC.columns)
    text = event_text(session.apply(move))
    assert text.startswith(
        f"{_name(move.card)} to row {move.dst // CLASSIC.columns + 1}, column {move.dst % CLASSIC.columns + 1}"
    )


LEFT_EDGE_TWO = "/".join(["--" + "".join(f"{r}C" for r in "3456789TJQK") + "2C", *WON.split("/")[1:]])


def test_a_2_to_the_left_edge_is_announced_as_such() -> None:
    session = new_session(query=f"?variant=gaps&seed=1&layout={LEFT_EDGE_TWO}")
    move = next(m for m in session.status.legal_moves if m.dst % CLASSIC.columns == 0)
    assert event_text(session.apply(move)) == (
        "2 of clubs to row 1, at the left edge, in place. You won: all 48 cards are in order."
    )


def test_undo_is_announced_as_a_move_back() -> None:
    session = new_session(query="?variant=gaps&seed=7&redeals=0")
    move = session.status.legal_moves[0]
    session.apply(move)
    assert event_text(session.apply(Command.UNDO)).startswith(f"Undone: {_name(move.card)} back to ")


def test_a_redeal_is_announced_with_what_is_in_place_and_left() -> None:
    session = new_session(query="?variant=addiction&seed=11")
    event = session.apply(REDEAL)
    text = event_text(event)
    assert text.startswith("Cards dealt again")
    assert f"{session.game.position.ordered()} of 48 in place" in text
    assert "2 redeals left" in text


def test_a_refusal_says_nothing_and_a_game_in_progress_has_no_outcome() -> None:
    session = new_session(query="?variant=gaps&seed=3")
    assert event_text(session.apply(Command.REDO)) == ""
    game = Game(preset("gaps"), 3)
    assert outcome_text(game.status, game.settings.shape.cards) == ""
    game.give_up()
    assert outcome_text(game.status, game.settings.shape.cards) == "You gave up this deal."


def _name(card: int) -> str:
    from solitaire import card_name

    return card_name(card)


def test_court_cards_show_the_letters_of_the_language() -> None:
    from app.text.i18n import set_language
    from app.text.labels import face_rank

    from solitaire import parse_card

    assert [face_rank(parse_card(tok)) for tok in ("TS", "JS", "QH", "KD")] == ["10", "J", "Q", "K"]
    set_language("de")
    assert [face_rank(parse_card(tok)) for tok in ("TS", "JS", "QH", "KD")] == ["10", "B", "D", "K"]


def test_a_move_is_announced_in_german() -> None:
    from app.text.i18n import set_language

    set_language("de")
    session = new_session(query=f"?variant=gaps&seed=1&layout={LEFT_EDGE_TWO}")
    move = next(m for m in session.status.legal_moves if m.dst % CLASSIC.columns == 0)
    text = event_text(session.apply(move))
    assert "Kreuz" in text and "Reihe 1" in text
