"""How an event is animated: one card sliding, or cards dealt (pure; board.py plays it)."""

from __future__ import annotations

from dataclasses import dataclass

from .events import Event, Kind

SLIDE_MS = 170
DEAL_MS = 260
DEAL_STAGGER_MS = 6


@dataclass(frozen=True)
class Slide:
    """The card now in cell ``dst`` flies in from cell ``src``."""

    src: int
    dst: int


@dataclass(frozen=True)
class Deal:
    """The cards now in ``cells`` are dealt in, one after another."""

    cells: tuple[int, ...]


def plan(event: Event) -> Slide | Deal | None:
    """The animation of ``event``: a slide for a move (and its undo and redo), a deal for a redeal (and its
    undo and redo) and for a new game; None when nothing moved."""
    if event.kind is Kind.REFUSED:
        return None
    slide = event.slide
    if slide is not None:
        return Slide(*slide)
    cells = event.dealt
    if cells:
        return Deal(cells)
    return None


__all__ = ["DEAL_MS", "DEAL_STAGGER_MS", "SLIDE_MS", "Deal", "Slide", "plan"]
