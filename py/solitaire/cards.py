"""Cards as small integers, their two-character tokens and their names."""

from __future__ import annotations

from .errors import CardError

# A card is the int ``16 * suit + rank``: suit 0-3 (clubs, diamonds, hearts,
# spades), rank 1-13 (ace to king). 0 is a gap. The next card up in the same
# suit is ``card + 1`` unless the card is a king.
GAP = 0
SUITS = "CDHS"
RANKS = "A23456789TJQK"
SUIT_SYMBOLS = "\u2663\u2666\u2665\u2660"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
RANK_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE = 1
TWO = 2
KING = 13
GAP_TOKEN = "--"


def make_card(rank: int, suit: int) -> int:
    """The card of ``rank`` (1-13) and ``suit`` (0-3)."""
    return 16 * suit + rank


def rank_of(card: int) -> int:
    return card & 15


def suit_of(card: int) -> int:
    return card >> 4


# The 48 playing cards, clubs 2..K, diamonds 2..K, hearts 2..K, spades 2..K.
PLAYING_CARDS = tuple(make_card(r, s) for s in range(4) for r in range(2, 14))
# The full deck in its order before any shuffle: each suit ace to king.
FULL_DECK = tuple(make_card(r, s) for s in range(4) for r in range(1, 14))
TWOS = tuple(make_card(2, s) for s in range(4))

_TOKEN_TO_CARD = {RANKS[r - 1] + SUITS[s]: make_card(r, s) for s in range(4) for r in range(1, 14)}


def card_token(card: int) -> str:
    """``7H``, ``TD``, ``KS``; ``--`` for a gap."""
    if card == GAP:
        return GAP_TOKEN
    return RANKS[rank_of(card) - 1] + SUITS[suit_of(card)]


def parse_token(token: str) -> int:
    """The card (or GAP) a two-character token names; aces are returned as aces."""
    if token == GAP_TOKEN:
        return GAP
    card = _TOKEN_TO_CARD.get(token)
    if card is None:
        raise CardError(f"unknown card token {token!r} (expected rank 2-9,T,J,Q,K and suit C,D,H,S)")
    return card


def parse_card(token: str) -> int:
    """A playing card from its token; a gap or an ace is an error."""
    card = parse_token(token)
    if card == GAP or rank_of(card) == 1:
        raise CardError(f"{token!r} is not a playing card (aces are out of the game)")
    return card


def card_label(card: int) -> str:
    """How a player reads the card: ``7\u2665``, ``10\u2663``."""
    return RANK_LABELS[rank_of(card) - 1] + SUIT_SYMBOLS[suit_of(card)]


def card_name(card: int) -> str:
    """The spoken name: ``7 of hearts``, ``king of spades``."""
    return f"{RANK_NAMES[rank_of(card) - 1]} of {SUIT_NAMES[suit_of(card)]}"
