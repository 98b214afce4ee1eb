"""What a tap on a cell asks for: a move, a choice between gaps (or 2s), a cancel, or nothing and why (pure)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from solitaire import COLS, Move, Position, Status, card_label

from .events import Event
from .i18n import t


class Tap(enum.Enum):
    MOVED = "moved"  # ``move`` is the move the tap asks for (``event`` once the session made it)
    CHOOSE = "choose"  # a first pick waits for a second (``cells`` are the choices)
    CANCELLED = "cancelled"  # a pending pick was dropped
    ILLEGAL = "illegal"  # nothing happened (``message`` says why, ``cells`` shake)


@dataclass(frozen=True)
class TapResult:
    kind: Tap
    move: Move | None = None
    cells: tuple[int, ...] = ()
    message: str = ""
    event: Event | None = None


class Picker:
    """The tap state machine: a tap on a card or a gap, with a pending pick when a 2 fits several gaps."""

    def __init__(self) -> None:
        self.selected: int | None = None  # a 2 or a left-edge gap waiting for its partner
        self.choices: tuple[int, ...] = ()

    def clear(self) -> bool:
        """Drop a pending pick; True if there was one."""
        had = self.selected is not None
        self.selected = None
        self.choices = ()
        return had

    def tap(self, index: int, position: Position, status: Status, over_message: str) -> TapResult:
        """What a tap on cell ``index`` asks for; ``over_message`` is said when the game is over."""
        if self.selected is not None:
            selected = self.selected
            if index == selected:
                self.clear()
                return TapResult(Tap.CANCELLED)
            chosen = index in self.choices
            self.clear()
            if chosen:
                for move in status.legal_moves:
                    if (move.src, move.dst) in ((selected, index), (index, selected)):
                        return TapResult(Tap.MOVED, move)
        if status.over:
            return TapResult(Tap.ILLEGAL, cells=(index,), message=over_message)
        if position.cells[index]:
            return self._tap_card(index, position, status)
        return self._tap_gap(index, status)

    def _tap_card(self, index: int, position: Position, status: Status) -> TapResult:
        moves = status.moves_from(index)
        label = card_label(position.cells[index])
        if not moves:
            return TapResult(Tap.ILLEGAL, cells=(index,), message=t("tap.no_gap_takes", card=label))
        if len(moves) == 1:
            return TapResult(Tap.MOVED, moves[0])
        return self._wait(index, tuple(m.dst for m in moves), t("tap.pick_gap", card=label))

    def _tap_gap(self, index: int, status: Status) -> TapResult:
        moves = status.moves_to(index)
        if not moves:
            info = status.gap(index)
            if info is not None and info.reason == "after-king" and info.left is not None:
                message = t("tap.after_king", card=card_label(info.left))
            elif info is not None and info.reason == "after-gap":
                message = t("tap.after_gap")
            else:
                message = t("tap.no_card_fits")
            return TapResult(Tap.ILLEGAL, cells=(index,), message=message)
        if len(moves) == 1:
            return TapResult(Tap.MOVED, moves[0])
        # Several 2s fit a left-edge gap: prefer those not already at the left edge.
        away = tuple(m for m in moves if m.src % COLS != 0)
        if len(away) == 1:
            return TapResult(Tap.MOVED, away[0])
        return self._wait(index, tuple(m.src for m in (away or moves)), t("tap.pick_two"))

    def _wait(self, index: int, choices: tuple[int, ...], message: str) -> TapResult:
        self.selected = index
        self.choices = choices
        return TapResult(Tap.CHOOSE, cells=choices, message=message)


__all__ = ["Picker", "Tap", "TapResult"]
