"""What a search found: a verdict (won, unwinnable, unknown) and, when won, the winning line (both solvers)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .game import Action

WON = "won"
UNWINNABLE = "unwinnable"
UNKNOWN = "unknown"


@dataclass
class Solution:
    """What the solver found. ``line`` is the winning line when ``verdict`` is ``won``."""

    verdict: str
    line: list[Action] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0

    @property
    def won(self) -> bool:
        return self.verdict == WON


__all__ = ["UNKNOWN", "UNWINNABLE", "WON", "Solution"]
