"""Every text that names a card uses the letters the board shows in the current language (B, D, K for
the German jack, queen and king): view.face_label, the one owner beside the board's face_rank."""

from __future__ import annotations

from app.analysis.advice import describe_move
from app.core.session import Tap
from app.present.view import board_view
from app.text.i18n import set_language
from app.text.labels import face_label

from solitaire import PLAYING_CARDS, PRESETS, Move, parse_card
from solitaire.shape import CLASSIC
from tests.app.fakes import new_session
from tests.boards import at, board

# Every gap after a king, the J♥ at the top left: no card can move.
JACK_STUCK = board("""
    JH  ..  KC  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KD  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KH  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KS  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
""")

# The J♠ fits the gap after the 10♠, and only it.
JACK_AFTER_TEN = board("""
    TS  --  KC  --  ..  ..  ..  ..  ..  ..  ..  ..  JS
    ..  ..  KD  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KH  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KS  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
""")


# Moonlight: a gap also takes the card below its right neighbour, so the J♠, in place at the end of a run,
# fits the gap before the D♠ (Q♠).
JACK_IN_PLACE = board(
    """
    2S  3S  4S  5S  6S  7S  8S  9S  TS  JS  --  ..  ..
    ..  ..  ..  ..  ..  --  QS  ..  ..  ..  ..  ..  ..
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..  --  --
""",
    PRESETS["moonlight"].shape,
)


def session_on(position, variant: str = "montana"):
    return new_session(query=f"?variant={variant}&seed=1&layout={position.layout()}")


def test_a_card_label_is_the_boards_face_in_every_language():
    for language in ("en", "de"):
        set_language(language)
        views = board_view(JACK_AFTER_TEN, session_on(JACK_AFTER_TEN).status)
        for index, card in enumerate(JACK_AFTER_TEN.cells):
            if card:
                assert face_label(card) == views[index].rank + views[index].suit
    assert [face_label(parse_card(t)) for t in ("JH", "QS", "KC", "TD")] == ["B♥", "D♠", "K♣", "10♦"]
    assert len({face_label(card) for card in PLAYING_CARDS}) == 48


def test_a_refused_tap_names_the_card_with_german_letters():
    set_language("de")
    result = session_on(JACK_STUCK).tap(at(0, 0))
    assert result.kind is Tap.ILLEGAL
    assert result.message == "Für B♥ ist gerade keine Lücke frei."


def test_a_tap_on_a_card_in_place_names_it_with_german_letters():
    set_language("de")
    result = session_on(JACK_IN_PLACE, "moonlight").tap(at(0, 9))
    assert result.kind is Tap.CHOOSE and result.guarded and result.cells == (at(1, 5),)
    assert result.message.startswith("B♠ liegt richtig:")


def test_the_hint_names_the_cards_with_german_letters():
    set_language("de")
    move = Move(parse_card("JS"), at(0, 12), at(0, 1), CLASSIC.columns)
    assert describe_move(JACK_AFTER_TEN, move) == "B♠ hinter 10♠ legen"
    queen = board("""
        --  ..  KC  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
        ..  ..  KD  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
        ..  ..  KH  QH  --  ..  ..  ..  ..  ..  ..  ..  ..
        ..  ..  KS  ..  ..  ..  ..  ..  ..  ..  ..  ..  ..
    """)
    assert describe_move(queen, Move(parse_card("KH"), at(2, 2), at(2, 4), CLASSIC.columns)) == "K♥ hinter D♥ legen"
    set_language("en")
    assert describe_move(JACK_AFTER_TEN, move) == "move the J♠ after the 10♠"
