"""What a tap on a cell asks for: a move, a choice between gaps (or 2s), a cancel, or nothing and why (pure)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from app.text.i18n import t
from app.text.labels import face_label
from solitaire import GapReason, Move, Position, Status, rank_of

from .events import Event


class Tap(enum.Enum):
    MOVED = "moved"  # ``move`` is the move the tap asks for (``event`` once the session made it)
    CHOOSE = "choose"  # a first pick waits for a second (``cells`` are the choices)
    CANCELLED = "cancelled"  # a pending pick was dropped (``cells``: the cell that was picked)
    ILLEGAL = "illegal"  # nothing happened (``message`` says why, ``cells`` shake)
    NOTHING = "nothing"  # an Unpick with no pick pending: nothing to draw or say


@dataclass(frozen=True)
class TapResult:
    kind: Tap
    move: Move | None = None
    cells: tuple[int, ...] = ()
    message: str = ""
    event: Event | None = None
    guarded: bool = False  # CHOOSE for a card locked in place: only a second, deliberate tap moves it


class Picker:
    """The tap state machine: a tap on a card or a gap, with a pending pick when a 2 fits several gaps.

    Only the session (app.core.session.Session.pick) drives it; input sends it a Pick or an Unpick."""

    def __init__(self) -> None:
        self.selected: int | None = None  # a 2 or a left-edge gap waiting for its partner
        self.choices: tuple[int, ...] = ()

    def clear(self) -> TapResult:
        """Drop a pending pick: CANCELLED (the cell that was picked) if there was one, else NOTHING."""
        selected = self.selected
        self.selected = None
        self.choices = ()
        return TapResult(Tap.NOTHING) if selected is None else TapResult(Tap.CANCELLED, cells=(selected,))

    def tap(self, index: int, position: Position, status: Status, over_message: str) -> TapResult:
        """What a tap on cell ``index`` asks for; ``over_message`` is said when the game is over."""
        if self.selected is not None:
            selected = self.selected
            if index == selected:
                self.clear()
                return TapResult(Tap.CANCELLED, cells=(selected,))
            chosen = index in self.choices
            self.clear()
            if chosen:
                for move in status.legal_moves:
                    if (move.src, move.dst) in ((selected, index), (index, selected)):
                        return TapResult(Tap.MOVED, move)
        if status.over:
            return TapResult(Tap.ILLEGAL, cells=(index,), message=over_message)
        if position.shape.waste:
            return self._tap_spoilt(index, position, status)
        if position.cells[index]:
            return self._tap_card(index, position, status)
        return self._tap_gap(index, status)

    def _tap_card(self, index: int, position: Position, status: Status) -> TapResult:
        moves = status.moves_from(index)
        label = face_label(position.cells[index])
        if not moves:
            return TapResult(Tap.ILLEGAL, cells=(index,), message=t("tap.no_gap_takes", card=label))
        gaps = tuple(m.dst for m in moves)
        if status.is_locked(index):  # a stray tap never moves a card in place: it asks where, first
            return self._wait(index, gaps, t("tap.locked", card=label), guarded=True)
        if len(moves) == 1:
            return TapResult(Tap.MOVED, moves[0])
        return self._wait(index, gaps, t("tap.pick_gap", card=label))

    def _tap_gap(self, index: int, status: Status) -> TapResult:
        moves = status.moves_to(index)
        if not moves:
            info = status.gap(index)
            if info is not None and info.reason == GapReason.AFTER_KING and info.left is not None:
                after = t(f"rank.after.{rank_of(info.left)}")  # the top rank: a king, a 10 in House of Commons
                message = t("tap.after_king", after=after, card=face_label(info.left))
            elif info is not None and info.reason == GapReason.AFTER_GAP:
                message = t("tap.after_gap")
            else:
                message = t("tap.no_card_fits")
            return TapResult(Tap.ILLEGAL, cells=(index,), message=message)
        # Several cards fit (2s or aces at a left-edge gap; in some games of the family, other gaps too):
        # those locked in place are not offered, unless no other is. (With a left-edge gap open, at most
        # three base cards stand in column 0: a free one is always left there.)
        free = tuple(m for m in moves if not status.is_locked(m.src)) or tuple(moves)
        if len(free) == 1 and not status.is_locked(free[0].src):
            return TapResult(Tap.MOVED, free[0])
        info = status.gap(index)
        if info is not None and info.reason == GapReason.LEFT_EDGE:
            message = t("tap.pick_ace" if rank_of(info.accepts[0]) == 1 else "tap.pick_two")
        else:
            message = t("tap.pick_card")
        return self._wait(
            index, tuple(m.src for m in free), message, guarded=all(status.is_locked(m.src) for m in free)
        )

    def _tap_spoilt(self, index: int, position: Position, status: Status) -> TapResult:
        """Spoilt: only the waste card moves. A tap on it plays it (or, for a suit no row shows, asks which row);
        a tap on the cell it goes to plays it there; any other tap says where it goes."""
        waste = status.moves_from(position.shape.cells)
        if not waste:
            return TapResult(Tap.ILLEGAL, cells=(index,), message=t("tap.spoilt_no_waste"))
        label = face_label(waste[0].card)
        if index == position.shape.cells:
            if len(waste) == 1:
                return TapResult(Tap.MOVED, waste[0])
            return self._wait(index, tuple(m.dst for m in waste), t("tap.spoilt_pick_row", card=label))
        into = [m for m in waste if m.dst == index]
        if into:
            return TapResult(Tap.MOVED, into[0])
        if index < position.shape.cells and status.is_locked(index):
            message = t("tap.spoilt_in_place")
        elif index < position.shape.cells:
            message = t("tap.spoilt_goes_there", card=label, column=waste[0].dst % position.shape.columns + 1)
        else:
            message = t("tap.spoilt_from_waste")
        return TapResult(Tap.ILLEGAL, cells=(index,), message=message)

    def _wait(self, index: int, choices: tuple[int, ...], message: str, guarded: bool = False) -> TapResult:
        self.selected = index
        self.choices = choices
        return TapResult(Tap.CHOOSE, cells=choices, message=message, guarded=guarded)


__all__ = ["Picker", "Tap", "TapResult"]
