"""The timed mode (as Arkadium plays Addiction): ten minutes a deal, scored from the cards in place, the moves and
the time left. This module owns the limit and the score (where a timed game is counted: app.core.modes); the
session asks it (Session.time_left_ms, Session.time_up) and the page shows what the session says.

The clock is the game's own play clock (app.core.clock): it starts at the first action and stops while the
page is hidden or a dialog covers the board, so the ten minutes are minutes of play. When they run out the
game ends as given up (Command.TIME_UP), and the score counts what was done by then.
"""

from __future__ import annotations

LIMIT_MS = 10 * 60 * 1000  # ten minutes of play
CARD_POINTS = 10  # each card in its place at the end
MOVE_COST = 1  # each move and redeal taken
SECOND_POINTS = 1  # each whole second left, on a win only (giving up early earns nothing)


def time_left_ms(elapsed_ms: int) -> int:
    """What is left of the ten minutes after ``elapsed_ms`` of play (never below 0)."""
    return max(0, LIMIT_MS - elapsed_ms)


def score(in_place: int, moves: int, elapsed_ms: int, won: bool) -> int:
    """The timed score: CARD_POINTS a card in place, less MOVE_COST a move, plus SECOND_POINTS a whole second
    left when the game was won; never below 0."""
    seconds = time_left_ms(elapsed_ms) // 1000 if won else 0
    return max(0, CARD_POINTS * in_place - MOVE_COST * moves + SECOND_POINTS * seconds)


__all__ = ["LIMIT_MS", "score", "time_left_ms"]
