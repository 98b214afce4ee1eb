"""What the live region says after an event: the move, the redeal, the undo, the new deal, the end (pure)."""

from __future__ import annotations

from app.core.events import Event, Kind
from app.text.i18n import t, tn
from app.text.labels import card_name
from solitaire import GAP, Move, Outcome, Position, Status


def _where(position: Position, index: int) -> str:
    row, col = position.shape.coords(index)
    if col == 0:
        return t("announce.at_left_edge", row=row + 1)
    left = position.face_card(index - 1)  # none for Spoilt's face-down card
    if left == GAP:
        return t("announce.at_cell", row=row + 1, col=col + 1)
    return t("announce.at_cell_after", row=row + 1, col=col + 1, card=card_name(left))


def _move_text(event: Event, move: Move, key: str) -> str:
    slide = event.slide
    dst = slide[1] if slide is not None else move.dst
    if key == "announce.move" and event.status.is_locked(dst):
        key = "announce.move_in_place"
    return t(key, card=card_name(move.card), where=_where(event.after, dst))


def _redeal_text(event: Event, key: str) -> str:
    status = event.status
    dealt = len(event.dealt)
    total = event.after.shape.cards
    if status.unlimited:  # a practice game: no count of redeals left to tell
        return t(f"{key}.practice", dealt=dealt, ordered=status.ordered, total=total)
    if status.redeals_left == 0:
        return t(f"{key}.none", dealt=dealt, ordered=status.ordered, total=total)
    return tn(key, status.redeals_left, dealt=dealt, ordered=status.ordered, total=total)


def event_text(event: Event, title: str = "") -> str:
    """One sentence for ``event`` (``title`` names the deal after a new one), with the end of the game if it came."""
    kind, action = event.kind, event.action
    if kind is Kind.REFUSED:
        return ""
    if kind in (Kind.BOOKMARK_SET, Kind.BOOKMARK_GO):
        key = "announce.bookmark_set" if kind is Kind.BOOKMARK_SET else "announce.bookmark_go"
        return tn(key, event.status.moves, slot=event.bookmark)
    if kind is Kind.TIME_UP:
        return t("announce.time_up")
    if event.new_game:
        return t("announce.deal", title=title, ordered=event.status.ordered, total=event.after.shape.cards)
    if kind is Kind.UNDO and isinstance(action, Move):
        text = _move_text(event, action, "announce.undo.move")
    elif kind is Kind.UNDO:
        text = _redeal_text(event, "announce.undo.redeal")
    elif isinstance(action, Move):
        text = _move_text(event, action, "announce.move")
    elif kind in (Kind.REDEAL, Kind.REDO):
        text = _redeal_text(event, "announce.redeal")
    else:
        text = ""
    if event.ended:
        text = f"{text} {outcome_text(event.status, event.after.shape.cards)}".strip()
    return text


def outcome_text(status: Status, total: int) -> str:
    """The end of the game in words, or "" while it goes on (``total``: the cards of the game)."""
    outcome = status.outcome
    if outcome is Outcome.WON:
        return t("announce.won", total=total)
    if outcome is Outcome.GAVE_UP:
        return t("announce.gave_up")
    if outcome is Outcome.STUCK:
        return t("announce.stuck")
    return ""


__all__ = ["event_text", "outcome_text"]
