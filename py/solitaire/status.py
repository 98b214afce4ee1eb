"""How a game stands, worked out once per state: the one report of what is allowed and why not."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .errors import GameOverError, NoRedealsLeftError, RedealError, RedealNotStuckError
from .position import GapInfo, Move, Position
from .settings import Settings


class Outcome(enum.Enum):
    """How a game ended."""

    WON = "won"
    STUCK = "stuck"  # no card can move and no redeal is allowed
    GAVE_UP = "gave-up"


@dataclass(frozen=True)
class Status:
    """Everything the rules say about one state of a game. Immutable; :meth:`of` builds it.

    ``legal_moves`` are the moves the player may make now (none once the game is
    over); ``redeal_refusal`` is the error a redeal would raise now, or None when
    one is allowed; ``locked_runs`` is each row's run locked in place from the left
    edge; ``gaps`` says of each gap, in row-major order, what it takes or why it is dead.
    """

    outcome: Outcome | None
    legal_moves: tuple[Move, ...]
    can_undo: bool
    can_redo: bool
    redeals_left: int
    locked_runs: tuple[int, ...]
    gaps: tuple[GapInfo, ...]
    moves: int
    locked: frozenset[int]  # the cells whose cards are in place (the runs; Spoilt's cards face up)
    unlimited: bool = False  # a practice game with no limit on redeals (Game's ``unlimited``)
    redeal_refusal: RedealError | GameOverError | None = field(default=None, compare=False)

    @classmethod
    def of(
        cls,
        position: Position,
        settings: Settings,
        *,
        redeals_left: int,
        gave_up: bool = False,
        unlimited: bool = False,
        can_undo: bool = False,
        can_redo: bool = False,
        moves: int = 0,
    ) -> Status:
        """The status of ``position`` in a game by ``settings`` with ``redeals_left`` redeals to go (with
        ``unlimited``, a practice game: a redeal is never refused for want of one, so it never ends stuck)."""
        runs = position.locked_runs()
        won = position.is_won()
        movable = () if won else tuple(position.legal_moves())
        refusal: RedealError | GameOverError | None = None
        if won or gave_up:
            refusal = GameOverError("the game is over")
        elif redeals_left <= 0 and not unlimited:
            refusal = NoRedealsLeftError(f"no redeal left: this deal allows {settings.redeals}")
        elif settings.redeal_when == "when-stuck" and movable:
            refusal = RedealNotStuckError("this variant redeals only when no card can move")
        if won:
            outcome: Outcome | None = Outcome.WON
        elif gave_up:
            outcome = Outcome.GAVE_UP
        elif refusal is not None and not movable:
            outcome = Outcome.STUCK
        else:
            outcome = None
        return cls(
            outcome=outcome,
            legal_moves=() if outcome else movable,
            can_undo=can_undo and not gave_up,
            can_redo=can_redo and not gave_up,
            redeals_left=redeals_left,
            locked_runs=runs,
            gaps=tuple(position.gap_infos()),
            moves=moves,
            locked=position.locked_cells(),
            unlimited=unlimited,
            redeal_refusal=refusal,
        )

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def has_redeals(self) -> bool:
        """A redeal is left to take in this game (any number in a practice game), whether or not one is allowed now."""
        return self.unlimited or self.redeals_left > 0

    @property
    def redeal_allowed(self) -> bool:
        return self.redeal_refusal is None

    @property
    def ordered(self) -> int:
        """The score: how many cards are locked in place."""
        return sum(self.locked_runs)

    @property
    def live_gaps(self) -> int:
        return sum(1 for info in self.gaps if info.live)

    def is_locked(self, cell: int) -> bool:
        return cell in self.locked

    def moves_from(self, cell: int) -> tuple[Move, ...]:
        """The legal moves of the card in ``cell`` (several for a 2 when left-edge gaps are open)."""
        return tuple(m for m in self.legal_moves if m.src == cell)

    def moves_to(self, cell: int) -> tuple[Move, ...]:
        """The legal moves into the gap at ``cell``."""
        return tuple(m for m in self.legal_moves if m.dst == cell)

    def gap(self, cell: int) -> GapInfo | None:
        """What the gap at ``cell`` takes, or None when ``cell`` holds a card."""
        for info in self.gaps:
            if info.index == cell:
                return info
        return None


__all__ = ["Outcome", "Status"]
