"""The test boards, in one place: hand-made positions written as a player reads them, and their layouts."""

from __future__ import annotations

import random

from solitaire import REDEAL, Game, Position, card_token, preset
from solitaire.cards import parse_token
from solitaire.shape import CLASSIC, Shape

WON = "/".join("".join(f"{r}{s}" for r in "23456789TJQK") + "--" for s in "CDHS")


def board(text: str, shape: Shape = CLASSIC) -> Position:
    """A position from ``shape.rows`` lines of ``shape.columns`` tokens: a card, ``--`` for a gap,
    or ``..`` for "some card not named elsewhere" (filled from the top card of
    spades down, so fillers never form a run; with two decks each card twice)."""
    n = shape.columns
    rows = [line.split() for line in text.strip().splitlines()]
    assert len(rows) == shape.rows and all(len(r) == n for r in rows), f"{shape.rows} rows of {n} tokens"
    named = [parse_token(t) for row in rows for t in row if t not in ("--", "..")]
    spare = iter(c for c in reversed(shape.deck) for _ in range(shape.decks - named.count(c)))
    tokens = [t if t != ".." else card_token(next(spare)) for row in rows for t in row]
    return Position.from_layout("/".join("".join(tokens[r * n : (r + 1) * n]) for r in range(shape.rows)), shape)


def at(row: int, col: int) -> int:
    return CLASSIC.index(row, col)


# Every gap straight after a king: no card can move.
ALL_GAPS_AFTER_KINGS = board("""
    ..  ..  KC  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KD  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KH  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KS  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
""")


# A board one move from a win: the K♣ goes into the gap after the Q♣.
ONE_FROM_WIN = "2C3C4C5C6C7C8C9CTCJCQC--KC" + WON[26:]
# Two moves from a win: the Q♣ into the gap after the J♣, then the K♣ after it.
TWO_FROM_WIN = "2C3C4C5C6C7C8C9CTCJC--QCKC" + WON[26:]
ONE_MOVE_FROM_A_WIN = board("""
    2C  3C  4C  5C  6C  7C  8C  9C  TC  JC  QC  --  KC
    2D  3D  4D  5D  6D  7D  8D  9D  TD  JD  QD  KD  --
    2H  3H  4H  5H  6H  7H  8H  9H  TH  JH  QH  KH  --
    2S  3S  4S  5S  6S  7S  8S  9S  TS  JS  QS  KS  --
""")

# Every gap dead, three rows complete: stuck unless a redeal is left.
ALL_GAPS_DEAD = board("""
    2C  3C  4C  5C  6C  7C  8C  9C  TC  JC  QC  KC  --
    2D  3D  4D  5D  6D  7D  8D  9D  TD  JD  QD  KD  --
    2H  3H  4H  5H  6H  7H  8H  9H  TH  JH  QH  KH  --
    2S  3S  4S  5S  6S  7S  8S  9S  TS  KS  --  JS  QS
""")

# Each row's king is another suit's: every gap is dead, and only a redeal can help.
DEAD = "2C3C4C5C6C7C8C9CTCJCQCKD--/2D3D4D5D6D7D8D9DTDJDQDKC--/2H3H4H5H6H7H8H9HTHJHQHKS--/2S3S4S5S6S7S8S9STSJSQSKH--"

# Two left-edge gaps and two 2s to put there (and one already there).
TWO_GAPS_AT_THE_LEFT = (
    "--3C4C5C6C7C8C9CTCJCQCKC--/--3D4D5D6D7D8D9DTDJDQDKD--/2C2D3H4H5H6H7H8H9HTHJHQHKH/2H2S3S4S5S6S7S8S9STSJSQSKS"
)

# The work a test's solve() may do: a node budget (deterministic), never seconds (a loaded machine is slow, not
# wrong). Every test's position is decided in far fewer nodes (the most, a 0-redeal Gaps opening: 2,498).
SOLVE_NODES = 200_000


# The ten games PySolFC added since the first part (RULES.md, "The family, second part").
SECOND_PART = (
    "paganini",
    "paganini-ii",
    "double-blue-moon",
    "double-red-moon",
    "house-of-commons",
    "line-up",
    "station",
    "double-montana",
    "rectangular-rovers",
    "spoilt",
)


# The first seed of the shipped list of 0-redeal Gaps deals proved winnable (a review's games start there).
WINNABLE_GAPS_0 = 302506365


def random_game(variant: str, redeals: int, seed: int, policy_seed: int) -> Game:
    """A game played to its end by random legal actions (a redeal only when no move is left)."""
    game = Game(preset(variant, redeals), seed)
    pick = random.Random(policy_seed)
    while not game.status.over:
        if game.status.legal_moves:
            game.push(pick.choice(game.status.legal_moves))
        elif game.status.redeal_allowed:
            game.push(REDEAL)
    return game
