"""Hand-made boards for the engine tests, written as a player reads them."""

from __future__ import annotations

from solitaire import PLAYING_CARDS, Position, card_token, cell_index, parse_card

WON = "/".join("".join(f"{r}{s}" for r in "23456789TJQK") + "--" for s in "CDHS")


def board(text: str) -> Position:
    """A position from four lines of thirteen tokens: a card, ``--`` for a gap,
    or ``..`` for "some card not named elsewhere" (filled from the king of
    spades down, so fillers never form a run)."""
    rows = [line.split() for line in text.strip().splitlines()]
    assert len(rows) == 4 and all(len(r) == 13 for r in rows), "4 rows of 13 tokens"
    named = {parse_card(t) for row in rows for t in row if t not in ("--", "..")}
    spare = iter(c for c in reversed(PLAYING_CARDS) if c not in named)
    tokens = [t if t != ".." else card_token(next(spare)) for row in rows for t in row]
    return Position.from_layout("/".join("".join(tokens[r * 13 : (r + 1) * 13]) for r in range(4)))


def at(row: int, col: int) -> int:
    return cell_index(row, col)


# Every gap straight after a king: no card can move.
ALL_GAPS_AFTER_KINGS = board("""
    ..  ..  KC  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KD  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KH  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
    ..  ..  KS  --  ..  ..  ..  ..  ..  ..  ..  ..  ..
""")
