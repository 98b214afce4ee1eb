"""What the live region says after an action: the move, the redeal, the end of the game (pure)."""

from __future__ import annotations

from solitaire import COLS, GAP, Game, Outcome, Position

from .i18n import t, tn
from .view import card_name


def _where(position: Position, index: int) -> str:
    row, col = divmod(index, COLS)
    if col == 0:
        return t("announce.at_left_edge", row=row + 1)
    left = position.cells[index - 1]
    if left == GAP:
        return t("announce.at_cell", row=row + 1, col=col + 1)
    return t("announce.at_cell_after", row=row + 1, col=col + 1, card=card_name(left))


def change_text(before: Position, after: Position, redeals_left: int) -> str:
    """One sentence for the change from ``before`` to ``after`` (a move either way, or a redeal)."""
    changed = [i for i, (a, b) in enumerate(zip(before.cells, after.cells, strict=True)) if a != b]
    if not changed:
        return ""
    if len(changed) == 2:
        dst = next(i for i in changed if after.cells[i] != GAP)
        row, col = divmod(dst, COLS)
        key = "announce.move_in_place" if col < after.locked_runs()[row] else "announce.move"
        return t(key, card=card_name(after.cells[dst]), where=_where(after, dst))
    moved = sum(1 for i in changed if after.cells[i] != GAP)
    if redeals_left == 0:
        return t("announce.redeal.none", moved=moved, ordered=after.ordered())
    return tn("announce.redeal", redeals_left, moved=moved, ordered=after.ordered())


def outcome_text(game: Game) -> str:
    """The end of the game in words, or "" while it goes on."""
    outcome = game.outcome()
    if outcome is Outcome.WON:
        return t("announce.won")
    if outcome is Outcome.GAVE_UP:
        return t("announce.gave_up")
    if outcome is Outcome.STUCK:
        return t("announce.stuck")
    return ""
